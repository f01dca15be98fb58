import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config';
import { createAppServices } from '../../app/services';
import { ServicesProvider } from '../../app/services-context';
import ForbiddenRoute from './forbidden-route';
import StoreNotFoundRoute from './store-not-found-route';
import UnknownRoute from './unknown-route';

/** The error page route `Page` at `/`, beside the checkpoint redirect Retry goes to. */
function renderRoute(Page: React.ComponentType) {
  const services = createAppServices(readConfig(), { storage: null, search: '' });
  const hostError = vi.spyOn(services.host, 'error');
  const router = createMemoryRouter([
    { path: '/', element: <Page /> },
    { path: '/checkpoint/redirect', element: <p>Checkpoint redirect</p> },
  ]);
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { hostError, router };
}

describe('spec 03 §2 and 04: the error page routes', () => {
  it("'Oops, Unknown Error' has Retry to the checkpoint redirect, and the host hears E_UNKNOWN_ERROR", async () => {
    const { hostError, router } = renderRoute(UnknownRoute);
    expect(await screen.findByRole('heading', { name: 'Oops, Unknown Error' })).toBeVisible();
    // The router renders outside act, so the page's effects may run after its first paint.
    await waitFor(() => expect(hostError).toHaveBeenCalledWith({ code: 'E_UNKNOWN_ERROR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Checkpoint redirect')).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkpoint/redirect');
  });

  it.each([
    ['the forbidden page', ForbiddenRoute, 'Permission Denied'],
    ['a not-found page', StoreNotFoundRoute, /store/i],
  ] as const)('%s has no Retry and tells the host nothing', async (_, Page, heading) => {
    const { hostError } = renderRoute(Page);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(hostError).not.toHaveBeenCalled();
  });
});
