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
