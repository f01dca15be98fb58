/**
 * Message catalogue entries owned by the `payroll` rules (codes are dotted, e.g. `payroll.something`), and
 * the enrolment panel's texts (`app.payroll.*`), which load with them (messages/index.ts, loadMessages).
 */
export const en = {
  'payroll.initiated': 'Affordability check initiated!',
  'payroll.genericError': 'An error occurred, please try again!',
  'payroll.serverMessage': '{message}',
  // 02 §4 only describes these two: a denial, or 'unable to increase offer' when already approved (code A).
  'payroll.affordabilityDenied':
    'Unfortunately, we were unable to approve you through payroll deduction at this time.',
  'payroll.unableToIncreaseOffer':
    'We were unable to increase your offer through payroll deduction. Your current approval is still available.',
  'payroll.refreshPending':
    'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.',
  'payroll.refreshComplete': 'Eligibility process completed!',
  'payroll.linkSent': 'Link sent successfully!',
  'payroll.linkNotSent': 'Unable to send link!',
  // Payroll enrolment panel (02 §2); the button labels are the spec's.
  'app.payroll.heading': 'Increase your approval with payroll deduction',
  'app.payroll.employer': 'Employer',
  'app.payroll.checkEligibility': 'Check Eligibility',
  'app.payroll.refresh': 'Refresh',
  'app.payroll.resend': 'Resend link',
} as const;

// The Spanish entries are in es/payroll.ts, loaded on demand (messages/es.ts).
