import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecurrenceEditor } from './recurrence-editor';

const dtstart = new Date('2026-01-05T09:00:00Z');

const meta = {
  title: 'Forms/RecurrenceEditor',
  component: RecurrenceEditor,
  args: { defaultValue: { preset: 'weekly', dtstart }, onValueChange: fn() },
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Custom: Story = {
  args: {
    defaultValue: {
      preset: 'custom',
      dtstart,
      custom: { freq: 2, interval: 2, byweekday: [0, 2] },
      end: { mode: 'count', count: 10 },
    },
  },
};

export const CustomMonthly: Story = {
  args: {
    defaultValue: {
      preset: 'custom',
      dtstart,
      custom: { freq: 1, interval: 1 },
      end: { mode: 'until', until: new Date('2026-12-31T23:59:59Z') },
    },
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Switching between the end modes: never, on a date, after a count (min 0). */
export const EndModes: Story = {
  // Its play function reads the English texts; the Spanish story projects leave it out (vitest.config.ts).
  tags: ['en-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = () =>
      canvasElement.querySelector('[data-slot="recurrence-editor-summary"] p[aria-live]')!;
    await userEvent.click(canvas.getByRole('radio', { name: /^(On date|En una fecha)$/ }));
    const until = canvas.getByLabelText(/^(End date|Fecha de fin)$/);
    await expect(until).toHaveValue('2027-01-05');
    await userEvent.click(canvas.getByRole('radio', { name: /^(After a number of occurrences|Después)/ }));
    const count = canvas.getByLabelText(/^(Occurrences|Repeticiones)$/);
    await expect(count).toHaveAttribute('min', '0');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await waitFor(() => expect(summary()).toHaveTextContent('every week on Monday for 3 times'));
    await userEvent.click(canvas.getByRole('radio', { name: /^(Never|Nunca)/ }));
    await waitFor(() => expect(summary()).toHaveTextContent(/until January 5, 2027/));
    await userEvent.click(canvasElement);
  },
};
