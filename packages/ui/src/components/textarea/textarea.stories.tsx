import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Textarea } from './textarea';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  render: (args) => (
    <Field label="Delivery instructions" className="max-w-md">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Instructions entered. */
export const Default: Story = { args: { defaultValue: 'Leave at the side door' } };
/** What the user types is the box's value. */
export const TypingSetsTheValue: Story = {
  name: 'Typing sets the value',
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByLabelText('Delivery instructions');
    await userEvent.type(box, 'Leave at the side door');
    await expect(box).toHaveValue('Leave at the side door');
    await userEvent.click(canvasElement);
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Leave at the side door' } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Delivery instructions"
      error={storyText('validation.regex', { field: 'Delivery instructions' })}
      className="max-w-md"
    >
      <Textarea {...args} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: {
    defaultValue:
      'Please call 15 minutes before arrival. The gate code is on the confirmation email. Parking is on the street; the building has no lift, so the installers should plan for three flights of stairs.\n\nThank you!',
  },
};
