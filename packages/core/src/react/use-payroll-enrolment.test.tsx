import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiTransport } from '../api/types';
import { usePayrollEnrolment } from './use-payroll-enrolment';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePayrollEnrolment (02 §4, §9: auto-refresh 3 s after the check starts)', () => {
  it('renders initiated, then refreshes after 3 s; unmount cancels the auto-refresh', async () => {
    const calls: ApiRequest[] = [];
    const transport = vi.fn(async (request: ApiRequest) => {
      calls.push(request);
      return { status: true, code: 200, data: { type: 'async' }, error: null };
    }) as unknown as ApiTransport;
    const { result, unmount } = renderHook(() => usePayrollEnrolment({ transport, applicationId: 1 }));
    act(() => result.current.payroll.select({ id: 2, employerName: 'Acme' }));
    await act(() => result.current.payroll.enrol());
    expect(result.current.state.status).toBe('initiated');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/v1/payroll/1',
      '/api/v1/payroll/1/affordability',
      '/api/v1/payroll/1/refresh',
    ]);
    expect(result.current.state.status).toBe('complete');
    act(() => result.current.payroll.select({ id: 2, employerName: 'Acme' }));
    await act(() => result.current.payroll.enrol());
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(5);
  });
});
