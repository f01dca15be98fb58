/**
 * Writes the results tables of bench/README.md (between the `results:start` and `results:end` markers)
 * from bench/results/*.json, with the machine they were measured on and each target's status.
 *
 * Run: npx tsx bench/report.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Spread } from './lib/stats';

const dir = import.meta.dirname;
const read = <T>(name: string): T | null =>
  existsSync(join(dir, 'results', name))
    ? (JSON.parse(readFileSync(join(dir, 'results', name), 'utf8')) as T)
    : null;

interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  loadAverage: string;
  /** The load average when the run started (form speed); `loadAverage` is the one at its end. */
  loadAverageAtStart?: string;
  date: string;
}
interface SpeedRow {
  library: string;
  fields: number;
  rounds: number;
  jsPerKeystrokeMs: Spread;
  scriptPerKeystrokeMs: Spread;
  mainThreadPerKeystrokeMs?: Spread;
  layoutPerKeystrokeMs?: Spread;
  fieldRendersPerKeystroke: Spread;
  commitsPerKeystroke?: Spread;
  keyToPaintP95Ms: Spread;
  mountCommitMs: Spread;
  mountToPaintMs: Spread;
  ratioToRhf: Record<string, number>;
}
interface Weight {
  machine: Machine;
  reactAloneGzipKB: number;
  twentyFieldPageBeyondReact: Record<
    string,
    { gzipKB: number; gzipOneStreamKB?: number; files?: number; ratioToRhf: number }
  >;
  app: {
    entryGzipKB: number;
    firstRouteGzipKB: number;
    firstRouteJsFiles: number;
    firstRouteCssGzipKB: number;
  };
}
interface Lighthouse {
  machine: Machine;
  settings: string;
  screens: {
    screen: string;
    runs: number;
    performance: Spread;
    accessibility: Spread;
    bestPractices: Spread;
    metrics: Record<string, Spread>;
  }[];
}

const fmt = (s: Spread, digits = 2) =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
const machineLine = (m: Machine) =>
  `${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, ${m.chromium}; load average ${
    m.loadAverageAtStart ? `${m.loadAverageAtStart} at the start, ${m.loadAverage} at the end` : m.loadAverage
  } (1, 5, 15 min) at ${m.date}`;

