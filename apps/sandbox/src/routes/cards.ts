import { API_CONTRACT } from '@leasekit/core/contract';
import { t } from '@leasekit/core';
import { CHECKOUT_STATUS, getCardRuleError } from '@leasekit/core/checkout';
import type { ContractAnswer } from '@leasekit/core/contract';
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { lookupCard } from '../domain/cards';
import { formatUsd, toCents, toDollars } from '../domain/money';
import { convenienceFeeCents } from '../domain/pricing';
import {
  FORBIDDEN,
  nowIso,
  requireApplication,
  requireSession,
  requireStore,
  type AppEnv,
  type Deps,
} from '../http/context';
import { body, fail, HttpError, ok } from '../http/envelope';
import type { CardRecord, PaymentRecord } from '../db/repository';
import { CLOSED_STEPS, leaseComputation, needsBanking } from '../services';

/** The body of a card token call (the contract's `ContractRequest<'cardToken'>`). */
export const tokenSchema = API_CONTRACT.cardToken.request;

/** The body of a card charge (the contract's `ContractRequest<'processCard'>`). */
export const processSchema = API_CONTRACT.processCard.request;

/** The answer a charge got, rebuilt from its record so a repeat with the same key gets the same one. */
function paymentAnswer(
  c: Context<AppEnv>,
  payment: PaymentRecord,
  card: CardRecord | undefined,
  step: number | null,
) {
  if (payment.status === 'declined')
    return fail(c, 402, 'Your card was declined.', { code: 'card_declined' });
  if (payment.status === 'failed') {
    return fail(c, 502, 'The card processor returned an error. Please try again.', {
      code: 'processing_error',
    });
  }
  return ok(c, {
    payment: {
      id: payment.id,
      amount: toDollars(payment.amount_cents),
      status: 'succeeded',
      card: { brand: card?.brand ?? '', last4: card?.last4 ?? '' },
    },
    step,
  } satisfies ContractAnswer<'processCard'>);
}

function expired(expiration: string, now: Date): boolean {
  const [, month, year] = /^(\d{2})\/?(\d{2,4})$/.exec(expiration)!;
  const fullYear = year!.length === 2 ? 2000 + Number(year) : Number(year);
  return (
    fullYear < now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && Number(month) < now.getUTCMonth() + 1)
  );
}

