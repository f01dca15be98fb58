import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  CHECKOUT_STATUS,
  getApprovedContinueLabel,
  getCheckpointRoute,
  getCompletedMessage,
  getCompletedVariant,
  getExpressCheckoutOffers,
  getProcessOutcome,
  getStoreDetails,
  getResumeOutcome,
  getResumeStart,
  isCheckoutVerified,
  isExpressCheckoutEligible,
  isHvacStore,
  isOcpSwitchVisible,
  isPortalApplication,
  getCreateContractUrl,
  type CheckpointState,
} from './checkout';
import { getCompanyState } from '../payment-calculator/express-pay';
import { retailStoreRecord } from '../contract/test-records';

describe('spec 01 §4: checkout status numbers 1–13', () => {
  it('names every status number', () => {
    expect(CHECKOUT_STATUS).toEqual({
      STARTED: 1,
      APPLICATION_IN_PROGRESS: 2,
      APPLICATION_COMPLETE: 3,
      DOCUMENT_PROCESS_COMPLETED: 4,
      LEASE_CREATED: 5,
      ESIGNATURE_COMPLETED: 6,
      DOWN_PAYMENT_PROCESSING: 7,
      DOWN_PAYMENT_COMPLETED: 8,
      CHECKOUT_COMPLETED: 9,
      DOWN_PAYMENT_FAILED: 10,
      VOIDED: 11,
      CANCELLED: 12,
      LEASE_ESIGNATURE: 13,
    });
  });
});

describe('spec 03 §2: checkout routes need a verified checkout or skip_verification', () => {
  it.each<[unknown, unknown, boolean]>([
    [true, null, true],
    [1, {}, true],
    [false, { skip_verification: true }, true],
    [false, { skip_verification: '1' }, true],
    [false, { skip_verification: 0 }, false],
    [undefined, undefined, false],
  ])('verified %j, checkout %j → %s', (verified, checkout, expected) => {
    expect(isCheckoutVerified({ verified, checkout: checkout as never })).toBe(expected);
  });
});

describe('spec 03 §4: checkpoint redirect by current_step, verification and may_continue', () => {
  const retailStore = { id: 1 };
  const application = { id: 7 };
  const verifiedAt = (current_step: unknown, extra: object = {}): CheckpointState => ({
    retailStore,
    application,
    verified: true,
    checkout: { current_step, ...extra },
  });

  it.each<[string, CheckpointState, string]>([
    ['step 4 → lease', verifiedAt(4), 'checkout/lease'],
    ['step 5 → lease', verifiedAt(5), 'checkout/lease'],
    ['step "5" as a string → lease', verifiedAt('5'), 'checkout/lease'],
    ['step 13 → sign', verifiedAt(13), 'checkout/sign'],
    ['step 6 → payment', verifiedAt(6), 'checkout/payment'],
    ['step 7 → payment', verifiedAt(7), 'checkout/payment'],
    ['step 8 → complete', verifiedAt(8), 'checkout/complete'],
    [
      'step 8 with banking still required → banking (process order: banking before the result)',
      verifiedAt(8, { banking_required: true }),
      'checkout/banking',
    ],
    [
      'step 8 with banking_required "1" → banking',
      verifiedAt('8', { banking_required: '1' }),
      'checkout/banking',
    ],
    [
      'step 8 with banking_required false → complete',
      verifiedAt(8, { banking_required: false }),
      'checkout/complete',
    ],
    [
      'step 6 with banking required keeps the payment rule',
      verifiedAt(6, { banking_required: true }),
      'checkout/payment',
    ],
    [
      'may_continue false wins over banking_required',
      verifiedAt(8, { may_continue: false, banking_required: true }),
      'checkout/complete',
    ],
    ['step 9 → complete', verifiedAt(9), 'checkout/complete'],
    ['step 10 → complete', verifiedAt(10), 'checkout/complete'],
    ['step 11 (any other) → complete', verifiedAt(11), 'checkout/complete'],
    ['step 12 (any other) → complete', verifiedAt(12), 'checkout/complete'],
    ['step 99 (any other) → complete', verifiedAt(99), 'checkout/complete'],
    ['junk step (any other) → complete', verifiedAt('abc'), 'checkout/complete'],
    ['step null → stays on the application path', verifiedAt(null), 'apply/store'],
    ['step missing → stays on the application path', verifiedAt(undefined), 'apply/store'],
    ['step "" → stays on the application path', verifiedAt(''), 'apply/store'],
    ['step 1 → stays', verifiedAt(1), 'apply/store'],
    ['step 2 → stays', verifiedAt(2), 'apply/store'],
    ['step 3 → stays', verifiedAt(3), 'apply/store'],
    ['may_continue false → complete', verifiedAt(4, { may_continue: false }), 'checkout/complete'],
    ['may_continue 0 → complete', verifiedAt(13, { may_continue: 0 }), 'checkout/complete'],
    [
      'may_continue false wins over step null',
      verifiedAt(null, { may_continue: false }),
      'checkout/complete',
    ],
    ['may_continue true keeps the step rule', verifiedAt(6, { may_continue: true }), 'checkout/payment'],
    [
      'skip_verification counts as verified',
      { retailStore, application, verified: false, checkout: { current_step: 4, skip_verification: true } },
      'checkout/lease',
    ],
    [
      'unverified checkout with an application → verification form',
      { retailStore, application, verified: false, checkout: { current_step: 6 } },
      'checkpoint',
    ],
    [
      'unverified checkout without an application → application',
      { retailStore, checkout: { current_step: 4 } },
      'apply/store',
    ],
    ['no store → retailer page', { checkout: { current_step: 4 }, verified: true }, 'apply/retailer'],
    [
      'verified application and no checkout → existing application',
      { retailStore, application, verified: true },
      'apply/store',
    ],
    [
      'unverified application and no checkout → verification form',
      { retailStore, application, verified: false },
      'checkpoint',
    ],
    ['nothing but a store → application', { retailStore }, 'apply/store'],
  ])('%s', (_label, state, expected) => {
    expect(getCheckpointRoute(state)).toBe(expected);
  });

  it('never throws on any state', () => {
    fc.assert(
      fc.property(fc.anything(), (state) => {
        expect(typeof getCheckpointRoute(state as CheckpointState)).toBe('string');
      }),
    );
  });
});

