import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_TICKET_TTL_MS } from '../routes/entry';
import {
  entryTicket,
  exchangeTicket,
  fill,
  latestPin,
  saveSteps,
  startApplication,
  startSandbox,
  verifyPin,
  type Json,
  type TestResponse,
  type TestSandbox,
} from '../../test/helpers';

// Session tokens (docs/behaviour.md 03 §6 "Session tokens", apps/sandbox/README.md "Security model"):
// an entry URL carries a one-time ticket that the app exchanges for the session's token, which is never
// in a URL; a verified PIN replaces that token again, so no token known before the PIN reaches the
// application.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const ENTRY = '/apply-v2/demo-electronics/main-street/initiate?iframe=false';

/** The exchange the app makes for an entry URL's ticket. */
function exchangeAsTicket(ticket: string) {
  return sandbox.call('GET', '/apply-v2/checkpoint/exchange', { headers: { 'X-APPLY-TICKET': ticket } });
}

/** What the applicant typed that identifies them: e-mail, phone, names, birth date, street. */
function personalData(model: Json): string[] {
  const { applicant } = model;
  return [
    applicant.email,
    applicant.cell,
    applicant.cell.slice(-4),
    applicant.first_name,
    applicant.last_name,
    applicant.date_of_birth,
    applicant.location.line_1,
  ];
}

/** Every call a token could read the application with, made with `token`. */
async function readAttempts(token: string): Promise<TestResponse[]> {
  return [
    await sandbox.call('GET', '/apply-v2/application', { token }),
    await sandbox.call('GET', '/apply-v2/application/step/applicantInfo', { token }),
    await sandbox.call('GET', '/apply-v2/application/step/applicantAddress', { token }),
    await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token }),
    await exchangeAsTicket(token),
    await sandbox.call('GET', '/keep-alive', { token }),
    await sandbox.call('POST', '/apply-v2/application/confirm', {
      token,
      body: { submitted: true, terms_accepted: true },
    }),
  ];
}

function expectNothingRead(answers: TestResponse[], model: Json): void {
  expect(answers.map((answer) => answer.http)).toEqual(answers.map(() => 403));
  for (const answer of answers) {
    for (const value of personalData(model)) expect(answer.text, value).not.toContain(value);
  }
}

describe('entry tickets: a token in a URL is only a one-time ticket for the session token', () => {
  it('an entry ticket is exchanged once for a token of its own; a second exchange and the ticket as a session token are refused', async () => {
    const { ticket, location } = await entryTicket(sandbox, ENTRY);
    expect(location).toMatch(new RegExp(`#/checkpoint/${ticket}/false$`));
    // Not a session before its exchange either.
    expect((await sandbox.call('GET', '/apply-v2/application', { token: ticket })).http).toBe(403);
    expect((await sandbox.call('GET', '/keep-alive', { token: ticket })).http).toBe(403);

    const exchanged = await exchangeAsTicket(ticket);
    expect(exchanged.http).toBe(200);
    const token = exchanged.json.data.token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(token).not.toBe(ticket);
    expect(exchanged.json.data.store).toMatchObject({ slug: 'main-street' });

    expect((await exchangeAsTicket(ticket)).http).toBe(403);
    for (const path of ['/apply-v2/checkpoint/exchange', '/apply-v2/application', '/keep-alive']) {
      expect((await sandbox.call('GET', path, { token: ticket })).http, path).toBe(403);
    }
    expect((await sandbox.call('GET', '/apply-v2/application', { token })).http).toBe(200);
  });

  it('of two exchanges of one ticket racing each other, one gets a session token and the other a 403', async () => {
    const { ticket } = await entryTicket(sandbox, ENTRY);
    const answers = await Promise.all([exchangeAsTicket(ticket), exchangeAsTicket(ticket)]);
    expect(answers.map((answer) => answer.http).sort()).toEqual([200, 403]);
  });

  it('a session token is never taken as an entry ticket, so one cannot be planted in a link', async () => {
    const token = await startApplication(sandbox);
    const planted = await exchangeAsTicket(token);
    expect(planted.http).toBe(403);
    expect(planted.text).not.toContain(token);
    // The session it names goes on as it was.
    expect((await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token })).json.data.token).toBe(
      token,
    );
  });

  it('an entry ticket not exchanged within 10 minutes is refused', async () => {
    const early = await entryTicket(sandbox, ENTRY);
    const late = await entryTicket(sandbox, ENTRY);
    sandbox.clock.advance(ENTRY_TICKET_TTL_MS - 1000);
    try {
      expect((await exchangeAsTicket(early.ticket)).http).toBe(200);
      sandbox.clock.advance(1000);
      expect((await exchangeAsTicket(late.ticket)).http).toBe(403);
    } finally {
      sandbox.clock.advance(-ENTRY_TICKET_TTL_MS);
    }
  });

  it("the victim of a planted entry link gets a session of its own: the attacker's ticket reads nothing of the application", async () => {
    // The attacker opens an entry URL and sends the victim the link with its ticket.
    const { ticket } = await entryTicket(sandbox, ENTRY);
    // The victim's app exchanges it and applies with the token it was answered.
    const victim = await exchangeTicket(sandbox, ticket);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, victim, model);
    const verified = await verifyPin(sandbox, victim, application.uuid, model.applicant.cell);
    expect(verified.json.status).toBe(true);

    expectNothingRead(await readAttempts(ticket), model);
    // The control: the victim's own session reads it.
    const own = await sandbox.call('GET', '/apply-v2/application', { token: verified.json.data.token });
    expect(own.json.data.applicant).toMatchObject({
      email: model.applicant.email,
      last_name: model.applicant.last_name,
    });
  });
});

