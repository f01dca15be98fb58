import { parseAmountToCents } from '@leasekit/core';
import { getCartTotal } from '@leasekit/core/apply';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  CART,
  DEMO_KEY,
  fill,
  initiate,
  startCheckout,
  startSandbox,
  type Json,
  type TestSandbox,
} from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const checkoutBody = (overrides: Json = {}) => ({
  store_id: 1,
  cart_id: 'c-1',
  cart: { items: CART },
  cart_type_id: 1,
  return_url_thankyou: 'https://shop.example.com/thanks',
  return_url_failure: 'https://shop.example.com/failed',
  test: true,
  ...overrides,
});

async function step(token: string, checkoutId: number): Promise<number | null> {
  return (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data.current_step;
}

describe('retailer API (04: POST /api/v2/checkout, GET /api/v1/applications/{id})', () => {
  it('needs the retailer’s Bearer API key', async () => {
    expect((await sandbox.call('POST', '/api/v2/checkout', { body: checkoutBody() })).http).toBe(401);
    const wrong = await sandbox.call('POST', '/api/v2/checkout', {
      headers: { Authorization: 'Bearer sk_test_nope' },
      body: checkoutBody(),
    });
    expect(wrong.json).toEqual({ status: false, code: 401, data: null, error: 'Invalid API key.' });
  });

  it('validates the body with dotted field names and refuses another retailer’s store', async () => {
    const bad = await sandbox.call('POST', '/api/v2/checkout', {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
      body: checkoutBody({
        cart: { items: [{ sku: 'X', quantity: 0, unit_price: -1, description: 'x' }] },
        return_url_failure: 'nope',
      }),
    });
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.json.data).sort()).toEqual([
      'cart.items.0.quantity',
      'cart.items.0.unit_price',
      'return_url_failure',
    ]);
    const foreign = await sandbox.call('POST', '/api/v2/checkout', {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
      body: checkoutBody({ store_id: 11 }),
    });
    expect(foreign.json.data).toEqual({ store_id: ['The selected store id is invalid.'] });
  });

  it('creates a checkout whose url starts an apply session and redirects into the resume route', async () => {
    const created = await sandbox.call('POST', '/api/v2/checkout', {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
      body: checkoutBody(),
    });
    expect(created.json).toMatchObject({
      status: true,
      data: {
        checkout_id: expect.any(Number),
        url: expect.stringContaining('/apply-v2/demo-electronics/main-street/initiate?checkout='),
      },
    });
    const { token, location } = await initiate(sandbox, created.json.data.url);
    expect(location).toMatch(/^\/\?store=1#\/checkpoint\/[A-Za-z0-9_-]{43}\/true$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await step(token, created.json.data.checkout_id)).toBe(1);
  });

  it('reports an application’s status to its own retailer only', async () => {
    const { token } = await startCheckout(sandbox);
    const { application } = await apply(sandbox, token, await fill(sandbox, 'option-a'));
    const own = await sandbox.call('GET', `/api/v1/applications/${application.id}`, {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
    });
    expect(own.json.data).toMatchObject({
      id: application.id,
      status: 'approved',
      result_code: 'A',
      checkout_status: 4,
    });
    expect(own.text).not.toContain('Anderson');
    const other = await sandbox.call('GET', `/api/v1/applications/${application.id}`, {
      headers: { Authorization: 'Bearer sk_test_breeze_home' },
    });
    expect(other.http).toBe(404);
  });
});

