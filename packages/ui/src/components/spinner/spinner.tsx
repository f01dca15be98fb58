import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from '../../lib/icons';
import { cn } from '../../lib/utils';

/** Spinner sizes: `sm` (16 px), `default` (20 px) and `lg` (32 px). */
export const spinnerVariants = cva('shrink-0 animate-spin motion-reduce:animate-none', {
  variants: {
    size: {
      sm: 'size-4',
      default: 'size-5',
      lg: 'size-8',
    },
  },
  defaultVariants: { size: 'default' },
});

/** Props of {@link Spinner}. */
export interface SpinnerProps extends React.ComponentProps<'svg'>, VariantProps<typeof spinnerVariants> {
  /** Accessible name announced by screen readers; defaults to 'Loading'. Pass `''` when decorative. */
  label?: string;
}

/**
 * A spinning progress indicator. It is a live `status` with the name 'Loading' by default; with an
 * empty `label` it is hidden from assistive technology (use that inside a control that already says
 * it is busy, as Button does).
 */
export const Spinner = /* @__PURE__ */ React.forwardRef<SVGSVGElement, SpinnerProps>(function Spinner(
  { className, size, label = 'Loading', ...props },
  ref,
) {
  const decorative = label === '';
  return (
    <LoaderCircleIcon
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={cn(spinnerVariants({ size }), className)}
      ref={ref}
      {...props}
    />
  );
});
