import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createSessionStore } from '../session/session-store';
import { createIdentityCheckController } from './identity-check-controller';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });

/** A controller on a fake API whose verify answers `completed`; the session has an applicant's cell. */
function setup(entryState?: unknown, completed = true) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return request.path.endsWith('/send') ? ok({ id: 'check-1' }) : ok({ completed });
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  session.patch({ application: { uuid: 'u-1', applicant: { cell: '5551234567' } } });
  const goTo = vi.fn();
  const controller = createIdentityCheckController({ transport, session, goTo, entryState });
  return { calls, session, goTo, controller };
}

async function sendAndVerify(controller: ReturnType<typeof setup>['controller']) {
  controller.mount();
  controller.send();
  await vi.waitFor(() => expect(controller.getState().canVerify).toBe(true));
  controller.verify();
  await vi.waitFor(() => expect(controller.getState().verifying).toBe(false));
}

describe('spec 01 §7, 03 §4: the identity check route', () => {
  it("makes no call when created and starts with the applicant's mobile phone, masked", () => {
    const { controller, calls } = setup();
    expect(calls).toEqual([]);
    expect(controller.getState().phone).toBe('(555) 123-4567');
  });

  it("a completed check marks the session's application and returns to the step that opened it, in place of the check", async () => {
    const { controller, session, goTo, calls } = setup({ returnStep: 'application' });
    await sendAndVerify(controller);
    expect(calls[0]).toMatchObject({ method: 'POST', payload: { phone: '(555) 123-4567' } });
    expect(session.getState().application).toMatchObject({ uuid: 'u-1', intellicheck_completed: true });
    expect(goTo).toHaveBeenCalledWith('/apply', { state: { step: 'application' }, replace: true });
  });

  it('without a wizard step to return to, a completed check goes to the checkpoint redirect', async () => {
    for (const entryState of [undefined, { returnStep: 'not-a-step' }, 'application']) {
      const { controller, goTo } = setup(entryState);
      await sendAndVerify(controller);
      expect(goTo).toHaveBeenCalledWith('checkpoint/redirect', { replace: true });
    }
  });

  it('a check not yet completed stays, leaves the session as it was and says the process failed', async () => {
    const { controller, session, goTo } = setup({ returnStep: 'application' }, false);
    const before = session.getState();
    await sendAndVerify(controller);
    expect(goTo).not.toHaveBeenCalled();
    expect(session.getState()).toBe(before);
    expect(controller.getState().notice).toEqual({
      kind: 'error',
      message: 'Unable to complete process. Please wait a few seconds and try again.',
    });
  });

  it('the texts follow the language pushed later', async () => {
    const { controller } = setup({}, false);
    controller.update({ locale: 'es' });
    await sendAndVerify(controller);
    expect(controller.getState().notice?.message).not.toContain('Unable to complete process');
  });
});
