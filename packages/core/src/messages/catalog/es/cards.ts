import type { en } from '../cards';

/** Spanish entries of cards.ts; a missing code falls back to English. */
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
