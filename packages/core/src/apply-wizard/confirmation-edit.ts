import type { ApiResult, ApiTransport } from '../api/types';
import type { Locale } from '../messages';
import { type ApplicationView, type StepSaveRecord } from '../contract/records';
import { readRecord, type Received } from '../contract/received';
import type { ApplyStepId } from '../rules/wizard';
import { createSchemaForm, type SchemaForm, type SubmitOutcome } from '../schema-form/schema-form';
import { getStepSchemaPath } from '../schema-form/step-schema';
import type { SessionStore } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';

/**
 * The confirmation sections whose Edit opens the step's form in a modal panel (01 §2 "Modal panels open
 * forms") instead of going back to the step: the home address, a form that stands on its own (no
 * toggle whose removal asks for confirmation, no fields locked by the applicant info).
 */
const MODAL_STEPS: ReadonlySet<ApplyStepId> = new Set<ApplyStepId>(['applicantAddress']);

/** Options of {@link createConfirmationEdit}. */
export interface ConfirmationEditOptions {
  /** Performs the calls (the API client's `request`): the step's schema and its save. */
  transport: ApiTransport;
  /** Locale of the form's error texts; English by default. */
  locale?: Locale;
  /** The field types the app renders (its widget registry's); the engine's built-in ones by default. */
  fieldTypes?: readonly string[];
  /** The session a save puts the saved application in; none by default (the state keeps it either way). */
  session?: Pick<SessionStore, 'patch'>;
}

/** State of {@link ConfirmationEdit}. */
export interface ConfirmationEditState {
  /** The step whose form is open in the modal; null while the modal is closed. */
  step: ApplyStepId | null;
  /** The open form's engine (a new one at each opening); null while closed. */
  form: SchemaForm | null;
  /** Whether the open form differs from the saved values (the Discard/Keep prompt, 01 §4). */
  dirty: boolean;
  /** The application as the last save returned it; null before any save. */
  application: Received<ApplicationView> | null;
}

/**
 * Editing a section of the confirmation summary in a modal form (01 §2, §4): open the step's form (its
 * schema and action from the server, which validates; a 422 puts its messages on the fields), close
 * it only when nothing is unsaved, discard, and save.
 */
export interface ConfirmationEdit extends ReadableStore<ConfirmationEditState> {
  /**
   * Opens the form of `step` in the modal when that section edits there, with the saved values;
   * returns false (and opens nothing) for a section whose Edit goes back to its step.
   */
  open(step: ApplyStepId): boolean;
  /**
   * Closes the modal when the form has no unsaved changes and returns true; with unsaved changes it
   * stays open and returns false (the caller asks Discard/Keep, and Discard calls {@link discard}).
   */
  close(): boolean;
  /** Closes the modal, dropping what was typed: the summary keeps the values saved before. */
  discard(): void;
  /**
   * Submits the open form to its action; on success the modal closes and the saved application is
   * kept and put in the session. Resolves the submit's outcome ('invalid' when no form is open).
   */
  save(): Promise<SubmitOutcome>;
  /** Takes a successful save's answer (the form component's own submit): as after {@link save}. */
  saved(result: ApiResult): void;
  /** Updates options (the locale of a language switch, which the open form's errors follow). */
  update(options: Partial<ConfirmationEditOptions>): void;
}

/**
 * Creates the confirmation's modal edit. Each opening gets a fresh schema-form engine loading the
 * step's schema (`/apply-v2/application/step/<step>` with `_form=true`), mounted while it is open and
 * disposed when the modal closes, so nothing typed and discarded survives into the next opening.
 */
export function createConfirmationEdit(options: ConfirmationEditOptions): ConfirmationEdit {
  let config = { ...options };
  const store = createStore<ConfirmationEditState>({
    step: null,
    form: null,
    dirty: false,
    application: null,
  });
  let release: (() => void) | null = null;

  function closeForm(): void {
    const { form } = store.getState();
    release?.();
    release = null;
    form?.dispose();
    if (!store.disposed && form) store.setState({ step: null, form: null, dirty: false });
  }
  // The end of the screen's run (unmount) closes the modal with it.
  store.onStop(closeForm);

  const edit: ConfirmationEdit = {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    open(step) {
      if (!MODAL_STEPS.has(step) || store.disposed) return false;
      closeForm();
      const form = createSchemaForm({
        transport: config.transport,
        schemaPath: getStepSchemaPath(step),
        ...(config.locale ? { locale: config.locale } : {}),
        ...(config.fieldTypes ? { fieldTypes: config.fieldTypes } : {}),
      });
      const stopForm = form.mount();
      const unsubscribe = form.subscribe(() => {
        const { dirty } = form.getState();
        if (store.getState().form === form && store.getState().dirty !== dirty) store.setState({ dirty });
      });
      release = () => {
        unsubscribe();
        stopForm();
      };
      store.setState({ step, form, dirty: false });
      return true;
    },
    close() {
      if (store.getState().dirty) return false;
      closeForm();
      return true;
    },
    discard: closeForm,
    async save() {
      const { form } = store.getState();
      if (!form) return 'invalid';
      const { outcome, result } = await form.submit();
      if (outcome === 'success' && result && store.getState().form === form) edit.saved(result);
      return outcome;
    },
    saved(result) {
      const application = readRecord<StepSaveRecord>(result.data)?.application;
      const saved = readRecord<ApplicationView>(application);
      closeForm();
      if (!saved || store.disposed) return;
      store.setState({ application: saved });
      config.session?.patch({ application: saved });
    },
    update(next) {
      const previous = config.locale;
      config = { ...config, ...next };
      if (next.locale && next.locale !== previous) store.getState().form?.update({ locale: next.locale });
    },
  };
  return edit;
}
