import * as React from 'react';
import { ChevronsUpDownIcon } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { t } from '@leasekit/core';
import { SELECT_COUNT_THRESHOLD } from '@leasekit/core/form';
import { useCurrentLocale } from '@leasekit/core/react';
import { usePortalContainment } from '../../lib/portal-container';
import { cn } from '../../lib/utils';
import { useControllableState } from '../../lib/use-controllable-state';
import { Checkbox } from '../checkbox/checkbox';
import { FieldContext, useFieldControl, useFieldLabelId } from '../field/field-context';
import { inputVariants } from '../input/input';
import { useBrandMessages } from '../../lib/brand-messages';

/** One choice of a {@link MultiSelect}: a text and value pair (01 §3). */
export interface MultiSelectOption {
  text: string;
  value: unknown;
  disabled?: boolean;
}

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** The choices. */
  options: readonly MultiSelectOption[];
  /** The chosen values in choice order; controlled when set. Compared with `Object.is`. */
  value?: readonly unknown[];
  /** The starting values when uncontrolled; none by default. */
  defaultValue?: readonly unknown[];
  /** Called with the new chosen values. */
  onValueChange?: (value: unknown[]) => void;
  /** The most values that may be chosen (01 §5); unlimited by default. Further choices are disabled. */
  max?: number;
  /** The note shown once `max` is reached; defaults to 'You can choose up to {max}.'. */
  maxText?: (max: number) => React.ReactNode;
  /** The trigger's text past 2 chosen; defaults to the catalogue's '{count} selected' (`ui.select.count`). */
  countText?: (count: number) => string;
  /** The trigger's text while nothing is chosen; defaults to 'Select...'. */
  placeholder?: string;
  /** Whether the list is open; controlled when set. */
  open?: boolean;
  /** Accessible name of the popup outside a Field (inside one, the field's label names it); defaults to 'Options'. */
  label?: string;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Disables it; off by default. */
  disabled?: boolean;
  /** The trigger's id; inside a Field it defaults to the field's. */
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * Chooses several values from a popover list of checkboxes. It honours a maximum number of choices
 * and, once more than 2 are chosen, the trigger shows a count instead of the texts (01 §5). Inside a
 * Field the trigger takes the field's id and error wiring.
 */
export const MultiSelect = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, MultiSelectProps>(
  function MultiSelect(
    {
      options,
      value,
      defaultValue = [],
      onValueChange,
      max,
      maxText = (limit) => `You can choose up to ${limit}.`,
      countText,
      placeholder = 'Select...',
      open: openProp,
      label = 'Options',
      onOpenChange,
      className,
      ...props
    },
    ref,
  ) {
    const [chosen, setChosen] = useControllableState<readonly unknown[]>(value, defaultValue);
    const [open, setOpen] = useControllableState<boolean>(openProp, false, onOpenChange);
    const controlProps = useFieldControl(props);
    const labelId = useFieldLabelId();
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    // Inside a PortalContainerProvider (a documentation page) the list opens inside its container.
    const containment = usePortalContainment();
    const listId = React.useId();
    const isChosen = (option: MultiSelectOption) => chosen.some((v) => Object.is(v, option.value));
    const atMax = max !== undefined && chosen.length >= max;
    const chosenTexts = options.filter(isChosen).map((option) => option.text);
    const summary =
      chosen.length === 0
        ? placeholder
        : chosen.length > SELECT_COUNT_THRESHOLD
          ? (countText?.(chosen.length) ?? t('ui.select.count', { count: chosen.length }, locale, messages))
          : chosenTexts.join(', ');

    const toggle = (option: MultiSelectOption, checked: boolean) => {
      if (checked && atMax) return;
      const next = checked ? [...chosen, option.value] : chosen.filter((v) => !Object.is(v, option.value));
      setChosen(next);
      onValueChange?.(next);
    };

    return (
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          data-slot="multi-select-trigger"
          aria-controls={open ? listId : undefined}
          data-empty={chosen.length === 0 || undefined}
          className={cn(
            inputVariants(),
            'items-center justify-between gap-2 text-left data-[empty=true]:text-muted-foreground',
            className,
          )}
          ref={ref}
          {...controlProps}
        >
          <span data-slot="multi-select-value" className="truncate">
            {summary}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        </Popover.Trigger>
        <Popover.Portal container={containment?.container ?? undefined}>
          <Popover.Content
            data-slot="multi-select-content"
            aria-labelledby={labelId}
            aria-label={labelId ? undefined : label}
            align="start"
            sideOffset={4}
            className="z-50 w-(--radix-popover-trigger-width) min-w-56 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-overlay outline-none"
          >
            {/* The Field's wiring is for the trigger; the checkboxes inside must not inherit it. */}
            <FieldContext.Provider value={null}>
              <ul
                id={listId}
                data-slot="multi-select-list"
                className="flex max-h-72 flex-col overflow-y-auto"
              >
                {options.map((option, index) => {
                  const checked = isChosen(option);
                  const itemId = `${listId}-${index}`;
                  return (
                    <li
                      key={index}
                      data-slot="multi-select-item"
                      data-state={checked ? 'checked' : 'unchecked'}
                      className="flex items-center gap-2 rounded-sm px-2 py-2 hover:bg-accent hover:text-accent-foreground"
                    >
                      <Checkbox
                        id={itemId}
                        checked={checked}
                        disabled={option.disabled || (!checked && atMax)}
                        onCheckedChange={(state) => toggle(option, state === true)}
                      />
                      <label htmlFor={itemId} className="flex-1 cursor-pointer text-base">
                        {option.text}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </FieldContext.Provider>
            {atMax ? (
              <p
                data-slot="multi-select-max"
                role="status"
                className="px-2 py-2 text-sm text-muted-foreground"
              >
                {maxText(max)}
              </p>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  },
);
