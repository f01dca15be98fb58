import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <Field label="I would like to add my banking details now">
      <Switch {...args} />
    </Field>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const sw = canvas.getByRole('switch', { name: 'I would like to add my banking details now' });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvasElement);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="OCP protection" error="The OCP protection value is not in the allowed values.">
      <Switch {...args} />
    </Field>
  ),
};
