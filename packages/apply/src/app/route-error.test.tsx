import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { RouteError } from './route-error';
import { createAppServices } from './services';
import { ServicesProvider } from './services-context';

/** A router whose only route fails with `failure` in its loader, shown by RouteError. */
function renderFailure(failure: unknown) {
  const services = createAppServices(readConfig(), { storage: null, search: '' });
  const hostError = vi.spyOn(services.host, 'error');
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw failure;
      },
      errorElement: <RouteError />,
    },
  ]);
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { hostError };
}

describe('spec 03 §2, §6 and 04: a route that fails to load or render', () => {
  it('a 403 shows the forbidden page, without Retry and without a host error', async () => {
    const { hostError } = renderFailure(new Response(null, { status: 403 }));
    expect(await screen.findByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(hostError).not.toHaveBeenCalled();
  });

  it('a 404 shows the not-found page, without Retry and without a host error', async () => {
    const { hostError } = renderFailure(new Response(null, { status: 404 }));
    expect(await screen.findByText('404')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(hostError).not.toHaveBeenCalled();
  });

  it("any other failure shows 'Oops, Unknown Error' with Retry, and the host hears E_ROUTE_ERROR", async () => {
    const { hostError } = renderFailure(new Error('broken'));
    expect(await screen.findByRole('heading', { name: 'Oops, Unknown Error' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The router renders outside act, so the page's effects may run after its first paint.
    await waitFor(() => expect(hostError).toHaveBeenCalledWith({ code: 'E_ROUTE_ERROR' }));
  });
});
