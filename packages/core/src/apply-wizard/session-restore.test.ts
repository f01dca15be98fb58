import { describe, expect, it, vi } from 'vitest';
import { createSessionRestore } from './session-restore';

function deferred() {
  let resolve!: (ok: boolean) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<boolean>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks (no timers involved). */
async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('03 §4: a page without the session store restores it by the token exchange', () => {
  it('does nothing while the session has its store', () => {
    const restore = vi.fn(async () => true);
    const store = createSessionRestore(restore);
    store.ensure(true);
    expect(restore).not.toHaveBeenCalled();
    expect(store.getState().failed).toBe(false);
  });

  it('restores once while a restore runs; a successful one is not a failure', async () => {
    const answer = deferred();
    const restore = vi.fn(() => answer.promise);
    const store = createSessionRestore(restore);
    store.ensure(false);
    store.ensure(false);
    expect(restore).toHaveBeenCalledTimes(1);
    answer.resolve(true);
    await flush();
    expect(store.getState().failed).toBe(false);
    store.ensure(false);
    expect(restore).toHaveBeenCalledTimes(2);
  });

  it('a failed or rejected restore marks it failed (the page goes to the checkpoint)', async () => {
    const failedOnce = createSessionRestore(async () => false);
    failedOnce.ensure(false);
    await flush();
    expect(failedOnce.getState().failed).toBe(true);
    const rejected = createSessionRestore(() => Promise.reject(new Error('offline')));
    rejected.ensure(false);
    await flush();
    expect(rejected.getState().failed).toBe(true);
  });

  it('an answer after dispose is ignored', async () => {
    const answer = deferred();
    const store = createSessionRestore(() => answer.promise);
    store.ensure(false);
    store.dispose();
    answer.resolve(false);
    await flush();
    expect(store.getState().failed).toBe(false);
  });
});
