import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DEBOUNCE_MS } from '../autosave/autosave';
import type { ActiveSectionsOptions } from '../rules/wizard';
import { useAutosave } from './use-autosave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave (01 §4, §9): one store, pushed sections and callbacks, timers stopped on unmount', () => {
  it('saves after the 1000 ms pause with the latest save callback and follows the active sections', async () => {
    const firstSave = vi.fn(async () => ({ status: true }));
    const secondSave = vi.fn(async () => ({ status: true }));
    const { result, rerender } = renderHook(
      ({ save, sections }: { save: typeof firstSave; sections: ActiveSectionsOptions }) =>
        useAutosave({ sections, save, isValid: () => true }),
      { initialProps: { save: firstSave, sections: { bankingRequired: false } as ActiveSectionsOptions } },
    );
    const autosave = result.current.autosave;
    rerender({ save: secondSave, sections: { bankingRequired: false, hasCoApplicant: true } });
    expect(result.current.autosave).toBe(autosave);
    expect(result.current.state.activeSections).toContain('coApplicantInfo');
    act(() => autosave.change('applicantInfo', { last_name: 'Lee' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    });
    expect(firstSave).not.toHaveBeenCalled();
    expect(secondSave).toHaveBeenCalledWith('applicantInfo', { last_name: 'Lee' });
    expect(result.current.state.sections.applicantInfo?.status).toBe('saved');
  });

  it('unmount stops the pending save', async () => {
    const save = vi.fn(async () => ({ status: true }));
    const { result, unmount } = renderHook(() => useAutosave({ sections: {}, save, isValid: () => true }));
    act(() => result.current.autosave.change('applicantInfo', { a: 1 }));
    unmount();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(save).not.toHaveBeenCalled();
  });
});
