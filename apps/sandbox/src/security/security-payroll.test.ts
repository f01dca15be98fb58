import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  DEMO_KEY,
  fill,
  latestLink,
  startApplication,
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

/** Employers of the seed (README, Employers): 101 and 105 async, 102 and 106 sync; all raise A by $1,000. */
const ACME_LOGISTICS = 101;
const ACME_RETAIL = 102;
const STARK = 106;
const UMBRELLA = 105;

/** An approved application offered payroll (magic ending 4001: A $1,000, payroll eligible). */
async function payrollApplication(on: TestSandbox = sandbox) {
  const entryToken = await startApplication(on, 1);
  const model = await fill(on, 'option-a');
  model.applicant.social_security_number = model.applicant.social_security_number.replace(/\d{4}$/, '4001');
  const { application, result, token } = await apply(on, entryToken, model);
  expect(result.offerAmounts.A).toBe('1000.00');
  return { token, id: application.id as number, cell: model.applicant.cell as string };
}

const enrol = (token: string, id: number, employerId: number, on: TestSandbox = sandbox) =>
  on.call('POST', `/api/v1/payroll/${id}`, { token, body: { employerId } });

/** Option A of the application as the retailer API reports it. */
async function retailerOfferA(id: number, on: TestSandbox = sandbox): Promise<string> {
  const response = await on.call('GET', `/api/v1/applications/${id}`, {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
  });
  return response.json.data.offerAmounts.A;
}

async function linksTo(cell: string): Promise<number> {
  const outbox = (await sandbox.call('GET', '/__sandbox/outbox')).json as Json[];
  return outbox.filter((message) => message.to === cell && message.link).length;
}

