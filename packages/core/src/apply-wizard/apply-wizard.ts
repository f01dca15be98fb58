import { t, type Locale } from '../messages';
import {
  getApplySteps,
  getIntellicheckPlacement,
  getNextStep,
  getPreviousStep,
  getResumeStep,
  getStepHeader,
  getStepProgress,
  type ApplyStepId,
  type StepProgressState,
} from '../rules/wizard';
import { createStore, type ReadableStore } from '../stores/store';
import type { FormProgress } from '../tracking/tracker';

/** The form name of the wizard's form-progress events (02 §7). */
export const APPLY_FORM_NAME = 'application';

/** The co-applicant steps that the co-applicant switch inserts after hasCoApplicant (03 §2). */
export const CO_APPLICANT_STEPS: readonly ApplyStepId[] = ['coApplicantInfo', 'coApplicantIncome'];

/** The statuses of the wizard's form-progress events. */
export type ApplyProgressStatus = 'started' | 'completed' | 'skipped' | 'edit';

/** Options of {@link createApplyWizard}. */
export interface ApplyWizardOptions {
  /** The store is an HVAC store (record.identifier 'HVAC'); false by default. */
  isHvacStore?: boolean;
  /** The lease program's mortgage_questions_enabled; off by default. */
  mortgageQuestionsEnabled?: unknown;
  /** The application uuid of the page configuration; HVAC questions come first only without one. */
  uuid?: string | null;
  /** The lease program's apply_form_version (3 = single page); the step-by-step wizard by default. */
  applyFormVersion?: unknown;
  /** Whether the application has a co-applicant; false by default. */
  hasCoApplicant?: boolean;
  /** The session's intellicheckStep (0 applicantInfo, 1 confirmation); 2 (none) by default. */
  intellicheckStep?: unknown;
  /** The step to start on; the first step of the list by default. */
  initialStep?: ApplyStepId;
  /**
   * The session as the wizard opens, read once (03 §2, §4). Its `uuid` is the page configuration's and
   * decides the HVAC questions for the wizard's life: a uuid created on the way does not renumber the
   * steps (a `uuid` option, given or pushed, still wins). Without `initialStep` the wizard opens at the
   * remembered step when it is in the list (a reload, or the return from the identity check), else
   * where the application stops (`getResumeStep`).
   */
  resume?: { uuid?: string | null; application?: unknown; rememberedStep?: ApplyStepId | null };
  /** Receives form-progress events (02 §7): the tracker's `trackFormProgress`; none by default. */
  onProgress?: (progress: FormProgress) => void;
}

/** State of the wizard. */
export interface ApplyWizardState {
  /** The step ids in order (03 §2), with the co-applicant steps when there is a co-applicant. */
  steps: ApplyStepId[];
  /** The step shown. */
  current: ApplyStepId;
  /** True while a section is edited from the confirmation: the next Continue returns to it (03 §4). */
  editingFromConfirmation: boolean;
  hasCoApplicant: boolean;
  /** Steps the user completed (Continue or Skip), so editing can send them through new steps first. */
  completed: ApplyStepId[];
  /** Where the identity check sits (03 §4), or null. */
  intellicheckPlacement: 'applicantInfo' | 'application' | null;
}

/** What the header shows: 'Step N (title)' and the progress bar, in a locale. */
export interface ApplyWizardView {
  header: string | null;
  progress: { id: ApplyStepId; title: string; state: StepProgressState }[];
}

/** The wizard store made by {@link createApplyWizard}. */
export interface ApplyWizard extends ReadableStore<ApplyWizardState> {
  /**
   * Completes the current step (Continue) and moves on: in order, or straight back to the confirmation
   * when editing from it, except through co-applicant steps the user has just added. Returns the step
   * shown next, or null after the last step.
   */
  next(status?: Extract<ApplyProgressStatus, 'completed' | 'skipped'>): ApplyStepId | null;
  /** Goes back one step; returns the step shown, or null on the first. */
  back(): ApplyStepId | null;
  /** Shows a step of the list (unknown steps are ignored). */
  goTo(step: ApplyStepId): void;
  /** Opens a section from the confirmation (its Edit button): the next Continue returns to the confirmation. */
  edit(step: ApplyStepId): void;
  /** 'Add Co-Applicant' on the confirmation: opens the co-applicant switch in editing mode. */
  addCoApplicant(): void;
  /** The co-applicant switch (03 §2): inserts or removes coApplicantInfo and coApplicantIncome. */
  setHasCoApplicant(value: boolean): void;
  /** Pushes new list inputs (a uuid from a created application, for instance); the current step stays. */
  update(options: Partial<Omit<ApplyWizardOptions, 'initialStep' | 'resume'>>): void;
  /**
   * The header and progress bar of the current state in a locale (English by default), as
   * {@link getApplyWizardView} makes them; the same object while the steps, the current step and the
   * locale stay the same, so a screen that receives it re-renders only when the bar really changes.
   */
  getView(locale?: Locale): ApplyWizardView;
}

function stepsOf(options: ApplyWizardOptions, hasCoApplicant: boolean): ApplyStepId[] {
  return getApplySteps({
    isHvacStore: options.isHvacStore,
    mortgageQuestionsEnabled: options.mortgageQuestionsEnabled,
    uuid: options.uuid,
    applyFormVersion: options.applyFormVersion,
    hasCoApplicant,
  });
}

/**
 * The header and progress bar of a wizard state in a locale (English by default): 'Step N (title)'
 * (03 §2) and each step as complete, active or upcoming with its title.
 */
