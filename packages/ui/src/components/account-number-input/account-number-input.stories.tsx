import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { AccountNumberInput } from './account-number-input';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/AccountNumberInput',
  component: AccountNumberInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-4">
      <Field label="Checking account number">
        <AccountNumberInput {...args} />
      </Field>
      <Field label="Bank name">
        <Input />
      </Field>
    </div>
  ),
} satisfies Meta<typeof AccountNumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An account number entered: only its last 4 show once focus has left. */
export const Default: Story = { args: { defaultValue: '7391046285' } };
/** The number as typed while focused; only the last 4 once focus leaves. */
export const LeavingMasksTheNumber: Story = {
  name: 'Leaving masks the number',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Checking account number');
    await userEvent.type(input, '7391046285');
    await expect(input).toHaveValue('7391046285');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7391046285');
    await userEvent.tab();
    await expect(input).toHaveValue('****6285');
    await userEvent.click(canvasElement);
  },
};
export const Masked: Story = { args: { defaultValue: '7391046285' } };
/** A stored account as the server sends it: its mask, kept as it is. */
export const StoredMask: Story = { args: { defaultValue: '********6789' } };
export const Empty: Story = {};
export const ReadOnly: Story = {
  args: { defaultValue: '7391046285', readOnly: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Checking account number');
    await userEvent.click(input);
    await expect(input).toHaveValue('****6285');
    await userEvent.click(canvasElement);
  },
};
export const Disabled: Story = { args: { defaultValue: '7391046285', disabled: true } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Checking account number"
      error={storyText('validation.account', { field: 'Checking Account Number' })}
      className="max-w-xs"
    >
      <AccountNumberInput {...args} defaultValue="12" />
    </Field>
  ),
};
