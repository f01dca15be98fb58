import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createApplyWizard } from '../apply-wizard/apply-wizard';
import { AUTOSAVE_DEBOUNCE_MS, SINGLE_PAGE_APPLICATION_PATH } from '../autosave/autosave';
import type { FieldSchema, FormSchema } from '../schema-form/schema';
import { createSessionStore } from '../session/session-store';
import { createSinglePageController } from './single-page-controller';
import { createTypedSsnMemory } from './typed-ssns';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });

const section = (name: string, label: string, children: FieldSchema[]): FieldSchema =>
  ({ name, type: 'section', label, children }) as FieldSchema;

const pageSchema: FormSchema = {
  action: '/apply-v2/application/submit',
  children: [
    section('applicantInfo', 'Applicant Information', [
      { name: 'applicant.first_name', type: 'text', label: 'First Name', required: true },
      { name: 'applicant.social_security_number', type: 'text', label: 'SSN' },
    ]),
    section('applicantAddress', 'Home Address', [
      { name: 'applicant.location.city', type: 'text', label: 'City' },
    ]),
    section('applicantIncome', 'Income', [{ name: 'applicant.employer', type: 'text', label: 'Employer' }]),
    section('applicantBanking', 'Banking', [{ name: 'add_banking', type: 'toggle', label: 'Add banking' }]),
    section('hasCoApplicant', 'Co-Applicant', [
      { name: 'has_co_applicant', type: 'toggle', label: 'Co-applicant' },
    ]),
    section('coApplicantInfo', 'Co-Applicant Information', [
      { name: 'co_applicant.first_name', type: 'text', label: 'First Name' },
    ]),
    section('coApplicantIncome', 'Co-Applicant Income', [
      { name: 'co_applicant.employer', type: 'text', label: 'Employer' },
    ]),
  ],
};

const isSchemaCall = (request: ApiRequest) => (request.method ?? 'GET') === 'GET';

/** A controller on a fake API: the page's schema, then `answer` for every save and the submit. */
function setup(
  answer: (request: ApiRequest) => ApiResult = () => ok({ application: { id: 9, applicant_id: 5 } }),
) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return isSchemaCall(request) ? ok(pageSchema) : answer(request);
  }) as unknown as ApiTransport;
  const session = createSessionStore({ initial: { bankingRequired: false } });
  const wizard = createApplyWizard({ applyFormVersion: 3 });
  const goTo = vi.fn();
  const typedSsns = createTypedSsnMemory();
  const controller = createSinglePageController({
    wizard,
    session,
    transport,
    goTo,
    typedSsns,
    contactPhone: '(800) 555-0100',
  });
  const form = (id: string) => controller.getState().sections.find((s) => s.id === id)!.form;
  const saves = () => calls.filter((call) => !isSchemaCall(call));
  return { controller, calls, saves, session, wizard, goTo, typedSsns, form };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 01 §2: the single page shows its numbered sections, the others gated on the applicant', () => {
  it('sends nothing before mount, then shows each section with its own form', async () => {
    const { controller, calls } = setup();
    await settle();
    expect(calls).toEqual([]);
    controller.mount();
    await settle();
    const { status, sections } = controller.getState();
    expect(status).toBe('ready');
    expect(sections.map((s) => [s.number, s.id])).toEqual([
      [1, 'applicantInfo'],
      [2, 'applicantAddress'],
      [3, 'applicantIncome'],
      [4, 'applicantBanking'],
      [5, 'hasCoApplicant'],
    ]);
    expect(sections[0]).toMatchObject({ title: 'Applicant Information', gateMessage: null, status: 'idle' });
    expect(sections[1]?.gateMessage).toBe('First complete the applicant info section');
    expect(sections[1]?.form.getState().fieldNames).toEqual(['applicant.location.city']);
  });

  it("switching the co-applicant on shows the co-applicant's sections with forms of their own", async () => {
    const { controller, form } = setup();
    controller.mount();
    await settle();
    form('hasCoApplicant').setValue('has_co_applicant', true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    const ids = controller.getState().sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['coApplicantInfo', 'coApplicantIncome']));
    expect(form('coApplicantInfo').getState().fieldNames).toEqual(['co_applicant.first_name']);
  });
});

describe('spec 01 §4: each section saves by itself', () => {
  it('applicant info saves after the pause once valid, opens the other sections and remembers the SSN', async () => {
    const { controller, form, saves, session, typedSsns } = setup();
    controller.mount();
    await settle();
    form('applicantInfo').setValue('applicant.social_security_number', '123-45-6789');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    // The first name is required: an invalid section is not sent.
    expect(saves()).toEqual([]);
    form('applicantInfo').setValue('applicant.first_name', 'Ann');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      path: `${SINGLE_PAGE_APPLICATION_PATH}/step/applicantInfo`,
    });
    expect(session.getState().application).toMatchObject({ id: 9, applicant_id: 5 });
    expect(controller.getState().sections[1]?.gateMessage).toBeNull();
    expect(typedSsns.get().applicant).toBe('123-45-6789');
  });

  it('Continue saves what is left and submits the application; the wizard moves on', async () => {
    const { controller, form, saves, wizard } = setup();
    controller.mount();
    await settle();
    form('applicantInfo').setValue('applicant.first_name', 'Ann');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    form('applicantAddress').setValue('applicant.location.city', 'Austin');
    form('applicantIncome').setValue('applicant.employer', 'Acme');
    form('hasCoApplicant').setValue('has_co_applicant', false);
    controller.submit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves().at(-1)).toMatchObject({
      path: '/apply-v2/application/submit',
      payload: expect.objectContaining({ applicant: expect.objectContaining({ first_name: 'Ann' }) }),
    });
    expect(wizard.getState().current).toBe('application');
  });
});

describe('03 §4: applicant info answered without an application routes like the step wizard', () => {
  it('verify keeps the retrieval and opens the checkpoint', async () => {
    const { controller, form, goTo, session } = setup(() =>
      ok({
        application: null,
        verify: true,
        approved_application: { id: 3 },
        retrieval: { application_id: 3 },
      }),
    );
    controller.mount();
    await settle();
    form('applicantInfo').setValue('applicant.first_name', 'Ann');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(session.getState().retrieval).toEqual({ application_id: 3 });
    expect(goTo).toHaveBeenCalledWith('checkpoint');
  });

  it('mayNotSwitch opens the contact-store screen', async () => {
    const { controller, form, goTo } = setup(() =>
      ok({ application: null, approved_application: { mayNotSwitch: true } }),
    );
    controller.mount();
    await settle();
    form('applicantInfo').setValue('applicant.first_name', 'Ann');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(goTo).toHaveBeenCalledWith('contact-store');
  });
});
