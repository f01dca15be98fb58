import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createApplicationConfirmation } from './confirmation';

function fake(answers: Record<string, ApiResult>) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return answers[request.path] ?? { status: true, code: 200, data: {}, error: null };
  }) as unknown as ApiTransport;
  return { transport, calls };
}

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });

describe('spec 02 §4: the previous-customer and pre-approval checks run once each', () => {
  it('runs both checks with the SSN, then never again on a retry', async () => {
    const { transport, calls } = fake({
      '/api/v1/previousCustomerCheck': ok({ isPreviousCustomer: true }),
      '/apply-v2/application/confirm': { status: false, code: 500, data: null, error: 'x' },
    });
    const confirmation = createApplicationConfirmation({ transport });
    await confirmation.confirm({
      uuid: 'u',
      verified: true,
      ssn: '900-10-1001',
      coApplicantSsn: '123456789',
    });
    await confirmation.confirm({ uuid: 'u', verified: true, ssn: '900-10-1001' });
    const paths = calls.map((c) => c.path);
    expect(paths.filter((p) => p === '/api/v1/previousCustomerCheck')).toHaveLength(1);
    expect(paths.filter((p) => p === '/api/v1/preapprovalCustomerCheck')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/v1/preapprovalCustomerCheck')!.payload).toEqual({
      ssn: '900101001',
      coapplicant_ssn: '123456789',
    });
    expect(confirmation.getState().previousCustomer).toBe(true);
  });

  it('skips the checks when only the masked SSN is known', async () => {
    const { transport, calls } = fake({ '/apply-v2/application/confirm': ok({ code: 'A' }) });
    const confirmation = createApplicationConfirmation({ transport });
    await confirmation.confirm({ uuid: 'u', verified: true, ssn: 'XXX-XX-1001' });
    expect(calls.map((c) => c.path)).toEqual(['/apply-v2/application/confirm']);
  });
});

describe('spec 03 §4: a verified application submits at once; otherwise the verify step', () => {
  it('submits with submitted and terms_accepted and routes A to approved', async () => {
    const { transport, calls } = fake({ '/apply-v2/application/confirm': ok({ code: 'A', score: 700 }) });
    const confirmation = createApplicationConfirmation({ transport });
    const outcome = await confirmation.confirm({ uuid: 'u', verified: true });
    expect(outcome).toEqual({ type: 'result', route: 'approved', result: { code: 'A', score: 700 } });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/apply-v2/application/confirm',
      payload: { submitted: true, terms_accepted: true },
      timeout: 180_000,
    });
  });

  it('routes any other code to denied', async () => {
    const { transport } = fake({ '/apply-v2/application/confirm': ok({ code: 'D' }) });
    const outcome = await createApplicationConfirmation({ transport }).submit();
    expect(outcome).toMatchObject({ type: 'result', route: 'denied' });
  });

  it('sends a PIN by SMS and leads to the verify step when not verified', async () => {
    const { transport, calls } = fake({});
    const outcome = await createApplicationConfirmation({ transport }).confirm({
      uuid: 'u-1',
      verified: false,
    });
    expect(outcome).toEqual({ type: 'verify' });
    expect(calls).toEqual([
      { method: 'POST', path: '/apply-v2/application/verify/send', payload: { uuid: 'u-1', mode: 'sms' } },
    ]);
  });

  it("a PIN send failure shows 'PIN could not be sent. Please try again later.'", async () => {
    const { transport } = fake({
      '/apply-v2/application/verify/send': { status: false, code: 429, data: null, error: 'x' },
    });
    const confirmation = createApplicationConfirmation({ transport });
    await confirmation.confirm({ uuid: 'u', verified: false });
    expect(confirmation.getState().error).toBe('PIN could not be sent. Please try again later.');
  });
});

describe('spec 03 §8: submission failure text', () => {
  it.each([
    [
      'a 500',
      { status: false, code: 500, data: null, error: 'An invalid response was returned from the server.' },
    ],
    ['a timeout', { status: false, code: 408, data: null, error: 'Request timed out' }],
  ])('shows the spec text on %s and lets the user retry', async (_name, failure) => {
    let answer: ApiResult = failure as ApiResult;
    const transport = vi.fn(async () => answer) as unknown as ApiTransport;
    const confirmation = createApplicationConfirmation({ transport });
    expect(await confirmation.submit()).toEqual({
      type: 'error',
      message: "We're sorry, but we were not able to process your application. Please try again later.",
    });
    expect(confirmation.getState().status).toBe('error');
    answer = ok({ code: 'A' });
    expect(await confirmation.submit()).toMatchObject({ type: 'result', route: 'approved' });
  });

  it('shows the Spanish text in es', async () => {
    const transport = vi.fn(async () => ({
      status: false,
      code: 500,
      data: null,
      error: null,
    })) as unknown as ApiTransport;
    const confirmation = createApplicationConfirmation({ transport, locale: 'es' });
    await confirmation.submit();
    expect(confirmation.getState().error).not.toContain("We're sorry");
  });
});

