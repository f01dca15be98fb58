import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { MultiSelect } from './multi-select';
import { storyText } from '../../stories/story-text';

const products = [
  { text: 'Sofa', value: 'sofa' },
  { text: 'Bed', value: 'bed' },
  { text: 'Dining table', value: 'table' },
  { text: 'Lamp', value: 'lamp' },
  { text: 'Refrigerator', value: 'fridge' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { options: products, onValueChange: fn() },
  render: (args) => (
    <Field label="Products" className="max-w-sm">
      <MultiSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Default: Story = { args: { defaultValue: ['sofa', 'bed'] } };

/** Past 2 choices the trigger shows a count (01 §5). */
export const Count: Story = {
  // Its play function reads the English texts; the Spanish story projects leave it out (vitest.config.ts).
  tags: ['en-only'],
  args: { defaultValue: ['sofa', 'bed', 'lamp'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Products' })).toHaveTextContent('3 selected');
  },
};

/** The maximum number of choices (01 §5) reached: opened, the further boxes are disabled. */
export const Max: Story = {
  args: { max: 2, defaultValue: ['sofa', 'lamp'] },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Products' }));
    const lamp = await screen.findByRole('checkbox', { name: 'Lamp' });
    await expect(screen.getByRole('checkbox', { name: 'Bed' })).toBeDisabled();
    await expect(screen.getByText('You can choose up to 2.')).toBeVisible();
    // Below the maximum the other boxes can be chosen again; back at it they are disabled.
    await userEvent.click(lamp);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sofa']);
    await expect(screen.getByRole('checkbox', { name: 'Bed' })).toBeEnabled();
    await userEvent.click(lamp);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sofa', 'lamp']);
    await expect(screen.getByRole('checkbox', { name: 'Bed' })).toBeDisabled();
    await expect(screen.getByText('You can choose up to 2.')).toBeVisible();
    // Closed again, as the story opens.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvasElement);
  },
};

export const Open: Story = { args: { open: true, defaultValue: ['bed'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: ['sofa'] } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="Products" error={storyText('validation.productRequired')} className="max-w-sm">
      <MultiSelect {...args} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: {
    options: [
      ...products,
      { text: 'Sectional sofa with chaise, storage ottoman and two matching recliners', value: 'set' },
    ],
    defaultValue: ['set'],
  },
};
