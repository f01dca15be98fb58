import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { DateInput } from './date-input';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  render: (args) => (
    <Field label="Date of birth" hint="For example, 01/31/1990" className="max-w-xs">
      <DateInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A date entered, its slashes placed for the user. */
export const Default: Story = { args: { defaultValue: '01311990' } };
/** Digits only (01 §5); the slashes are placed for the user. */
export const TypingPlacesTheSlashes: Story = {
  name: 'Typing places the slashes',
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Date of birth');
    await userEvent.type(input, '01a311990');
    await expect(input).toHaveValue('01/31/1990');
    await userEvent.click(canvasElement);
  },
};
export const Empty: Story = {};
export const Disabled: Story = { args: { disabled: true, defaultValue: '01311990' } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Date of birth"
      error={storyText('validation.regex', { field: 'Date of birth' })}
      className="max-w-xs"
    >
      <DateInput {...args} defaultValue="13" />
    </Field>
  ),
};
