/**
 * SIFEN writes local times without an offset ('2026-01-15T10:30:00'): they are Asunción wall-clock
 * times, whatever zone the simulator runs in.
 */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Asuncion',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Asunción is ahead of UTC at `instant` (negative: -3 h or -4 h). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asWall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asWall - Math.floor(instant / 1000) * 1000;
}

/** The instant of an Asunción wall-clock 'YYYY-MM-DDThh:mm:ss'; undefined when it is not one. */
export function asuncionInstant(local: string): number | undefined {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** 'YYYY-MM-DDThh:mm:ss' of `instant` in Asunción (what a test or client writes into a DE). */
export function asuncionLocal(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** dFecProc: the instant with Asunción's offset, as SIFEN's fecUTC type wants it. */
export function withOffset(instant: Date): string {
  const offset = offsetAt(instant.getTime()) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${asuncionLocal(instant)}${sign}${hh}:${mm}`;
}
