import { expect, test } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { STORES } from './support/sandbox';
import { fill } from './support/wizard';

test('spec 03 §8: a toast (top right) is scanned by axe as the shopper reads it, after its fade-in, with nothing left out', async ({
  app,
  page,
}) => {
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
  await expect(page.getByLabel('First Name')).toBeVisible();
  // The toast's fade-in held at 40 % opacity for 2 s (sonner's takes 400 ms), so the scan surely starts
  // while the toast is half transparent: its text is then a blend with the page that fails
  // color-contrast (2.61:1 measured) unless the scan waits for the toast's animations to end.
  await page.addStyleTag({
    content:
      '@keyframes e2e-fade-in { from, to { opacity: 0.4; } } [data-sonner-toast] { animation: e2e-fade-in 2s linear; }',
  });
  await fill(page, 'option-a');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Test data loaded: option-a');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
  expect(
    Number(await toast.evaluate((element) => getComputedStyle(element).opacity)),
    'still fading in',
  ).toBeLessThan(1);
  await expectNoAxeViolations(page);
  expect(Number(await toast.evaluate((element) => getComputedStyle(element).opacity))).toBe(1);
});
