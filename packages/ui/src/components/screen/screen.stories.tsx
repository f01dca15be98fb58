import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { getBreadcrumbs, Screen } from './screen';

const meta = {
  title: 'Layout/Screen',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Lease Summary',
    subheading: 'Check your items and payment before you sign.',
    breadcrumbs: getBreadcrumbs([
      { pathname: '/checkout', handle: { title: 'Checkout' } },
      { pathname: '/checkout/lease', handle: { name: 'Lease Summary' } },
    ]),
    context: <span>Store #12, 100 Main St</span>,
    footer: <Button>Continue</Button>,
    children: <p>The screen's content goes here.</p>,
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Only content: no header or footer. */
export const Empty: Story = {
  args: { heading: undefined, subheading: undefined, breadcrumbs: [], context: undefined, footer: undefined },
};

/** A long heading and a deep trail wrap without overflowing. */
export const LongContent: Story = {
  args: {
    heading: 'Choose Professional Install/Delivery Services for every item in your order today',
    breadcrumbs: getBreadcrumbs(
      ['Checkout', 'Delivery options', 'Configure Services', 'Date and time window', 'Review'].map(
        (title, i) => ({
          pathname: `/step-${i}`,
          handle: { title },
        }),
      ),
    ),
    children: (
      <p>
        {Array.from(
          { length: 8 },
          () => 'A long paragraph of content that fills the screen and wraps over many lines. ',
        ).join('')}
      </p>
    ),
  },
};
