import { t, type Locale, type MessageCode, type MessageDescriptor } from '../messages';
import { isFlagSet, parseInteger } from './values';

/** A step of the application wizard (03 §2). */
export type ApplyStepId =
  | 'hvacQuestions'
  | 'applicantInfo'
  | 'applicantAddress'
  | 'hvacHomeOwnership'
  | 'applicantIncome'
  | 'applicantBanking'
  | 'hasCoApplicant'
  | 'coApplicantInfo'
  | 'coApplicantIncome'
  | 'singlePageApplication'
  | 'application'
  | 'verifyApplication';

/** A section of the single-page application (01 §2). */
export type ApplySectionId = Exclude<
  ApplyStepId,
  'hvacQuestions' | 'singlePageApplication' | 'application' | 'verifyApplication'
>;

/** The lease program's apply_form_version of the single-page variant (03 §9). */
export const SINGLE_PAGE_FORM_VERSION = 3;

/** The welcome text's approval ceiling, in cents: $8,000 (01 §1, §9). */
export const APPROVAL_CEILING_CENTS = 800000;

/** The welcome text's approval ceiling for HVAC stores, in cents: $18,000 (01 §1, §9). */
export const HVAC_APPROVAL_CEILING_CENTS = 1800000;

/** The default intellicheckStep of the session (01 §3): 2, which places no identity check in the wizard. */
export const DEFAULT_INTELLICHECK_STEP = 2;

/** What decides the wizard's step list (03 §2). */
export interface ApplyStepsOptions {
  isHvacStore?: boolean;
  mortgageQuestionsEnabled?: unknown;
  hasCoApplicant?: unknown;
  /** The application uuid from the page configuration; HVAC questions come first only without one. */
  uuid?: string | null;
  /** The lease program's apply_form_version; 3 is the single-page variant. */
  applyFormVersion?: unknown;
}

/**
 * The wizard's step ids in order (03 §2): applicantInfo, applicantAddress, hvacHomeOwnership (HVAC stores
 * with mortgage questions enabled), applicantIncome, applicantBanking, hasCoApplicant, coApplicantInfo
 * and coApplicantIncome (with a co-applicant), application (Confirmation), verifyApplication. HVAC stores
 * without a uuid start with hvacQuestions. apply_form_version 3 combines the first stages into
 * singlePageApplication, giving singlePageApplication, application, verifyApplication; the HVAC
 * questions still come first there, because they are the qualifying gate (01 §5) and 03 §2 states that
 * variation independently of the layout.
 */
export function getApplySteps(options: ApplyStepsOptions): ApplyStepId[] {
  const hvacFirst = Boolean(options.isHvacStore) && !options.uuid;
  const steps: ApplyStepId[] = hvacFirst ? ['hvacQuestions'] : [];
  if (parseInteger(options.applyFormVersion) === SINGLE_PAGE_FORM_VERSION) {
    steps.push('singlePageApplication');
  } else {
    steps.push(...getSinglePageSections(options));
  }
  steps.push('application', 'verifyApplication');
  return steps;
}

const STEP_TITLE_CODES: Record<ApplyStepId, MessageCode> = {
  hvacQuestions: 'wizard.step.hvacQuestions',
  applicantInfo: 'wizard.step.applicantInfo',
  applicantAddress: 'wizard.step.applicantAddress',
  hvacHomeOwnership: 'wizard.step.hvacHomeOwnership',
  applicantIncome: 'wizard.step.applicantIncome',
  applicantBanking: 'wizard.step.applicantBanking',
  hasCoApplicant: 'wizard.step.hasCoApplicant',
  coApplicantInfo: 'wizard.step.coApplicantInfo',
  coApplicantIncome: 'wizard.step.coApplicantIncome',
  singlePageApplication: 'wizard.step.singlePageApplication',
  application: 'wizard.step.application',
  verifyApplication: 'wizard.step.verifyApplication',
};

/** The title of a step as a catalogue message (Application, Confirmation, Verification… ). */
export function getStepTitle(step: ApplyStepId): MessageDescriptor {
  return { code: STEP_TITLE_CODES[step] };
}

/**
 * The wizard header 'Step N (title)' (03 §2), N counted from 1 in the step list, in the given locale
 * (English by default). Null when the step is not in the list.
 */
export function getStepHeader(
  steps: readonly ApplyStepId[],
  step: ApplyStepId,
  locale: Locale = 'en',
): string | null {
  const index = steps.indexOf(step);
  if (index < 0) return null;
  const title = t(STEP_TITLE_CODES[step], undefined, locale);
  return t('wizard.stepHeader', { number: index + 1, title }, locale);
}

/** A step's state in the progress bar (01 §2). */
export type StepProgressState = 'complete' | 'active' | 'upcoming';

