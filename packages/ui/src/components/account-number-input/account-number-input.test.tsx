import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountNumberInput } from './account-number-input';

describe('AccountNumberInput', () => {
  it('the number as typed while editing, only the last 4 once focus leaves', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <AccountNumberInput aria-label="Checking account number" onValueChange={onValueChange} />
        <button type="button">next</button>
      </>,
    );
    const input = screen.getByLabelText('Checking account number');
    await userEvent.type(input, '7391046285');
    expect(input).toHaveValue('7391046285');
    expect(input).toHaveAttribute('data-state', 'editing');
    expect(onValueChange).toHaveBeenLastCalledWith('7391046285');
    await userEvent.tab();
    expect(input).toHaveValue('****6285');
    expect(input).toHaveAttribute('data-state', 'masked');
    // Focusing again shows the number for correction, keeping what was typed.
    await userEvent.click(input);
    expect(input).toHaveValue('7391046285');
  });

  it.each([
    ['select, then focus (as automation does)', (input: HTMLInputElement) => (input.select(), input.focus())],
    ['focus, then select all', (input: HTMLInputElement) => (input.focus(), input.select())],
  ])('typing over a number selected on focus replaces it: %s', async (_order, selectAndFocus) => {
    const onValueChange = vi.fn();
    render(
      <AccountNumberInput aria-label="Account" defaultValue="000123451001" onValueChange={onValueChange} />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Account');
    await act(async () => selectAndFocus(input));
    expect(input).toHaveValue('000123451001');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 12]);
    await userEvent.keyboard('7391046285');
    expect(input).toHaveValue('7391046285');
    expect(onValueChange).toHaveBeenLastCalledWith('7391046285');
  });

  it("keeps a stored account's server mask as it is, showing its last 4", async () => {
    const onValueChange = vi.fn();
    render(
      <AccountNumberInput aria-label="Account" defaultValue="********6789" onValueChange={onValueChange} />,
    );
    const input = screen.getByLabelText('Account');
    expect(input).toHaveValue('****6789');
    await userEvent.click(input);
    expect(input).toHaveValue('********6789');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('a read-only number always shows the mask, even focused, and an empty one shows nothing', async () => {
    render(
      <>
        <AccountNumberInput aria-label="Locked" readOnly defaultValue="7391046285" />
        <AccountNumberInput aria-label="Empty" />
      </>,
    );
    await userEvent.click(screen.getByLabelText('Locked'));
    expect(screen.getByLabelText('Locked')).toHaveValue('****6285');
    expect(screen.getByLabelText('Empty')).toHaveValue('');
  });

  it('has no name, so it never posts natively, and is not autocompleted', () => {
    render(<AccountNumberInput aria-label="Account" />);
    const input = screen.getByLabelText('Account');
    expect(input).not.toHaveAttribute('name');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
