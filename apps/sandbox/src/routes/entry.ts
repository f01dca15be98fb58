import { API_CONTRACT } from '@leasekit/core/contract';
import { CHECKOUT_STATUS } from '@leasekit/core/checkout';
import type {
  ContractAnswer,
  RetailStoreRecord,
  RetailStoresResponse,
  RetrievalRecord,
} from '@leasekit/core/contract';
import type { Hono } from 'hono';
import { z } from 'zod';
import { isDev } from '../config';
import { isAllowedReturnUrl, randomToken, sha256 } from '../domain/security';
import type { ApplicationDoc, CheckoutDoc, SessionRow, Store } from '../domain/types';
import {
  baseUrl,
  FORBIDDEN,
  nowIso,
  requireSession,
  sessionOfToken,
  type AppEnv,
  type Deps,
} from '../http/context';
import { body, fail, HttpError, ok, query, requestLocale } from '../http/envelope';
import { safeText } from '../http/fields';
import { applicationView, checkoutView, retrievalFlags, setPendingApplication } from '../services';

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

/**
 * How long an entry URL's ticket may wait for its exchange: the app exchanges it as soon as the page
 * loads, so a few minutes are plenty (10).
 */
export const ENTRY_TICKET_TTL_MS = 10 * 60 * 1000;

/** Cart bounds: at most $100,000 a line, 100 of an item, 200 lines, 20 parts to a line. */
export const CART_LIMITS = { maxUnitPrice: 100_000, maxQuantity: 100, maxItems: 200, maxParts: 20 };

const money = z
  .number({ error: 'The unit price must be a number.' })
  .min(0, 'The unit price must be at least 0.')
  .max(CART_LIMITS.maxUnitPrice, `The unit price may not be greater than ${CART_LIMITS.maxUnitPrice}.`)
  // Whole cents: a float like 19.99 is 1998.9999… cents, so compare after rounding.
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'The unit price must be in whole cents.',
  );

const quantity = z
  .number({ error: 'The quantity must be a number.' })
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(CART_LIMITS.maxQuantity, `The quantity may not be greater than ${CART_LIMITS.maxQuantity}.`);

/** A required line of text a retailer sends (sku, description). */
const cartText = (name: string, max: number) => safeText(name, max).min(1, `The ${name} field is required.`);

/**
 * A return URL of the retailer: a valid URL (zod's `url()` alone allows any scheme) that is `https:`, or
 * `http:` on localhost for development (the app navigates to it on the lender's origin).
 */
const returnUrl = (name: 'thankyou' | 'failure') =>
  // The URL parser drops leading controls and strips tabs and newlines, so it would pass what the
  // checkout then stores and hands back: the text is checked as typed first.
  safeText(`return url ${name}`, 2048).refine(
    isAllowedReturnUrl,
    `The return url ${name} must be an https URL.`,
  );

/** The body of `POST /api/v2/checkout` (04: the retailer's back end creates a checkout). */
export const createCheckoutSchema = z.object({
  store_id: z.coerce
    .number({ error: 'The store id field is required.' })
    .int('The store id must be an integer.'),
  cart_id: z
    .union([safeText('cart id', 255), z.number()], { error: 'The cart id field is required.' })
    .transform(String),
  cart: z.object(
    {
      items: z
        .array(
          z.object({
            sku: cartText('sku', 64),
            quantity,
            unit_price: money,
            description: cartText('description', 200),
            required_parts: z
              .array(
                z.object({
                  sku: cartText('sku', 64),
                  quantity,
                  description: safeText('description', 200),
                  unit_price: money,
                }),
              )
              .max(CART_LIMITS.maxParts, `A line may have at most ${CART_LIMITS.maxParts} required parts.`)
              .optional(),
          }),
          { error: 'The cart items field is required.' },
        )
        .min(1, 'The cart must have at least one item.')
        .max(CART_LIMITS.maxItems, `The cart may have at most ${CART_LIMITS.maxItems} items.`),
    },
    { error: 'The cart field is required.' },
  ),
  cart_type_id: z.number().int().nullable().optional(),
  return_url_thankyou: returnUrl('thankyou'),
  return_url_failure: returnUrl('failure'),
  test: z.boolean().optional(),
});

