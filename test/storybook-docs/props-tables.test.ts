import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { openBuiltStorybook } from './built-storybook';

/** The built Storybook's folder, from the project's global setup (build-storybook.ts). */
const staticDir = inject('storybookStaticDir');

let browser: Browser;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, origin, close } = await openBuiltStorybook(staticDir));
});

afterAll(async () => {
  await close?.();
});

/** One row of a props table as the built Storybook prepared it (its argTypes). */
interface PropRow {
  name: string;
  type: string;
  defaultValue: string;
  options: string[];
  description: string;
}

/**
 * Opens a component's Docs page and reads its props table twice: the argTypes the built Storybook
 * prepared for the page's first story (the data of the table) and the names the table shows.
 */
async function readPropsTable(
  page: Page,
  docsId: string,
  storyId: string,
): Promise<{ rows: PropRow[]; shown: string[] }> {
  await page.goto(`${origin}/iframe.html?viewMode=docs&id=${docsId}&globals=locale:en;brand:default`, {
    timeout: 90_000,
  });
  await page.waitForSelector('#storybook-docs .docblock-argstable tbody tr', { timeout: 90_000 });
  const rows = await page.evaluate(async (id) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { loadStory: (input: { storyId: string }) => Promise<{ argTypes: object }> };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    type ArgType = {
      name?: string;
      options?: unknown[];
      description?: string;
      table?: { type?: { summary?: string }; defaultValue?: { summary?: string } };
    };
    return Object.entries(story.argTypes as Record<string, ArgType>).map(([name, argType]) => ({
      name,
      type: argType.table?.type?.summary ?? '',
      defaultValue: argType.table?.defaultValue?.summary ?? '',
      options: (argType.options ?? []).map(String),
      description: argType.description ?? '',
    }));
  }, storyId);
  const shown = await page.$$eval('#storybook-docs .docblock-argstable tbody tr > td:first-child', (cells) =>
    cells.map((cell) => cell.textContent?.trim().replace(/\*$/, '') ?? ''),
  );
  return { rows, shown };
}

describe('props tables generated from the components’ types', () => {
  it('Button’s variant and size show their values, type and default', async ({ expect }) => {
    const page = await browser.newPage();
    try {
      const { rows, shown } = await readPropsTable(page, 'forms-button--docs', 'forms-button--default');
      const variant = rows.find((row) => row.name === 'variant');
      expect(variant?.options).toEqual(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link']);
      expect(variant?.type).toBe("'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link'");
      expect(variant?.defaultValue).toBe("'default'");
      expect(variant?.description).not.toBe('');
      const size = rows.find((row) => row.name === 'size');
      expect(size?.options).toEqual(['default', 'sm', 'lg', 'icon']);
      expect(size?.defaultValue).toBe("'default'");
      // The component's own props, from its JSDoc, with their type.
      const loading = rows.find((row) => row.name === 'loading');
      expect(loading?.type).toBe('boolean');
      expect(loading?.description).toMatch(/spinner/);
      expect(shown).toEqual(expect.arrayContaining(['variant', 'size', 'asChild', 'loading']));
    } finally {
      await page.close();
    }
  });

  it('SchemaForm’s table lists its real props, form with its type and description', async ({ expect }) => {
    const page = await browser.newPage();
    try {
      const { rows, shown } = await readPropsTable(
        page,
        'forms-schemaform--docs',
        'forms-schemaform--default',
      );
      const form = rows.find((row) => row.name === 'form');
      // The engine's type, by the name core gives it.
      expect(form?.type).toMatch(/^SchemaForm/);
      expect(form?.description).toMatch(/engine/);
      for (const name of ['form', 'widgets', 'showTitle', 'headingLevel', 'footer', 'onSuccess']) {
        expect(shown, name).toContain(name);
      }
      // Widgets reach the API through the form's transport, so the component takes none of its own.
      expect(shown).not.toContain('transport');
      expect(rows.find((row) => row.name === 'showTitle')?.description).toMatch(/on by default/);
    } finally {
      await page.close();
    }
  });

  it('DataList’s table lists its props', async ({ expect }) => {
    const page = await browser.newPage();
    try {
      const { shown } = await readPropsTable(page, 'lists-datalist--docs', 'lists-datalist--default');
      expect(shown).toEqual(expect.arrayContaining(['list', 'columns', 'caption', 'layout', 'autoLoad']));
    } finally {
      await page.close();
    }
  });
});
