import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
/** The caption reads 'Step 1 of 7' (in Spanish 'Paso 1 de 7') and is the bar's name, heard once. */
export const FirstStep: Story = {
  args: { steps: at(0) },
  play: async ({ canvasElement }) => {
    const caption = canvasElement.querySelector('[data-slot="progress-steps-caption"]');
    await expect(caption).toBeVisible();
    await expect(caption?.textContent).toMatch(/^\D+ 1 \D+ 7$/);
    await expect(caption).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName(
      caption?.textContent ?? '',
    );
  },
};
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
