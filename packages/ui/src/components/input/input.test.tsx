import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('works without a Field and defaults to type text', () => {
    render(<Input aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
  it('an explicit aria-invalid marks it invalid', () => {
    render(<Input aria-label="Zip" aria-invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