/**
 * The progress bar (01 §2 "each step as active or complete"): steps before the current one are complete,
 * the current one is active, later ones upcoming. When the current step is not in the list, all are
 * upcoming.
 */
export function getStepProgress(
  steps: readonly ApplyStepId[],
  current: ApplyStepId | null | undefined,
): { id: ApplyStepId; state: StepProgressState }[] {
  const index = current ? steps.indexOf(current) : -1;
  return steps.map((id, i) => ({
    id,
    state: index < 0 || i > index ? 'upcoming' : i === index ? 'active' : 'complete',
  }));
}

/**
 * The step after the current one (03 §4 "steps advance in order"); null after the last step or when the
 * current step is not in the list. When editing from the confirmation screen, a change returns straight to
 * the confirmation step ('application') when the list has it.
 */
export function getNextStep(
  steps: readonly ApplyStepId[],
  current: ApplyStepId,
  options: { editingFromConfirmation?: boolean } = {},
): ApplyStepId | null {
  if (options.editingFromConfirmation && steps.includes('application') && current !== 'application') {
    return 'application';
  }
  const index = steps.indexOf(current);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

/** The step before the current one; null on the first step or when the current step is not in the list. */
export function getPreviousStep(steps: readonly ApplyStepId[], current: ApplyStepId): ApplyStepId | null {
  const index = steps.indexOf(current);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

/**
 * Where the identity check (intellicheck) sits in the wizard (03 §4): at applicantInfo when
 * intellicheckStep is 0, at the confirmation step ('application') when it is 1. The default 2 (01 §3) and
 * any other value place it nowhere in the wizard (null): the identity check then only runs when a
 * checkout asks for it (intellicheck_required, 03 §4).
 */
export function getIntellicheckPlacement(intellicheckStep: unknown): 'applicantInfo' | 'application' | null {
  const step = intellicheckStep == null ? DEFAULT_INTELLICHECK_STEP : parseInteger(intellicheckStep);
  if (step === 0) return 'applicantInfo';
  if (step === 1) return 'application';
  return null;
}

/** What decides the single-page sections (01 §2, §4). */
export interface SinglePageSectionsOptions {
  isHvacStore?: boolean;
  mortgageQuestionsEnabled?: unknown;
  hasCoApplicant?: unknown;
}

/**
 * The single-page sections shown, in their numbered order (01 §2): applicant info, address, HVAC
 * mortgage questions (HVAC stores with mortgage questions enabled), income, banking, co-applicant check,
 * then co-applicant info and income (with a co-applicant).
 */
export function getSinglePageSections(options: SinglePageSectionsOptions): ApplySectionId[] {
  const sections: ApplySectionId[] = ['applicantInfo', 'applicantAddress'];
  if (options.isHvacStore && isFlagSet(options.mortgageQuestionsEnabled)) sections.push('hvacHomeOwnership');
  sections.push('applicantIncome', 'applicantBanking', 'hasCoApplicant');
  if (isFlagSet(options.hasCoApplicant)) sections.push('coApplicantInfo', 'coApplicantIncome');
  return sections;
}

/** What decides which single-page sections must be saved before the application submits (01 §4). */
export interface ActiveSectionsOptions extends SinglePageSectionsOptions {
  /** A banking record exists on the application. */
  hasBankingRecord?: boolean;
  /** The session's bankingRequired; true when not given (01 §9 "Banking required defaults to true"). */
  bankingRequired?: boolean;
  /** The user entered banking details (switched 'I would like to add my banking details now' on). */
  bankingEntered?: boolean;
}

/**
 * The active single-page sections (01 §4): all shown sections, except co-applicant sections without a
 * co-applicant, HVAC ownership unless enabled, and banking unless a banking record exists, banking is
 * required (the default) or it was entered.
 */
export function getActiveSections(options: ActiveSectionsOptions): ApplySectionId[] {
  const bankingActive =
    Boolean(options.hasBankingRecord) || options.bankingRequired !== false || Boolean(options.bankingEntered);
  return getSinglePageSections(options).filter((section) => section !== 'applicantBanking' || bankingActive);
}

/**
 * The single-page gate (01 §2): any section other than applicant info, shown before the applicant info
 * is saved (no applicant id yet), displays 'First complete the applicant info section'. Null otherwise.
 */
export function getSectionGateMessage(
  section: ApplySectionId,
  applicantId: unknown,
): MessageDescriptor | null {
  if (section === 'applicantInfo') return null;
  return applicantId == null || applicantId === '' || applicantId === 0
    ? { code: 'wizard.firstCompleteApplicantInfo' }
    : null;
}

/** The welcome text's approval ceiling in cents (01 §1): $18,000 for HVAC stores, else $8,000. */
export function getApprovalCeiling(isHvacStore: boolean): number {
  return isHvacStore ? HVAC_APPROVAL_CEILING_CENTS : APPROVAL_CEILING_CENTS;
}
