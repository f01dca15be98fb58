import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from 'radix-ui/slot';
import { cn } from '../../lib/utils';
import { Spinner } from '../spinner/spinner';

/**
 * The variants of {@link buttonVariants} and their defaults (`default`/`default`); the stories derive the
 * props table's values and defaults from it.
 */
export const buttonVariantConfig = {
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
  defaultVariants: { variant: 'default' as const, size: 'default' as const },
};

/**
 * Button variants: `default` (primary action), `secondary`, `outline`, `ghost`, `destructive` and
 * `link`; sizes `default` (the theme's control height), `sm`, `lg` and `icon`. Defaults: `default`/`default`.
 */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'outline-none focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
    // A disabled asChild button whose child has no native `disabled` (e.g. a link) looks the same.
    'data-disabled:pointer-events-none data-disabled:opacity-50',
    // Forced colours drop the fill: every button keeps a border to show its extent.
    'forced-colors:border forced-colors:border-[ButtonText]',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  buttonVariantConfig,
);

/** Props of {@link Button}. */
export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Renders the child element (e.g. a link) with the button's styles instead of a `<button>`; off by
   * default. Every prop still reaches the child (handlers composed with the child's own); `disabled` and
   * `loading` set `aria-disabled` (and `disabled`, `data-disabled`) on it and swallow its clicks.
   */
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
export const Button = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, loading = false, disabled, type, onClick, children, ...props },
  ref,
) {
  // Class merging only for a caller's classes: the variants never conflict among themselves, and a
  // page whose buttons take none never builds tailwind-merge's class map (several ms at first use).
  const base = buttonVariants({ variant, size });
  const classes = className ? cn(base, className) : base;
  if (asChild) {
    // Every prop reaches the child, as it does on a <button>: a wrapping Radix trigger
    // (`<Dialog.Trigger asChild><Button asChild>`) hands its handlers and state down through these props.
    // A child without a native `disabled` (a link) shows it as aria-disabled + data-disabled and is kept
    // from activating here, since the browser would not do it; a native <button> child also gets
    // `disabled` itself.
    const inert = Boolean(disabled) || loading;
    const nativeButton = React.isValidElement(children) && children.type === 'button';
    const { onClickCapture } = props;
    // Slot's own props type knows only global attributes; these reach a native <button> child.
    const buttonAttributes = { type, disabled: nativeButton ? disabled : undefined };
    return (
      <Slot.Root
        data-slot="button"
        data-variant={variant ?? 'default'}
        data-state={loading ? 'loading' : undefined}
        data-disabled={disabled ? '' : undefined}
        {...buttonAttributes}
        aria-busy={loading || undefined}
        aria-disabled={inert || undefined}
        className={classes}
        onClick={onClick}
        ref={ref}
        {...props}
        onClickCapture={(event: React.MouseEvent<HTMLButtonElement>) => {
          // Capture runs before every click handler, the child's own included: an inert button's click
          // goes nowhere, as a disabled <button>'s would, and a link does not navigate.
          if (inert) {
            event.preventDefault();
            event.stopPropagation();
            return;
          }
          onClickCapture?.(event);
        }}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      // The action bar's phone pattern finds the primary action by its variant.
      data-variant={variant ?? 'default'}
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
      ref={ref}
      {...props}
    >
      {loading ? <Spinner data-slot="button-spinner" size="sm" label="" /> : null}
      {children}
    </button>
  );
});
