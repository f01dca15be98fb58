import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SsnInput } from './ssn-input';

describe('SsnInput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('full entry while editing, only the last 4 when not focused (02 §5)', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <SsnInput aria-label="Social security number" onValueChange={onValueChange} />
        <button type="button">next</button>
      </>,
    );
    const input = screen.getByLabelText('Social security number');
    await userEvent.type(input, '123456789');
    expect(input).toHaveValue('123-45-6789');
    expect(input).toHaveAttribute('data-state', 'editing');
    expect(onValueChange).toHaveBeenLastCalledWith('123456789');
    await userEvent.tab();
    expect(input).toHaveValue('***-**-6789');
    expect(input).toHaveAttribute('data-state', 'masked');
    // Focusing again reveals the number for correction, keeping what was typed.
    await userEvent.click(input);
    expect(input).toHaveValue('123-45-6789');
  });

  it.each([
    ['select, then focus (as automation does)', (input: HTMLInputElement) => (input.select(), input.focus())],
    ['focus, then select all (as Tab does)', (input: HTMLInputElement) => (input.focus(), input.select())],
  ])('typing over a filled SSN selected on focus replaces it: %s', async (_order, selectAndFocus) => {
    const onValueChange = vi.fn();
    render(<SsnInput aria-label="SSN" defaultValue="123456789" onValueChange={onValueChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('SSN');
    await act(async () => selectAndFocus(input));
    expect(input).toHaveValue('123-45-6789');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 11]);
    await userEvent.keyboard('987654321');
    expect(input).toHaveValue('987-65-4321');
    expect(onValueChange).toHaveBeenLastCalledWith('987654321');
  });

  it('a locked (read-only) SSN always shows the mask, even focused', async () => {
    render(<SsnInput aria-label="SSN" readOnly defaultValue="123-45-6789" />);
    const input = screen.getByLabelText('SSN');
    await userEvent.click(input);
    expect(input).toHaveValue('***-**-6789');
  });

  it('has no name, so it never posts natively, and never logs the number', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    render(<SsnInput aria-label="SSN" />);
    const input = screen.getByLabelText('SSN');
    expect(input).not.toHaveAttribute('name');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '987654321');
    await userEvent.tab();
    for (const spy of spies) {
      for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toMatch(/98765|4321/);
    }
  });
});
