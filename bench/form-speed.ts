/**
 * Form speed: the same form rendered by leasekit's SchemaForm (real ui widgets), by
 * react-hook-form, Formily and TanStack Form with plain inputs, and by @rjsf/core with its ajv8
 * validator, all on the same React, in one headless Chromium run. For 300 and 20 fields, several rounds
 * of: load the page (mount time), focus the text field nearest the middle, type 50 characters one by one
 * and read, per keystroke, the in-page JS time (keydown → input handled, React commit included), the
 * renderer's script time (CDP Performance metrics) and the key-to-paint time; load it once more and type
 * under Chromium's tracing (the main thread's busy time per keystroke, layout apart); then load the same page
 * built against react-dom's profiling build and type the same text again, counting renders with React's
 * Profiler (per field, and commits of the whole form). Writes bench/results/form-speed.json.
 *
 * Run: npx tsx bench/form-speed.ts  (ROUNDS=5 SIZES=300,20 by default)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { TYPED_TEXT, typedFieldName } from './form-speed/src/fields';
import type { BenchProbe } from './form-speed/src/instrument';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, machineInfo } from './lib/machine';
import { serveFolder } from './lib/static-server';
import { median, percentile, spread, type Spread } from './lib/stats';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SIZES = (process.env.SIZES ?? '300,20').split(',').map(Number);
const LIBRARIES = ['leasekit', 'rhf', 'formily', 'tanstack', 'rjsf'] as const;
type Library = (typeof LIBRARIES)[number];
const LIBRARY_NAMES: Record<Library, string> = {
  leasekit: '@leasekit/ui SchemaForm',
  rhf: 'react-hook-form',
  formily: '@formily/react',
  tanstack: '@tanstack/react-form',
  rjsf: '@rjsf/core',
};

const benchDir = import.meta.dirname;
const outDir = join(benchDir, 'dist/form-speed');
const profilingDir = join(benchDir, 'dist/form-speed-profiling');

/** One page load and 50 keystrokes. */
interface RoundResult {
  mountCommit: number;
  mountPaint: number;
  jsMedian: number;
  scriptMedian: number;
  paintP95: number;
  typedValueOk: boolean;
}

/** One more load of the plain page and 50 keystrokes under Chromium's tracing: the renderer's view. */
interface TraceResult {
  /** Every task the renderer's main thread ran while the 50 keys were typed ÷ keys, ms. */
  mainThreadPerKey: number;
  /** Of which layout ÷ keys, ms. */
  layoutPerKey: number;
  typedValueOk: boolean;
}

/** One load of a profiling page and 50 keystrokes: what React's Profiler counted. */
interface ProfileResult {
  /** Field Profiler updates ÷ keystrokes. */
  rendersPerKey: number;
  /** How many distinct fields rendered while typing. */
  fieldsRendered: number;
  /** Commits of the whole form ÷ keystrokes. */
  commitsPerKey: number;
  typedValueOk: boolean;
}

declare const window: { __bench: BenchProbe };

async function openPage(browser: Browser, origin: string, library: Library, size: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/${library}.html?n=${size}`);
  await page.waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 60_000 });
  const name = typedFieldName(size);
  const input = page.locator(library === 'rjsf' ? `#root_${name}` : `[name="${name}"]`);
  await input.focus();
  return { context, page, input };
}

/** Types the benchmark text key by key, each key waited for until its frame (the probe's `waitKeys`). */
async function typeText(page: Page, afterKey?: () => Promise<void>): Promise<void> {
  for (let i = 0; i < TYPED_TEXT.length; i++) {
    await page.keyboard.type(TYPED_TEXT[i]!);
    await page.evaluate((n) => window.__bench.waitKeys(n), i + 1);
    await afterKey?.();
  }
}

