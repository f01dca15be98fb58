import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred';

afterEach(() => act(() => void toast.dismiss()));

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <DeferredToaster />
          </>
        ),
        children: [
          { path: 'pin', element: <h1>PIN</h1> },
          { path: 'result/denied', element: <h1>Denied</h1> },
        ],
      },
    ],
    { initialEntries: ['/pin'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('toasts belong to the screen that raised them', () => {
  it('a success toast raised before a screen change is gone on the next screen', async () => {
    const router = setup();
    act(() => void toast.success('PIN verification successful.'));
    expect(await screen.findByText('PIN verification successful.')).toBeInTheDocument();
    await act(() => router.navigate('/result/denied'));
    expect(await screen.findByRole('heading', { name: 'Denied' })).toBeInTheDocument();
    // Dismissed: sonner lets it fade out, then removes it.
    await waitFor(() => expect(screen.queryByText('PIN verification successful.')).toBeNull());
  });

  it('an error toast keeps its time on the next screen: it may be why the screen changed', async () => {
    const router = setup();
    act(() => void toast.error('Application not found. Please create a new application.'));
    await act(() => router.navigate('/result/denied'));
    expect(await screen.findByRole('heading', { name: 'Denied' })).toBeInTheDocument();
    const shown = screen.getByText('Application not found. Please create a new application.');
    // Not on its way out (a dismissed toast is marked removed while it fades).
    expect(shown.closest('[data-sonner-toast]')).not.toHaveAttribute('data-removed', 'true');
  });
});
