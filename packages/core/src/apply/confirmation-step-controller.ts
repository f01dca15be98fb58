import type { ApplyWizard } from '../apply-wizard/apply-wizard';
import {
  createApplicationConfirmation,
  type ApplicationConfirmationState,
} from '../apply-wizard/confirmation';
import { createConfirmationEdit, type ConfirmationEdit } from '../apply-wizard/confirmation-edit';
import { canAddCoApplicant, getConfirmationSections, type SummarySection } from '../apply-wizard/step-rules';
import type { Locale } from '../messages';
import { isHvacStore } from '../rules/checkout';
import type { ApplyStepId } from '../rules/wizard';
import { createSaveStatus, type SaveStatusState } from '../save-status';
import { createStore, type ReadableStore } from '../stores/store';
import type { WizardPorts } from './ports';
import { recordResult } from './record-result';
import type { TypedSsnMemory } from './typed-ssns';

/** Options of {@link createConfirmationStepController}. */
export interface ConfirmationStepControllerOptions extends Omit<WizardPorts, 'host'> {
  /** The wizard the step belongs to: Edit, 'Add Co-Applicant' and the PIN step after a sent PIN. */
  wizard: Pick<ApplyWizard, 'getState' | 'next' | 'edit' | 'addCoApplicant'>;
  /** The SSNs typed in this page session, which the previous-customer and pre-approval checks need. */
  typedSsns: TypedSsnMemory;
  /** Language of the sections, the failure texts and the save status; English by default. */
  locale?: Locale;
  /** The field types the modal edit's form renders; the engine's built-in ones by default. */
  fieldTypes?: readonly string[];
}

/** What the confirmation step shows: the state of {@link createConfirmationStepController}. */
export interface ConfirmationStepState {
  /** The saved application's load. */
  status: 'loading' | 'error' | 'ready';
  /** The server's error text when the load failed, else null. */
  loadError: string | null;
  /** The saved application in sections (02 §2): the one the modal edit last saved, else the one loaded. */
  sections: SummarySection[];
  /** Whether 'Add Co-Applicant' shows (no co-applicant yet). */
  canAddCoApplicant: boolean;
  /** True while the customer checks run or the PIN is sent. */
  busy: boolean;
  /** True while the application is submitted. */
  submitting: boolean;
  /** The last Confirm & Submit's failure text, or null. */
  error: string | null;
  /** The footer's save status while Confirm & Submit runs, with the 30 s 'click here' hint (02 §2). */
  save: SaveStatusState;
}

/** The controller of the confirmation step (02 §2, §4; 03 §4). */
export interface ConfirmationStepController extends ReadableStore<ConfirmationStepState> {
  /** The modal edit of the sections that edit in place (the home address). */
  edit: ConfirmationEdit;
  /** Loads the saved application again (after a failed load: Try again). */
  retry(): void;
  /** A section's Edit: the wizard opens its step, and the next Continue returns here. */
  editStep(step: ApplyStepId): void;
  /** 'Add Co-Applicant': the co-applicant switch, in editing mode. */
  addCoApplicant(): void;
  /** Confirm & Submit: the identity check first where it sits here, then the checks, the PIN or the result. */
  submit(): Promise<void>;
  /** The save status hint's 'click here'. */
  retrySave(): void;
  /** Takes new options (the language, the router). */
  update(options: Partial<Pick<ConfirmationStepControllerOptions, 'locale' | 'goTo'>>): void;
}

const BUSY: readonly ApplicationConfirmationState['status'][] = ['checking', 'sending', 'submitting'];

