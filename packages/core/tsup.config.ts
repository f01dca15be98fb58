import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/** The English catalogue's parts that loadMessages imports on demand (`import('./catalog/x')` in src/messages/index.ts). */
const parts = [
  ...readFileSync('src/messages/index.ts', 'utf8').matchAll(/import\('\.\/catalog\/(\w+)'\)/g),
].map(([, part]) => part!);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    // The application wizard's route controllers: their own entry, so the main entry stays the platform.
    'apply/index': 'src/apply/index.ts',
    // The features a variant composes, each its own entry, so the main entry stays the platform: the
    // schema form engine, the formats and masks, the application's route guards.
    'form/index': 'src/form/index.ts',
    'format/index': 'src/format/index.ts',
    'routing/index': 'src/routing/index.ts',
    'recurrence/index': 'src/recurrence/index.ts',
    'menu/index': 'src/menu/index.ts',
    // The route controllers of the checkpoint, results and checkout screens: their own entry.
    'checkout/index': 'src/checkout/index.ts',
    // The contract's schemas (zod/mini): their own entry, so the main entry carries no validator.
    'contract/index': 'src/contract/schemas.ts',
    // The sandbox's fixtures (test cards, fill scenarios): their own entry, out of every production path.
    'testing/index': 'src/testing/index.ts',
    // Spanish: its own entry, which the main entry's loadLocale('es') imports on demand.
    'messages/es': 'src/messages/es.ts',
    // The whole English catalogue: an entry too, so the main entry only re-exports `en` and an app's
    // bundler that does not use it drops it, and the parts it imports, from the app's entry.
    'messages/en': 'src/messages/en.ts',
    // The English catalogue's parts that loadMessages imports on demand (each `import('./catalog/x')` in
    // src/messages/index.ts): entries, so their files have stable paths (dist/messages/parts/) that the
    // size budgets of pages never loading them leave out.
    ...Object.fromEntries(parts.map((part) => [`messages/parts/${part}`, `src/messages/catalog/${part}.ts`])),
  },
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json), one per source file, named as the source.
  dts: false,
  clean: true,
  sourcemap: true,
  // The source ships once, in src/ (the `@leasekit/source` condition): the maps point at it rather
  // than embedding it again.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  // The whole English catalogue (src/messages/en.ts) imports each part from the part's own file, as
  // loadMessages does, rather than from a chunk the two would share: otherwise an app's bundler (Vite's
  // rolldown) keeps every part's texts in the app's entry and the parts it loads on demand only
  // re-export them. The path is relative to the chunk holding `en`, at dist/'s root as the main entry and
  // messages/en share it; examples/ (npm run test:examples) build apps from the packed package.
  esbuildPlugins: [
    {
      name: 'english-parts-from-their-files',
      setup(build) {
        build.onResolve({ filter: /^\.\/catalog\/\w+$/ }, (args) => {
          const part = args.path.slice('./catalog/'.length);
          return args.importer.endsWith('/messages/en.ts') && parts.includes(part)
            ? { path: `./messages/parts/${part}.js`, external: true }
            : undefined;
        });
      },
    },
  ],
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'rrule', 'date-fns', 'zod'],
  // The React adapter is client code (hooks, context): its entry carries 'use client' so a React Server
  // Components host (Next.js' App Router) treats it as a client boundary. The main entry stays
  // server-safe (pure rules), so a server component can call them. esbuild drops directives when it
  // bundles, hence written after the build.
  async onSuccess() {
    const file = 'dist/react/index.js';
    const code = await readFile(file, 'utf8');
    if (code.startsWith("'use client';")) return;
    await writeFile(file, `'use client';\n${code}`);
    // One line more at the top: the map's lines move down by one (an empty first line of mappings).
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    await writeFile(`${file}.map`, JSON.stringify(map));
  },
});
