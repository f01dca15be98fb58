import { t, type Locale, type MessageCode, type MessageDescriptor } from '../messages';
import { isFlagSet, parseInteger, isRecord } from './values';
import { DEFAULT_INTELLICHECK_STEP, type ApplyStepId } from './apply-step-id';

export { DEFAULT_INTELLICHECK_STEP, isApplyStepId, type ApplyStepId } from './apply-step-id';

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

function isFilled(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

function hasIncome(applicant: Record<string, unknown>): boolean {
  return (
    Array.isArray(applicant.income) &&
    applicant.income.some((income) => isRecord(income) && isFilled(income.gross))
  );
}

/**
 * Whether a saved application (01 §3: applicant with location, income list and hvac_home_ownership;
 * banking; has_co_applicant; co_applicant) holds what a wizard step saves. Two steps cannot be told apart
 * from "not reached yet" when the shopper left them empty: a skipped banking step and a co-applicant switch
 * left off; both count as not saved. The HVAC questions count as saved once the application exists (they
 * come before it is created); the single-page step, the confirmation and the verification never do.
 */
export function isStepSaved(step: ApplyStepId, application: unknown): boolean {
  if (!isRecord(application)) return false;
  const applicant = isRecord(application.applicant) ? application.applicant : {};
  const coApplicant = isRecord(application.co_applicant) ? application.co_applicant : {};
  switch (step) {
    case 'hvacQuestions':
      return isFilled(application.id);
    case 'applicantInfo':
      return isFilled(applicant.last_name);
    case 'applicantAddress':
      return isRecord(applicant.location) && isFilled(applicant.location.line_1);
    case 'hvacHomeOwnership':
      return isRecord(applicant.hvac_home_ownership) && isFilled(applicant.hvac_home_ownership.home_type);
    case 'applicantIncome':
      return hasIncome(applicant);
    case 'applicantBanking':
      return isRecord(application.banking) && isFilled(application.banking.routing_number);
    case 'hasCoApplicant':
      return isFlagSet(application.has_co_applicant);
    case 'coApplicantInfo':
      return isFilled(coApplicant.last_name);
    case 'coApplicantIncome':
      return hasIncome(coApplicant);
    default:
      return false;
  }
}

/**
 * Where the wizard resumes after a reload or on another device, so the journey continues where it was
 * saved and nothing saved is typed again: the step the shopper was on in this tab (`remembered`), when
 * the step list still has it; otherwise the first step of the list the saved application does not hold
 * (see {@link isStepSaved}), which is the confirmation ('application') once every form step is saved. With
 * no application, the first step.
 */
export function getResumeStep(
  steps: readonly ApplyStepId[],
  application: unknown,
  remembered?: ApplyStepId | null,
): ApplyStepId {
  if (remembered && steps.includes(remembered)) return remembered;
  return steps.find((step) => !isStepSaved(step, application)) ?? steps[steps.length - 1]!;
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
