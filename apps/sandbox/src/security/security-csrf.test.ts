import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, fill, startCheckout, startSandbox, type TestSandbox } from '../../test/helpers';

// No ambient credentials (apps/sandbox/README.md "Security model"): the session token travels only in
// the X-APPLY-TOKEN header, so a request another site makes the shopper's browser send carries none.

let sandbox: TestSandbox;
const cookies: string[] = [];
beforeAll(async () => {
  sandbox = await startSandbox();
  const call = sandbox.call.bind(sandbox);
  sandbox.call = async (method, path, options) => {
    const response = await call(method, path, options);
    cookies.push(...response.headers.getSetCookie());
    return response;
  };
});
afterAll(async () => {
  await sandbox.close();
});

describe('the session is never an ambient credential', () => {
  it('no answer of a whole application and lease sets a cookie', async () => {
    const started = await startCheckout(sandbox);
    const { token } = await apply(sandbox, started.token, await fill(sandbox, 'option-a'));
    const lease = await sandbox.call('GET', `/apply-v2/checkout/${started.checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly' },
    });
    expect(lease.http).toBe(200);
    expect(cookies).toEqual([]);
  });

  it('a changing call without X-APPLY-TOKEN is refused, whatever cookie or token-like query it carries', async () => {
    const started = await startCheckout(sandbox);
    const { token } = await apply(sandbox, started.token, await fill(sandbox, 'option-a'));
    const attempts: Record<string, string>[] = [{ Cookie: `apply_token=${token}` }, {}];
    for (const headers of attempts) {
      const cancel = await sandbox.call('POST', `/apply-v2/checkout/${started.checkoutId}/cancel`, {
        headers,
        query: { apply_token: token },
        body: { code: 'CSRF' },
      });
      expect(cancel.http).toBe(403);
    }
    const view = await sandbox.call('GET', `/apply-v2/checkout/${started.checkoutId}`, { token });
    expect(view.json.data.current_step).not.toBe(12);
  });
});
