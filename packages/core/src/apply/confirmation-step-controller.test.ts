import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createApplyWizard } from '../apply-wizard/apply-wizard';
import { SAVE_RETRY_HINT_DELAY } from '../save-status';
import { createSessionStore } from '../session/session-store';
import { createConfirmationStepController } from './confirmation-step-controller';
import { createTypedSsnMemory } from './typed-ssns';
import { applicationView, stepSaveRecord } from '../contract/test-records';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const APPROVED = { code: 'A', determination: 'approved', reason: 'Approved' };

/** A saved application as GET /apply-v2/application answers it. */
const saved = (extra: Record<string, unknown> = {}) => ({
  uuid: 'u-1',
  verified: false,
  applicant: { first_name: 'Avery', last_name: 'Backer', location: { line_1: '1 Old Road', city: 'Austin' } },
  ...extra,
});

/**
 * A controller on a fake API answering the saved application `application`, the PIN send, the confirm
 * (`confirm`, pending until released when `hold` is set) and the address step's schema and save.
 */
function setup(options: { application?: Record<string, unknown>; intellicheckStep?: number } = {}) {
  const calls: ApiRequest[] = [];
  let release: (() => void) | null = null;
  const server = { hold: false, release: () => release?.() };
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    if (request.path === '/apply-v2/application') return ok(options.application ?? saved());
    if (request.path === '/apply-v2/application/verify/send') return ok({ sent: true });
    if (request.path === '/apply-v2/application/confirm') {
      if (server.hold) await new Promise<void>((resolve) => (release = resolve));
      return ok(APPROVED);
    }
    if (request.path === '/apply-v2/application/step/applicantAddress?_form=true')
      return ok({
        action: '/apply-v2/applicant/address',
        values: { applicant: { location: { line_1: '1 Old Road' } } },
        children: [{ name: 'applicant.location.line_1', type: 'text', label: 'Street Address' }],
      });
    if (request.path === '/apply-v2/applicant/address') {
      const base = applicationView();
      const location = { line_1: '22 New Street', city: 'Austin', state: 'TX', code: '78701' };
      return ok(stepSaveRecord({ application: { ...base, applicant: { ...base.applicant, location } } }));
    }
    return { status: false, code: 404, data: null, error: 'not found' };
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  const wizard = createApplyWizard({
    intellicheckStep: options.intellicheckStep,
    initialStep: 'application',
  });
  const goTo = vi.fn();
  const controller = createConfirmationStepController({
    transport,
    session,
    goTo,
    wizard,
    typedSsns: createTypedSsnMemory(),
  });
  return { calls, server, session, wizard, goTo, controller };
}

const sectionText = (controller: ReturnType<typeof setup>['controller']) =>
  JSON.stringify(controller.getState().sections);

afterEach(() => {
  vi.useRealTimers();
});

describe('spec 02 §2: the confirmation shows the saved application in sections', () => {
  it('loads nothing before mount; once mounted it loads the saved application into the session and shows it', async () => {
    const { controller, calls, session } = setup();
    expect(calls).toEqual([]);
    expect(controller.getState().status).toBe('loading');
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    expect(session.getState().application).toMatchObject({ uuid: 'u-1' });
    expect(sectionText(controller)).toContain('Avery');
    expect(controller.getState().canAddCoApplicant).toBe(true);
  });

  it('Edit opens the step from the confirmation and Add Co-Applicant the co-applicant switch, both in editing mode', () => {
    const { controller, wizard } = setup();
    controller.editStep('applicantIncome');
    expect(wizard.getState()).toMatchObject({ current: 'applicantIncome', editingFromConfirmation: true });
    wizard.goTo('application');
    controller.addCoApplicant();
    expect(wizard.getState()).toMatchObject({ current: 'hasCoApplicant', editingFromConfirmation: true });
  });
});

describe('spec 01 §2: the address edited in a modal panel from the summary', () => {
  it('a saved address goes into the session and the summary shows it at once', async () => {
    const { controller, session } = setup();
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    expect(controller.edit.open('applicantAddress')).toBe(true);
    const form = controller.edit.getState().form!;
    await vi.waitFor(() => expect(form.getState().status).toBe('ready'));
    form.setValue('applicant.location.line_1', '22 New Street');
    await expect(controller.edit.save()).resolves.toBe('success');
    expect(session.getState().application?.applicant?.location?.line_1).toBe('22 New Street');
    expect(sectionText(controller)).toContain('22 New Street');
  });
});

describe('spec 03 §4: Confirm & Submit', () => {
  it('opens the identity check first when it sits at the confirmation and is not done, sending nothing', async () => {
    const { controller, goTo, calls } = setup({ intellicheckStep: 1 });
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    await controller.submit();
    expect(goTo).toHaveBeenCalledWith('/intellicheck', { state: { returnStep: 'application' } });
    expect(calls.map((call) => call.path)).toEqual(['/apply-v2/application']);
  });

  it('an unverified application is sent a PIN and the wizard moves on to the verification step', async () => {
    const { controller, wizard, calls } = setup();
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    await controller.submit();
    expect(calls.at(-1)).toMatchObject({
      path: '/apply-v2/application/verify/send',
      payload: { uuid: 'u-1' },
    });
    expect(wizard.getState().current).toBe('verifyApplication');
  });

  it("a verified application submits at once: the result goes on the session's application and its screen replaces the confirmation", async () => {
    const { controller, session, goTo } = setup({ application: saved({ verified: true }) });
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    await controller.submit();
    expect(session.getState().application).toMatchObject({
      application_result: APPROVED,
      submitted: true,
      verified: true,
    });
    expect(goTo).toHaveBeenCalledWith('approved', { replace: true });
  });
});

describe("spec 02 §2: the footer's save status while Confirm & Submit runs", () => {
  it("shows 'Saving' and after 30 s a 'click here' that opens the checkpoint redirect", async () => {
    const { controller, server, goTo } = setup({ application: saved({ verified: true }) });
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    vi.useFakeTimers();
    server.hold = true;
    const submitting = controller.submit();
    await vi.waitFor(() => expect(controller.getState().submitting).toBe(true));
    expect(controller.getState().save).toMatchObject({ saving: true, retryHintVisible: false });
    vi.advanceTimersByTime(SAVE_RETRY_HINT_DELAY);
    expect(controller.getState().save.retryHintVisible).toBe(true);
    controller.retrySave();
    expect(goTo).toHaveBeenCalledWith('checkpoint/redirect', { replace: true });
    server.release();
    await submitting;
    expect(controller.getState().save.saving).toBe(false);
  });
});
