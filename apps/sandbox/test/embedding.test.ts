import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryTicket, initiate, startCheckout, startSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('04 Security: the host origin comes from the checkout record', () => {
  it("names the return URL's origin when the store allows it as a frame ancestor", async () => {
    const { token, checkoutId } = await startCheckout(sandbox);
    const view = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token });
    expect(view.json.data.host_origin).toBe('https://shop.example.com');
  });

  it("names the sandbox's own origin for the demo shop ('self'), and nothing for an unknown origin", async () => {
    const shop = await sandbox.call('POST', '/__sandbox/shop/checkout', { body: { store_id: 1 } });
    const { ticket } = await entryTicket(sandbox, shop.json.data.url);
    const exchange = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', {
      headers: { 'X-APPLY-TICKET': ticket },
    });
    expect(exchange.json.data.checkout.host_origin).toBe(new URL(sandbox.url).origin);

    const created = await sandbox.call('POST', '/api/v2/checkout', {
      headers: { Authorization: 'Bearer sk_test_demo_electronics' },
      body: {
        store_id: 1,
        cart_id: 'x',
        cart: { items: [{ sku: 'A', quantity: 1, unit_price: 100, description: 'A' }] },
        return_url_thankyou: 'https://elsewhere.example/thanks',
        return_url_failure: 'https://elsewhere.example/failed',
      },
    });
    const { token: otherToken } = await initiate(sandbox, created.json.data.url);
    const view = await sandbox.call('GET', `/apply-v2/checkout/${created.json.data.checkout_id}`, {
      token: otherToken,
    });
    expect(view.json.data.host_origin).toBeNull();
  });
});

describe('03 §8: a 406 fault answers with data.code (CHECKOUT_ERROR in the app)', () => {
  it('the next call to the path answers 406 with a code and message, then the path works again', async () => {
    const { token, checkoutId } = await startCheckout(sandbox);
    const path = `/apply-v2/checkout/${checkoutId}`;
    await sandbox.call('POST', '/__sandbox/faults', { body: { path, mode: '406' } });
    const faulted = await sandbox.call('GET', path, { token });
    expect(faulted.http).toBe(406);
    expect(faulted.json).toEqual({
      status: false,
      code: 406,
      data: { code: 'E_INJECTED_FAULT', message: 'Injected checkout error.' },
      error: 'Injected checkout error.',
    });
    expect((await sandbox.call('GET', path, { token })).http).toBe(200);
  });
});
