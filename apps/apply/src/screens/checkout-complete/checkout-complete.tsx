import { t, type CompletedVariant, type Locale } from '@leasekit/core';
import { Alert, AlertDescription, Button, Screen, type BreadcrumbItem } from '@leasekit/ui';

/** Props of {@link CheckoutCompleteScreen}. */
export interface CheckoutCompleteScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  variant: CompletedVariant;
  /** Seconds left before the automatic return (redirect mode, success), else null. */
  secondsLeft?: number | null;
  onReturn?: () => void;
}

/**
 * Completed (02 §2, §4, §8): success, failure ('… your payment could not be completed successfully …')
 * or may-not-continue ('… unable to complete your application …'), each with 'Return to retailer
 * checkout'; in redirect mode a success counts down to the automatic return.
 */
export function CheckoutCompleteScreen({
  locale,
  breadcrumbs,
  variant,
  secondsLeft = null,
  onReturn,
}: CheckoutCompleteScreenProps) {
  const tr = (code: string, params?: Record<string, number>) => t(code, params, locale);
  const success = variant === 'success';
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      heading={tr(success ? 'checkout.complete.title' : 'checkout.complete.failureTitle')}
      footer={<Button onClick={onReturn}>{tr('errors.completed.returnToRetailer')}</Button>}
    >
      <div data-slot="checkout-complete" data-state={variant} className="flex flex-col gap-4">
        {success ? (
          <Alert variant="success">
            <AlertDescription>{tr('checkout.complete.success')}</AlertDescription>
          </Alert>
        ) : (
          <Alert variant="error">
            <AlertDescription>
              {tr(variant === 'failure' ? 'errors.completed.failure' : 'errors.completed.mayNotContinue')}
            </AlertDescription>
          </Alert>
        )}
        {secondsLeft != null ? (
          <p role="status" data-slot="complete-countdown">
            {tr('checkout.complete.redirecting', { seconds: secondsLeft })}
          </p>
        ) : null}
      </div>
    </Screen>
  );
}
