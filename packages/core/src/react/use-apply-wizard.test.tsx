import { StrictMode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/types';
import { createSchemaForm } from '../schema-form/schema-form';
import { useApplicationConfirmation, useApplyWizard, useStepBehaviour } from './use-apply-wizard';

const transport = vi.fn(async () => ({
  status: true,
  code: 200,
  data: { code: 'A' },
  error: null,
})) as unknown as ApiTransport;

describe('React bindings of the apply wizard', () => {
  it('useApplyWizard re-renders on Continue and survives strict mode', () => {
    const { result } = renderHook(() => useApplyWizard({}), { wrapper: StrictMode });
    expect(result.current.state.current).toBe('applicantInfo');
    act(() => {
      result.current.wizard.next();
    });
    expect(result.current.state.current).toBe('applicantAddress');
  });

  it('useStepBehaviour binds to the form while mounted', () => {
    const form = createSchemaForm({
      transport,
      schema: { children: [{ name: 'has_co_applicant', type: 'switch' }] },
      values: { has_co_applicant: true },
    });
    const { result } = renderHook(() => useStepBehaviour({ form, transport }), { wrapper: StrictMode });
    act(() => result.current.behaviour.setToggle('has_co_applicant', false));
    expect(result.current.state.pendingRemoval?.name).toBe('has_co_applicant');
  });

  it('useApplicationConfirmation submits and reports the result route', async () => {
    const { result } = renderHook(() => useApplicationConfirmation({ transport }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.confirmation.submit();
    });
    expect(outcome).toMatchObject({ type: 'result', route: 'approved' });
    expect(result.current.state.status).toBe('done');
  });
});
