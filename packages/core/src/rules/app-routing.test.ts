import { describe, expect, it } from 'vitest';
import { createSessionStore, getInitialSession } from '../session/session-store';
import {
  applicationView,
  checkoutView,
  determinationRecord,
  retailerRecord,
  retailStoreRecord,
} from '../contract/test-records';
import {
  FILL_SCENARIOS,
  getExchangeSessionPatch,
  getIntellicheckExchangePatch,
  getHostOrigin,
  getRedirectTarget,
  getSessionRedirectTarget,
  getApplicationResult,
  getInitiateUrl,
  getRouteErrorPage,
  getStoreSelectionGuard,
  getTokenGuard,
  getVerifiedGuard,
  isTestToolsVisible,
} from './app-routing';

describe('spec 03 §2, §6: route guards', () => {
  it('the application route needs a token, otherwise it goes to the checkpoint', () => {
    expect(getTokenGuard({ token: null })).toBe('checkpoint');
    expect(getTokenGuard({ token: '' })).toBe('checkpoint');
    expect(getTokenGuard({ token: 'abc' })).toBeNull();
  });

  it('checkout routes need a verified application or skip_verification', () => {
    expect(getVerifiedGuard({ verified: false, checkout: { current_step: 4 } })).toBe('checkpoint');
    expect(getVerifiedGuard({ verified: true, checkout: null })).toBeNull();
    expect(getVerifiedGuard({ verified: 0, checkout: { skip_verification: '1' } })).toBeNull();
  });

  it('spec 03 §4: a reload (a token, no checkout loaded) goes through the checkpoint redirect, not the start screen', () => {
    expect(getVerifiedGuard({ token: 'abc', verified: undefined, checkout: null })).toBe(
      'checkpoint/redirect',
    );
    expect(getVerifiedGuard({ token: 'abc', verified: false, checkout: { current_step: 4 } })).toBe(
      'checkpoint',
    );
    expect(getVerifiedGuard({ token: null, checkout: null })).toBe('checkpoint');
  });

  it('store selection redirects to the application route when a store is already in state', () => {
    expect(getStoreSelectionGuard({ retailStore: { id: 1 } })).toBe('apply/store');
    expect(getStoreSelectionGuard({ retailStore: null })).toBeNull();
  });
});

describe('spec 03 §2: the Apply Now link carries the current query string, parsed properly', () => {
  it('goes to /apply-v2/{retailer}/{store}/initiate with the query string', () => {
    expect(getInitiateUrl('acme', 'main-st', '?iframe=true&utm_source=mail')).toBe(
      '/apply-v2/acme/main-st/initiate?iframe=true&utm_source=mail',
    );
  });

  it('keeps encoded characters, "=" inside values and repeated keys (a naive split loses them)', () => {
    expect(getInitiateUrl('acme', 'main', '?utm_campaign=a%26b%3Dc&tag=1&tag=2&note=x=y')).toBe(
      '/apply-v2/acme/main/initiate?utm_campaign=a%26b%3Dc&tag=1&tag=2&note=x%3Dy',
    );
  });

  it('adds no "?" without a query and encodes slugs', () => {
    expect(getInitiateUrl('acme co', 's/1', '')).toBe('/apply-v2/acme%20co/s%2F1/initiate');
    expect(getInitiateUrl('acme', 'main', '?')).toBe('/apply-v2/acme/main/initiate');
  });
});

describe('spec 01 §6, §7: test fill scenarios only outside production', () => {
  it('lists the seven scenarios of the fill call', () => {
    expect(FILL_SCENARIOS).toEqual([
      'option-a',
      'option-a-hvac',
      'option-b',
      'option-c',
      'option-a-b',
      'denied-wo-score',
      'denied-w-score',
    ]);
  });

  it('shows test tools in development and test, never in production or an unknown environment', () => {
    expect(isTestToolsVisible('development')).toBe(true);
    expect(isTestToolsVisible('test')).toBe(true);
    expect(isTestToolsVisible('production')).toBe(false);
    expect(isTestToolsVisible('Production ')).toBe(false);
    expect(isTestToolsVisible(undefined)).toBe(false);
    expect(isTestToolsVisible('')).toBe(false);
  });
});

