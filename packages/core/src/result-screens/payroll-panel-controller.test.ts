import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createSessionStore } from '../session';
import { createPayrollPanelController, PAYROLL_NOTICE_ID } from './payroll-panel-controller';

function setup(replies: Partial<ApiResult<unknown>>[]) {
  const calls: ApiRequest[] = [];
  const queue = [...replies];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return { status: true, code: 200, data: null, error: null, ...queue.shift() };
  }) as unknown as ApiTransport;
  const session = createSessionStore({
    initial: { application: { id: 77, application_result: { code: 'D', score: 0, reason: '' } } },
  });
  const notify = vi.fn();
  const panel = createPayrollPanelController({
    transport,
    session,
    applicationId: 77,
    resultCode: 'D',
    notify,
  });
  return { panel, session, notify, calls };
}

describe('spec 02 §2, 03 §7, §8: the payroll panel controller', () => {
  it("a completed refresh's determination becomes the application's override result; its notice is shown once, under one id", async () => {
    const { panel, session, notify, calls } = setup([{ data: { result: { code: 'A', score: 610 } } }]);
    panel.mount();
    await panel.payroll.refresh();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/payroll/77/refresh' });
    expect(session.getState().application).toMatchObject({
      application_result: { code: 'D' },
      override_result: { code: 'A', score: 610 },
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      { kind: 'success', message: 'Eligibility process completed!' },
      PAYROLL_NOTICE_ID,
    );
    expect(panel.getState().notice).toBeNull();
  });

  it('a pending refresh leaves the result as it was and says so', async () => {
    const { panel, session, notify } = setup([{ status: false, code: 400 }]);
    panel.mount();
    await panel.payroll.refresh();
    expect(session.getState().application).not.toHaveProperty('override_result');
    expect(notify).toHaveBeenCalledWith(
      { kind: 'info', message: expect.stringContaining('pending') },
      PAYROLL_NOTICE_ID,
    );
  });

  it('starts nothing and writes nothing until mounted', async () => {
    const { panel, session, notify } = setup([{ data: { result: { code: 'A' } } }]);
    await panel.payroll.refresh();
    expect(notify).not.toHaveBeenCalled();
    expect(session.getState().application).not.toHaveProperty('override_result');
  });
});
