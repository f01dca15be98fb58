import {
  t,
  type ApiResult,
  type ApiTransport,
  type Locale,
  type SchemaForm as SchemaFormEngine,
} from '@leasekit/core';
import { SchemaForm, Screen, Spinner, type BreadcrumbItem } from '@leasekit/ui';

/** Props of {@link CheckoutBankingScreen}. */
export interface CheckoutBankingScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The schema form engine of the checkout banking form (GET /apply-v2/checkout/{id}/banking?_form=true). */
  form: SchemaFormEngine;
  /** Whether the schema is still loading. */
  loading?: boolean;
  transport?: ApiTransport;
  /** Called after the banking details are saved. */
  onSuccess?: (result: ApiResult) => void;
}

/** Banking Details (02 §2): the server's schema form with its Continue button. */
export function CheckoutBankingScreen({
  locale,
  breadcrumbs,
  form,
  loading,
  transport,
  onSuccess,
}: CheckoutBankingScreenProps) {
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t('checkout.banking.title', undefined, locale)}>
      {loading ? (
        <Spinner label={t('ui.loading', undefined, locale)} />
      ) : (
        <SchemaForm
          form={form}
          showTitle={false}
          onSuccess={onSuccess}
          {...(transport ? { transport } : {})}
        />
      )}
    </Screen>
  );
}
