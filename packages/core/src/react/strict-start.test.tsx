import { act, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
  createSessionStore({ initial: { store: { id: 1 }, application: { id: 9 }, checkout: { id: 77 } } });

describe("React adapter: a store started from an effect calls once under strict mode's trial mount", () => {
  it('spec 02 §7: the lease summary GETs the lease once', async () => {
    const api = transport();
    const memory = createTechnicianMemory();
    const live = session();
    function Probe() {
      const summary = useOwnedStore(() =>
        createLeaseSummary({ transport: api.fn, session: live, technicianMemory: memory }),
      );
      useEffect(() => summary.start(), [summary]);
      return null;
    }
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    await act(async () => {});
    expect(api.calls.map((call) => call.path)).toEqual(['/apply-v2/checkout/77/lease']);
  });

  it('spec 02 §7: the e-sign flow POSTs the e-sign once', async () => {
    const api = transport();
    const memory = createTechnicianMemory();
    const live = session();
    function Probe() {
      const flow = useOwnedStore(() =>
        createESignFlow({ transport: api.fn, session: live, technicianMemory: memory }),
      );
      useEffect(() => flow.start(), [flow]);
      return null;
    }
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    await act(async () => {});
    expect(api.calls.map((call) => call.path)).toEqual(['/apply-v2/checkout/77/esign']);
  });
});
