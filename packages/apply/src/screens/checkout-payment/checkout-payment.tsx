import { t, type Locale, type MessageParams, type SaveStatusState } from '@leasekit/core';
import { type CardFormValues } from '@leasekit/core/checkout';
import {
  Alert,
  AlertDescription,
  Card,
  TokenText,
  Button,
  ErrorSummary,
  Field,
  Input,
  Screen,
  type BreadcrumbItem,
} from '@leasekit/ui';
import { CheckoutFooter } from '../checkout-shared';

/** Props of {@link CheckoutPaymentScreen}. */
export interface CheckoutPaymentScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The down payment, 2 decimals, as shown ('$111.04'). */
  amount: string;
  /** `notice`: 'Payment Required' with Continue; `card`: the card form (a card gateway is enabled). */
  mode: 'notice' | 'card';
  onContinue?: () => void;
  /** The card form's values; the number is cleared by the caller once sent. */
  values?: CardFormValues;
  onValueChange?: (field: keyof CardFormValues, value: string) => void;
  /** Card form field errors by field, shown inline. */
  fieldErrors?: Partial<Record<keyof CardFormValues, string>>;
  /** The error summary's lines by field (those of the last submit); `fieldErrors` by default. */
  summaryErrors?: Partial<Record<keyof CardFormValues, string>>;
  /** Called when the shopper leaves a field (blur validation). */
  onFieldBlur?: (field: keyof CardFormValues) => void;
  errorKey?: number;
  /** The card error (02 §5 rules, 02 §8), or null. */
  error?: string | null;
  /** Whether a call is in flight: the process button is disabled (02 §2). */
  submitting?: boolean;
  /** The card gateway's title (02 §3 `data.title`); 'Payment Required' by default. */
  title?: string | null;
  /** The process button's label: the gateway's `button_text`; 'Pay {amount}' by default. */
  payLabel?: string;
  onSubmit?: () => void;
  onCancel?: () => void;
  /** The footer's save status (02 §2): 'Saving. Wait for a moment...', the 30 s hint. Idle by default. */
  save?: Pick<SaveStatusState, 'saving' | 'label' | 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  /** The hint's 'click here'. */
  onRetry?: () => void;
  /** Test card numbers, shown outside production only (02 §2); none by default. */
  testCards?: readonly { number: string; label: string }[] | null;
}

const FIELDS = [
  { name: 'number', autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 },
  { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
] as const;

/**
 * Payment (02 §2, §5, §8), presentational: 'Payment Required' with the down payment and Continue; with a
 * card gateway, the card form (number, expiry, card security code) with Cancel and the process button,
 * disabled while a call runs, the card error, and the test card numbers outside production.
 */
export function CheckoutPaymentScreen(props: CheckoutPaymentScreenProps) {
  const { locale, amount, mode, values = { number: '', expiry: '', cvc: '' }, fieldErrors = {} } = props;
  const tr = (code: string, params?: MessageParams) => t(code, params, locale);
  const summaryErrors = props.summaryErrors ?? fieldErrors;
  const summary = FIELDS.flatMap((field) => {
    const message = summaryErrors[field.name];
    return message ? [{ id: `card-${field.name}`, message }] : [];
  });
  return (
    <Screen
      breadcrumbs={props.breadcrumbs}
      heading={props.title || tr('checkout.payment.title')}
      footer={
        mode === 'notice' ? (
          <CheckoutFooter locale={locale} onContinue={props.onContinue} />
        ) : (
          <CheckoutFooter
            locale={locale}
            save={
              props.save ?? {
                saving: Boolean(props.submitting),
                label: null,
                retryHintVisible: false,
                retryHint: null,
                retryAction: null,
              }
            }
            onRetry={props.onRetry}
            form="card-form"
            continueLabel={props.payLabel ?? tr('checkout.payment.pay', { amount })}
          >
            <Button variant="secondary" onClick={props.onCancel} disabled={props.submitting}>
              {tr('checkout.payment.cancel')}
            </Button>
          </CheckoutFooter>
        )
      }
    >
      <p data-slot="payment-amount" className="text-lg">
        <TokenText>{tr('checkout.payment.text', { amount })}</TokenText>
      </p>
      {mode === 'card' ? (
        <form
          id="card-form"
          noValidate
          aria-busy={props.submitting || undefined}
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!props.submitting) props.onSubmit?.();
          }}
        >
          <ErrorSummary title={tr('common.thereIsAProblem')} errors={summary} focusKey={props.errorKey} />
          {props.error ? (
            <Alert variant="error">
              <AlertDescription data-slot="card-error">{props.error}</AlertDescription>
            </Alert>
          ) : null}
          <fieldset className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0" disabled={props.submitting}>
            <legend className="mb-2 font-heading text-lg font-semibold">{tr('checkout.card.legend')}</legend>
            {FIELDS.map((field) => (
              <Field
                key={field.name}
                id={`card-${field.name}`}
                label={tr(`checkout.card.${field.name}`)}
                hint={field.name === 'cvc' ? tr('checkout.card.cvcHint') : undefined}
                error={fieldErrors[field.name]}
                required
              >
                <Input
                  className={field.name === 'number' ? 'max-w-80' : 'max-w-32'}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  maxLength={field.maxLength}
                  value={values[field.name]}
                  onChange={(event) => props.onValueChange?.(field.name, event.target.value)}
                  onBlur={() => props.onFieldBlur?.(field.name)}
                />
              </Field>
            ))}
          </fieldset>
          {props.testCards && props.testCards.length > 0 ? (
            <Card asChild variant="dashed" className="text-sm">
              <section aria-labelledby="test-cards">
                <h2 id="test-cards" className="mb-2 font-semibold">
                  {tr('checkout.testCards.title')}
                </h2>
                <ul className="grid gap-1">
                  {props.testCards.map((card) => (
                    <li key={card.number}>
                      <code>{card.number}</code> — {card.label}
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          ) : null}
        </form>
      ) : null}
    </Screen>
  );
}
