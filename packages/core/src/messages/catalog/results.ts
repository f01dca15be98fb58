/** Message catalogue entries owned by the `results` rules (codes are dotted, e.g. `results.something`). */
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
} as const;

// The Spanish entries are in es/results.ts, loaded on demand (messages/es.ts).