/** The query of a page of retail stores (the contract's `ContractRequest<'retailStores'>`). */
export const listQuery = API_CONTRACT.retailStores.request;

/** The query of an apply entry URL; the other parameters are carried over to the app untouched. */
export const initiateQuery = z
  .object({
    iframe: z
      .enum(['true', 'false'], { error: 'The iframe value must be true or false.' })
      .optional()
      .default('false'),
    checkout: safeText('checkout', 200).optional(),
    client_id: safeText('client id', 100).optional(),
    utm_source: safeText('utm source', 100).optional(),
    utm_medium: safeText('utm medium', 100).optional(),
    utm_campaign: safeText('utm campaign', 100).optional(),
  })
  .passthrough();

/**
 * What the verification form needs about an application reached by retrieval (03 §3 Verification):
 * nothing that tells whose it is before the PIN. `uuid` is `reference`, what the session's PIN calls
 * name the application by (`SessionRow.pending_reference`), not the application's uuid; no digit of
 * the phone is sent.
 */
export async function retrievalView(
  deps: Deps,
  application: ApplicationDoc,
  checkoutId: number | null,
  reference: string,
): Promise<RetrievalRecord> {
  const flags = await retrievalFlags(deps, application);
  return {
    uuid: reference,
    // The opaque id the host's CHECKOUT_APP_COMPLETE carries for a contract in progress (04).
    application_id: application.id,
    state: flags.contractInProgress ? 'Y' : 'N',
    contractInProgress: flags.contractInProgress,
    rated22App: flags.rated22App,
    mayNotSwitch: flags.mayNotSwitch,
    checkoutId,
    checkoutAppResumedAsNoneCheckout: Boolean(application.checkout_id && !checkoutId),
    failedToDiscardContract: false,
    redirect: null,
    retrieval: true,
    verify: !flags.contractInProgress && !flags.rated22App && !flags.mayNotSwitch,
    has_email: Boolean(application.applicant.email),
  };
}

/** A store as the store-selection screen and lookups show it. */
export function publicStore(store: Store): RetailStoreRecord {
  return store;
}

