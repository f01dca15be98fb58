import * as React from 'react';
import {
  createCardPayment,
  formatCheckoutText,
  formatMessage,
  formatMoney,
  getCardPermissions,
  isTestToolsVisible,
  parseAmountToCents,
  t,
  TEST_CARDS,
  type CardFormValues,
} from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { CheckoutPaymentScreen } from '../../screens/checkout-payment';
import { useSaveStatusOf } from '../../screens/checkout-shared';
import { useSession } from '../../app/use-app';
import { useCheckout } from './use-checkout';

/** A text of the gateway data (02 §3: title, button_text, ssn): a non-empty string, else null. */
function gatewayText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

/**
 * Payment route (02 §2, §5, §7–9): 'Payment Required' with the down payment (2 decimals) and Continue;
 * with a card gateway the card form, whose number and code leave it only for the token call and are
 * cleared as soon as that call starts. The gateway's `title` and `button_text` (02 §3) head the screen and
 * label the process button; the token call carries the apply token and the gateway's SSN, masked (02 §7).
 * Token then process run in sequence (createCardPayment); success
 * goes to the checkpoint process, which opens banking or the completed screen.
 */
export default function PaymentRoute() {
  const { services, locale, breadcrumbs, goTo, checkout, reload } = useCheckout();
  const env = useSession((state) => state.env);
  const sessionGateway = useSession((state) => state.gateway);
  const sessionToken = useSession((state) => state.token);
  // The checkout's own gateway once reloaded, else the one the process outcome left in the session.
  const gateway = checkout?.config ?? sessionGateway;
  const amountCents = parseAmountToCents(gateway?.amount) ?? 0;
  // The card's number, expiry and code live only in the form (02 §2): the store never keeps them.
  const [values, setValues] = React.useState<CardFormValues>(EMPTY);
  const payment = useOwnedStore(() =>
    createCardPayment({
      transport: services.api.request,
      applicationId: gateway?.data?.application_id ?? 0,
      amountCents,
      permissions: getCardPermissions(gateway?.data),
      reference: gateway?.data?.uniqueRef ?? null,
      provider: gateway?.gateway ?? 'sandbox',
      sessionToken,
      ssn: gatewayText(gateway?.data?.ssn),
      hasCardGateway: Boolean(gateway?.gateway),
    }),
  );
  const state = useStore(payment);
  const [save, saveStatus] = useSaveStatusOf(state.submitting, { locale });

  React.useEffect(() => {
    void reload();
  }, [reload]);
  React.useEffect(() => {
    payment.setOptions({
      applicationId: gateway?.data?.application_id ?? 0,
      amountCents,
      permissions: getCardPermissions(gateway?.data),
      reference: gateway?.data?.uniqueRef ?? null,
      sessionToken,
      ssn: gatewayText(gateway?.data?.ssn),
      hasCardGateway: Boolean(gateway?.gateway),
    });
  }, [amountCents, gateway, payment, sessionToken]);

  async function submit() {
    const pending = payment.submit(values);
    // The token call has its body now: the number and code are not kept a moment longer (02 §2).
    if (payment.getState().status === 'tokenizing')
      setValues((current) => ({ ...current, number: '', cvc: '' }));
    if ((await pending) === 'succeeded') goTo('process', { replace: true });
  }

  const amount = formatMoney(amountCents);
  const format = (errors: typeof state.fieldErrors) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, formatMessage(message, locale)]),
    );
  return (
    <CheckoutPaymentScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      amount={amount}
      mode={state.mode}
      onContinue={() => {
        // The process takes the payment's entry over: Back after paying never shows an amount due again.
        if (payment.start() === 'process') goTo('process', { replace: true });
      }}
      values={values}
      onValueChange={(field, value) => {
        payment.clearCardError();
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onFieldBlur={(field) => payment.touch(field, values)}
      fieldErrors={format(state.fieldErrors)}
      summaryErrors={format(state.summaryErrors)}
      // Each invalid submit focuses the summary again; a sent one clears it.
      errorKey={state.submitCount}
      error={state.error ? formatCheckoutText(state.error, locale) : null}
      submitting={state.submitting}
      title={gatewayText(gateway?.data?.title)}
      payLabel={gatewayText(gateway?.data?.button_text) ?? t('checkout.payment.pay', { amount }, locale)}
      onSubmit={() => void submit()}
      onCancel={() => {
        setValues(EMPTY);
        payment.cancel();
      }}
      save={save}
      onRetry={() => {
        // The card number is gone once sent, and charging twice must not happen: the checkpoint asks the
        // server where the checkout stands (paid goes on, unpaid comes back to this form).
        saveStatus.finish();
        goTo('process', { replace: true });
      }}
      testCards={
        isTestToolsVisible(env)
          ? TEST_CARDS.map((card) => ({ number: card.number, label: t(card.label, undefined, locale) }))
          : null
      }
    />
  );
}
