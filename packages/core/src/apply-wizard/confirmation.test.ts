import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createApplicationConfirmation } from './confirmation';

function fake(answers: Record<string, ApiResult>) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
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
