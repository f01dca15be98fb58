/**
 * Message catalogue entries of the reference app's shell and non-wizard screens (codes `app.*`):
 * route titles, store selection, checkpoint, resume and results. Texts quoted in the spec are verbatim;
 * the others are ours and say so.
 */
export const en = {
  // Route titles (breadcrumbs and document titles). 03 §2 names these two screens.
  'app.title.storeSelection': 'Choose a Store',
  'app.title.checkpoint': "Let's Get Started",
  'app.title.resume': 'One moment please...',
  'app.title.redirect': 'One moment please...',
  'app.title.process': 'One moment please...',
  'app.title.apply': 'Application',
  'app.title.intellicheck': 'Identity Verification',
  'app.title.checkout': 'Checkout',
  'app.title.approved': 'Approved',
  'app.title.denied': 'Thanks For Applying',
  'app.title.contractInProgress': 'Contract In Progress',
  'app.title.contactStore': 'Contact Store',
  // The step part of the page title (ours): 'Income – Step 3 of 7 – LeaseKit'.
  'app.documentTitle.step': 'Step {number} of {total}',
  // App bar (ours).
  'app.bar.label': 'Application tools',
  'app.fill.label': 'Fill',
  'app.fill.loaded': 'Test data loaded: {scenario}',
  'app.fill.failed': 'Test data could not be loaded.',
  'app.locale.label': 'Language',
  // Store selection (03 §2); the texts are ours.
  'app.store.heading': 'Choose your store',
  'app.store.subheading': 'Find the {retailer} store where you are shopping.',
  'app.store.search': 'Search stores',
  'app.store.caption': 'Stores',
  'app.store.name': 'Store',
  'app.store.address': 'Address',
  'app.store.choose': 'Choose {name}',
  'app.store.chooseColumn': 'Choose',
  'app.store.chosen': '{name} chosen. Apply Now is next.',
  'app.store.applyNow': 'Apply Now',
  'app.store.change': 'Choose another store',
  'app.store.missingRetailer': 'Open the application from your retailer’s link to choose a store.',
  // Ours (the spec gives only 'No results found'): the next step when no store matches.
  'app.store.emptyHint': 'Check the spelling of the store name, or clear the search to see every store.',
  'app.store.clearSearch': 'Clear search',
  // Checkpoint (03 §2).
  'app.checkpoint.back': 'Back',
  // Results (03 §2). 'Thanks For Applying' and "Let's go shopping!" are the spec's.
  'app.result.return': 'Return',
  'app.result.returnToStore': 'Return to Store',
  'app.result.back': 'Back',
  'app.result.shopping': "Let's go shopping!",
  'app.result.shopAt': 'Shop at {brand}',
  'app.result.createContract': 'Create Contract',
  'app.result.options': 'Your approval options',
  'app.result.validFor': 'Option amounts are valid for {days} days.',
  'app.result.hvacPhone': 'Questions? Call us at {phone}.',
  'app.calculator.heading': 'Payment Calculator',
  'app.calculator.leaseAmount': 'Lease amount',
  'app.calculator.minimum': 'Minimum lease amount is {amount}',
  'app.calculator.option': 'Option',
  'app.calculator.optionValue': 'Option {key}',
  'app.calculator.frequency': 'Payment frequency',
  'app.calculator.frequency.14-day': 'Every 14 days',
  'app.calculator.frequency.28-day': 'Every 28 days',
  'app.calculator.frequency.semi-monthly': 'Twice a month',
  'app.calculator.frequency.monthly': 'Monthly',
  'app.calculator.payment': 'Payment',
  'app.calculator.term': 'Term',
  'app.calculator.termMonths': '{months} months',
  'app.calculator.firstPayment': 'First payment date',
  'app.calculator.calculating': 'Calculating…',
  'app.calculator.expressPay': 'Express pay offers',
  'app.calculator.expressPayMonths': 'Pay off in {months} months',
  'app.calculator.expressPayNote': 'Discounts apply for payoff after 9 months.',
  // Payroll enrolment panel (02 §2); the button labels are the spec's.
  'app.payroll.heading': 'Increase your approval with payroll deduction',
  'app.payroll.employer': 'Employer',
  'app.payroll.checkEligibility': 'Check Eligibility',
  'app.payroll.refresh': 'Refresh',
  'app.payroll.resend': 'Resend link',
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

// The Spanish entries are in es/app.ts, loaded on demand (messages/es.ts).
