import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@leasekit/core';
import { exchangeOnce } from './exchange-once';

const answer: ApiResult<unknown> = { status: true, code: 200, data: { token: 't' }, error: null };

describe('spec 03 §7: the identity link is exchanged once', () => {
  it('two runs of the exchange screen for one token while the first call is under way make one call and share its answer', async () => {
    let calls = 0;
    let release: (result: ApiResult<unknown>) => void = () => {};
    const call = () => {
      calls += 1;
      return new Promise<ApiResult<unknown>>((resolve) => (release = resolve));
    };
    const first = exchangeOnce('link-a', call);
    const second = exchangeOnce('link-a', call);
    expect(calls).toBe(1);
    release(answer);
    expect(await first).toBe(answer);
    expect(await second).toBe(answer);
  });

  it('asks again once the call has settled, and never shares between tokens', async () => {
    let calls = 0;
    const call = async () => {
      calls += 1;
      return answer;
    };
    await exchangeOnce('link-b', call);
    await exchangeOnce('link-b', call);
    await exchangeOnce('link-c', call);
    expect(calls).toBe(3);
  });
});
