import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from './native-select';
import { storyFrequencies } from '../../stories/story-text';

function Controlled({
  initial = '',
  onValueChange,
  ...fieldProps
}: {
  initial?: string;
  onValueChange?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const [value, setValue] = React.useState(initial);
  return (
    <Field label="Pay frequency" className="max-w-xs" {...fieldProps}>
      <NativeSelect
        value={value}
        placeholder="Select..."
        onChange={(event) => {
          setValue(event.target.value);
          onValueChange?.(event.target.value);
        }}
      >
        {storyFrequencies().map(([key, text]) => (
          <NativeSelectOption key={key} value={key}>
            {text}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </Field>
  );
}

const meta = {
  title: 'Forms/Native select',
  component: Controlled,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder, in the placeholder colour. */
export const Empty: Story = {};

/** A value chosen. */
export const Default: Story = { args: { initial: 'monthly' } };

/** Choosing with the keyboard and by the platform's own select. */
export const Choosing: Story = {
  // A test of the interaction: its Docs page shows the component's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Pay frequency' });
    await userEvent.selectOptions(select, 'semi-monthly');
    await expect(args.onValueChange).toHaveBeenCalledWith('semi-monthly');
    await expect(select).toHaveValue('semi-monthly');
    await expect(select).not.toHaveAttribute('data-placeholder');
    await userEvent.click(canvasElement);
  },
};

/** Invalid, with the Field's message. */
export const Invalid: Story = { args: { error: 'The Pay frequency field is required.' } };

/** Disabled. */
export const Disabled: Story = { args: { initial: 'weekly', disabled: true } };

/** Long option text stays on one line. */
export const LongContent: Story = {
  render: () => (
    <Field label="Store" className="max-w-xs">
      <NativeSelect defaultValue="long">
        <NativeSelectOption value="long">
          Demo Electronics, 1200 Main Street, Suite 400, Springfield, Illinois 62701
        </NativeSelectOption>
      </NativeSelect>
    </Field>
  ),
};

/** Options under group headings, as a schema's `groupKey` lists them. */
export const Grouped: Story = {
  render: () => (
    <Field label="Store" className="max-w-xs">
      <NativeSelect defaultValue="3" placeholder="Select...">
        <NativeSelectOptGroup label="Texas">
          <NativeSelectOption value="1">Austin</NativeSelectOption>
          <NativeSelectOption value="3">Dallas</NativeSelectOption>
        </NativeSelectOptGroup>
        <NativeSelectOptGroup label="Utah">
          <NativeSelectOption value="2">Provo</NativeSelectOption>
        </NativeSelectOptGroup>
      </NativeSelect>
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Store' });
    await expect(select).toHaveDisplayValue('Dallas');
    await expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Texas',
      'Utah',
    ]);
  },
};
