/** Message catalogue entries owned by the `cards` rules (codes are dotted, e.g. `cards.something`). */
export const en = {
  'cards.prepaidNotAllowed': "Prepaid cards can't be used for payment at the moment!",
  'cards.creditDebitNotAllowed': "Credit/Debit cards can't be used for payment at the moment",
  'cards.creditNotAllowed': "Credit cards can't be used...only debit cards are allowed!",
  'cards.debitNotAllowed': "Debit cards can't be used...only credit cards are allowed!",
  'cards.foreignNotAllowed': "Foreign issued cards can't be used for payment at the moment!",
} as const;

// The Spanish entries are in es/cards.ts, loaded on demand (messages/es.ts).
