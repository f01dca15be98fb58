import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Checkbox } from './checkbox';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <Field
      label="I confirm the co-applicant lives at the same address"
      className="flex-row-reverse justify-end"
    >
      <Checkbox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    await userEvent.click(canvasElement);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate' } };
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="I agree to the terms of use"
      error={storyText('validation.regex', { field: 'I agree to the terms of use' })}
    >
      <Checkbox {...args} />
    </Field>
  ),
};
