import { describe, expect, it, vi } from 'vitest';
import { createMiddlewareRegistry, MiddlewareNotFoundError, parseMiddlewareReference } from './middleware';

describe('spec 01 §6: named route middleware with parameters', () => {
  it('parses a name and its comma-separated parameters', () => {
    expect(parseMiddlewareReference('verified:checkout, strict')).toEqual({
      name: 'verified',
      params: ['checkout', 'strict'],
    });
    expect(parseMiddlewareReference('token')).toEqual({ name: 'token', params: [] });
    expect(parseMiddlewareReference('role:')).toEqual({ name: 'role', params: [] });
  });

  it('runs the listed middleware in order, passing each its parameters, until one blocks', () => {
    const seen: string[] = [];
    const registry = createMiddlewareRegistry<{ token: string | null }>()
      .register('first', (_context, params) => {
        seen.push(`first:${params.join('|')}`);
        return undefined;
      })
      .register('token', (context) => (context.token ? undefined : { redirect: 'checkpoint' }))
      .register('never', () => {
        seen.push('never');
        return undefined;
      });
    expect(registry.run(['first:a,b', 'token', 'never'], { token: null })).toEqual({
      redirect: 'checkpoint',
    });
    expect(seen).toEqual(['first:a|b']);
    expect(registry.run(['first', 'token', 'never'], { token: 'abc' })).toBeUndefined();
    expect(seen).toEqual(['first:a|b', 'first:', 'never']);
  });

  it('a route with no middleware always continues', () => {
    expect(createMiddlewareRegistry().run([], {})).toBeUndefined();
  });
});

describe('spec 01 §8: a route middleware that does not exist fails with an error naming it', () => {
  it('throws MiddlewareNotFoundError with the catalogue text naming the middleware', () => {
    const handler = vi.fn(() => undefined);
    const registry = createMiddlewareRegistry<object>().register('token', handler);
    expect(() => registry.resolve(['token', 'verified:checkout'])).toThrow(MiddlewareNotFoundError);
    expect(() => registry.resolve(['token', 'verified:checkout'])).toThrow('Middleware verified not found!');
    try {
      registry.run(['token', 'auth'], {});
    } catch (error) {
      expect((error as MiddlewareNotFoundError).middleware).toBe('auth');
    }
    // Nothing runs when the list names an unknown middleware: the route is misconfigured.
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses to register a name twice, so a guard is never silently replaced', () => {
    const registry = createMiddlewareRegistry<object>().register('token', () => undefined);
    expect(() => registry.register('token', () => undefined)).toThrow(
      'Middleware token is already registered.',
    );
    expect(registry.names()).toEqual(['token']);
    expect(registry.has('token')).toBe(true);
    expect(registry.has('verified')).toBe(false);
  });
});
