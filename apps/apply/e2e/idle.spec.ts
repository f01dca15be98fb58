import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import { STORES, submitApplicationViaApi } from './support/sandbox';
import { startApplication, stepHeader } from './support/wizard';

// 03 §9: 30 minutes app-wide, 15 minutes on the result screens, a 60 second countdown. The browser's
// clock is Playwright's (page.clock): time is advanced, never waited for.
const APP_TIMEOUT_MS = 1_800_000;
const RESULT_TIMEOUT_MS = 900_000;
const COUNTDOWN_MS = 60_000;

function sessionModal(page: Page) {
  return page.getByRole('alertdialog', { name: 'Session timeout' });
}

/**
 * Stops the page's clock with the idle time starting now: the idle timer lives in the shell's deferred
 * chunk with the Fill dropdown (once that shows, it runs); the clock is paused a second ahead and a mouse
 * move (activity, 03 §9) restarts the inactivity time at that instant, so every later step is exact.
 */
async function startIdleAtPausedClock(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Fill' })).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
}

test('spec 03 §4, §9: after 30 minutes without activity the session modal counts down 60 s; keep-alive starts over; at zero the page reloads and the wizard resumes', async ({
  app,
  page,
}) => {
  await page.clock.install();
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();
  await startIdleAtPausedClock(page);

  // One second short of the time-out: nothing yet.
  await page.clock.runFor(APP_TIMEOUT_MS - 1_000);
  await expect(sessionModal(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  const modal = sessionModal(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    'You have been inactive for a while. The page will reload in 60 seconds.',
  );

  // The countdown runs by the second.
  await page.clock.runFor(15_000);
  await expect(modal).toContainText('The page will reload in 45 seconds.');

  // Keep me signed in: GET /keep-alive, the modal closes and the 30 minutes start over.
  // Its answer is awaited before the clock moves: an answer landing mid-jump would be judged against
  // the API client's time-out on the jumped clock.
  const keepAlive = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/keep-alive' && response.request().method() === 'GET',
  );
  await modal.getByRole('button', { name: 'Keep me signed in' }).click();
  await keepAlive;
  await expect(modal).toHaveCount(0);
  await page.clock.runFor(APP_TIMEOUT_MS - 1_000);
  await expect(modal).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(modal).toBeVisible();
  // axe runs on timers of its own: the clock flows again for the scan (a second or two of the 60).
  await page.clock.resume();
  await app.expectAccessible();

  // At zero the page reloads; the session (token in sessionStorage) brings the wizard back.
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(COUNTDOWN_MS);
  await reloaded;
  await expect(sessionModal(page)).toHaveCount(0);
  await app.expectRoute('/apply');
  await expect(stepHeader(page, 'Step 1 (Applicant Information)')).toBeVisible();
});

test('spec 03 §9: on a result screen the time-out is 15 minutes', async ({ app, page, request }) => {
  await page.clock.install();
  await startApplication(app);
  await submitApplicationViaApi(request, page, 'denied-wo-score');
  await app.open('/checkpoint/redirect');
  await app.expectRoute('/result/denied');
  await app.expectHeading('Thanks For Applying');
  await startIdleAtPausedClock(page);

  await page.clock.runFor(RESULT_TIMEOUT_MS - 1_000);
  await expect(sessionModal(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(sessionModal(page)).toBeVisible();
  await expect(sessionModal(page)).toContainText('The page will reload in 60 seconds.');
  await page.clock.resume();
  await app.expectAccessible();
});
