import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinInput } from './pin-input';

function boxes(container: HTMLElement) {
  return [...container.querySelectorAll('[data-slot="pin-input-slot"]')].map((el) => el.textContent);
}

describe('PinInput', () => {
  it('spec 02 §2: five single-character boxes, one-time-code autocomplete and a numeric keypad', () => {
    const { container } = render(<PinInput />);
    const input = screen.getByRole('textbox', { name: 'PIN' });
    expect(container.querySelectorAll('[data-slot="pin-input-slot"]')).toHaveLength(5);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '5');
  });

  it('spec 02 §2: auto-submits (onComplete) when the fifth digit is typed, not before', async () => {
    const onComplete = vi.fn();
    const { container } = render(<PinInput onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('1234');
    expect(onComplete).not.toHaveBeenCalled();
    expect(boxes(container)).toEqual(['1', '2', '3', '4', '']);
    await user.keyboard('5');
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('spec 02 §2: a paste fills all boxes and submits; non-digits are dropped', async () => {
    const onComplete = vi.fn();
    const { container } = render(<PinInput onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox'));
    await user.paste('12-345');
    expect(boxes(container)).toEqual(['1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('spec 02 §2: Backspace and Delete move back one box', async () => {
    const onValueChange = vi.fn();
    const { container } = render(<PinInput onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(boxes(container)).toEqual(['1', '2', '', '', '']);
    await user.keyboard('{Delete}');
    expect(boxes(container)).toEqual(['1', '', '', '', '']);
    expect(onValueChange).toHaveBeenLastCalledWith('1');
  });

  it('ignores letters', async () => {
    const { container } = render(<PinInput />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('a1b');
    expect(boxes(container)).toEqual(['1', '', '', '', '']);
  });

  it('marks every box invalid with aria-invalid and honours a given label', () => {
    const { container } = render(<PinInput aria-invalid aria-label="Verification PIN" />);
    expect(screen.getByRole('textbox', { name: 'Verification PIN' })).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelectorAll('[data-invalid="true"]')).toHaveLength(5);
  });
});
