import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config';
import { createAppServices, PERSISTED_LOCALE_KEY } from './services';

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

describe('issue 14: the shopper’s language survives a reload in the tab (the e-sign page sends them back)', () => {
  it('remembers a chosen language and opens the next page load in it, over the configured default', async () => {
    const storage = memoryStorage();
    const first = createAppServices(config, { storage, search: '' });
    await first.locale.setLocale('es');
    expect(storage.getItem(PERSISTED_LOCALE_KEY)).toBe('es');
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
