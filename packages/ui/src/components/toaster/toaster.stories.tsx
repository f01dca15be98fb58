import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, toast } from './index';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Toaster {...args} />
      <Button onClick={() => toast.success('Link sent successfully!')}>Success</Button>
      <Button variant="destructive" onClick={() => toast.error(storyText('payroll.linkNotSent'))}>
        Error
      </Button>
      <Button variant="outline" onClick={() => toast.info(storyText('payroll.refreshComplete'))}>
        Info
      </Button>
      <Button variant="outline" onClick={() => toast.warning(storyText('payroll.refreshPending'))}>
        Long
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons that raise each kind of toast; none is shown until one is pressed. */
export const Default: Story = {};

/** Toasts appear at the top right (02 §8). */
export const ToastAppearsTopRight: Story = {
  name: 'A toast appears at the top right',
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const text = await screen.findByText(storyText('payroll.linkNotSent'));
    // Sonner fades toasts in.
    await waitFor(() => expect(text).toBeVisible());
    const toaster = document.querySelector('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await userEvent.click(canvasElement);
  },
};

/** A long message wraps inside its toast. */
export const LongToastWraps: Story = {
  name: 'A long toast wraps',
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Long' }));
    const text = await screen.findByText(storyText('payroll.refreshPending'));
    await waitFor(() => expect(text).toBeVisible());
    await userEvent.click(canvasElement);
  },
};
