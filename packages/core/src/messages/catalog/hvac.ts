/**
 * Message catalogue entries owned by the `hvac` rules (codes are dotted, e.g. `hvac.something`), and the
 * welcome text and HVAC questions screen's texts (`app.welcome`, `app.hvac.*`), which load with them
 * (messages/index.ts, loadMessages).
 */
export const en = {
  /** 01 §5: not every HVAC qualifying question answered YES. */
  'hvac.allYes': 'You need to be able to answer YES to all questions!',
  // HVAC qualifying questions (01 §2, §5, §9).
  'app.hvac.title': 'Instant Approvals up to $18,000',
  // The welcome text's promise (01 §1, §9), with getApprovalCeiling's amount.
  'app.welcome': 'Apply in minutes: approvals up to {ceiling}.',
  'app.hvac.welcome': 'Instant approvals up to {ceiling}.',
  'app.hvac.question.1': 'Do you own the home where the equipment will be installed?',
  'app.hvac.question.2': 'Is this home your primary residence?',
  'app.hvac.question.3': 'Have you had a steady source of income for the last 3 months?',
  'app.hvac.question.4': 'Do you have an active checking account?',
  'app.hvac.yes': 'YES',
  'app.hvac.no': 'NO',
  'app.hvac.continue': 'Continue',
  'app.hvac.support': 'Questions? Call support at {phone}.',
  'app.hvac.consent': 'By continuing you agree to our',
  'app.hvac.privacy': 'Privacy Policy',
  'app.hvac.terms': 'Terms of Use',
  'app.hvac.serviceAgreement': 'Service Agreement',
} as const;

// The Spanish entries are in es/hvac.ts, loaded on demand (messages/es.ts).
