// Its own module, apart from the wizard's rules: the browser history rules that the app's route guards
// read need only this check, the session store only the default identity-check step, and a bundler splitting by module then leaves the wizard's rules out of
// the first route.

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

// Every step id once, so a value read back from storage or router state can be checked against the union.
const APPLY_STEP_IDS: Readonly<Record<ApplyStepId, true>> = {
  hvacQuestions: true,
  applicantInfo: true,
  applicantAddress: true,
  hvacHomeOwnership: true,
  applicantIncome: true,
  applicantBanking: true,
  hasCoApplicant: true,
  coApplicantInfo: true,
  coApplicantIncome: true,
  singlePageApplication: true,
  application: true,
  verifyApplication: true,
};

/**
 * Whether a value read from outside the wizard (sessionStorage, router state, a URL) is one of the
 * wizard's step ids (03 §2); anything else, a string of another name included, is not.
 */
export function isApplyStepId(value: unknown): value is ApplyStepId {
  return typeof value === 'string' && Object.hasOwn(APPLY_STEP_IDS, value);
}

/** The default intellicheckStep of the session (01 §3): 2, which places no identity check in the wizard. */
export const DEFAULT_INTELLICHECK_STEP = 2;
