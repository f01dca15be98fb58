import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinVerificationScreen } from './pin-verification';
import { storyProgress } from '../apply-step/fixtures';

const items = {
  oldItems: [{ sku: 'TV-55', quantity: 1, description: 'TV 55"', unit_price: 899.99 }],
  newItems: [{ sku: 'TV-65', quantity: 1, description: 'TV 65"', unit_price: 1199.99 }],
};

const meta = {
  title: 'Apply/Screens/PIN verification',
  component: PinVerificationScreen,
  args: {
    progress: [],
    code: '',
    status: 'entering',
    mode: 'sms',
    onCodeChange: fn(),
    onContinue: fn(),
    onResend: fn(),
    onModeChange: fn(),
    onToggleItems: fn(),
    onConfirmItems: fn(),
    onEditApplication: fn(),
    onNewApplication: fn(),
  },
  render: (args, { globals }) => (
    <PinVerificationScreen
      {...args}
      progress={storyProgress('verifyApplication', { locale: globals.locale === 'es' ? 'es' : 'en' })}
    />
  ),
} satisfies Meta<typeof PinVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new application: five empty boxes, Resend PIN?, the SMS switch, Edit Application. */
export const NewApplication: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onModeChange).toHaveBeenCalledWith('email');
    await userEvent.click(canvasElement);
  },
};

/** A retrieval: New Application instead of Edit Application. */
export const Retrieval: Story = { args: { retrieval: true } };

/** E-mail chosen for the resend. */
export const SendViaEmail: Story = { args: { mode: 'email' } };

/** Resending. */
export const Sending: Story = { args: { sending: true } };

/** Five digits in: submitting. */
export const Submitting: Story = { args: { code: '12345', status: 'submitting' } };

/** The PIN was wrong (the toast says 'PIN verification failed.'); the code stays for another try. */
export const Failed: Story = { args: { code: '12345', status: 'failed' } };

/**
 * The checkout items changed (02 §4): the confirmation pane, items hidden, with both answers: keep the
 * contract already made (the original items come back) or sign a new contract for the new items.
 */
export const ItemsChanged: Story = {
  args: { code: '12345', status: 'items-confirmation', itemsConfirmation: items },
  play: async ({ canvasElement, args }) => {
    const pane = canvasElement.querySelector<HTMLElement>('[data-slot="items-confirmation"]')!;
    const buttons = within(pane).getAllByRole('button');
    // Show Items, keep the contract, sign a new one; Continue is gone until the shopper answers.
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1]!);
    await expect(args.onConfirmItems).toHaveBeenLastCalledWith(true);
    await userEvent.click(buttons[2]!);
    await expect(args.onConfirmItems).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvasElement);
  },
};

/** The checkout items shown (Hide Items). */
export const ItemsShown: Story = {
  args: { code: '12345', status: 'items-confirmation', itemsConfirmation: items, itemsVisible: true },
};

/** Verified, but the submission failed. */
export const SubmitFailed: Story = {
  args: {
    code: '12345',
    status: 'verified',
    error: "We're sorry, but we were not able to process your application. Please try again later.",
  },
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
