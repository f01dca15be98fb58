import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Nowrap, TokenText } from './nowrap';

const meta = {
  title: 'Layout/Nowrap',
  component: Nowrap,
  args: { token: 'phone', children: '(888) 555-0200' },
} satisfies Meta<typeof Nowrap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneNumber: Story = {};

/** A sentence in a narrow column: it wraps between words, never inside the phone number or the e-mail. */
export const InANarrowColumn: Story = {
  render: () => (
    <p className="w-40 text-foreground">
      <TokenText>{'Please contact (800) 555-0101 or avery@example.com about the $1,668.24 due.'}</TokenText>
    </p>
  ),
  play: async ({ canvasElement }) => {
    for (const token of canvasElement.querySelectorAll('[data-slot="nowrap"]')) {
      await expect(token.getClientRects()).toHaveLength(1);
    }
  },
};