describe('spec 03 §4: checkpoint process outcomes in priority order', () => {
  const all = {
    payment_required: true,
    banking_required: true,
    intellicheck_required: true,
    redirect: 'https://shop.example/return',
    result: { status: 'success' },
    may_continue: false,
    config: { gateway: 'g' },
  };

  it.each<[string, object, object]>([
    [
      '1. payment_required → payment with config',
      all,
      { route: 'checkout/payment', config: { gateway: 'g' } },
    ],
    [
      '1. payment_required without config',
      { payment_required: 1 },
      { route: 'checkout/payment', config: null },
    ],
    ['2. banking_required → banking', { ...all, payment_required: false }, { route: 'checkout/banking' }],
    [
      '3. intellicheck_required → intellicheck',
      { ...all, payment_required: false, banking_required: 0 },
      { route: 'intellicheck' },
    ],
    [
      '4. redirect → leave the site after a step update',
      { ...all, payment_required: false, banking_required: false, intellicheck_required: false },
      { route: 'external', url: 'https://shop.example/return', sendStepUpdate: true },
    ],
    [
      '4. redirect given as an object with a url',
      { redirect: { url: ' https://shop.example/x ' } },
      { route: 'external', url: 'https://shop.example/x', sendStepUpdate: true },
    ],
    [
      '5. result → complete',
      { result: { status: 'failure' }, may_continue: false },
      { route: 'checkout/complete', reason: 'result' },
    ],
    [
      'an empty redirect is skipped',
      { redirect: '  ', result: {} },
      { route: 'checkout/complete', reason: 'result' },
    ],
    [
      'a redirect object without url is skipped',
      { redirect: {}, result: {} },
      { route: 'checkout/complete', reason: 'result' },
    ],
    [
      '6. may_continue false → complete',
      { may_continue: false },
      { route: 'checkout/complete', reason: 'may-not-continue' },
    ],
    [
      '6. may_continue 0 → complete',
      { may_continue: 0 },
      { route: 'checkout/complete', reason: 'may-not-continue' },
    ],
    ['7. otherwise → checkpoint redirect', { may_continue: true }, { route: 'checkpoint/redirect' }],
    ['7. an empty response → checkpoint redirect', {}, { route: 'checkpoint/redirect' }],
  ])('%s', (_label, response, expected) => {
    expect(getProcessOutcome(response)).toEqual(expected);
  });

  it('null response → checkpoint redirect', () => {
    expect(getProcessOutcome(null)).toEqual({ route: 'checkpoint/redirect' });
  });
});

