import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { technicianZod } from '../domain/technician';
import {
  apply,
  fill,
  saveSteps,
  startApplication,
  startCheckout,
  startSandbox,
  type Json,
  type TestSandbox,
} from '../../test/helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** A $500 cart, as in the probe. */
const CART_500 = [{ sku: 'TV-32', description: '32 inch television', quantity: 1, unit_price: 500 }];

async function step(token: string, checkoutId: number): Promise<number | null> {
  return (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data.current_step;
}

/** An approved, verified checkout of the $500 cart at store 1 (step 4), with no lease chosen yet. */
async function approvedCheckout() {
  const started = await startCheckout(sandbox, 1, CART_500);
  const { application, token } = await apply(sandbox, started.token, await fill(sandbox, 'option-a'));
  const { checkoutId } = started;
  return { token, checkoutId, application };
}

/** A signed checkout waiting for its down payment (step 6), with a tokenised approving card. */
async function signedCheckout() {
  const { token, checkoutId, application } = await approvedCheckout();
  const lease = (
    await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly' },
    })
  ).json.data;
  const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
  await fetch(esign.json.data.url, { method: 'POST', redirect: 'manual' });
  const card = await sandbox.call('POST', '/api/v1/cards/token', {
    token,
    body: { card: '4242424242424242', card_expiration: '12/30', cvv: '123' },
  });
  return { token, checkoutId, application, lease, cardId: card.json.data.card.id as string };
}

const charge = (token: string, body: Json) =>
  sandbox.call('POST', '/api/v1/cards/processCard', { token, body });

describe('the card charge takes only the amounts the sandbox computed, in whole cents', () => {
  it('refuses a tampered convenienceFee (1e15, a cent, negative, fractions of a cent, 1e300, NaN, Infinity) with a 422 naming convenienceFee and charges nothing; the fee the sandbox charges (0) then pays exactly the down payment', async () => {
    const { token, checkoutId, application, lease, cardId } = await signedCheckout();
    const fees: unknown[] = [1e15, 0.01, -5, 0.001, 1e300, '1e300', 'NaN', 'Infinity', '0.001', true, []];
    for (const convenienceFee of fees) {
      const tampered = await charge(token, {
        token: cardId,
        application_id: application.id,
        amount: lease.actualDownPayment,
        convenienceFee,
        isDownPayment: true,
      });
      expect(tampered.http, `convenienceFee ${JSON.stringify(convenienceFee)}`).toBe(422);
      expect(tampered.json).toMatchObject({ status: false, error: 'The given data was invalid.' });
      expect(Object.keys(tampered.json.data)).toEqual(['convenienceFee']);
    }
    expect(await step(token, checkoutId)).toBe(6);

    const paid = await charge(token, {
      token: cardId,
      application_id: application.id,
      amount: lease.actualDownPayment,
      convenienceFee: 0,
      isDownPayment: true,
    });
    expect(paid.http).toBe(200);
    expect(paid.json.data.payment.amount).toBe(lease.actualDownPayment);
  });

  it('refuses a plausible fee of $2.50 too, naming the fee the sandbox charges for that card and store', async () => {
    const { token, application, lease, cardId } = await signedCheckout();
    const tampered = await charge(token, {
      token: cardId,
      application_id: application.id,
      amount: lease.actualDownPayment,
      convenienceFee: 2.5,
    });
    expect(tampered.json.data).toEqual({ convenienceFee: ['The convenience fee must be $0.00.'] });
  });

  it('refuses an amount that is not the down payment in whole cents (a fraction of a cent over, 3 decimals, 1e300, NaN, negative) with a 422 naming amount, and charges nothing', async () => {
    const { token, checkoutId, application, lease, cardId } = await signedCheckout();
    const due: number = lease.actualDownPayment;
    const amounts: unknown[] = [due + 0.004, `${due.toFixed(2)}4`, 1e300, 'NaN', -due, `${due}e0`];
    for (const amount of amounts) {
      const tampered = await charge(token, {
        token: cardId,
        application_id: application.id,
        amount,
        convenienceFee: 0,
      });
      expect(tampered.http, `amount ${JSON.stringify(amount)}`).toBe(422);
      expect(Object.keys(tampered.json.data)).toEqual(['amount']);
    }
    expect(await step(token, checkoutId)).toBe(6);
  });
});

