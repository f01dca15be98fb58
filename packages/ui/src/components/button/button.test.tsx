import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from 'radix-ui';
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

describe('Button asChild', () => {
  it("Button asChild keeps the caller's onClick and disabled", async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button asChild onClick={onClick} id="help" aria-describedby="hint">
        <a href="#help">Help</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('id', 'help');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);

    const childClick = vi.fn();
    rerender(
      <Button asChild disabled onClick={onClick}>
        <a href="#help" onClick={childClick}>
          Help
        </a>
      </Button>,
    );
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('data-disabled');
    expect(link).not.toHaveAttribute('disabled');
    await userEvent.click(link);
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(childClick).not.toHaveBeenCalled();
  });

  it('a disabled asChild button child gets the native disabled attribute', () => {
    render(
      <Button asChild disabled>
        <button type="submit">Send</button>
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("the caller's handler and the child's own both run, the child's first", async () => {
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push('caller')}>
        <a href="#help" onClick={() => calls.push('child')}>
          Help
        </a>
      </Button>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(calls).toEqual(['child', 'caller']);
  });

  it('Dialog.Trigger asChild around Button asChild opens the dialog, and not while disabled', async () => {
    function Example({ disabled }: { disabled?: boolean }) {
      return (
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button asChild disabled={disabled}>
              <a href="#terms">Read the terms</a>
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Terms</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      );
    }
    const { unmount } = render(<Example disabled />);
    await userEvent.click(screen.getByRole('link', { name: 'Read the terms' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Example />);
    const trigger = screen.getByRole('link', { name: 'Read the terms' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
  });
});
