import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Label, labelClassName, labelVariants } from './label';

describe('Label', () => {
  it('names its control and a click focuses it', async () => {
    render(
      <>
        <Label htmlFor="x">Last name</Label>
        <input id="x" />
      </>,
    );
    await userEvent.click(screen.getByText('Last name'));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByText('Last name')).toHaveAttribute('data-slot', 'label');
  });
  it('its classes are ones tailwind-merge would leave unchanged (so they are not merged per render)', () => {
    expect(twMerge(labelClassName)).toBe(labelClassName);
  });
  it('multiline: a label that may wrap (beside a checkbox) has the line height a caller class would give it', () => {
    render(<Label multiline>I agree to the terms</Label>);
    const label = screen.getByText('I agree to the terms');
    expect(label).toHaveClass('leading-snug');
    expect(label).not.toHaveClass('leading-none');
    // The same classes tailwind-merge made of the one-line label plus 'leading-snug', without running it.
    expect(new Set(label.className.split(' '))).toEqual(
      new Set(twMerge(labelClassName, 'leading-snug').split(' ')),
    );
    expect(labelVariants({ multiline: true })).toBe(label.className);
  });
});
