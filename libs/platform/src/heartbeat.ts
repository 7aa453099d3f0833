import { writeFile } from 'node:fs/promises';

const EVERY_MS = 10_000;

/**
 * For a service with no HTTP port (projections, fiscal worker): touches `file` every 10 s while
 * the process's event loop turns, so a container health check can tell a hung process from a live
 * one by the file's age. Without a file named (HEARTBEAT_FILE), it does nothing.
 */
export function startHeartbeat(file: string | null): void {
  if (!file) return;
  const beat = () => void writeFile(file, new Date().toISOString()).catch(() => undefined);
  beat();
  setInterval(beat, EVERY_MS).unref();
}