describe('apply entry, store lookup and exchange (03 §2, §7)', () => {
  it('redirects unknown retailers and stores to the app’s error pages and carries the query string over', async () => {
    expect((await sandbox.call('GET', '/apply-v2/nope/main-street/initiate')).headers.get('location')).toBe(
      '/#/retailer-not-found',
    );
    expect(
      (await sandbox.call('GET', '/apply-v2/demo-electronics/nope/initiate')).headers.get('location'),
    ).toBe('/#/store-not-found');
    const { location } = await initiate(
      sandbox,
      '/apply-v2/breeze-home/hvac/initiate?iframe=false&utm_source=mail&client_id=abc',
    );
    expect(location).toMatch(/^\/\?utm_source=mail&client_id=abc&store=11#\/checkpoint\/[^/]+\/false$/);
  });

  it('looks stores up by slug (404 when missing) and lists a retailer’s stores with search and pages', async () => {
    expect((await sandbox.call('GET', '/apply-v2/retailer/demo-electronics/store/nope')).http).toBe(404);
    const found = await sandbox.call('GET', '/apply-v2/retailer/breeze-home/store/hvac');
    expect(found.json.data.store).toMatchObject({
      theme: 'breeze',
      record: { identifier: 'HVAC' },
      lease_program: { mortgage_questions_enabled: true },
    });
    const list = await sandbox.call('GET', '/apply-v2/retailer/demo-electronics/stores', {
      query: { q: 'out', limit: 1, page: 2 },
    });
    expect(list.json.data.map((s: Json) => s.slug)).toEqual(['option-c']);
    expect(list.json.meta).toEqual({
      filters: { q: 'out' },
      current_page: 2,
      last_page: 2,
      per_page: 1,
      total: 2,
      from: 2,
      to: 2,
    });
    expect((await sandbox.call('GET', '/apply-v2/retailer/nope/stores')).http).toBe(404);
  });

  it('exchanges the token for the session state and 403s without it', async () => {
    expect((await sandbox.call('GET', '/apply-v2/checkpoint/exchange')).http).toBe(403);
    const { token, checkoutId } = await startCheckout(sandbox, 9);
    const exchange = (await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token })).json.data;
    expect(exchange).toMatchObject({
      token,
      uuid: null,
      store: { slug: 'id-check' },
      checkout: { id: checkoutId, current_step: 1 },
      state: { intellicheckEnabled: true, intellicheckStep: 1, bankingRequired: false },
    });
  });

  it('keeps a session alive and expires an idle one (clock moved 2 hours)', async () => {
    const { token } = await startCheckout(sandbox);
    expect((await sandbox.call('GET', '/keep-alive', { token })).json.data.alive).toBe(true);
    sandbox.clock.advance(2 * 60 * 60 * 1000);
    expect((await sandbox.call('GET', '/keep-alive', { token })).http).toBe(403);
    expect((await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token })).http).toBe(403);
    sandbox.clock.advance(-2 * 60 * 60 * 1000);
  });

  it('asks for the PIN again when a checkout with an application is opened anew', async () => {
    const created = await startCheckout(sandbox);
    const model = await fill(sandbox, 'option-a');
    await apply(sandbox, created.token, model);
    const { token } = await initiate(sandbox, created.url);
    const exchange = (await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token })).json.data;
    expect(exchange.application).toBeNull();
    expect(exchange.retrieval).toMatchObject({ retrieval: true, verify: true });
    expect(
      (
        await sandbox.call('GET', `/apply-v2/checkout/${created.checkoutId}/lease`, {
          token,
          query: { option: 'a', payment_frequency: 'monthly' },
        })
      ).http,
    ).toBe(403);
  });
});

