import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';

describe('Alert', () => {
  it('an error alert is announced at once; the other variants politely', () => {
    const { rerender } = render(
      <Alert variant="error">
        <AlertTitle>Routing lookup failed</AlertTitle>
        <AlertDescription>Bank not found</AlertDescription>
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Routing lookup failed');
    for (const variant of ['info', 'success', 'warning'] as const) {
      rerender(<Alert variant={variant}>Saved</Alert>);
      expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
    }
  });

  it('defaults to info', () => {
    render(<Alert>Note</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'info');
  });
});
