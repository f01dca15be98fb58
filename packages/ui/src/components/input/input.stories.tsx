import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field label="Last name">
      <Input {...args} />
    </Field>
  ),
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A last name entered. */
export const Default: Story = { args: { defaultValue: 'Smith' } };
/** What the user types is the field's value. */
export const TypingSetsTheValue: Story = {
  name: 'Typing sets the value',
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Last name');
    await userEvent.type(input, 'Smith');
    await expect(input).toHaveValue('Smith');
    await userEvent.click(canvasElement);
  },
};
export const Empty: Story = { args: { placeholder: 'e.g. Smith' } };
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Last name'));
    await expect(canvas.getByLabelText('Last name')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Smith' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Smith' } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="Last name" error="Enter your last name">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const LongContent: Story = {
  args: { defaultValue: 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Cholmondeley' },
};
