import type { LeaseComputationRecord } from '@leasekit/core/contract';
import { toDollars } from './money';
import type { OfferKey } from './types';

/**
 * The sandbox's pricing model. One function prices both the lease computation (02 §3) and the payments
 * calculator (03 §3), so they always agree. All arithmetic is in integer cents.
 *
 * | option | term | lease cost factor | fee | security deposit | EPO fee |
 * |---|---|---|---|---|---|
 * | A | 12 months | 1.90 | document processing $49.00 | $0 | 10% |
 * | B | 18 months | 2.10 | lease process $39.00 | $0 | 15% |
 * | C | 13 months | 1.80 | document processing $49.00 | $0 | 8% |
 * | D | 12 months | 2.00 | document processing $49.00 | $50.00 | 10% |
 */
export const OPTION_TERMS: Record<
  OfferKey,
  {
    termMonths: number;
    factorBps: number;
    documentProcessingFeeCents: number;
    leaseProcessFeeCents: number;
    securityDepositCents: number;
    epoBps: number;
  }
> = {
  A: {
    termMonths: 12,
    factorBps: 19000,
    documentProcessingFeeCents: 4900,
    leaseProcessFeeCents: 0,
    securityDepositCents: 0,
    epoBps: 1000,
  },
  B: {
    termMonths: 18,
    factorBps: 21000,
    documentProcessingFeeCents: 0,
    leaseProcessFeeCents: 3900,
    securityDepositCents: 0,
    epoBps: 1500,
  },
  C: {
    termMonths: 13,
    factorBps: 18000,
    documentProcessingFeeCents: 4900,
    leaseProcessFeeCents: 0,
    securityDepositCents: 0,
    epoBps: 800,
  },
  D: {
    termMonths: 12,
    factorBps: 20000,
    documentProcessingFeeCents: 4900,
    leaseProcessFeeCents: 0,
    securityDepositCents: 5000,
    epoBps: 1000,
  },
};

/**
 * The convenience fee the sandbox charges on a card payment, in cents, for that card and store: none, for
 * every card and store. A card charge must carry exactly this fee (the app always sends 0), and the charge
 * is the down payment plus this fee, never a fee the client names.
 */
export function convenienceFeeCents(
  _store: { id: number },
  _card: { funding: string; country: string },
): number {
  return 0;
}

/** Payments a year per payment frequency (02 §9). */
export const PAYMENTS_PER_YEAR: Record<string, number> = {
  '14-day': 26,
  '28-day': 13,
  'semi-monthly': 24,
  monthly: 12,
};

/** OCP protection, $2.99 a week (02 §9), in cents. */
export const OCP_WEEKLY_CENTS = 299;

/** Express pay-off at 3, 6 and 9 months: the financed amount plus this share of it. */
export const EXPRESS_PAY_BPS = { 3: 1000, 6: 2500, 9: 4000 } as const;

