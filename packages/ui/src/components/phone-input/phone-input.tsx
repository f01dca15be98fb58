import * as React from 'react';
import { PHONE_MAX_LENGTH, maskPhone, unmaskPhone } from '@leasekit/core/format';
import { useMaskedText } from '../../lib/use-masked-text';
import { Input } from '../input/input';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type'
> {
  /** The masked text shown; controlled when set. */
  value?: string;
  /** The starting text when uncontrolled (masked on display); empty by default. */
  defaultValue?: string;
  /** Called with the masked text and its digits (at most 10). */
  onValueChange?: (value: string, digits: string) => void;
}

/**
 * A US phone input with the mask `(###) ###-####` and at most 14 characters (01 §5, §9). The mask
 * comes from the core's `maskPhone`, so digits typed or pasted in any format land in place.
 */
export const PhoneInput = /* @__PURE__ */ React.forwardRef<HTMLInputElement, PhoneInputProps>(
  function PhoneInput({ value, defaultValue = '', onValueChange, onChange, ...props }, ref) {
    const masked = useMaskedText({
      value,
      defaultValue,
      mask: maskPhone,
      unmask: unmaskPhone,
      onChange,
      onValueChange,
    });
    return (
      <Input
        data-slot="phone-input"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(###) ###-####"
        ref={ref}
        {...props}
        type="tel"
        maxLength={PHONE_MAX_LENGTH}
        {...masked}
      />
    );
  },
);
