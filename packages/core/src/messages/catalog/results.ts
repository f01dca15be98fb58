/**
 * Message catalogue entries owned by the `results` rules (codes are dotted, e.g. `results.something`), and
 * the result screens' own texts (`app.result.*`), which load with them (messages/index.ts, loadMessages).
 */
export const en = {
  'results.thanksForApplying': 'Thanks For Applying',
  'results.defaultDenial':
    'Unfortunately, we were unable to approve you at this time. Please contact {phone}, if you have any questions regarding your application.',
  'results.contractInProgress':
    'You currently have a contract in progress. Please contact customer service at {phone} for assistance or chat with us below.',
  // 03 §8 only describes this one: an application is in progress with the store; contact it or customer service.
  'results.contactStore':
    'You currently have an application in progress with the store. Please contact the store, or customer service at {phone}, for assistance.',
  // 02 §8 only describes this one: a generic denial asking the user to contact the provider's number.
  'results.maxedPin':
    'Unfortunately, we were unable to verify your application. Please contact {phone}, if you have any questions regarding your application.',
  'results.serverMessage': '{message}',
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
} as const;

// The Spanish entries are in es/results.ts, loaded on demand (messages/es.ts).
