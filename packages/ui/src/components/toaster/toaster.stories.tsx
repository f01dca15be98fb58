import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, toast } from './index';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Toaster {...args} />
      <Button onClick={() => toast.success('Link sent successfully!')}>Success</Button>
      <Button variant="destructive" onClick={() => toast.error('Unable to send link!')}>
        Error
      </Button>
      <Button variant="outline" onClick={() => toast.info('Eligibility process completed!')}>
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast.warning(
            'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.',
          )
        }
      >
        Long
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts appear at the top right (02 §8). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const text = await screen.findByText('Unable to send link!');
    // Sonner fades toasts in.
    await waitFor(() => expect(text).toBeVisible());
    const toaster = document.querySelector('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await userEvent.click(canvasElement);
  },
};

export const LongContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Long' }));
    const text = await screen.findByText(/Affordability check pending!/);
    await waitFor(() => expect(text).toBeVisible());
    await userEvent.click(canvasElement);
  },
};
