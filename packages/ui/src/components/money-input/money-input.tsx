import * as React from 'react';
import { parseMoney, sanitizeMoneyInput } from '@leasekit/core/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { Input } from '../input/input';

/** Props of {@link MoneyInput}. */
export interface MoneyInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type'
> {
  /** The text shown (digits and one dot); controlled when set. */
  value?: string;
  /** The starting text when uncontrolled; empty by default. */
  defaultValue?: string;
  /** Called with the cleaned text and its value in integer cents (null while it holds no digits). */
  onValueChange?: (value: string, cents: number | null) => void;
}

/**
 * A money input that accepts only digits and a dot (01 §5): anything else typed or pasted is dropped
 * as it arrives, never rejected, so nothing the user typed that counts is lost. Reports integer cents
 * through the core's `parseMoney`.
 */
export const MoneyInput = /* @__PURE__ */ React.forwardRef<HTMLInputElement, MoneyInputProps>(
  function MoneyInput({ value, defaultValue = '', onValueChange, onChange, ...props }, ref) {
    const [text, setText] = useControllableState(value, defaultValue);
    return (
      <Input
        data-slot="money-input"
        inputMode="decimal"
        autoComplete="off"
        ref={ref}
        {...props}
        type="text"
        value={text}
        onChange={(event) => {
          const clean = sanitizeMoneyInput(event.target.value);
          event.target.value = clean;
          setText(clean);
          onChange?.(event);
          onValueChange?.(clean, parseMoney(clean));
        }}
      />
    );
  },
);
