import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollapsibleSection } from './collapsible-section';

/**
 * A summary section under forced colours: the card's shadow is dropped and breeze's surface border is
 * 0px, so every brand's section draws a 1 px CanvasText border to keep its outline. Screenshotted by
 * `packages/ui/test/forced-colors.browser.test.tsx` in both brands.
 */
const meta = {
  title: 'Forced colours/Collapsible section',
  component: CollapsibleSection,
  parameters: { forcedColors: 'active' },
  args: { title: 'Applicant Information' },
  render: (args) => (
    <div className="w-96 p-4" data-testid="subject">
      <CollapsibleSection {...args}>
        <p>Jane Doe, 100 Main Street, Columbus, OH 43004</p>
      </CollapsibleSection>
    </div>
  ),
} satisfies Meta<typeof CollapsibleSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
