/**
 * Lighthouse benchmark: the built app served by a fresh sandbox, Debian's chromium, default
 * mobile settings (emulated phone, simulated slow 4G, 4× CPU slowdown); performance, accessibility and
 * best practices on the store selection, first wizard step and approved screens, LH_RUNS runs per
 * screen (3 by default), medians, min and max. Writes bench/results/lighthouse.json.
 *
 * Run: npx tsx bench/lighthouse-bench.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, runScreen, SCREENS, type Category, type ScreenRun } from './lib/lighthouse';
import { machineInfo } from './lib/machine';
import { buildApp, freePort, startSandbox } from './lib/sandbox';
import { spread } from './lib/stats';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices'];

async function main(): Promise<void> {
  const appDist = join(import.meta.dirname, 'dist/lighthouse-app');
  console.log('lighthouse: building apps/apply…');
  await buildApp(appDist);
  const sandbox = await startSandbox(await freePort(), appDist);
  const chrome = await launchChromium();
  const runs: ScreenRun[] = [];
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const screen of SCREENS) {
        const run = await runScreen(chrome.port, sandbox.origin, screen, CATEGORIES);
        runs.push(run);
        console.log(`  run ${round + 1}, ${screen}: ${JSON.stringify(run.scores)}`);
      }
    }
  } finally {
    chrome.kill();
    await sandbox.stop();
  }
  const screens = SCREENS.map((screen) => {
    const mine = runs.filter((run) => run.screen === screen);
    const last = mine[mine.length - 1]!;
    const metric = (name: string) =>
      spread(
        mine.map((run) => run.metrics?.[name] ?? Number.NaN),
        0,
      );
    return {
      screen,
      finalUrl: last.finalUrl,
      runs: mine.length,
      performance: spread(mine.map((run) => run.scores.performance ?? Number.NaN)),
      accessibility: spread(mine.map((run) => run.scores.accessibility ?? Number.NaN)),
      bestPractices: spread(mine.map((run) => run.scores['best-practices'] ?? Number.NaN)),
      metrics: {
        fcpMs: metric('fcpMs'),
        lcpMs: metric('lcpMs'),
        tbtMs: metric('tbtMs'),
        speedIndexMs: metric('speedIndexMs'),
        cls: spread(
          mine.map((run) => run.metrics?.cls ?? Number.NaN),
          3,
        ),
      },
      failingAuditsLastRun: last.failing,
    };
  });
  const report = {
    benchmark: 'lighthouse',
    machine: machineInfo(),
    settings: 'Lighthouse 12.8.2 defaults: mobile form factor, simulated throttling (slow 4G, 4× CPU)',
    screens,
  };
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    screens.map((s) => ({
      screen: s.screen,
      performance: s.performance.median,
      accessibility: s.accessibility.median,
      'best practices': s.bestPractices.median,
      'LCP ms': s.metrics.lcpMs.median,
      'TBT ms': s.metrics.tbtMs.median,
    })),
  );
}

await main();