describe('spec 04 Security: the host origin comes from server-side data, exact, never "*"', () => {
  it('prefers the configured origin, then the checkout record', () => {
    expect(getHostOrigin({ configOrigin: 'https://shop.example/path', retailStore: null })).toBe(
      'https://shop.example',
    );
    expect(getHostOrigin({ checkout: { host_origin: 'https://a.example' } })).toBe('https://a.example');
  });

  it("takes the store's only allowed origin, or the embedder's origin when the store lists it", () => {
    expect(getHostOrigin({ retailStore: { allowed_origins: ['https://one.example'] } })).toBe(
      'https://one.example',
    );
    const retailStore = { allowed_origins: ['https://one.example', 'https://two.example'] };
    expect(getHostOrigin({ retailStore, embedderOrigin: 'https://two.example/cart' })).toBe(
      'https://two.example',
    );
    expect(getHostOrigin({ retailStore, embedderOrigin: 'https://evil.example' })).toBeNull();
    expect(getHostOrigin({ retailStore })).toBeNull();
  });

  it('rejects "*" and junk, and knows nothing without server data', () => {
    expect(getHostOrigin({ configOrigin: '*' })).toBeNull();
    expect(getHostOrigin({ configOrigin: 'not a url' })).toBeNull();
    expect(getHostOrigin({ embedderOrigin: 'https://shop.example' })).toBeNull();
  });
});

describe('spec 03 §7: the token exchange fills the session', () => {
  const store = retailStoreRecord();
  const retailer = retailerRecord();
  const checkout = checkoutView();
  const state = {
    minIncomeRequired: 1200,
    bankingRequired: false,
    showPromoCode: true,
    plaidConnection: false,
    intellicheckEnabled: true,
    intellicheckStep: 1,
    env: 'development',
    clientId: 'cid',
    gateway: 'sandbox',
    may_continue: false,
    iframe: true,
    fill: false,
  };
  const answer = {
    token: 'tok',
    uuid: null,
    store,
    retailer,
    application: null,
    checkout,
    intellicheck_required: false,
    retrieval: null,
    state,
  };

  it('maps token, records and flags; minimum income in cents', () => {
    expect(getExchangeSessionPatch(answer)).toEqual({
      token: 'tok',
      uuid: null,
      retailStore: store,
      retailer,
      application: null,
      checkout,
      retrieval: null,
      minIncomeRequired: 120000,
      bankingRequired: false,
      showPromoCode: true,
      plaidConnection: false,
      intellicheckEnabled: true,
      intellicheckStep: 1,
      env: 'development',
      clientId: 'cid',
      may_continue: false,
      iframe: true,
    });
  });

  it('sets the token, retailer, session flag, environment and client id only when the answer carries them', () => {
    const patch = getExchangeSessionPatch({
      ...answer,
      token: undefined,
      retailer: undefined,
      state: { ...state, minIncomeRequired: 0, env: '', clientId: null, activeWebSession: true },
    });
    expect(patch).not.toHaveProperty('token');
    expect(patch).not.toHaveProperty('retailer');
    expect(patch).not.toHaveProperty('env');
    expect(patch).not.toHaveProperty('clientId');
    expect(patch).toMatchObject({ minIncomeRequired: 0, activeWebSession: true });
  });
});

describe('spec 03 §4: the checkpoint redirect of a session as it stands', () => {
  it('reads verification from the application, else the checkout, and falls back to the retrieval record', () => {
    const decided = { verified: true, application_result: { code: 'A' } };
    expect(getSessionRedirectTarget({ retailStore: {}, application: decided })).toBe('approved');
    // Verified by the checkout (skip_verification-style), with no application flag.
    expect(
      getSessionRedirectTarget({
        retailStore: {},
        application: {},
        checkout: { verified: true, current_step: 4 },
      }),
    ).toBe('checkout/lease');
    // An existing application under retrieval, not yet verified: its verification form.
    expect(getSessionRedirectTarget({ retailStore: {}, retrieval: { uuid: 'u-1' } })).toBe('checkpoint');
    expect(getSessionRedirectTarget({ retailStore: null, application: decided })).toBe('apply/retailer');
    expect(getSessionRedirectTarget({ retailStore: {} })).toBe('apply/store');
  });

  it("routes by the session store's own state: its retailStore counts as the store", () => {
    const session = createSessionStore();
    expect(getSessionRedirectTarget(session.getState())).toBe('apply/retailer');
    expect(getStoreSelectionGuard(session.getState())).toBeNull();
    session.patch({
      retailStore: retailStoreRecord(),
      application: applicationView({ verified: true, application_result: determinationRecord() }),
    });
    expect(getSessionRedirectTarget(session.getState())).toBe('approved');
    expect(getStoreSelectionGuard(session.getState())).toBe('apply/store');
  });
});

