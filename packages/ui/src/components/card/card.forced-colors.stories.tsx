import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

/**
 * The card under forced colours: the shadow is dropped and breeze's surface border is 0px, so every
 * brand's card draws a 1 px CanvasText border to keep its outline. Screenshotted by
 * `packages/ui/test/forced-colors.browser.test.tsx` in both brands.
 */
const meta = {
  title: 'Forced colours/Card',
  component: Card,
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div className="inline-block w-72 p-4" data-testid="subject">
      <Card {...args}>
        <p className="font-semibold">Main Street Furniture</p>
        <p>100 Main Street, Columbus, OH 43004</p>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {};
