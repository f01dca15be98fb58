import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { toQueryString } from '../api/request';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import {
  payrollAffordabilityCall,
  payrollEmployersCall,
  payrollEnrolCall,
  payrollRefreshCall,
  payrollRestartCall,
} from '../contract/calls/checkout';
import { determinationRecord, envelopeResponse } from '../contract/test-records';
import { createPayrollEnrolment, getPayrollPaths, type PayrollEnrolmentOptions } from './payroll-enrolment';

type Reply = Partial<ApiResult<unknown>> | (() => Promise<Partial<ApiResult<unknown>>>);

/**
 * A payroll enrolment over the real API client, whose fetch answers the replies in turn (a successful
 * 200 without data by default), so every answer is parsed with its call's schema as the app's would be.
 */
function setup(replies: Reply[], extra: Partial<PayrollEnrolmentOptions> = {}) {
  const calls: ApiRequest[] = [];
  const queue = [...replies];
  const client = createApiClient({
    fetch: (async () => {
      const next = queue.shift() ?? {};
      const reply = typeof next === 'function' ? await next() : next;
      const status = reply.status ?? true;
      return envelopeResponse(reply.data ?? null, {
        status,
        code: reply.code ?? (status ? 200 : 400),
        error: reply.error ?? null,
      });
    }) as typeof fetch,
  });
  const transport = ((request: ApiRequest) => {
    calls.push(request);
    return client.request(request);
  }) as ApiTransport;
  const payroll = createPayrollEnrolment({ transport, applicationId: 77, ...extra });
  return { payroll, calls };
}

const ACME = { id: 5, employerName: 'Acme Corp', pdSupported: true };
/** The employer as the search answers it. */
const ACME_RECORD = { ...ACME, name: 'Acme Corp' };
/** An asynchronous employer's enrolment: the link was sent. */
const ASYNC = {
  type: 'async',
  platform: 'sandbox',
  income: { employer: 'Acme Corp' },
  result: { message: 'Link sent.' },
};
/** The affordability check started. */
const INITIATED = { state: 'initiated', type: 'async' };
/** A settled check with its decision. */
const settled = (code: string) => ({ state: 'completed', result: determinationRecord({ code }) });
const INVALID_RESPONSE = 'An invalid response was returned from the server.';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 02 §7, 01 §8: employer search', () => {
  it('GETs /api/v1/payroll/employers with keyword and fullSearch=true from 3 characters', async () => {
    const { payroll, calls } = setup([{ data: [ACME_RECORD] }]);
    await payroll.search('Ac');
    expect(calls).toHaveLength(0);
    await payroll.search(' Acm ');
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/api/v1/payroll/employers',
      payload: { keyword: 'Acm', fullSearch: 'true' },
      answer: payrollEmployersCall.answer,
    });
    // On the wire as 02 §7 writes it (a boolean would be encoded as 1).
    expect(toQueryString(calls[0]!.payload as Record<string, unknown>)).toBe('keyword=Acm&fullSearch=true');
    expect(payroll.getState()).toMatchObject({ employers: [ACME], searching: false, searchError: null });
    await payroll.search('A');
    expect(payroll.getState().employers).toEqual([]);
  });

  it("no results → 'Employer not supported!'", async () => {
    const { payroll } = setup([{ data: [] }, { data: [ACME_RECORD] }]);
    await payroll.search('Nobody');
    expect(payroll.getState().searchError).toBe('Employer not supported!');
    await payroll.search('Acme');
    expect(payroll.getState()).toMatchObject({ employers: [ACME], searchError: null });
  });

  it('a failed search shows the parsed server error; stale answers are ignored', async () => {
    let release!: (r: Partial<ApiResult<unknown>>) => void;
    const slow = () => new Promise<Partial<ApiResult<unknown>>>((resolve) => (release = resolve));
    const { payroll } = setup([slow, { status: false, code: 500, error: 'Lookup failed: ["a","b"]' }]);
    const first = payroll.search('Acme');
    await payroll.search('Acme Co');
    release({ data: [ACME_RECORD] });
    await first;
    expect(payroll.getState()).toMatchObject({ employers: [], searchError: 'Lookup failed: a b' });
  });

  it("an employer without payroll deduction support is 'Employer not supported!'", () => {
    const { payroll } = setup([]);
    payroll.select({ ...ACME, pdSupported: false });
    expect(payroll.getState()).toMatchObject({ employer: null, searchError: 'Employer not supported!' });
    payroll.select(ACME);
    expect(payroll.getState()).toMatchObject({ employer: ACME, searchError: null });
  });
});

