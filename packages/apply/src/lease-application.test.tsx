import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { setMessageOverrides, t } from '@leasekit/core';
import { builtInBrands, type Brand } from '@leasekit/ui';
import { LeaseApplication, startLeaseApplication } from './lease-application';

const acme: Brand = {
  id: 'acme',
  name: 'Acme Lease',
  supportPhone: '(800) 555-0100',
  contactPhone: '(800) 555-0101',
  messages: { en: { 'app.store.heading': 'Choose your Acme store' } },
};

/** A lender API that knows no retailer: every call answers 404. */
const fetchNothing = vi.fn(
  async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchNothing.mockClear();
  setMessageOverrides(null);
  sessionStorage.clear();
  window.location.hash = '';
});

/**
 * Records the listeners added to and removed from window and document while it is installed: `added()`
 * returns those still in place, each as `target type`.
 */
function watchListeners() {
  const live = new Map<EventListenerOrEventListenerObject, string>();
  const spies = [window, document].flatMap((target) => {
    const name = target === window ? 'window' : 'document';
    const addListener = target.addEventListener.bind(target);
    const removeListener = target.removeEventListener.bind(target);
    const add = vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) live.set(listener, `${name} ${type}`);
      addListener(type, listener, options);
    });
    const remove = vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      if (listener) live.delete(listener);
      removeListener(type, listener, options);
    });
    return [add, remove];
  });
  return {
    added: () => [...live.values()].sort(),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

describe('startLeaseApplication starts the whole application in an element', () => {
  it("the configured brand's texts are current at once, before the router's task has run", () => {
    vi.useFakeTimers();
    const element = document.createElement('div');
    const app = startLeaseApplication(element, {
      config: { theme: 'acme', env: 'production' },
      brands: [...builtInBrands, acme],
    });
    expect(t('app.store.heading')).toBe('Choose your Acme store');
    expect(element.innerHTML).toBe('');
    app.unmount();
  });

  it('unmounted before its first render, it never renders nor calls the API', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchNothing);
    const element = document.createElement('div');
    const app = startLeaseApplication(element, { config: { env: 'production' } });
    app.unmount();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(element.innerHTML).toBe('');
    expect(fetchNothing).not.toHaveBeenCalled();
  });

  it('renders the application once the locale is in, and unmount() removes it', async () => {
    vi.stubGlobal('fetch', fetchNothing);
    const element = document.createElement('div');
    document.body.append(element);
    const app = startLeaseApplication(element, { config: { env: 'production' } });
    await vi.waitFor(() => expect(element.querySelector('main')).not.toBeNull(), { timeout: 5000 });
    act(() => app.unmount());
    expect(element.innerHTML).toBe('');
    element.remove();
  });

  it("unmount() leaves no listener behind: the router's history listener and the services' are stopped", async () => {
    vi.stubGlobal('fetch', fetchNothing);
    const listeners = watchListeners();
    try {
      const element = document.createElement('div');
      document.body.append(element);
      const app = startLeaseApplication(element, { config: { env: 'production' } });
      await vi.waitFor(() => expect(element.querySelector('main')).not.toBeNull(), { timeout: 5000 });
      expect(listeners.added()).toContain('window popstate');
      act(() => app.unmount());
      expect(listeners.added()).toEqual([]);
      element.remove();
    } finally {
      listeners.restore();
    }
  });
});

describe('LeaseApplication is the same application as a component', () => {
  it('renders nothing until the locale is in, then the application, with the brand given', async () => {
    vi.stubGlobal('fetch', fetchNothing);
    const { container, unmount } = render(
      <LeaseApplication config={{ theme: 'acme', env: 'production' }} brands={[...builtInBrands, acme]} />,
    );
    expect(container.innerHTML).toBe('');
    expect(t('app.store.heading')).toBe('Choose your Acme store');
    await vi.waitFor(() => expect(container.querySelector('main')).not.toBeNull(), { timeout: 5000 });
    unmount();
  });
});

describe('LeaseApplication under React strict mode', () => {
  it("strict mode's trial unmount stops what the first mount started: unmounted, no listener is left", async () => {
    vi.stubGlobal('fetch', fetchNothing);
    const listeners = watchListeners();
    try {
      const { container, unmount } = render(
        <StrictMode>
          <LeaseApplication config={{ env: 'production' }} />
        </StrictMode>,
      );
      await vi.waitFor(() => expect(container.querySelector('main')).not.toBeNull(), { timeout: 5000 });
      // The hash router listens for history changes: one listener, not one per strict-mode mount.
      expect(listeners.added().filter((entry) => entry === 'window popstate')).toHaveLength(1);
      unmount();
      expect(listeners.added()).toEqual([]);
    } finally {
      listeners.restore();
    }
  });

  it('after the double mount the application still works: a hash change opens its route', async () => {
    vi.stubGlobal('fetch', fetchNothing);
    const { container, unmount } = render(
      <StrictMode>
        <LeaseApplication config={{ env: 'production' }} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(container.querySelector('main h1')).not.toBeNull(), { timeout: 5000 });
    const opening = container.querySelector('main h1')?.textContent;
    act(() => {
      window.location.hash = '#/unknown';
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await vi.waitFor(
      () => {
        const heading = container.querySelector('main h1')?.textContent;
        expect(heading).toBeTruthy();
        expect(heading).not.toBe(opening);
      },
      { timeout: 5000 },
    );
    unmount();
  });
});

describe('LeaseApplication takes the customisation as props (docs/customization.md)', () => {
  it('shows the English text override, the replaced logo and a slot class', async () => {
    vi.stubGlobal('fetch', fetchNothing);
    const { container, unmount } = render(
      <LeaseApplication
        config={{ env: 'production' }}
        localization={{ en: { 'app.store.heading': 'Pick the shop you are in' } }}
        components={{ Logo: () => <span>Northwind logo</span> }}
        appearance={{ elements: { 'app-bar': 'team-bar' } }}
      />,
    );
    await vi.waitFor(() => expect(container.querySelector('main')).not.toBeNull(), { timeout: 5000 });
    await vi.waitFor(() => expect(container.textContent).toContain('Northwind logo'), { timeout: 5000 });
    expect(container.querySelector('[data-slot="app-bar"]')?.classList.contains('team-bar')).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe('Pick the shop you are in');
    unmount();
  });

  it("reports a retailer link's API fault to onError with its status only", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    window.location.hash = '#/?retailer=acme';
    const onError = vi.fn();
    const { unmount } = render(<LeaseApplication config={{ env: 'production' }} onError={onError} />);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith({ kind: 'api', status: 503 }), {
      timeout: 4000,
    });
    unmount();
  });
});
