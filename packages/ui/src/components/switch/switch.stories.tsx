import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Switch } from './switch';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <Field label={storyText('application.banking.addNow')}>
      <Switch {...args} />
    </Field>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off until the user turns it on. */
export const Default: Story = {};
/** A click turns the switch on and reports it. */
export const ClickingTurnsItOn: Story = {
  name: 'Clicking turns it on',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const sw = canvas.getByRole('switch', { name: storyText('application.banking.addNow') });
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
  },
};
/** From the keyboard: Tab reaches the switch and Space turns it on. */
export const SpaceTurnsItOnWithFocus: Story = {
  name: 'Space turns it on with keyboard focus',
  tags: ['!autodocs'],
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
    <Field
      label={storyText('checkout.terms.waiver')}
      error={storyText('validation.in', { field: storyText('checkout.terms.waiver') })}
    >
      <Switch {...args} />
    </Field>
  ),
};
