import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { t, type MessageCode } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Button } from '../button/button';
import { useBrandMessages } from '../../lib/brand-messages';

/**
 * The error pages of the product: 403 and 404 (01 §2), the named not-found pages and the unknown-error
 * page (03 §2, §8).
 */
export type ErrorPageKind =
  | 'forbidden'
  | 'not-found'
  | 'store-not-found'
  | 'retailer-not-found'
  | 'application-not-found'
  | 'checkout-not-found'
  | 'unknown';

interface ErrorPageTexts {
  code?: MessageCode;
  heading: MessageCode;
  text?: MessageCode;
}

/** Catalogue codes of each page's status code, heading and text. */
export const errorPageTexts: Record<ErrorPageKind, ErrorPageTexts> = {
  forbidden: {
    code: 'errors.forbidden.code',
    heading: 'errors.forbidden.heading',
    text: 'errors.forbidden.text',
  },
  'not-found': {
    code: 'errors.notFound.code',
    heading: 'errors.notFound.heading',
    text: 'errors.notFound.text',
  },
  'store-not-found': { heading: 'errors.storeNotFound.heading', text: 'errors.storeNotFound.text' },
  'retailer-not-found': { heading: 'errors.retailerNotFound.heading', text: 'errors.retailerNotFound.text' },
  'application-not-found': {
    heading: 'errors.applicationNotFound.heading',
    text: 'errors.applicationNotFound.text',
  },
  'checkout-not-found': { heading: 'errors.checkoutNotFound.heading', text: 'errors.checkoutNotFound.text' },
  unknown: { heading: 'errors.unknown.heading', text: 'errors.unknown.text' },
};

/** Layout variants: `page` (centred in the viewport, the default) or `inline` (inside a screen). */
export const errorPageVariants = cva('flex flex-col items-center justify-center gap-4 px-6 text-center', {
  variants: {
    layout: {
      page: 'min-h-[60vh] py-16',
      inline: 'py-8',
    },
  },
  defaultVariants: { layout: 'page' },
});

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps
  extends Omit<React.ComponentProps<'section'>, 'title'>, VariantProps<typeof errorPageVariants> {
  /** Which page to show; 'not-found' (404) by default. */
  kind?: ErrorPageKind;
  /** Replaces the catalogue heading. */
  heading?: React.ReactNode;
  /** Replaces the catalogue text below the heading. */
  description?: React.ReactNode;
  /**
   * Called by the Retry button. The button shows only when this is given; the unknown-error page's
   * Retry goes to the checkpoint redirect (03 §2), which the app wires here.
   */
  onRetry?: () => void;
  /** The Retry button's label; the catalogue's 'Retry' by default. */
  retryLabel?: React.ReactNode;
}

/**
 * A full error page: the status code (403, 404) when the page has one, the heading and text from the
 * message catalogue, an optional Retry action and any extra actions passed as children. The heading is
 * a level-1 heading because an error page replaces the whole screen.
 */
export const ErrorPage = /* @__PURE__ */ React.forwardRef<HTMLElement, ErrorPageProps>(function ErrorPage(
  { kind = 'not-found', layout, heading, description, onRetry, retryLabel, className, children, ...props },
  ref,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  const headingId = React.useId();
  const texts = errorPageTexts[kind];
  const text = description ?? (texts.text ? t(texts.text, undefined, locale, messages) : null);
  return (
    <section
      data-slot="error-page"
      data-state={kind}
      aria-labelledby={headingId}
      className={cn(errorPageVariants({ layout }), className)}
      ref={ref}
      {...props}
    >
      {texts.code ? (
        <p data-slot="error-page-code" className="text-6xl font-bold text-muted-foreground">
          {t(texts.code, undefined, locale, messages)}
        </p>
      ) : null}
      <h1
        id={headingId}
        data-slot="error-page-heading"
        tabIndex={-1}
        className="font-heading text-3xl font-semibold text-foreground outline-none"
      >
        {heading ?? t(texts.heading, undefined, locale, messages)}
      </h1>
      {text ? (
        <p data-slot="error-page-description" className="max-w-prose text-muted-foreground">
          {text}
        </p>
      ) : null}
      {onRetry || children ? (
        <div data-slot="error-page-actions" className="flex flex-wrap items-center justify-center gap-3">
          {onRetry ? (
            <Button data-slot="error-page-retry" onClick={onRetry}>
              {retryLabel ?? t('errors.unknown.retry', undefined, locale, messages)}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </section>
  );
});
