import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinInput } from './pin-input';

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

/** Invalid: every box takes the error colour (the message itself comes from the surrounding Field). */
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '123' } };

/** Typing the fifth digit submits at once (02 §2). */
export const AutoSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('1234');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('5');
    await expect(args.onComplete).toHaveBeenCalledWith('12345');
  },
};

/** Pasting the texted code fills every box and submits. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.paste('54321');
    const slots = canvasElement.querySelectorAll('[data-slot="pin-input-slot"]');
    await expect([...slots].map((slot) => slot.textContent).join('')).toBe('54321');
    await expect(args.onComplete).toHaveBeenCalledWith('54321');
  },
};

/** Backspace moves back one box. */
export const Backspace: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
    await userEvent.keyboard('123{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12');
  },
};
