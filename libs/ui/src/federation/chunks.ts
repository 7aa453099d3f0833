/**
 * How the four builds cut their third-party code into chunks (vite `build.rolldownOptions.output`).
 * Left to itself the bundler put react-dom inside the radix-ui chunk (radix depends on it), so the
 * login screen, which needs react-dom, downloaded all of Radix too. One chunk per heavy package lets each
 * page fetch only what it imports: the login needs react, react-dom, react-query and react-hook-form;
 * the router, Radix and zod arrive with the signed-in screens. Higher priority wins when a module's
 * dependencies would pull it into several groups.
 */
const vendor = (name: string, packages: string, priority: number) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
  priority,
});

export const vendorChunks = {
  // Modules run in import order even across the finer chunks (rolldown's advice for the option below).
  strictExecutionOrder: true,
  codeSplitting: {
    // Otherwise the federation's own groups (one per shared package's wrapper, above ours) swallow
    // everything their package imports: react-dom went into the radix-ui chunk that way.
    includeDependenciesRecursively: false,
    groups: [
      vendor('react', 'react|scheduler', 60),
      vendor('react-dom', 'react-dom', 50),
      vendor('react-query', '@tanstack', 40),
      vendor('react-hook-form', 'react-hook-form|@hookform', 40),
      vendor('react-router', 'react-router|cookie|set-cookie-parser', 40),
      vendor('zod', 'zod', 40),
      vendor(
        'radix',
        'radix-ui|@radix-ui|@floating-ui|aria-hidden|react-remove-scroll[\\w-]*|use-callback-ref|use-sidecar|tslib|detect-node-es|get-nonce|react-style-singleton',
        30,
      ),
    ],
  },
};
