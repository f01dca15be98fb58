import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404: the default page. */
export const Default: Story = { args: { kind: 'not-found' } };

/** 403 Permission Denied. */
export const Forbidden: Story = { args: { kind: 'forbidden' } };

export const StoreNotFound: Story = { args: { kind: 'store-not-found' } };
export const RetailerNotFound: Story = { args: { kind: 'retailer-not-found' } };
export const ApplicationNotFound: Story = { args: { kind: 'application-not-found' } };
export const CheckoutNotFound: Story = { args: { kind: 'checkout-not-found' } };

/** 'Oops, Unknown Error' with its Retry action. */
export const UnknownError: Story = {
  args: { kind: 'unknown', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /retry|reintentar/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement);
  },
};

/** A long caller-supplied text wraps within a readable measure. */
export const LongContent: Story = {
  args: {
    kind: 'unknown',
    description:
      'The service that looks up your application did not answer in time. Nothing you entered was lost. Try again in a few minutes, and if the problem continues, contact support with the time this happened so we can trace it.',
  },
};