describe('spec 03 §4: resume outcomes', () => {
  it.each<[string, Parameters<typeof getResumeStart>[0], object]>([
    [
      'cancel=true while redirecting → failure return url',
      { cancel: 'true', redirecting: true, return_url_failure: 'https://shop.example/failed' },
      { action: 'cancel', redirectTo: 'https://shop.example/failed' },
    ],
    [
      'cancel=true not redirecting → cancel only',
      { cancel: true, return_url_failure: 'https://x' },
      { action: 'cancel', redirectTo: null },
    ],
    [
      'cancel=true without a failure url',
      { cancel: '1', redirecting: true },
      { action: 'cancel', redirectTo: null },
    ],
    ['cancel=false → exchange', { cancel: 'false' }, { action: 'exchange' }],
    ['no cancel → exchange', {}, { action: 'exchange' }],
  ])('%s', (_label, input, expected) => {
    expect(getResumeStart(input)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof getResumeOutcome>[0], object | undefined, string]>([
    [
      'intellicheck_required → intellicheck',
      { status: true, data: { intellicheck_required: true } },
      { process: 'process' },
      'intellicheck',
    ],
    ['process set → process page', { status: true, data: {} }, { process: 'process' }, 'process'],
    ['otherwise → redirect page', { status: true, data: null }, {}, 'checkpoint/redirect'],
    ['no options → redirect page', { status: true }, undefined, 'checkpoint/redirect'],
    ['403 → forbidden page', { status: false, code: 403 }, {}, '403'],
    ['"403" → forbidden page', { status: false, code: '403' }, {}, '403'],
    ['500 → unknown error page', { status: false, code: 500 }, {}, 'unknown'],
    ['timeout → unknown error page', { status: false, code: 408 }, {}, 'unknown'],
  ])('%s', (_label, exchange, options, expected) => {
    expect(getResumeOutcome(exchange, options)).toBe(expected);
  });
});

describe('spec 02 §6, §9: express checkout — rating 17 or HVAC, not in California', () => {
  const hvac = { record: { identifier: 'HVAC' } };
  it.each<[string, object | null, unknown, boolean]>([
    ['rating 17 outside California', { rating: 17 }, 'TX', true],
    ['rating "17" outside California', { rating: '17' }, 'NY', true],
    ['rating 17 in California', { rating: 17 }, 'CA', false],
    ['rating 17 in california (name, any case)', { rating: 17 }, ' california ', false],
    ['HVAC outside California', hvac, 'NV', true],
    ['HVAC in California', hvac, 'ca', false],
    ['other rating', { rating: 22 }, 'TX', false],
    ['rating 17 with no state known', { rating: 17 }, undefined, true],
    ['no store', null, 'TX', false],
  ])('%s', (_label, store, state, expected) => {
    expect(isExpressCheckoutEligible(store, state)).toBe(expected);
  });
});

describe('spec 02 §6, §9, 03 §9: express checkout offers at 3, 6 and 9 months, only where eligible', () => {
  const computation = {
    express_pay_3_month: 987.59,
    express_pay_6_month: '1122.26',
    express_pay_9_month: 1256.93,
  };
  const texas = { state: 'TX' };
  const california = { state: 'CA' };
  const offers = [
    { months: 3, amountCents: 98759 },
    { months: 6, amountCents: 112226 },
    { months: 9, amountCents: 125693 },
  ];
  it.each<[string, Parameters<typeof getExpressCheckoutOffers>[0], typeof offers | null]>([
    ['rating 17 outside California', { rating: 17, billing_address: texas }, offers],
    ['HVAC outside California', { record: { identifier: 'HVAC' }, billing_address: { state: 'TN' } }, offers],
    ['rating 17 in California (billing state)', { rating: 17, billing_address: california }, null],
    [
      'rating 17, no billing state, shipping state California',
      { rating: 17, billing_address: null, shipping_address: california },
      null,
    ],
    [
      'HVAC in California',
      { record: { identifier: 'HVAC' }, billing_address: { state: 'california' } },
      null,
    ],
    ['another rating outside California', { rating: 10, billing_address: texas }, null],
    ['no store', null, null],
  ])('%s', (_label, store, expected) => {
    expect(getExpressCheckoutOffers(store, computation)).toEqual(expected);
  });

  it('leaves out months without an amount, and shows nothing without any', () => {
    const store = { rating: 17, billing_address: texas };
    expect(
      getExpressCheckoutOffers(store, {
        express_pay_3_month: null,
        express_pay_6_month: '0.00',
        express_pay_9_month: 'x',
      }),
    ).toBeNull();
    expect(getExpressCheckoutOffers(store, { express_pay_6_month: '500.10' })).toEqual([
      { months: 6, amountCents: 50010 },
    ]);
    expect(getExpressCheckoutOffers(store, null)).toBeNull();
  });
});

describe('spec 02 §6: the OCP switch shows only for non-HVAC stores with OCP enabled', () => {
  it.each<[string, object | null, boolean]>([
    ['non-HVAC with ocp_enabled', { lease_program: { ocp_enabled: true } }, true],
    ['non-HVAC with ocp_enabled "1"', { lease_program: { ocp_enabled: '1' } }, true],
    ['non-HVAC without ocp', { lease_program: { ocp_enabled: false } }, false],
    [
      'HVAC with ocp_enabled',
      { record: { identifier: 'HVAC' }, lease_program: { ocp_enabled: true } },
      false,
    ],
    ['no lease program', {}, false],
    ['no store', null, false],
  ])('%s', (_label, store, expected) => {
    expect(isOcpSwitchVisible(store)).toBe(expected);
  });
});

describe('spec 03 §1, §9: HVAC stores have record.identifier "HVAC"', () => {
  it.each<[unknown, boolean]>([
    [{ record: { identifier: 'HVAC' } }, true],
    [{ record: { identifier: 'hvac' } }, false],
    [{ record: { identifier: 'RETAIL' } }, false],
    [{ record: null }, false],
    [null, false],
  ])('%j → %s', (store, expected) => {
    expect(isHvacStore(store as never)).toBe(expected);
  });
});

describe('spec 02 §1: portal applications — origin portal or an active web session', () => {
  it.each<[object, boolean]>([
    [{ app_origin: 'portal' }, true],
    [{ app_origin: 'Portal ' }, true],
    [{ app_origin: 'web', activeWebSession: true }, true],
    [{ app_origin: 'web', activeWebSession: false }, false],
    [{ app_origin: null }, false],
    [{}, false],
  ])('%j → %s', (input, expected) => {
    expect(isPortalApplication(input)).toBe(expected);
  });
});

describe('spec 02 §2: the approved screen button follows checkout_delivery_options_required', () => {
  it.each<[object | null, string, string]>([
    [
      { checkout_delivery_options_required: true },
      'Choose Delivery & Install Options',
      'Elegir opciones de entrega e instalación',
    ],
    [
      { checkout_delivery_options_required: 0 },
      "I agree, let's sign the contract!",
      '¡Acepto, firmemos el contrato!',
    ],
    [null, "I agree, let's sign the contract!", '¡Acepto, firmemos el contrato!'],
  ])('%j', (store, english, spanish) => {
    expect(formatMessage(getApprovedContinueLabel(store))).toBe(english);
    expect(formatMessage(getApprovedContinueLabel(store), 'es')).toBe(spanish);
  });
});

describe('spec 02 §4, §8: completed screen — success, failure or may_continue false', () => {
  it.each<[string, Parameters<typeof getCompletedVariant>[0], string]>([
    ['may_continue false', { may_continue: false, current_step: 9 }, 'may-not-continue'],
    ['may_continue 0', { may_continue: 0 }, 'may-not-continue'],
    ['result status success', { result: { status: 'success' } }, 'success'],
    ['result status true', { result: { status: true } }, 'success'],
    ['result status failure', { result: { status: 'failure' }, current_step: 9 }, 'failure'],
    ['step 9 checkout completed', { current_step: 9 }, 'success'],
    ['step 8 down payment completed', { current_step: '8' }, 'success'],
    ['step 10 down payment failed', { current_step: 10 }, 'failure'],
    ['step 12 cancelled', { current_step: 12 }, 'failure'],
    ['no checkout', null, 'failure'],
  ])('%s', (_label, checkout, expected) => {
    expect(getCompletedVariant(checkout)).toBe(expected);
  });

  it('failure and may-not-continue apologise and direct to the store; success has no message', () => {
    expect(formatMessage(getCompletedMessage('failure')!)).toContain(
      'your payment could not be completed successfully',
    );
    expect(formatMessage(getCompletedMessage('may-not-continue')!)).toContain(
      'unable to complete your application',
    );
    expect(formatMessage(getCompletedMessage('failure')!)).toMatch(/^We apologize.*store/);
    expect(getCompletedMessage('success')).toBeNull();
  });
});

describe('spec 02 §2, 03 §2: store details show only when display_store_info_contract_screen is set', () => {
  const store = {
    name: 'Main Street',
    billing_address: { line_1: '100 Main Street', city: 'Columbus', state: 'OH', code: '43215' },
    details: { phone: '(614) 555-0100' },
  };
  it('name, billing address line and phone when the flag is set (server flags)', () => {
    for (const flag of [true, 1, '1'])
      expect(
        getStoreDetails({ ...store, lease_program: { display_store_info_contract_screen: flag } }),
      ).toEqual({
        name: 'Main Street',
        address: '100 Main Street, Columbus, OH 43215',
        phone: '(614) 555-0100',
      });
  });
  it('nothing when the flag is off or missing, or the store has no name', () => {
    expect(
      getStoreDetails({ ...store, lease_program: { display_store_info_contract_screen: false } }),
    ).toBeNull();
    expect(getStoreDetails(store)).toBeNull();
    expect(getStoreDetails({ lease_program: { display_store_info_contract_screen: true } })).toBeNull();
    expect(getStoreDetails(null)).toBeNull();
  });
});

describe('spec 02 §1: the Create Contract link comes from the configured template', () => {
  const template = '/portal/stores/{store}/contracts/create?application={application}';
  it('fills the store and application ids, URL-encoded', () => {
    expect(getCreateContractUrl(template, { storeId: 7, applicationId: 'a b' })).toBe(
      '/portal/stores/7/contracts/create?application=a%20b',
    );
    expect(
      getCreateContractUrl('https://portal.example.com/s/{store}/new?app={application}', {
        storeId: '7',
        applicationId: 12,
      }),
    ).toBe('https://portal.example.com/s/7/new?app=12');
  });
  it('no template, a missing id or an unsafe URL gives no link', () => {
    expect(getCreateContractUrl(null, { storeId: 7, applicationId: 12 })).toBeNull();
    expect(getCreateContractUrl(template, { storeId: 7, applicationId: null })).toBeNull();
    expect(getCreateContractUrl('javascript:alert({store})', { storeId: 7, applicationId: 12 })).toBeNull();
    expect(getCreateContractUrl('//evil.example/{store}', { storeId: 7, applicationId: 12 })).toBeNull();
  });
});

describe('spec 02 §6, §9; 03 §9: the store rules read a retail store as the session holds it', () => {
  it('an HVAC store with delivery options, as its call parsed it: HVAC, express outside California, no OCP', () => {
    const base = retailStoreRecord();
    const store = retailStoreRecord({
      rating: 12,
      record: { identifier: 'HVAC' },
      billing_address: { ...base.billing_address, state: 'TX' },
      lease_program: { ...base.lease_program, ocp_enabled: true },
      checkout_delivery_options_required: true,
    });
    expect(isHvacStore(store)).toBe(true);
    expect(isExpressCheckoutEligible(store, getCompanyState(store))).toBe(true);
    expect(isOcpSwitchVisible(store)).toBe(false);
    expect(getApprovedContinueLabel(store)).toEqual({ code: 'checkout.chooseDeliveryOptions' });
  });

  it('a store whose parts are null falls back: standard store, no express, no OCP, sign label', () => {
    const store = {
      rating: null,
      record: null,
      billing_address: null,
      shipping_address: null,
      lease_program: null,
      checkout_delivery_options_required: null,
    };
    expect(isHvacStore(store)).toBe(false);
    expect(getCompanyState(store)).toBeNull();
    expect(isExpressCheckoutEligible(store, getCompanyState(store))).toBe(false);
    expect(isOcpSwitchVisible(store)).toBe(false);
    expect(getApprovedContinueLabel(store)).toEqual({ code: 'checkout.agreeAndSign' });
  });
});
