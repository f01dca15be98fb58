import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, formatDateDigits } from './date-input';

describe('DateInput', () => {
  it('spec 01 §5: date text inputs accept digits only, shown as MM/DD/YYYY', async () => {
    const onValueChange = vi.fn();
    render(<DateInput aria-label="Date of birth" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Date of birth');
    await userEvent.type(input, '0a1-3119x90');
    expect(input).toHaveValue('01/31/1990');
    expect(onValueChange).toHaveBeenLastCalledWith('01/31/1990', '01311990');
  });

  it('places the slashes as the digits reach them and stops at 8 digits', () => {
    expect(formatDateDigits('0')).toBe('0');
    expect(formatDateDigits('01')).toBe('01');
    expect(formatDateDigits('013')).toBe('01/3');
    expect(formatDateDigits('01311')).toBe('01/31/1');
    expect(formatDateDigits('0131199012')).toBe('01/31/1990');
  });

  it('backspace over a slash removes the digit before it', async () => {
    render(<DateInput aria-label="Date" defaultValue="013" />);
    const input = screen.getByLabelText('Date');
    expect(input).toHaveValue('01/3');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('0');
  });
});
