import type { ApiResult, ApiTransport } from '../api/types';
import type { SinglePageSaveRequest, StepSaveRequest, StepSaveResponse } from '../contract';
import { singlePageSaveCall, stepSaveCall } from '../contract/calls/application';
import { formatMessage, type Locale } from '../messages';
import { isFlagSet } from '../rules/values';
import {
  getActiveSections,
  getSinglePageSections,
  type ActiveSectionsOptions,
  type ApplySectionId,
} from '../rules/wizard';
import type { FormSchema } from '../schema-form/schema';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';

/** A change marks its section unsaved after this pause (01 §4, §9). */
export const AUTOSAVE_DEBOUNCE_MS = 1000;
/** The save-all schedule of submit expires after this long (01 §4, §9). */
export const SAVE_ALL_EXPIRY_MS = 15000;
/**
 * Pauses before the automatic retries of a save that got no response (code 408: a timeout or a dropped
 * connection): 1 s, 2 s, 4 s, 8 s, then 16 s; after the fifth retry the section waits for the next change
 * or submit. The spec names no retry policy; a phone that loses its signal for a moment must not leave a
 * section unsaved until the shopper happens to type again.
 */
export const AUTOSAVE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000];
/** The code of a call that got no response (01 §8), the only failure retried without a change. */
const NO_RESPONSE_CODE = 408;

/**
 * The single-page application's path (01 §4): its schema is read from it, and the application is
 * submitted to it when the schema names no `action`.
 */
export const SINGLE_PAGE_APPLICATION_PATH = '/apply-v2/application';

/** Where a section is saved (01 §4): its schema's `action`, else `/apply-v2/application/step/<section>`. */
export function getSectionSavePath(schema: FormSchema, section: ApplySectionId): string {
  const child = schema.children?.find((c) => c.name === section) as { action?: unknown } | undefined;
  return typeof child?.action === 'string' ? child.action : `${SINGLE_PAGE_APPLICATION_PATH}/step/${section}`;
}

/**
 * The page's own requests (01 §4): given instead of `save` and `submitApplication`, the store POSTs each
 * section (with the schema's `params`) to {@link getSectionSavePath} and the whole application to the
 * schema's `action`; a saved application goes into the session (its uuid too), and the applicant id of a
 * saved applicant info opens the other sections.
 */
export interface AutosaveRequests {
  transport: ApiTransport;
  /** The single-page application's schema: its `action`, `params` and the sections' `action`s. */
  schema: FormSchema;
  session: SessionStore;
  /** The application's values, every section's merged, for the submit. */
  getModel(): Record<string, unknown>;
  /** Called once the application submit saved the application. */
  onSubmitted(): void;
  /**
   * Called when applicant info was saved without an application in the answer: an earlier application
   * stands, and the answer's `approved_application`, `verify` and `retrieval` say where to go (03 §4).
   */
  onApplicantAnswer?(result: ApiResult<StepSaveResponse>): void;
}

/** The section that creates the applicant; the others save only once its id exists (01 §2, §4). */
const APPLICANT_SECTION: ApplySectionId = 'applicantInfo';

/** Where a section stands. */
export type SectionSaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

/** One section's autosave state. */
export interface SectionState {
  /** The latest values, exactly as typed; never dropped by a failed save. */
  values: Record<string, unknown> | null;
  /** The values of the last successful save, or null. */
  savedValues: Record<string, unknown> | null;
  status: SectionSaveStatus;
  /** The error text of the last failed save, or null. */
  error: string | null;
  /** Filled from the server (fill or existing application): saved even when unchanged. */
  prefilled: boolean;
}

/** What {@link AutosaveOptions.save} resolves: an `ApiResult` does. */
export interface SaveResult {
  status: boolean;
  error?: string | null;
  /**
   * The answer's code; 408 (no response: a timeout or a dropped connection) is retried by itself after
   * {@link AUTOSAVE_RETRY_DELAYS_MS}. Other failures (422, 500, none given) wait for a change or submit.
   */
  code?: number | null;
}

