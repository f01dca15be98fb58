import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressSteps, type ProgressStep, type ProgressStepState } from './progress-steps';

const titles = ['Applicant Information', 'Home Address', 'Income', 'Banking'];

function at(current: number): ProgressStep[] {
  return titles.map((title, index) => ({
    id: `step-${index}`,
    title,
    state: (index < current ? 'complete' : index === current ? 'active' : 'upcoming') as ProgressStepState,
  }));
}

/**
 * The progress bar under forced colours: the bar keeps a CanvasText border and its filled
 * part and the completed steps' markers are Highlight, so the position stays visible. Screenshotted by
 * `packages/ui/test/forced-colors.browser.test.tsx` in both brands.
 */
const meta = {
  title: 'Forced colours/Progress steps',
  component: ProgressSteps,
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div className="w-96 p-4" data-testid="subject">
      <ProgressSteps {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = { args: { steps: at(0) } };
export const ThirdStep: Story = { args: { steps: at(2) } };