describe('spec 02 §8, 03 §7: confirm-step errors and the confirm body', () => {
  it('a failed customer check shows the server’s message, else the Oops text, and runs again next time', async () => {
    const failing = { status: false, code: 500, data: null, error: 'Check service down' };
    const { transport, calls } = fake({ '/api/v1/previousCustomerCheck': failing });
    const confirmation = createApplicationConfirmation({ transport });
    const first = await confirmation.confirm({ uuid: 'u', verified: true, ssn: '900-10-1001' });
    expect(first).toEqual({ type: 'error', message: 'Check service down' });
    expect(calls.some((call) => call.path === '/apply-v2/application/confirm')).toBe(false);
    failing.error = null as never;
    const second = await confirmation.confirm({ uuid: 'u', verified: true, ssn: '900-10-1001' });
    expect(second).toEqual({ type: 'error', message: 'Oops! something went wrong, please try again' });
    expect(confirmation.getState().error).toBe('Oops! something went wrong, please try again');
    expect(calls.filter((call) => call.path === '/api/v1/previousCustomerCheck')).toHaveLength(2);
  });

  it('the submit carries the application data with submitted and terms_accepted', async () => {
    const { transport, calls } = fake({ '/apply-v2/application/confirm': ok({ code: 'A' }) });
    const confirmation = createApplicationConfirmation({ transport });
    await confirmation.confirm({
      uuid: 'u',
      verified: true,
      application: { id: 4, uuid: 'u', promo_code: 'X' },
    });
    expect(calls.at(-1)!.payload).toEqual({
      id: 4,
      uuid: 'u',
      promo_code: 'X',
      submitted: true,
      terms_accepted: true,
    });
  });
});

describe('spec 03 §4: the confirmation shows the saved application', () => {
  it('loads it, tells onApplication, and is ready; a failed load keeps the error for Retry', async () => {
    const saved = { id: 5, uuid: 'u-5', applicant: { first_name: 'Ann' } };
    const answers: Record<string, ApiResult> = {
      '/apply-v2/application': { status: false, code: 500, data: null, error: 'Server down' },
    };
    const { transport, calls } = fake(answers);
    const onApplication = vi.fn();
    const confirmation = createApplicationConfirmation({ transport, onApplication });
    expect(confirmation.getState()).toMatchObject({ applicationStatus: 'idle', application: null });
    const loading = confirmation.load();
    expect(confirmation.getState().applicationStatus).toBe('loading');
    await loading;
    expect(calls[0]).toMatchObject({ path: '/apply-v2/application' });
    expect(confirmation.getState()).toMatchObject({
      applicationStatus: 'error',
      application: null,
      loadError: 'Server down',
    });
    expect(onApplication).not.toHaveBeenCalled();
    answers['/apply-v2/application'] = ok(saved);
    await confirmation.load();
    expect(confirmation.getState()).toMatchObject({
      applicationStatus: 'ready',
      application: saved,
      loadError: null,
    });
    expect(onApplication).toHaveBeenCalledWith(saved);
  });

  it('a Retry replaces a load still running; nothing after dispose', async () => {
    const resolvers: ((result: ApiResult) => void)[] = [];
    const signals: (AbortSignal | undefined)[] = [];
    const transport = vi.fn(
      (request: ApiRequest) =>
        new Promise<ApiResult>((resolve) => {
          signals.push(request.signal);
          resolvers.push(resolve);
        }),
    ) as unknown as ApiTransport;
    const confirmation = createApplicationConfirmation({ transport });
    const first = confirmation.load();
    const second = confirmation.load();
    expect(signals[0]!.aborted).toBe(true);
    resolvers[1]!(ok({ id: 2 }));
    resolvers[0]!(ok({ id: 1 }));
    await Promise.all([first, second]);
    expect(confirmation.getState().application).toEqual({ id: 2 });
    const third = confirmation.load();
    confirmation.dispose();
    expect(signals[2]!.aborted).toBe(true);
    resolvers[2]!(ok({ id: 3 }));
    await third;
    expect(confirmation.getState().application).toBeNull();
  });
});
