import { describe, expect, it } from 'vitest';
import { createSessionStore } from '@leasekit/core';
import { appRoutes } from '../routes/route-table';
import { readConfig } from '../config';
import { createGuardRegistry } from './guards';
import { toRouteObjects } from './router';

describe('spec 01 §6, §8: route middleware', () => {
  it('every route of the table names only registered middleware', () => {
    const session = createSessionStore();
    expect(() => toRouteObjects(appRoutes, { session }, createGuardRegistry())).not.toThrow();
  });

  it('a route naming a middleware that does not exist fails at start-up with the error naming it', () => {
    const session = createSessionStore();
    const routes = [{ path: '/x', name: 'x', middleware: ['token', 'auth:admin'] }];
    expect(() => toRouteObjects(routes, { session }, createGuardRegistry())).toThrow(
      'Middleware auth not found!',
    );
  });

  it('spec 03 §2: the application route redirects to the checkpoint without a token', async () => {
    const session = createSessionStore();
    const [apply] = toRouteObjects(
      appRoutes.filter((route) => route.path === '/apply'),
      { session },
      createGuardRegistry(),
    );
    const loader = apply!.loader as (args: { params: Record<string, string> }) => unknown;
    const response = (await loader({ params: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/checkpoint');
    session.update({ token: 'abc' });
    expect(await loader({ params: {} })).toBeNull();
  });
});

describe('configuration', () => {
  it('defaults: same-origin API, production in a build, English, no host origin', () => {
    expect(readConfig({ MODE: 'production' }, undefined)).toEqual({
      apiBaseUrl: '',
      env: 'production',
      defaultLocale: 'en',
      hostOrigin: null,
    });
  });

  it('the injected configuration wins over build variables; a trailing slash is dropped', () => {
    expect(
      readConfig(
        { VITE_API_BASE_URL: 'https://build.example/', VITE_DEFAULT_LOCALE: 'es', MODE: 'development' },
        { apiBaseUrl: 'https://api.example/', hostOrigin: 'https://shop.example' },
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example',
      env: 'development',
      defaultLocale: 'es',
      hostOrigin: 'https://shop.example',
    });
    expect(readConfig({ VITE_DEFAULT_LOCALE: 'fr' }, undefined).defaultLocale).toBe('en');
  });
});
