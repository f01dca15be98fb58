import { formatUsd, toAmountString, toCents } from './money';
import type { ApplicationDoc, ApprovedMessage, Determination, Income, OfferKey, Store } from './types';

/** What a magic SSN decides (any SSN whose first digit is 9, by its last four digits). */
export interface MagicDecision {
  scenario: string;
  offers: Partial<Record<OfferKey, number>>;
  code?: string;
  score: number;
  reason?: string;
  payroll?: boolean;
  previousCustomer?: boolean;
  preapproved?: boolean;
}

/**
 * Magic SSN endings. SSNs starting with 9 are never issued, so the sandbox reserves them: the last four
 * digits pick the decision. Offer amounts are dollars before the store's ceiling is applied.
 */
export const MAGIC_SSNS: Record<string, MagicDecision> = {
  '1001': { scenario: 'option-a', offers: { A: 2500 }, score: 720 },
  '1002': { scenario: 'option-a-hvac', offers: { A: 12000 }, score: 740 },
  '1003': { scenario: 'option-b', offers: { B: 1800 }, score: 640 },
  '1004': { scenario: 'option-c', offers: { A: 2000, C: 3500 }, score: 700 },
  '1005': { scenario: 'option-a-b', offers: { A: 3000, B: 2000 }, score: 690 },
  '1006': { scenario: 'option-d', offers: { D: 1500 }, score: 660 },
  '2001': { scenario: 'denied-wo-score', offers: {}, code: 'N', score: 0, reason: 'No credit file found' },
  '2002': { scenario: 'denied-w-score', offers: {}, code: 'D', score: 480, reason: 'Score below cut-off' },
  '2003': {
    scenario: 'denied-payroll',
    offers: {},
    code: 'D',
    score: 510,
    reason: 'Score below cut-off',
    payroll: true,
  },
  '3001': { scenario: 'previous-customer', offers: { A: 2500 }, score: 700, previousCustomer: true },
  '3002': { scenario: 'preapproved-customer', offers: { A: 4000 }, score: 760, preapproved: true },
  '4001': { scenario: 'approved-payroll', offers: { A: 1000 }, score: 610, payroll: true },
};

/** The magic decision of an SSN, or null for an ordinary SSN. */
export function magicFor(ssn: string | null | undefined): MagicDecision | null {
  const only = (ssn ?? '').replace(/\D/g, '');
  if (only.length !== 9 || !only.startsWith('9')) return null;
  return MAGIC_SSNS[only.slice(-4)] ?? null;
}

const FACTORS: Record<string, number> = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 };

/** Monthly income in cents (01 §5): gross × factor / 12, factor 52/26/24/12, else 1 (yearly). */
export function monthlyIncomeCents(incomes: Income[] | undefined): number {
  return (incomes ?? []).reduce(
    (sum, income) =>
      sum + Math.round((toCents(Number(income.gross) || 0) * (FACTORS[income.frequency] ?? 1)) / 12),
    0,
  );
}

/** The approval ceiling (01 §9): $18,000 for HVAC stores, $8,000 otherwise, or the program's lower max. */
export function approvalCeilingCents(store: Store): number {
  const ceiling = store.record.identifier === 'HVAC' ? 1800000 : 800000;
  return Math.min(ceiling, toCents(store.lease_program.max_approval_amount || ceiling / 100));
}

/** The default denial text (03 §8) with the store's contact number. */
export function defaultDenialMessage(phone: string): string {
  return `Unfortunately, we were unable to approve you at this time. Please contact ${phone}, if you have any questions regarding your application.`;
}

const OPTION_NOTES: Record<OfferKey, string> = {
  A: '12 month lease',
  B: '18 month lease',
  C: '13 month lease',
  D: '12 month lease with security deposit',
};

/**
 * The decision engine: deterministic, from the application and the store alone.
 * - A magic SSN (first digit 9) decides by its last four digits (`MAGIC_SSNS`).
 * - Otherwise the total monthly income of applicant and co-applicant decides: under $1,000 is denied
 *   (code D, score 520); otherwise option A = half the monthly income rounded down to $100, at least the
 *   program minimum; option B = 60 % of A when the income is $2,000 or more; option C = A + 20 % when
 *   the store enables option C. Score = 550 + income / $40, at most 800.
 * Offers are capped at the store's ceiling; C is dropped when the store does not enable option C.
 */
