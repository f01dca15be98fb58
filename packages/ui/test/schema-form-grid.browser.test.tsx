import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm } from '@leasekit/core/form';
import { SchemaForm } from '../src/components/schema-form/schema-form';
import { ThemeProvider } from '../src/components/theme-provider';
import '../../../.storybook/storybook.css';

/*
 * Spec 01 §3 `grid`: a field takes its number of the 12 columns from the `sm` breakpoint on. Each field's
 * own element is its grid cell (`data-span`), at the top level and inside each collection item. Laid out
 * in real Chromium, since only a browser applies the grid.
 */

afterEach(cleanup);
beforeAll(async () => {
  await page.viewport(1024, 768);
});

const transport: ApiTransport = async () => ({ status: true, code: 200, data: null as never, error: null });

/** The text box's field cell (the `field` part around it). */
function cellOf(name: string): DOMRect {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  return input.closest('[data-slot="field"]')!.getBoundingClientRect();
}

describe('spec 01 §3: the 12-column grid', () => {
  it('two fields of 6 columns share a row at the top level and inside a collection item; a field without grid takes the whole row', async () => {
    const form = createSchemaForm({
      transport,
      schema: {
        action: '/save',
        children: [
          { name: 'first_name', type: 'text', label: 'First Name', grid: { cols: 6 } },
          { name: 'last_name', type: 'text', label: 'Last Name', grid: 6 },
          { name: 'email', type: 'text', label: 'Email' },
          {
            name: 'references',
            type: 'collection',
            label: 'Reference',
            children: [
              { name: 'ref_name', type: 'text', label: 'Reference Name', grid: { cols: 6 } },
              { name: 'ref_city', type: 'text', label: 'Reference City', grid: { cols: 6 } },
            ],
          },
        ],
      },
      values: { references: [{}] },
    });
    render(
      <ThemeProvider>
        <div style={{ width: 960 }}>
          <SchemaForm form={form} id="grid" />
        </div>
      </ThemeProvider>,
    );
    // The collection widget loads on demand: the browser project's dev server transforms its module on first
    // request, which on a machine running every unit project can take longer than findBy's 1 s default.
    await screen.findByRole('textbox', { name: /^Reference Name/ }, { timeout: 15_000 });
    // Tailwind's dev server adds the grid utilities once it has scanned the form's modules, which on a
    // loaded machine can land after the first render; the layout is read once the stylesheet has them.
    await vi.waitFor(() => expect(cellOf('Last Name').top).toBe(cellOf('First Name').top), {
      timeout: 15_000,
    });

    const first = cellOf('First Name');
    const last = cellOf('Last Name');
    const email = cellOf('Email');
    expect(last.top).toBe(first.top);
    expect(last.left).toBeGreaterThan(first.right);
    expect(first.width).toBeCloseTo(last.width, 0);
    expect(first.width).toBeGreaterThan(960 * 0.45);
    expect(email.top).toBeGreaterThan(first.bottom);
    expect(email.width).toBeGreaterThan(first.width * 2);

    const refName = cellOf('Reference Name');
    const refCity = cellOf('Reference City');
    expect(refCity.top).toBe(refName.top);
    expect(refCity.left).toBeGreaterThan(refName.right);
    expect(refName.width).toBeCloseTo(refCity.width, 0);
    // Half the item each, not one column of twelve.
    const item = screen
      .getByRole('textbox', { name: /^Reference Name/ })
      .closest('[data-slot="schema-form-collection-item"]')!
      .getBoundingClientRect();
    expect(refName.width).toBeGreaterThan(item.width * 0.4);
    expect(refName.width).toBeLessThan(item.width * 0.5);
  });
});
