import { t, type ApiResult, type Locale, type SaveStatusState } from '@leasekit/core';
import { type SchemaForm as SchemaFormEngine } from '@leasekit/core/form';
import {
  Alert,
  AlertDescription,
  SchemaForm,
  Screen,
  Spinner,
  type BreadcrumbItem,
  type WidgetRegistry,
} from '@leasekit/ui';
import { CheckoutFooter } from '../checkout-shared';

/** The id of the banking form, which the footer's Continue submits. */
export const BANKING_FORM_ID = 'checkout-banking-form';

/** Props of {@link CheckoutBankingScreen}. */
export interface CheckoutBankingScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The schema form engine of the checkout banking form (GET /apply-v2/checkout/{id}/banking?_form=true). */
  form: SchemaFormEngine;
  /** Whether the schema is still loading. */
  loading?: boolean;
  /** Called after the banking details are saved. */
  onSuccess?: (result: ApiResult) => void;
  /** The footer's save status (02 §2): 'Saving. Wait for a moment...', the 30 s hint. Idle by default. */
  save?: Pick<SaveStatusState, 'saving' | 'label' | 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  /** The hint's 'click here'. */
  onRetry?: () => void;
  /** The widgets by field type (the app's routing widget); the built-in ones by default. */
  widgets?: WidgetRegistry;
  /** The failed bank name lookup's text (red alert), or null. */
  routingError?: string | null;
}

/**
 * Banking Details (02 §2): the server's schema form with the checkout footer's Continue, which reads
 * 'Saving. Wait for a moment...' while saving and shows the 30 s 'click here' hint.
 */
export function CheckoutBankingScreen({
  locale,
  breadcrumbs,
  form,
  loading,
  onSuccess,
  save,
  onRetry,
  widgets,
  routingError,
}: CheckoutBankingScreenProps) {
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t('checkout.banking.title', undefined, locale)}>
      {loading ? (
        <Spinner label={t('ui.loading', undefined, locale)} />
      ) : (
        <>
          {routingError ? (
            <Alert variant="error">
              <AlertDescription>{routingError}</AlertDescription>
            </Alert>
          ) : null}
          <SchemaForm
            id={BANKING_FORM_ID}
            {...(widgets ? { widgets } : {})}
            form={form}
            showTitle={false}
            footer={<CheckoutFooter locale={locale} save={save} onRetry={onRetry} form={BANKING_FORM_ID} />}
            onSuccess={onSuccess}
          />
        </>
      )}
    </Screen>
  );
}