describe('spec 02 §4 Payroll: enrol, async affordability check and the 3 s auto-refresh', () => {
  it("posts employerId and employerName, starts the check: 'Affordability check initiated!'", async () => {
    const { payroll, calls } = setup([{ data: ASYNC }, { data: INITIATED }]);
    payroll.select(ACME);
    const enrolling = payroll.enrol();
    expect(payroll.getState().status).toBe('enrolling');
    await enrolling;
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/payroll/77',
      payload: { employerId: 5, employerName: 'Acme Corp' },
      answer: payrollEnrolCall.answer,
    });
    expect(calls[1]).toEqual({
      method: 'GET',
      path: '/api/v1/payroll/77/affordability',
      answer: payrollAffordabilityCall.answer,
    });
    expect(payroll.getState()).toMatchObject({
      status: 'initiated',
      message: 'Affordability check initiated!',
      notice: { kind: 'success', message: 'Affordability check initiated!' },
    });
  });

  it('spec 02 §9: refreshes automatically 3 seconds after the check starts', async () => {
    const { payroll, calls } = setup([{ data: ASYNC }, { data: INITIATED }, { data: settled('A') }]);
    payroll.select(ACME);
    await payroll.enrol();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]).toEqual({
      method: 'POST',
      path: '/api/v1/payroll/77/refresh',
      payload: {},
      answer: payrollRefreshCall.answer,
    });
    expect(payroll.getState()).toMatchObject({
      status: 'complete',
      result: { code: 'A' },
      notice: { kind: 'success', message: 'Eligibility process completed!' },
    });
  });

  it('a pending automatic refresh stays silent and initiated', async () => {
    const { payroll } = setup([{ data: ASYNC }, { data: INITIATED }, { status: false, code: 409 }]);
    payroll.select(ACME);
    await payroll.enrol();
    await vi.advanceTimersByTimeAsync(3000);
    expect(payroll.getState()).toMatchObject({
      status: 'initiated',
      refreshing: false,
      notice: { kind: 'success', message: 'Affordability check initiated!' },
    });
  });

  it('an affordability error is the error state with the denial or unable-to-increase message by result code', async () => {
    const denied = setup([{ data: ASYNC }, { status: false, code: 400, error: null }]);
    denied.payroll.select(ACME);
    await denied.payroll.enrol();
    expect(denied.payroll.getState()).toMatchObject({
      status: 'error',
      message: 'Unfortunately, we were unable to approve you through payroll deduction at this time.',
      notice: { kind: 'error', message: 'An error occurred, please try again!' },
    });
    const approved = setup([{ data: ASYNC }, { status: false, code: 400, error: '["Too low"]' }], {
      resultCode: 'A',
    });
    approved.payroll.select(ACME);
    await approved.payroll.enrol();
    expect(approved.payroll.getState()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('unable to increase your offer'),
      notice: { kind: 'error', message: 'Too low' },
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(approved.payroll.getState().status).toBe('error');
  });

  it("spec 02 §8: an enrol failure shows the parsed server error, else 'An error occurred, please try again!'", async () => {
    const { payroll } = setup([
      { status: false, code: 422, error: 'Invalid: ["Employer inactive","Call HR"]' },
      { status: false, code: 400, error: null },
    ]);
    payroll.select(ACME);
    await payroll.enrol();
    expect(payroll.getState()).toMatchObject({
      status: 'idle',
      employer: ACME,
      notice: { kind: 'error', message: 'Invalid: Employer inactive Call HR' },
    });
    await payroll.enrol();
    expect(payroll.getState().notice).toEqual({
      kind: 'error',
      message: 'An error occurred, please try again!',
    });
  });

  it('sync payroll completes at once with its result; no employer means no call', async () => {
    const { payroll, calls } = setup([{ data: settled('A') }, { data: { ...ASYNC, type: 'sync' } }]);
    await payroll.enrol();
    expect(calls).toHaveLength(0);
    payroll.select(ACME);
    await payroll.enrol();
    expect(payroll.getState()).toMatchObject({ status: 'complete', result: { code: 'A' } });
    // A synchronous employer's own answer carries a message, not a decision.
    await payroll.enrol();
    expect(payroll.getState()).toMatchObject({ status: 'complete', result: null });
  });
});

