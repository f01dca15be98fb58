import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../messages';
import { createSaveStatus, SAVE_RETRY_HINT_DELAY } from './save-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 02 §2 Form footer: saving label and the 30 s retry hint', () => {
  it("while saving the label reads 'Saving. Wait for a moment...'", () => {
    const status = createSaveStatus();
    expect(status.getState()).toMatchObject({ saving: false, label: null, retryHintVisible: false });
    status.start();
    expect(status.getState()).toMatchObject({ saving: true, label: 'Saving. Wait for a moment...' });
  });

  it("spec 02 §9: after 30 seconds the 'click here' hint becomes visible", () => {
    expect(SAVE_RETRY_HINT_DELAY).toBe(30000);
    const status = createSaveStatus();
    status.start();
    vi.advanceTimersByTime(29999);
    expect(status.getState()).toMatchObject({ retryHintVisible: false, retryHint: null, retryAction: null });
    vi.advanceTimersByTime(1);
    expect(status.getState()).toMatchObject({
      retryHintVisible: true,
      retryHint: 'If this takes more than 30 seconds to save, {link}.',
      retryAction: 'click here',
    });
  });

  it('finishing hides the label and the hint and stops the timer', () => {
    const status = createSaveStatus();
    status.start();
    vi.advanceTimersByTime(10000);
    status.finish();
    vi.advanceTimersByTime(30000);
    expect(status.getState()).toMatchObject({ saving: false, label: null, retryHintVisible: false });
  });

  it("'click here' calls onRetry and starts the 30 s over", () => {
    const onRetry = vi.fn();
    const status = createSaveStatus({ onRetry: vi.fn() });
    status.update({ onRetry });
    status.start();
    vi.advanceTimersByTime(30000);
    status.retry();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(status.getState()).toMatchObject({ saving: true, retryHintVisible: false });
    vi.advanceTimersByTime(30000);
    expect(status.getState().retryHintVisible).toBe(true);
  });

  it('a locale change re-renders the texts; dispose stops everything', () => {
    const status = createSaveStatus({ locale: 'en' });
    status.start();
    const listener = vi.fn();
    status.subscribe(listener);
    status.update({ locale: 'en' });
    expect(listener).not.toHaveBeenCalled();
    status.update({ locale: 'es' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(status.getState().label).toBe(t('application.saving', undefined, 'es'));
    status.dispose();
    status.start();
    status.retry();
    vi.advanceTimersByTime(30000);
    expect(status.getState().retryHintVisible).toBe(false);
  });
});
