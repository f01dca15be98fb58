import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { MoneyInput } from './money-input';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/MoneyInput',
  component: MoneyInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Gross income" hint="Before taxes" className="max-w-xs">
      <MoneyInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof MoneyInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An amount entered. */
export const Default: Story = { args: { defaultValue: '2500.50' } };
/** Only digits and a dot are kept (01 §5). */
export const TypingKeepsDigitsAndDot: Story = {
  name: 'Typing keeps digits and a dot',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Gross income');
    await userEvent.type(input, '$2,5a00.50');
    await expect(input).toHaveValue('2500.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2500.50', 250050);
    await userEvent.click(canvasElement);
  },
};
export const Empty: Story = { args: { placeholder: '0.00' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '1200' } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Gross income"
      error={storyText('income.minimum', { amount: '$1,500.00' })}
      className="max-w-xs"
    >
      <MoneyInput {...args} defaultValue="900" />
    </Field>
  ),
};
