import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/utils';
import { Spinner } from '../spinner/spinner';

/**
 * Button variants: `default` (primary action), `secondary`, `outline`, `ghost`, `destructive` and
 * `link`; sizes `default` (the theme's control height), `sm`, `lg` and `icon`. Defaults: `default`/`default`.
 */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'outline-none focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
    // Forced colours drop the fill: every button keeps a border to show its extent.
    'forced-colors:border forced-colors:border-[ButtonText]',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline underline-offset-4 hover:decoration-2',
      },
      size: {
        default: 'h-control px-4 py-2 text-base',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-lg',
        icon: 'size-control',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Props of {@link Button}. */
export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child element (e.g. a link) with the button's styles instead of a `<button>`; off by default. */
  asChild?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and ignores clicks while true (the button stays focusable so the
   * user does not lose their place); off by default.
   */
  loading?: boolean;
}

/**
 * The action button. `type` defaults to `button` so a button inside a form never submits by accident;
 * pass `type="submit"` for the form's Continue.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  // Class merging only for a caller's classes: the variants never conflict among themselves, and a
  // page whose buttons take none never builds tailwind-merge's class map (several ms at first use).
  const base = buttonVariants({ variant, size });
  const classes = className ? cn(base, className) : base;
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-state={loading ? 'loading' : undefined}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        // A busy button must not fire its action twice (e.g. a double-clicked Continue).
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner data-slot="button-spinner" size="sm" label="" /> : null}
      {children}
    </button>
  );
}
