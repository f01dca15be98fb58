import { API_CONTRACT } from '@leasekit/core/contract';
import { getCartTotal } from '@leasekit/core/apply';
import { CHECKOUT_STATUS } from '@leasekit/core/checkout';
import type { ContractAnswer, SkuAvailabilityRecord } from '@leasekit/core/contract';
import { createHash, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import { formZod, flattenModel, unflattenModel } from '../domain/form-validation';
import { checkoutBankingSchema, flattenFields } from '../domain/forms';
import { getRequestLocale, localizeText, type FormLocale } from '../domain/forms-es';
import { isMaskOf, maskBanking } from '../domain/masking';
import { formatUsd, toCents, toDollars } from '../domain/money';
import { randomToken, sha256 } from '../domain/security';
import { isHvacStore, technicianZod } from '../domain/technician';
import type { ApplicationDoc, Banking, CheckoutDoc, SessionRow } from '../domain/types';
import {
  baseUrl,
  FORBIDDEN,
  frameAncestors,
  nowIso,
  requireCheckout,
  requireSession,
  requireStore,
  sessionOfToken,
  today,
  type AppEnv,
  type Deps,
} from '../http/context';
import {
  body,
  fail,
  HttpError,
  ok,
  okSchema,
  query,
  readJson,
  requestLocale,
  validate,
  ValidationError,
} from '../http/envelope';
import { safeText } from '../http/fields';
import { contractBody, localizeContractText } from '../pages/contract';
import { page } from '../pages/layout';
import {
  checkoutView,
  CLOSED_STEPS,
  isApproved,
  leaseComputation,
  needsBanking,
  needsPayment,
  offerCents,
  saveApplication,
  sessionOwnsCheckout,
} from '../services';

/** How long a signing link stays valid: 30 minutes. */
export const SIGN_TTL_MS = 30 * 60 * 1000;

const SIGNED_STEPS: number[] = [
  CHECKOUT_STATUS.ESIGNATURE_COMPLETED,
  CHECKOUT_STATUS.DOWN_PAYMENT_PROCESSING,
  CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED,
  CHECKOUT_STATUS.DOWN_PAYMENT_FAILED,
];

/** The query of a lease computation (the contract's `ContractRequest<'checkoutLease'>`). */
export const leaseQuery = API_CONTRACT.checkoutLease.request;

const DELIVERY_TYPES = [
  { id: 'standard', label: 'Standard delivery', price: 49.99 },
  { id: 'install', label: 'Delivery and installation', price: 99.99 },
  { id: 'haul-away', label: 'Haul-away of old item', price: 19.99 },
];
const SHIPMENTS = [
  { id: 'ground', label: 'Ground (5-7 business days)', price: 0 },
  { id: 'express', label: 'Express (2 business days)', price: 24.99 },
];
const PICKUP_STORES = [
  { id: 501, name: 'Pickup Point Downtown', address: '10 Center Plaza' },
  { id: 502, name: 'Pickup Point Mall', address: '400 Mall Drive' },
];
const WINDOWS = ['08:00-12:00', '12:00-16:00', '16:00-20:00'];

/** The body of an e-sign (the contract's `ContractRequest<'eSign'>`); the technician is checked for HVAC stores only. */
export const esignSchema = API_CONTRACT.eSign.request;

/** The body of a contract discard (the contract's `ContractRequest<'discardContract'>`). */
export const discardSchema = API_CONTRACT.discardContract.request;

/**
 * The body of a checkout cancel (the contract's `ContractRequest<'checkoutCancel'>`); other fields are let through but
 * never read. The code goes back to the host in the checkout's result, so it holds no hidden characters.
 */
export const cancelSchema = API_CONTRACT.checkoutCancel.request;

/** The query of a product availability lookup (the contract's `ContractRequest<'productAvailability'>`). */
export const availabilityQuery = API_CONTRACT.productAvailability.request;

/** The query of a delivery services call (the contract's `ContractRequest<'deliveryServices'>`). */
export const servicesQuery = API_CONTRACT.deliveryServices.request;

/** The zip code outside every delivery area (magic value). */
export const NO_DELIVERY_ZIP = '99999';

/** The language of a checkout's contract: the lease form's choice (en or es), English before one is made. */
function contractLocale(checkout: CheckoutDoc): FormLocale {
  return checkout.lease?.language === 'es' ? 'es' : 'en';
}

function availability(sku: string, zip: string | undefined): SkuAvailabilityRecord {
  const upper = sku.toUpperCase();
  const stock = !upper.includes('NOSTOCK');
  return {
    'available-for-delivery': stock && !upper.includes('NODELIVERY') && zip !== NO_DELIVERY_ZIP,
    'available-for-shipping': stock && !upper.includes('NOSHIP'),
    'available-for-pickup': stock && !upper.includes('NOPICKUP'),
  };
}

/** The body of a delivery schedule (the contract's `ContractRequest<'deliverySchedule'>`). */
export const scheduleSchema = API_CONTRACT.deliverySchedule.request;

/**
 * The sandbox's own catalogue of delivery types and shipments: the contract carries their ids as text
 * (they are the ids the services answer offered), so a schedule naming another id is refused here.
 */
const catalogueSchema = z.object({
  schedules: z.array(
    z.object({
      delivery_types: z.array(z.enum(['standard', 'install', 'haul-away'])).optional(),
      shipment: z.enum(['ground', 'express']).nullable().optional(),
    }),
  ),
});

/** The query of the contract preview frame (frames send no headers, so the token comes in the query). */
export const previewQuery = z.object({
  apply_token: safeText('apply token', 100).optional(),
  client_id: safeText('client id', 100).optional(),
});

/** The query of the checkout banking form's values or schema (the app writes booleans as 1 and 0). */
export const bankingFormQuery = API_CONTRACT.checkoutBankingForm.request;

/** Checkout routes (02 §7, 03 §7) and the sandbox's signing page. */
export function registerCheckout(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  /**
   * The session, its checkout, store and application. Every call but the checkout view needs the
   * session to own the checkout's application (a replayed entry link reaches nothing
   * before the PIN): 403 otherwise.
   */
  async function context(c: Context, session?: SessionRow, view = false) {
    const s = session ?? (await requireSession(c, deps));
    const checkout = await requireCheckout(deps, s, c.req.param('id')!);
    if (!view && !sessionOwnsCheckout(s, checkout)) throw new HttpError(403, FORBIDDEN);
    const store = await requireStore(deps, checkout.store_id);
    const application =
      checkout.application_id && checkout.application_id === s.application_id
        ? await db.getApplication(checkout.application_id)
        : undefined;
    return { session: s, checkout, store, application };
  }

  function open(checkout: CheckoutDoc) {
    if (CLOSED_STEPS.includes(checkout.current_step ?? 0))
      throw new HttpError(409, 'This checkout is closed.');
  }

  function approved(application: ApplicationDoc | undefined): ApplicationDoc {
    if (!application || !application.verified)
      throw new HttpError(409, 'The application must be verified first.');
    if (!isApproved(application)) throw new HttpError(409, 'The application is not approved.');
    return application;
  }

  async function save(checkout: CheckoutDoc) {
    checkout.updated_at = nowIso(deps);
    await db.saveCheckout(checkout);
  }

  /** After signing or paying: the next open step (banking, else completed). */
  function afterPaymentStep(
    store: Parameters<typeof needsBanking>[0],
    checkout: CheckoutDoc,
    application: ApplicationDoc,
  ) {
    if (needsPayment(store, checkout)) return CHECKOUT_STATUS.ESIGNATURE_COMPLETED;
    return needsBanking(store, application)
      ? checkout.payment_id
        ? CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED
        : CHECKOUT_STATUS.ESIGNATURE_COMPLETED
      : CHECKOUT_STATUS.CHECKOUT_COMPLETED;
  }

  app.get('/apply-v2/checkout/:id', async (c) => {
    const { session, checkout } = await context(c, undefined, true);
    return ok(c, await checkoutView(c, deps, checkout, session));
  });

  app.get('/apply-v2/checkout/:id/process', async (c) => {
    const { session, checkout } = await context(c, undefined, true);
    const view = await checkoutView(c, deps, checkout, session);
    if (
      checkout.current_step === CHECKOUT_STATUS.CANCELLED &&
      !session.iframe &&
      sessionOwnsCheckout(session, checkout)
    )
      view.redirect = checkout.return_url_failure;
    return ok(c, view satisfies ContractAnswer<'checkoutProcess'>);
  });

  app.get('/apply-v2/checkout/:id/lease', async (c) => {
    const input = query(c, leaseQuery);
    const found = await context(c);
    const { session, checkout, store } = found;
    if (input.application_id !== undefined && input.application_id !== session.application_id) {
      throw new HttpError(403, 'This apply token does not give access to this resource.');
    }
    open(checkout);
    const application = approved(found.application);
    if (SIGNED_STEPS.includes(checkout.current_step ?? 0)) {
      return ok(
        c,
        leaseComputation(deps, checkout, application, store) satisfies ContractAnswer<'checkoutLease'> | null,
      );
    }
    if (store.checkout_delivery_options_required && !checkout.delivery) {
      return fail(c, 409, 'Delivery options must be scheduled before the lease.', {
        code: 'E_MISSING_OPTIONS',
      });
    }
    if (offerCents(application, input.option) <= 0) {
      return fail(c, 422, 'The given data was invalid.', {
        option: ['The selected option is not available.'],
      });
    }
    const cashPriceCents = getCartTotal(checkout.cart.items);
    if (toCents(input.additionalDown) > cashPriceCents) {
      return fail(c, 422, 'The given data was invalid.', {
        additionalDown: [
          `The additional down payment may not be greater than the cash price of ${formatUsd(cashPriceCents)}.`,
        ],
      });
    }
    checkout.lease = {
      option: input.option,
      payment_frequency: input.payment_frequency,
      language: input.language,
      additionalDown: input.additionalDown,
      ocp_included: input.ocp_included === 'true' || input.ocp_included === '1',
    };
    checkout.current_step = CHECKOUT_STATUS.LEASE_CREATED;
    await save(checkout);
    return ok(
      c,
      leaseComputation(deps, checkout, application, store) satisfies ContractAnswer<'checkoutLease'> | null,
    );
  });

  app.post('/apply-v2/checkout/:id/esign', async (c) => {
    const input = await body(c, esignSchema);
    const { session, checkout, application, store } = await context(c);
    open(checkout);
    approved(application);
    // 01 §6, 02 §3: an HVAC store's contract names the installing technician. A regenerated e-sign (step 13,
    // 02 §4) without one keeps the technician sent the first time.
    const technician = isHvacStore(store)
      ? input.technician == null && checkout.technician
        ? checkout.technician
        : validate(technicianZod(today(deps)), input.technician)
      : null;
    if (
      !checkout.lease ||
      ![CHECKOUT_STATUS.LEASE_CREATED, CHECKOUT_STATUS.LEASE_ESIGNATURE].includes(checkout.current_step as 5)
    ) {
      return fail(c, 409, 'Unable to generate Contract');
    }
    if (technician) checkout.technician = technician;
    const token = randomToken();
    await db.createSignRequest(sha256(token), checkout.id, {
      session_id: session.id,
      expires_at: deps.config.now().getTime() + SIGN_TTL_MS,
      used: false,
    });
    checkout.current_step = CHECKOUT_STATUS.LEASE_ESIGNATURE;
    await save(checkout);
    return ok(c, {
      url: `${baseUrl(c, deps)}/apply-v2/checkout/${checkout.id}/sign/${token}`,
      step: CHECKOUT_STATUS.LEASE_ESIGNATURE,
    } satisfies ContractAnswer<'eSign'>);
  });

  async function signRequest(c: Context) {
    const hash = sha256(c.req.param('token')!);
    const request = await db.getSignRequest(hash);
    const valid =
      request &&
      !request.used &&
      request.expires_at > deps.config.now().getTime() &&
      String(request.checkout_id) === c.req.param('id');
    const checkout = valid ? await db.getCheckout(request.checkout_id) : undefined;
    if (!valid || !checkout || checkout.current_step !== CHECKOUT_STATUS.LEASE_ESIGNATURE) return null;
    const store = await requireStore(deps, checkout.store_id);
    const application = (await db.getApplication(checkout.application_id!))!;
    return { hash, request, checkout, store, application };
  }

  /**
   * The page of a signing link that cannot be used (any more): signed already (Back from the app's next
   * screen lands here), expired or replaced. It always leads back into the app's checkpoint redirect, which
   * routes by where the checkout stands (the payment once signed, the contract again when not): a link of
   * a known signing request names its store, so the app opens in the store's brand.
   */
  const invalidSign = async (c: Context) => {
    // No checkout to take a contract language from: the request's language.
    const locale = requestLocale(c);
    const say = (text: string) => localizeContractText(text, locale);
    const request = await db.getSignRequest(sha256(c.req.param('token') ?? ''));
    const checkout =
      request && String(request.checkout_id) === c.req.param('id')
        ? await db.getCheckout(request.checkout_id)
        : undefined;
    const back = checkout
      ? `/?store=${encodeURIComponent(String(checkout.store_id))}#/checkpoint/redirect`
      : '/#/checkpoint';
    return c.html(
      page(
        say('Signing link not valid'),
        html`<h1>${say('Signing link not valid')}</h1>
          <p>
            ${say(
              'This signing link was used, has expired or was replaced. Return to the application to continue where it stands.',
            )}
          </p>
          <p><a href="${back}">${say('Return to the application')}</a></p>`,
        '',
        locale,
      ),
      410,
    );
  };

  /**
   * The signing page's one script: signing posts in the background and the page then replaces itself
   * (`location.replace`) with the app's checkpoint redirect, or with its own address when the post fails
   * (which then shows the contract again, or the used-link page if it did sign). The page is a one-way hop
   * like the sign screen that gave its entry to it, so no history entry of it is left for Back after
   * signing to land on (docs/behaviour.md "Browser history"). Without scripts the form posts and the
   * answer's 303 leads into the app as before.
   */
  const SIGN_SCRIPT = `document.querySelector('form[data-slot="sign-form"]').addEventListener('submit', function (event) {
  event.preventDefault();
  var form = event.currentTarget;
  form.querySelector('button[type="submit"]').disabled = true;
  var stay = function () { location.replace(location.href); };
  fetch(form.action, { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams(new FormData(form)), credentials: 'same-origin' })
    .then(function (answer) { return answer.ok ? answer.json() : null; })
    .then(function (answer) {
      var url = answer && answer.data && answer.data.url;
      if (typeof url === 'string' && url.charAt(0) === '/' && url.charAt(1) !== '/') location.replace(url);
      else stay();
    }, stay);
});`;
  const SIGN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGN_SCRIPT, 'utf8').digest('base64')}'`;

  app.get('/apply-v2/checkout/:id/sign/:token', async (c) => {
    const found = await signRequest(c);
    if (!found) return await invalidSign(c);
    const lease = leaseComputation(deps, found.checkout, found.application, found.store)!;
    // The page reads in the contract's language, which the lease form sends (its default is the app's
    // language); the page opens by navigation, so the browser's Accept-Language need not be the app's.
    const locale = contractLocale(found.checkout);
    const say = (text: string) => localizeContractText(text, locale);
    c.header(
      'Content-Security-Policy',
      [
        `script-src ${SIGN_SCRIPT_HASH}`,
        "object-src 'none'",
        "base-uri 'none'",
        frameAncestors(found.store),
      ].join('; '),
    );
    return c.html(
      page(
        say('Sign your lease'),
        html`${contractBody(found.store, found.checkout, found.application, lease, locale)}
          <form method="post" data-slot="sign-form">
            <p>
              <label
                ><input type="checkbox" name="agree" required />
                ${say('I have read the agreement and sign it electronically.')}</label
              >
            </p>
            <button type="submit">${say('Sign')}</button>
          </form>
          ${raw(`<script>${SIGN_SCRIPT}</script>`)}`,
        '',
        locale,
      ),
    );
  });

  app.post('/apply-v2/checkout/:id/sign/:token', async (c) => {
    const found = await signRequest(c);
    if (!found) return await invalidSign(c);
    const { checkout, store, application, hash, request } = found;
    // One statement uses the request up: of concurrent signings exactly one signs.
    if (!(await db.useSignRequest(hash, request, deps.config.now().getTime()))) return await invalidSign(c);
    checkout.signed_at = nowIso(deps);
    checkout.contract_items = checkout.cart.items;
    checkout.current_step = afterPaymentStep(store, checkout, application);
    await save(checkout);
    // Back into the app, which routes by the checkout step (03 §4 Checkpoint redirect): the page's script
    // asks for the address to replace itself with, a plain form post follows the redirect.
    const next = `/?store=${store.id}#/checkpoint/redirect`;
    if (c.req.header('Accept')?.includes('application/json')) return ok(c, { url: next });
    return c.redirect(next, 303);
  });

  app.post('/apply-v2/checkout/:id/discard', async (c) => {
    await body(c, discardSchema);
    const { checkout } = await context(c);
    open(checkout);
    if (SIGNED_STEPS.includes(checkout.current_step ?? 0))
      return fail(c, 409, 'The contract is already signed.');
    checkout.lease = null;
    if ((checkout.current_step ?? 0) >= CHECKOUT_STATUS.DOCUMENT_PROCESS_COMPLETED)
      checkout.current_step = CHECKOUT_STATUS.DOCUMENT_PROCESS_COMPLETED;
    await save(checkout);
    return ok(c, {
      step: checkout.current_step,
      discarded: true,
    } satisfies ContractAnswer<'discardContract'>);
  });

  app.get('/apply-v2/checkout/:id/preview', async (c) => {
    query(c, previewQuery);
    const session = await sessionOfToken(deps, c.req.query('apply_token') ?? c.req.header('x-apply-token'));
    if (!session)
      return c.html(
        page(
          'Forbidden',
          html`<h1>403</h1>
            <p>Permission Denied</p>`,
        ),
        403,
      );
    const { checkout, store, application } = await context(c, session);
    c.header('Content-Security-Policy', frameAncestors(store));
    const lease = application && checkout.lease ? leaseComputation(deps, checkout, application, store) : null;
    if (!application || !lease) {
      return c.html(
        page(
          'No contract yet',
          html`<h1>No contract yet</h1>
            <p>Choose the lease terms first.</p>`,
        ),
        409,
      );
    }
    const locale = contractLocale(checkout);
    return c.html(
      page(
        localizeContractText('Lease preview', locale),
        contractBody(store, checkout, application, lease, locale),
        '',
        locale,
      ),
    );
  });

  app.post('/apply-v2/checkout/:id/cancel', async (c) => {
    const input = await body(c, cancelSchema);
    const { checkout } = await context(c);
    if (checkout.current_step === CHECKOUT_STATUS.CHECKOUT_COMPLETED)
      return fail(c, 409, 'This checkout is already completed.');
    if (checkout.current_step !== CHECKOUT_STATUS.CANCELLED) {
      checkout.current_step = CHECKOUT_STATUS.CANCELLED;
      checkout.cancelled = { code: input.code ?? null, message: input.message ?? null };
      await save(checkout);
    }
    return ok(c, {
      step: CHECKOUT_STATUS.CANCELLED,
      return_url_failure: checkout.return_url_failure,
    } satisfies ContractAnswer<'checkoutCancel'>);
  });

  app.get('/apply-v2/checkout/:id/banking', async (c) => {
    const { _form } = query(c, bankingFormQuery);
    const { checkout, application } = await context(c);
    const banking = maskBanking(application?.banking ?? null);
    const values = {
      banking: banking ? { ...banking, checking_account_confirmation: banking.checking_account } : null,
    };
    return _form === 'true' || _form === '1'
      ? okSchema(c, checkoutBankingSchema(checkout.id, values))
      : ok(c, values);
  });

  app.post('/apply-v2/checkout/:id/banking', async (c) => {
    const { checkout, store, application } = await context(c);
    open(checkout);
    const approvedApp = approved(application);
    const fields = flattenFields(checkoutBankingSchema(checkout.id, {}));
    const output = unflattenModel(
      validate(formZod(fields, today(deps), requestLocale(c)), flattenModel(await readJson(c))),
    ) as {
      banking: Banking & { checking_account_confirmation?: string };
    };
    let account = output.banking.checking_account;
    if (/\*/.test(account)) {
      if (!isMaskOf(account, approvedApp.banking?.checking_account)) {
        throw new ValidationError({
          'banking.checking_account': ['Checking Account Number must be 4 to 17 digits'],
        });
      }
      account = approvedApp.banking!.checking_account;
    }
    approvedApp.banking = {
      routing_number: output.banking.routing_number,
      bank_name: output.banking.bank_name,
      checking_account: account,
    };
    await saveApplication(deps, approvedApp);
    if (
      [CHECKOUT_STATUS.ESIGNATURE_COMPLETED, CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED].includes(
        checkout.current_step as 6,
      ) &&
      !needsPayment(store, checkout)
    ) {
      checkout.current_step = CHECKOUT_STATUS.CHECKOUT_COMPLETED;
      await save(checkout);
    }
    return ok(c, {
      banking: maskBanking(approvedApp.banking),
      step: checkout.current_step,
    } satisfies ContractAnswer<'checkoutBanking'>);
  });

  app.get('/api/v1/bestbuy/productavailability', async (c) => {
    await requireSession(c, deps);
    const input = query(c, availabilityQuery);
    const zip = input.zip ?? input.code;
    const skus = input.skus
      .split(',')
      .map((sku) => sku.trim())
      .filter(Boolean);
    const items = Object.fromEntries(skus.map((sku) => [sku, availability(sku, zip)]));
    const flags = Object.values(items);
    return ok(c, {
      items,
      homeDelivery: flags.some((flag) => flag['available-for-delivery']),
      onlineAvailability: flags.some((flag) => flag['available-for-shipping']),
      friendsAndFamilyPickup: flags.some((flag) => flag['available-for-pickup']),
      inStoreAvailability: flags.some((flag) => flag['available-for-pickup']),
      inStorePickup: flags.some((flag) => flag['available-for-pickup']),
    } satisfies ContractAnswer<'productAvailability'>);
  });

  app.get('/api/v1/bestbuy/services', async (c) => {
    await requireSession(c, deps);
    const input = query(c, servicesQuery);
    // The option lists the answer carries: those delivery_options names (all three when it is absent).
    const wanted = new Set(input.delivery_options?.split(',') ?? ['home-delivery', 'pickup', 'shipping']);
    // The quote this answer is; the schedule sends it back as exchange_id.
    const exchangeId = `ex_${randomUUID()}`;
    const start = new Date(`${today(deps)}T00:00:00Z`);
    const dates = Array.from({ length: 5 }, (_, i) =>
      new Date(start.getTime() + (i + 2) * 86400000).toISOString().slice(0, 10),
    );
    const result: ContractAnswer<'deliveryServices'> = {};
    // Service names and messages in the shopper's language (Accept-Language), like the form schemas.
    const locale = getRequestLocale(c.req.header('accept-language'));
    c.header('Vary', 'Accept-Language', { append: true });
    const named = <T extends { label: string }>(list: T[]) =>
      list.map((item) => ({ ...item, label: localizeText(item.label, locale) }));
    for (const pair of input.services.split(',')) {
      const [sku, type] = pair.split(':') as [string, 'home-delivery' | 'pickup' | 'shipping'];
      const flags = availability(sku, input.code);
      const available =
        type === 'home-delivery'
          ? flags['available-for-delivery']
          : type === 'pickup'
            ? flags['available-for-pickup']
            : flags['available-for-shipping'];
      if (type === 'shipping' && !input.address?.trim()) {
        return fail(c, 422, 'The given data was invalid.', {
          address: ['Full address is required for shipping!'],
        });
      }
      result[sku] = available
        ? {
            type,
            data: {
              stores: type === 'pickup' && wanted.has('pickup') ? PICKUP_STORES : [],
              'delivery-service':
                type === 'home-delivery' && wanted.has('home-delivery')
                  ? { types: named(DELIVERY_TYPES), windows: dates.map((date) => ({ date, times: WINDOWS })) }
                  : null,
              options: type === 'shipping' && wanted.has('shipping') ? named(SHIPMENTS) : [],
              exchange_id: exchangeId,
            },
          }
        : {
            type,
            data: null,
            error: localizeText(
              type === 'pickup'
                ? 'No store has this item in stock.'
                : type === 'shipping'
                  ? 'This item cannot be shipped.'
                  : 'This item cannot be delivered.',
              locale,
            ),
          };
    }
    return ok(c, result);
  });

  app.post('/api/v1/bestbuy/schedule', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, scheduleSchema);
    validate(catalogueSchema, input);
    if (input.checkout_id !== session.checkout_id)
      throw new HttpError(403, 'This apply token does not give access to this resource.');
    const checkout = (await db.getCheckout(input.checkout_id))!;
    if (!sessionOwnsCheckout(session, checkout)) throw new HttpError(403, FORBIDDEN);
    open(checkout);
    if (SIGNED_STEPS.includes(checkout.current_step ?? 0))
      return fail(c, 409, 'The contract is already signed.');
    const errors: Record<string, string[]> = {};
    const bySku = new Map(input.schedules.map((schedule) => [schedule.sku, schedule]));
    if (checkout.cart.items.some((item) => !bySku.has(item.sku)))
      errors.schedules = ['Please select at least one service per available item!'];
    let chargeCents = 0;
    input.schedules.forEach((schedule, index) => {
      const at = `schedules.${index}`;
      if (schedule.zip_code === NO_DELIVERY_ZIP) return;
      if (schedule.type === 'home-delivery') {
        const types = schedule.delivery_types ?? [];
        if (!types.length || !schedule.window)
          errors[`${at}.delivery_types`] = [
            'Please select at least one delivery type/date and time of delivery',
          ];
        else if (types.every((type) => type === 'haul-away'))
          errors[`${at}.delivery_types`] = ['Haul-away can be chosen only with another delivery type.'];
        for (const type of types)
          chargeCents += toCents(DELIVERY_TYPES.find((candidate) => candidate.id === type)!.price);
      } else if (schedule.type === 'pickup') {
        if (!schedule.pickup_store || !PICKUP_STORES.some((store) => store.id === schedule.pickup_store))
          errors[`${at}.pickup_store`] = ['Please select at lease one store'];
      } else {
        if (!schedule.shipment) errors[`${at}.shipment`] = ['Please select at least one shipment type'];
        else chargeCents += toCents(SHIPMENTS.find((option) => option.id === schedule.shipment)!.price);
        const address = schedule.address;
        if (!address?.line_1 || !address.city || !address.state)
          errors[`${at}.address`] = ['Full address is required for shipping!'];
      }
    });
    if (input.schedules.some((schedule) => schedule.zip_code === NO_DELIVERY_ZIP)) {
      return fail(c, 409, 'One or more items do not have fulfillment options available.', {
        code: 'E_MISSING_OPTIONS',
      });
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    checkout.delivery = {
      schedules: input.schedules,
      charge_cents: chargeCents,
      exchange_id: input.exchange_id ?? null,
    };
    await save(checkout);
    return ok(c, {
      delivery_charge: toDollars(chargeCents),
      scheduled: input.schedules.length,
    } satisfies ContractAnswer<'deliverySchedule'>);
  });
}
