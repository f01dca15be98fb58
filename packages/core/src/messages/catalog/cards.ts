/** Message catalogue entries owned by the `cards` rules (codes are dotted, e.g. `cards.something`). */
export const en = {
  'cards.prepaidNotAllowed': "Prepaid cards can't be used for payment at the moment!",
  'cards.creditDebitNotAllowed': "Credit/Debit cards can't be used for payment at the moment",
  'cards.creditNotAllowed': "Credit cards can't be used...only debit cards are allowed!",
  'cards.debitNotAllowed': "Debit cards can't be used...only credit cards are allowed!",
  'cards.foreignNotAllowed': "Foreign issued cards can't be used for payment at the moment!",
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'cards.prepaidNotAllowed': '¡Las tarjetas prepagadas no se pueden usar para pagar en este momento!',
  'cards.creditDebitNotAllowed':
    'Las tarjetas de crédito/débito no se pueden usar para pagar en este momento',
  'cards.creditNotAllowed':
    'Las tarjetas de crédito no se pueden usar...¡solo se permiten tarjetas de débito!',
  'cards.debitNotAllowed':
    'Las tarjetas de débito no se pueden usar...¡solo se permiten tarjetas de crédito!',
  'cards.foreignNotAllowed':
    '¡Las tarjetas emitidas en el extranjero no se pueden usar para pagar en este momento!',
};
