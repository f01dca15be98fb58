import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressSteps } from './progress-steps';

const steps = [
  { id: 'applicantInfo', title: 'Applicant Info' },
  { id: 'applicantAddress', title: 'Address' },
  { id: 'applicantIncome', title: 'Income' },
  { id: 'applicantBanking', title: 'Banking' },
  { id: 'hasCoApplicant', title: 'Co-Applicant' },
  { id: 'application', title: 'Confirmation' },
  { id: 'verifyApplication', title: 'Verification' },
];

const meta = {
  title: 'Navigation/ProgressSteps',
  component: ProgressSteps,
  args: { steps, current: 2 },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstStep: Story = { args: { current: 0 } };
export const LastStep: Story = { args: { current: steps.length - 1 } };
/** The compact header: no step list. */
export const Compact: Story = { args: { showSteps: false } };
/** The single-page variant's three steps (03 §2). */
export const SinglePage: Story = {
  args: {
    steps: [
      { id: 'application', title: 'Application' },
      { id: 'confirmation', title: 'Confirmation' },
      { id: 'verification', title: 'Verification' },
    ],
    current: 1,
  },
};
export const LongContent: Story = {
  args: {
    steps: steps.map((step) => ({ ...step, title: `${step.title} and a much longer descriptive title` })),
    current: 3,
  },
};
