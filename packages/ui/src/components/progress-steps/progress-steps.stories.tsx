import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressSteps, type ProgressStep, type ProgressStepState } from './progress-steps';

const titles = [
  'Applicant Information',
  'Home Address',
  'Income',
  'Banking',
  'Co-Applicant',
  'Confirmation',
  'Verification',
];

function at(current: number, list: readonly string[] = titles): ProgressStep[] {
  return list.map((title, index) => ({
    id: `step-${index}`,
    title,
    state: (index < current ? 'complete' : index === current ? 'active' : 'upcoming') as ProgressStepState,
  }));
}

const meta = {
  title: 'Navigation/ProgressSteps',
  component: ProgressSteps,
  args: { steps: at(2) },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstStep: Story = { args: { steps: at(0) } };
export const LastStep: Story = { args: { steps: at(titles.length - 1) } };
/** The compact header: no step list. */
export const Compact: Story = { args: { showSteps: false } };
/** The single-page variant's three steps (03 §2). */
export const SinglePage: Story = { args: { steps: at(1, ['Application', 'Confirmation', 'Verification']) } };
export const LongContent: Story = {
  args: {
    steps: at(
      3,
      titles.map((title) => `${title} and a much longer descriptive title`),
    ),
  },
};
