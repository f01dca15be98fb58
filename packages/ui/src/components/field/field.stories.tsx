import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { Field } from './field';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { hint: 'We send the link to your Mobile phone here' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'We send the link to your Mobile phone here',
    );
  },
};
export const Optional: Story = { args: { label: 'Middle name', optional: true, children: <Input /> } };
export const Invalid: Story = {
  args: {
    label: 'Phone',
    hint: '10 digits',
    error: 'The Phone value must be a phone number.',
    children: <Input defaultValue="555" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `10 digits ${storyText('ui.errorPrefix')} ${storyText('validation.phone', { field: 'Phone' })}`,
    );
  },
};
export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="jo@example.com" /> },
};
export const LongContent: Story = {
  args: {
    label: 'Name of the landowner, as printed on the lease of the land your manufactured home stands on',
    hint: 'If there are several landowners, give the name of the first one listed on the lease agreement.',
    error: 'The Name of the landowner value must only contain alpha numeric characters, numbers or _.',
    children: <Input />,
  },
};