describe('a verified PIN rotates the session token', () => {
  it('after the PIN is verified the token the session had before reads nothing of the application', async () => {
    const before = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, before, model);
    const verified = await verifyPin(sandbox, before, application.uuid, model.applicant.cell);
    expect(verified.json.status).toBe(true);
    const after = verified.json.data.token;
    expect(after).toMatch(/^[\w-]{40,}$/);
    expect(after).not.toBe(before);

    expectNothingRead(await readAttempts(before), model);
    const own = await sandbox.call('GET', '/apply-v2/application', { token: after });
    expect(own.json.data).toMatchObject({
      uuid: application.uuid,
      verified: true,
      applicant: { email: model.applicant.email },
    });
  });

  it("a returning shopper's retrieval and PIN rotate the token too", async () => {
    const before = await startApplication(sandbox);
    const found = await sandbox.call('POST', '/apply-v2/application/retrieve', {
      token: before,
      body: {
        last_name: 'Returning',
        social_security_number: '900301001',
        date_of_birth: '1980-05-05',
        store_id: 1,
      },
    });
    const verified = await verifyPin(sandbox, before, found.json.data.uuid, '5550301001');
    expect(verified.json.data.result.code).toBe('A');
    const after = verified.json.data.token;
    expect(after).not.toBe(before);

    const old = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token: before });
    expect(old.http).toBe(403);
    expect(old.text).not.toContain('Returning');
    const own = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token: after });
    // Before the PIN the retrieval named the application by a reference of this session only.
    expect(own.json.data.application).toMatchObject({
      id: found.json.data.application_id,
      applicant: { last_name: 'Returning' },
    });
  });

  it('a reload (the exchange of the session token) and keep-alive go on with the token the PIN answered', async () => {
    const before = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, before, model);
    const after = (await verifyPin(sandbox, before, application.uuid, model.applicant.cell)).json.data.token;

    for (let reload = 0; reload < 2; reload += 1) {
      const restored = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token: after });
      expect(restored.http).toBe(200);
      // A reload keeps the token: only an entry ticket and a verified PIN replace it.
      expect(restored.json.data).toMatchObject({
        token: after,
        uuid: application.uuid,
        application: { verified: true },
      });
    }
    const alive = await sandbox.call('GET', '/keep-alive', { token: after });
    expect(alive.json.data.alive).toBe(true);
    const submitted = await sandbox.call('POST', '/apply-v2/application/confirm', {
      token: after,
      body: { submitted: true, terms_accepted: true },
    });
    expect(submitted.json.data.code).toBe('A');
  });

  it('of two confirms of the right PIN racing from one token, at most one hands out a new token, and the old token is dead', async () => {
    const before = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, before, model);
    await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token: before,
      body: { uuid: application.uuid, mode: 'sms' },
    });
    const code = await latestPin(sandbox, model.applicant.cell);
    const confirm = () =>
      sandbox.call('POST', '/apply-v2/application/verify/confirm', {
        token: before,
        body: { uuid: application.uuid, code },
      });
    const answers = await Promise.all([confirm(), confirm()]);
    const tokens = answers.filter((answer) => answer.json.status).map((answer) => answer.json.data.token);
    expect(tokens).toHaveLength(1);
    expect((await sandbox.call('GET', '/apply-v2/application', { token: before })).http).toBe(403);
    expect((await sandbox.call('GET', '/apply-v2/application', { token: tokens[0] })).http).toBe(200);
  });
});

describe('a resume ticket for a tab a test opens (development only)', () => {
  it('POST /__sandbox/ticket gives a one-time entry ticket of the token’s own session, and needs a token', async () => {
    const before = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, before, model);
    const token = (await verifyPin(sandbox, before, application.uuid, model.applicant.cell)).json.data.token;
    expect((await sandbox.call('POST', '/__sandbox/ticket', { body: {} })).http).toBe(403);
    const issued = await sandbox.call('POST', '/__sandbox/ticket', { token, body: {} });
    const ticket: string = issued.json.data.ticket;
    const exchanged = await exchangeAsTicket(ticket);
    expect(exchanged.json.data.application).toMatchObject({ id: application.id, verified: true });
    expect((await exchangeAsTicket(ticket)).http).toBe(403);
  });

  it('answers 404 in production', async () => {
    const production = await startSandbox({ env: 'production' });
    try {
      const token = await startApplication(production);
      expect((await production.call('POST', '/__sandbox/ticket', { token, body: {} })).http).toBe(404);
    } finally {
      await production.close();
    }
  });
});