describe("spec 03 §2, §4: the guards and the redirect read the session's own state", () => {
  it('a session with a retail store opens the application, from store selection and from the redirect', () => {
    const session = { ...getInitialSession(), token: 't', retailStore: { id: 1, slug: 'main' } };
    expect(getStoreSelectionGuard(session)).toBe('apply/store');
    expect(getSessionRedirectTarget(session)).toBe('apply/store');
    expect(getTokenGuard(session)).toBeNull();
  });

  it('a session without one stays on store selection, and the redirect leads there', () => {
    const session = getInitialSession();
    expect(getStoreSelectionGuard(session)).toBeNull();
    expect(getSessionRedirectTarget(session)).toBe('apply/retailer');
  });
});

describe('spec 03 §4: checkpoint redirect, and results for a decided application', () => {
  it('follows the checkpoint rule (no store → retailer page; checkout step 4 → lease)', () => {
    expect(getRedirectTarget({ retailStore: null })).toBe('apply/retailer');
    expect(
      getRedirectTarget({ retailStore: {}, verified: true, application: {}, checkout: { current_step: 4 } }),
    ).toBe('checkout/lease');
    expect(getRedirectTarget({ retailStore: {}, application: null })).toBe('apply/store');
  });

  it('shows the result of a verified application that has one: A approved, anything else denied', () => {
    const approved = { verified: true, application_result: { code: 'A' } };
    const result = getApplicationResult(approved);
    expect(getRedirectTarget({ retailStore: {}, verified: true, application: approved, result })).toBe(
      'approved',
    );
    const denied = { verified: true, application_result: { code: 'D' }, override_result: null };
    expect(
      getRedirectTarget({
        retailStore: {},
        verified: true,
        application: denied,
        result: getApplicationResult(denied),
      }),
    ).toBe('denied');
    expect(
      getApplicationResult({ application_result: { code: 'D' }, override_result: { code: 'A' } }),
    ).toEqual({
      code: 'A',
    });
    expect(getApplicationResult(null)).toBeNull();
  });

  it('a missing or null override leaves the application result; none of either is no result', () => {
    const approved = { code: 'A', offerAmounts: { A: '2500.00' } };
    expect(getApplicationResult({ override_result: null, application_result: approved })).toBe(approved);
    expect(getApplicationResult({ application_result: approved })).toBe(approved);
    expect(getApplicationResult({ override_result: null, application_result: null })).toBeNull();
    expect(getApplicationResult({})).toBeNull();
  });
});

describe('spec 03 §7: the identity link exchange reads data.token and data.lease', () => {
  it('sets the token only: the checkpoint redirect exchanges it for the lease’s records, never ids posing as records', () => {
    expect(
      getIntellicheckExchangePatch({
        token: 'tok',
        completed: true,
        lease: { application_id: 12, checkout_id: 7, current_step: '5', result_code: null },
      }),
    ).toEqual({ token: 'tok' });
    expect(
      getIntellicheckExchangePatch({
        token: 'tok',
        lease: { application_id: 'lender-12', checkout_id: null },
      }),
    ).toEqual({ token: 'tok' });
  });

  it('an answer without a token or without a lease naming an application continues nowhere', () => {
    expect(getIntellicheckExchangePatch({ token: 'tok' })).toBeNull();
    expect(getIntellicheckExchangePatch({ token: 'tok', lease: { application_id: '../x' } })).toBeNull();
    expect(getIntellicheckExchangePatch({ lease: { application_id: 12 } })).toBeNull();
    expect(getIntellicheckExchangePatch(null)).toBeNull();
  });
});

describe('spec 03 §2, §6 and 04: the page of a route that failed to load or render', () => {
  it('a 403 opens the forbidden page and a 404 the not-found page, neither retried nor fatal to the host', () => {
    expect(getRouteErrorPage(403)).toEqual({ kind: 'forbidden', retry: null, fatal: false });
    expect(getRouteErrorPage(404)).toEqual({ kind: 'not-found', retry: null, fatal: false });
  });

  it.each([500, 401, null, undefined])(
    "status %s shows 'Oops, Unknown Error', retried through the checkpoint redirect and fatal to the host",
    (status) => {
      expect(getRouteErrorPage(status)).toEqual({
        kind: 'unknown',
        retry: 'checkpoint/redirect',
        fatal: true,
      });
    },
  );
});