describe('the additional down payment is whole cents between 0 and the cash price', () => {
  it('the lease refuses additionalDown above the cash price ($100,000 or a cent over on a $500 cart), 1e300, fractions of a cent, negative, NaN or Infinity with a 422 naming additionalDown, and keeps no lease', async () => {
    const { token, checkoutId } = await approvedCheckout();
    for (const additionalDown of ['100000', '1e300', '500.01', '12.345', '-1', 'NaN', 'Infinity']) {
      const lease = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly', additionalDown },
      });
      expect(lease.http, `additionalDown ${additionalDown}`).toBe(422);
      expect(lease.json).toMatchObject({ status: false, error: 'The given data was invalid.' });
      expect(Object.keys(lease.json.data)).toEqual(['additionalDown']);
    }
    expect(await step(token, checkoutId)).toBe(4);
  });

  it('the lease names the cash price as the limit, and takes exactly the cash price', async () => {
    const { token, checkoutId } = await approvedCheckout();
    const above = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly', additionalDown: '100000' },
    });
    expect(above.json.data).toEqual({
      additionalDown: ['The additional down payment may not be greater than the cash price of $500.00.'],
    });
    const all = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly', additionalDown: '500.00' },
    });
    expect(all.http).toBe(200);
    expect(all.json.data).toMatchObject({ cashPrice: 500, additionalDown: 500, effectiveCashPrice: 0 });
  });

  it('the lease refuses a delivery_charge of 1e300 (the scheduled charge is the one priced)', async () => {
    const { token, checkoutId } = await approvedCheckout();
    const lease = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly', delivery_charge: '1e300' },
    });
    expect(lease.http).toBe(422);
    expect(Object.keys(lease.json.data)).toEqual(['delivery_charge']);
  });

  it('the payments calculator refuses an additionalDown above the lease amount or of 1e300, and a lease amount of 1e300 or in fractions of a cent, with a 422 naming the field', async () => {
    const token = await startApplication(sandbox, 1);
    const cases: [Json, string][] = [
      [{ leaseAmount: 500, additionalDown: 100000 }, 'additionalDown'],
      [{ leaseAmount: 500, additionalDown: 1e300 }, 'additionalDown'],
      [{ leaseAmount: 1e300, additionalDown: 0 }, 'leaseAmount'],
      [{ leaseAmount: '500.001', additionalDown: 0 }, 'leaseAmount'],
    ];
    for (const [amounts, field] of cases) {
      const quote = await sandbox.call('POST', '/api/v1/score/payments', {
        token,
        body: { option: 'A', paymentFrequency: 'monthly', ...amounts },
      });
      expect(quote.http, JSON.stringify(amounts)).toBe(422);
      expect(Object.keys(quote.json.data)).toEqual([field]);
    }
  });
});

describe('money typed into forms is bounded too', () => {
  it('an income of 1e300 or in fractions of a cent is a 422 naming the field', async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    await saveSteps(sandbox, token, model);
    for (const gross of [1e300, 2500.005]) {
      model.applicant.income[0].gross = gross;
      const saved = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
        token,
        body: model,
      });
      expect(saved.http).toBe(422);
      expect(Object.keys(saved.json.data)).toEqual(['applicant.income.0.gross']);
    }
  });

  it('an HVAC installation quote of 1e15 dollars is refused', () => {
    const parsed = technicianZod('2026-11-21').safeParse({
      name: 'Pat Installer',
      phone: '5559876543',
      email: 'pat@example.com',
      quote: 1e15,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['technician.quote']);
  });
});
