import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field/field';
import { Spinner } from '../spinner/spinner';
import { PinInput } from './pin-input';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/PinInput',
  component: PinInput,
  args: { onComplete: fn(), onValueChange: fn() },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Focused: the first box shows the caret. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Filled: all five characters typed, before Continue. */
export const Filled: Story = { args: { defaultValue: '12345' } };

/**
 * Invalid: the server refused the PIN. Every box takes the error colour and the Field shows the spec's
 * message under the label (02 §8 'PIN verification failed.').
 */
export const Invalid: Story = {
  render: (args) => (
    <Field label="PIN" error={storyText('errors.pin.verifyFailed')}>
      <PinInput {...args} />
    </Field>
  ),
  // PinInput reads aria-invalid from its own props (its boxes take the error colour from it).
  args: { defaultValue: '12345', 'aria-invalid': true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(storyText('errors.pin.verifyFailed'))).toBeVisible();
  },
};

/** Verifying: the full PIN is sent; the boxes are locked and a spinner says it is being checked. */
export const Verifying: Story = {
  render: (args) => (
    <Field label="PIN" hint="Checking your PIN…">
      <div className="flex items-center gap-3">
        <PinInput {...args} />
        <Spinner label="" />
      </div>
    </Field>
  ),
  args: { defaultValue: '12345', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Typing the fifth digit submits at once (02 §2). */
export const AutoSubmit: Story = {
  // A test of the interaction: its Docs page shows the input's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('1234');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('5');
    await expect(args.onComplete).toHaveBeenCalledWith('12345');
    await userEvent.click(canvasElement);
  },
};

/** Pasting the texted code fills every box and submits. */
export const Paste: Story = {
  // A test of the interaction: its Docs page shows the input's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.paste('54321');
    const slots = canvasElement.querySelectorAll('[data-slot="pin-input-slot"]');
    await expect([...slots].map((slot) => slot.textContent).join('')).toBe('54321');
    await expect(args.onComplete).toHaveBeenCalledWith('54321');
    await userEvent.click(canvasElement);
  },
};

/** Backspace moves back one box. */
export const Backspace: Story = {
  // A test of the interaction: its Docs page shows the input's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
    await userEvent.keyboard('123{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12');
    await userEvent.click(canvasElement);
  },
};