describe('spec 03 §7, §8: manual refresh and restart', () => {
  it("refresh success: 'Eligibility process completed!'; pending: the pending message", async () => {
    const { payroll, calls } = setup([{ status: false, code: 400 }, { data: settled('B') }]);
    await payroll.refresh();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/payroll/77/refresh',
      payload: {},
      answer: payrollRefreshCall.answer,
    });
    expect(payroll.getState().notice).toEqual({
      kind: 'info',
      message:
        'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.',
    });
    await payroll.refresh();
    expect(payroll.getState()).toMatchObject({
      status: 'complete',
      result: { code: 'B' },
      notice: { kind: 'success', message: 'Eligibility process completed!' },
    });
  });

  it('a manual refresh during the 3 s wait replaces the automatic one', async () => {
    const { payroll, calls } = setup([{ data: ASYNC }, { data: INITIATED }, { status: false }]);
    payroll.select(ACME);
    await payroll.enrol();
    await payroll.refresh();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.filter((c) => c.path.endsWith('/refresh'))).toHaveLength(1);
  });

  it("restart: 'Link sent successfully!' or 'Unable to send link!'", async () => {
    const { payroll, calls } = setup([
      { data: { state: 'initiated', sent: true } },
      { status: false, code: 500 },
    ]);
    const restarting = payroll.restart();
    expect(payroll.getState().restarting).toBe(true);
    await restarting;
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/payroll/77/restart',
      payload: {},
      answer: payrollRestartCall.answer,
    });
    expect(payroll.getState().notice).toEqual({ kind: 'success', message: 'Link sent successfully!' });
    await payroll.restart();
    expect(payroll.getState().notice).toEqual({ kind: 'error', message: 'Unable to send link!' });
    payroll.dismissNotice();
    expect(payroll.getState().notice).toBeNull();
  });

  it('no double clicks; nothing after dispose; the application id can change', async () => {
    const { payroll, calls } = setup([{}, {}, {}]);
    void payroll.restart();
    await payroll.restart();
    void payroll.refresh();
    await payroll.refresh();
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    payroll.update({ applicationId: 'a/b' });
    await payroll.restart();
    expect(calls[2]!.path).toBe('/api/v1/payroll/a%2Fb/restart');
    payroll.dispose();
    await payroll.restart();
    await payroll.refresh();
    await payroll.search('Acme');
    payroll.select(ACME);
    await payroll.enrol();
    expect(calls).toHaveLength(3);
    expect(getPayrollPaths(1).enrol).toBe('/api/v1/payroll/1');
  });

  it('dispose while a call is in flight drops its answer and the auto-refresh', async () => {
    let release!: (r: Partial<ApiResult<unknown>>) => void;
    const slow = () => new Promise<Partial<ApiResult<unknown>>>((resolve) => (release = resolve));
    const { payroll, calls } = setup([{ data: ASYNC }, slow]);
    payroll.select(ACME);
    const enrolling = payroll.enrol();
    await vi.advanceTimersByTimeAsync(0);
    payroll.dispose();
    release({ data: INITIATED });
    await enrolling;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    expect(payroll.getState().status).toBe('checking');
  });
});

describe('01 §8: a payroll answer of another shape is the call’s failure with the invalid-response text', () => {
  it('a hostile employer list shows the text as the search error and lists nothing', async () => {
    for (const data of [[ACME, { id: 6 }, 'junk'], { data: [ACME_RECORD] }, 'Acme']) {
      const { payroll } = setup([{ data }]);
      await payroll.search('Acme');
      expect(payroll.getState()).toMatchObject({ employers: [], searchError: INVALID_RESPONSE });
    }
  });

  it('a hostile enrolment keeps the employer and shows the text; no check starts', async () => {
    const { payroll, calls } = setup([{ data: { type: 'async' } }]);
    payroll.select(ACME);
    await payroll.enrol();
    expect(payroll.getState()).toMatchObject({
      status: 'idle',
      employer: ACME,
      result: null,
      notice: { kind: 'error', message: INVALID_RESPONSE },
    });
    expect(calls).toHaveLength(1);
  });

  it('a hostile refresh leaves the check pending and writes no decision', async () => {
    const { payroll } = setup([{ data: { state: 'completed', result: { code: 'A' } } }]);
    await payroll.refresh();
    expect(payroll.getState()).toMatchObject({ status: 'idle', result: null, notice: { kind: 'info' } });
  });
});
