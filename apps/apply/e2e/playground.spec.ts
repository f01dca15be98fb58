import type { Page } from '@playwright/test';
import { expect, test } from './support/app';

// The sandbox's form playground (apps/sandbox/README.md "Form playground"): each toolkit widget against
// the sandbox's own endpoints, used as a person would.
test.describe.configure({ timeout: 90_000 });

/** A PNG of `size` bytes: its signature, then filler (the upload checks the type on the content). */
const png = (size: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size - 8, 0x41),
  ]);

/** Opens the playground on one example and waits for its session and form. */
async function openExample(page: Page, example: string) {
  await page.goto(`/__sandbox/playground#example=${example}`);
  // The first open bundles the page, which takes a moment on a loaded machine.
  await expect(page.getByRole('textbox', { name: 'Schema (JSON)' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('The schema is valid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 20_000 });
}

/** Picks files through the drop zone's "choose files", as a person does. */
async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('choose files').click();
  await (await chooser).setFiles(files);
}

test('01 §4 Uploads go queued, then uploading (with percent progress), then uploaded; 01 §8 a 422 lists its messages; the delete prompt asks first', async ({
  page,
}) => {
  await openExample(page, 'upload');
  // A slow uplink, so the percent is seen moving (100 KB/s for a 300 KB file).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await choose(page, [{ name: 'statement.png', mimeType: 'image/png', buffer: png(300 * 1024) }]);
  const bar = page.getByRole('progressbar', { name: 'statement.png' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const seen = Number(await bar.getAttribute('aria-valuenow'));
  expect(seen).toBeLessThan(100);
  await expect(page.getByRole('button', { name: 'Delete statement.png' })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // An HTML page behind a .png name is refused on its content: the server's 422 message is listed.
  await choose(page, [
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') },
  ]);
  const refused = page.locator('[data-slot="file-upload-errors"]');
  await expect(refused).toBeVisible();
  await expect(refused).not.toHaveText('Unable to upload file');

  await page.getByRole('button', { name: 'Delete statement.png' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Are you sure you want to delete this file?');
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Delete statement.png' })).toHaveCount(0);
});

test("01 §5 Uploads have a maximum file count; beyond it the error is 'Max file limit reached'", async ({
  page,
}) => {
  await openExample(page, 'upload');
  await choose(page, [
    { name: 'a.png', mimeType: 'image/png', buffer: png(64) },
    { name: 'b.png', mimeType: 'image/png', buffer: png(64) },
    { name: 'c.png', mimeType: 'image/png', buffer: png(64) },
  ]);
  await expect(page.getByText('Max file limit reached')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete b.png' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('c.png')).toHaveCount(0);
});

test("01 §5 'No result matching your search criteria found!' shows when there are no results at 3 or more", async ({
  page,
}) => {
  await openExample(page, 'server-search');
  await page.getByRole('combobox', { name: 'Product' }).click();
  const search = page.getByRole('combobox').last();
  await search.pressSequentially('zzz');
  await expect(page.getByText('No result matching your search criteria found!')).toBeVisible();
  await search.clear();
  await search.pressSequentially('sofa');
  await expect(page.getByRole('option', { name: 'Sectional Sofa' })).toBeVisible();
});

test('01 §7 Taggable create: POST to taggableUrl with the text field; returns the created option', async ({
  page,
}) => {
  await openExample(page, 'taggable');
  await page.getByRole('combobox', { name: 'Tag' }).click();
  const search = page.getByRole('combobox').last();
  await search.pressSequentially('Porch Swing');
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/toolkit/options') && response.request().method() === 'POST',
  );
  await page.getByRole('option', { name: /Porch Swing/ }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('combobox', { name: 'Tag' })).toContainText('Porch Swing');
});

test('01 §5 Collections respect minimum and maximum item counts', async ({ page }) => {
  await openExample(page, 'collection');
  const add = page.getByRole('button', { name: 'Add item' });
  await add.click();
  // At its minimum (1) the only item cannot be removed.
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  await add.click();
  await add.click();
  // At its maximum (3) no item can be added.
  await expect(page.getByRole('button', { name: 'Remove item 3' })).toBeEnabled();
  await expect(add).toBeDisabled();
  // Down at its minimum (1) the last item cannot be removed.
  await page.getByRole('button', { name: 'Remove item 3' }).click();
  await page.getByRole('button', { name: 'Remove item 2' }).click();
  await expect(page.getByRole('button', { name: 'Remove item 2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  await expect(add).toBeEnabled();
  await expect(page.getByRole('textbox', { name: /Name/ })).toHaveCount(1);
});

test('01 §5 A multi-select honours a maximum number of choices, and shows a count once more than 2 are selected', async ({
  page,
}) => {
  await openExample(page, 'multi-select');
  const trigger = page.getByRole('button', { name: /Languages/ });
  await trigger.click();
  for (const language of ['English', 'Spanish', 'French']) {
    await page.getByRole('checkbox', { name: language }).click();
  }
  await expect(page.getByRole('checkbox', { name: 'German' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(trigger).toContainText('3 selected');
});

test('01 §5 A 422 response maps its data onto the fields as errors (the request and the answer shown)', async ({
  page,
}) => {
  await openExample(page, 'everything');
  await page.getByRole('textbox', { name: 'Email' }).fill('taken@example.com');
  // The rest of the form is not filled: the browser's own check stops the submit first.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('playground-request')).toHaveText('Nothing sent yet.');
  await page.getByRole('textbox', { name: 'Schema (JSON)' }).fill(
    JSON.stringify({
      action: '/api/v1/playground/submit',
      title: 'Email',
      children: [{ name: 'email', type: 'email', label: 'Email', required: true, rules: 'email|unique' }],
      buttons: [{ label: 'Submit', type: 'submit' }],
    }),
  );
  await expect(page.getByText('The schema is valid.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('taken@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('playground-request')).toContainText('POST /api/v1/playground/submit');
  await expect(page.getByTestId('playground-answer')).toContainText('"code": 422');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /Email is already in use. Enter a different one/,
  );
  // The address shares the schema, never what was typed.
  expect(page.url()).toContain('schema=');
  expect(page.url()).not.toContain('taken');
});

test('the schema editor shows what is wrong with its JSON path', async ({ page }) => {
  await openExample(page, 'date-picker');
  await page.getByRole('textbox', { name: 'Schema (JSON)' }).fill('{"children": [{"name": 1}]}');
  await expect(page.getByText(/\/children\/0\/name: must be string/)).toBeVisible();
});

test('01 §4 A modal with unsaved changes asks for confirmation before closing (Discard/Keep)', async ({
  page,
}) => {
  await openExample(page, 'everything');
  await page.getByRole('button', { name: 'Open in a modal' }).click();
  const modal = page.getByRole('dialog', { name: 'Everything' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await page.keyboard.press('Escape');
  const guard = page.getByRole('alertdialog');
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Keep' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toHaveCount(0);
});

test('01 §9 Recurrence presets: daily, weekly, monthly by day, monthly by weekday, yearly, weekdays, custom; 01 §4 end modes: never (limited to 1 year), on a date, or after a count (minimum 0)', async ({
  page,
}) => {
  await openExample(page, 'recurrence');
  await page.getByRole('combobox', { name: 'Repeats' }).click();
  const presets = page.getByRole('option');
  await expect(presets).toHaveCount(7);
  await expect(presets.nth(0)).toHaveText('Daily');
  await expect(presets.nth(1)).toHaveText(/^Weekly on /);
  await expect(presets.nth(2)).toHaveText(/^Monthly on day /);
  await expect(presets.nth(3)).toHaveText(/^Monthly on the /);
  await expect(presets.nth(4)).toHaveText(/^Yearly on /);
  await expect(presets.nth(5)).toHaveText('Every weekday (Monday to Friday)');
  await expect(presets.nth(6)).toHaveText('Custom');
  await page.getByRole('option', { name: 'Every weekday (Monday to Friday)' }).click();
  await expect(page.getByRole('combobox', { name: 'Repeats' })).toContainText('Every weekday');

  await expect(page.getByRole('radio', { name: 'Never (repeats for 1 year)' })).toBeChecked();
  await page.getByRole('radio', { name: 'On date' }).click();
  await expect(page.getByRole('textbox', { name: 'End date' }).or(page.getByLabel('End date'))).toBeVisible();
  await page.getByRole('radio', { name: 'After a number of occurrences' }).click();
  const count = page.getByRole('spinbutton', { name: 'Occurrences' });
  await expect(count).toHaveAttribute('min', '0');
  await count.fill('0');
  await expect(count).toHaveValue('0');
});

test('01 §1 The date picker: a date chosen in its calendar is the value the form sends', async ({ page }) => {
  await openExample(page, 'date-picker');
  const trigger = page.getByRole('button', { name: /Next Pay Date/ });
  await trigger.click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: /next month/i }).click();
  await calendar.getByRole('button', { name: /\b15th\b/ }).click();
  await expect(trigger).not.toContainText('Pick a date');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('playground-request')).toContainText('POST /api/v1/playground/submit');
  await expect(page.getByTestId('playground-request')).toContainText('"pay_date"');
  await expect(page.getByTestId('playground-answer')).not.toContainText('"code": 422');
});

test('01 §5 The reference input searches the server from 3 characters, once the typing pauses', async ({
  page,
}) => {
  await openExample(page, 'reference');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/v1/toolkit/options') {
      searches.push(url.searchParams.get('q') ?? '');
    }
  });
  await page.getByRole('combobox', { name: 'Item' }).click();
  const search = page.getByRole('combobox').last();
  await search.pressSequentially('so');
  await search.pressSequentially('fa');
  await expect(page.getByRole('option', { name: 'Sectional Sofa' })).toBeVisible();
  // Nothing below 3 characters is searched, and the last search is the whole term.
  expect(searches.filter((term) => term.length < 3)).toEqual([]);
  expect(searches.at(-1)).toBe('sofa');
  await page.getByRole('option', { name: 'Sectional Sofa' }).click();
  await expect(page.getByRole('combobox', { name: 'Item' })).toContainText('Sectional Sofa');
});

test('01 §9 In date ranges the end time defaults to start plus 1 hour, or start plus the earlier gap', async ({
  page,
}) => {
  await openExample(page, 'date-range');
  const start = page.getByLabel('Start', { exact: true });
  const end = page.getByLabel('End', { exact: true });
  await start.fill('2026-12-01T10:00');
  await expect(end).toHaveValue('2026-12-01T11:00');
  // The end changed by hand to 3 hours after the start: a later start keeps that gap.
  await end.fill('2026-12-01T13:00');
  await start.fill('2026-12-02T09:30');
  await expect(end).toHaveValue('2026-12-02T12:30');
});
