import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { singlePageSaveCall, stepSaveCall } from '../contract/calls/application';
import { applicationView, envelopeResponse, stepSaveRecord } from '../contract/test-records';
import { formatMessage } from '../messages';
import type { ApplySectionId } from '../rules/wizard';
import type { FormSchema } from '../schema-form/schema';
import { createSessionStore } from '../session';
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_RETRY_DELAYS_MS,
  SAVE_ALL_EXPIRY_MS,
  createAutosave,
  getSectionSavePath,
  SINGLE_PAGE_APPLICATION_PATH,
  type AutosaveOptions,
  type SaveResult,
} from './autosave';

interface PendingSave {
  section: ApplySectionId;
  values: Record<string, unknown>;
  resolve: (result: SaveResult) => void;
}

function setup(overrides: Partial<AutosaveOptions> = {}) {
  const saves: PendingSave[] = [];
  const save = vi.fn(
    (section: ApplySectionId, values: Record<string, unknown>) =>
      new Promise<SaveResult>((resolve) => saves.push({ section, values, resolve })),
  );
  const submitApplication = vi.fn();
  const isValid = vi.fn(
    (_section: ApplySectionId, values: Record<string, unknown>) => values.invalid !== true,
  );
  const autosave = createAutosave({
    sections: { bankingRequired: false },
    save,
    isValid,
    submitApplication,
    ...overrides,
  });
  /** Answers every pending save with success and lets the promises settle. */
  const answerAll = async (result: SaveResult = { status: true }) => {
    while (saves.length) {
      saves.shift()!.resolve(result);
      await vi.advanceTimersByTimeAsync(0);
    }
  };
  return { autosave, saves, save, submitApplication, isValid, answerAll };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 01 §4 / §9: a change marks its section unsaved after a 1000 ms pause, then saves', () => {
  it('waits for the 1000 ms pause after the last change, then saves the latest values', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { last_name: 'S' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    autosave.change('applicantInfo', { last_name: 'Sm' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(autosave.getState().sections.applicantInfo?.status).toBe('idle');
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith('applicantInfo', { last_name: 'Sm' });
    expect(autosave.getState().sections.applicantInfo?.status).toBe('saving');
    saves[0]!.resolve({ status: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({
      status: 'saved',
      savedValues: { last_name: 'Sm' },
    });
  });

  it('an invalid section is marked unsaved but not saved', async () => {
    const { autosave, save } = setup();
    autosave.change('applicantInfo', { invalid: true });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(autosave.getState().sections.applicantInfo?.status).toBe('unsaved');
    expect(save).not.toHaveBeenCalled();
  });

  it('an unchanged section is not saved again', async () => {
    const { autosave, save, answerAll } = setup();
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    await answerAll();
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.getState().sections.applicantInfo?.status).toBe('saved');
  });

  it('a pre-filled section saves even though nothing changed', async () => {
    const { autosave, save, answerAll } = setup({ prefilled: { applicantInfo: { last_name: 'Filled' } } });
    expect(autosave.getState().sections.applicantInfo).toMatchObject({ prefilled: true, status: 'idle' });
    autosave.submit();
    expect(save).toHaveBeenCalledWith('applicantInfo', { last_name: 'Filled' });
    await answerAll();
    expect(autosave.getState().sections.applicantInfo).toMatchObject({ prefilled: false, status: 'saved' });
  });

  it('typing on while a save runs saves the newer values afterwards', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { v: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    autosave.change('applicantInfo', { v: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1); // still saving v1
    saves.shift()!.resolve({ status: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo?.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenLastCalledWith('applicantInfo', { v: 2 });
  });
});

describe('spec 01 §2 / §4: other sections save once the applicant id first appears', () => {
  it('holds other sections until the applicant id appears, then saves them', async () => {
    const { autosave, save, answerAll } = setup();
    autosave.change('applicantAddress', { city: 'Austin' });
    autosave.change('applicantIncome', { gross: '100' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.getState().sections.applicantAddress?.status).toBe('unsaved');
    autosave.setApplicantId(42);
    expect(save.mock.calls.map((c) => c[0])).toEqual(['applicantAddress', 'applicantIncome']);
    await answerAll();
    // A later id change does not save everything again.
    autosave.setApplicantId(43);
    expect(save).toHaveBeenCalledTimes(2);
    autosave.setApplicantId(null);
    expect(autosave.getState().applicantId).toBeNull();
  });

  it('an existing applicant id lets every section save at once', async () => {
    const { autosave, save } = setup({ applicantId: 'a-1' });
    autosave.change('applicantIncome', { gross: '1' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledWith('applicantIncome', { gross: '1' });
  });
});

describe('spec 01 §4 / §9: submit saves all active sections, fires the application submit, expires after 15000 ms', () => {
  const all: ApplySectionId[] = ['applicantInfo', 'applicantAddress', 'applicantIncome', 'hasCoApplicant'];

  it('active sections follow the wizard rules (no banking unless required, co-applicant only with one)', () => {
    const { autosave } = setup();
    expect(autosave.getState().activeSections).toEqual(all);
    const listener = vi.fn();
    autosave.subscribe(listener);
    autosave.update({ sections: { bankingRequired: false } });
    expect(listener).not.toHaveBeenCalled();
    autosave.update({ sections: { bankingRequired: true, hasCoApplicant: true } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(autosave.getState().activeSections).toEqual([
      'applicantInfo',
      'applicantAddress',
      'applicantIncome',
      'applicantBanking',
      'hasCoApplicant',
      'coApplicantInfo',
      'coApplicantIncome',
    ]);
  });

  it('spec 01 §2, §4: the co-applicant and banking switches, as their sections change, decide the shown and active sections', () => {
    const { autosave } = setup({ sections: { bankingRequired: false, hasCoApplicant: true } });
    expect(autosave.getState().shownSections).toContain('coApplicantInfo');
    expect(autosave.getState().activeSections).toEqual([...all, 'coApplicantInfo', 'coApplicantIncome']);
    autosave.change('hasCoApplicant', { has_co_applicant: 0 });
    expect(autosave.getState().shownSections).toEqual([
      ...all.slice(0, 3),
      'applicantBanking',
      'hasCoApplicant',
    ]);
    expect(autosave.getState().activeSections).toEqual(all);
    autosave.change('applicantBanking', { add_banking: 1 });
    expect(autosave.getState().activeSections).toEqual([
      ...all.slice(0, 3),
      'applicantBanking',
      'hasCoApplicant',
    ]);
    // Options pushed without the switches keep what the sections said; other sections change nothing.
    const listener = vi.fn();
    autosave.subscribe(listener);
    autosave.update({ sections: { bankingRequired: false } });
    autosave.change('applicantIncome', { has_co_applicant: 1, add_banking: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(autosave.getState().activeSections).toContain('applicantBanking');
    expect(autosave.getState().shownSections).not.toContain('coApplicantInfo');
  });

  it('fires the application submit once every active section is saved', async () => {
    const { autosave, save, submitApplication, answerAll } = setup({ applicantId: 1 });
    for (const id of all) autosave.change(id, { id });
    autosave.change('applicantBanking', { inactive: true });
    autosave.submit();
    // No 1000 ms wait on submit: every active section saves at once; inactive banking is not awaited.
    expect(save.mock.calls.map((c) => c[0])).toEqual(all);
    expect(autosave.getState().scheduled).toBe(true);
    await answerAll();
    expect(submitApplication).toHaveBeenCalledTimes(1);
    expect(autosave.getState()).toMatchObject({ scheduled: false, submitted: true, expired: false });
    await vi.advanceTimersByTimeAsync(SAVE_ALL_EXPIRY_MS);
    expect(autosave.getState().expired).toBe(false);
    // Submit cancelled the pending pauses of the active sections: each saved once. Banking still
    // autosaves its own change after the pause, as any changed section does.
    expect(save.mock.calls.map((c) => c[0])).toEqual([...all, 'applicantBanking']);
  });

  it('with everything already saved, submit fires at once', async () => {
    const { autosave, submitApplication, answerAll } = setup({ applicantId: 1 });
    for (const id of all) autosave.change(id, { id });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    await answerAll();
    autosave.submit();
    expect(submitApplication).toHaveBeenCalledTimes(1);
  });

  it('expires after exactly 15000 ms when a section cannot be saved', async () => {
    const { autosave, submitApplication, answerAll } = setup({ applicantId: 1 });
    for (const id of all) autosave.change(id, id === 'applicantIncome' ? { invalid: true } : { id });
    autosave.submit();
    await answerAll();
    await vi.advanceTimersByTimeAsync(SAVE_ALL_EXPIRY_MS - 1);
    expect(autosave.getState()).toMatchObject({ scheduled: true, expired: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.getState()).toMatchObject({ scheduled: false, expired: true });
    expect(submitApplication).not.toHaveBeenCalled();
    // A second submit while the first schedule ran is ignored; after expiry it starts again.
    autosave.change('applicantIncome', { fixed: true });
    autosave.submit();
    expect(autosave.getState()).toMatchObject({ scheduled: true, expired: false });
    autosave.submit();
    await answerAll();
    expect(submitApplication).toHaveBeenCalledTimes(1);
  });

  it('before the applicant id exists, submit saves applicant info first and the rest once the id appears', async () => {
    const { autosave, saves, submitApplication, answerAll } = setup();
    for (const id of all) autosave.change(id, { id });
    autosave.submit();
    expect(saves.map((s) => s.section)).toEqual(['applicantInfo']);
    await answerAll();
    autosave.setApplicantId(9);
    expect(saves.map((s) => s.section)).toEqual(['applicantAddress', 'applicantIncome', 'hasCoApplicant']);
    await answerAll();
    expect(submitApplication).toHaveBeenCalledTimes(1);
  });
});

describe('spec 01 §4: a failed save keeps the values, shows the error and retries', () => {
  it('keeps the values and the error, retries on the next change', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { last_name: 'Keep me' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves.shift()!.resolve({
      status: false,
      error: 'Request timed out whilst trying to call the server. Please try again later.',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({
      status: 'error',
      values: { last_name: 'Keep me' },
      error: 'Request timed out whilst trying to call the server. Please try again later.',
    });
    autosave.change('applicantInfo', { last_name: 'Keep me too' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(2);
    saves.shift()!.resolve({ status: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({ status: 'saved', error: null });
  });

  it('retries on submit; a rejected save counts as a failure', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error('Network down');
      return { status: true };
    });
    const submitApplication = vi.fn();
    const autosave = createAutosave({
      sections: { bankingRequired: false },
      save,
      isValid: () => true,
      submitApplication,
      applicantId: 1,
    });
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({
      status: 'error',
      error: 'Network down',
    });
    fail = false;
    for (const id of ['applicantAddress', 'applicantIncome', 'hasCoApplicant'] as const)
      autosave.change(id, {});
    autosave.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo?.status).toBe('saved');
    expect(submitApplication).toHaveBeenCalledTimes(1);
  });

  it('a rejection without an Error has no text; dispose stops timers and late answers', async () => {
    const save = vi.fn(() => Promise.reject('x'));
    const autosave = createAutosave({ sections: {}, save, isValid: () => true });
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({ status: 'error', error: null });

    const { autosave: other, saves, save: otherSave } = setup({ applicantId: 1 });
    other.change('applicantInfo', { a: 1 });
    other.change('applicantAddress', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    other.change('applicantAddress', { a: 2 });
    other.submit();
    other.dispose();
    saves.forEach((s) => s.resolve({ status: true }));
    await vi.advanceTimersByTimeAsync(SAVE_ALL_EXPIRY_MS);
    expect(other.getState().sections.applicantInfo?.status).toBe('saving');
    other.change('applicantInfo', { b: 1 });
    other.submit();
    expect(otherSave).toHaveBeenCalledTimes(2);
  });
});

describe('a save that got no response (code 408) is retried by itself', () => {
  const noResponse: SaveResult = {
    status: false,
    code: 408,
    error: 'Request timed out whilst trying to call the server. Please try again later.',
  };

  it('retries after 1 s, then succeeds with the same values, nothing retyped', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { last_name: 'Keep me' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves.shift()!.resolve(noResponse);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({
      status: 'error',
      error: noResponse.error,
    });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[0]! - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('applicantInfo', { last_name: 'Keep me' });
    saves.shift()!.resolve({ status: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({
      status: 'saved',
      error: null,
      savedValues: { last_name: 'Keep me' },
    });
  });

  it('backs off 1, 2, 4, 8 and 16 s, then waits for a change, which starts a fresh set of retries', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(AUTOSAVE_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000, 8000, 16000]);
    for (const [index, delay] of AUTOSAVE_RETRY_DELAYS_MS.entries()) {
      saves.shift()!.resolve(noResponse);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(save).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(save).toHaveBeenCalledTimes(index + 2);
    }
    saves.shift()!.resolve(noResponse);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(AUTOSAVE_RETRY_DELAYS_MS.length + 1);
    expect(autosave.getState().sections.applicantInfo?.status).toBe('error');

    autosave.change('applicantInfo', { a: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves.shift()!.resolve(noResponse);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[0]!);
    expect(save).toHaveBeenCalledTimes(AUTOSAVE_RETRY_DELAYS_MS.length + 3);
  });

  it('a 422, a 500 or a failure without a code is not retried without a change', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves.shift()!.resolve({ status: false, code: 422, error: 'The given data was invalid.' });
    await vi.advanceTimersByTimeAsync(60_000);
    autosave.change('applicantInfo', { a: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves
      .shift()!
      .resolve({ status: false, code: 500, error: 'An invalid response was returned from the server.' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a change while a retry waits saves the new values once, after the pause', async () => {
    const { autosave, saves, save } = setup();
    autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves.shift()!.resolve(noResponse);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[0]! - 10);
    autosave.change('applicantInfo', { a: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('applicantInfo', { a: 2 });
  });

  it('submit saves at once instead of waiting for the retry, and dispose cancels a waiting retry', async () => {
    const { autosave, saves, save, submitApplication } = setup({ applicantId: 1 });
    for (const id of ['applicantInfo', 'applicantAddress', 'applicantIncome', 'hasCoApplicant'] as const)
      autosave.change(id, { id });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    saves.shift()!.resolve(noResponse);
    await vi.advanceTimersByTimeAsync(0);
    autosave.submit();
    expect(save).toHaveBeenCalledTimes(5);
    while (saves.length) saves.shift()!.resolve({ status: true });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[0]!);
    expect(save).toHaveBeenCalledTimes(5);
    expect(submitApplication).toHaveBeenCalledTimes(1);

    const other = setup();
    other.autosave.change('applicantInfo', { a: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    other.saves.shift()!.resolve(noResponse);
    await vi.advanceTimersByTimeAsync(0);
    other.autosave.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(other.save).toHaveBeenCalledTimes(1);
  });
});

const INVALID_RESPONSE = 'An invalid response was returned from the server.';

describe('the page saves and submits through the store (01 §4)', () => {
  const schema: FormSchema = {
    params: { token: 't' },
    children: [
      { name: 'applicantInfo', type: 'form' },
      { name: 'applicantIncome', type: 'form', action: '/custom/employment' } as {
        name: string;
        type: string;
      },
    ],
  };

  function setupRequests(
    options: { answers?: ApiResult<unknown>[]; schema?: FormSchema; locale?: 'en' | 'es' } = {},
  ) {
    const answers = [...(options.answers ?? [])];
    // The real client, so every answer is parsed with its call's schema as the app's would be.
    const client = createApiClient({
      fetch: (async () => {
        const answer = answers.shift() ?? ok(stepSaveRecord());
        return envelopeResponse(answer.data, {
          status: answer.status,
          code: answer.status ? answer.code : answer.code || 400,
          error: answer.error,
        });
      }) as typeof fetch,
    });
    const transport = vi.fn((call: ApiRequest) => client.request(call)) as unknown as ApiTransport &
      ReturnType<typeof vi.fn>;
    const session = createSessionStore();
    const onSubmitted = vi.fn();
    const onApplicantAnswer = vi.fn();
    const validate = vi.fn((_section: ApplySectionId) => true);
    const autosave = createAutosave({
      sections: { bankingRequired: false },
      isValid: () => true,
      validate,
      locale: options.locale,
      requests: {
        transport,
        schema: options.schema ?? schema,
        session,
        getModel: () => ({ first_name: 'Ann', employer: 'Acme' }),
        onSubmitted,
        onApplicantAnswer,
      },
    });
    /** Saves every active section (with the applicant id set), then forgets those calls. */
    const saveAll = async () => {
      autosave.setApplicantId(5);
      for (const id of autosave.getState().activeSections) autosave.change(id, { [id]: 'x' });
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
      transport.mockClear();
    };
    return { autosave, transport, session, onSubmitted, onApplicantAnswer, validate, answers, saveAll };
  }
  const ok = (data: unknown): ApiResult<unknown> => ({ status: true, code: 200, data, error: null });
  const failed = (code: number, error: string | null): ApiResult<unknown> => ({
    status: false,
    code,
    data: null,
    error,
  });

  it('saves a section to its action, else to /apply-v2/application/step/<section>, with the params', async () => {
    const { autosave, transport } = setupRequests({
      answers: [ok(stepSaveRecord()), ok(stepSaveRecord())],
    });
    autosave.change('applicantInfo', { first_name: 'Ann' });
    autosave.change('applicantIncome', { employer: 'Acme' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(transport).toHaveBeenNthCalledWith(1, {
      method: 'POST',
      path: `${SINGLE_PAGE_APPLICATION_PATH}/step/applicantInfo`,
      payload: { token: 't', first_name: 'Ann' },
      answer: stepSaveCall.answer,
    });
    expect(transport).toHaveBeenNthCalledWith(2, {
      method: 'POST',
      path: '/custom/employment',
      payload: { token: 't', employer: 'Acme' },
      answer: stepSaveCall.answer,
    });
    expect(getSectionSavePath(schema, 'applicantAddress')).toBe(
      '/apply-v2/application/step/applicantAddress',
    );
  });

  it("a saved application goes into the session with its uuid; applicant info's applicant id opens the other sections", async () => {
    const { autosave, transport, session, onApplicantAnswer } = setupRequests({
      answers: [
        ok(stepSaveRecord({ application: applicationView({ applicant_id: 5, uuid: 'u-1' }) })),
        ok(stepSaveRecord({ application: applicationView({ id: 9, applicant_id: 5, uuid: 'u-1' }) })),
      ],
    });
    autosave.change('applicantIncome', { employer: 'Acme' });
    autosave.change('applicantInfo', { first_name: 'Ann' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(session.getState()).toMatchObject({ application: { id: 9, applicant_id: 5 }, uuid: 'u-1' });
    expect(autosave.getState().applicantId).toBe(5);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(transport.mock.calls[1]![0]).toMatchObject({ path: '/custom/employment' });
    expect(onApplicantAnswer).not.toHaveBeenCalled();
  });

  it('03 §4: applicant info answered without an application is handed to the page, nothing saved over', async () => {
    const answer = ok(
      stepSaveRecord({
        application: null,
        approved_application: { contractInProgress: false, rated22App: false, mayNotSwitch: false },
        verify: true,
      }),
    );
    const { autosave, session, onApplicantAnswer } = setupRequests({ answers: [answer] });
    autosave.change('applicantInfo', { first_name: 'Ann' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(onApplicantAnswer).toHaveBeenCalledWith(answer);
    expect(session.getState().application).toBeNull();
    expect(autosave.getState().applicantId).toBeNull();
  });

  it('a 422 keeps the typed values and shows the error on the section', async () => {
    const { autosave } = setupRequests({ answers: [failed(422, 'The first name is invalid.')] });
    autosave.change('applicantInfo', { first_name: 'Ann' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(autosave.getState().sections.applicantInfo).toMatchObject({
      status: 'error',
      error: 'The first name is invalid.',
      values: { first_name: 'Ann' },
    });
  });

  it('submit validates every active section and sends nothing while one is invalid', async () => {
    const { autosave, transport, validate } = setupRequests();
    autosave.setApplicantId(5);
    validate.mockImplementation((section) => section !== 'applicantInfo');
    autosave.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(validate.mock.calls.map(([section]) => section)).toEqual(autosave.getState().activeSections);
    expect(autosave.getState().scheduled).toBe(false);
    expect(transport).not.toHaveBeenCalled();
  });

  it('submits the merged model to the schema action (else /apply-v2/application); the application goes into the session', async () => {
    const { autosave, transport, session, onSubmitted, answers, saveAll } = setupRequests({
      schema: { params: { token: 't' } },
    });
    await saveAll();
    answers.push(ok({ application: applicationView({ id: 9, submitted: true }) }));
    autosave.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).toHaveBeenCalledWith({
      method: 'POST',
      path: SINGLE_PAGE_APPLICATION_PATH,
      payload: { token: 't', first_name: 'Ann', employer: 'Acme' },
      answer: singlePageSaveCall.answer,
    });
    expect(session.getState().application).toEqual(applicationView({ id: 9, submitted: true }));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(autosave.getState().submitError).toBeNull();
  });

  it("a failed submit shows the server's error, else errors.unknown in the page's language; the next submit clears it", async () => {
    const { autosave, transport, onSubmitted, answers, saveAll } = setupRequests({
      schema: { action: '/custom/submit' },
    });
    await saveAll();
    answers.push(failed(500, 'Server down.'), failed(0, null));
    autosave.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.mock.calls[0]![0]).toMatchObject({ path: '/custom/submit' });
    expect(autosave.getState().submitError).toBe('Server down.');
    expect(onSubmitted).not.toHaveBeenCalled();
    autosave.update({ locale: 'es' });
    autosave.submit();
    expect(autosave.getState().submitError).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().submitError).toBe(formatMessage({ code: 'errors.unknown' }, 'es'));
  });

  it('01 §8: a section save answered in another shape is a failed save with the invalid-response text; nothing half-read reaches the session', async () => {
    const hostile = [
      { application: { applicant_id: 5, uuid: 'u-1' } },
      stepSaveRecord({ application: applicationView({ applicant_id: '5' as unknown as number }) }),
      'saved',
      null,
    ];
    for (const data of hostile) {
      const { autosave, session, onApplicantAnswer } = setupRequests({ answers: [ok(data)] });
      autosave.change('applicantInfo', { first_name: 'Ann' });
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
      expect(autosave.getState().sections.applicantInfo).toMatchObject({
        status: 'error',
        error: INVALID_RESPONSE,
        values: { first_name: 'Ann' },
      });
      expect(autosave.getState().applicantId).toBeNull();
      expect(session.getState().application).toBeNull();
      expect(onApplicantAnswer).not.toHaveBeenCalled();
    }
  });

  it('01 §8: a submit answered in another shape shows the invalid-response text and stays on the page', async () => {
    const { autosave, session, onSubmitted, answers, saveAll } = setupRequests();
    await saveAll();
    const saved = session.getState().application;
    answers.push(ok({ application: { id: 9 } }));
    autosave.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().submitError).toBe(INVALID_RESPONSE);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(session.getState().application).toBe(saved);
  });

  it('a pushed schema is the one the submit uses', async () => {
    const { autosave, transport, saveAll } = setupRequests({ schema: {} });
    autosave.update({ requests: { schema: { action: '/later' } } });
    await saveAll();
    autosave.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.mock.calls[0]![0]).toMatchObject({ path: '/later' });
  });
});
