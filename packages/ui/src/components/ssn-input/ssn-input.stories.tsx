import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { SsnInput } from './ssn-input';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/SsnInput',
  component: SsnInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-4">
      <Field label="Social security number">
        <SsnInput {...args} />
      </Field>
      <Field label="Last name">
        <Input />
      </Field>
    </div>
  ),
} satisfies Meta<typeof SsnInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A number entered: only its last 4 show once focus has left (02 §5). */
export const Default: Story = { args: { defaultValue: '123456789' } };
/** Full entry while focused; only the last 4 once focus leaves (02 §5). */
export const LeavingMasksTheNumber: Story = {
  name: 'Leaving masks the number',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Social security number');
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('123-45-6789');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456789');
    await userEvent.tab();
    await expect(input).toHaveValue('***-**-6789');
    await userEvent.click(canvasElement);
  },
};
export const Masked: Story = { args: { defaultValue: '123456789' } };
export const Empty: Story = {};
/** Locked in pre-fill mode (01 §5): read-only and always masked. */
export const Locked: Story = {
  args: { defaultValue: '123456789', readOnly: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Social security number');
    await userEvent.click(input);
    await expect(input).toHaveValue('***-**-6789');
    await userEvent.click(canvasElement);
  },
};
export const Disabled: Story = { args: { defaultValue: '123456789', disabled: true } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Social security number"
      error={storyText('validation.regex', { field: 'Social security number' })}
      className="max-w-xs"
    >
      <SsnInput {...args} defaultValue="123" />
    </Field>
  ),
};
