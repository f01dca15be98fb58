/**
 * Message catalogue entries of the application wizard screens (01 §2, 02 §2, 03 §2): the confirmation
 * summary, PIN verification, identity check and single-page texts (codes are dotted, e.g.
 * `application.something`). The spec's own texts are verbatim; texts the spec does not give are ours and
 * say so.
 */
export const en = {
  // Step behaviour (01 §2, §4).
  'application.banking.addNow': 'I would like to add my banking details now',
  'application.coApplicant.switch': 'I have a co-applicant and confirm they live at the same address',
  // Removal confirmations (01 §4); the descriptions are ours.
  'application.coApplicant.removeConfirm': 'The co-applicant and their details will be removed.',
  'application.income.removeConfirm': 'The additional income will be removed.',
  'application.address.copy': 'Same as my home address',
  // Form footer (02 §2).
  'application.saving': 'Saving. Wait for a moment...',
  'application.savingHint': 'If this takes more than 30 seconds to save, {link}.',
  'application.savingHintLink': 'click here',
  // Single-page sections (01 §2, §4); the status words are ours.
  'application.section.saved': 'Saved',
  'application.section.saving': 'Saving…',
  'application.section.unsaved': 'Not saved yet',
  'application.section.error': 'Not saved: {error}',
  'application.singlePage.expired': 'Some sections could not be saved. Please check them and try again.',
  // Confirmation (02 §2).
  'application.confirm.heading': 'Please review your application',
  'application.confirm.applicant': 'Applicant Information',
  'application.confirm.address': 'Home Address',
  'application.confirm.mortgage': 'Mortgage Details',
  'application.confirm.ownerAddress': 'Home-Owner Address',
  'application.confirm.primaryIncome': 'Primary Income',
  'application.confirm.additionalIncome': 'Additional Income',
  'application.confirm.banking': 'Banking',
  'application.confirm.coApplicant': 'Co-Applicant Information',
  'application.confirm.coPrimaryIncome': 'Co-Applicant Primary Income',
  'application.confirm.coAdditionalIncome': 'Co-Applicant Additional Income',
  'application.confirm.addCoApplicant': 'Add Co-Applicant',
  'application.confirm.submit': 'Confirm & Submit',
  'application.confirm.consent':
    'By clicking Confirm & Submit you agree to the {privacy}, the {service} and the {terms}.',
  'application.confirm.privacyPolicy': 'Privacy Policy',
  'application.confirm.serviceAgreement': 'Service Agreement',
  'application.confirm.termsOfUse': 'Terms of Use',
  'application.confirm.submitting': 'Submitting your application…',
  // Summary field labels (02 §3); the labels are ours where the schema has none.
  'application.field.name': 'Name',
  'application.field.ssn': 'Social Security Number',
  'application.field.dateOfBirth': 'Date of Birth',
  'application.field.cell': 'Mobile Phone',
  'application.field.email': 'Email',
  'application.field.identification': 'Driver License / ID Number',
  'application.field.identificationIssuer': 'ID Issuing State',
  'application.field.address': 'Address',
  'application.field.homeType': 'Home Type',
  'application.field.ownershipType': 'Ownership',
  'application.field.landowner': 'Name of Landowner',
  'application.field.landownerPhone': 'Phone of Landowner',
  'application.field.deedName': 'Name on Property Deed',
  'application.field.mortgageHolder': 'Mortgage Holder Name',
  'application.field.mortgagePayment': 'Monthly Mortgage Payment',
  'application.field.source': 'Income Source',
  'application.field.gross': 'Gross Income',
  'application.field.frequency': 'Pay Frequency',
  'application.field.payDate': 'Next Pay Date',
  'application.field.firstPayDay': 'First Pay Day',
  'application.field.secondPayDay': 'Second Pay Day',
  'application.field.employer': 'Employer',
  'application.field.titleDepartment': 'Title / Department',
  'application.field.employerPhone': 'Employer Phone',
  'application.field.routingNumber': 'Routing Number',
  'application.field.bankName': 'Bank Name',
  'application.field.checkingAccount': 'Checking Account Number',
  // PIN verification (02 §2).
  'application.pin.title': 'Text Message Verification',
  'application.pin.intro': 'Enter the 5-digit PIN we sent to you.',
  'application.pin.resend': 'Resend PIN?',
  'application.pin.sendViaEmail': 'Send via E-mail',
  'application.pin.sendViaSms': 'Send via SMS',
  'application.pin.rates': 'Standard messaging rates may apply.',
  'application.pin.editApplication': 'Edit Application',
  'application.pin.newApplication': 'New Application',
  'application.pin.itemsTitle': 'Checkout Items Confirmation',
  'application.pin.itemsText':
    'The items in your cart changed since your contract was made. Keep that contract (your cart is cleared and the original items are added again), or sign a new contract for the new items.',
  'application.pin.keepContract': 'Keep my contract and the original items',
  'application.pin.newContract': 'Sign a new contract for the new items',
  'application.pin.showItems': 'Show Items',
  'application.pin.hideItems': 'Hide Items',
  'application.pin.oldItems': 'Old items',
  'application.pin.newItems': 'New items',
  'application.pin.sku': 'SKU',
  'application.pin.quantity': 'Quantity',
  'application.pin.description': 'Description',
  'application.pin.unitPrice': 'Unit Price',
  // Identity check (01 §2); the texts besides the spec's messages are ours.
  'application.identity.title': 'Identity Verification',
  'application.identity.intro':
    'We will send a link to your mobile phone. Open it, complete the verification, then confirm here.',
  'application.identity.phone': 'Mobile phone',
  'application.identity.send': 'Send Link',
  'application.identity.resend': 'Resend Link',
  'application.identity.verify': 'I have completed the verification',
  'application.identity.completed': 'Your identity is verified.',
  'application.identity.exchanging': 'One moment please...',
  // Option texts of the server's selects (the sandbox's forms), for the confirmation summary.
  'application.option.source.employment': 'Employment',
  'application.option.source.self-employed': 'Self-employed',
  'application.option.source.e3mil': 'Military (E3)',
  'application.option.source.e4mil': 'Military (E4)',
  'application.option.source.social-security': 'Social Security',
  'application.option.source.disability': 'Disability',
  'application.option.source.retirement': 'Retirement',
  'application.option.source.other': 'Other',
  'application.option.frequency.weekly': 'Weekly',
  'application.option.frequency.bi-weekly': 'Bi-weekly',
  'application.option.frequency.semi-monthly': 'Semi-monthly',
  'application.option.frequency.monthly': 'Monthly',
  'application.option.homeType.single-family': 'Single family home',
  'application.option.homeType.townhouse': 'Townhouse',
  'application.option.homeType.condo': 'Condominium',
  'application.option.homeType.manufactured-on-owned-land': 'Manufactured home on owned land',
  'application.option.homeType.manufactured-on-leased-land': 'Manufactured home on leased land',
  'application.option.ownershipType.rent': 'Rent',
  'application.option.ownershipType.own-with-loan': 'Own with a loan',
  'application.option.ownershipType.own-without-loan': 'Own without a loan',
  // The application's error texts (codes under errors.*): in this part, as only the application's screens show them.
  // Identity verification (01 §8).
  'errors.identity.linkSent': 'Link sent to your Mobile phone.',
  'errors.identity.linkNotSent': 'Link could not be sent.',
  'errors.identity.processFailed': 'Unable to complete process. Please wait a few seconds and try again.',
  // Lookups (01 §8). The routing and copy-address texts are ours: the spec names no wording.
  'errors.routing.lookupFailed': 'We could not look up this routing number. Please check it and try again.',
  'errors.address.copyFailed':
    'We could not copy the applicant address. Please try again or enter the address manually.',
  // PIN (02 §8), shown as toasts.
  'errors.pin.verifyFailed': 'PIN verification failed.',
  // On the PIN field after a wrong PIN (ours).
  'errors.pin.triesLeft': 'PIN verification failed. Check the PIN and enter it again: {count} tries left.',
  'errors.pin.lastTry': 'PIN verification failed. 1 try left: another wrong PIN ends this application.',
  'errors.pin.verified': 'PIN verification successful.',
  'errors.pin.sent': 'PIN has been sent to you for verification.',
  'errors.pin.sendFailed': 'PIN could not be sent. Please try again later.',
  // Application (03 §4, §8).
  'errors.uuidMismatch': 'Application not found. Please create a new application.',
  'errors.submitFailed':
    "We're sorry, but we were not able to process your application. Please try again later.",
} as const;

// The Spanish entries are in es/application.ts, loaded on demand (messages/es.ts).
