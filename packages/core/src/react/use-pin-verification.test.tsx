import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/types';
import { usePinVerification } from './use-pin-verification';

describe('usePinVerification (02 §5: auto-submit at 5)', () => {
  it('typing the 5th character submits and renders the success toast', async () => {
    const transport = vi.fn(async () => ({
      status: true,
      code: 200,
      data: {},
      error: null,
    })) as unknown as ApiTransport;
    const { result } = renderHook(() => usePinVerification({ transport, uuid: 'u' }));
    act(() => result.current.pin.setCode('1234'));
    expect(transport).not.toHaveBeenCalled();
    await act(async () => result.current.pin.setCode('12345'));
    expect(transport).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({
      status: 'verified',
      notice: { kind: 'success', message: 'PIN verification successful.' },
    });
  });
});
