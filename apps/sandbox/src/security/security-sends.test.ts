import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fill,
  saveSteps,
  startApplication,
  startSandbox,
  type Json,
  type TestSandbox,
} from '../../test/helpers';

const HOUR = 60 * 60 * 1000;

describe('PIN and link sends are limited per phone number and per e-mail address, across applications', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  /** `count` applications in fresh sessions, each a different applicant with `applicant` in common. */
  async function applications(count: number, applicant: Record<string, string> = {}) {
    const made: { token: string; application: Json }[] = [];
    for (let i = 0; i < count; i += 1) {
      const token = await startApplication(sandbox);
      const model = await fill(sandbox, 'option-a');
      Object.assign(model.applicant, applicant);
      made.push({ token, application: await saveSteps(sandbox, token, model) });
    }
    return made;
  }
  const sendPin = (token: string, uuid: string, mode: 'sms' | 'email') =>
    sandbox.call('POST', '/apply-v2/application/verify/send', { token, body: { uuid, mode } });
  const outbox = async () =>
    (await sandbox.call('GET', '/__sandbox/outbox')).json as {
      to: string;
      pin: string | null;
      link: string | null;
    }[];

  it('3 free applications on one cell number get 5 PINs an hour between them, then 429, and the number is kept only as a keyed hash', async () => {
    const cell = '5559870001';
    const three = await applications(3, { cell });
    const answers = [];
    for (let round = 0; round < 5; round += 1)
      for (const { token, application } of three) answers.push(await sendPin(token, application.uuid, 'sms'));
    expect(answers.filter((answer) => answer.http === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.http === 429);
    expect(refused).toHaveLength(10);
    for (const answer of refused)
      expect(answer.json).toMatchObject({
        status: false,
        error: 'PIN could not be sent. Please try again later.',
      });
    expect((await outbox()).filter((message) => message.to === cell && message.pin)).toHaveLength(5);

    // The counter's key is a keyed HMAC: no form of the number is in the database row or the log.
    const keys = (await sandbox.select('SELECT counter_key FROM rate_counters')).map((row) =>
      String(row.counter_key),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(sandbox.logs.join('\n')).not.toContain('9870001');

    // An hour later the number takes PINs again.
    sandbox.clock.advance(HOUR);
    expect((await sendPin(three[0]!.token, three[0]!.application.uuid, 'sms')).http).toBe(200);
  });

  it('PINs by e-mail are limited per address the same way, whatever its case or +tag', async () => {
    const addresses = ['pumped@example.com', 'Pumped+1@Example.com', 'PUMPED+two@example.COM'];
    const made = [];
    for (const email of addresses) made.push(...(await applications(1, { email })));
    const answers = [];
    for (let round = 0; round < 2; round += 1)
      for (const { token, application } of made)
        answers.push(await sendPin(token, application.uuid, 'email'));
    expect(answers.map((answer) => answer.http)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.json.error).toBe('PIN could not be sent. Please try again later.');
  });

  it("identity-check links to one phone: 5 an hour across applications, then 429 'Link could not be sent.'", async () => {
    const made = await applications(6);
    const phones = [
      '555-987-0002',
      '(555) 987-0002',
      '5559870002',
      '555 987 0002',
      '555.987.0002',
      '5559870002',
    ];
    const answers = [];
    for (const [i, { token }] of made.entries())
      answers.push(
        await sandbox.call('POST', '/apply-v2/intellicheck/send', { token, body: { phone: phones[i] } }),
      );
    expect(answers.map((answer) => answer.http)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.json).toMatchObject({ status: false, error: 'Link could not be sent.' });
    expect((await outbox()).filter((message) => message.to === '5559870002' && message.link)).toHaveLength(5);
  });

  it("payroll links to one phone: 5 an hour across applications, then 429 'Unable to send link!' and no enrolment", async () => {
    const made = await applications(6, { cell: '5559870003' });
    const answers = [];
    for (const { token, application } of made)
      answers.push(
        await sandbox.call('POST', `/api/v1/payroll/${application.id}`, { token, body: { employerId: 101 } }),
      );
    expect(answers.map((answer) => answer.http)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.json).toMatchObject({ status: false, error: 'Unable to send link!' });
    const last = made[5]!;
    const affordability = await sandbox.call('GET', `/api/v1/payroll/${last.application.id}/affordability`, {
      token: last.token,
    });
    expect(affordability.http).toBe(404);
    // A restart of an enrolled application meets the same limit.
    const restart = await sandbox.call('POST', `/api/v1/payroll/${made[0]!.application.id}/restart`, {
      token: made[0]!.token,
    });
    expect(restart.http).toBe(429);
    expect(restart.json.error).toBe('Unable to send link!');
  });
});
