import { describe, expect, it } from 'vitest';
import {
  getApplyHistoryGuard,
  getApprovedHistoryGuard,
  getCheckoutHistoryGuard,
  getCheckpointReturn,
  getWizardHistoryStep,
  isCheckoutScreen,
  readWizardHistoryStep,
  type CheckoutScreen,
} from './history';
import { CHECKOUT_STATUS } from './checkout';

describe('browser history: the wizard entries', () => {
  it('an entry names its step in its navigation state; anything else names none (history state is hostile)', () => {
    expect(readWizardHistoryStep({ step: 'applicantAddress' })).toBe('applicantAddress');
    for (const state of [null, undefined, 'applicantAddress', { step: 'checkout' }, { step: 3 }, ['step']]) {
      expect(readWizardHistoryStep(state)).toBeNull();
    }
  });

  it('an entry’s extra keys are ignored, and a step hidden under a __proto__ key names none', () => {
    expect(readWizardHistoryStep({ step: 'applicantIncome', scroll: 120 })).toBe('applicantIncome');
    expect(readWizardHistoryStep(JSON.parse('{"__proto__":{"step":"applicantIncome"}}'))).toBeNull();
    expect(readWizardHistoryStep([{ step: 'applicantIncome' }])).toBeNull();
  });

  it('Back or Forward shows the entry’s step only when it is a step of the current list', () => {
    const steps = ['applicantInfo', 'applicantAddress', 'hasCoApplicant', 'application'] as const;
    expect(getWizardHistoryStep(steps, { step: 'applicantAddress' })).toBe('applicantAddress');
    // The co-applicant switch turned off since: its steps' entries no longer open.
    expect(getWizardHistoryStep(steps, { step: 'coApplicantInfo' })).toBeNull();
    expect(getWizardHistoryStep(steps, null)).toBeNull();
  });

  it('a decided application never reopens the wizard or its PIN: Back lands on its result', () => {
    expect(getApplyHistoryGuard({ application_result: { code: 'A' } })).toBe('approved');
    expect(getApplyHistoryGuard({ application_result: { code: 'D' } })).toBe('denied');
    expect(getApplyHistoryGuard({ override_result: { code: 'A' }, application_result: { code: 'D' } })).toBe(
      'approved',
    );
  });

  it('an undecided application, or none yet, opens the wizard', () => {
    expect(getApplyHistoryGuard(null)).toBeNull();
    expect(getApplyHistoryGuard({ uuid: 'u-1', verified: false })).toBeNull();
    expect(getApplyHistoryGuard('approved')).toBeNull();
  });
});

describe('browser history: checkout screens the checkout has moved past', () => {
  const at = (step: number | null | string) => ({ current_step: step });
  const beforeSigning: CheckoutScreen[] = [
    'checkout/delivery',
    'checkout/lease',
    'checkout/preview',
    'checkout/sign',
  ];

  it('the lease, preview and sign screens open until the contract is signed', () => {
    for (const step of [
      CHECKOUT_STATUS.APPLICATION_COMPLETE,
      CHECKOUT_STATUS.LEASE_CREATED,
      CHECKOUT_STATUS.LEASE_ESIGNATURE,
    ]) {
      for (const screen of beforeSigning) expect(getCheckoutHistoryGuard(screen, at(step))).toBeNull();
    }
  });

  it('once signed, Back onto them goes where the checkout stands: the payment, the banking or the end', () => {
    for (const screen of beforeSigning) {
      expect(getCheckoutHistoryGuard(screen, at(CHECKOUT_STATUS.ESIGNATURE_COMPLETED))).toBe(
        'checkout/payment',
      );
      expect(getCheckoutHistoryGuard(screen, at(CHECKOUT_STATUS.CHECKOUT_COMPLETED))).toBe(
        'checkout/complete',
      );
      expect(
        getCheckoutHistoryGuard(screen, {
          current_step: CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED,
          banking_required: true,
        }),
      ).toBe('checkout/banking');
    }
  });

  it('the payment opens only while the down payment is due; once paid, no amount due is shown again', () => {
    expect(getCheckoutHistoryGuard('checkout/payment', at(CHECKOUT_STATUS.ESIGNATURE_COMPLETED))).toBeNull();
    expect(
      getCheckoutHistoryGuard('checkout/payment', at(CHECKOUT_STATUS.DOWN_PAYMENT_PROCESSING)),
    ).toBeNull();
    expect(getCheckoutHistoryGuard('checkout/payment', at(CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED))).toBe(
      'checkout/complete',
    );
    expect(getCheckoutHistoryGuard('checkout/payment', at(CHECKOUT_STATUS.CHECKOUT_COMPLETED))).toBe(
      'checkout/complete',
    );
    expect(
      getCheckoutHistoryGuard('checkout/payment', {
        current_step: CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED,
        banking_required: '1',
      }),
    ).toBe('checkout/banking');
    // Not signed yet: the lease, where the contract is made.
    expect(getCheckoutHistoryGuard('checkout/payment', at(CHECKOUT_STATUS.LEASE_CREATED))).toBe(
      'checkout/lease',
    );
  });

  it('the banking details open until the checkout is complete', () => {
    expect(
      getCheckoutHistoryGuard('checkout/banking', {
        current_step: CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED,
        banking_required: 1,
      }),
    ).toBeNull();
    expect(getCheckoutHistoryGuard('checkout/banking', at(CHECKOUT_STATUS.ESIGNATURE_COMPLETED))).toBeNull();
    expect(getCheckoutHistoryGuard('checkout/banking', at(CHECKOUT_STATUS.CHECKOUT_COMPLETED))).toBe(
      'checkout/complete',
    );
    expect(
      getCheckoutHistoryGuard('checkout/banking', {
        current_step: CHECKOUT_STATUS.LEASE_CREATED,
        may_continue: false,
      }),
    ).toBe('checkout/complete');
  });

  it('a checkout not loaded yet, or without a step, is left to the verified guard and the checkpoint redirect', () => {
    expect(getCheckoutHistoryGuard('checkout/payment', null)).toBeNull();
    expect(getCheckoutHistoryGuard('checkout/payment', at(null))).toBeNull();
    expect(getCheckoutHistoryGuard('checkout/lease', at(''))).toBeNull();
  });

  it('names only the checkout screens', () => {
    expect(isCheckoutScreen('checkout/payment')).toBe(true);
    expect(isCheckoutScreen('checkout/complete')).toBe(false);
    expect(isCheckoutScreen('apply/store')).toBe(false);
    expect(isCheckoutScreen(7)).toBe(false);
  });
});

