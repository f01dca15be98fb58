/**
 * The standing Lighthouse check of `npm test`: builds apps/apply, serves it through a fresh
 * sandbox, runs Lighthouse once per screen (store selection, first wizard step, approved) on Debian's
 * chromium with mobile settings, for accessibility and best practices only, and fails when a screen
 * scores below the targets: accessibility 100, best practices 95. The performance score is left to the
 * benchmark (`npm run bench`): a shared 2-core machine makes it too noisy to gate on.
 *
 * LH_MIN_ACCESSIBILITY / LH_MIN_BEST_PRACTICES override the thresholds (e.g. to prove the check fails);
 * LH_PORT sets the sandbox's port (a free one by default); LH_APP_DIST serves an existing build of the
 * app instead of building one (e.g. a copy with a deliberate regression).
 *
 * Run: npx tsx bench/lighthouse-check.ts
 */
import { join } from 'node:path';
import { launchChromium, runScreen, SCREENS } from './lib/lighthouse';
import { buildApp, freePort, startSandbox } from './lib/sandbox';

const MIN_ACCESSIBILITY = Number(process.env.LH_MIN_ACCESSIBILITY ?? 100);
const MIN_BEST_PRACTICES = Number(process.env.LH_MIN_BEST_PRACTICES ?? 95);

async function main(): Promise<number> {
  const started = Date.now();
  const given = process.env.LH_APP_DIST;
  const appDist = given ?? join(import.meta.dirname, 'dist/lighthouse-app');
  if (!given) await buildApp(appDist);
  const sandbox = await startSandbox(Number(process.env.LH_PORT ?? (await freePort())), appDist);
  const chrome = await launchChromium();
  const problems: string[] = [];
  try {
    for (const screen of SCREENS) {
      const run = await runScreen(chrome.port, sandbox.origin, screen, ['accessibility', 'best-practices']);
      const a11y = run.scores.accessibility ?? Number.NaN;
      const practices = run.scores['best-practices'] ?? Number.NaN;
      console.log(
        `lighthouse: ${screen}: accessibility ${a11y}, best practices ${practices} (${run.finalUrl}, ${run.durationMs} ms)`,
      );
      const why = run.failing.map(
        (audit) =>
          `    ${audit.category} · ${audit.id}: ${audit.title}${audit.items ? ` → ${audit.items.join(', ')}` : ''}`,
      );
      if (run.runtimeError) problems.push(`${screen}: Lighthouse runtime error ${run.runtimeError}`);
      if (!(a11y >= MIN_ACCESSIBILITY))
        problems.push(`${screen}: accessibility ${a11y} is below ${MIN_ACCESSIBILITY}`, ...why);
      if (!(practices >= MIN_BEST_PRACTICES))
        problems.push(`${screen}: best practices ${practices} is below ${MIN_BEST_PRACTICES}`, ...why);
    }
  } finally {
    chrome.kill();
    await sandbox.stop();
  }
  console.log(`lighthouse: ${SCREENS.length} screens in ${Math.round((Date.now() - started) / 1000)} s`);
  if (problems.length) {
    console.error(`lighthouse check failed:\n${problems.join('\n')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
