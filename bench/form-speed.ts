/**
 * Form speed (issue 8): the same form rendered by leasekit's SchemaForm (real ui widgets), by
 * react-hook-form with plain inputs and by @rjsf/core with its ajv8 validator, in one headless
 * Chromium run. For 300 and 20 fields, several rounds of: load the page (mount time), focus the text
 * field nearest the middle, type 50 characters one by one and read, per keystroke, the in-page JS time
 * (keydown → input handled, React commit included), the renderer's script time (CDP Performance
 * metrics), the field renders and the key-to-paint time. Writes bench/results/form-speed.json.
 *
 * Run: npx tsx bench/form-speed.ts  (ROUNDS=5 SIZES=300,20 by default)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { TYPED_TEXT, typedFieldName } from './form-speed/src/fields';
import type { BenchProbe } from './form-speed/src/instrument';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machineInfo } from './lib/machine';
import { serveFolder } from './lib/static-server';
import { median, percentile, spread, type Spread } from './lib/stats';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SIZES = (process.env.SIZES ?? '300,20').split(',').map(Number);
const LIBRARIES = ['leasekit', 'rhf', 'rjsf'] as const;
type Library = (typeof LIBRARIES)[number];
const LIBRARY_NAMES: Record<Library, string> = {
  leasekit: '@leasekit/ui SchemaForm',
  rhf: 'react-hook-form',
  rjsf: '@rjsf/core',
};

const benchDir = import.meta.dirname;
const outDir = join(benchDir, 'dist/form-speed');

/** One page load and 50 keystrokes. */
interface RoundResult {
  mountCommit: number;
  mountPaint: number;
  jsMedian: number;
  scriptMedian: number;
  paintP95: number;
  rendersPerKey: number;
  fieldsRenderedPerKey: number;
  typedValueOk: boolean;
}

declare const window: { __bench: BenchProbe };

async function measure(
  browser: Browser,
  origin: string,
  library: Library,
  size: number,
): Promise<RoundResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${library}.html?n=${size}`);
    await page.waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 60_000 });
    const { mountCommit, mountPaint } = await page.evaluate(() => ({
      mountCommit: window.__bench.mountCommit,
      mountPaint: window.__bench.mountPaint,
    }));
    const name = typedFieldName(size);
    const input = page.locator(library === 'rjsf' ? `#root_${name}` : `[name="${name}"]`);
    await input.focus();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    };
    await page.evaluate(() => window.__bench.reset());
    const script: number[] = [];
    for (let i = 0; i < TYPED_TEXT.length; i++) {
      const before = await scriptSeconds();
      await page.keyboard.type(TYPED_TEXT[i]!);
      await page.evaluate((n) => window.__bench.waitKeys(n), i + 1);
      script.push(((await scriptSeconds()) - before) * 1000);
    }
    const { keys, renders } = await page.evaluate(() => ({
      keys: window.__bench.keys,
      renders: window.__bench.renders,
    }));
    const value = await input.inputValue();
    const renderCount = Object.values(renders).reduce((sum, n) => sum + n, 0);
    return {
      mountCommit,
      mountPaint,
      jsMedian: median(keys.map((key) => key.js)),
      scriptMedian: median(script),
      paintP95: percentile(
        keys.map((key) => key.paint),
        95,
      ),
      rendersPerKey: renderCount / keys.length,
      fieldsRenderedPerKey: Object.keys(renders).length,
      typedValueOk: value === TYPED_TEXT && keys.length === TYPED_TEXT.length,
    };
  } finally {
    await context.close();
  }
}

/** Figures of one library at one size, over the rounds, with ratios to react-hook-form's medians. */
interface Summary {
  library: string;
  fields: number;
  typedField: string;
  rounds: number;
  keystrokes: number;
  jsPerKeystrokeMs: Spread;
  scriptPerKeystrokeMs: Spread;
  fieldRendersPerKeystroke: Spread;
  distinctFieldsRendered: Spread;
  keyToPaintP95Ms: Spread;
  mountCommitMs: Spread;
  mountToPaintMs: Spread;
  ratioToRhf?: Record<string, number>;
  typedValueOk: boolean;
}

