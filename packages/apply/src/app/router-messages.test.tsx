import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '@leasekit/core';
import type { MessagePart } from '@leasekit/core';

afterEach(() => {
  vi.doUnmock('@leasekit/core');
  vi.resetModules();
});

/**
 * The router on fresh modules whose `loadMessages` waits for the test's word before it loads the parts
 * (the real ones, so `t` then has their texts): a page whose parts are still on their way.
 */
async function withHeldParts() {
  vi.resetModules();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: MessagePart[][] = [];
  vi.doMock('@leasekit/core', async () => {
    const core = await vi.importActual<typeof Core>('@leasekit/core');
    return {
      ...core,
      loadMessages: (parts: readonly MessagePart[]) => {
        asked.push([...parts]);
        return held.then(() => core.loadMessages(parts));
      },
    };
  });
  const core = await import('@leasekit/core');
  const { toRouteObjects } = await import('./router');
  const { createGuardRegistry } = await import('./guards');
  return { core, toRouteObjects, createGuardRegistry, release, asked };
}

describe('a route renders once its module and its catalogue parts are in (no code shows for a text on its way)', () => {
  it("while a route's parts load its screen waits, though its module is in; then its first frame shows their texts", async () => {
    const { core, toRouteObjects, createGuardRegistry, release, asked } = await withHeldParts();
    const frames: string[] = [];
    function PaymentScreen() {
      const text = core.t('checkout.payment.title');
      frames.push(text);
      return <h1>{text}</h1>;
    }
    const module = Promise.resolve({ default: PaymentScreen });
    const routes = toRouteObjects(
      [
        {
          path: '/checkout',
          name: 'checkout',
          messages: ['checkout'],
          children: [{ path: 'payment', name: 'checkout/payment', messages: ['cards'], load: () => module }],
        },
      ],
      { session: core.createSessionStore() },
      createGuardRegistry(),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/checkout/payment'] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await module;
    });
    expect(asked).toEqual([['checkout', 'cards']]);
    expect(frames).toEqual([]);
    expect(screen.queryByRole('heading')).toBeNull();

    release();
    expect(await screen.findByRole('heading', { name: 'Payment Required' })).toBeInTheDocument();
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((text) => text === 'Payment Required')).toBe(true);
    // Fresh copies of the core and the router are imported and transformed for this one test, which
    // took over the 5 s default on a busy machine; nothing in it waits on a clock.
  }, 30_000);
});
