/**
 * Message catalogue entries of the reference app's shell (codes `app.*`): route titles, the app bar,
 * store selection and the checkpoint, every one part of the base every page has (messages/base.ts). The
 * result screens', the payment calculator's, the payroll panel's and the HVAC screen's `app.*` texts are
 * in results.ts, offers.ts, payroll.ts and hvac.ts, which load with those screens. Texts quoted in the
 * spec are verbatim; the others are ours and say so.
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
} as const;

// The Spanish entries are in es/app.ts, loaded on demand (messages/es.ts).