function summarize(library: Library, size: number, rounds: RoundResult[]): Summary {
  return {
    library: LIBRARY_NAMES[library],
    fields: size,
    typedField: typedFieldName(size),
    rounds: rounds.length,
    keystrokes: TYPED_TEXT.length,
    jsPerKeystrokeMs: spread(rounds.map((r) => r.jsMedian)),
    scriptPerKeystrokeMs: spread(rounds.map((r) => r.scriptMedian)),
    fieldRendersPerKeystroke: spread(rounds.map((r) => r.rendersPerKey)),
    distinctFieldsRendered: spread(rounds.map((r) => r.fieldsRenderedPerKey)),
    keyToPaintP95Ms: spread(rounds.map((r) => r.paintP95)),
    mountCommitMs: spread(rounds.map((r) => r.mountCommit)),
    mountToPaintMs: spread(rounds.map((r) => r.mountPaint)),
    typedValueOk: rounds.every((r) => r.typedValueOk),
  };
}

function ratio(a: number, b: number): number {
  return Math.round((a / b) * 100) / 100;
}

async function main(): Promise<void> {
  console.log('form speed: building the pages (vite, production)…');
  await build({ configFile: join(benchDir, 'form-speed/vite.config.ts'), logLevel: 'error' });
  const server = await serveFolder(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: Summary[] = [];
  try {
    for (const size of SIZES) {
      const perLibrary = new Map<Library, RoundResult[]>(LIBRARIES.map((library) => [library, []]));
      // One unrecorded load of each page first, so every library starts from warm caches.
      for (const library of LIBRARIES) await measure(browser, server.origin, library, size);
      for (let round = 0; round < ROUNDS; round++) {
        // The order rotates each round, so drift in the machine's load spreads over every library.
        const order = LIBRARIES.map((_, i) => LIBRARIES[(i + round) % LIBRARIES.length]!);
        for (const library of order) {
          const result = await measure(browser, server.origin, library, size);
          perLibrary.get(library)!.push(result);
          console.log(
            `  ${size} fields, round ${round + 1}, ${library}: js ${result.jsMedian.toFixed(3)} ms, ` +
              `renders/key ${result.rendersPerKey}, paint p95 ${result.paintP95.toFixed(1)} ms, ` +
              `mount ${result.mountCommit.toFixed(1)} / ${result.mountPaint.toFixed(1)} ms`,
          );
        }
      }
      const summaries = LIBRARIES.map((library) => summarize(library, size, perLibrary.get(library)!));
      const rhf = summaries[LIBRARIES.indexOf('rhf')]!;
      for (const summary of summaries) {
        summary.ratioToRhf = {
          jsPerKeystroke: ratio(summary.jsPerKeystrokeMs.median, rhf.jsPerKeystrokeMs.median),
          scriptPerKeystroke: ratio(summary.scriptPerKeystrokeMs.median, rhf.scriptPerKeystrokeMs.median),
          keyToPaintP95: ratio(summary.keyToPaintP95Ms.median, rhf.keyToPaintP95Ms.median),
          mountCommit: ratio(summary.mountCommitMs.median, rhf.mountCommitMs.median),
          mountToPaint: ratio(summary.mountToPaintMs.median, rhf.mountToPaintMs.median),
        };
      }
      results.push(...summaries);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const report = { benchmark: 'form-speed', machine: machineInfo(), typedText: TYPED_TEXT, results };
  mkdirSync(join(benchDir, 'results'), { recursive: true });
  writeFileSync(join(benchDir, 'results/form-speed.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    results.map((r) => ({
      library: r.library,
      fields: r.fields,
      'js/key ms': r.jsPerKeystrokeMs.median,
      'renders/key': r.fieldRendersPerKeystroke.median,
      'paint p95 ms': r.keyToPaintP95Ms.median,
      'mount ms': r.mountCommitMs.median,
      'mount→paint ms': r.mountToPaintMs.median,
      'js ×rhf': r.ratioToRhf?.jsPerKeystroke,
      'mount ×rhf': r.ratioToRhf?.mountCommit,
    })),
  );
  if (results.some((r) => !r.typedValueOk)) {
    throw new Error('A page did not end with the typed text in its field: the measurement is invalid.');
  }
}

await main();
