import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getCardRuleError,
  getDownPaymentReferenceSuffix,
  getPaymentAmount,
  isForeignCard,
  TEST_CARDS,
  type CardInfo,
  type CardPermissions,
} from './cards';

const all: CardPermissions = { prepaid: true, credit: true, debit: true, foreign: true };
const none: CardPermissions = { prepaid: false, credit: false, debit: false, foreign: false };

const PREPAID = "Prepaid cards can't be used for payment at the moment!";
const CREDIT_DEBIT = "Credit/Debit cards can't be used for payment at the moment";
const CREDIT = "Credit cards can't be used...only debit cards are allowed!";
const DEBIT = "Debit cards can't be used...only credit cards are allowed!";
const FOREIGN = "Foreign issued cards can't be used for payment at the moment!";

describe('spec 02 §5: card rules — each card type only if the gateway data permits it', () => {
  it.each<[string, CardInfo, CardPermissions, string | null]>([
    ['prepaid allowed', { funding: 'prepaid', country: 'US' }, all, null],
    ['prepaid refused', { funding: 'prepaid', country: 'US' }, { ...all, prepaid: false }, PREPAID],
    [
      'prepaid refused even with credit and debit',
      { funding: 'prepaid', country: 'US' },
      { credit: true, debit: true },
      PREPAID,
    ],
    [
      'prepaid allowed while credit/debit are not',
      { funding: 'prepaid', country: 'US' },
      { prepaid: true },
      null,
    ],
    ['credit allowed', { funding: 'credit', country: 'US' }, all, null],
    ['debit allowed', { funding: 'debit', country: 'US' }, all, null],
    [
      'credit with neither credit nor debit',
      { funding: 'credit', country: 'US' },
      { ...all, credit: false, debit: false },
      CREDIT_DEBIT,
    ],
    [
      'debit with neither credit nor debit',
      { funding: 'debit', country: 'US' },
      { ...all, credit: false, debit: false },
      CREDIT_DEBIT,
    ],
    [
      'unknown with neither credit nor debit',
      { funding: 'unknown', country: 'US' },
      { prepaid: true, foreign: true },
      CREDIT_DEBIT,
    ],
    [
      'credit when only debit is allowed',
      { funding: 'credit', country: 'US' },
      { ...all, credit: false },
      CREDIT,
    ],
    [
      'debit when only credit is allowed',
      { funding: 'debit', country: 'US' },
      { ...all, debit: false },
      DEBIT,
    ],
    ['unknown funding with credit allowed', { funding: 'unknown', country: 'US' }, { credit: true }, null],
    ['foreign refused', { funding: 'credit', country: 'CA' }, { ...all, foreign: false }, FOREIGN],
    ['foreign allowed', { funding: 'credit', country: 'CA' }, all, null],
    [
      'foreign prepaid refused for being foreign',
      { funding: 'prepaid', country: 'MX' },
      { prepaid: true },
      FOREIGN,
    ],
    ['funding error wins over foreign', { funding: 'debit', country: 'CA' }, { credit: true }, DEBIT],
    ['lower-case us is domestic', { funding: 'debit', country: ' us ' }, { debit: true }, null],
    ['USA is domestic', { funding: 'debit', country: 'USA' }, { debit: true }, null],
    ['missing country is not foreign', { funding: 'debit', country: null }, { debit: true }, null],
    ['no permissions at all refuse a credit card', { funding: 'credit', country: 'US' }, none, CREDIT_DEBIT],
    [
      'server flags "1"/"0" are read',
      { funding: 'credit', country: 'US' },
      { credit: '0', debit: '1' },
      CREDIT,
    ],
    [
      'funding case is ignored',
      { funding: 'PREPAID', country: 'US' },
      { credit: true, debit: true },
      PREPAID,
    ],
    ['junk funding counts as unknown', { funding: '???', country: 'US' }, { debit: true }, null],
  ])('%s', (_label, card, permissions, expected) => {
    const error = getCardRuleError(card, permissions);
    expect(error === null ? null : formatMessage(error)).toBe(expected);
  });

  it('every message has a Spanish text', () => {
    const error = getCardRuleError({ funding: 'prepaid', country: 'US' }, none)!;
    expect(formatMessage(error, 'es')).toBe(
      '¡Las tarjetas prepagadas no se pueden usar para pagar en este momento!',
    );
  });

  it('never throws on any card or permissions shape', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (card, permissions) => {
        getCardRuleError(card as CardInfo, permissions as CardPermissions);
      }),
    );
  });

  it.each<[unknown, boolean]>([
    ['US', false],
    ['CA', true],
    ['', false],
    [undefined, false],
  ])('country %j is foreign: %s', (country, expected) => {
    expect(isForeignCard(country as string)).toBe(expected);
  });
});

describe('spec 02 §9: down payment reference suffix — a random number between 100 and 10100', () => {
  it.each<[number, number]>([
    [0, 100],
    [0.5, 5100],
    [0.99999999, 10100],
    [1, 10100],
    [-3, 100],
    [Number.NaN, 100],
  ])('random %d → %d', (random, expected) => {
    expect(getDownPaymentReferenceSuffix(() => random)).toBe(expected);
  });

  it('stays a whole number in 100..10100 for any random value', () => {
    fc.assert(
      fc.property(fc.double(), (random) => {
        const suffix = getDownPaymentReferenceSuffix(() => random);
        expect(Number.isInteger(suffix) && suffix >= 100 && suffix <= 10100).toBe(true);
      }),
    );
  });
});

describe('spec 02 §9: payment amount is fixed to 2 decimals', () => {
  it.each<[number, string]>([
    [2999, '29.99'],
    [100, '1.00'],
    [0, '0.00'],
  ])('%d cents → %s', (cents, expected) => {
    expect(getPaymentAmount(cents)).toBe(expected);
  });
});

describe('spec 02 §2, §5: the test cards, one list for the payment screen and the sandbox', () => {
  it('covers each card rule: prepaid, credit, debit and foreign cards, each refused without its permission', () => {
    const refusals = TEST_CARDS.map(
      (card) => getCardRuleError(card, { credit: true, debit: true })?.code ?? null,
    );
    expect(new Set(refusals)).toEqual(new Set([null, 'cards.prepaidNotAllowed', 'cards.foreignNotAllowed']));
    const debit = TEST_CARDS.find((card) => card.funding === 'debit')!;
    expect(getCardRuleError(debit, { credit: true })).toEqual({ code: 'cards.debitNotAllowed' });
  });

  it('has unique numbers, each with a described outcome', () => {
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
    expect(new Set(TEST_CARDS.map((card) => card.outcome))).toEqual(new Set(['approve', 'decline', 'error']));
  });
});