/**
 * Creates the controller of the confirmation step: it loads the saved application (into the session
 * too) and shows it in sections in the language, a modal edit's save included (which goes into the
 * session as well); Edit and 'Add Co-Applicant' move the wizard. Confirm & Submit opens the identity
 * check first when it sits at the confirmation and is not done (03 §4), else runs the confirmation: a
 * sent PIN leads to the PIN step, a result is put on the session's application and opens its screen,
 * replacing the confirmation's history entry (docs/behaviour.md "Browser history"). While it runs the
 * footer shows the save status, whose 'click here' opens the checkpoint redirect, which asks the server
 * where the application stands, so nothing is sent twice. Nothing starts before `mount()`.
 */
export function createConfirmationStepController(
  options: ConfirmationStepControllerOptions,
): ConfirmationStepController {
  let config = { ...options };
  const { session, wizard, typedSsns } = options;
  const confirmation = createApplicationConfirmation({
    transport: options.transport,
    locale: options.locale,
    onApplication: (application) => session.patch({ application }),
  });
  const edit = createConfirmationEdit({
    transport: options.transport,
    locale: options.locale,
    fieldTypes: options.fieldTypes,
    session,
  });
  const saveStatus = createSaveStatus({
    locale: options.locale,
    onRetry: () => config.goTo('checkpoint/redirect', { replace: true }),
  });

  const application = () => edit.getState().application ?? confirmation.getState().application;

  const compute = (): ConfirmationStepState => {
    const state = confirmation.getState();
    const { retailStore } = session.getState();
    const shown = application();
    return {
      status: state.applicationStatus === 'idle' ? 'loading' : state.applicationStatus,
      loadError: state.loadError,
      sections: getConfirmationSections(shown, {
        isHvacStore: isHvacStore(retailStore),
        mortgageQuestionsEnabled: retailStore?.lease_program?.mortgage_questions_enabled,
        locale: config.locale,
      }),
      canAddCoApplicant: canAddCoApplicant(shown),
      busy: state.status === 'checking' || state.status === 'sending',
      submitting: state.status === 'submitting',
      error: state.error,
      save: saveStatus.getState(),
    };
  };
  const store = createStore<ConfirmationStepState>(compute());
  const sync = () => store.setState(compute());

  store.onMount(() => {
    const ends = [confirmation.mount(), edit.mount(), saveStatus.mount()];
    let busy = false;
    const follow = () => {
      const now = BUSY.includes(confirmation.getState().status);
      if (now !== busy) {
        busy = now;
        if (busy) saveStatus.start();
        else saveStatus.finish();
      }
      sync();
    };
    ends.push(confirmation.subscribe(follow), edit.subscribe(sync), saveStatus.subscribe(sync));
    ends.push(session.subscribe(sync));
    void confirmation.load();
    return () => {
      for (const end of ends.splice(0)) end();
    };
  });
  store.onDispose(() => {
    confirmation.dispose();
    edit.dispose();
    saveStatus.dispose();
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    edit,
    retry: () => void confirmation.load(),
    editStep: (step) => wizard.edit(step),
    addCoApplicant: () => wizard.addCoApplicant(),
    async submit() {
      const shown = application();
      if (!shown) return;
      if (wizard.getState().intellicheckPlacement === 'application' && !shown.intellicheck_completed) {
        config.goTo('/intellicheck', { state: { returnStep: 'application' } });
        return;
      }
      const ssns = typedSsns.get();
      const outcome = await confirmation.confirm({
        uuid: String(shown.uuid ?? session.getState().uuid ?? ''),
        verified: Boolean(shown.verified),
        ssn: ssns.applicant,
        coApplicantSsn: ssns.co_applicant,
        application: shown,
      });
      if (outcome.type === 'verify') wizard.next();
      if (outcome.type === 'result')
        config.goTo(recordResult(session, outcome.result, outcome.route), { replace: true });
    },
    retrySave: () => saveStatus.retry(),
    update(next) {
      const locale = config.locale;
      config = { ...config, ...next };
      if (config.locale === locale) return;
      confirmation.update({ locale: config.locale });
      edit.update({ locale: config.locale });
      saveStatus.update({ locale: config.locale });
      sync();
    },
  };
}
