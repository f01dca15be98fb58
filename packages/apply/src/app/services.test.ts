import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config';
import { createAppServices, PERSISTED_LOCALE_KEY, PERSISTED_SESSION_KEY } from './services';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const config = { apiBaseUrl: '', env: 'test', defaultLocale: 'en', hostOrigin: null } as unknown as AppConfig;

describe('the shopper’s language survives a reload in the tab (the e-sign page sends them back)', () => {
  it('remembers a chosen language and opens the next page load in it, over the configured default', async () => {
    const storage = memoryStorage();
    const first = createAppServices(config, { storage, search: '' });
    const unmount = first.mount();
    await first.locale.setLocale('es');
    expect(storage.getItem(PERSISTED_LOCALE_KEY)).toBe('es');
    unmount();
    const reloaded = createAppServices(config, { storage, search: '' });
    expect(reloaded.config.defaultLocale).toBe('es');
  });

  it('ignores anything but en or es in storage', () => {
    const storage = memoryStorage({ [PERSISTED_LOCALE_KEY]: 'xx<script>' });
    expect(createAppServices(config, { storage, search: '' }).config.defaultLocale).toBe('en');
  });

  it('sends the current language to the server as Accept-Language', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ status: true, code: 200, data: null, error: null }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const services = createAppServices(config, { storage: memoryStorage(), search: '', fetch });
    await services.locale.setLocale('es');
    await services.api.request({ path: '/apply-v2/application/step/applicantInfo' });
    const init = fetch.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es');
  });
});

describe('creating the services starts nothing; mount() starts them and its cleanup stops them', () => {
  it('writes nothing to storage until mounted, nothing after the cleanup, and again once remounted', async () => {
    const storage = memoryStorage();
    const services = createAppServices(config, { storage, search: '' });
    await services.locale.setLocale('es');
    services.session.patch({ token: 'tok-1' });
    expect(storage.getItem(PERSISTED_LOCALE_KEY)).toBeNull();
    expect(storage.getItem(PERSISTED_SESSION_KEY)).toBeNull();
    const unmount = services.mount();
    services.session.patch({ token: 'tok-2' });
    expect(JSON.parse(storage.getItem(PERSISTED_SESSION_KEY) ?? '{}')).toMatchObject({ token: 'tok-2' });
    unmount();
    await services.locale.setLocale('en');
    services.session.patch({ token: 'tok-3' });
    expect(storage.getItem(PERSISTED_LOCALE_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(PERSISTED_SESSION_KEY) ?? '{}')).toMatchObject({ token: 'tok-2' });
    // React's strict mode mounts the same services again after its trial cleanup.
    const remount = services.mount();
    await services.locale.setLocale('es');
    expect(storage.getItem(PERSISTED_LOCALE_KEY)).toBe('es');
    remount();
  });
});

describe('the app keeps no state in its modules; each page load’s services hold it', () => {
  it('spec 01 §6: the technician typed on the lease summary lives in one services instance, not the next', () => {
    const first = createAppServices(config, { storage: memoryStorage(), search: '' });
    const second = createAppServices(config, { storage: memoryStorage(), search: '' });
    const technician = { name: 'Pat Tech', phone: '5551234567', email: 'pat@example.com', quote: '120' };
    first.technicianMemory.setState({ technician, technicianServerErrors: { email: 'Taken' } });
    expect(first.technicianMemory.getState().technician).toEqual(technician);
    expect(second.technicianMemory).not.toBe(first.technicianMemory);
    expect(second.technicianMemory.getState()).toEqual({
      technician: { name: '', phone: '', email: '', quote: '' },
      technicianServerErrors: {},
    });
  });

  it('spec 03 §4: early exchanges and restored marks belong to one services instance', () => {
    const first = createAppServices(config, { storage: memoryStorage(), search: '' });
    const second = createAppServices(config, { storage: memoryStorage(), search: '' });
    first.checkpointExchanges.set(
      'tok-1',
      Promise.resolve({ status: true, code: 200, data: {}, error: null }),
    );
    first.restoredMarks.add('mark-1');
    expect(second.checkpointExchanges.size).toBe(0);
    expect(second.restoredMarks.size).toBe(0);
    expect(second.tracker).not.toBe(first.tracker);
  });
});
