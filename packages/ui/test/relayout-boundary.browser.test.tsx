import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FieldSchema } from '@leasekit/core/form';
import { Field } from '../src/components/field/field';
import { Input } from '../src/components/input/input';
import { SchemaForm } from '../src/components/schema-form/schema-form';
import { ThemeProvider } from '../src/components/theme-provider';
import '../../../.storybook/storybook.css';

/*
 * Typing in a text field must not lay out the whole form. Chromium's editing runs a forced
 * layout inside every keystroke, from the nearest relayout boundary down; without one that is the page,
 * and a 300-field form spent half its keystroke time there (bench/README.md). Chromium makes a box a
 * relayout boundary only when it has its own paint layer (positioned), size and layout containment, and
 * is neither a flex nor a grid item. These tests hold the real styles, in real Chromium, to those
 * conditions, and check that the field still looks as it did with `flex flex-col gap-2`.
 */

afterEach(cleanup);

const transport: ApiTransport = async () => ({ status: true, code: 200, data: null as never, error: null });

/** The conditions under which Chromium lays out only the input after a keystroke. */
function expectRelayoutBoundary(input: HTMLElement) {
  const style = getComputedStyle(input);
  expect(style.position).toBe('relative');
  expect(style.contain).toBe('size layout');
  const parent = getComputedStyle(input.parentElement!);
  expect(['flex', 'inline-flex', 'grid', 'inline-grid']).not.toContain(parent.display);
}

describe('a text input is a relayout boundary', () => {
  it('a text field of a 300-field SchemaForm: positioned, size- and layout-contained, in block flow; typing still works', async () => {
    const children: FieldSchema[] = Array.from({ length: 300 }, (_, i) => ({
      name: `f${i}`,
      type: i % 2 ? 'number' : 'text',
      label: `Field ${i}`,
      required: true,
    }));
    const form = createSchemaForm({ transport, schema: { action: '/save', children } });
    render(
      <ThemeProvider>
        <SchemaForm form={form} id="big" />
      </ThemeProvider>,
    );
    const input = document.getElementById('big-f150') as HTMLInputElement;
    expectRelayoutBoundary(input);
    // Containment changes nothing the shopper sees: the control height, the field's full width.
    const field = input.closest<HTMLElement>('[data-slot="field"]')!;
    expect(input.getBoundingClientRect().width).toBe(field.getBoundingClientRect().width);
    expect(input.getBoundingClientRect().height).toBe(44);
    await userEvent.type(input, 'typed by hand');
    expect(input.value).toBe('typed by hand');
    expect(form.getField('f150')?.value).toBe('typed by hand');
  });

  it('an input with prepend/append text (the affix row is flex) is a boundary too: its own block wrapper is the flex item', () => {
    const form = createSchemaForm({
      transport,
      schema: {
        action: '/save',
        children: [
          { name: 'income', type: 'text', label: 'Gross Income', prepend: '$', append: 'per month' },
        ],
      },
    });
    render(
      <ThemeProvider>
        <SchemaForm form={form} id="affix" />
      </ThemeProvider>,
    );
    const input = document.getElementById('affix-income') as HTMLInputElement;
    expect(input.closest('[data-slot="schema-form-affix"]')).not.toBeNull();
    expectRelayoutBoundary(input);
  });

  it('a Field in block flow keeps the 8 px spacing of gap-2 between label, hint, error and control, and nothing below', () => {
    render(
      <ThemeProvider>
        <div style={{ width: 320 }}>
          <Field label="Monthly income" hint="Before tax" error="Enter your monthly income" id="income">
            <Input />
          </Field>
        </div>
      </ThemeProvider>,
    );
    const input = document.getElementById('income')!;
    expectRelayoutBoundary(input);
    const field = input.closest<HTMLElement>('[data-slot="field"]')!;
    const parts = [...field.children].map((child) => child.getBoundingClientRect());
    expect(parts).toHaveLength(4);
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.top - parts[i - 1]!.bottom).toBeCloseTo(8, 1);
    expect(field.getBoundingClientRect().bottom).toBeCloseTo(parts.at(-1)!.bottom, 1);
  });

  it('an input sized by its content opts out with [contain:none] and keeps its natural width', () => {
    render(
      <ThemeProvider>
        <div style={{ display: 'flex' }}>
          <Input type="date" aria-label="End date" className="w-auto [contain:none]" />
        </div>
      </ThemeProvider>,
    );
    const input = document.querySelector<HTMLElement>('[aria-label="End date"]')!;
    expect(getComputedStyle(input).contain).toBe('none');
    expect(input.getBoundingClientRect().width).toBeGreaterThan(100);
  });
});
