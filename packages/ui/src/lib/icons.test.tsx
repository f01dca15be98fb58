import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

/** An icon's markup without lucide's own class names (`lucide lucide-chevron-right`), which ours leave out. */
function markupOf(Icon: React.ElementType, props: Record<string, unknown> = {}): string {
  return renderToStaticMarkup(<Icon {...props} />).replace(/ class="[^"]*"/, '');
}

const drawn: [string, React.ElementType][] = Object.entries(icons).filter(
  ([name, value]) => name.endsWith('Icon') && typeof value === 'object',
);

describe('the icons drawn without lucide-react look as lucide-react draws them', () => {
  it('covers every icon of the module', () => {
    expect(drawn.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ChevronLeftIcon', 'ChevronRightIcon', 'ArrowUpDownIcon', 'CircleAlertIcon']),
    );
  });

  it.each(drawn)('%s: the same SVG (size, strokes, shapes) and decorative by default', (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, React.ElementType>)[name]!;
    expect(Lucide).toBeDefined();
    expect(markupOf(Icon)).toBe(markupOf(Lucide));
    expect(markupOf(Icon)).toContain('aria-hidden="true"');
  });

  it.each(drawn)('%s: a named icon is not hidden, and the caller’s attributes win', (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, React.ElementType>)[name]!;
    const props = { 'aria-label': 'Next', width: 16, className: 'size-4' };
    expect(markupOf(Icon, props)).toBe(markupOf(Lucide, props));
    expect(markupOf(Icon, props)).not.toContain('aria-hidden');
  });
});
