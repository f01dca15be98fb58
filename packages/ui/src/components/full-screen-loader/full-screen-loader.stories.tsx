import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenLoader } from './full-screen-loader';

const meta = {
  title: 'Feedback/FullScreenLoader',
  component: FullScreenLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the spinner alone. */
export const Default: Story = {};
export const WithMessage: Story = { args: { message: 'Redirecting for your contract signature...' } };
export const Translucent: Story = {
  args: { backdrop: 'translucent', message: 'Saving. Wait for a moment...' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <p>The page underneath stays faintly visible.</p>
        <Story />
      </div>
    ),
  ],
};
