import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createApplyWizard } from '../apply-wizard/apply-wizard';
import { createSessionStore } from '../session/session-store';
import { createPinStepController } from './pin-step-controller';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const fail = (code: number, error: string): ApiResult => ({ status: false, code, data: null, error });
const APPROVED = { code: 'A', determination: 'approved' };
const DENIED = { code: 'D', determination: 'denied' };

/**
 * A controller on a fake API: the PIN confirm answers `pinAnswer` (a verified PIN with a new token by
 * default) and the application confirm `confirmAnswer`.
 */
function setup(answers: { pin?: () => ApiResult; confirm?: () => ApiResult } = {}) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    if (request.path === '/apply-v2/application/confirm') return (answers.confirm ?? (() => ok(APPROVED)))();
    if (request.path === '/apply-v2/application/verify/send') return ok({ sent: true });
    return (answers.pin ?? (() => ok({ token: 'token-2', application: { uuid: 'u-1', verified: true } })))();
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  session.patch({ uuid: 'u-1', application: { uuid: 'u-1', applicant_id: 3 } });
  const wizard = createApplyWizard({ initialStep: 'verifyApplication' });
  const goTo = vi.fn();
  const notify = vi.fn();
  const controller = createPinStepController({ transport, session, wizard, goTo, notify });
  return { calls, session, wizard, goTo, notify, controller };
}

const confirmPath = (calls: ApiRequest[]) =>
  calls.filter((call) => call.path === '/apply-v2/application/confirm');

describe('spec 02 §4, 03 §4: a verified PIN submits the application', () => {
  it('makes no call when created; the fifth digit confirms the PIN with the session application uuid', async () => {
    const { controller, calls } = setup();
    expect(calls).toEqual([]);
    controller.mount();
    controller.pin.setCode('12345');
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(JSON.stringify(calls[0]!.payload)).toContain('u-1');
  });

  it('replaces the session token, submits, puts the approval on the application and opens it in place of the PIN, with the success toast', async () => {
    const { controller, session, goTo, notify, calls } = setup();
    controller.mount();
    controller.pin.setCode('12345');
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('approved', { replace: true }));
    expect(session.getState().token).toBe('token-2');
    expect(confirmPath(calls)).toHaveLength(1);
    expect(session.getState().application).toMatchObject({ application_result: APPROVED, submitted: true });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'PIN verification successful.' });
  });

  it('a denial opens its screen with no success toast before it', async () => {
    const { controller, goTo, notify } = setup({ confirm: () => ok(DENIED) });
    controller.mount();
    controller.pin.setCode('12345');
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('denied', { replace: true }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('a failed submit shows its error here with the success toast; Continue submits again', async () => {
    let confirmAnswer = fail(500, 'Server Error');
    const { controller, calls, notify } = setup({ confirm: () => confirmAnswer });
    controller.mount();
    controller.pin.setCode('12345');
    await vi.waitFor(() => expect(controller.getState().error).not.toBeNull());
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'PIN verification successful.' });
    confirmAnswer = ok(APPROVED);
    controller.continue();
    await vi.waitFor(() => expect(confirmPath(calls)).toHaveLength(2));
    await vi.waitFor(() => expect(controller.getState().error).toBeNull());
  });
});

describe('spec 02 §4, §8: a wrong PIN and the exhausted attempts', () => {
  it("a wrong PIN's failure toast shows at once, under one id so the next replaces it", async () => {
    const { controller, notify } = setup({ pin: () => fail(422, 'The PIN is not valid.') });
    controller.mount();
    controller.pin.setCode('11111');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }), 'pin-verification');
    expect(controller.getState().pin.fieldError).not.toBeNull();
  });

  it('the exhausted attempts store the generic denial and open the denied screen in place of the PIN', async () => {
    const { controller, session, goTo, calls } = setup({
      pin: () => ({ status: false, code: 422, data: { maxed: true }, error: 'Too many attempts' }),
    });
    controller.mount();
    controller.pin.setCode('11111');
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('denied', { replace: true }));
    expect(session.getState().application?.application_result).toMatchObject({ code: 'G' });
    expect(confirmPath(calls)).toHaveLength(0);
  });
});

describe("spec 02 §2: the verification step's other buttons", () => {
  it('Edit Application goes back to the confirmation; Start a new application forgets it and starts over', () => {
    const { controller, wizard, session } = setup();
    controller.editApplication();
    expect(wizard.getState().current).toBe('application');
    controller.newApplication();
    expect(session.getState()).toMatchObject({ application: null, uuid: null, retrieval: null });
    expect(wizard.getState().current).toBe(wizard.getState().steps[0]);
  });
});
