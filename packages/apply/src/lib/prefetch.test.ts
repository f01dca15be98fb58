import { describe, expect, it, vi } from 'vitest';
import { prefetchOnInteraction } from './prefetch';

describe('performance: code for later screens is fetched on the first interaction', () => {
  it('loads nothing until the shopper interacts, then once', () => {
    const load = vi.fn();
    const cancel = prefetchOnInteraction(load);
    expect(load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    cancel();
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('%s counts as an interaction', (type) => {
    const load = vi.fn();
    const cancel = prefetchOnInteraction(load);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('a cancelled prefetch never loads', () => {
    const load = vi.fn();
    prefetchOnInteraction(load)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