/** Retailer API, apply entry, store lookups, checkpoint exchange and keep-alive. */
export function registerEntry(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  async function retailerOf(authorization: string | undefined) {
    const key = bearer(authorization);
    const retailer = key ? await db.getRetailerByApiKeyHash(sha256(key)) : undefined;
    if (!retailer) throw new HttpError(401, 'Invalid API key.');
    return retailer;
  }

  app.post('/api/v2/checkout', async (c) => {
    const retailer = await retailerOf(c.req.header('authorization'));
    const input = await body(c, createCheckoutSchema);
    const store = await db.getStore(input.store_id);
    if (!store || store.retailer_id !== retailer.id) {
      return fail(c, 422, 'The given data was invalid.', { store_id: ['The selected store id is invalid.'] });
    }
    const entryKey = randomToken();
    const stamp = nowIso(deps);
    const checkout = await db.createCheckout(entryKey, {
      retailer_id: retailer.id,
      store_id: store.id,
      application_id: null,
      cart_id: input.cart_id,
      cart_type_id: input.cart_type_id ?? null,
      cart: { items: input.cart.items },
      contract_items: null,
      return_url_thankyou: input.return_url_thankyou,
      return_url_failure: input.return_url_failure,
      test: input.test ?? true,
      current_step: null,
      lease: null,
      delivery: null,
      signed_at: null,
      paid_cents: 0,
      payment_id: null,
      payment_failures: 0,
      cancelled: null,
      created_at: stamp,
      updated_at: stamp,
    } satisfies Omit<CheckoutDoc, 'id'>);
    const url = `${baseUrl(c, deps)}/apply-v2/${retailer.slug}/${store.slug}/initiate?checkout=${entryKey}&iframe=true`;
    return ok(c, { checkout_id: checkout.id, url });
  });

  app.get('/api/v1/applications/:id', async (c) => {
    const retailer = await retailerOf(c.req.header('authorization'));
    const id = Number(c.req.param('id'));
    const application = Number.isInteger(id) ? await db.getApplication(id) : undefined;
    const store = application ? await db.getStore(application.store_id) : undefined;
    if (!application || store?.retailer_id !== retailer.id) return fail(c, 404, 'Application not found.');
    const checkout = application.checkout_id ? await db.getCheckout(application.checkout_id) : undefined;
    const result = application.override_result ?? application.application_result;
    return ok(c, {
      id: application.id,
      uuid: application.uuid,
      store_id: application.store_id,
      checkout_id: application.checkout_id,
      status: result
        ? result.code === 'A'
          ? 'approved'
          : 'denied'
        : application.submitted
          ? 'submitted'
          : 'in_progress',
      result_code: result?.code ?? null,
      offerAmounts: result?.offerAmounts ?? null,
      verified: application.verified,
      checkout_status: checkout?.current_step ?? null,
      created_at: application.created_at,
      updated_at: application.updated_at,
    });
  });

  app.get('/apply-v2/retailer/:retailer', async (c) => {
    const retailer = await db.getRetailerBySlug(c.req.param('retailer'));
    if (!retailer) return fail(c, 404, 'Retailer not found.');
    return ok(c, retailer satisfies ContractAnswer<'retailer'>);
  });

  app.get('/apply-v2/retailer/:retailer/stores', async (c) => {
    const retailer = await db.getRetailerBySlug(c.req.param('retailer'));
    if (!retailer) return fail(c, 404, 'Retailer not found.');
    const { q, page, limit } = query(c, listQuery);
    const { items, total } = await db.listStores(retailer.id, q, page, limit);
    const lastPage = Math.max(1, Math.ceil(total / limit));
    const paged = {
      data: items.map(publicStore),
      meta: {
        filters: { q },
        current_page: page,
        last_page: lastPage,
        per_page: limit,
        total,
        from: total ? (page - 1) * limit + 1 : 0,
        to: Math.min(total, page * limit),
      },
    } satisfies RetailStoresResponse;
    return c.json({ status: true, code: 200, data: paged.data, meta: paged.meta, error: null });
  });

  app.get('/apply-v2/retailer/:retailer/store/:store', async (c) => {
    const retailer = await db.getRetailerBySlug(c.req.param('retailer'));
    if (!retailer) return fail(c, 404, 'Retailer not found.');
    const store = await db.getStoreBySlug(retailer.id, c.req.param('store'));
    if (!store) return fail(c, 404, 'Store not found.');
    return ok(c, { store: publicStore(store), retailer } satisfies ContractAnswer<'retailStore'>);
  });

  app.get('/apply-v2/:retailer/:store/initiate', async (c) => {
    const retailer = await db.getRetailerBySlug(c.req.param('retailer'));
    if (!retailer) return c.redirect('/#/retailer-not-found', 302);
    const store = await db.getStoreBySlug(retailer.id, c.req.param('store'));
    if (!store) return c.redirect('/#/store-not-found', 302);
    const input = query(c, initiateQuery);
    let checkout: CheckoutDoc | undefined;
    if (input.checkout) {
      checkout = await db.getCheckoutByEntryKey(input.checkout);
      if (!checkout || checkout.store_id !== store.id) return c.redirect('/#/checkout-not-found', 302);
      if (checkout.current_step === null) {
        checkout.current_step = CHECKOUT_STATUS.STARTED;
        checkout.updated_at = nowIso(deps);
        await db.saveCheckout(checkout);
      }
    }
    const utm = Object.fromEntries(
      (['utm_source', 'utm_medium', 'utm_campaign'] as const)
        .filter((key) => input[key])
        .map((key) => [key, input[key]!]),
    );
    // The URL carries only a one-time entry ticket: the session's own token is minted when the app
    // exchanges the ticket, and is never in a URL. Until then the session's hash is that of a token
    // nobody holds (docs/behaviour.md 03 §6 "Session tokens").
    const now = deps.config.now().getTime();
    const fields: Omit<SessionRow, 'id'> = {
      store_id: store.id,
      checkout_id: checkout?.id ?? null,
      application_id: null,
      pending_application_id: null,
      iframe: input.iframe === 'true',
      client_id: input.client_id ?? null,
      utm,
      expires_at: now + deps.config.sessionTtlMs,
    };
    // Resuming a checkout that already has an application asks for its PIN again (03 §2 Checkpoint).
    setPendingApplication(fields, checkout?.application_id ?? null);
    const session = await db.createSession(sha256(randomToken()), fields);
    const ticket = randomToken();
    await db.createEntryTicket(sha256(ticket), session.id, now + ENTRY_TICKET_TTL_MS);
    // The query string is carried over, except the one-time checkout key.
    const carried = new URLSearchParams(c.req.url.split('?')[1] ?? '');
    carried.delete('checkout');
    carried.delete('iframe');
    carried.set('store', String(store.id));
    return c.redirect(`/?${carried.toString()}#/checkpoint/${ticket}/${input.iframe}`, 302);
  });

  /**
   * Uses up an entry ticket and gives its session a fresh token, which only this answer carries: a
   * planted ticket is worthless once the shopper's app has exchanged it, and the session is never one
   * whose token someone else knows. A used, expired or unknown ticket (or a session token) gets a 403.
   */
  async function exchangeTicket(ticket: string): Promise<{ session: SessionRow; token: string }> {
    const now = deps.config.now().getTime();
    const id = ticket.length >= 20 ? await db.redeemEntryTicket(sha256(ticket), now) : undefined;
    const session = id === undefined ? undefined : await db.getSession(id);
    if (!session || session.expires_at <= now) throw new HttpError(403, FORBIDDEN);
    const token = randomToken();
    await db.rotateSessionToken(session.id, null, sha256(token));
    session.expires_at = now + deps.config.sessionTtlMs;
    await db.touchSession(session.id, session.expires_at);
    return { session, token };
  }

  // With X-APPLY-TICKET: an entry URL's ticket, exchanged once for the session's token. Without it: the
  // app's own session token (X-APPLY-TOKEN), restored after a reload, answered as it is.
  app.get('/apply-v2/checkpoint/exchange', async (c) => {
    const ticket = c.req.header('x-apply-ticket');
    const { session, token } =
      ticket === undefined
        ? { session: await requireSession(c, deps), token: c.req.header('x-apply-token') }
        : await exchangeTicket(ticket);
    const store = (await db.getStore(session.store_id))!;
    const retailer = await db.getRetailer(store.retailer_id);
    const application = session.application_id ? await db.getApplication(session.application_id) : undefined;
    const checkout = session.checkout_id ? await db.getCheckout(session.checkout_id) : undefined;
    const view = checkout ? await checkoutView(c, deps, checkout, session) : null;
    const pending = session.pending_application_id
      ? await db.getApplication(session.pending_application_id)
      : undefined;
    return ok(c, {
      token,
      uuid: application?.uuid ?? null,
      store,
      retailer,
      application: applicationView(application, requestLocale(c)),
      checkout: view,
      intellicheck_required: Boolean(view?.intellicheck_required),
      retrieval: pending
        ? await retrievalView(deps, pending, session.checkout_id, session.pending_reference ?? '')
        : null,
      state: {
        minIncomeRequired: store.min_income_required,
        bankingRequired: store.banking_required,
        showPromoCode: store.show_promo_code,
        plaidConnection: false,
        intellicheckEnabled: store.intellicheck_enabled,
        intellicheckStep: store.intellicheck_step,
        env: deps.config.env,
        clientId: session.client_id,
        gateway: 'sandbox',
        may_continue: view ? view.may_continue : true,
        iframe: session.iframe,
        fill: isDev(deps.config),
      },
    } satisfies ContractAnswer<'checkpointExchange'>);
  });

  app.get('/keep-alive', async (c) => {
    const token = c.req.header('x-apply-token');
    if (!token) return ok(c, { alive: true, expires_at: null });
    const session = await sessionOfToken(deps, token);
    if (!session) return fail(c, 403, 'The session has expired.');
    return ok(c, { alive: true, expires_at: new Date(session.expires_at).toISOString() });
  });
}
