import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

/** The brand surface's utilities: each reads a token the brand sets (tailwind.config.ts, themes/). */
const SURFACE = ['border-(length:--lk-surface-border-width)', 'bg-card', 'shadow-card'];

describe('Card', () => {
  it("draws the brand's card surface: its shadow, its surface border width and the card colours", () => {
    render(<Card>Store details</Card>);
    const card = screen.getByText('Store details');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveAttribute('data-slot', 'card');
    expect(card).toHaveClass(...SURFACE, 'border-border', 'text-card-foreground', 'rounded-lg', 'p-4');
  });

  it('as a section with a heading, stays a landmark named by that heading', () => {
    render(
      <Card asChild className="flex flex-col gap-4">
        <section aria-labelledby="card-store">
          <h2 id="card-store">Store</h2>
        </section>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Store' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass(...SURFACE, 'flex', 'gap-4');
    expect(region).toHaveAttribute('data-slot', 'card');
  });

  it("keeps the child's own part name, so a screen's slot still names its box", () => {
    render(
      <ul>
        <Card asChild>
          <li data-slot="delivery-item">Sofa</li>
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-slot', 'delivery-item');
    expect(item).toHaveClass(...SURFACE);
  });

  it('dashed: an outline that shows in every brand, without shadow or fill', () => {
    render(<Card variant="dashed">Test cards</Card>);
    const card = screen.getByText('Test cards');
    expect(card).toHaveClass('border', 'border-dashed', 'border-border');
    for (const surface of SURFACE) expect(card).not.toHaveClass(surface);
  });

  it("a caller's padding replaces the card's own", () => {
    render(<Card className="p-3">Option A</Card>);
    const card = screen.getByText('Option A');
    expect(card).toHaveClass('p-3');
    expect(card).not.toHaveClass('p-4');
  });
});
