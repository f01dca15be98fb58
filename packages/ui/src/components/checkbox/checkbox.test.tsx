import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Checkbox, checkboxClassName } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click and Space, and takes the Field wiring', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="I confirm" error="Required">
        <Checkbox onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I confirm' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate state', () => {
    render(<Checkbox aria-label="All" checked="indeterminate" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
  });

  it('is a native checkbox: a label click toggles it and data-state follows when uncontrolled', async () => {
    render(
      <>
        <Checkbox id="terms" defaultChecked />
        <label htmlFor="terms">I agree</label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    await userEvent.click(screen.getByText('I agree'));
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('data-state', 'unchecked');
  });

  it('stays as its controlled value says until the owner changes it', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox aria-label="Ship" checked={false} onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).not.toBeChecked();
    rerender(<Checkbox aria-label="Ship" checked onCheckedChange={onCheckedChange} />);
    expect(box).toBeChecked();
  });

  it('its class list is one tailwind-merge would leave unchanged (so it is not merged per render)', () => {
    expect(twMerge(checkboxClassName)).toBe(checkboxClassName);
  });
});
