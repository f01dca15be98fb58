import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { SandboxDb } from '../src/db/repository';
import { REQUEST_ATTEMPTS } from '../src/http/atomic';
import { listen, type RunningSandbox } from '../src/server';
import { fill, saveSteps, startApplication, startSandbox, type TestSandbox } from './helpers';

// Each request is one database transaction (src/http/atomic.ts), on libsql and on PostgreSQL alike.
// A second app on the sandbox's own database, whose repository fails where a test says, shows it.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** Another instance on the sandbox's database, whose repository function `name` is replaced. */
async function instanceWith(name: keyof SandboxDb, replacement: unknown) {
  const logs: string[] = [];
  const db = new Proxy(sandbox.db, {
    get: (target, key) => (key === name ? replacement : Reflect.get(target, key)),
  });
  const config = loadConfig(
    {},
    { dataDir: sandbox.dataDir, env: 'test', now: () => sandbox.clock.now, log: (line) => logs.push(line) },
  );
  const running: RunningSandbox = await listen(createApp({ db, config }), 0);
  const call = (path: string, token: string, body: unknown) =>
    fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-apply-token': token },
      body: JSON.stringify(body),
    });
  return { logs, call, close: () => running.close() };
}

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('one transaction per request', () => {
  it('a PIN send that fails after saving the PIN leaves no PIN behind, and answers 500', async () => {
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, token, model);
    const broken = await instanceWith('addOutbox', async () => {
      throw new Error('the outbox is down');
    });
    try {
      const sent = await broken.call('/apply-v2/application/verify/send', token, {
        uuid: application.uuid,
        mode: 'sms',
      });
      expect(sent.status).toBe(500);
      expect(await sandbox.db.getPin(application.id, 'owner')).toBeUndefined();
      expect(broken.logs.join('\n')).toContain('error POST /apply-v2/application/verify/send: Error');
    } finally {
      await broken.close();
    }
  });

  it('a request that meets a deadlock is rolled back and run again from its body, and its write is made once', async () => {
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    let calls = 0;
    const flaky = await instanceWith(
      'createApplication',
      async (...args: Parameters<SandboxDb['createApplication']>) => {
        calls += 1;
        const created = await sandbox.db.createApplication(...args);
        if (calls === 1) throw deadlock();
        return created;
      },
    );
    try {
      const before = await sandbox.db.countApplications();
      const saved = await flaky.call('/apply-v2/application/step/applicantInfo', token, model);
      expect(saved.status).toBe(200);
      expect(calls).toBe(2);
      expect(await sandbox.db.countApplications()).toBe(before + 1);
      const stored = (await sandbox.call('GET', '/apply-v2/application', { token })).json.data;
      expect(stored.applicant.first_name).toBe(model.applicant.first_name);
      expect(flaky.logs.join('\n')).not.toContain('error');
    } finally {
      await flaky.close();
    }
  });

  it(`a request that keeps meeting deadlocks answers 500 after ${REQUEST_ATTEMPTS} attempts, with nothing written`, async () => {
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    let calls = 0;
    const stuck = await instanceWith(
      'createApplication',
      async (...args: Parameters<SandboxDb['createApplication']>) => {
        calls += 1;
        await sandbox.db.createApplication(...args);
        throw deadlock();
      },
    );
    try {
      const before = await sandbox.db.countApplications();
      const saved = await stuck.call('/apply-v2/application/step/applicantInfo', token, model);
      expect(saved.status).toBe(500);
      expect(await saved.json()).toEqual({
        status: false,
        code: 500,
        data: null,
        error: 'An internal error occurred.',
      });
      expect(calls).toBe(REQUEST_ATTEMPTS);
      expect(await sandbox.db.countApplications()).toBe(before);
    } finally {
      await stuck.close();
    }
  });
});
