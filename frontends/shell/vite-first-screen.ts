import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const FIRST_SCREEN_DIR = resolve(import.meta.dirname, 'src/first-screen');
export const FIRST_SCREEN_ENTRY = resolve(FIRST_SCREEN_DIR, 'first-screen.tsx');

/**
 * Puts the first screen (src/first-screen) in front of the federated shell, in the production build:
 *
 * - its modules import packages directly, not through the federation's shared-module proxies, which
 *   wait for the federation runtime: React is still the shell's one copy (the proxies hand out the
 *   same modules), but the login no longer waits for every shared package to load;
 * - index.html starts the first screen instead of the federation's bootstrap, and preloads only what
 *   the first screen needs; `<meta name="lavadero-app">` names the bootstrap and the shell's other
 *   files, which the first screen fetches once the login is usable.
 *
 * The dev server keeps serving main.tsx alone (the first screen is the build's entry only).
 */
export function firstScreen(): Plugin[] {
  return [
    {
      name: 'lavadero:first-screen-direct-imports',
      enforce: 'pre',
      apply: 'build',
      resolveId(source, importer, options) {
        if (!importer?.startsWith(FIRST_SCREEN_DIR) || source.startsWith('.') || source.startsWith('/'))
          return;
        // The federation plugin leaves a lookup it made itself alone: that flag is how it asks for the plain module.
        return this.resolve(source, importer, {
          ...options,
          skipSelf: true,
          custom: { ...options.custom, __mfSharedEntryLookup: true },
        });
      },
    },
    {
      name: 'lavadero:first-screen-html',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const html = bundle['index.html'];
          const entry = Object.values(bundle).find(
            (file): file is OutputChunk =>
              file.type === 'chunk' && file.facadeModuleId === FIRST_SCREEN_ENTRY,
          );
          if (html?.type !== 'asset' || !entry)
            this.error('first-screen: index.html or its entry is missing');
          const source = String(html.source);
          const bootstrap =
            /<script type="module" crossorigin src="([^"]*mf-entry-bootstrap[^"]*)"><\/script>/.exec(source);
          if (!bootstrap) this.error("first-screen: the federation's bootstrap script is not in index.html");
          const firstScreenFiles = staticImports(entry, bundle).map((file) => `/${file}`);
          // Every other file of the shell, fetched side by side by the first screen once the login is up:
          // the federation's imports would otherwise chain a dozen round trips before the dashboard.
          const appFiles = Object.values(bundle)
            .filter((file) => file.type === 'chunk' && file !== entry)
            .map((file) => `/${file.fileName}`)
            .filter((file) => !firstScreenFiles.includes(file));
          const preloads = firstScreenFiles
            .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
            .join('');
          html.source = source
            .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
            .replace(
              bootstrap[0],
              `<meta name="lavadero-app" content="${bootstrap[1]}" data-preload="${appFiles.join(' ')}">` +
                `<script type="module" crossorigin src="/${entry.fileName}"></script>${preloads}`,
            );
        },
      },
    },
  ];
}

/** Every chunk `chunk` imports statically, directly or not. */
function staticImports(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>()): string[] {
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (seen.has(file) || imported?.type !== 'chunk') continue;
    seen.add(file);
    staticImports(imported, bundle, seen);
  }
  return [...seen];
}