describe('checkout flow and status numbers (01 §4, 02 §4)', () => {
  it('moves 1 → 2 → 4 → 5 → 13 → 6 → 10 → 8 → 9 through lease, e-sign, a declined and a good card, and banking', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox);
    expect(await step(entry, checkoutId)).toBe(1);
    const model = await fill(sandbox, 'option-a-b');
    model.add_banking = false;
    const { application, token } = await apply(sandbox, entry, model);
    expect(await step(token, checkoutId)).toBe(4);

    const badLease = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'c', payment_frequency: 'monthly' },
    });
    expect(badLease.json.data).toEqual({ option: ['The selected option is not available.'] });
    const leaseB = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'b', payment_frequency: '14-day', application_id: application.id },
      })
    ).json.data;
    expect(leaseB).toMatchObject({
      leaseType: 'OptionB',
      leaseProcessFee: 39,
      documentProcessingFee: 0,
      numPayments: 39,
      cashPrice: 848.99,
    });
    const lease = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: {
          option: 'a',
          payment_frequency: 'bi-weekly'.replace('bi-weekly', '14-day'),
          additionalDown: 48.99,
        },
      })
    ).json.data;
    expect(lease).toMatchObject({
      leaseType: 'OptionA',
      documentProcessingFee: 49,
      leaseProcessFee: 0,
      numPayments: 26,
      additionalDown: 48.99,
      effectiveCashPrice: 800,
    });
    expect(lease.totalPayment).toBeCloseTo(lease.paymentAmount * lease.numPayments, 2);
    expect(lease.downPayment).toBeCloseTo(lease.paymentAmount + 49, 2);
    expect(await step(token, checkoutId)).toBe(5);

    const preview = await fetch(
      `${sandbox.url}/apply-v2/checkout/${checkoutId}/preview?apply_token=${token}&client_id=x`,
    );
    expect(preview.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self' http://localhost:3000 http://localhost:5173 https://shop.example.com",
    );
    const contract = await preview.text();
    expect(contract).toContain('Lease-Purchase Agreement');
    expect(contract).toContain('XXX-XX-');
    expect((await fetch(`${sandbox.url}/apply-v2/checkout/${checkoutId}/preview`)).status).toBe(403);

    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, {
      token,
      body: { checkout_id: checkoutId, iframe: true },
    });
    expect(esign.json.data).toMatchObject({
      step: 13,
      url: expect.stringContaining(`/apply-v2/checkout/${checkoutId}/sign/`),
    });
    expect(await step(token, checkoutId)).toBe(13);
    const signPage = await fetch(esign.json.data.url);
    const signHtml = await signPage.text();
    expect(signHtml).toMatch(/<button type="submit">Sign<\/button>/);
    // The page's one script (signing in the background, then replacing the page with the app so Back
    // after signing never reaches the used link) runs by its hash and nothing else does.
    const script = /<script>([\s\S]*?)<\/script>/.exec(signHtml)?.[1] ?? '';
    expect(script).toContain('location.replace');
    const scriptHash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(signPage.headers.get('content-security-policy')).toContain(`script-src 'sha256-${scriptHash}';`);
    const signed = await fetch(esign.json.data.url, { method: 'POST', redirect: 'manual' });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe('/?store=1#/checkpoint/redirect');
    expect((await fetch(esign.json.data.url, { method: 'POST', redirect: 'manual' })).status).toBe(410);
    // The page's script asking for the app's address gets the used-link page too, and reloads to show it.
    const scripted = await fetch(esign.json.data.url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(scripted.status).toBe(410);
    // Back from the app's next screen reopens the used link: its page leads back into the app's
    // checkpoint redirect for the store, never a dead end.
    const used = await fetch(esign.json.data.url);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain(
      '<a href="/?store=1#/checkpoint/redirect">Return to the application</a>',
    );
    const unknown = await fetch(`${sandbox.url}/apply-v2/checkout/${checkoutId}/sign/not-a-token`);
    expect(await unknown.text()).toContain('<a href="/#/checkpoint">Return to the application</a>');
    expect(await step(token, checkoutId)).toBe(6);
    expect(
      (await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/discard`, { token, body: {} })).http,
    ).toBe(409);

    const process = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/process`, { token })).json
      .data;
    expect(process).toMatchObject({
      payment_required: true,
      banking_required: false,
      config: { gateway: 'sandbox', amount: lease.actualDownPayment.toFixed(2) },
    });
    const declined = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4000 0000 0000 0002', card_expiration: '12/30', cvv: '123' },
    });
    const declinedPay = await sandbox.call('POST', '/api/v1/cards/processCard', {
      token,
      body: {
        token: declined.json.data.card.id,
        application_id: application.id,
        amount: lease.actualDownPayment,
      },
    });
    expect(declinedPay.json).toMatchObject({ status: false, code: 402, error: 'Your card was declined.' });
    expect(await step(token, checkoutId)).toBe(10);
    const good = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4242424242424242', card_expiration: '12/30', cvv: '123', card_last_four: '4242' },
    });
    expect(good.json.data).toEqual({
      card: {
        id: expect.stringMatching(/^card_/),
        brand: 'visa',
        last4: '4242',
        funding: 'credit',
        country: 'US',
      },
      funding: 'credit',
      country: 'US',
    });
    const wrongAmount = await sandbox.call('POST', '/api/v1/cards/processCard', {
      token,
      body: { token: good.json.data.card.id, application_id: application.id, amount: 1 },
    });
    expect(wrongAmount.http).toBe(422);
    const paid = await sandbox.call('POST', '/api/v1/cards/processCard', {
      token,
      body: {
        token: good.json.data.card.id,
        application_id: application.id,
        amount: lease.actualDownPayment,
        isDownPayment: true,
      },
    });
    expect(paid.json.data.payment).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      status: 'succeeded',
      card: { last4: '4242' },
    });
    expect(await step(token, checkoutId)).toBe(8);

    const afterPay = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/process`, { token })).json
      .data;
    expect(afterPay).toMatchObject({ payment_required: false, banking_required: true });
    const form = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/banking`, {
        token,
        query: { _form: 'true' },
      })
    ).json.data;
    expect(form).toMatchObject({
      title: 'Banking Details',
      action: `/apply-v2/checkout/${checkoutId}/banking`,
    });
    // The app's API client sends query booleans as 1: the same schema.
    const formFromApp = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/banking`, {
        token,
        query: { _form: '1' },
      })
    ).json.data;
    expect(formFromApp).toMatchObject({ title: 'Banking Details', name: 'checkoutBanking' });
    const badBanking = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/banking`, {
      token,
      body: {
        banking: {
          routing_number: '12',
          bank_name: 'x',
          checking_account: '123456',
          checking_account_confirmation: '654321',
        },
      },
    });
    expect(badBanking.json.data).toEqual({
      'banking.routing_number': ['Routing Number must be 9 digits'],
      'banking.checking_account_confirmation': ['Confirm Checking Account Number does not match'],
    });
    const banking = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/banking`, {
      token,
      body: {
        banking: {
          routing_number: '021000021',
          bank_name: 'JPMorgan Chase Bank',
          checking_account: '987654321',
          checking_account_confirmation: '987654321',
        },
      },
    });
    expect(banking.json.data).toMatchObject({ banking: { checking_account: '*****4321' }, step: 9 });
    const done = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/process`, { token })).json.data;
    expect(done.result).toMatchObject({
      status: 'success',
      step: 'CHECKOUT_COMPLETED',
      data: { url: 'https://shop.example.com/thanks' },
    });
    expect(
      (await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/cancel`, { token, body: {} })).http,
    ).toBe(409);

    const stored = (await sandbox.storedText()).map(({ text }) => text).join('\n');
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4000000000000002');
    expect(sandbox.logs.join('\n')).not.toMatch(/4242|apply_token|987654321/);
  });

  it('discards an unsigned contract back to step 4 and cancels to 12 with the failure url', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a'));
    await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly' },
    });
    await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
    const discarded = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/discard`, {
      token,
      body: { checkout_id: checkoutId },
    });
    expect(discarded.json.data).toEqual({ step: 4, discarded: true });
    expect(
      (await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} })).json.error,
    ).toBe('Unable to generate Contract');
    const cancelled = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/cancel`, {
      token,
      body: {
        code: 'E_MISSING_OPTIONS',
        message: 'One or more items do not have fulfillment options available.',
      },
    });
    expect(cancelled.json.data).toEqual({ step: 12, return_url_failure: 'https://shop.example.com/failed' });
    const view = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data;
    expect(view).toMatchObject({
      current_step: 12,
      may_continue: false,
      result: { status: 'cancelled', step: 'CHECKOUT_CANCELLED' },
    });
  });

  it('closes the checkout for a denial (may_continue false, CHECKOUT_APP_COMPLETE with the code)', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'denied-w-score'));
    const view = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data;
    expect(view).toMatchObject({
      current_step: 3,
      may_continue: false,
      result: { status: 'complete', step: 'CHECKOUT_APP_COMPLETE', data: { result: { code: 'D' } } },
    });
  });

  it('gives 403 on checkout calls with another checkout’s token', async () => {
    const first = await startCheckout(sandbox);
    const second = await startCheckout(sandbox);
    for (const [method, path] of [
      ['GET', `/apply-v2/checkout/${first.checkoutId}`],
      ['GET', `/apply-v2/checkout/${first.checkoutId}/process`],
      ['POST', `/apply-v2/checkout/${first.checkoutId}/cancel`],
      ['POST', `/apply-v2/checkout/${first.checkoutId}/esign`],
    ] as const) {
      expect(
        (await sandbox.call(method, path, { token: second.token, body: method === 'POST' ? {} : undefined }))
          .http,
      ).toBe(403);
      expect((await sandbox.call(method, path, { body: method === 'POST' ? {} : undefined })).http).toBe(403);
    }
  });
});

describe('card rules (02 §5) and test cards', () => {
  async function signedCheckout(storeId: number) {
    const { token: entry, checkoutId } = await startCheckout(sandbox, storeId);
    const { application, token } = await apply(
      sandbox,
      entry,
      await fill(sandbox, 'option-a', storeId),
      storeId,
    );
    const lease = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      })
    ).json.data;
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
    // Signed as the signing page's script does: the answer names the app's address the page replaces
    // itself with, where a plain form post gets a 303 to it.
    const signed = await fetch(esign.json.data.url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as Json).data).toEqual({ url: `/?store=${storeId}#/checkpoint/redirect` });
    return { token, checkoutId, application, lease };
  }

  it.each([
    ['4000050000000007', "Prepaid cards can't be used for payment at the moment!"],
    ['4000000760000002', "Foreign issued cards can't be used for payment at the moment!"],
  ])('refuses %s at a store that does not allow it', async (card, message) => {
    const { token, application, lease } = await signedCheckout(1);
    const tokenised = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card, card_expiration: '01/2031', cvv: '999' },
    });
    expect(tokenised.json.data.card.last4).toBe(card.slice(-4));
    const paid = await sandbox.call('POST', '/api/v1/cards/processCard', {
      token,
      body: {
        token: tokenised.json.data.card.id,
        application_id: application.id,
        amount: lease.actualDownPayment,
      },
    });
    expect(paid.json.data).toEqual({ card: [message] });
  });

  it('spec 01 §9, 02 §7: a repeat of processCard with the same idempotency key returns the first outcome and charges once', async () => {
    const { token, checkoutId, application, lease } = await signedCheckout(9);
    const key = 'pay-key-0123456789';
    expect((await sandbox.call('GET', `/api/v1/cards/processCard/${key}`, { token })).http).toBe(404);
    const declinedCard = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4000000000000002', card_expiration: '12/30', cvv: '123' },
    });
    const declinedKey = 'pay-key-declined-01';
    const pay = (cardId: string, idempotencyKey: string) =>
      sandbox.call('POST', '/api/v1/cards/processCard', {
        token,
        body: {
          token: cardId,
          application_id: application.id,
          amount: lease.actualDownPayment,
          idempotency_key: idempotencyKey,
        },
      });
    const declined = await pay(declinedCard.json.data.card.id, declinedKey);
    expect(declined.json).toMatchObject({ status: false, code: 402 });
    expect((await pay(declinedCard.json.data.card.id, declinedKey)).json).toMatchObject({ code: 402 });
    const good = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4242424242424242', card_expiration: '12/30', cvv: '123' },
    });
    const first = await pay(good.json.data.card.id, key);
    expect(first.json.status).toBe(true);
    const repeat = await pay(good.json.data.card.id, key);
    expect(repeat.json.status).toBe(true);
    expect(repeat.json.data.payment.id).toBe(first.json.data.payment.id);
    const asked = await sandbox.call('GET', `/api/v1/cards/processCard/${key}`, { token });
    expect(asked.json.data.payment.id).toBe(first.json.data.payment.id);
    // A new key on a paid checkout is refused: the down payment was already made.
    expect((await pay(good.json.data.card.id, 'another-key-0001')).json.status).toBe(false);
    expect(await step(token, checkoutId)).toBe(9);
  });

  it('rejects invalid and expired cards, reports processing errors and completes where prepaid is allowed', async () => {
    const { token, checkoutId, application, lease } = await signedCheckout(9);
    expect(
      (
        await sandbox.call('POST', '/api/v1/cards/token', {
          token,
          body: { card: '4242424242424241', card_expiration: '12/30', cvv: '123' },
        })
      ).json.data,
    ).toEqual({ card: ['The card number is not valid.'] });
    expect(
      (
        await sandbox.call('POST', '/api/v1/cards/token', {
          token,
          body: { card: '4242424242424242', card_expiration: '01/20', cvv: '123' },
        })
      ).json.data,
    ).toEqual({ card_expiration: ['The card has expired.'] });
    const failing = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4000000000000119', card_expiration: '12/30', cvv: '123' },
    });
    const error = await sandbox.call('POST', '/api/v1/cards/processCard', {
      token,
      body: {
        token: failing.json.data.card.id,
        application_id: application.id,
        amount: lease.actualDownPayment,
      },
    });
    expect(error.json).toMatchObject({ status: false, code: 502 });
    const prepaid = await sandbox.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4000050000000007', card_expiration: '12/30', cvv: '123' },
    });
    const paid = await sandbox.call('POST', '/api/v1/cards/processCard', {
      token,
      body: {
        token: prepaid.json.data.card.id,
        application_id: application.id,
        amount: lease.actualDownPayment,
      },
    });
    expect(paid.json.status).toBe(true);
    expect(await step(token, checkoutId)).toBe(9);
  });
});

