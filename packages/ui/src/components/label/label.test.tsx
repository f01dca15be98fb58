import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Label, labelClassName } from './label';

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
});
