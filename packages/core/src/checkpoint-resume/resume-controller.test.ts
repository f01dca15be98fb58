import { describe, expect, it, vi } from 'vitest';
import type { ApiResult, ApiTransport } from '../api/types';
import type { HostBridge } from '../host-bridge';
import { checkoutView, checkpointExchangeRecord } from '../contract/test-records';
import { createSessionStore } from '../session';
import { createResumeController, type ResumeControllerOptions } from './resume-controller';

const checkout = checkoutView({
  id: 31,
  return_url_failure: 'https://shop.example/failed',
  host_origin: 'https://shop.example',
});

/** A successful exchange of the contract's shape, with the checkout, unless `data` says otherwise. */
const exchanged = (data: Record<string, unknown>): ApiResult<unknown> => ({
  status: true,
  code: 200,
  data: checkpointExchangeRecord({ checkout, ...data }),
  error: null,
});

function setup(exchange: ApiResult<unknown>, extra: Partial<ResumeControllerOptions> = {}) {
  const transport = vi.fn(async () => ({
    status: true,
    code: 200,
    data: null,
    error: null,
  })) as unknown as ApiTransport;
  const host = {
    update: vi.fn(),
    setCheckout: vi.fn(),
    started: vi.fn(),
    cancelled: vi.fn(),
    close: vi.fn(),
  };
  const load = vi.fn(async () => exchange);
  const goTo = vi.fn();
  const preloadRedirect = vi.fn();
  const controller = createResumeController({
    exchange: load,
    ticket: 'link-ticket',
    transport,
    session: createSessionStore(),
    host: host as unknown as HostBridge,
    leave: () => false,
    goTo,
    restoredState: () => ({ sessionRestored: 'mark-1' }),
    preloadRedirect,
    ...extra,
  });
  return { controller, host, load, goTo, preloadRedirect };
}

describe('spec 03 §4: the resume link opens where the exchanged session stands', () => {
  it('exchanges nothing before mount, then once however often it is mounted (strict mode), whatever ends the mount', async () => {
    const { controller, load, goTo } = setup(exchanged({}));
    expect(load).not.toHaveBeenCalled();
    controller.mount()();
    controller.mount();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("opens the checkpoint redirect in place of the link's entry, marked restored, its destination preloaded first", async () => {
    const { controller, goTo, preloadRedirect } = setup(exchanged({}));
    controller.mount();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('checkpoint/redirect', {
        replace: true,
        state: { sessionRestored: 'mark-1' },
      }),
    );
    expect(preloadRedirect.mock.invocationCallOrder[0]).toBeLessThan(goTo.mock.invocationCallOrder[0]!);
  });

  it('a process link opens the process screen, with nothing preloaded', async () => {
    const { controller, goTo, preloadRedirect } = setup(exchanged({}), { process: 'process' });
    controller.mount();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('process', expect.objectContaining({ replace: true })),
    );
    expect(preloadRedirect).not.toHaveBeenCalled();
  });

  it('a forbidden exchange opens the forbidden page without the restored mark', async () => {
    const { controller, goTo } = setup({ status: false, code: 403, data: null, error: 'Forbidden' });
    controller.mount();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('403', { replace: true }));
  });
});

describe('spec 03 §4, 04: a cancel link in a frame', () => {
  it('stays on the may-not-continue screen, whose Return closes the app', async () => {
    const { controller, goTo, host } = setup(exchanged({}), { cancel: () => 'true', redirecting: false });
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().cancelled).toBe(true));
    expect(goTo).not.toHaveBeenCalled();
    host.close.mockClear();
    controller.close();
    expect(host.close).toHaveBeenCalledTimes(1);
  });
});
