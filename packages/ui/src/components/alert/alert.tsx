import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from '../../lib/icons';
import { cn } from '../../lib/utils';

/** Alert variants: `info` (the default), `success`, `warning` and `error`. */
export const alertVariants = cva(
  [
    'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-md border border-l-4 bg-card px-4 py-3 text-sm text-card-foreground',
    '[&>svg]:size-5 [&>svg]:translate-y-0.5',
  ],
  {
    variants: {
      variant: {
        info: 'border-info [&>svg]:text-info',
        success: 'border-success [&>svg]:text-success',
        warning: 'border-warning [&>svg]:text-warning',
        error: 'border-destructive [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  error: CircleAlertIcon,
} as const;

/** Props of {@link Alert}. */
export interface AlertProps extends React.ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/**
 * An inline message box with an icon per variant. An `error` alert is announced at once
 * (`role="alert"`); the others politely (`role="status"`). Compose with AlertTitle and AlertDescription.
 */
export const Alert = /* @__PURE__ */ React.forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { className, variant, children, ...props },
  ref,
) {
  const kind = variant ?? 'info';
  const Icon = icons[kind];
  return (
    <div
      data-slot="alert"
      data-variant={kind}
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: kind }), className)}
      ref={ref}
      {...props}
    >
      <Icon aria-hidden="true" data-slot="alert-icon" />
      {children}
    </div>
  );
});

/** The alert's bold first line. */
export const AlertTitle = /* @__PURE__ */ React.forwardRef<HTMLDivElement, React.ComponentProps<'div'>>(
  function AlertTitle({ className, ...props }, ref) {
    return (
      <div
        data-slot="alert-title"
        className={cn('col-start-2 font-semibold', className)}
        ref={ref}
        {...props}
      />
    );
  },
);

/** The alert's body text. */
export const AlertDescription = /* @__PURE__ */ React.forwardRef<HTMLDivElement, React.ComponentProps<'div'>>(
  function AlertDescription({ className, ...props }, ref) {
    return (
      <div
        data-slot="alert-description"
        className={cn('col-start-2 text-card-foreground [&_p]:leading-relaxed', className)}
        ref={ref}
        {...props}
      />
    );
  },
);