describe('delivery options (02 §2, §4, §5)', () => {
  const items = [
    { sku: 'TV-55', description: 'Television', quantity: 1, unit_price: 500 },
    { sku: 'SOFA-NOSHIP', description: 'Sofa', quantity: 1, unit_price: 700 },
  ];

  it('requires a schedule before the lease, reports availability and services, validates and prices the schedule', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox, 4, items);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a', 4), 4);
    const early = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly' },
    });
    expect(early.json).toMatchObject({ status: false, code: 409, data: { code: 'E_MISSING_OPTIONS' } });

    const availability = (
      await sandbox.call('GET', '/api/v1/bestbuy/productavailability', {
        token,
        query: { skus: 'TV-55,SOFA-NOSHIP', zip: '43215' },
      })
    ).json.data;
    expect(availability.items['SOFA-NOSHIP']).toEqual({
      'available-for-delivery': true,
      'available-for-shipping': false,
      'available-for-pickup': true,
    });
    expect(availability).toMatchObject({ homeDelivery: true, onlineAvailability: true, inStorePickup: true });
    const services = (
      await sandbox.call('GET', '/api/v1/bestbuy/services', {
        token,
        query: { services: 'TV-55:home-delivery,SOFA-NOSHIP:pickup', code: '43215' },
      })
    ).json.data;
    expect(services['TV-55'].data['delivery-service'].types.map((t: Json) => t.id)).toEqual([
      'standard',
      'install',
      'haul-away',
    ]);
    expect(services['SOFA-NOSHIP'].data.stores.length).toBeGreaterThan(0);
    // 02 §7: the answer is one quote (exchange_id, sent back by the schedule); delivery_options names the
    // option lists it carries.
    expect(services['TV-55'].data.exchange_id).toMatch(/^ex_/);
    expect(services['SOFA-NOSHIP'].data.exchange_id).toBe(services['TV-55'].data.exchange_id);
    const onlyPickup = (
      await sandbox.call('GET', '/api/v1/bestbuy/services', {
        token,
        query: {
          services: 'TV-55:home-delivery,SOFA-NOSHIP:pickup',
          code: '43215',
          delivery_options: 'pickup',
        },
      })
    ).json.data;
    expect(onlyPickup['TV-55'].data['delivery-service']).toBeNull();
    expect(onlyPickup['SOFA-NOSHIP'].data.stores.length).toBeGreaterThan(0);
    const noAddress = await sandbox.call('GET', '/api/v1/bestbuy/services', {
      token,
      query: { services: 'TV-55:shipping', code: '43215' },
    });
    expect(noAddress.json.data).toEqual({ address: ['Full address is required for shipping!'] });

    const invalid = await sandbox.call('POST', '/api/v1/bestbuy/schedule', {
      token,
      body: {
        checkout_id: checkoutId,
        schedules: [
          {
            sku: 'TV-55',
            type: 'home-delivery',
            zip_code: '43215',
            delivery_types: ['haul-away'],
            window: { date: '2026-11-24', time: '08:00-12:00' },
          },
        ],
      },
    });
    expect(invalid.json.data).toEqual({
      schedules: ['Please select at least one service per available item!'],
      'schedules.0.delivery_types': ['Haul-away can be chosen only with another delivery type.'],
    });
    const pickupMissing = await sandbox.call('POST', '/api/v1/bestbuy/schedule', {
      token,
      body: {
        checkout_id: checkoutId,
        schedules: [
          { sku: 'TV-55', type: 'home-delivery', zip_code: '43215' },
          { sku: 'SOFA-NOSHIP', type: 'pickup', zip_code: '43215' },
        ],
      },
    });
    expect(pickupMissing.json.data).toEqual({
      'schedules.0.delivery_types': ['Please select at least one delivery type/date and time of delivery'],
      'schedules.1.pickup_store': ['Please select at lease one store'],
    });
    const outside = await sandbox.call('POST', '/api/v1/bestbuy/schedule', {
      token,
      body: {
        checkout_id: checkoutId,
        schedules: [{ sku: 'TV-55', type: 'pickup', zip_code: '99999', pickup_store: 501 }],
      },
    });
    expect(outside.json).toMatchObject({
      status: false,
      error: 'One or more items do not have fulfillment options available.',
      data: { code: 'E_MISSING_OPTIONS' },
    });
    const scheduled = await sandbox.call('POST', '/api/v1/bestbuy/schedule', {
      token,
      body: {
        checkout_id: checkoutId,
        exchange_id: 'ex-1',
        schedules: [
          {
            sku: 'TV-55',
            type: 'home-delivery',
            zip_code: '43215',
            delivery_types: ['standard', 'haul-away'],
            window: { date: '2026-11-24', time: '08:00-12:00' },
          },
          { sku: 'SOFA-NOSHIP', type: 'pickup', zip_code: '43215', pickup_store: 501 },
        ],
      },
    });
    expect(scheduled.json.data).toEqual({ delivery_charge: 69.98, scheduled: 2 });
    const lease = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      })
    ).json.data;
    expect(lease).toMatchObject({
      cashPrice: 1200,
      delivery: 69.98,
      effectiveCashPrice: 1269.98,
      reductionAmount: 0,
    });
  });

  it('charges the part above the approval upfront (reductionAmount)', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox, 1, [
      { sku: 'BIG', description: 'Big TV', quantity: 1, unit_price: 3000 },
    ]);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a'));
    const lease = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      })
    ).json.data;
    expect(lease).toMatchObject({ cashPrice: 3000, reductionAmount: 500, effectiveCashPrice: 2500 });
    expect(lease.actualDownPayment).toBeCloseTo(lease.downPayment + 500, 2);
  });
});

