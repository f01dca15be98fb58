import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Heads up</AlertTitle>
      <AlertDescription>Option amounts are valid for 180 days.</AlertDescription>
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
      <AlertTitle>Eligibility process completed!</AlertTitle>
    </Alert>
  ),
};
export const Warning: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>Checkout Items Confirmation</AlertTitle>
      <AlertDescription>The items in your checkout changed.</AlertDescription>
    </Alert>
  ),
};
export const Error: Story = {
  args: { variant: 'error' },
  render: (args) => (
    <Alert {...args}>
      <AlertTitle>An unknown error occurred</AlertTitle>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
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