export function getApplyWizardView(state: ApplyWizardState, locale: Locale = 'en'): ApplyWizardView {
  return {
    header: getStepHeader(state.steps, state.current, locale),
    progress: getStepProgress(state.steps, state.current).map((step) => ({
      ...step,
      title: t(`wizard.step.${step.id}`, undefined, locale),
    })),
  };
}

/**
 * Creates the application wizard (03 §2, §4): the step list from `getApplySteps`, the current step,
 * Continue / Back, editing from the confirmation that returns straight to it, the co-applicant switch
 * inserting or removing the co-applicant steps, and a `form-progress` event (02 §7) whenever a step is
 * started, completed, skipped or edited. Events carry only the form name, the step id and a status.
 */
export function createApplyWizard(options: ApplyWizardOptions = {}): ApplyWizard {
  let config = { ...options, uuid: options.uuid ?? options.resume?.uuid };
  const hasCoApplicant = Boolean(options.hasCoApplicant);
  const steps = stepsOf(config, hasCoApplicant);
  const { resume } = options;
  const initial =
    options.initialStep && steps.includes(options.initialStep)
      ? options.initialStep
      : resume
        ? getResumeStep(steps, resume.application, resume.rememberedStep)
        : steps[0]!;
  const store = createStore<ApplyWizardState>({
    steps,
    current: initial,
    editingFromConfirmation: false,
    hasCoApplicant,
    completed: [],
    intellicheckPlacement: getIntellicheckPlacement(options.intellicheckStep),
  });

  const track = (step: ApplyStepId, status: ApplyProgressStatus) =>
    config.onProgress?.({ form: APPLY_FORM_NAME, step, status });

  function show(step: ApplyStepId, status: ApplyProgressStatus = 'started'): void {
    const editing = store.getState().editingFromConfirmation && step !== 'application';
    store.setState({ current: step, editingFromConfirmation: editing });
    track(step, status);
  }

  // The first step's 'started' goes out once, at the first mount: a wizard React makes and drops
  // reports nothing.
  let reported = false;
  store.onMount(() => {
    if (reported) return;
    reported = true;
    track(initial, 'started');
  });

  // The view depends only on the step list, the current step and the locale: it is kept while they are.
  let view: { steps: ApplyStepId[]; current: ApplyStepId; locale: Locale; value: ApplyWizardView } | null =
    null;

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    next(status = 'completed') {
      const s = store.getState();
      track(s.current, status);
      const completed = s.completed.includes(s.current) ? s.completed : [...s.completed, s.current];
      store.setState({ completed });
      let target: ApplyStepId | null;
      // A co-applicant added while editing still needs its own steps before the confirmation.
      const pendingCoStep = s.editingFromConfirmation
        ? CO_APPLICANT_STEPS.find((step) => s.steps.includes(step) && !completed.includes(step))
        : undefined;
      if (pendingCoStep && (s.current === 'hasCoApplicant' || CO_APPLICANT_STEPS.includes(s.current))) {
        target = pendingCoStep;
      } else {
        target = getNextStep(s.steps, s.current, { editingFromConfirmation: s.editingFromConfirmation });
      }
      if (target) show(target);
      return target;
    },
    back() {
      const s = store.getState();
      const target = s.editingFromConfirmation ? 'application' : getPreviousStep(s.steps, s.current);
      if (target && s.steps.includes(target)) show(target);
      return target;
    },
    goTo(step) {
      if (store.getState().steps.includes(step)) show(step);
    },
    edit(step) {
      const s = store.getState();
      if (!s.steps.includes(step) || step === 'application') return;
      store.setState({ editingFromConfirmation: true });
      show(step, 'edit');
    },
    addCoApplicant() {
      const s = store.getState();
      if (!s.steps.includes('hasCoApplicant')) return;
      store.setState({ editingFromConfirmation: true });
      show('hasCoApplicant', 'edit');
    },
    setHasCoApplicant(value) {
      const s = store.getState();
      if (s.hasCoApplicant === value) return;
      const nextSteps = stepsOf(config, value);
      store.setState({
        hasCoApplicant: value,
        steps: nextSteps,
        // Removing the co-applicant forgets their steps, so adding again walks through them anew.
        completed: value ? s.completed : s.completed.filter((step) => !CO_APPLICANT_STEPS.includes(step)),
        current: nextSteps.includes(s.current) ? s.current : 'hasCoApplicant',
      });
    },
    update(next) {
      config = { ...config, ...next };
      const s = store.getState();
      const nextSteps = stepsOf(config, s.hasCoApplicant);
      const placement =
        'intellicheckStep' in next
          ? getIntellicheckPlacement(next.intellicheckStep)
          : s.intellicheckPlacement;
      if (JSON.stringify(nextSteps) === JSON.stringify(s.steps) && placement === s.intellicheckPlacement)
        return;
      store.setState({
        steps: nextSteps,
        intellicheckPlacement: placement,
        current: nextSteps.includes(s.current) ? s.current : nextSteps[0]!,
      });
    },
    getView(locale = 'en') {
      const { steps: list, current } = store.getState();
      const sameSteps =
        view !== null &&
        view.steps.length === list.length &&
        view.steps.every((step, index) => step === list[index]);
      if (!view || !sameSteps || view.current !== current || view.locale !== locale) {
        view = { steps: list, current, locale, value: getApplyWizardView(store.getState(), locale) };
      }
      return view.value;
    },
  };
}