/** Options of {@link createAutosave}. */
export interface AutosaveOptions {
  /** What decides the active sections (co-applicant, HVAC, banking), read through the wizard rules. */
  sections: ActiveSectionsOptions;
  /**
   * Saves one section; resolve `{status: false, error}` on failure (a rejection counts as one too).
   * Without it the store saves through `requests`; one of the two is needed.
   */
  save?(section: ApplySectionId, values: Record<string, unknown>): Promise<SaveResult>;
  /** The page's own requests, used when `save` or `submitApplication` is not given. */
  requests?: AutosaveRequests;
  /** Whether a section's values may be saved (its form validates). */
  isValid(section: ApplySectionId, values: Record<string, unknown>): boolean;
  /**
   * Shows a section's errors and says whether it is valid: `submit()` asks every active section first
   * and sends nothing while one is invalid (GOV.UK pattern). Every section is valid by default.
   */
  validate?(section: ApplySectionId): boolean;
  /**
   * The application submit, fired once every active section is saved after `submit()`; a result with
   * `status: false` becomes `submitError`. Without it the store submits through `requests`.
   */
  submitApplication?: () => void | Promise<unknown>;
  /** The language of the fallback submit error (`errors.unknown`); English by default. */
  locale?: Locale;
  /** The applicant id when the application already has one; none by default. */
  applicantId?: unknown;
  /** Section values filled from the server; they save even when unchanged (01 §4 "or pre-filled"). */
  prefilled?: Partial<Record<ApplySectionId, Record<string, unknown>>>;
  /** Injected timers for the 1000 ms pause, the retries and the 15000 ms expiry; the global ones by default. */
  timers?: Timers;
}

/** What the single-page application shows about saving. */
export interface AutosaveState {
  sections: Partial<Record<ApplySectionId, SectionState>>;
  /**
   * The sections the page shows (01 §2, `getSinglePageSections`). The co-applicant switch and the banking
   * switch are read from the values of their sections as they change (`has_co_applicant` of
   * hasCoApplicant, `add_banking` of applicantBanking), the `sections` option's values at first.
   */
  shownSections: ApplySectionId[];
  /** The sections that must be saved before the application submits (01 §4). */
  activeSections: ApplySectionId[];
  applicantId: unknown;
  /** True while a submit waits for every active section to save. */
  scheduled: boolean;
  /** True when the last submit's schedule ran out after 15 s without every section saved. */
  expired: boolean;
  /** True once the application submit fired. */
  submitted: boolean;
  /**
   * The error of the last application submit (its error text, else `errors.unknown`); cleared by the
   * next `submit()`.
   */
  submitError: string | null;
}

/** The store made by {@link createAutosave}. */
export interface Autosave extends ReadableStore<AutosaveState> {
  /** Records a section's new values; after a 1000 ms pause it is marked unsaved and saved when valid. */
  change(section: ApplySectionId, values: Record<string, unknown>): void;
  /** Sets the applicant id; when it first appears, the other sections are saved. */
  setApplicantId(id: unknown): void;
  /**
   * Clears the submit error and validates every active section (`validate`); when all are valid, saves
   * every active section not saved yet, then fires the application submit; expires after 15 s.
   */
  submit(): void;
  /**
   * Pushes new options (active-section inputs, save, validity, submit, locale) without losing any values;
   * the given `requests` fields replace only those fields.
   */
  update(
    options: Partial<Omit<AutosaveOptions, 'timers' | 'prefilled' | 'applicantId' | 'requests'>> & {
      requests?: Partial<AutosaveRequests>;
    },
  ): void;
}

