import { t, type Locale } from '@leasekit/core';
import { Alert, AlertDescription, Button, Screen, Spinner, type BreadcrumbItem } from '@leasekit/ui';

/** Props of {@link CheckoutSignScreen}. */
export interface CheckoutSignScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** `redirecting` while the e-sign is generated and opened; `failed` with the error. */
  status: 'redirecting' | 'failed';
  /** The failure: 'Unable to generate Contract' or the server's error (02 §8). */
  error?: string | null;
  onDiscard?: () => void;
  /** Whether the discard (and any regeneration) is running. */
  discarding?: boolean;
}

/**
 * Sign (02 §2, §8): 'Redirecting for your contract signature...' while the e-sign opens; on failure the
 * error and a Discard Contract button.
 */
export function CheckoutSignScreen({
  locale,
  breadcrumbs,
  status,
  error,
  onDiscard,
  discarding = false,
}: CheckoutSignScreenProps) {
  const tr = (code: string) => t(code, undefined, locale);
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      heading={tr('checkout.sign.title')}
      footer={
        status === 'failed' ? (
          <Button variant="destructive" onClick={onDiscard} loading={discarding}>
            {tr('checkout.sign.discard')}
          </Button>
        ) : undefined
      }
    >
      <div data-slot="checkout-sign" data-state={status} className="flex flex-col items-center gap-4 py-8">
        {status === 'redirecting' ? (
          <>
            <Spinner label="" />
            <p role="status">{tr('checkout.signRedirecting')}</p>
          </>
        ) : (
          <Alert variant="error" className="w-full">
            <AlertDescription>{error ?? tr('errors.esign.failed')}</AlertDescription>
          </Alert>
        )}
      </div>
    </Screen>
  );
}
