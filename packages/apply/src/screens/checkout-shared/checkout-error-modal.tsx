import { t, type Locale } from '@leasekit/core';
import { Button, Modal } from '@leasekit/ui';

/** Props of {@link CheckoutErrorModal}. */
export interface CheckoutErrorModalProps {
  locale: Locale;
  /** The modal's title: 'Lease Amount' (schedule) or 'Error' (lease fetch), 02 §8. Closed when null. */
  title: string | null;
  /** The server's message, else 'Unknown error occurred. Please try submit your application again.'. */
  message: string | null;
  /** 'Return to Retailer': cancels the checkout. */
  onReturnToRetailer: () => void;
  /** Whether the cancel call is running; off by default. */
  returning?: boolean;
}

/**
 * The schedule and lease-fetch failure modal (02 §7, §8): its title, the server message and a 'Return to
 * Retailer' button, which cancels the checkout. It cannot be dismissed otherwise: the checkout cannot go on.
 */
export function CheckoutErrorModal({
  locale,
  title,
  message,
  onReturnToRetailer,
  returning = false,
}: CheckoutErrorModalProps) {
  return (
    <Modal
      open={title !== null}
      onOpenChange={() => undefined}
      size="md"
      title={title ?? ''}
      footer={
        <Button onClick={onReturnToRetailer} loading={returning}>
          {t('errors.returnToRetailer', undefined, locale)}
        </Button>
      }
    >
      <p data-slot="checkout-error-message">{message ?? t('errors.unknownSubmit', undefined, locale)}</p>
    </Modal>
  );
}
