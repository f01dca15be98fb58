import * as React from 'react';
import { sanitizeDateInput } from '@leasekit/core/format';
import { useMaskedText } from '../../lib/use-masked-text';
import { Input } from '../input/input';

/** Formats up to 8 digits as MM/DD/YYYY, inserting the slashes as the user reaches them. */
export function formatDateDigits(input: string): string {
  const digits = sanitizeDateInput(input).slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Props of {@link DateInput}. */
export interface DateInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type'
> {
  /** The text shown (MM/DD/YYYY as far as typed); controlled when set. */
  value?: string;
  /** The starting text when uncontrolled; empty by default. */
  defaultValue?: string;
  /** Called with the formatted text and its digits. */
  onValueChange?: (value: string, digits: string) => void;
}

/**
 * A typed date in MM/DD/YYYY (e.g. the date of birth). Only digits are taken (01 §5); the slashes are
 * placed for the user. Whether the date is valid is the form rules' business, not this input's.
 */
export const DateInput = /* @__PURE__ */ React.forwardRef<HTMLInputElement, DateInputProps>(
  function DateInput({ value, defaultValue = '', onValueChange, onChange, ...props }, ref) {
    const masked = useMaskedText({
      value,
      defaultValue,
      mask: formatDateDigits,
      unmask: sanitizeDateInput,
      onChange,
      onValueChange,
    });
    return (
      <Input
        data-slot="date-input"
        inputMode="numeric"
        placeholder="MM/DD/YYYY"
        ref={ref}
        {...props}
        type="text"
        maxLength={10}
        {...masked}
      />
    );
  },
);
