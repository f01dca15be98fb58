/** Message catalogue entries owned by the `wizard` rules (codes are dotted, e.g. `wizard.something`). */
export const en = {
  'wizard.stepHeader': 'Step {number} ({title})',
  // 03 §2 names Application, Confirmation and Verification; the other titles are written here.
  'wizard.step.hvacQuestions': 'Qualifying Questions',
  'wizard.step.applicantInfo': 'Applicant Information',
  'wizard.step.applicantAddress': 'Home Address',
  'wizard.step.hvacHomeOwnership': 'Home Ownership',
  'wizard.step.applicantIncome': 'Income',
  'wizard.step.applicantBanking': 'Banking',
  'wizard.step.hasCoApplicant': 'Co-Applicant',
  'wizard.step.coApplicantInfo': 'Co-Applicant Information',
  'wizard.step.coApplicantIncome': 'Co-Applicant Income',
  'wizard.step.singlePageApplication': 'Application',
  'wizard.step.application': 'Confirmation',
  'wizard.step.verifyApplication': 'Verification',
  'wizard.firstCompleteApplicantInfo': 'First complete the applicant info section',
} as const;

// The Spanish entries are in es/wizard.ts, loaded on demand (messages/es.ts).
