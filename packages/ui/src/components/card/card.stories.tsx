import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, cardVariantConfig } from './card';
import { Nowrap } from '../nowrap/nowrap';
import { getVariantArgTypes } from '../../stories/variant-arg-types';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Layout/Card',
  component: Card,
  // Values and default from the variant config the card styles itself with.
  argTypes: getVariantArgTypes(cardVariantConfig, {
    variant:
      "The look: `default`, the brand's card surface (its shadow and surface border), for every box of a screen; `dashed`, a flat dashed outline for a note beside the content.",
  }),
  render: (args) => (
    <Card {...args} asChild>
      <section aria-labelledby="card-store">
        <h2 id="card-store" className="mb-2 font-heading text-lg font-semibold">
          {storyText('checkout.lease.store')}
        </h2>
        <p className="font-medium">Main Street Furniture</p>
        <p>100 Main Street, Columbus, OH 43004</p>
        <p>
          <Nowrap token="phone">(888) 555-0200</Nowrap>
        </p>
      </section>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A screen's section as a card: the section stays a landmark named by its heading, and the box takes the
 * brand's card shadow and surface border width (the story runs in each brand).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: storyText('checkout.lease.store') });
    // An element given the brand's tokens directly: the card must draw the same shadow and border.
    const probe = document.createElement('div');
    probe.style.boxShadow = 'var(--lk-shadow-card)';
    probe.style.borderStyle = 'solid';
    probe.style.borderWidth = 'var(--lk-surface-border-width)';
    card.after(probe);
    const brand = {
      shadow: getComputedStyle(probe).boxShadow,
      border: getComputedStyle(probe).borderTopWidth,
    };
    probe.remove();
    await expect(brand.shadow).not.toBe('none');
    await expect(getComputedStyle(card).boxShadow).toContain(brand.shadow);
    await expect(getComputedStyle(card).borderTopWidth).toBe(brand.border);
  },
};

/** A note beside the content (the sandbox's test card numbers): outlined in every brand, flat. */
export const Dashed: Story = {
  args: { variant: 'dashed' },
  render: (args) => (
    <Card {...args} asChild className="text-sm">
      <section aria-labelledby="card-test-cards">
        <h2 id="card-test-cards" className="mb-2 font-semibold">
          {storyText('checkout.testCards.title')}
        </h2>
        <ul className="grid gap-1">
          <li>
            <code>4242 4242 4242 4242</code> — approved
          </li>
          <li>
            <code>4000 0000 0000 0002</code> — declined
          </li>
        </ul>
      </section>
    </Card>
  ),
};

/** One card per item of a list: each `li` keeps its list item role. */
export const ListItems: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-4">
      {['Sofa, three seats', 'Dining table', 'Washer'].map((item) => (
        <Card key={item} {...args} asChild>
          <li className="font-medium">{item}</li>
        </Card>
      ))}
    </ul>
  ),
};

export const LongContent: Story = {
  render: (args) => (
    <Card {...args} asChild>
      <section aria-labelledby="card-long">
        <h2 id="card-long" className="mb-2 font-heading text-lg font-semibold">
          {storyText('checkout.lease.customer')}
        </h2>
        <p className="[overflow-wrap:anywhere]">
          Avery Montgomery-Castellanos, 12345 North Industrial Parkway Extension, Building 7, Suite 1200,
          Columbus, OH 43004, avery.montgomery-castellanos@example.com
        </p>
      </section>
    </Card>
  ),
};
