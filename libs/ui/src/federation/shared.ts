/**
 * Module Federation `shared` config used by the shell AND every remote (imported by their vite configs),
 * so that all four builds agree on what is a page-wide singleton (DESIGN.md): one React, one router,
 * one QueryClient, one toast store. The shell loads first and provides every one of these; a remote
 * bundles its own copy only as a fallback for running on its own.
 *
 * Keys ending in '/' share every subpath separately ('@lavadero/ui/' covers
 * '@lavadero/ui/api/client', '@lavadero/ui/hooks/use-toast', ...). Sharing zustand alone would not be
 * enough: the stores live in the libs' own modules, so the libs themselves must be shared.
 * `radix-ui` is shared so a remote's tooltip or dialog finds the providers the shell mounted.
 * `react-hook-form` is shared because FormField (in @lavadero/ui) and the remotes' forms must agree on
 * one copy; the shell's login form already loads it.
 * lucide-react is deliberately not shared: shared packages cannot be tree-shaken, and icons are stateless.
 */
export const federationShared = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': { singleton: true },
  '@tanstack/react-query': { singleton: true },
  zustand: { singleton: true },
  zod: { singleton: true },
  'radix-ui': { singleton: true },
  'react-hook-form': { singleton: true },
  '@lavadero/ui/': { singleton: true },
  '@lavadero/contracts/': { singleton: true },
} as const;

/** The remotes the shell knows; `/remotes.json` maps each to the URL of its remoteEntry.js. */
export const REMOTE_NAMES = ['pos', 'operations', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
