/* global URL, console, process */
// An app that imports only Button, bundled by esbuild with code splitting, loads none of the
// heavy parts of other components (rrule, react-day-picker, cmdk, Radix Select) when it imports the
// subpath (`@leasekit/ui/button`). The barrel's figure is printed for comparison only: through it,
// esbuild keeps modules that lack a `sideEffects` flag (rrule behind the recurrence editor) and the
// `radix-ui` namespace barrel's Select, which is what the subpaths are for. Runs on the built package (dist/), in
// `npm run test:packages`. "Loads" = the entry and every chunk it imports statically; chunks behind a
// dynamic import() load only when used.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const forbidden = [/node_modules\/rrule\//, /react-day-picker/, /node_modules\/cmdk\//, /react-select/];
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'leasekit-button-'));
let failed = false;
try {
  for (const specifier of ['@leasekit/ui/button', '@leasekit/ui']) {
    const entry = join(work, 'entry.js');
    writeFileSync(entry, `import { Button } from '${specifier}';\nconsole.log(Button);\n`);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(work, 'out'),
      write: false,
      metafile: true,
      minify: true,
      absWorkingDir: packageRoot,
      nodePaths: [join(packageRoot, 'node_modules'), join(packageRoot, '../../node_modules')],
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const entryOutput = Object.keys(outputs).find((name) => outputs[name].entryPoint);
    const loaded = new Set();
    const visit = (name) => {
      if (loaded.has(name)) return;
      loaded.add(name);
      for (const imported of outputs[name].imports) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
      }
    };
    visit(entryOutput);
    const inputs = [...loaded].flatMap((name) => Object.keys(outputs[name].inputs));
    const bad = inputs.filter((input) => forbidden.some((pattern) => pattern.test(input)));
    const bytes = [...loaded].reduce((sum, name) => sum + outputs[name].bytes, 0);
    if (bad.length > 0 && specifier === '@leasekit/ui') {
      console.log(
        `${specifier} (barrel, for comparison): Button loads ${loaded.size} files, ${(bytes / 1024).toFixed(1)} KB minified, with ${bad.length} modules of rrule, day-picker, cmdk or Radix Select; import @leasekit/ui/button instead.`,
      );
    } else if (bad.length > 0) {
      failed = true;
      console.error(
        `${specifier}: Button alone loads ${bad.length} forbidden modules:\n  ${bad.join('\n  ')}`,
      );
    } else {
      console.log(
        `${specifier}: Button alone loads ${loaded.size} files, ${(bytes / 1024).toFixed(1)} KB minified, no rrule, day-picker, cmdk or Radix Select.`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exit(1);
