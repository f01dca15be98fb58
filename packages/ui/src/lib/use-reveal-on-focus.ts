import * as React from 'react';
import { flushSync } from 'react-dom';

/** Options of {@link useRevealOnFocus}. */
export interface RevealOnFocusOptions {
  /** A read-only input never reveals; off by default. */
  readOnly?: boolean;
  /** The caller's focus handler, still called. */
  onFocus?: React.FocusEventHandler<HTMLInputElement>;
  /** The caller's blur handler, still called. */
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
}

/** What {@link useRevealOnFocus} returns: whether to show the full value, and the handlers to spread. */
export interface RevealOnFocusState {
  revealed: boolean;
  onFocus: React.FocusEventHandler<HTMLInputElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement>;
}

/**
 * For inputs that show personal numbers masked (SSN, account): revealed only while focused and
 * editable. A whole-value selection made on focus (Tab, or select-then-focus as automation does) is
 * kept on the revealed value, so typing replaces the number instead of being appended to it or, at a
 * full `maxLength`, being dropped.
 */
export function useRevealOnFocus({ readOnly, onFocus, onBlur }: RevealOnFocusOptions): RevealOnFocusState {
  const [editing, setEditing] = React.useState(false);
  return {
    revealed: editing && !readOnly,
    onFocus: (event) => {
      const input = event.currentTarget;
      onFocus?.(event);
      if (readOnly) return;
      // The browser places this focus's selection after the focus event, so reveal a microtask later.
      queueMicrotask(() => {
        if (input.ownerDocument.activeElement !== input) return;
        const all =
          input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
        flushSync(() => setEditing(true));
        if (all) input.select();
      });
    },
    onBlur: (event) => {
      setEditing(false);
      onBlur?.(event);
    },
  };
}