/** Card tokenisation and charging (02 §7). Card numbers are never stored or logged: token, brand, last 4. */
export function registerCards(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  app.post('/api/v1/cards/token', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, tokenSchema);
    const card = lookupCard(input.card);
    if (!card)
      return fail(c, 422, 'The given data was invalid.', { card: ['The card number is not valid.'] });
    if (expired(input.card_expiration, deps.config.now())) {
      return fail(c, 422, 'The given data was invalid.', { card_expiration: ['The card has expired.'] });
    }
    const id = `card_${randomBytes(12).toString('hex')}`;
    const last4 = input.card.slice(-4);
    await db.saveCard({
      id,
      application_id: session.application_id,
      brand: card.brand,
      last4,
      funding: card.funding,
      country: card.country,
      outcome: card.outcome,
      created_at: nowIso(deps),
    });
    const view = { id, brand: card.brand, last4, funding: card.funding, country: card.country };
    return ok(c, {
      card: view,
      funding: card.funding,
      country: card.country,
    } satisfies ContractAnswer<'cardToken'>);
  });

  app.post('/api/v1/cards/processCard', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, processSchema);
    const application = await requireApplication(deps, session, input.application_id);
    const card = await db.getCard(input.token);
    if (!card || card.application_id !== application.id) throw new HttpError(403, FORBIDDEN);
    const key = input.idempotency_key ?? c.req.header('Idempotency-Key');
    if (key && application.checkout_id) {
      // A repeat of a charge (the app timed out and asks again) gets the first outcome, never a second charge.
      const earlier = await db.findPaymentByKey(application.checkout_id, key);
      if (earlier) {
        const checkout = await db.getCheckout(application.checkout_id);
        return paymentAnswer(c, earlier, await db.getCard(earlier.card_id), checkout?.current_step ?? null);
      }
    }
    if (!application.checkout_id || application.checkout_id !== session.checkout_id) {
      return fail(c, 409, 'There is no checkout to pay for.');
    }
    const checkout = (await db.getCheckout(application.checkout_id))!;
    const store = await requireStore(deps, checkout.store_id);
    if (CLOSED_STEPS.includes(checkout.current_step ?? 0)) return fail(c, 409, 'This checkout is closed.');
    if (checkout.payment_id) return fail(c, 409, 'The down payment was already made.');
    if (
      checkout.current_step === null ||
      checkout.current_step < CHECKOUT_STATUS.ESIGNATURE_COMPLETED ||
      checkout.current_step === CHECKOUT_STATUS.LEASE_ESIGNATURE
    ) {
      return fail(c, 409, 'The contract must be signed before the down payment.');
    }
    const computation = leaseComputation(deps, checkout, application, store)!;
    const due = toCents(computation.actualDownPayment);
    const feeCents = convenienceFeeCents(store, card);
    // Both amounts are whole cents (the schema), and each must be the one the sandbox computed.
    const wrong: Record<string, string[]> = {};
    if (toCents(input.amount) !== due)
      wrong.amount = [`The amount must be the down payment of ${formatUsd(due)}.`];
    if (toCents(input.convenienceFee) !== feeCents)
      wrong.convenienceFee = [`The convenience fee must be ${formatUsd(feeCents)}.`];
    if (Object.keys(wrong).length) return fail(c, 422, 'The given data was invalid.', wrong);
    const rules = store.card_permissions;
    // Core's card rules (02 §5), the same the payment screen applies before it sends the card.
    const rule = getCardRuleError(card, {
      prepaid: rules.allow_prepaid,
      credit: rules.allow_credit,
      debit: rules.allow_debit,
      foreign: rules.allow_foreign,
    });
    const ruleError = rule ? t(rule.code, rule.params) : null;
    if (ruleError) return fail(c, 422, 'The given data was invalid.', { card: [ruleError] });

    const paymentId = `pay_${randomBytes(12).toString('hex')}`;
    // The charge is what is due, from the server's own figures: never an amount the client named.
    const amountCents = due + feeCents;
    checkout.current_step = CHECKOUT_STATUS.DOWN_PAYMENT_PROCESSING;
    if (card.outcome !== 'approve') {
      checkout.current_step = CHECKOUT_STATUS.DOWN_PAYMENT_FAILED;
      checkout.payment_failures += 1;
      checkout.updated_at = nowIso(deps);
      await db.saveCheckout(checkout);
      const failed: PaymentRecord = {
        id: paymentId,
        application_id: application.id,
        checkout_id: checkout.id,
        card_id: card.id,
        amount_cents: amountCents,
        status: card.outcome === 'decline' ? 'declined' : 'failed',
        ...(key ? { idempotency_key: key } : {}),
        created_at: nowIso(deps),
      };
      await db.savePayment(failed);
      return paymentAnswer(c, failed, card, checkout.current_step);
    }
    const payment: PaymentRecord = {
      id: paymentId,
      application_id: application.id,
      checkout_id: checkout.id,
      card_id: card.id,
      amount_cents: amountCents,
      status: 'succeeded',
      ...(key ? { idempotency_key: key } : {}),
      created_at: nowIso(deps),
    };
    await db.savePayment(payment);
    checkout.payment_id = paymentId;
    checkout.paid_cents = amountCents;
    checkout.current_step = needsBanking(store, application)
      ? CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED
      : CHECKOUT_STATUS.CHECKOUT_COMPLETED;
    checkout.updated_at = nowIso(deps);
    await db.saveCheckout(checkout);
    return paymentAnswer(c, payment, card, checkout.current_step);
  });

  // The outcome of a charge made with this key (the app asks after a timeout before offering Pay again).
  app.get('/api/v1/cards/processCard/:key', async (c) => {
    const session = await requireSession(c, deps);
    const checkoutId = session.checkout_id;
    const payment = checkoutId ? await db.findPaymentByKey(checkoutId, c.req.param('key')) : undefined;
    if (!payment || !checkoutId) return fail(c, 404, 'No payment was made with this key.');
    const checkout = await db.getCheckout(checkoutId);
    return paymentAnswer(c, payment, await db.getCard(payment.card_id), checkout?.current_step ?? null);
  });
}
