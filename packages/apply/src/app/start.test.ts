import { describe, expect, it, vi } from 'vitest';
import { createLocaleStore } from '@leasekit/core';
import { startApp } from './start';

describe('spec 01 §1: the app opens in its starting locale', () => {
  it('renders only once the starting locale has been switched to (its texts loaded)', async () => {
    let finishSwitch!: () => void;
    const setLocale = vi.fn(() => new Promise<void>((resolve) => (finishSwitch = resolve)));
    const locale = { ...createLocaleStore(), setLocale } as ReturnType<typeof createLocaleStore>;
    const render = vi.fn();
    const started = startApp({ locale }, 'es', render);
    expect(setLocale).toHaveBeenCalledWith('es');
    await Promise.resolve();
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    finishSwitch();
    await started;
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders in the starting locale with the real store (Spanish registered by the test setup)', async () => {
    const locale = createLocaleStore();
    const seen: string[] = [];
    await startApp({ locale }, 'es', () => seen.push(locale.getState().locale));
    expect(seen).toEqual(['es']);
  });
});
