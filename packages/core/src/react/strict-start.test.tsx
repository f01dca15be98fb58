import { act, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkoutView, retailStoreRecord } from '../contract/test-records';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createESignFlow } from '../e-sign-flow';
import { createLeaseSummary, createTechnicianMemory } from '../lease-summary';
import { createSessionStore } from '../session/session-store';
import { useOwnedStore } from './use-owned-store';

function transport() {
  const calls: ApiRequest[] = [];
  const fn = vi.fn(async (request: ApiRequest): Promise<ApiResult<unknown>> => {
    calls.push(request);
    return { status: false, code: 500, data: null, error: 'Down' };
  }) as unknown as ApiTransport;
  return { fn, calls };
}

const session = () =>
  createSessionStore({
    initial: {
      retailStore: retailStoreRecord({ id: 1 }),
      application: { id: 9 },
      checkout: checkoutView({ id: 77 }),
    },
  });

/** Renders a component that owns a store and starts it from an effect, under StrictMode; the paths called. */
async function pathsCalledUnderStrictMode(
  create: (options: {
    transport: ApiTransport;
    session: ReturnType<typeof session>;
    technicianMemory: ReturnType<typeof createTechnicianMemory>;
  }) => { start(): void; mount(): () => void },
): Promise<string[]> {
  const api = transport();
  const options = { transport: api.fn, session: session(), technicianMemory: createTechnicianMemory() };
  function Probe() {
    const store = useOwnedStore(() => create(options));
    useEffect(() => store.start(), [store]);
    return null;
  }
  render(
    <StrictMode>
      <Probe />
    </StrictMode>,
  );
  await act(async () => {});
  return api.calls.map((call) => call.path);
}

describe("React adapter: a store started from an effect calls once under strict mode's trial mount", () => {
  it('spec 02 §7: the lease summary GETs the lease once', async () => {
    await expect(pathsCalledUnderStrictMode(createLeaseSummary)).resolves.toEqual([
      '/apply-v2/checkout/77/lease',
    ]);
  });

  it('spec 02 §7: the e-sign flow POSTs the e-sign once', async () => {
    await expect(pathsCalledUnderStrictMode(createESignFlow)).resolves.toEqual([
      '/apply-v2/checkout/77/esign',
    ]);
  });
});
