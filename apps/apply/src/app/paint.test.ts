import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint } from './paint';

describe('performance (issue 8): work the screen does not need waits for its first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next frame, in a task of its own rather than in the frame callback', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    // The frame callback fires first (vitest's fake frame is 16 ms); the task after it is still queued.
    vi.advanceTimersToNextTimer();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancel before the frame or between the frame and the task stops it', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextTimer();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('nextPaint resolves only after the frame and the task', async () => {
    let painted = false;
    void nextPaint().then(() => {
      painted = true;
    });
    await Promise.resolve();
    expect(painted).toBe(false);
    await vi.runAllTimersAsync();
    expect(painted).toBe(true);
  });
});
