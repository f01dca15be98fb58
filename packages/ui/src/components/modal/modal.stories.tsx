import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Modal, ModalClose } from './modal';

/** The income form in a modal; `employer` is what its field holds when it opens (empty by default). */
function DirtyForm({
  employer = '',
  ...props
}: Partial<React.ComponentProps<typeof Modal>> & { employer?: string }) {
  const [value, setValue] = React.useState(employer);
  return (
    <Modal
      title="Add additional income"
      trigger={<Button>Open form</Button>}
      dirty={value !== ''}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button>Save</Button>
        </>
      }
      {...props}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        Employer
        <input
          className="h-control rounded-md border border-input bg-background px-3 text-base"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
    </Modal>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { title: 'Add additional income', onDiscard: fn() },
  render: (args) => <DirtyForm {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with its trigger. */
export const Default: Story = {};

/** Open at the default large size. */
export const Open: Story = { args: { defaultOpen: true } };

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };

export const LongContent: Story = {
  args: { defaultOpen: true, description: 'Tell us about a second job or other regular income.' },
  render: (args) => (
    <Modal {...args}>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i} className="mb-3">
          Paragraph {i + 1}: the body scrolls while the header and footer stay in place.
        </p>
      ))}
    </Modal>
  ),
};

/**
 * The form open with unsaved text, as after Keep: Cancel asks to confirm, and Keep returns to the form
 * with the text still there.
 */
export const UnsavedKeep: Story = {
  args: { defaultOpen: true },
  render: (args) => <DirtyForm {...args} employer="Acme" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(Keep|Conservar)$/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Employer' })).toHaveValue(
      'Acme',
    );
  },
};

/** Typing, then Escape asks to confirm; Discard closes the modal. */
export const UnsavedDiscard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open form' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Employer' }), 'Acme');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(Discard|Descartar)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement);
  },
};
