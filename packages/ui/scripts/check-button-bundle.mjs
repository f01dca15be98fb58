/* global URL, console, process */
// An app that imports only Button, bundled by esbuild with code splitting, loads none of the heavy
// parts of other components (rrule, react-day-picker, cmdk, Radix Select), whether it imports the
// subpath (`@leasekit/ui/button`) or the root entry (`@leasekit/ui`). The root entry stays clean because
// it re-exports the per-component entries rather than the shared chunks (scripts/build-barrel.mjs) and
// the components import Radix by primitive (`radix-ui/select`), not through its namespace barrel.
// Runs on the built package (dist/), in `npm run test:packages`. "Loads" = the app's entry and every
// chunk it imports statically; chunks behind a dynamic import() (SchemaForm's on-demand widgets, which
// esbuild also emits) load only when used.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const forbidden = [/node_modules\/rrule\//, /react-day-picker/, /node_modules\/cmdk\//, /react-select/];
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
let failed = false;
for (const specifier of ['@leasekit/ui/button', '@leasekit/ui']) {
  const result = await build({
    stdin: {
      contents: `import { Button } from '${specifier}';\nconsole.log(Button);\n`,
      resolveDir: packageRoot,
      sourcefile: 'app-entry.js',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    minify: true,
    absWorkingDir: packageRoot,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  // The app's own entry: the widgets' dynamic imports are entry points of the build too.
  const entryOutput = Object.keys(outputs).find((name) => outputs[name].entryPoint === 'app-entry.js');
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
  if (bad.length > 0) {
    failed = true;
    console.error(`${specifier}: Button alone loads ${bad.length} forbidden modules:\n  ${bad.join('\n  ')}`);
  } else {
    console.log(
      `${specifier}: Button alone loads ${loaded.size} files, ${(bytes / 1024).toFixed(1)} KB minified, no rrule, day-picker, cmdk or Radix Select.`,
    );
  }
}
if (failed) process.exit(1);
