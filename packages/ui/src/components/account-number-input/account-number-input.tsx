import * as React from 'react';
import { flushSync } from 'react-dom';
import { maskId } from '@leasekit/core';
import { useControllableState } from '../../lib/use-controllable-state';
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
 * (issue 8). A read-only input always shows the mask. The text is kept as typed, so a stored account's
 * mask sent by the server (`********6789`) goes back unchanged. It has no `name`: the number reaches the
 * app only through `onValueChange`, never a native form post.
 */
export function AccountNumberInput({
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  onFocus,
  onBlur,
  readOnly,
  ...props
}: AccountNumberInputProps) {
  const [text, setText] = useControllableState(value, defaultValue);
  const [editing, setEditing] = React.useState(false);
  const revealed = editing && !readOnly;
  return (
    <Input
      data-slot="account-number-input"
      data-state={revealed ? 'editing' : 'masked'}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      {...props}
      readOnly={readOnly}
      type="text"
      value={revealed ? text : maskId(text)}
      onFocus={(event) => {
        const input = event.currentTarget;
        onFocus?.(event);
        if (readOnly) return;
        // Reveal once the browser has placed this focus's selection (Tab, or select-then-focus as
        // automation does, select the whole value, restored only after the focus event), and keep a
        // whole-value selection on the revealed number, so typing replaces it instead of appending.
        queueMicrotask(() => {
          if (input.ownerDocument.activeElement !== input) return;
          const all =
            input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
          flushSync(() => setEditing(true));
          if (all) input.select();
        });
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
      onChange={(event) => {
        if (!revealed) return;
        setText(event.target.value);
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
    />
  );
}
