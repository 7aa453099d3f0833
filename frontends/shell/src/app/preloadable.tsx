import { type ComponentType, lazy, useState } from 'react';

/**
 * React.lazy that renders at once once its module has loaded. React.lazy suspends at its first render
 * even then (its promise settles a tick later), and a page that has shown a Suspense fallback, even an
 * empty one, holds the content back until 300 ms after it (React's fallback throttle): at a sign-in
 * that was most of the wait between the server's reply and the dashboard.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);

  function Preloaded(props: P) {
    // Chosen once per mount: going from Lazy to the loaded component would remount everything below.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}
