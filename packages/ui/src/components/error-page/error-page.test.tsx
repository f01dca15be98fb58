import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@leasekit/core/react';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('spec 01 §2: the 403 page shows title 403, heading Permission Denied and asks for access from the system admin', () => {
    render(<ErrorPage kind="forbidden" />);
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByText(/ask your system admin for access/)).toBeInTheDocument();
  });

  it('spec 01 §2: the 404 page (the default) shows Page Not Found and says the user took a wrong turn', () => {
    render(<ErrorPage />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/took a wrong turn/)).toBeInTheDocument();
  });

  it.each([
    ['store-not-found', 'Store Not Found'],
    ['retailer-not-found', 'Retailer Not Found'],
    ['application-not-found', 'Application Not Found'],
    ['checkout-not-found', 'Checkout Not Found'],
  ] as const)('spec 03 §8: the %s page is headed %s', (kind, heading) => {
    render(<ErrorPage kind={kind} />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: heading })).toHaveAttribute('data-state', kind);
  });

  it("spec 03 §2/§8: the unknown-error page reads 'Oops, Unknown Error' and its Retry calls onRetry", async () => {
    const onRetry = vi.fn();
    render(<ErrorPage kind="unknown" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Oops, Unknown Error' })).toBeInTheDocument();
    expect(
      screen.getByText("It's looking like we may have taken a wrong turn. Please contact support."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no Retry button without onRetry', () => {
    render(<ErrorPage kind="unknown" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('spec 01 §1: texts follow the locale (es)', () => {
    render(
      <LocaleProvider locale="es">
        <ErrorPage kind="not-found" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('lets the caller replace heading and text', () => {
    render(<ErrorPage kind="forbidden" heading="Custom" description="Other text" />);
    expect(screen.getByRole('heading', { name: 'Custom' })).toBeInTheDocument();
    expect(screen.getByText('Other text')).toBeInTheDocument();
  });
});
