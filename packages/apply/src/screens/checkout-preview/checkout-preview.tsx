import { t, type Locale } from '@leasekit/core';
import { Button, Screen, type BreadcrumbItem } from '@leasekit/ui';

/** Props of {@link CheckoutPreviewScreen}. */
export interface CheckoutPreviewScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The contract preview address (`/apply-v2/checkout/{id}/preview?apply_token=…&client_id=…`). */
  src: string;
  onSignNow?: () => void;
  onReviewLease?: () => void;
}

/** Preview (02 §2): the contract in a frame, with Sign Now and Review Lease. */
export function CheckoutPreviewScreen({
  locale,
  breadcrumbs,
  src,
  onSignNow,
  onReviewLease,
}: CheckoutPreviewScreenProps) {
  const tr = (code: string) => t(code, undefined, locale);
  return (
    <Screen
      width="wide"
      breadcrumbs={breadcrumbs}
      heading={tr('checkout.preview.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onReviewLease}>
            {tr('checkout.preview.reviewLease')}
          </Button>
          <Button onClick={onSignNow}>{tr('checkout.preview.signNow')}</Button>
        </>
      }
    >
      <iframe
        data-slot="contract-preview"
        title={tr('checkout.preview.frame')}
        src={src}
        className="h-[65vh] w-full rounded-md border border-border bg-white"
      />
    </Screen>
  );
}
