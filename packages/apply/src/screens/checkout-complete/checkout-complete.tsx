import { t, tPlural, type Locale } from '@leasekit/core';
import { COMPLETED_REDIRECT_SECONDS, type createCompletedCheckout } from '@leasekit/core/checkout';

// '1 second', '2 seconds': the count picks the form through the locale's plural rules.
const REDIRECTING: Parameters<typeof tPlural>[0] = {
  one: 'checkout.complete.redirecting.one',
  other: 'checkout.complete.redirecting',
};
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Button, Screen, TokenText, type BreadcrumbItem } from '@leasekit/ui';
import { ResultIcon } from '../result-message';

type CompletedVariant = NonNullable<
  ReturnType<ReturnType<typeof createCompletedCheckout>['getState']>['variant']
>;

/** Props of {@link CheckoutCompleteScreen}. */
export interface CheckoutCompleteScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  variant: CompletedVariant;
  /** Seconds left before the automatic return (redirect mode, success), else null. */
  secondsLeft?: number | null;
  /** Whether the shopper stopped the automatic return; false by default. */
  stayed?: boolean;
  /** 'Stay on this page': stops the automatic return (WCAG 2.2.1). */
  onStay?: () => void;
  onReturn?: () => void;
}

/**
 * Completed (02 §2, §4, §8): success, failure ('… your payment could not be completed successfully …')
 * or may-not-continue ('… unable to complete your application …'), each with 'Return to retailer
 * checkout'; in redirect mode a success counts down to the automatic return, with 'Stay on this page' to
 * stop it (WCAG 2.2.1). The countdown is said once in a status region, not every second.
 */
export function CheckoutCompleteScreen({
  locale,
  breadcrumbs,
  variant,
  secondsLeft = null,
  stayed = false,
  onStay,
  onReturn,
}: CheckoutCompleteScreenProps) {
  const tr = (code: string, params?: Record<string, number>) => t(code, params, locale);
  const success = variant === 'success';
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      icon={
        <ResultIcon tone={success ? 'success' : 'error'}>
          {success ? <CircleCheckIcon /> : <CircleAlertIcon />}
        </ResultIcon>
      }
      heading={tr(success ? 'checkout.complete.title' : 'checkout.complete.failureTitle')}
      footer={<Button onClick={onReturn}>{tr('errors.completed.returnToRetailer')}</Button>}
    >
      <div data-slot="checkout-complete" data-state={variant} className="flex flex-col gap-4">
        {/* The screen's news in large type under its mark, not a box: the moment the purchase is done. */}
        <p data-announce data-slot="complete-message" className="text-lg">
          <TokenText linkPhones>
            {tr(
              success
                ? 'checkout.complete.success'
                : variant === 'failure'
                  ? 'errors.completed.failure'
                  : 'errors.completed.mayNotContinue',
            )}
          </TokenText>
        </p>
        {secondsLeft != null ? (
          <div className="flex flex-wrap items-center gap-3">
            {/* Not a live region: it changes every second; the status below says it once. */}
            <p data-slot="complete-countdown">{tPlural(REDIRECTING, secondsLeft, undefined, locale)}</p>
            <Button variant="link" className="h-auto px-0" onClick={onStay}>
              {tr('checkout.complete.stay')}
            </Button>
          </div>
        ) : null}
        <p role="status" data-slot="complete-status" className={stayed ? undefined : 'sr-only'}>
          {stayed
            ? tr('checkout.complete.stayed')
            : secondsLeft != null
              ? tPlural(REDIRECTING, COMPLETED_REDIRECT_SECONDS, undefined, locale)
              : ''}
        </p>
      </div>
    </Screen>
  );
}
