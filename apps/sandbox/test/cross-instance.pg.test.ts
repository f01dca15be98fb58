import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MAX_ATTEMPTS } from '../src/routes/application';
import { LOOKUP_LIMIT } from '../src/http/rate-limit';
import { openDatabase } from '../src/server';
import {
  apply,
  createTestDatabase,
  dropTestDatabase,
  fill,
  latestPin,
  saveSteps,
  startApplication,
  startCheckout,
  startSandbox,
  TEST_NOW,
  type TestSandbox,
} from './helpers';

// Two instances of the sandbox (two apps, two connection pools, two ports) on one PostgreSQL schema,
// as two `npm start`s behind a load balancer (apps/sandbox/README.md, "Staging: several instances").
let a: TestSandbox;
let b: TestSandbox;
beforeAll(async () => {
  a = await startSandbox();
  b = await startSandbox({ peer: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Alternates the instances: call i goes to a, then b, then a … */
const either = (i: number) => (i % 2 === 0 ? a : b);

describe('two instances on one PostgreSQL database behave as one sandbox', () => {
  it('a session opened on one instance is valid on the other, and each reads what the other wrote', async () => {
    const started = await startCheckout(a);
    const { checkoutId } = started;
    const model = await fill(b, 'option-a');
    // The verified PIN (on b) rotated the session's token; the session goes on with the new one on a.
    const { application, result, token } = await apply(b, started.token, model);
    expect(result.code).toBe('A');
    const exchange = (await a.call('GET', '/apply-v2/checkpoint/exchange', { token })).json.data;
    expect(exchange).toMatchObject({
      application: {
        id: application.id,
        verified: true,
        applicant: { first_name: model.applicant.first_name },
      },
      checkout: { id: checkoutId, application_id: application.id },
    });
  });

  it(`31 concurrent guesses of one PIN spread over both instances evaluate at most the ${PIN_MAX_ATTEMPTS} allowed attempts`, async () => {
    const token = await startApplication(a);
    const model = await fill(a, 'option-a');
    const application = await saveSteps(a, token, model);
    const sent = await b.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid: application.uuid, mode: 'sms' },
    });
    expect(sent.http).toBe(200);
    const pin = await latestPin(a, model.applicant.cell);
    const wrong = (i: number) => String((Number(pin) + 1 + i) % 100000).padStart(5, '0');
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        either(i).call('POST', '/apply-v2/application/verify/confirm', {
          token,
          body: { uuid: application.uuid, code: wrong(i) },
        }),
      ),
    );
    // Two wrong codes are told so, the third locks the application, and the other 28 meet the lock.
    expect(answers.filter((answer) => answer.http === 422)).toHaveLength(PIN_MAX_ATTEMPTS - 1);
    expect(answers.filter((answer) => answer.http === 429)).toHaveLength(31 - (PIN_MAX_ATTEMPTS - 1));
    expect(await a.db.getPin(application.id, 'owner')).toMatchObject({
      attempts: PIN_MAX_ATTEMPTS,
      maxed: true,
    });
    const right = await b.call('POST', '/apply-v2/application/verify/confirm', {
      token,
      body: { uuid: application.uuid, code: pin },
    });
    expect(right.http).toBe(429);
  });

  it('12 concurrent charges with different idempotency keys spread over both instances make one payment', async () => {
    const started = await startCheckout(a, 9);
    const { checkoutId } = started;
    const { application, token } = await apply(a, started.token, await fill(a, 'option-a', 9), 9);
    const lease = (
      await b.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      })
    ).json.data;
    const esign = await a.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
    expect((await fetch(esign.json.data.url, { method: 'POST', redirect: 'manual' })).status).toBeLessThan(
      400,
    );
    const card = await b.call('POST', '/api/v1/cards/token', {
      token,
      body: { card: '4242424242424242', card_expiration: '12/30', cvv: '123' },
    });
    const keys = Array.from({ length: 12 }, (_, i) => `charge-key-${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(
      keys.map((key, i) =>
        either(i).call('POST', '/api/v1/cards/processCard', {
          token,
          body: {
            token: card.json.data.card.id,
            application_id: application.id,
            amount: lease.actualDownPayment,
            idempotency_key: key,
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.json.status === true)).toHaveLength(1);
    expect(answers.filter((answer) => answer.http === 409)).toHaveLength(11);
    const payments = await Promise.all(keys.map((key) => a.db.findPaymentByKey(checkoutId, key)));
    expect(payments.filter(Boolean)).toHaveLength(1);
    const checkout = await b.db.getCheckout(checkoutId);
    expect(checkout!.payment_id).toBe(payments.find(Boolean)!.id);
  });

  it('a signing link posted 8 times at once over both instances signs once; the other 7 find it used', async () => {
    const started = await startCheckout(b);
    const { checkoutId } = started;
    const { token } = await apply(b, started.token, await fill(b, 'option-a'));
    await a.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly' },
    });
    const esign = await b.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
    const path = new URL(esign.json.data.url).pathname;
    // The signing page has no session: only the link's own row can keep two posts from both using it.
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${either(i).url}${path}`, { method: 'POST', redirect: 'manual' }),
      ),
    );
    expect(posts.map((post) => post.status).sort()).toEqual([303, 410, 410, 410, 410, 410, 410, 410]);
  });

  it('a rate limit reached on one instance holds on the other, and 30 guesses at once over both get exactly the 10 allowed', async () => {
    // Each guess names another person, so the per-target limit (10 misses a person) stays out of the
    // way of the per-session one this test holds across instances.
    const guess = (sandbox: TestSandbox, token: string, i: number) =>
      sandbox.call('POST', '/apply-v2/application/retrieve', {
        token,
        body: {
          last_name: 'Returning',
          social_security_number: `900-31-${String(1000 + i)}`,
          date_of_birth: `1970-01-${String((i % 28) + 1).padStart(2, '0')}`,
          store_id: 1,
        },
      });
    const first = await startApplication(a);
    for (let i = 0; i < LOOKUP_LIMIT.perSession; i += 1) expect((await guess(a, first, i)).http).toBe(404);
    const refused = await guess(b, first, 99);
    expect(refused.http).toBe(429);
    expect(refused.headers.get('ratelimit-limit')).toBe(String(LOOKUP_LIMIT.perSession));

    const second = await startApplication(b);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(either(i), second, i)));
    expect(burst.filter((answer) => answer.http === 404)).toHaveLength(LOOKUP_LIMIT.perSession);
    expect(burst.filter((answer) => answer.http === 429)).toHaveLength(30 - LOOKUP_LIMIT.perSession);

    // The window ends on the sandbox clock, for both instances at once.
    a.clock.advance(LOOKUP_LIMIT.windowMs);
    expect((await guess(b, first, 0)).http).toBe(404);
  });
});

describe('starting instances on one PostgreSQL database', () => {
  it('four instances starting at once on an empty database migrate in turn and seed once', async () => {
    const databaseUrl = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'leasekit-sandbox-'));
    const config = { dataDir, databaseUrl, now: () => TEST_NOW };
    try {
      const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase(config)));
      for (const db of instances) {
        expect(await db.countApplications()).toBe(4);
        expect((await db.listRetailers()).map((retailer) => retailer.slug)).toEqual([
          'demo-electronics',
          'breeze-home',
          'harbor-outfitters',
        ]);
      }
      await Promise.all(instances.map((db) => db.close()));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await dropTestDatabase(databaseUrl);
    }
  });

  it('an instance with another DATA_KEY refuses to start rather than fail on every sealed record', async () => {
    const other = randomBytes(32).toString('base64');
    await expect(
      openDatabase({ dataDir: a.dataDir, databaseUrl: a.databaseUrl, dataKey: other, now: () => TEST_NOW }),
    ).rejects.toThrow(
      'This database was sealed with another data key: give every instance the same DATA_KEY.',
    );
  });
});
