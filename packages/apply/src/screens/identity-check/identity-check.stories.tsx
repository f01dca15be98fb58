import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IdentityCheckScreen } from './identity-check';

const meta = {
  title: 'Apply/Screens/Identity check',
  component: IdentityCheckScreen,
  args: { phone: '(555) 010-1001', onPhoneChange: fn(), onSend: fn(), onVerify: fn() },
} satisfies Meta<typeof IdentityCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the link is sent: Verify disabled. */
export const Start: Story = {};

/** An invalid phone. */
export const PhoneError: Story = {
  args: { phone: '(555) 01', phoneError: 'The Mobile phone value must be a phone number.' },
};

/** Sending the link. */
export const Sending: Story = { args: { sending: true } };

/** Sent: 'Link sent to your Mobile phone.' and Verify enabled. */
export const Sent: Story = {
  args: {
    sent: true,
    canVerify: true,
    notice: { kind: 'success', message: 'Link sent to your Mobile phone.' },
  },
};

/** The link could not be sent. */
export const NotSent: Story = { args: { notice: { kind: 'error', message: 'Link could not be sent.' } } };

/** Not completed yet: the failure text; Verify enabled again. */
export const NotCompleted: Story = {
  args: {
    sent: true,
    canVerify: true,
    notice: {
      kind: 'error',
      message: 'Unable to complete process. Please wait a few seconds and try again.',
    },
  },
};

/** Verifying. */
export const Verifying: Story = { args: { sent: true, verifying: true } };

/** Completed. */
export const Completed: Story = { args: { sent: true, completed: true } };

/** The exchange screen: 'One moment please...'. */
export const Exchanging: Story = { args: { exchanging: true } };

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
