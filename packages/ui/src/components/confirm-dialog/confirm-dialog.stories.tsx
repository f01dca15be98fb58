import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { onConfirm: fn(), onCancel: fn(), trigger: <Button variant="outline">Remove co-applicant</Button> },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with its trigger. */
export const Default: Story = {};

/** Open with the defaults: 'Are you sure?', Yes/No. */
export const Open: Story = { args: { defaultOpen: true } };

/** The delete-file prompt (01 §8). */
export const DeleteFile: Story = {
  args: {
    defaultOpen: true,
    description: 'Are you sure you want to delete this file?',
    tone: 'destructive',
  },
};

/** Yes confirms and closes. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove co-applicant' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Yes|Sí)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement);
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Remove the additional income and everything entered for it?',
    description:
      'The employer, title, department and phone you entered for the additional income will be removed from the application. You can add an additional income again later, but you will need to type these details again.',
  },
};