/** What the pricing needs. Amounts in cents; `today` is an ISO date (time is passed in). */
export interface PricingInput {
  option: OfferKey;
  paymentFrequency: string;
  cashPriceCents: number;
  deliveryCents: number;
  additionalDownCents: number;
  /** The approval for the option; the part of the price above it is paid upfront (reductionAmount). */
  approvedCents: number;
  ocpIncluded: boolean;
  today: string;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

/** The first payment date after `today` for a frequency: +14 or +28 days, the next 1st or 15th, +1 month. */
export function nextPaymentDate(today: string, frequency: string): string {
  if (frequency === '14-day') return addDays(today, 14);
  if (frequency === '28-day') return addDays(today, 28);
  if (frequency === 'semi-monthly') {
    const day = Number(today.slice(8, 10));
    return day < 15 ? `${today.slice(0, 8)}15` : `${addMonths(`${today.slice(0, 8)}01`, 1)}`;
  }
  return addMonths(today, 1);
}

/** The priced lease, in cents (see `toLeaseComputation` for the wire form). */
export interface PricedLease {
  option: OfferKey;
  paymentFrequency: string;
  termMonths: number;
  numPayments: number;
  cashPriceCents: number;
  deliveryCents: number;
  additionalDownCents: number;
  reductionCents: number;
  effectiveCashPriceCents: number;
  leaseCostCents: number;
  paymentAmountCents: number;
  waiverPerPaymentCents: number;
  waiverCents: number;
  totalPaymentCents: number;
  documentProcessingFeeCents: number;
  leaseProcessFeeCents: number;
  securityDepositCents: number;
  downPaymentCents: number;
  actualDownPaymentCents: number;
  prePaidPayments: number;
  remainingPaymentNeededCents: number;
  epoFeeCents: number;
  leaseBeginsAt: string;
  nextPaymentAt: string;
  expressPayCents: { 3: number; 6: number; 9: number };
}

/**
 * Prices a lease:
 * - reductionAmount = what the price (cash price + delivery − additional down) exceeds the approval by;
 *   it is paid upfront;
 * - effectiveCashPrice = cash price + delivery − additional down − reduction (never above the approval);
 * - lease cost = effectiveCashPrice × the option's factor; numPayments = term months × payments a year / 12;
 * - paymentAmount = lease cost / numPayments rounded up to the cent, plus the OCP share when included
 *   ($2.99 × 52 / payments a year); totalPayment = paymentAmount × numPayments exactly;
 * - downPayment = the first payment (prepaid) + the option's fee + security deposit; actualDownPayment adds
 *   the additional down and the reduction; remainingPaymentNeeded = totalPayment − the prepaid payment;
 * - epoFee = effectiveCashPrice × the option's EPO rate (early purchase amount = EPO fee + cash price, 02 §9);
 * - express pay at 3/6/9 months = effectiveCashPrice + 10/25/40 %.
 */
export function priceLease(input: PricingInput): PricedLease {
  const terms = OPTION_TERMS[input.option];
  const perYear = PAYMENTS_PER_YEAR[input.paymentFrequency] ?? 12;
  const numPayments = Math.max(1, Math.round((terms.termMonths * perYear) / 12));
  const gross = Math.max(0, input.cashPriceCents + input.deliveryCents - input.additionalDownCents);
  const reductionCents = Math.max(0, gross - Math.max(0, input.approvedCents));
  const effectiveCashPriceCents = gross - reductionCents;
  const leaseCostCents = Math.round((effectiveCashPriceCents * terms.factorBps) / 10000);
  const basePaymentCents = Math.ceil(leaseCostCents / numPayments);
  const waiverPerPaymentCents = input.ocpIncluded ? Math.round((OCP_WEEKLY_CENTS * 52) / perYear) : 0;
  const paymentAmountCents = basePaymentCents + waiverPerPaymentCents;
  const totalPaymentCents = paymentAmountCents * numPayments;
  const prePaidPayments = 1;
  const downPaymentCents =
    paymentAmountCents * prePaidPayments +
    terms.documentProcessingFeeCents +
    terms.leaseProcessFeeCents +
    terms.securityDepositCents;
  const express = (bps: number) =>
    effectiveCashPriceCents + Math.round((effectiveCashPriceCents * bps) / 10000);
  return {
    option: input.option,
    paymentFrequency: input.paymentFrequency,
    termMonths: terms.termMonths,
    numPayments,
    cashPriceCents: input.cashPriceCents,
    deliveryCents: input.deliveryCents,
    additionalDownCents: input.additionalDownCents,
    reductionCents,
    effectiveCashPriceCents,
    leaseCostCents,
    paymentAmountCents,
    waiverPerPaymentCents,
    waiverCents: waiverPerPaymentCents * numPayments,
    totalPaymentCents,
    documentProcessingFeeCents: terms.documentProcessingFeeCents,
    leaseProcessFeeCents: terms.leaseProcessFeeCents,
    securityDepositCents: terms.securityDepositCents,
    downPaymentCents,
    actualDownPaymentCents: downPaymentCents + input.additionalDownCents + reductionCents,
    prePaidPayments,
    remainingPaymentNeededCents: totalPaymentCents - paymentAmountCents * prePaidPayments,
    epoFeeCents: Math.round((effectiveCashPriceCents * terms.epoBps) / 10000),
    leaseBeginsAt: input.today,
    nextPaymentAt: nextPaymentDate(input.today, input.paymentFrequency),
    expressPayCents: {
      3: express(EXPRESS_PAY_BPS[3]),
      6: express(EXPRESS_PAY_BPS[6]),
      9: express(EXPRESS_PAY_BPS[9]),
    },
  };
}

/** The lease computation as `GET /apply-v2/checkout/{id}/lease` sends it (02 §3), money in dollars. */
export function toLeaseComputation(
  lease: PricedLease,
  extra: { language: string; items: unknown[] },
): LeaseComputationRecord {
  return {
    cashPrice: toDollars(lease.cashPriceCents),
    numPayments: lease.numPayments,
    paymentAmount: toDollars(lease.paymentAmountCents),
    totalPayment: toDollars(lease.totalPaymentCents),
    reductionAmount: toDollars(lease.reductionCents),
    nextPaymentAt: lease.nextPaymentAt,
    leaseBeginsAt: lease.leaseBeginsAt,
    additionalDown: toDollars(lease.additionalDownCents),
    delivery: toDollars(lease.deliveryCents),
    waiver: toDollars(lease.waiverCents),
    effectiveCashPrice: toDollars(lease.effectiveCashPriceCents),
    documentProcessingFee: toDollars(lease.documentProcessingFeeCents),
    leaseProcessFee: toDollars(lease.leaseProcessFeeCents),
    securityDeposit: toDollars(lease.securityDepositCents),
    downPayment: toDollars(lease.downPaymentCents),
    actualDownPayment: toDollars(lease.actualDownPaymentCents),
    prePaidPayments: lease.prePaidPayments,
    remainingPaymentNeeded: toDollars(lease.remainingPaymentNeededCents),
    leaseType: `Option${lease.option}`,
    option: lease.option.toLowerCase(),
    termMonths: lease.termMonths,
    primaryLanguage: extra.language,
    paymentFrequency: lease.paymentFrequency,
    epoFee: toDollars(lease.epoFeeCents),
    earlyPurchaseAmount: toDollars(lease.epoFeeCents + lease.cashPriceCents),
    // The express pay-off amounts (03 §3 names them on the payments answer; the lease summary shows them
    // as express checkout where the store is eligible, 02 §6). Sent for every store: the app decides.
    express_pay_3_month: toDollars(lease.expressPayCents[3]),
    express_pay_6_month: toDollars(lease.expressPayCents[6]),
    express_pay_9_month: toDollars(lease.expressPayCents[9]),
    items: extra.items,
  };
}

/** The payments calculator answer (03 §3 Payments response), money in dollars. */
export function toPaymentsResponse(lease: PricedLease) {
  return {
    term: lease.termMonths,
    numPayments: lease.numPayments,
    paymentAmount: toDollars(lease.paymentAmountCents),
    totalPayment: toDollars(lease.totalPaymentCents),
    firstPaymentDate: lease.nextPaymentAt,
    express_pay_3_month: toDollars(lease.expressPayCents[3]),
    express_pay_6_month: toDollars(lease.expressPayCents[6]),
    express_pay_9_month: toDollars(lease.expressPayCents[9]),
  };
}