describe('cart total (02 §3 cart item, §5 default lease amount)', () => {
  it('counts priced required parts exactly as the core’s getCartTotal does, in the checkout and the lease', async () => {
    const items = [
      {
        sku: 'WASHER-1',
        description: 'Washer',
        quantity: 2,
        unit_price: 400.5,
        required_parts: [
          { sku: 'HOSE-1', description: 'Inlet hose', quantity: 2, unit_price: 12.49 },
          { sku: 'KIT-1', description: 'Stacking kit', quantity: 1, unit_price: 35 },
        ],
      },
      { sku: 'DRYER-1', description: 'Dryer', quantity: 1, unit_price: 350 },
    ];
    const coreTotal = getCartTotal(items);
    expect(coreTotal).toBe(80100 + 2498 + 3500 + 35000);
    const { token: entry, checkoutId } = await startCheckout(sandbox, 1, items);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a'));
    const view = (await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token })).json.data;
    expect(parseAmountToCents(view.cart_total)).toBe(coreTotal);
    const lease = (
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      })
    ).json.data;
    expect(parseAmountToCents(lease.cashPrice)).toBe(coreTotal);
  });
});

describe('frame-ancestors on app pages (04 Security)', () => {
  it('lists the store’s allowed host origins on the app page and only self without a store', async () => {
    const withStore = await fetch(`${sandbox.url}/?store=11`);
    expect(withStore.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors 'self' http:\/\/localhost:3000 http:\/\/localhost:5173 https:\/\/shop\.example\.com$/,
    );
    expect(await withStore.text()).toContain('leasekit sandbox');
    const without = await fetch(`${sandbox.url}/`);
    expect(without.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'$/);
  });
});
