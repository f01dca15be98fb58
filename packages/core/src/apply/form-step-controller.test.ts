import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createApplyWizard } from '../apply-wizard/apply-wizard';
import type { ApplyStepId } from '../rules/wizard';
import { ADDRESS_CHANGE_DEBOUNCE_MS } from '../apply-wizard/lookups';
import type { FormSchema } from '../schema-form/schema';
import { createSessionStore } from '../session/session-store';
import { createFormStepController, type FormStepControllerOptions } from './form-step-controller';
import { createTypedSsnMemory } from './typed-ssns';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const failed = (error: string): ApiResult => ({ status: false, code: 500, data: null, error });

const infoSchema: FormSchema = {
  action: '/apply-v2/applicant',
  children: [
    { name: 'applicant.first_name', type: 'text', label: 'First Name' },
    { name: 'applicant.last_name', type: 'text', label: 'Last Name' },
    { name: 'applicant.social_security_number', type: 'text', label: 'SSN' },
  ],
};

const addressSchema: FormSchema = {
  action: '/apply-v2/applicant/address',
  children: [
    { name: 'applicant.location.line_1', type: 'address', label: 'Street Address', required: true },
    { name: 'applicant.location.code', type: 'zip', label: 'Zip Code', required: true },
    { name: 'applicant.location.city', type: 'text', label: 'City', required: true },
    { name: 'applicant.location.state', type: 'text', label: 'State', required: true },
  ],
};

/** A controller on a fake API: `schemas` answers the schema calls by path, `answer` every other call. */
function setup(
  step: ApplyStepId,
  {
    schema = infoSchema,
    answer = () => ok({}),
    wizard = createApplyWizard({ initialStep: step }),
    ...options
  }: Partial<FormStepControllerOptions> & { schema?: FormSchema; answer?: (r: ApiRequest) => ApiResult } = {},
) {
  const calls: ApiRequest[] = [];
  let schemaAnswer = (): ApiResult => ok(schema);
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return request.path.startsWith('/apply-v2/application/step/') ? schemaAnswer() : answer(request);
  }) as unknown as ApiTransport;
  const session = options.session ?? createSessionStore();
  const goTo = vi.fn();
  const host = { inProgress: vi.fn(() => true) };
  const typedSsns = createTypedSsnMemory();
  const controller = createFormStepController({
    step,
    wizard,
    session,
    transport,
    goTo,
    host,
    typedSsns,
    contactPhone: '(800) 555-0100',
    ...options,
  });
  const form = () => controller.getState().form!;
  return {
    controller,
    calls,
    session,
    goTo,
    host,
    wizard,
    typedSsns,
    form,
    failSchema: (error: string) => (schemaAnswer = () => failed(error)),
    serveSchema: (next: FormSchema) => (schemaAnswer = () => ok(next)),
  };
}