describe('browser history: coming back to a checkout screen on a fresh page', () => {
  it('Back from an unsigned signing page returns to the preview, not to a new contract', () => {
    const checkout = { current_step: CHECKOUT_STATUS.LEASE_ESIGNATURE };
    expect(getCheckpointReturn('checkout/preview', 'checkout/sign', checkout)).toBe('checkout/preview');
    expect(getCheckpointReturn('checkout/lease', 'checkout/sign', checkout)).toBe('checkout/lease');
  });

  it('a signed or paid checkout goes where it stands, whatever screen the entry showed', () => {
    const signed = { current_step: CHECKOUT_STATUS.ESIGNATURE_COMPLETED };
    expect(getCheckpointReturn('checkout/preview', 'checkout/payment', signed)).toBeNull();
    expect(getCheckpointReturn('checkout/payment', 'checkout/complete', { current_step: 9 })).toBeNull();
    expect(getCheckpointReturn('checkout/banking', 'checkout/payment', signed)).toBeNull();
  });

  it('only a checkout screen is honoured (the query is hostile), and only for a checkout before signing', () => {
    const lease = { current_step: CHECKOUT_STATUS.LEASE_CREATED };
    for (const wanted of ['approved', '/checkout/preview', 'https://evil.example', null, 7]) {
      expect(getCheckpointReturn(wanted, 'checkout/lease', lease)).toBeNull();
    }
    expect(getCheckpointReturn('checkout/preview', 'apply/store', { current_step: 2 })).toBeNull();
    expect(getCheckpointReturn('checkout/preview', 'approved', lease)).toBeNull();
  });
});

describe('browser history: the approved screen once the contract is signed', () => {
  const at = (step: number | null | string) => ({ current_step: step });

  it('opens while nothing is signed, and when no checkout is loaded', () => {
    for (const step of [
      CHECKOUT_STATUS.APPLICATION_COMPLETE,
      CHECKOUT_STATUS.LEASE_CREATED,
      CHECKOUT_STATUS.LEASE_ESIGNATURE,
    ]) {
      expect(getApprovedHistoryGuard(at(step))).toBeNull();
    }
    expect(getApprovedHistoryGuard(null)).toBeNull();
    expect(getApprovedHistoryGuard(at(null))).toBeNull();
    expect(getApprovedHistoryGuard(at(''))).toBeNull();
  });

  it('after signing, Back onto it goes where the checkout stands, never to a second signing offer', () => {
    expect(getApprovedHistoryGuard(at(CHECKOUT_STATUS.ESIGNATURE_COMPLETED))).toBe('checkout/payment');
    expect(
      getApprovedHistoryGuard({
        current_step: CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED,
        banking_required: true,
      }),
    ).toBe('checkout/banking');
    expect(getApprovedHistoryGuard(at(CHECKOUT_STATUS.CHECKOUT_COMPLETED))).toBe('checkout/complete');
  });
});
