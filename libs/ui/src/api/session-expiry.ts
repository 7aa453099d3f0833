/**
 * Where to go when the session ends (spec 1 §8: after a 401 the app returns to the site root).
 * The API client lives in libs/ui and cannot know the router, so the shell registers its own
 * handler (router navigation plus resetting the signed-in user). Remotes call the same client, which
 * is a Module Federation singleton, so a 401 in a remote lands here too. Without a handler (e.g. a
 * remote running on its own) a full page load of '/' does the job.
 */
type SessionEndHandler = () => void;

let handler: SessionEndHandler | null = null;

/** Registers the handler; returns a function that removes it again (for effect cleanup). */
export function onSessionEnd(next: SessionEndHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Leaves the current screen for the login at '/'. */
export function endSession(): void {
  if (handler) {
    handler();
  } else {
    window.location.assign('/');
  }
}
