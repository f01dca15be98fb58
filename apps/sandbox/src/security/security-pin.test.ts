import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fill,
  initiate,
  latestPin,
  saveSteps,
  startCheckout,
  startSandbox,
  type Json,
  type TestSandbox,
} from '../../test/helpers';

const NOT_SENT = 'PIN could not be sent. Please try again later.';

describe('a replayed checkout link (a new session on a checkout whose application exists)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const send = (token: string, uuid: string, mode = 'sms') =>
    sandbox.call('POST', '/apply-v2/application/verify/send', { token, body: { uuid, mode } });
  const confirm = (token: string, uuid: string, code: string) =>
    sandbox.call('POST', '/apply-v2/application/verify/confirm', { token, body: { uuid, code } });
  /** A 5-digit code that is not `pin`. */
  const wrong = (pin: string, i = 0) => String((Number(pin) + 1 + i) % 100000).padStart(5, '0');

  /**
   * The shopper at the PIN of a checkout (application saved, PIN sent), and a second session from the
   * same entry URL (a forwarded e-mail, browser history) with what its exchange showed.
   */
  async function shopperAtThePin() {
    const shopper = await startCheckout(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, shopper.token, model);
    expect((await send(shopper.token, application.uuid)).http).toBe(200);
    const pin = await latestPin(sandbox, model.applicant.cell);
    const replayed = (await initiate(sandbox, shopper.url)).token;
    const exchange = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token: replayed });
    expect(exchange.http).toBe(200);
    return {
      shopper: shopper.token,
      url: shopper.url,
      cell: model.applicant.cell as string,
      application: application as Json,
      pin,
      replayed,
      exchange,
      retrieval: exchange.json.data.retrieval as Json,
    };
  }

  it('shows no uuid or phone digits before the PIN; its PIN calls name the application by the reference it was given', async () => {
    const { application, cell, replayed, exchange, retrieval } = await shopperAtThePin();
    expect(retrieval).toMatchObject({ retrieval: true, verify: true });
    expect(exchange.json.data.uuid).toBeNull();
    expect(exchange.text).not.toContain(application.uuid);
    expect(exchange.text).not.toContain(cell);
    expect(retrieval).not.toHaveProperty('cell_last4');
    const { uuid: reference, ...rest } = retrieval;
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(rest)).not.toContain(cell.slice(-4));

    // The shopper on a second device: the PIN goes to the application's phone, which the answer
    // does not name, and opens the application.
    const sent = await send(replayed, reference);
    expect(sent.http).toBe(200);
    expect(sent.json.data.to).toBeNull();
    expect(sent.text).not.toContain(cell.slice(-4));
    const confirmed = await confirm(replayed, reference, await latestPin(sandbox, cell));
    expect(confirmed.http).toBe(200);
    expect(confirmed.json.data.application).toMatchObject({ uuid: application.uuid, verified: true });
    // The verified PIN rotated the session's token; the session goes on with the new one.
    const after = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', {
      token: confirmed.json.data.token,
    });
    expect(after.json.data.uuid).toBe(application.uuid);

    // The reference is this session's alone: another session on the same entry link cannot use it.
    const other = (await initiate(sandbox, (await startCheckout(sandbox)).url)).token;
    expect((await send(other, reference)).http).toBe(404);
  });

  it("its sends and wrong PINs count against that session only: the shopper's PIN still verifies and the application is decided as usual", async () => {
    const { shopper, application, pin, replayed, retrieval } = await shopperAtThePin();
    for (let i = 0; i < 5; i += 1) expect((await send(replayed, retrieval.uuid)).http).toBe(200);
    const sixth = await send(replayed, retrieval.uuid);
    expect(sixth.http).toBe(429);
    expect(sixth.json.error).toBe(NOT_SENT);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await confirm(replayed, retrieval.uuid, wrong(pin, i)));
    expect(answers.map((answer) => answer.http)).toEqual([422, 422, 429, 429]);
    // That session is locked out; it is not shown the application's determination.
    expect(answers[2]!.json.data).toEqual({ maxed: true, result: null });

    // The shopper's own PIN, sent before all this, still verifies, and the application is decided.
    const verified = await confirm(shopper, application.uuid, pin);
    expect(verified.http).toBe(200);
    expect(verified.json.data.application.verified).toBe(true);
    const decided = await sandbox.call('POST', '/apply-v2/application/confirm', {
      token: verified.json.data.token,
      body: { submitted: true, terms_accepted: true },
    });
    expect(decided.json.data.code).toBe('A');
  });

  it("sends from replayed links never use up the shopper's: the shopper still gets a new PIN, and it verifies", async () => {
    const { shopper, url, application, cell, replayed, retrieval } = await shopperAtThePin();
    for (let i = 0; i < 5; i += 1) expect((await send(replayed, retrieval.uuid)).http).toBe(200);
    // Another replay of the link: the phone has had all the PINs an hour that such sessions may send it.
    const another = (await initiate(sandbox, url)).token;
    const reference = (await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token: another })).json
      .data.retrieval.uuid;
    const refused = await send(another, reference);
    expect(refused.http).toBe(429);
    expect(refused.json.error).toBe(NOT_SENT);

    const resent = await send(shopper, application.uuid);
    expect(resent.http).toBe(200);
    expect(resent.json.data.to).toBe(`******${cell.slice(-4)}`);
    const verified = await confirm(shopper, application.uuid, await latestPin(sandbox, cell));
    expect(verified.json.data.application.verified).toBe(true);
  });

  it('31 concurrent wrong PINs from a replayed link compare at most 3 codes and lock only that session', async () => {
    const { shopper, application, pin, replayed, retrieval } = await shopperAtThePin();
    expect((await send(replayed, retrieval.uuid)).http).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => confirm(replayed, retrieval.uuid, wrong(pin, i))),
    );
    const statuses = answers.map((answer) => answer.http);
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(29);
    for (const answer of answers.filter((one) => one.http === 429))
      expect(answer.json.data).toEqual({ maxed: true, result: null });
    expect((await confirm(shopper, application.uuid, pin)).json.data.application.verified).toBe(true);
  });
});
