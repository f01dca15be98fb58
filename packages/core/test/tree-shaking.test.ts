import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

/** esbuild as an app's bundler would use it, on a snippet importing from the core's sources. */
function appBuild(contents: string) {
  return {
    stdin: { contents, resolveDir: srcDir, loader: 'ts' as const, sourcefile: 'app.ts' },
    bundle: true,
    write: false as const,
    minify: true,
    format: 'esm' as const,
    platform: 'browser' as const,
    conditions: ['@leasekit/source'],
    metafile: true,
    logLevel: 'silent' as const,
  };
}

/** Bundles a snippet that imports from the core's main entry, as an app's bundler would. */
async function bundle(contents: string): Promise<{ code: string; inputs: string[]; included: string[] }> {
  const result = await build({ ...appBuild(contents), external: ['react', 'react-dom'] });
  const metafile = result.metafile as Metafile;
  // `inputs` is every module the import graph reaches; `included` only those with bytes in the output.
  const output = Object.values(metafile.outputs)[0]!;
  const included = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(metafile.inputs), included };
}

/** The code of a split build's entry, the snippet (dynamic imports make each chunk they load an entry too). */
function entryOf(result: { metafile?: Metafile; outputFiles: { path: string; text: string }[] }): string {
  const outputs = Object.entries(result.metafile!.outputs);
  const [entryPath] = outputs.find(([, output]) => output.entryPoint?.endsWith('app.ts'))!;
  return result.outputFiles.find((file) => file.path.endsWith(entryPath))!.text;
}

const heavy = /node_modules\/(rrule|zod|libphonenumber-js)\//;
/** The heavy dependencies no main-entry import may even reach (zod/mini, the contract's validator, may). */
const heavyBesidesValidator = /node_modules\/(rrule|libphonenumber-js)\//;

describe('tree shaking of the main entry and the feature entries', () => {
  it('an app importing only getMonthlyIncome (from /apply) pays well under 2 KB gzip and pulls no rrule, zod or libphonenumber', async () => {
    const { code, inputs, included } = await bundle(
      "import { getMonthlyIncome } from './apply/index.ts';\nconsole.log(getMonthlyIncome(100000, 'weekly'));",
    );
    // The contract's answer schemas (zod/mini) are reachable through the stores that parse answers, but
    // an app that calls none of them pays for none: no byte of zod, and rrule and libphonenumber are not
    // even reached (docs/decisions/0001-contract-schemas.md).
    expect(inputs.filter((input) => heavyBesidesValidator.test(input))).toEqual([]);
    expect(included.filter((input) => input.includes('node_modules/'))).toEqual([]);
    expect(gzipSync(code).length).toBeLessThan(2048);
    expect(code).not.toMatch(/Income must be over/);
  }, 60_000);

  it('a schema form importing only the rule registry (isFieldRequired, from /form) pulls neither the message catalogue nor date-fns', async () => {
    const { code, included } = await bundle(
      "import { isFieldRequired } from './form/index.ts';\nconsole.log(isFieldRequired(['required'], {}));",
    );
    expect(included.filter((input) => /messages\/catalog|node_modules\//.test(input))).toEqual([]);
    expect(gzipSync(code).length).toBeLessThan(4096);
  }, 60_000);

  it('the whole main entry pulls no rrule or libphonenumber code, and of zod only the mini core the client parses answers with', async () => {
    const { code, inputs, included } = await bundle(
      "import * as core from './index.ts';\nconsole.log(core);",
    );
    // The platform: the session store and the API client are in it.
    expect(inputs.some((input) => input.endsWith('session/session-store.ts'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('api/') || input.includes('/api/'))).toBe(true);
    expect(inputs.filter((input) => heavyBesidesValidator.test(input))).toEqual([]);
    expect(code).not.toMatch(/RRULE:|libphonenumber/);
    // zod/mini's core only: not classic zod's methods, not its error-message locales.
    const zod = included.filter((input) => input.includes('node_modules/zod/'));
    expect(zod.filter((input) => /\/(classic|locales)\//.test(input))).toEqual([]);
    expect(zod.every((input) => /node_modules\/zod\/v4\/(core|mini)\//.test(input))).toBe(true);
  }, 60_000);

  it('the recurrence entry does pull rrule, so the check above can see it', async () => {
    const { inputs } = await bundle("import * as r from './recurrence/index.ts';\nconsole.log(r);");
    expect(inputs.some((input) => heavy.test(input))).toBe(true);
  }, 60_000);

  it('a page using t() and loadLocale bundles no Spanish; Spanish is a chunk it imports on demand', async () => {
    const result = await build({
      ...appBuild(
        "import { loadLocale, t } from './index.ts';\n" +
          "loadLocale('es').then(() => console.log(t('errors.storeNotFound.heading', undefined, 'es')));",
      ),
      splitting: true,
      outdir: 'out',
    });
    const entry = entryOf(result);
    const spanish = result.outputFiles.filter((file) => file.text.includes('Tienda no encontrada'));
    expect(entry).toContain('Store Not Found');
    expect(entry).not.toContain('Tienda no encontrada');
    expect(spanish).toHaveLength(1);
    expect(entry).toContain(`import("./${spanish[0]!.path.split('/').pop()}")`);
  }, 60_000);

  it("a page using t() bundles English's base; each part of the flows is a chunk loadMessages imports on demand", async () => {
    const result = await build({
      ...appBuild(
        "import { loadMessages, t } from './index.ts';\n" +
          "console.log(t('errors.unknown'));\n" +
          "loadMessages(['checkout']).then(() => console.log(t('checkout.payment.title')));",
      ),
      splitting: true,
      outdir: 'out',
    });
    const entry = entryOf(result);
    const checkout = result.outputFiles.filter((file) => file.text.includes('Payment Required'));
    expect(entry).toContain('An unknown error occurred');
    expect(entry).toContain('Choose your store');
    expect(entry).not.toContain('Payment Required');
    expect(entry).not.toContain('Please review your application');
    // The rule messages, the recurrence editor's and the uploads' texts are parts too.
    expect(entry).not.toContain('must be a real date');
    expect(entry).not.toContain('Repeat every');
    expect(entry).not.toContain('Drag and drop files here');
    expect(checkout).toHaveLength(1);
    expect(entry).toContain(`import("./${checkout[0]!.path.split('/').pop()}")`);
  }, 60_000);
});
