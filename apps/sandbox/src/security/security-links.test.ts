import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  DEMO_KEY,
  fill,
  latestLink,
  saveSteps,
  startApplication,
  startSandbox,
  type TestSandbox,
} from '../../test/helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const MINUTE = 60 * 1000;

/** The identity check (store 9) of a new application, its link sent to a phone of its own. */
async function sentIdentityLink() {
  const session = await startApplication(sandbox, 9);
  const model = await fill(sandbox, 'option-a', 9);
  await saveSteps(sandbox, session, model, 9);
  const sent = await sandbox.call('POST', '/apply-v2/intellicheck/send', { token: session, body: {} });
  if (!sent.json?.status) throw new Error(`send failed: ${sent.text}`);
  const link = await latestLink(sandbox, model.applicant.cell);
  return {
    session,
    link,
    linkToken: new URL(link).pathname.split('/').pop()!,
    verify: () =>
      sandbox.call('POST', '/apply-v2/intellicheck/verify', {
        token: session,
        body: { check_id: sent.json.data.id },
      }),
  };
}

const exchange = (linkToken: string) =>
  sandbox.call('GET', '/apply-v2/intellicheck/exchange', { token: linkToken });

/** An approved application (SSN ending 4001: A $1,000, payroll eligible) enrolled with an async employer. */
async function enrolledPayroll() {
  const entrySession = await startApplication(sandbox, 1);
  const model = await fill(sandbox, 'option-a');
  model.applicant.social_security_number = model.applicant.social_security_number.replace(/\d{4}$/, '4001');
  const { application, token: session } = await apply(sandbox, entrySession, model);
  const enrolled = await sandbox.call('POST', `/api/v1/payroll/${application.id}`, {
    token: session,
    body: { employerId: 101, employerName: 'Acme Logistics' },
  });
  if (!enrolled.json?.status) throw new Error(`enrolment failed: ${enrolled.text}`);
  const refresh = () =>
    sandbox.call('POST', `/api/v1/payroll/${application.id}/refresh`, { token: session, body: {} });
  // The offer as the retailer reads it.
  const offer = async () =>
    (
      await sandbox.call('GET', `/api/v1/applications/${application.id}`, {
        headers: { Authorization: `Bearer ${DEMO_KEY}` },
      })
    ).json.data.offerAmounts;
  return {
    session,
    applicationId: application.id as number,
    link: await latestLink(sandbox, model.applicant.cell),
    refresh,
    offer,
  };
}

