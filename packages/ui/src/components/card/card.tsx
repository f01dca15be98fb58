import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from 'radix-ui/slot';
import { cn } from '../../lib/utils';

/**
 * The variants of {@link cardVariants} and their default (`default`); the stories derive the props
 * table's values and default from it.
 */
export const cardVariantConfig = {
  variants: {
    variant: {
      // The brand's surface: its card shadow and its surface border width (0px in a brand that
      // separates cards by shadow alone), as CollapsibleSection's and DataList's cards. Forced colours
      // drop the shadow, so there every brand's card draws a 1 px system-colour border instead.
      default:
        'border-(length:--lk-surface-border-width) bg-card text-card-foreground shadow-card forced-colors:border forced-colors:border-[CanvasText]',
      // A note beside the content rather than a surface (the sandbox's test cards): always outlined, so
      // it shows in a brand without surface borders too, and flat.
      dashed: 'border border-dashed',
    },
  },
  defaultVariants: { variant: 'default' as const },
};

/**
 * Card variants: `default` (the brand's surface: card shadow, surface border width, card colours) and
 * `dashed` (a dashed outline without shadow or fill, for a note beside the content). Default: `default`.
 */
export const cardVariants = cva('rounded-lg border-border p-4', cardVariantConfig);

/** Props of {@link Card}. */
export interface CardProps extends React.ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /**
   * Renders the child element (a `section` with its heading, an `li`, a `div` in a `dl`) as the card
   * instead of a `div`, so the box keeps the element, role and landmark the screen needs; off by default.
   * The child's own props win over the card's, its `data-slot` among them.
   */
  asChild?: boolean;
}

/**
 * A box that sets a group of content apart on a screen (a calculator, a panel, one item of a list): the
 * brand's card surface, so each brand's shadow, surface border and radius reach every such box. Padding
 * `p-4`; pass a class to change it or to lay out the content.
 */
export const Card = /* @__PURE__ */ React.forwardRef<HTMLDivElement, CardProps>(function Card(
  { className, variant, asChild = false, ...props },
  ref,
) {
  const Root = asChild ? Slot.Root : 'div';
  return <Root data-slot="card" className={cn(cardVariants({ variant }), className)} ref={ref} {...props} />;
});
