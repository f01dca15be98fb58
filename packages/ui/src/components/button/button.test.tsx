import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'button');
  });

  it('loading shows a spinner, sets aria-busy and ignores clicks (no double submit)', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Continue</Button>);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[data-slot="button-spinner"]')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('asChild renders the child element with the button styles', () => {
    render(
      <Button asChild variant="link">
        <a href="/help">Help</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('underline');
  });

  it('the caller class wins over the variant class', () => {
    expect(buttonVariants({ variant: 'destructive' })).toContain('bg-destructive');
    render(<Button className="px-10">Go</Button>);
    expect(screen.getByRole('button').className).toContain('px-10');
    expect(screen.getByRole('button').className).not.toContain('px-4');
  });
});