describe('identity links are used once and expire', () => {
  it('a confirmed identity link exchanges for a session once: the session is a fresh token, a second exchange is 403, and the link then grants nothing', async () => {
    const { link, linkToken } = await sentIdentityLink();
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);

    const first = await exchange(linkToken);
    expect(first.http).toBe(200);
    const phoneSession = first.json.data.token as string;
    expect(phoneSession).not.toBe(linkToken);
    expect((await sandbox.call('GET', '/apply-v2/application', { token: phoneSession })).http).toBe(200);

    expect((await exchange(linkToken)).http).toBe(403);
    // The link token is no session, and its page no longer offers to confirm.
    expect((await sandbox.call('GET', '/apply-v2/application', { token: linkToken })).http).toBe(403);
    const page = await fetch(link);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('This link was already used');
    expect(text).not.toContain('<button');
    expect((await fetch(link, { method: 'POST' })).status).toBe(410);
  });

  it('three concurrent exchanges of one confirmed identity link give exactly one session', async () => {
    const { link, linkToken } = await sentIdentityLink();
    await fetch(link, { method: 'POST' });
    const answers = await Promise.all([exchange(linkToken), exchange(linkToken), exchange(linkToken)]);
    expect(answers.map((answer) => answer.http).sort()).toEqual([200, 403, 403]);
  });

  it('an identity link expires 15 minutes after it was sent: its page says so in plain words with no button, and confirming it completes nothing', async () => {
    const { link, verify } = await sentIdentityLink();
    sandbox.clock.advance(14 * MINUTE);
    expect(await (await fetch(link)).text()).toContain('Confirm my identity');

    sandbox.clock.advance(1 * MINUTE);
    const page = await fetch(link);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('This link has expired');
    expect(text).toContain('Identity links work for 15 minutes after they are sent.');
    expect(text).not.toContain('<button');

    const confirmed = await fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(410);
    expect(await confirmed.text()).not.toContain('Identity verified');
    expect((await verify()).json.data.completed).toBe(false);
  });

  it('an identity link confirmed in time cannot be exchanged once 15 minutes have passed since it was sent', async () => {
    const { link, linkToken, verify } = await sentIdentityLink();
    sandbox.clock.advance(10 * MINUTE);
    await fetch(link, { method: 'POST' });
    expect((await verify()).json.data.completed).toBe(true);
    sandbox.clock.advance(5 * MINUTE);
    expect((await exchange(linkToken)).http).toBe(403);
  });

  it('a signing request is used up by one conditional statement: of three concurrent uses exactly one wins', async () => {
    const now = sandbox.clock.now.getTime();
    const request = { session_id: 1, expires_at: now + 30 * MINUTE, used: false };
    const hash = 'f'.repeat(64);
    await sandbox.db.createSignRequest(hash, 1, request);
    const uses = await Promise.all([1, 2, 3].map(() => sandbox.db.useSignRequest(hash, request, now)));
    expect(uses.sort()).toEqual([false, false, true]);
    expect((await sandbox.db.getSignRequest(hash))?.used).toBe(true);
  });
});

describe('the payroll link changes nothing on GET or HEAD, is used once and expires', () => {
  it('a HEAD or GET of the payroll link (a link preview) leaves the check pending and the offer unchanged; the page’s button (POST) connects it', async () => {
    const { session, applicationId, link, refresh, offer } = await enrolledPayroll();
    const stored = await sandbox.db.getPayroll(applicationId);

    expect((await fetch(link, { method: 'HEAD' })).status).toBe(200);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<form method="post"><button type="submit">Connect my payroll</button></form>');
    expect(text).not.toContain('Payroll connected');
    // The app's affordability poll is a GET too: it reports the pending check and stores nothing.
    const affordability = `/api/v1/payroll/${applicationId}/affordability`;
    expect((await sandbox.call('HEAD', affordability, { token: session })).http).toBe(200);
    expect((await sandbox.call('GET', affordability, { token: session })).json.data).toEqual({
      state: 'initiated',
      type: 'async',
    });

    expect(await sandbox.db.getPayroll(applicationId)).toEqual(stored);
    expect((await refresh()).http).toBe(409);
    expect(await offer()).toMatchObject({ A: '1000.00' });

    const connected = await fetch(link, { method: 'POST' });
    expect(await connected.text()).toContain('Payroll connected');
    expect((await refresh()).json.data.result.offerAmounts).toMatchObject({ A: '2000.00' });
  });

  it('a payroll link connects once: of three concurrent confirmations exactly one connects, and the page then says it was used', async () => {
    const { link } = await enrolledPayroll();
    const answers = await Promise.all([1, 2, 3].map(() => fetch(link, { method: 'POST' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
    const page = await fetch(link);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('This link was already used');
    expect(text).not.toContain('<button');
  });

  it('a payroll link expires 24 hours after it was sent: its page says so with no button, and it connects nothing', async () => {
    const { applicationId, link } = await enrolledPayroll();
    sandbox.clock.advance(24 * 60 * MINUTE);
    const page = await fetch(link);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('This link has expired');
    expect(text).not.toContain('<button');
    expect((await fetch(link, { method: 'POST' })).status).toBe(410);
    // The shopper's session idled out meanwhile: the stored enrolment shows the link was not taken.
    expect((await sandbox.db.getPayroll(applicationId))?.linkOpened).toBe(false);
  });
});
