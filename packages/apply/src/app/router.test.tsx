import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type ApiClient } from '@leasekit/core';
import { takeCheckpointExchange } from '../routes/checkpoint/checkpoint-exchange';
import { createAppRoutes, getRouteLoader } from '../routes/route-table';
import { readConfig } from '../config';
import { createGuardRegistry } from './guards';
import { toRouteObjects } from './router';

const appRoutes = createAppRoutes().getRoutes();
const loadRoute = getRouteLoader(createAppRoutes());

describe('spec 01 §6, §8: route middleware', () => {
  it('every route the features register names only registered middleware', () => {
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
    session.patch({ token: 'abc' });
    expect(await loader({ params: {} })).toBeNull();
  });
});

describe('browser history: Back onto a place the journey has moved past (docs/behaviour.md)', () => {
  type Loader = (args: { params: Record<string, string> }) => unknown;

  it('the wizard of a decided application sends Back to its result, not to the PIN', async () => {
    const session = createSessionStore();
    const [apply] = toRouteObjects(
      appRoutes.filter((route) => route.path === '/apply'),
      { session },
      createGuardRegistry(),
    );
    const loader = apply!.loader as Loader;
    session.patch({ token: 'abc', application: { uuid: 'u-1' } });
    expect(await loader({ params: {} })).toBeNull();
    session.patch({ application: { uuid: 'u-1', verified: true, application_result: { code: 'A' } } });
    const response = (await loader({ params: {} })) as Response;
    expect(response.headers.get('Location')).toBe('/result/approved');
    expect(response.headers.get('X-Remix-Replace')).toBeNull();
    // Arrived by Back (the address already shows the entry): the result takes the entry over.
    window.location.hash = '#/apply';
    const back = (await (
      apply!.loader as (args: { params: Record<string, string>; request: Request }) => unknown
    )({
      params: {},
      request: new Request('http://localhost/apply'),
    })) as Response;
    window.location.hash = '';
    expect(back.headers.get('Location')).toBe('/result/approved');
    expect(back.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('a paid checkout sends Back on the payment to where it stands, a signed one Back on the lease to the payment', async () => {
    const session = createSessionStore();
    const [checkout] = toRouteObjects(
      appRoutes.filter((route) => route.path === '/checkout'),
      { session },
      createGuardRegistry(),
    );
    const loaderOf = (path: string) =>
      checkout!.children!.find((child) => child.path === path)!.loader as Loader;
    session.patch({ token: 'abc', checkout: { id: 7, current_step: 6 } });
    expect(await loaderOf('payment')({ params: {} })).toBeNull();
    const lease = (await loaderOf('lease')({ params: {} })) as Response;
    expect(lease.headers.get('Location')).toBe('/checkout/payment');
    session.patch({ checkout: { id: 7, current_step: 9 } });
    const payment = (await loaderOf('payment')({ params: {} })) as Response;
    expect(payment.headers.get('Location')).toBe('/checkout/complete');
  });

  it('a fresh page on a checkout screen (token only) restores through the checkpoint redirect, told where the shopper was', async () => {
    const session = createSessionStore();
    const [checkout] = toRouteObjects(
      appRoutes.filter((route) => route.path === '/checkout'),
      { session },
      createGuardRegistry(),
    );
    session.patch({ token: 'abc' });
    const loader = checkout!.loader as (args: {
      params: Record<string, string>;
      request: Request;
    }) => unknown;
    const response = (await loader({
      params: {},
      request: new Request('http://localhost/checkout/preview'),
    })) as Response;
    expect(response.headers.get('Location')).toBe('/checkpoint/redirect?to=checkout%2Fpreview');
  });
});

describe("spec 03 §2: the checkout's bare path is an index route", () => {
  it("a child's '' path becomes an index route that keeps its name and its redirect", async () => {
    const session = createSessionStore();
    const [checkout] = toRouteObjects(
      appRoutes.filter((route) => route.path === '/checkout'),
      { session },
      createGuardRegistry(),
    );
    const index = checkout?.children?.find((child) => child.index);
    expect(index).toMatchObject({ index: true, handle: { name: 'checkout/index' } });
    expect(index).not.toHaveProperty('path');
    const loader = index!.loader as (args: { params: Record<string, string> }) => unknown;
    const response = (await loader({ params: {} })) as Response;
    expect(response.headers.get('Location')).toBe('/checkout/lease');
  });

  it('an index route with children fails at start-up with the error naming it', () => {
    const session = createSessionStore();
    const routes = [{ path: '', name: 'x/index', children: [{ path: 'y', name: 'y' }] }];
    expect(() => toRouteObjects(routes, { session }, createGuardRegistry())).toThrow(
      'The index route x/index cannot have children',
    );
  });
});

describe('spec 03 §4: the resume link', () => {
  it("starts the ticket exchange from the route's loader before any screen renders, with the link's token as X-APPLY-TICKET and never as the session's token", async () => {
    const session = createSessionStore();
    session.patch({ token: 'earlier-session' });
    const requests: { path: string; headers: unknown; token: string | null | undefined }[] = [];
    const api = {
      request: vi.fn(async (request: { path: string; headers?: unknown }) => {
        requests.push({ path: request.path, headers: request.headers, token: session.getState().token });
        return { status: true, code: 200, data: {}, error: null };
      }),
    } as unknown as ApiClient;
    const checkpointExchanges = new Map();
    const [resume] = toRouteObjects(
      appRoutes.filter((route) => route.name === 'checkpoint/resume'),
      { session, api, checkpointExchanges },
      createGuardRegistry(),
    );
    const loader = resume!.loader as (args: { params: Record<string, string> }) => unknown;
    expect(await loader({ params: { token: 'tok-1', iframe: 'true' } })).toBeNull();
    expect(requests).toEqual([
      {
        path: '/apply-v2/checkpoint/exchange',
        headers: { 'X-APPLY-TICKET': 'tok-1' },
        token: 'earlier-session',
      },
    ]);
    // The loader only starts the call: the resume controller fills the session from its answer.
    expect(session.getState().token).toBe('earlier-session');
    // The resume screen takes that very call, once; a second resume of the token makes its own.
    expect(takeCheckpointExchange({ checkpointExchanges }, 'tok-1')).not.toBeNull();
    expect(takeCheckpointExchange({ checkpointExchanges }, 'tok-1')).toBeNull();
  });
});

describe('performance: a screen can load the next route ahead', () => {
  it("loadRoute loads the module of a route path, a checkout child's too, and nothing for an unknown path", async () => {
    const approved = (await loadRoute('/result/approved')) as { default: unknown };
    expect(typeof approved.default).toBe('function');
    const lease = (await loadRoute('/checkout/lease')) as { default: unknown };
    expect(typeof lease.default).toBe('function');
    expect(loadRoute('/checkout')).toBeNull();
    expect(loadRoute('/no-such-route')).toBeNull();
    // The first import of a route transforms its whole module graph: seconds on a busy machine.
  }, 60_000);
});

describe('configuration', () => {
  it('defaults: same-origin API, production in a build, English, no host origin', () => {
    expect(readConfig({ MODE: 'production' }, undefined)).toEqual({
      apiBaseUrl: '',
      env: 'production',
      defaultLocale: 'en',
      hostOrigin: null,
      theme: null,
      createContractUrl: null,
    });
  });

  it('the injected configuration wins over build variables; a trailing slash is dropped', () => {
    expect(
      readConfig(
        {
          VITE_API_BASE_URL: 'https://build.example/',
          VITE_DEFAULT_LOCALE: 'es',
          VITE_CREATE_CONTRACT_URL: '/build/{store}',
          MODE: 'development',
        },
        {
          apiBaseUrl: 'https://api.example/',
          hostOrigin: 'https://shop.example',
          theme: 'harbor',
          createContractUrl: '/portal/stores/{store}/contracts/create?application={application}',
        },
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example',
      env: 'development',
      defaultLocale: 'es',
      hostOrigin: 'https://shop.example',
      theme: 'harbor',
      createContractUrl: '/portal/stores/{store}/contracts/create?application={application}',
    });
    expect(readConfig({ VITE_CREATE_CONTRACT_URL: '/build/{store}' }, undefined).createContractUrl).toBe(
      '/build/{store}',
    );
    expect(readConfig({ VITE_DEFAULT_LOCALE: 'fr' }, undefined).defaultLocale).toBe('en');
  });

  it('a malformed injected theme id counts as none (it would reach an attribute)', () => {
    expect(readConfig({}, { theme: '"><script>' }).theme).toBeNull();
    expect(readConfig({ VITE_THEME: 'acme' }, undefined).theme).toBe('acme');
  });
});
