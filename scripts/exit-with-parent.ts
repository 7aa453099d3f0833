/**
 * Preloaded into every supervised service (`node --import tsx --import ./scripts/exit-with-parent.ts`):
 * when the supervisor dies without stopping it (SIGKILL, a crash, a test runner killing its process
 * group), the IPC channel it holds closes and the service shuts down as on SIGTERM, instead of
 * living on as an orphan that keeps its port.
 */
const EXIT_ANYWAY_MS = 20_000;

function shutDown() {
  setTimeout(() => process.exit(1), EXIT_ANYWAY_MS).unref();
  process.kill(process.pid, 'SIGTERM');
}

if (process.send) {
  process.channel?.unref(); // the channel alone must not keep the service alive
  // The supervisor may have died while this service was still loading.
  if (process.connected) process.once('disconnect', shutDown);
  else shutDown();
}