export function decide(application: ApplicationDoc, store: Store, now: Date): Determination {
  const ceiling = approvalCeilingCents(store);
  const magic = magicFor(application.applicant.social_security_number);
  const coIncome = application.co_applicant ? monthlyIncomeCents(application.co_applicant.income) : 0;
  const income = monthlyIncomeCents(application.applicant.income) + coIncome;

  let offers: Partial<Record<OfferKey, number>>;
  let code: string;
  let score: number;
  let reason: string;
  let payroll = false;
  if (magic) {
    offers = Object.fromEntries(
      Object.entries(magic.offers).map(([key, dollars]) => [key, toCents(dollars)]),
    );
    score = magic.score;
    code = magic.code ?? 'A';
    reason = magic.reason ?? 'Approved';
    payroll = Boolean(magic.payroll);
  } else if (income < 100000) {
    offers = {};
    code = 'D';
    score = 520;
    reason = 'Insufficient income';
  } else {
    const a = Math.max(
      toCents(store.lease_program.min_approval_amount),
      Math.floor(income / 2 / 10000) * 10000,
    );
    offers = { A: a };
    if (income >= 200000) offers.B = Math.floor((a * 0.6) / 100) * 100;
    if (store.lease_program.option_c_enabled) offers.C = Math.floor((a * 1.2) / 100) * 100;
    code = 'A';
    score = Math.min(800, 550 + Math.floor(income / 4000));
    reason = 'Approved';
  }
  if (!store.lease_program.option_c_enabled) delete offers.C;
  const capped: Record<OfferKey, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (const key of ['A', 'B', 'C', 'D'] as const) capped[key] = Math.min(offers[key] ?? 0, ceiling);
  const approved = code === 'A' && Object.values(capped).some((cents) => cents > 0);
  if (code === 'A' && !approved) {
    code = 'D';
    reason = 'No offer available';
  }
  const offerAmounts = Object.fromEntries(
    Object.entries(capped).map(([key, cents]) => [key, toAmountString(cents)]),
  ) as Record<OfferKey, string>;
  const best = Math.max(...Object.values(capped));
  const firstName = application.applicant.first_name ?? '';
  const hvac = store.record.identifier === 'HVAC';
  const message: ApprovedMessage | string | null = approved
    ? {
        name: firstName,
        title: `Congratulations ${firstName}!`,
        sub_title1: `You are approved for up to ${formatUsd(best)}`,
        // The HVAC layout shows these subtitles beside its own validity and phone lines (03 §2, §8: 'Option
        // amounts are valid for 180 days.', 'Questions? Call us at …'), so an HVAC approval does not say
        // them again: each shows once.
        sub_title2: hvac
          ? 'Your contractor can now complete your home-comfort project.'
          : 'Your approval is valid for 180 days.',
        sub_title3: hvac ? '' : 'Choose the lease option that suits you.',
        sub_title4: '',
        options: (['A', 'B', 'C', 'D'] as const)
          .filter((key) => capped[key] > 0)
          .map((key) => ({
            label: `Option ${key}`,
            amount: toAmountString(capped[key]),
            note: OPTION_NOTES[key],
          })),
      }
    : code === 'N'
      ? null
      : defaultDenialMessage(store.contact.phone);
  const expires = new Date(now.getTime() + 180 * 24 * 3600 * 1000);
  return {
    code,
    score,
    reason,
    message,
    determinationMessage: approved ? 'Approved' : 'Denied',
    description: approved ? `Approved up to ${formatUsd(best)}` : reason,
    determination: approved ? 'approved' : 'denied',
    offerAmounts,
    application_id: application.id,
    checkoutId: application.checkout_id,
    coapplicant_score: application.co_applicant ? Math.min(800, 550 + Math.floor(coIncome / 4000)) : null,
    payroll: { is_eligible: payroll, type: payroll ? 'async' : null },
    step: approved ? 'approved' : 'denied',
    expires_at: expires.toISOString(),
  };
}

/**
 * The denial produced when PIN attempts are exhausted (02 §4): code G, score 0, reason 'DNQ - internal (C)'.
 */
export function maxedDetermination(application: ApplicationDoc, store: Store, now: Date): Determination {
  return {
    code: 'G',
    score: 0,
    reason: 'DNQ - internal (C)',
    message: defaultDenialMessage(store.contact.phone),
    determinationMessage: 'Denied',
    description: 'DNQ - internal (C)',
    determination: 'denied',
    offerAmounts: { A: '0.00', B: '0.00', C: '0.00', D: '0.00' },
    application_id: application.id,
    checkoutId: application.checkout_id,
    coapplicant_score: null,
    payroll: { is_eligible: false, type: null },
    step: 'denied',
    expires_at: new Date(now.getTime() + 180 * 24 * 3600 * 1000).toISOString(),
  };
}

/** Raises the approval after a successful payroll affordability check: +$1,000 on A, capped. */
export function increaseAfterPayroll(result: Determination, store: Store): Determination {
  const ceiling = approvalCeilingCents(store);
  const a = Math.min(ceiling, toCents(Number(result.offerAmounts.A)) + 100000);
  const offerAmounts = { ...result.offerAmounts, A: toAmountString(a) };
  const best = Math.max(...Object.values(offerAmounts).map((amount) => toCents(Number(amount))));
  const message =
    typeof result.message === 'object' && result.message
      ? {
          ...result.message,
          sub_title1: `You are approved for up to ${formatUsd(best)}`,
          options: (['A', 'B', 'C', 'D'] as const)
            .filter((key) => Number(offerAmounts[key]) > 0)
            .map((key) => ({ label: `Option ${key}`, amount: offerAmounts[key], note: OPTION_NOTES[key] })),
        }
      : {
          name: '',
          title: 'Congratulations!',
          sub_title1: `You are approved for up to ${formatUsd(best)}`,
          sub_title2: 'Your approval is valid for 180 days.',
          sub_title3: 'Approved through payroll deduction.',
          sub_title4: '',
          options: [{ label: 'Option A', amount: offerAmounts.A, note: OPTION_NOTES.A }],
        };
  return {
    ...result,
    code: 'A',
    reason: 'Approved through payroll deduction',
    determination: 'approved',
    determinationMessage: 'Approved',
    description: `Approved up to ${formatUsd(best)}`,
    step: 'approved',
    offerAmounts,
    message,
    payroll: { is_eligible: false, type: result.payroll.type },
  };
}
