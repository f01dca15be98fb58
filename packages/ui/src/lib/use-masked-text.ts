import type * as React from 'react';
import { useControllableState } from './use-controllable-state';

/** Options of {@link useMaskedText}. */
export interface MaskedTextOptions {
  /** The controlled text; uncontrolled when undefined. */
  value: string | undefined;
  /** The starting text when uncontrolled (masked on display). */
  defaultValue: string;
  /** Turns whatever was typed or pasted into the displayed text (idempotent: a core mask). */
  mask: (input: string) => string;
  /** Extracts the raw digits reported alongside the masked text. */
  unmask: (masked: string) => string;
  /** The input's own change handler, still called with the masked event. */
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  /** Called with the masked text and its raw digits. */
  onValueChange?: (value: string, digits: string) => void;
}

/**
 * The shared behaviour of masked text inputs (phone, typed date): the value is masked on every change,
 * the event carries the masked text, and both the masked text and its digits are reported.
 */
export function useMaskedText({
  value,
  defaultValue,
  mask,
  unmask,
  onChange,
  onValueChange,
}: MaskedTextOptions) {
  const [text, setText] = useControllableState(value, mask(defaultValue));
  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = mask(event.target.value);
    event.target.value = masked;
    setText(masked);
    onChange?.(event);
    onValueChange?.(masked, unmask(masked));
  };
  return { value: mask(text), onChange: handleChange };
}
