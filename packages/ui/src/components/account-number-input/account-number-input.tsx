import * as React from 'react';
import { maskId } from '@leasekit/core/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { useRevealOnFocus } from '../../lib/use-reveal-on-focus';
import { Input } from '../input/input';

/** Props of {@link AccountNumberInput}. */
export interface AccountNumberInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type' | 'name'
> {
  /** The number as typed (or the server's mask of a stored one); controlled when set. */
  value?: string;
  /** The starting text when uncontrolled; empty by default. */
  defaultValue?: string;
  /** Called with the text as typed. */
  onValueChange?: (value: string) => void;
}

/**
 * A bank account number input (or any number that may show only its last 4). While focused it shows the
 * number as typed for entry; otherwise only the last 4 (`****6789`, the core's `maskId`: always four
 * stars, so the mask does not reveal the length), so a full account number never sits readable on screen
 *. A read-only input always shows the mask. The text is kept as typed, so a stored account's
 * mask sent by the server (`********6789`) goes back unchanged. It has no `name`: the number reaches the
 * app only through `onValueChange`, never a native form post.
 */
export const AccountNumberInput = /* @__PURE__ */ React.forwardRef<HTMLInputElement, AccountNumberInputProps>(
  function AccountNumberInput(
    { value, defaultValue = '', onValueChange, onChange, onFocus, onBlur, readOnly, ...props },
    ref,
  ) {
    const [text, setText] = useControllableState(value, defaultValue);
    const reveal = useRevealOnFocus({ readOnly, onFocus, onBlur });
    const revealed = reveal.revealed;
    return (
      <Input
        data-slot="account-number-input"
        data-state={revealed ? 'editing' : 'masked'}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        ref={ref}
        {...props}
        readOnly={readOnly}
        type="text"
        value={revealed ? text : maskId(text)}
        onFocus={reveal.onFocus}
        onBlur={reveal.onBlur}
        onChange={(event) => {
          if (!revealed) return;
          setText(event.target.value);
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    );
  },
);
