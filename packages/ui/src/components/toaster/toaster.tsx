import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@leasekit/core';

/** Props of {@link Toaster}. */
export type ToasterProps = React.ComponentProps<typeof Sonner>;

/**
 * The notification outlet (sonner), mounted once per app. Toasts show at the top right for 5000 ms
 * (02 §8) in the theme's popover colours; pass sonner props to change that. Raise toasts with `toast`.
 */
export function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      data-slot="toaster"
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      style={
        {
          '--normal-bg': 'var(--lk-popover)',
          '--normal-text': 'var(--lk-popover-foreground)',
          '--normal-border': 'var(--lk-border)',
          '--border-radius': 'var(--lk-radius)',
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          // Sonner's own 13 px is off the type scale: the toast reads at the scale's small size (14 px).
          toast: 'font-sans text-sm! shadow-overlay!',
          description: 'text-sm!',
          // WCAG 2.5.8: at least 24 × 24 px (sonner's own is 20 px), still 24 px on the toasts stacked
          // behind, which sonner scales down to 90 %.
          closeButton: 'size-7! [&>svg]:size-3.5!',
          error: 'border-l-4! border-l-destructive!',
          success: 'border-l-4! border-l-success!',
          warning: 'border-l-4! border-l-warning!',
          info: 'border-l-4! border-l-info!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
