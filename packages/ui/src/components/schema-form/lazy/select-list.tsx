import type * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../select/select';
import type { ComboboxOption } from '../../combobox/combobox';
import { asText } from '../widget-parts';

/** Props of {@link SelectList}. */
export interface SelectListProps {
  /** The trigger's id (the field's control id). */
  id: string;
  options: readonly ComboboxOption[];
  /** The chosen option's key (its value as text), or '' for none. */
  value: string;
  /** The chosen option's text, shown on the trigger. */
  valueText: string | undefined;
  placeholder: string;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen option's key. */
  onValueChange: (key: string) => void;
  /** The typeahead of the closed trigger. */
  onTriggerKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * The schema form's select once the user has opened it: Radix Select with its options rendered only
 * while the list is open (closed, Radix would render them into a hidden fragment). Loaded on the first
 * intent to open a select (pointer over it, focus), so a form whose selects are never opened does not
 * load Radix Select, its popper and scroll lock.
 */
export function SelectList({
  id,
  options,
  value,
  valueText,
  placeholder,
  disabled,
  open,
  onOpenChange,
  onValueChange,
  onTriggerKeyDown,
}: SelectListProps) {
  return (
    <Select
      value={value}
      disabled={disabled}
      open={open}
      onValueChange={onValueChange}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger id={id} onKeyDown={onTriggerKeyDown}>
        <SelectValue placeholder={placeholder}>{valueText}</SelectValue>
      </SelectTrigger>
      {open ? (
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={asText(option.value)} value={asText(option.value)} disabled={option.disabled}>
              {option.text}
            </SelectItem>
          ))}
        </SelectContent>
      ) : null}
    </Select>
  );
}