/** Lets the fake API's answers arrive. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("spec 01 §7: a step's schema loads when the step is shown, and builds its form", () => {
  it('sends nothing before mount, then loads the schema and shows the form', async () => {
    const { controller, calls } = setup('applicantInfo');
    await settle();
    expect(calls).toEqual([]);
    expect(controller.getState().status).toBe('loading');
    controller.mount();
    await settle();
    expect(calls[0]?.path).toContain('/apply-v2/application/step/applicantInfo');
    expect(controller.getState().status).toBe('ready');
    expect(controller.getState().form?.getState().fieldNames).toContain('applicant.first_name');
  });

  it("a failed load shows the server's error, and Try again loads the schema again", async () => {
    const { controller, failSchema, serveSchema } = setup('applicantInfo');
    failSchema('The server is down.');
    controller.mount();
    await settle();
    expect(controller.getState()).toMatchObject({
      status: 'error',
      loadError: 'The server is down.',
      form: null,
    });
    serveSchema(infoSchema);
    controller.retry();
    await settle();
    expect(controller.getState().status).toBe('ready');
  });

  it('a load cut short by the end of a mount starts again at the next mount', async () => {
    const { controller, calls } = setup('applicantInfo');
    controller.mount()();
    controller.mount();
    await settle();
    expect(calls.filter((call) => call.path.includes('/step/'))).toHaveLength(2);
    expect(controller.getState().status).toBe('ready');
  });

  it('another language loads the schema again and keeps the values typed', async () => {
    const { controller, calls, form, serveSchema } = setup('applicantInfo', { locale: 'en' });
    controller.mount();
    await settle();
    form().setValue('applicant.first_name', 'Ana');
    serveSchema({ ...infoSchema, children: [{ ...infoSchema.children![0]!, label: 'Nombre' }] });
    controller.update({ locale: 'es' });
    await settle();
    expect(calls.filter((call) => call.path.includes('/step/'))).toHaveLength(2);
    expect(form().getField('applicant.first_name')).toMatchObject({ label: 'Nombre', value: 'Ana' });
  });
});

describe('spec 01 §5: pre-fill locks the main applicant fields', () => {
  it("with the page's lock set, a checkout's prefill makes the last name and SSN read-only, not the first name", async () => {
    const session = createSessionStore({ initial: { checkout: { id: 1, prefill: { first_name: 'A' } } } });
    const { controller, form } = setup('applicantInfo', { session, lockConfigured: true });
    controller.mount();
    await settle();
    expect(form().getField('applicant.last_name')?.schema.readonly).toBe(true);
    expect(form().getField('applicant.social_security_number')?.schema.readonly).toBe(true);
    expect(form().getField('applicant.first_name')?.schema.readonly).toBeUndefined();
  });

  it("without the page's lock nothing is read-only", async () => {
    const session = createSessionStore({ initial: { checkout: { id: 1, prefill: { first_name: 'A' } } } });
    const { controller, form } = setup('applicantInfo', { session });
    controller.mount();
    await settle();
    expect(form().getField('applicant.last_name')?.schema.readonly).toBeUndefined();
  });
});

describe('03 §4: the applicant success paths after Continue on the applicant info', () => {
  it('rated22App opens the contact-store screen, nothing saved to the session', async () => {
    const { controller, goTo, session, host } = setup('applicantInfo');
    controller.mount();
    await settle();
    const before = session.getState();
    controller.succeed(ok({ approved_application: { rated22App: true } }));
    expect(goTo).toHaveBeenCalledWith('contact-store');
    expect(session.getState()).toBe(before);
    expect(host.inProgress).not.toHaveBeenCalled();
  });

  it('contractInProgress keeps the retrieval for the host and opens the contract-in-progress screen', async () => {
    const { controller, goTo, session } = setup('applicantInfo');
    controller.mount();
    await settle();
    controller.succeed(
      ok({ approved_application: { contractInProgress: true }, retrieval: { application_id: 7 } }),
    );
    expect(session.getState().retrieval).toEqual({ application_id: 7 });
    expect(goTo).toHaveBeenCalledWith('contract-in-progress');
  });

  it('verify keeps the retrieval and opens the checkpoint', async () => {
    const { controller, goTo, session, wizard } = setup('applicantInfo');
    controller.mount();
    await settle();
    controller.succeed(ok({ verify: true, retrieval: { application_id: 8 } }));
    expect(session.getState().retrieval).toEqual({ application_id: 8 });
    expect(goTo).toHaveBeenCalledWith('checkpoint');
    expect(wizard.getState().current).toBe('applicantInfo');
  });

  it('a save stores the application and its uuid, tells the host the checkout is in progress and moves on', async () => {
    const session = createSessionStore({ initial: { checkout: { id: 9 } } });
    const { controller, goTo, host, wizard } = setup('applicantInfo', { session });
    controller.mount();
    await settle();
    controller.succeed(ok({ application: { id: 3, uuid: 'u-3' } }));
    expect(host.inProgress).toHaveBeenCalledWith({ checkout_id: 9 });
    expect(session.getState()).toMatchObject({ application: { id: 3, uuid: 'u-3' }, uuid: 'u-3' });
    expect(wizard.getState().current).toBe('applicantAddress');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('remembers the SSN typed on the applicant info, in memory, for the confirmation', async () => {
    const { controller, form, typedSsns } = setup('applicantInfo');
    controller.mount();
    await settle();
    form().setValue('applicant.social_security_number', '123-45-6789');
    controller.succeed(ok({}));
    expect(typedSsns.get()).toEqual({ applicant: '123-45-6789', co_applicant: null });
  });

  it('with the identity check placed after the applicant info, opens it with the step to return to', async () => {
    const wizard = createApplyWizard({ initialStep: 'applicantInfo', intellicheckStep: 0 });
    const { controller, goTo } = setup('applicantInfo', { wizard });
    controller.mount();
    await settle();
    controller.succeed(ok({ application: { id: 3, uuid: 'u-3' } }));
    expect(goTo).toHaveBeenCalledWith('/intellicheck', { state: { returnStep: 'applicantAddress' } });
  });

  it('an application whose identity check is done moves on without it', async () => {
    const wizard = createApplyWizard({ initialStep: 'applicantInfo', intellicheckStep: 0 });
    const { controller, goTo } = setup('applicantInfo', { wizard });
    controller.mount();
    await settle();
    controller.succeed(ok({ application: { id: 3, uuid: 'u-3', intellicheck_completed: true } }));
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('03 §2, §4: the other steps after Continue, Back and Skip', () => {
  it("the co-applicant answer adds the co-applicant's steps", async () => {
    const schema: FormSchema = { action: '/x', children: [{ name: 'has_co_applicant', type: 'toggle' }] };
    const { controller, form, wizard, host } = setup('hasCoApplicant', { schema });
    controller.mount();
    await settle();
    form().setValue('has_co_applicant', true);
    controller.succeed(ok({}));
    expect(wizard.getState().steps).toContain('coApplicantInfo');
    expect(wizard.getState().current).toBe('coApplicantInfo');
    expect(host.inProgress).not.toHaveBeenCalled();
  });

  it('Skip completes the step as skipped; Back returns to the step before', async () => {
    const wizard = createApplyWizard({ initialStep: 'applicantBanking' });
    const { controller } = setup('applicantBanking', { wizard });
    controller.cancel({ type: 'cancel', action: 'skip', label: 'Skip' });
    expect(wizard.getState().current).toBe('hasCoApplicant');
    controller.cancel({ type: 'cancel', label: 'Back' });
    expect(wizard.getState().current).toBe('applicantBanking');
  });
});

describe('01 §9: the home address is saved by itself once complete', () => {
  it('posts the address step 1500 ms after its last change when valid, not before', async () => {
    const { controller, form, calls } = setup('applicantAddress', { schema: addressSchema });
    controller.mount();
    controller.subscribe(() => {});
    await settle();
    form().setValue('applicant.location.line_1', '1 Main St');
    form().setValue('applicant.location.code', '10001');
    form().setValue('applicant.location.city', 'New York');
    form().setValue('applicant.location.state', 'NY');
    await vi.advanceTimersByTimeAsync(ADDRESS_CHANGE_DEBOUNCE_MS - 1);
    const saves = () => calls.filter((call) => call.path === '/apply-v2/applicant/address');
    expect(saves()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves()).toEqual([
      expect.objectContaining({
        method: 'POST',
        payload: expect.objectContaining({ applicant: expect.anything() }),
      }),
    ]);
  });
});

describe('the Fill scenario (outside production) fills whatever step is shown', () => {
  it('applies the scenario to the step as it opens and again when another one is chosen', async () => {
    const session = createSessionStore({
      initial: { fill: { type: 'approved', data: { applicant: { first_name: 'Ana' } } } },
    });
    const { controller, form } = setup('applicantInfo', { session });
    controller.mount();
    await settle();
    expect(form().getField('applicant.first_name')?.value).toBe('Ana');
    session.patch({ fill: { type: 'denied', data: { applicant: { first_name: 'Bea' } } } });
    expect(form().getField('applicant.first_name')?.value).toBe('Bea');
  });
});
