import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, CART, fill, startCheckout, startSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('spec 03 §3, §9: the lease computation carries the 3-, 6- and 9-month express pay-off amounts', () => {
  it.each([
    ['rating 17 (Texas)', 5],
    ['rating 17 in California (the app decides what to show, 02 §6)', 6],
  ])('%s: the financed amount plus 10 %, 25 % and 40 %, in dollars', async (_label, storeId) => {
    const { token: entry, checkoutId } = await startCheckout(sandbox, storeId, CART);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a', storeId), storeId);
    const lease = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      })
    ).json.data;
    // The cart is $848.99, under the $2,500 approval: all of it is financed.
    expect(lease.effectiveCashPrice).toBe(848.99);
    expect(lease).toMatchObject({
      express_pay_3_month: 933.89,
      express_pay_6_month: 1061.24,
      express_pay_9_month: 1188.59,
    });
  });
});
