import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@leasekit/core/react';
import { FullScreenLoader } from './full-screen-loader';

describe('FullScreenLoader', () => {
  it('spec 03 §4: covers the page with a spinner announced as Loading, plus an optional message', () => {
    render(<FullScreenLoader message="Redirecting for your contract signature..." />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('Redirecting for your contract signature...')).toBeInTheDocument();
    expect(screen.getByRole('status').closest('[data-slot="full-screen-loader"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('renders nothing when closed', () => {
    const { container } = render(<FullScreenLoader open={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the spinner in the locale', () => {
    render(
      <LocaleProvider locale="es">
        <FullScreenLoader />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });
});
