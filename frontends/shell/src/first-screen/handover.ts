import type { CurrentUserDto } from '@lavadero/contracts/auth';

/**
 * What the first screen (this folder) learnt before the signed-in shell starts: who is signed in (null
 * when it could not tell, so the shell checks again) and whether they just signed in (the shell then
 * greets them). The first screen is built outside Module Federation, so the login shows before the
 * federation runtime has loaded every shared package; main.tsx takes over through this module.
 */
export interface Handover {
  readonly user: CurrentUserDto | null;
  readonly signedInNow: boolean;
}

let handOverTo: (handover: Handover) => void = () => {};
const handed = new Promise<Handover>((resolve) => {
  handOverTo = resolve;
});
let firstScreenRunning = false;
let leaveFirstScreen = () => {};

/** Called by the first screen as it starts, so the shell knows to wait for it. */
export function firstScreenStarted(): void {
  firstScreenRunning = true;
}

/** The first screen is done: `unmount` clears it when the shell is ready to render in its place. */
export function handOver(handover: Handover, unmount: () => void): void {
  leaveFirstScreen = unmount;
  handOverTo(handover);
}

/**
 * Waits for the first screen's handover, then for `ready` (the code the shell renders next, whether it
 * loads or fails), and clears the first screen: it stays on screen until the shell can take its place.
 * Null when no first screen ran (the dev server serves main.tsx alone): the shell then checks the
 * session itself.
 */
export async function takeOver(ready: (handover: Handover) => Promise<unknown>): Promise<Handover | null> {
  if (!firstScreenRunning) return null;
  const handover = await handed;
  await ready(handover).catch(() => {});
  leaveFirstScreen();
  return handover;
}
