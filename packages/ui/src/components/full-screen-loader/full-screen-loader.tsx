import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Spinner } from '../spinner/spinner';
import { useBrandMessages } from '../../lib/brand-messages';

/** Backdrop variants: `opaque` (hides the page, the default) or `translucent` (dims it). */
export const fullScreenLoaderVariants = cva(
  'fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 text-foreground',
  {
    variants: {
      backdrop: {
        opaque: 'bg-background',
        translucent: 'bg-background/80 backdrop-blur-sm',
      },
    },
    defaultVariants: { backdrop: 'opaque' },
  },
);

/** Props of {@link FullScreenLoader}. */
export interface FullScreenLoaderProps
  extends React.ComponentProps<'div'>, VariantProps<typeof fullScreenLoaderVariants> {
  /** Whether the loader shows; true by default so it can simply be rendered while loading. */
  open?: boolean;
  /** A message under the spinner (e.g. 'Redirecting for your contract signature...'); none by default. */
  message?: React.ReactNode;
  /** The spinner's accessible name; the catalogue's 'Loading' by default. */
  label?: string;
}

/**
 * The full-screen loader shown while the application is submitted or a screen loads (03 §4): a large
 * Spinner announced as a live status, with an optional message. It covers the page and marks it busy.
 */
export const FullScreenLoader = /* @__PURE__ */ React.forwardRef<HTMLDivElement, FullScreenLoaderProps>(
  function FullScreenLoader({ open = true, message, label, backdrop, className, ...props }, ref) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    if (!open) return null;
    return (
      <div
        data-slot="full-screen-loader"
        data-state="open"
        aria-busy="true"
        className={cn(fullScreenLoaderVariants({ backdrop }), className)}
        ref={ref}
        {...props}
      >
        <Spinner
          size="lg"
          className="text-primary"
          label={label ?? t('ui.loading', undefined, locale, messages)}
        />
        {message ? (
          <p data-slot="full-screen-loader-message" className="max-w-prose px-6 text-center text-lg">
            {message}
          </p>
        ) : null}
      </div>
    );
  },
);
