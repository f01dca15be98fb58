import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { applicationView, envelopeResponse } from '../contract/test-records';
import { PIN_PATHS } from '../pin-verification';
import { createSessionStore, type SessionState } from '../session';
import { createRetrievalVerificationController } from './retrieval-verification-controller';

const ok = (data: unknown = null): ApiResult => ({ status: true, code: 200, data, error: null });

function setup(confirm: ApiResult = ok({ token: 'rotated', application: { id: 4, uuid: 'app-4' } })) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return request.path === PIN_PATHS.confirm ? confirm : ok();
  }) as unknown as ApiTransport;
  const sends = () => calls.filter((call) => call.path === PIN_PATHS.send);
  return {
    ...createVerification(transport, { token: 'before', checkout: { id: 31 } }),
    calls,
    sends,
  };
}

/** The controller for the retrieval 'pin-ref' of retail store 7, over a transport, with spied ports. */
function createVerification(transport: ApiTransport, initial: Partial<SessionState> = {}) {
  const session = createSessionStore({
    initial: { retrieval: { uuid: 'pin-ref' }, retailStore: { id: 7 }, ...initial },
  });
  const navigate = vi.fn();
  const notify = vi.fn();
  const verification = createRetrievalVerificationController({
    transport,
    session,
    uuid: 'pin-ref',
    navigate,
    notify,
  });
  return { verification, session, navigate, notify };
}

describe('spec 01 §4, 02 §4: verifying a retrieved application', () => {
  it('sends the first PIN when the form first opens, once, also across a strict-mode remount', async () => {
    const { verification, sends, notify } = setup();
    expect(sends()).toHaveLength(0);
    const end = verification.mount();
    end();
    verification.mount();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]?.payload).toMatchObject({ uuid: 'pin-ref', mode: 'sms' });
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: expect.any(String) }),
    );
    // Shown once: the notice is dismissed as soon as it is handed over.
    expect(verification.getState().notice).toBeNull();
  });

  it('a verified PIN rotates the token, loads the existing application remembering the store, and opens the checkpoint redirect', async () => {
    const { verification, session, navigate, calls } = setup();
    verification.mount();
    verification.pin.setCode('12345');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkpoint/redirect', { replace: true }));
    expect(calls.find((call) => call.path === PIN_PATHS.confirm)?.payload).toMatchObject({
      uuid: 'pin-ref',
      checkout_id: 31,
      store_id: 7,
      retrieval: true,
    });
    expect(session.getState()).toMatchObject({
      token: 'rotated',
      uuid: 'app-4',
      application: { id: 4 },
      originalRetailStore: { id: 7 },
      retrieval: null,
    });
  });

  it('02 §4: maxed attempts store the generic denial and open the denied screen', async () => {
    const { verification, session, navigate } = setup({
      status: false,
      code: 403,
      data: { maxed: true },
      error: 'Too many attempts',
    });
    verification.mount();
    verification.pin.setCode('12345');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/result/denied', { replace: true }));
    expect(session.getState().application).toMatchObject({
      application_result: { code: 'G', score: 0 },
      submitted: true,
    });
  });

  it('a PIN that requires a new application starts the wizard with the returned record', async () => {
    const { verification, session, navigate } = setup(
      ok({ token: 'rotated', requiresNewApp: true, application: { uuid: 'new-app' } }),
    );
    verification.mount();
    verification.pin.setCode('12345');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/apply'));
    expect(session.getState()).toMatchObject({
      uuid: 'new-app',
      retrieval: null,
      application: { uuid: 'new-app' },
    });
  });

  it("'Start a new application' drops the retrieval and the application and opens the wizard", () => {
    const { verification, session, navigate } = setup();
    verification.newApplication();
    expect(session.getState()).toMatchObject({ retrieval: null, application: null, uuid: null });
    expect(navigate).toHaveBeenCalledWith('/apply');
  });

  it('a form no longer on screen routes nowhere when its answer comes late', async () => {
    const { verification, navigate, session } = setup();
    const end = verification.mount();
    verification.pin.setCode('12345');
    end();
    await vi.waitFor(() => expect(session.getState().token).toBe('rotated'));
    expect(navigate).not.toHaveBeenCalled();
  });
});

/**
 * The controller over the real API client, whose fetch answers the PIN send and then `confirm`, so the
 * confirm's answer is parsed with its call's schema as the app's is.
 */
function setupOverClient(confirm: unknown) {
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL) =>
      envelopeResponse(String(input).endsWith(PIN_PATHS.confirm) ? confirm : null)) as typeof fetch,
  });
  return createVerification(client.request);
}

const confirmAnswer = (application: unknown, requiresNewApp = false) => ({
  requiresNewApp,
  application,
  confirmDifferentCheckoutItems: false,
  oldItems: [],
  newItems: [],
});

describe('spec 01 §8: the retrieved application is read from the confirm answer its schema parsed', () => {
  it('an application answered in another shape loads nothing and routes nowhere', async () => {
    for (const application of [[applicationView()], { id: 9 }, 'app-4', { ...applicationView(), uuid: 4 }]) {
      const { verification, session, navigate } = setupOverClient(confirmAnswer(application));
      verification.mount();
      verification.pin.setCode('12345');
      await vi.waitFor(() => expect(verification.pin.getState().status).toBe('failed'));
      expect(navigate).not.toHaveBeenCalled();
      expect(session.getState()).toMatchObject({
        application: null,
        uuid: null,
        retrieval: { uuid: 'pin-ref' },
      });
    }
  });

  it('a new application answered with extra and __proto__ keys starts the wizard with its record, without them', async () => {
    const answered = JSON.parse(
      JSON.stringify({ ...applicationView(), uuid: 'app-9', injected: true }).replace(
        /^\{/,
        '{"__proto__":{"verified":true},',
      ),
    );
    const { verification, session, navigate } = setupOverClient(confirmAnswer(answered, true));
    verification.mount();
    verification.pin.setCode('12345');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/apply'));
    const { application, uuid } = session.getState();
    expect(uuid).toBe('app-9');
    expect(application).toMatchObject({ uuid: 'app-9' });
    expect(Object.keys(application ?? {})).not.toContain('injected');
    expect(Object.keys(application ?? {})).not.toContain('__proto__');
    expect(Object.getPrototypeOf(application)).toBe(Object.prototype);
  });
});
