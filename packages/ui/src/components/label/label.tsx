import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import * as LabelPrimitive from 'radix-ui/label';
import { cn } from '../../lib/utils';

/**
 * The label's classes: one line (`leading-none`) by default; `multiline` for a label that may wrap, as
 * beside a checkbox. A variant rather than a caller's `leading-*` class, so no class merging is needed.
 */
export const labelVariants = cva(
  [
    'flex items-center gap-2 text-sm font-medium text-foreground select-none',
    'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
  ],
  {
    variants: { multiline: { false: 'leading-none', true: 'leading-snug' } },
    defaultVariants: { multiline: false },
  },
);

/** Props of {@link Label}. */
export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> &
  VariantProps<typeof labelVariants>;

/** The label's own classes, joined once; tailwind-merge runs only when a caller adds classes. */
export const labelClassName = /* @__PURE__ */ labelVariants();
const multilineLabelClassName = /* @__PURE__ */ labelVariants({ multiline: true });

/** A form label (Radix Label); it dims when its peer or group is disabled. */
export const Label = /* @__PURE__ */ React.forwardRef<
  React.ComponentRef<typeof LabelPrimitive.Root>,
  LabelProps
>(function Label({ className, multiline, ...props }, ref) {
  const base = multiline ? multilineLabelClassName : labelClassName;
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={className ? cn(base, className) : base}
      ref={ref}
      {...props}
    />
  );
});