describe('payroll deduction raises an approval once per application', () => {
  it('a replayed payroll enrolment answers the settled result and raises the approval once', async () => {
    const { token, id } = await payrollApplication();
    const answers: Json[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await enrol(token, id, ACME_RETAIL)).json);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: true,
        data: { state: 'completed', result: { code: 'A', offerAmounts: { A: '2000.00' } } },
      });
    }
    expect(await retailerOfferA(id)).toBe('2000.00');
  });

  it('5 concurrent identical enrolments raise once, all answer the raised approval, and a later replay changes nothing', async () => {
    const { token, id } = await payrollApplication();
    const answers = await Promise.all(Array.from({ length: 5 }, () => enrol(token, id, STARK)));
    for (const answer of answers) {
      expect(answer.json.data).toMatchObject({
        state: 'completed',
        result: { offerAmounts: { A: '2000.00' } },
      });
    }
    expect((await enrol(token, id, STARK)).json.data.result.offerAmounts.A).toBe('2000.00');
    expect(await retailerOfferA(id)).toBe('2000.00');
  });

  it('another employer after a settled raise is refused with 409 and raises nothing; the first employer’s replay still answers the settled result', async () => {
    const { token, id } = await payrollApplication();
    expect((await enrol(token, id, ACME_RETAIL)).json.data.result.offerAmounts.A).toBe('2000.00');
    for (const employerId of [STARK, ACME_LOGISTICS]) {
      const other = await enrol(token, id, employerId);
      expect(other.http).toBe(409);
      expect(other.json).toMatchObject({
        status: false,
        error: 'The approval was already raised through payroll deduction.',
        data: { state: 'completed' },
      });
    }
    expect((await enrol(token, id, ACME_RETAIL)).json.data.result.offerAmounts.A).toBe('2000.00');
    expect(await retailerOfferA(id)).toBe('2000.00');
  });

  it('after an async raise, a replayed enrolment answers the settled result and texts no new link; a restart is refused, and refresh and affordability never raise again', async () => {
    const { token, id, cell } = await payrollApplication();
    await enrol(token, id, ACME_LOGISTICS);
    // The shopper presses 'Connect my payroll' on the link's page (a POST; opening it changes nothing).
    await fetch(await latestLink(sandbox, cell), { method: 'POST' });
    const refreshed = await sandbox.call('POST', `/api/v1/payroll/${id}/refresh`, { token, body: {} });
    expect(refreshed.json.data.result.offerAmounts.A).toBe('2000.00');
    const links = await linksTo(cell);

    const replay = await enrol(token, id, ACME_LOGISTICS);
    expect(replay.json.data).toMatchObject({
      state: 'completed',
      result: { offerAmounts: { A: '2000.00' } },
    });
    expect(await linksTo(cell)).toBe(links);

    const restart = await sandbox.call('POST', `/api/v1/payroll/${id}/restart`, { token, body: {} });
    expect(restart.http).toBe(409);
    expect(await linksTo(cell)).toBe(links);
    // Whatever link is newest, opening it again and refreshing answers the same approval.
    // The shopper presses 'Connect my payroll' on the link's page (a POST; opening it changes nothing).
    await fetch(await latestLink(sandbox, cell), { method: 'POST' });
    for (let i = 0; i < 3; i += 1) {
      const again = await sandbox.call('POST', `/api/v1/payroll/${id}/refresh`, { token, body: {} });
      expect(again.json.data.result.offerAmounts.A).toBe('2000.00');
      const checked = await sandbox.call('GET', `/api/v1/payroll/${id}/affordability`, { token });
      expect(checked.json.data.result.offerAmounts.A).toBe('2000.00');
    }
    expect(await retailerOfferA(id)).toBe('2000.00');
  });

  it('the settled raise is kept in the database: a second instance on the same data and a restarted one answer the replay without raising', async () => {
    const { token, id } = await payrollApplication();
    expect((await enrol(token, id, ACME_RETAIL)).json.data.result.offerAmounts.A).toBe('2000.00');

    const second = await startSandbox({ dataDir: sandbox.dataDir });
    try {
      const replay = await enrol(token, id, ACME_RETAIL, second);
      expect(replay.json.data).toMatchObject({
        state: 'completed',
        result: { offerAmounts: { A: '2000.00' } },
      });
      expect((await enrol(token, id, STARK, second)).http).toBe(409);
    } finally {
      await second.stop();
    }

    const dataDir = sandbox.dataDir;
    await sandbox.stop();
    sandbox = await startSandbox({ dataDir });
    const afterRestart = await enrol(token, id, ACME_RETAIL);
    expect(afterRestart.json.data.result.offerAmounts.A).toBe('2000.00');
    expect(await retailerOfferA(id)).toBe('2000.00');
  });

  it('enrolling again texts no second link for the same employer and no link past the per-application limit for another', async () => {
    const { token, id, cell } = await payrollApplication();
    expect((await enrol(token, id, ACME_LOGISTICS)).json.data).toMatchObject({ type: 'async' });
    expect(await linksTo(cell)).toBe(1);
    const replay = await enrol(token, id, ACME_LOGISTICS);
    expect(replay.json.data).toMatchObject({
      type: 'async',
      result: { message: 'A link was sent to your mobile phone.' },
    });
    expect(await linksTo(cell)).toBe(1);
    for (let i = 0; i < 4; i += 1) {
      expect((await sandbox.call('POST', `/api/v1/payroll/${id}/restart`, { token, body: {} })).http).toBe(
        200,
      );
    }
    expect(await linksTo(cell)).toBe(5);
    const other = await enrol(token, id, UMBRELLA);
    expect(other.http).toBe(429);
    expect(other.json.error).toBe('Unable to send link!');
    expect(await linksTo(cell)).toBe(5);
  });

  it('the repository settles 5 concurrent raises of one application as one claim, and every caller reads the raised application', async () => {
    const { id } = await payrollApplication();
    const settled = await Promise.all(
      [ACME_RETAIL, STARK, ACME_RETAIL, ACME_LOGISTICS, STARK].map((employerId) =>
        sandbox.db.settlePayrollRaise(id, employerId, Date.UTC(2026, 10, 21), (application) => ({
          ...application,
          override_result: { ...application.application_result!, reason: `raised by ${employerId}` },
        })),
      ),
    );
    expect(settled.filter((outcome) => outcome.raised)).toHaveLength(1);
    const winner = settled.find((outcome) => outcome.raised)!;
    for (const outcome of settled) {
      expect(outcome.raise).toEqual(winner.raise);
      expect(outcome.application.override_result?.reason).toBe(`raised by ${winner.raise.employerId}`);
    }
    expect(await sandbox.db.getPayrollRaise(id)).toEqual(winner.raise);
  });
});
