import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Heads up</AlertTitle>
      <AlertDescription>{storyText('app.result.validFor', { days: 180 })}</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: 'info' } };
export const Success: Story = {
  args: { variant: 'success' },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>{storyText('payroll.refreshComplete')}</AlertTitle>
    </Alert>
  ),
};
export const Warning: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>{storyText('application.pin.itemsTitle')}</AlertTitle>
      <AlertDescription>The items in your checkout changed.</AlertDescription>
    </Alert>
  ),
};
export const Error: Story = {
  args: { variant: 'error' },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>{storyText('errors.unknown')}</AlertTitle>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText('errors.unknown'));
  },
};
export const LongContent: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Affordability check pending!</AlertTitle>
      <AlertDescription>
        Affordability check pending! please complete process, or try again in a few minutes if you have
        already completed the process. Affordability check pending! please complete process, or try again in a
        few minutes if you have already completed the process.
      </AlertDescription>
    </Alert>
  ),
};