async function measure(
  browser: Browser,
  origin: string,
  library: Library,
  size: number,
): Promise<RoundResult> {
  const { context, page, input } = await openPage(browser, origin, library, size);
  try {
    const { mountCommit, mountPaint } = await page.evaluate(() => ({
      mountCommit: window.__bench.mountCommit,
      mountPaint: window.__bench.mountPaint,
    }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    };
    await page.evaluate(() => window.__bench.reset());
    const script: number[] = [];
    let before = await scriptSeconds();
    await typeText(page, async () => {
      const after = await scriptSeconds();
      script.push((after - before) * 1000);
      before = after;
    });
    const keys = await page.evaluate(() => window.__bench.keys);
    const value = await input.inputValue();
    return {
      mountCommit,
      mountPaint,
      jsMedian: median(keys.map((key) => key.js)),
      scriptMedian: median(script),
      paintP95: percentile(
        keys.map((key) => key.paint),
        95,
      ),
      typedValueOk: value === TYPED_TEXT && keys.length === TYPED_TEXT.length,
    };
  } finally {
    await context.close();
  }
}

/** Types the same text into the profiling build of a page and reads what React's Profiler counted. */
async function profile(
  browser: Browser,
  origin: string,
  library: Library,
  size: number,
): Promise<ProfileResult> {
  const { context, page, input } = await openPage(browser, origin, library, size);
  try {
    await page.evaluate(() => window.__bench.reset());
    await typeText(page);
    const { keys, renders, commits } = await page.evaluate(() => ({
      keys: window.__bench.keys.length,
      renders: window.__bench.renders,
      commits: window.__bench.commits,
    }));
    const value = await input.inputValue();
    return {
      rendersPerKey: Object.values(renders).reduce((sum, n) => sum + n, 0) / keys,
      fieldsRendered: Object.keys(renders).length,
      commitsPerKey: commits / keys,
      typedValueOk: value === TYPED_TEXT && keys === TYPED_TEXT.length,
    };
  } finally {
    await context.close();
  }
}

/** Chromium trace event fields this benchmark reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

/**
 * Types the same text into the plain page under Chromium's tracing and reads, from the trace rather
 * than from the page, how long the renderer's main thread was busy per keystroke: every task it ran
 * (event dispatch, script, style, layout, paint of the frame, and the probe's small callbacks, the same
 * for every library), and how much of it was layout. Tracing slows everything a little, alike for all.
 */
async function traceTyping(
  browser: Browser,
  origin: string,
  library: Library,
  size: number,
): Promise<TraceResult> {
  const { context, page, input } = await openPage(browser, origin, library, size);
  try {
    await page.evaluate(() => window.__bench.reset());
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
    await typeText(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const keydown = traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
    if (!keydown) throw new Error(`${library}: the trace has no keydown`);
    const main = traceEvents
      .filter((e) => e.pid === keydown.pid && e.tid === keydown.tid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    // Top-level tasks only: a task nested in another one is already counted in it.
    let busy = 0;
    let end = -Infinity;
    for (const task of main.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
      if (task.ts < end) continue;
      busy += task.dur ?? 0;
      end = task.ts + (task.dur ?? 0);
    }
    const layout = main.filter((e) => e.name === 'Layout').reduce((sum, e) => sum + (e.dur ?? 0), 0);
    const keys = await page.evaluate(() => window.__bench.keys.length);
    const value = await input.inputValue();
    return {
      mainThreadPerKey: busy / 1000 / keys,
      layoutPerKey: layout / 1000 / keys,
      typedValueOk: value === TYPED_TEXT && keys === TYPED_TEXT.length,
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
  /** From Chromium's trace (one more load per round): all main-thread tasks while typing ÷ keys. */
  mainThreadPerKeystrokeMs: Spread;
  /** Of which layout. */
  layoutPerKeystrokeMs: Spread;
  /** From React's Profiler on the profiling build (one load per round). */
  fieldRendersPerKeystroke: Spread;
  distinctFieldsRendered: Spread;
  commitsPerKeystroke: Spread;
  keyToPaintP95Ms: Spread;
  mountCommitMs: Spread;
  mountToPaintMs: Spread;
  ratioToRhf?: Record<string, number>;
  typedValueOk: boolean;
}

function summarize(
  library: Library,
  size: number,
  rounds: RoundResult[],
  profiles: ProfileResult[],
  traces: TraceResult[],
): Summary {
  return {
    library: LIBRARY_NAMES[library],
    fields: size,
    typedField: typedFieldName(size),
    rounds: rounds.length,
    keystrokes: TYPED_TEXT.length,
    jsPerKeystrokeMs: spread(rounds.map((r) => r.jsMedian)),
    scriptPerKeystrokeMs: spread(rounds.map((r) => r.scriptMedian)),
    mainThreadPerKeystrokeMs: spread(traces.map((t) => t.mainThreadPerKey)),
    layoutPerKeystrokeMs: spread(traces.map((t) => t.layoutPerKey)),
    fieldRendersPerKeystroke: spread(profiles.map((p) => p.rendersPerKey)),
    distinctFieldsRendered: spread(profiles.map((p) => p.fieldsRendered)),
    commitsPerKeystroke: spread(profiles.map((p) => p.commitsPerKey)),
    keyToPaintP95Ms: spread(rounds.map((r) => r.paintP95)),
    mountCommitMs: spread(rounds.map((r) => r.mountCommit)),
    mountToPaintMs: spread(rounds.map((r) => r.mountPaint)),
    typedValueOk:
      rounds.every((r) => r.typedValueOk) &&
      profiles.every((p) => p.typedValueOk) &&
      traces.every((t) => t.typedValueOk),
  };
}

function ratio(a: number, b: number): number {
  return Math.round((a / b) * 100) / 100;
}

async function main(): Promise<void> {
  // The machine is shared: its load is recorded at the start and at the end of the run.
  const loadAtStart = machineInfo().loadAverage;
  console.log('form speed: building the pages (vite, production)…');
  await build({ configFile: join(benchDir, 'form-speed/vite.config.ts'), logLevel: 'error' });
  process.env.FORM_SPEED_PROFILING = '1';
  await build({ configFile: join(benchDir, 'form-speed/vite.config.ts'), logLevel: 'error' });
  delete process.env.FORM_SPEED_PROFILING;
  const server = await serveFolder(outDir);
  const profilingServer = await serveFolder(profilingDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: Summary[] = [];
  try {
    for (const size of SIZES) {
      const perLibrary = new Map<Library, RoundResult[]>(LIBRARIES.map((library) => [library, []]));
      const profiled = new Map<Library, ProfileResult[]>(LIBRARIES.map((library) => [library, []]));
      const traced = new Map<Library, TraceResult[]>(LIBRARIES.map((library) => [library, []]));
      // One unrecorded load of each page first, so every library starts from warm caches.
      for (const library of LIBRARIES) await measure(browser, server.origin, library, size);
      for (let round = 0; round < ROUNDS; round++) {
        // The order rotates each round, so drift in the machine's load spreads over every library.
        const order = LIBRARIES.map((_, i) => LIBRARIES[(i + round) % LIBRARIES.length]!);
        for (const library of order) {
          const result = await measure(browser, server.origin, library, size);
          perLibrary.get(library)!.push(result);
          const counted = await profile(browser, profilingServer.origin, library, size);
          profiled.get(library)!.push(counted);
          const trace = await traceTyping(browser, server.origin, library, size);
          traced.get(library)!.push(trace);
          console.log(
            `  ${size} fields, round ${round + 1}, ${library}: js ${result.jsMedian.toFixed(3)} ms, ` +
              `renders/key ${counted.rendersPerKey} (commits/key ${counted.commitsPerKey}), ` +
              `paint p95 ${result.paintP95.toFixed(1)} ms, ` +
              `main thread/key ${trace.mainThreadPerKey.toFixed(3)} ms (layout ${trace.layoutPerKey.toFixed(3)}), ` +
              `mount ${result.mountCommit.toFixed(1)} / ${result.mountPaint.toFixed(1)} ms`,
          );
        }
      }
      const summaries = LIBRARIES.map((library) =>
        summarize(library, size, perLibrary.get(library)!, profiled.get(library)!, traced.get(library)!),
      );
      const rhf = summaries[LIBRARIES.indexOf('rhf')]!;
      for (const summary of summaries) {
        summary.ratioToRhf = {
          jsPerKeystroke: ratio(summary.jsPerKeystrokeMs.median, rhf.jsPerKeystrokeMs.median),
          scriptPerKeystroke: ratio(summary.scriptPerKeystrokeMs.median, rhf.scriptPerKeystrokeMs.median),
          mainThreadPerKeystroke: ratio(
            summary.mainThreadPerKeystrokeMs.median,
            rhf.mainThreadPerKeystrokeMs.median,
          ),
          layoutPerKeystroke: ratio(summary.layoutPerKeystrokeMs.median, rhf.layoutPerKeystrokeMs.median),
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
    await profilingServer.close();
  }
  const report = {
    benchmark: 'form-speed',
    machine: { ...machineInfo(), loadAverageAtStart: loadAtStart },
    typedText: TYPED_TEXT,
    results,
  };
  mkdirSync(join(benchDir, 'results'), { recursive: true });
  writeFileSync(join(benchDir, 'results/form-speed.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    results.map((r) => ({
      library: r.library,
      fields: r.fields,
      'js/key ms': r.jsPerKeystrokeMs.median,
      'main/key ms': r.mainThreadPerKeystrokeMs.median,
      'renders/key': r.fieldRendersPerKeystroke.median,
      'commits/key': r.commitsPerKeystroke.median,
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