const lines: string[] = [];
const speed = read<{ machine: Machine; results: SpeedRow[] }>('form-speed.json');
if (speed) {
  lines.push('### Form speed', '', `Machine: ${machineLine(speed.machine)}.`, '');
  const rounds = speed.results[0]?.rounds ?? 0;
  lines.push(
    `Per library: ${rounds} rounds; the median over rounds of each round's median over 50 keystrokes (p95 for paint), with min–max over rounds. "× RHF" divides the medians by react-hook-form's. Renders and commits per keystroke come from React's Profiler (a profiling build of the same page, loaded once per round): "field renders" counts the fields' Profilers' updates, "commits" the commits of a Profiler around the whole form. "Main thread / keystroke" is read from outside the page: Chromium's trace of one more load per round, every task of the renderer's main thread while the 50 keys are typed (event dispatch, script, style, layout and the frame's paint) ÷ 50, with its layout apart; tracing slows every library alike.`,
    '',
    '| fields | library | JS / keystroke ms | × RHF | renderer script / keystroke ms | × RHF | main thread / keystroke ms | × RHF | of which layout ms | field renders / keystroke | commits / keystroke | key-to-paint p95 ms | × RHF | mount (setup + commit) ms | × RHF | mount → first frame ms | × RHF |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of speed.results) {
    lines.push(
      `| ${r.fields} | ${r.library} | ${fmt(r.jsPerKeystrokeMs, 3)} | ${r.ratioToRhf.jsPerKeystroke} | ${fmt(r.scriptPerKeystrokeMs, 3)} | ${r.ratioToRhf.scriptPerKeystroke} | ${r.mainThreadPerKeystrokeMs ? fmt(r.mainThreadPerKeystrokeMs, 3) : ''} | ${r.ratioToRhf.mainThreadPerKeystroke ?? ''} | ${r.layoutPerKeystrokeMs ? fmt(r.layoutPerKeystrokeMs, 3) : ''} | ${fmt(r.fieldRendersPerKeystroke)} | ${r.commitsPerKeystroke ? fmt(r.commitsPerKeystroke) : ''} | ${fmt(r.keyToPaintP95Ms, 1)} | ${r.ratioToRhf.keyToPaintP95} | ${fmt(r.mountCommitMs, 1)} | ${r.ratioToRhf.mountCommit} | ${fmt(r.mountToPaintMs, 1)} | ${r.ratioToRhf.mountToPaint} |`,
    );
  }
  const at300 = (name: string) => speed.results.find((r) => r.fields === 300 && r.library.includes(name));
  const lk = at300('leasekit');
  if (lk) {
    const js = lk.jsPerKeystrokeMs.median;
    const peers = ['formily', 'tanstack'].map(at300).filter((r): r is SpeedRow => r !== undefined);
    lines.push(
      '',
      `Targets at 300 fields: JS per keystroke ≤ 1.0× RHF: ${lk.ratioToRhf.jsPerKeystroke}× (${ok(lk.ratioToRhf.jsPerKeystroke! <= 1)}), ` +
        `seen from outside the page ${lk.ratioToRhf.scriptPerKeystroke}× in renderer script and ${lk.ratioToRhf.mainThreadPerKeystroke ?? '?'}× in main-thread time; ` +
        `below ${peers.map((p) => `${p.library} (${p.jsPerKeystrokeMs.median} ms)`).join(' and ')}: ${js} ms (${ok(peers.every((p) => js < p.jsPerKeystrokeMs.median))}); ` +
        `React renders per keystroke in a plain text field: ${lk.fieldRendersPerKeystroke.median} field renders, ${lk.commitsPerKeystroke?.median ?? '?'} commits (${ok(lk.fieldRendersPerKeystroke.max === 0 && (lk.commitsPerKeystroke?.max ?? 1) === 0)}); ` +
        `mount ≤ 1.0× RHF: ${lk.ratioToRhf.mountCommit}× setup + commit, ${lk.ratioToRhf.mountToPaint}× to the first frame (${ok(lk.ratioToRhf.mountToPaint! <= 1 && lk.ratioToRhf.mountCommit! <= 1)}).`,
    );
  }
  lines.push('');
}
const weight = read<Weight>('page-weight.json');
if (weight) {
  lines.push('### Page weight', '', `Machine: ${machineLine(weight.machine)}.`, '');
  lines.push(
    '| page | JS gzip KB, file by file | × RHF | files | the same files as one gzip stream KB |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const [name, row] of Object.entries(weight.twentyFieldPageBeyondReact)) {
    lines.push(
      `| 20-field page, ${name}, beyond React | ${row.gzipKB} | ${row.ratioToRhf} | ${row.files ?? ''} | ${row.gzipOneStreamKB ?? ''} |`,
    );
  }
  lines.push(
    `| React itself (react + react-dom/client) | ${weight.reactAloneGzipKB} | | | |`,
    `| apps/apply entry (index.html's script and its static imports) | ${weight.app.entryGzipKB} | | | |`,
    `| apps/apply first route (entry + store-selection route chunk, ${weight.app.firstRouteJsFiles} files; React included) | ${weight.app.firstRouteGzipKB} | | | |`,
    `| apps/apply first-route CSS | ${weight.app.firstRouteCssGzipKB} | | | |`,
    '',
    `Target: the 20-field SchemaForm page ≤ 50 KB gzip beyond React: ${weight.twentyFieldPageBeyondReact.leasekit?.gzipKB} KB (${ok((weight.twentyFieldPageBeyondReact.leasekit?.gzipKB ?? Infinity) <= 50)}); its fields fetch nothing more when used (the select is native). Vite 8's default chunking puts the small modules the page shares with SchemaForm's on-demand widgets (input, label, alert, icons …) in chunks of their own, and each file gzips alone, so the page weighs more file by file than as one stream; size-limit's budget (38 KB at load, limit 37.5 KB in \`.size-limit.json\`) measures one stream.`,
    '',
  );
}
const lh = read<Lighthouse>('lighthouse.json');
if (lh) {
  lines.push('### Lighthouse', '', `Machine: ${machineLine(lh.machine)}. ${lh.settings}.`, '');
  lines.push(
    '| screen | runs | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const s of lh.screens) {
    lines.push(
      `| ${s.screen} | ${s.runs} | ${fmt(s.performance, 0)} | ${fmt(s.accessibility, 0)} | ${fmt(s.bestPractices, 0)} | ${fmt(s.metrics.fcpMs!, 0)} | ${fmt(s.metrics.lcpMs!, 0)} | ${fmt(s.metrics.tbtMs!, 0)} |`,
    );
  }
  const allMet = (pick: (s: Lighthouse['screens'][number]) => boolean) => ok(lh.screens.every(pick));
  lines.push(
    '',
    `Targets on every screen: performance ≥ 95 (${allMet((s) => s.performance.median >= 95)}), accessibility 100 (${allMet((s) => s.accessibility.median === 100)}), best practices ≥ 95 (${allMet((s) => s.bestPractices.median >= 95)}).`,
    '',
  );
}

const readme = join(dir, 'README.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- results:start -->';
const end = '<!-- results:end -->';
const from = text.indexOf(start);
const to = text.indexOf(end);
if (from === -1 || to === -1) throw new Error('bench/README.md lacks the results markers');
writeFileSync(readme, `${text.slice(0, from + start.length)}\n\n${lines.join('\n')}\n${text.slice(to)}`);
console.log(`bench/README.md: results tables written (${lines.length} lines)`);
