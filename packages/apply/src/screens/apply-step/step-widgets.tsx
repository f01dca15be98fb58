import * as React from 'react';
import { resolveText } from '@leasekit/core';
import type { createFormStepController } from '@leasekit/core/apply';
import {
  AccountNumberInput,
  Input,
  Label,
  Switch,
  createWidgetRegistry,
  defaultWidgets,
  type SchemaWidgetProps,
  type WidgetRegistry,
} from '@leasekit/ui';

// An address suggestion as the step's behaviour lists it.
type AddressSuggestion = ReturnType<
  ReturnType<typeof createFormStepController>['getState']
>['behaviour']['suggestions'][string][number];

/** What the step's widgets read from the step's behaviour (suggestions, confirmed toggles). */
export interface StepWidgetContextValue {
  /** Address suggestions by address prefix (`applicant.location`). */
  suggestions: Record<string, AddressSuggestion[]>;
  /** Chooses a suggestion for an address prefix. */
  onChooseSuggestion?: (prefix: string, suggestion: AddressSuggestion) => void;
  /** Sets a switch; confirmed toggles ask before switching off. */
  onToggle?: (name: string, value: boolean) => void;
}

const StepWidgetContext = React.createContext<StepWidgetContextValue>({ suggestions: {} });

/** Gives the step's widgets their suggestions and toggle handler. */
export const StepWidgetProvider = StepWidgetContext.Provider;

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The street address with suggestions (01 §5: from 3 characters): a text input whose suggestions show as
 * a list of buttons below it, announced politely; choosing one fills the address.
 */
function AddressWidget({ field, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  const { suggestions, onChooseSuggestion } = React.useContext(StepWidgetContext);
  const prefix = field.name.replace(/\.line_1$/, '');
  const list = suggestions[prefix] ?? [];
  const listId = `${id}-suggestions`;
  return (
    <div className="flex flex-col gap-1">
      <Input
        id={id}
        name={field.name}
        autoComplete="street-address"
        placeholder={resolveText(field.schema.placeholder, locale)}
        readOnly={readOnly}
        value={asText(field.value)}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
        aria-controls={list.length > 0 ? listId : undefined}
      />
      <div aria-live="polite">
        {list.length > 0 ? (
          <ul
            id={listId}
            data-slot="address-suggestions"
            className="flex flex-col rounded-md border border-input"
          >
            {list.map((suggestion) => (
              <li key={suggestion.placeId}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onChooseSuggestion?.(prefix, suggestion)}
                >
                  {suggestion.text}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** A digits-only input (zip, routing number) that honours the schema's `#` mask length. */
function DigitsWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  const max = field.schema.mask ? field.schema.mask.length : undefined;
  return (
    <Input
      id={id}
      name={field.name}
      inputMode="numeric"
      autoComplete={field.type === 'zip' ? 'postal-code' : 'off'}
      readOnly={readOnly}
      maxLength={max}
      value={asText(field.value)}
      onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, max))}
      onBlur={onBlur}
    />
  );
}

/**
 * A masked field (01 §3 type `masked`): with a `mask` (SSN, phone) the built-in widget; without one it
 * holds a bank account number, which shows only its last 4 once left.
 */
function MaskedWidget(props: SchemaWidgetProps) {
  const { field, id, setValue, onBlur, readOnly } = props;
  const Builtin = defaultWidgets.masked?.component;
  if (field.schema.mask && Builtin) return <Builtin {...props} />;
  return (
    <AccountNumberInput
      id={id}
      readOnly={readOnly}
      value={asText(field.value)}
      onValueChange={setValue}
      onBlur={onBlur}
    />
  );
}

/** A switch whose removal may need confirming (second income, co-applicant; 01 §4). */
function ToggleWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  const { onToggle } = React.useContext(StepWidgetContext);
  const { schema } = field;
  // A switch without a value is off: with no checkedValue in the schema, an absent value must not count
  // as 'equal to it' (the banking switch showed on while the fields it opens stayed hidden).
  const checked =
    field.value === true ||
    field.value === 1 ||
    field.value === '1' ||
    (schema.checkedValue !== undefined && field.value === schema.checkedValue);
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={checked}
        disabled={readOnly}
        onCheckedChange={(next) => (onToggle ? onToggle(field.name, next) : setValue(next))}
        onBlur={onBlur}
      />
      <Label htmlFor={id} className="leading-snug">
        {field.label}
      </Label>
    </div>
  );
}

/**
 * The wizard's widget registry: the built-in widgets plus address, zip, routing, account numbers (masked
 * without a mask) and confirmed switches.
 */
export const stepWidgets: WidgetRegistry = createWidgetRegistry({
  address: { component: AddressWidget },
  zip: { component: DigitsWidget },
  routing: { component: DigitsWidget },
  masked: { component: MaskedWidget },
  switch: { component: ToggleWidget, label: 'self' },
});

/** The field types the wizard renders, for the engine's `fieldTypes`. */
export const stepFieldTypes: readonly string[] = Object.keys(stepWidgets);
