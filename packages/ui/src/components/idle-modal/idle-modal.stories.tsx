import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IdleModal } from './idle-modal';

const meta = {
  title: 'Overlays/IdleModal',
  component: IdleModal,
  args: { open: true, secondsLeft: 60, onKeepAlive: fn() },
} satisfies Meta<typeof IdleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open at the start of the countdown. */
export const Open: Story = {};

/** Closed: the user is active. */
export const Closed: Story = { args: { open: false } };

/** Loading: the keep-alive call is in flight. */
export const KeepingAlive: Story = { args: { secondsLeft: 42, keepingAlive: true } };

/**
 * The button keeps the session alive and closes the modal. The seconds left are the story's data (the
 * idle store counts them down in the app), so nothing ticks while the story shows.
 */
export const KeepMeSignedInCloses: Story = {
  name: 'Keep me signed in closes it',
  // It ends closed: a test of the button, not a state for the Docs page.
  tags: ['!autodocs'],
  render: function Render(args) {
    const [open, setOpen] = React.useState(true);
    return (
      <IdleModal
        {...args}
        open={open}
        onKeepAlive={() => {
          args.onKeepAlive();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: /Keep me signed in|Mantener la sesión/ });
    await userEvent.click(button);
    await expect(args.onKeepAlive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
