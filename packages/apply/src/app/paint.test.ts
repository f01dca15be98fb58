import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint, PAINT_FALLBACK_MS } from './paint';

describe('performance: work the screen does not need waits for its first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next frame, in a task of its own rather than in the frame callback, and once', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    // The frame callback fires first (vitest's fake frame is 16 ms); the task after it is still queued.
    vi.advanceTimersByTime(16);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    // The fallback was cancelled with it.
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${PAINT_FALLBACK_MS} ms when no frame comes (a hidden iframe or a background tab)`, () => {
    // A page that is not rendered: frame callbacks are queued but never called.
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(PAINT_FALLBACK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('a cancel before the frame or between the frame and the task stops it, fallback included', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersByTime(16);
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
    await vi.advanceTimersByTimeAsync(17);
    expect(painted).toBe(true);
  });
});
