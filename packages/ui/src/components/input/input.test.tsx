import { render, screen } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Input, inputVariants } from './input';

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
  it('its default classes are ones tailwind-merge would leave unchanged (so they are not merged per render), and a caller class still wins', () => {
    expect(twMerge(inputVariants())).toBe(inputVariants());
    render(<Input aria-label="Zip" className="px-1" />);
    expect(screen.getByRole('textbox')).toHaveClass('px-1');
    expect(screen.getByRole('textbox')).not.toHaveClass('px-3');
  });
});
