import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './machine';
import { approvedSession, initiate } from './sandbox';

/** The three measured screens. */
export const SCREENS = ['store selection', 'first wizard step', 'approved'] as const;
/** One of {@link SCREENS}. */
export type ScreenName = (typeof SCREENS)[number];

/** Lighthouse categories by id. */
export type Category = 'performance' | 'accessibility' | 'best-practices';

/** One Lighthouse run of one screen: scores 0–100 and the audits that lost points. */
export interface ScreenRun {
  screen: ScreenName;
  url: string;
  finalUrl: string;
  scores: Partial<Record<Category, number>>;
  /** Failing audits (score below 1) of the measured categories, with Lighthouse's title. */
  failing: {
    id: string;
    category: Category;
    score: number | null;
    title: string;
    displayValue?: string;
    /** What the audit flagged (URLs, descriptions), up to 3. */
    items?: string[];
  }[];
  metrics?: Record<string, number | undefined>;
  runtimeError?: string;
  durationMs: number;
}

/**
 * The URL of each screen against a fresh sandbox: store selection with a retailer, the first wizard step
 * through a new session's checkpoint link, and the approved screen through the checkpoint link of an
 * approved, verified application. Session URLs are single-session: make new ones for every run.
 */
export async function screenUrl(origin: string, screen: ScreenName): Promise<string> {
  if (screen === 'store selection') return `${origin}/?retailer=demo-electronics#/`;
  if (screen === 'first wizard step') return (await initiate(origin)).url;
  return approvedSession(origin);
}

/** Launches Debian's chromium for Lighthouse (chrome-launcher) with the toolchain's flags. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
}

/**
 * Runs Lighthouse (default mobile settings: emulated phone, simulated slow 4G and 4× CPU) on one screen
 * in the given chromium, for the given categories.
 */
export async function runScreen(
  port: number,
  origin: string,
  screen: ScreenName,
  categories: readonly Category[],
): Promise<ScreenRun> {
  const url = await screenUrl(origin, screen);
  const started = Date.now();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores: ScreenRun['scores'] = {};
  const failing: ScreenRun['failing'] = [];
  for (const category of categories) {
    const entry = lhr.categories[category];
    if (!entry) continue;
    scores[category] = entry.score === null ? Number.NaN : Math.round(entry.score * 100);
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      const items = (details?.items ?? []).slice(0, 3).map((item) => {
        const node = item.node as { selector?: string } | undefined;
        const source = item.source as { url?: string } | undefined;
        const text = item.url ?? item.description ?? node?.selector ?? source?.url ?? 'see the report';
        return String(text).slice(0, 160);
      });
      failing.push({
        id: ref.id,
        category,
        score: audit.score,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(items.length ? { items } : {}),
      });
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  return {
    screen,
    url: url.replace(/checkpoint\/[^/]+/, 'checkpoint/<token>'),
    finalUrl: (lhr.finalDisplayedUrl ?? '').replace(/checkpoint\/[^/]+/, 'checkpoint/<token>'),
    scores,
    failing,
    ...(categories.includes('performance')
      ? {
          metrics: {
            fcpMs: metric('first-contentful-paint'),
            lcpMs: metric('largest-contentful-paint'),
            tbtMs: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            speedIndexMs: metric('speed-index'),
          },
        }
      : {}),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    durationMs: Date.now() - started,
  };
}