function hasId(id: unknown): boolean {
  return id !== null && id !== undefined && id !== '' && id !== 0;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const emptySection = (): SectionState => ({
  values: null,
  savedValues: null,
  status: 'idle',
  error: null,
  prefilled: false,
});

/**
 * Creates the single-page autosave (01 §4, §9): every change marks its section unsaved after a 1000 ms
 * pause and saves it when valid and changed (or pre-filled); sections other than applicant info wait
 * for the applicant id and are saved once it first appears; `submit()` saves every active section
 * (from the wizard rules) and fires the application submit when all are saved, or gives up after
 * 15000 ms (`expired`). A failed save keeps the values, shows the error and retries on the next
 * change or on submit, so nothing typed is lost; a save that got no response (code 408) is also retried
 * by itself after 1, 2, 4, 8 and 16 s ({@link AUTOSAVE_RETRY_DELAYS_MS}).
 */
export function createAutosave(options: AutosaveOptions): Autosave {
  let config = { ...options };
  const timers = options.timers ?? globalTimers;
  const initialSections: Partial<Record<ApplySectionId, SectionState>> = {};
  for (const [section, values] of Object.entries(options.prefilled ?? {})) {
    initialSections[section as ApplySectionId] = {
      ...emptySection(),
      values: values ?? null,
      prefilled: true,
    };
  }
  // The shopper's two switches, as their sections last said (or as the options say, when pushed).
  const switches = {
    hasCoApplicant: options.sections.hasCoApplicant,
    bankingEntered: options.sections.bankingEntered,
  };
  const sectionInputs = (): ActiveSectionsOptions => ({ ...config.sections, ...switches });
  const store = createStore<AutosaveState>({
    sections: initialSections,
    shownSections: getSinglePageSections(sectionInputs()),
    activeSections: getActiveSections(sectionInputs()),
    applicantId: options.applicantId ?? null,
    scheduled: false,
    expired: false,
    submitted: false,
    submitError: null,
  });
  const debounce = new Map<ApplySectionId, unknown>();
  /** Pending automatic retries by section, and how many were made since the last success or change. */
  const retryTimers = new Map<ApplySectionId, unknown>();
  const retryCounts = new Map<ApplySectionId, number>();
  let expiry: unknown;

  function cancelRetry(id: ApplySectionId): void {
    const handle = retryTimers.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    retryTimers.delete(id);
  }

  store.onStop(() => {
    for (const handle of debounce.values()) timers.clearTimeout(handle);
    debounce.clear();
    for (const handle of retryTimers.values()) timers.clearTimeout(handle);
    retryTimers.clear();
    if (expiry !== undefined) timers.clearTimeout(expiry);
  });

  /** The shown and active sections again, after a switch or an option changed; only a real change notifies. */
  function syncSections(): void {
    const shown = getSinglePageSections(sectionInputs());
    const active = getActiveSections(sectionInputs());
    const s = store.getState();
    // Hooks push options on every render: only a real change may notify.
    if (sameValues(shown, s.shownSections) && sameValues(active, s.activeSections)) return;
    store.setState({
      shownSections: sameValues(shown, s.shownSections) ? s.shownSections : shown,
      activeSections: sameValues(active, s.activeSections) ? s.activeSections : active,
    });
  }

  const section = (id: ApplySectionId): SectionState => store.getState().sections[id] ?? emptySection();

  function patch(id: ApplySectionId, next: Partial<SectionState>): void {
    store.setState((s) => ({
      ...s,
      sections: { ...s.sections, [id]: { ...(s.sections[id] ?? emptySection()), ...next } },
    }));
  }

  /** A section needs saving when it has values that differ from the saved ones, or were pre-filled and never saved. */
  function needsSave(id: ApplySectionId): boolean {
    const s = section(id);
    if (s.values === null) return false;
    if (s.savedValues === null) return true;
    return !sameValues(s.values, s.savedValues);
  }

  function maySave(id: ApplySectionId): boolean {
    return id === APPLICANT_SECTION || hasId(store.getState().applicantId);
  }

  /** Saves a section through the page's requests (01 §4). */
  async function requestSave(id: ApplySectionId, values: Record<string, unknown>): Promise<SaveResult> {
    const requests = config.requests;
    if (!requests) throw new Error('createAutosave: neither save nor requests given');
    const result = await requests.transport({
      method: 'POST',
      path: getSectionSavePath(requests.schema, id),
      payload: { ...requests.schema.params, ...values } satisfies StepSaveRequest,
      answer: stepSaveCall.answer,
    });
    // Parsed with the call's schema: an answer of another shape is a failed save with 01 §8's text.
    const saved = result.status && 'application' in result.data ? result.data.application : null;
    if (id === APPLICANT_SECTION && result.status && !saved) {
      requests.onApplicantAnswer?.(result);
    }
    if (result.status && saved) {
      requests.session.patch({
        application: saved,
        uuid: saved.uuid,
      });
      if (id === APPLICANT_SECTION) setApplicantId(saved.applicant_id);
    }
    return result;
  }

  /** Submits the application through the page's requests (01 §4); resolves whether it was saved. */
  async function requestSubmit(): Promise<SaveResult> {
    const requests = config.requests;
    if (!requests) return { status: true };
    const result = await requests.transport({
      method: 'POST',
      path: requests.schema.action ?? SINGLE_PAGE_APPLICATION_PATH,
      payload: { ...requests.schema.params, ...requests.getModel() } satisfies SinglePageSaveRequest,
      answer: singlePageSaveCall.answer,
    });
    const saved = result.status ? result.data.application : null;
    if (saved) {
      requests.session.patch({ application: saved });
      requests.onSubmitted();
      return { status: true };
    }
    return { status: false, error: result.error };
  }

  async function submitApplication(): Promise<void> {
    let result: unknown;
    try {
      result = await (config.submitApplication ?? requestSubmit)();
    } catch (error) {
      result = { status: false, error: error instanceof Error ? error.message : null };
    }
    if (store.disposed || !result || typeof result !== 'object') return;
    const { status, error } = result as Partial<SaveResult>;
    if (status !== false) return;
    store.setState({
      submitError: error ?? formatMessage({ code: 'errors.unknown' }, config.locale ?? 'en'),
    });
  }

  function setApplicantId(id: unknown): void {
    const hadId = hasId(store.getState().applicantId);
    store.setState({ applicantId: id });
    if (hadId || !hasId(id)) return;
    // 01 §4: the other sections are saved once the applicant id first appears.
    for (const other of Object.keys(store.getState().sections) as ApplySectionId[]) {
      if (other !== APPLICANT_SECTION) void save(other);
    }
  }

  function checkScheduleDone(): void {
    const s = store.getState();
    if (!s.scheduled) return;
    const allSaved = s.activeSections.every((id) => section(id).status === 'saved');
    if (!allSaved) return;
    if (expiry !== undefined) timers.clearTimeout(expiry);
    expiry = undefined;
    store.setState({ scheduled: false, submitted: true });
    void submitApplication();
  }

  async function save(id: ApplySectionId): Promise<void> {
    const s = section(id);
    if (store.disposed || s.status === 'saving' || s.values === null || !maySave(id)) return;
    if (!needsSave(id)) {
      if (s.status !== 'saved') patch(id, { status: 'saved', error: null });
      checkScheduleDone();
      return;
    }
    if (!config.isValid(id, s.values)) return;
    const sent = s.values;
    patch(id, { status: 'saving', error: null });
    let result: SaveResult;
    try {
      result = await (config.save ?? requestSave)(id, sent);
    } catch (error) {
      result = { status: false, error: error instanceof Error ? error.message : null };
    }
    if (store.disposed) return;
    if (!result.status) {
      // Keep the values; the next change or submit retries, and a lost connection is retried by itself.
      patch(id, { status: 'error', error: result.error ?? null });
      if (result.code === NO_RESPONSE_CODE) scheduleRetry(id);
      return;
    }
    retryCounts.delete(id);
    patch(id, { savedValues: sent, prefilled: false, error: null, status: 'saved' });
    if (needsSave(id)) {
      // Typed on while the save ran: that newer text is saved too.
      patch(id, { status: 'unsaved' });
      if (store.getState().scheduled) void save(id);
      else schedule(id);
      return;
    }
    checkScheduleDone();
  }

  function scheduleRetry(id: ApplySectionId): void {
    const made = retryCounts.get(id) ?? 0;
    const delay = AUTOSAVE_RETRY_DELAYS_MS[made];
    if (delay === undefined || retryTimers.has(id)) return;
    retryCounts.set(id, made + 1);
    retryTimers.set(
      id,
      timers.setTimeout(() => {
        retryTimers.delete(id);
        void save(id);
      }, delay),
    );
  }

  function schedule(id: ApplySectionId): void {
    const previous = debounce.get(id);
    if (previous !== undefined) timers.clearTimeout(previous);
    debounce.set(
      id,
      timers.setTimeout(() => {
        debounce.delete(id);
        if (!needsSave(id)) return;
        if (section(id).status !== 'saving') patch(id, { status: 'unsaved' });
        void save(id);
      }, AUTOSAVE_DEBOUNCE_MS),
    );
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    change(id, values) {
      if (store.disposed) return;
      if (id === 'hasCoApplicant') switches.hasCoApplicant = isFlagSet(values.has_co_applicant);
      if (id === 'applicantBanking') switches.bankingEntered = isFlagSet(values.add_banking);
      syncSections();
      patch(id, { values });
      // New text is saved after the pause instead, with a fresh set of retries.
      cancelRetry(id);
      retryCounts.delete(id);
      schedule(id);
    },
    setApplicantId,
    submit() {
      if (store.disposed) return;
      if (store.getState().submitError !== null) store.setState({ submitError: null });
      // Every active section shows its errors first; nothing is sent while one is invalid.
      let valid = true;
      for (const id of store.getState().activeSections) {
        if (config.validate && !config.validate(id)) valid = false;
      }
      if (!valid || store.getState().scheduled) return;
      store.setState({ scheduled: true, expired: false, submitted: false });
      if (expiry !== undefined) timers.clearTimeout(expiry);
      expiry = timers.setTimeout(() => {
        expiry = undefined;
        if (store.getState().scheduled) store.setState({ scheduled: false, expired: true });
      }, SAVE_ALL_EXPIRY_MS);
      for (const id of store.getState().activeSections) {
        const pending = debounce.get(id);
        if (pending !== undefined) {
          timers.clearTimeout(pending);
          debounce.delete(id);
        }
        cancelRetry(id);
        void save(id);
      }
      checkScheduleDone();
    },
    update({ requests, ...next }) {
      config = { ...config, ...next };
      if (requests && config.requests) config.requests = { ...config.requests, ...requests };
      if (next.sections) {
        if ('hasCoApplicant' in next.sections) switches.hasCoApplicant = next.sections.hasCoApplicant;
        if ('bankingEntered' in next.sections) switches.bankingEntered = next.sections.bankingEntered;
        syncSections();
      }
    },
  };
}
