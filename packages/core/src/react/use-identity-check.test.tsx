import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/types';
import { useIdentityCheck } from './use-identity-check';

describe('useIdentityCheck (01 §7, §8)', () => {
  it('sends the link and enables verify; uses the latest transport', async () => {
    const first = vi.fn(async () => ({
      status: true,
      code: 200,
      data: { id: 1 },
      error: null,
    })) as unknown as ApiTransport;
    const second = vi.fn(async () => ({
      status: true,
      code: 200,
      data: { completed: true },
      error: null,
    })) as unknown as ApiTransport;
    const { result, rerender } = renderHook(
      ({ transport }) => useIdentityCheck({ transport, phone: '5551234567' }),
      {
        initialProps: { transport: first },
      },
    );
    await act(() => result.current.check.send());
    expect(result.current.state).toMatchObject({
      canVerify: true,
      notice: { kind: 'success', message: 'Link sent to your Mobile phone.' },
    });
    rerender({ transport: second });
    await act(() => result.current.check.verify());
    expect(second).toHaveBeenCalledTimes(1);
    expect(result.current.state.completed).toBe(true);
  });
});
