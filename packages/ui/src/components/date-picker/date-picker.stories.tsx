import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { DatePicker } from './date-picker';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Delivery date" className="max-w-sm">
      <DatePicker {...args} />
    </Field>
  ),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The spec's default display: weekday, month, day, year and time (01 §9). */
export const Default: Story = {
  args: { defaultValue: new Date(2026, 10, 21, 15, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delivery date' })).toHaveTextContent(
      'Saturday, November 21, 2026 3:05 PM',
    );
  },
};

/** The calendar open on the chosen date's month. */
export const Open: Story = {
  args: { defaultValue: new Date(2026, 10, 21), displayFormat: 'MM/dd/yyyy' },
  parameters: {
    // Each day is named in full ('Saturday, November 21st, 2026'), which holds its visible number as an
    // ordinal; axe's word match for label-in-name does not count '21st' as '21'.
    a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery date' }));
    await expect(await screen.findByRole('grid')).toBeVisible();
  },
};

/** Choosing a day closes the calendar and puts focus back on the button. */
export const ChoosingReturnsFocus: Story = {
  // A test of the interaction: its Docs page shows the component's states, not where this one ends.
  tags: ['!autodocs'],
  args: { defaultValue: new Date(2026, 10, 21), displayFormat: 'MM/dd/yyyy' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery date' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('grid')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /November 24/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2026, 10, 24));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('11/24/2026');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: new Date(2026, 10, 21) } };

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Delivery date"
      error={storyText('validation.regex', { field: 'Delivery date' })}
      className="max-w-sm"
    >
      <DatePicker {...args} />
    </Field>
  ),
};
