import * as React from 'react';
import { maskSsn } from '@leasekit/core/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { useRevealOnFocus } from '../../lib/use-reveal-on-focus';
import { Input } from '../input/input';

/** Formats up to 9 digits as ###-##-####, inserting the dashes as the user reaches them. */
export function formatSsnDigits(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** Props of {@link SsnInput}. */
export interface SsnInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type' | 'name'
> {
  /** The number's digits (dashes allowed); controlled when set. */
  value?: string;
  /** The starting digits when uncontrolled; empty by default. */
  defaultValue?: string;
  /** Called with the digits only (at most 9). */
  onValueChange?: (digits: string) => void;
}

/**
 * A social security number input. While focused it shows the full number as ###-##-#### for entry;
 * otherwise only the last 4 (`***-**-6789`, the core's `maskSsn`, 02 §5), so it never sits readable
 * on screen. A read-only (locked) input always shows the mask. It has no `name`: the digits reach the
 * app only through `onValueChange`, never a native form post, and are never logged.
 */
export const SsnInput = /* @__PURE__ */ React.forwardRef<HTMLInputElement, SsnInputProps>(function SsnInput(
  { value, defaultValue = '', onValueChange, onChange, onFocus, onBlur, readOnly, ...props },
  ref,
) {
  const [digits, setDigits] = useControllableState(value, defaultValue.replace(/\D/g, '').slice(0, 9));
  const reveal = useRevealOnFocus({ readOnly, onFocus, onBlur });
  const revealed = reveal.revealed;
  return (
    <Input
      data-slot="ssn-input"
      data-state={revealed ? 'editing' : 'masked'}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      ref={ref}
      {...props}
      readOnly={readOnly}
      type="text"
      maxLength={11}
      value={revealed ? formatSsnDigits(digits) : maskSsn(digits)}
      onFocus={reveal.onFocus}
      onBlur={reveal.onBlur}
      onChange={(event) => {
        if (!revealed) return;
        const next = event.target.value.replace(/\D/g, '').slice(0, 9);
        setDigits(next);
        onChange?.(event);
        onValueChange?.(next);
      }}
    />
  );
});
