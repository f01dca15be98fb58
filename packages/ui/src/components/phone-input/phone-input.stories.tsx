import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { PhoneInput } from './phone-input';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Cell phone" className="max-w-xs">
      <PhoneInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A number entered, in the mask (###) ###-#### (01 §9). */
export const Default: Story = { args: { defaultValue: '5551234567' } };
/** The mask (###) ###-####, at most 14 characters (01 §9). */
export const TypingFormatsTheNumber: Story = {
  name: 'Typing formats the number',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Cell phone');
    await userEvent.type(input, '55512345678');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 123-4567', '5551234567');
    await userEvent.click(canvasElement);
  },
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Cell phone'));
    await expect(canvas.getByLabelText('Cell phone')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '5551234567' } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Cell phone"
      error={storyText('validation.phone', { field: 'Cell phone' })}
      className="max-w-xs"
    >
      <PhoneInput {...args} defaultValue="555" />
    </Field>
  ),
};
