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

/** A live countdown driven like the idle store does; the button keeps the session alive. */
export const Countdown: Story = {
  render: function Render(args) {
    const [seconds, setSeconds] = React.useState(60);
    const [open, setOpen] = React.useState(true);
    React.useEffect(() => {
      if (!open) return;
      const id = setInterval(() => setSeconds((s) => Math.max(s - 1, 0)), 1000);
      return () => clearInterval(id);
    }, [open]);
    return (
      <IdleModal
        {...args}
        open={open}
        secondsLeft={seconds}
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
