import * as React from 'react';

/** What a Field tells the control inside it: the id to take and how to describe itself. */
export interface FieldControlContext {
  /** The id the control must carry, so the label and the error summary link to it. */
  id: string;
  /** Space-separated ids of the hint and the inline error. */
  describedBy: string | undefined;
  /** Whether the field currently shows an error. */
  invalid: boolean;
  /** Whether the field is required. */
  required: boolean;
  /** Whether the field is disabled. */
  disabled: boolean;
  /** The id of the field's label (or legend), so a control's popup can be named after it; optional for custom frames. */
  labelId?: string;
  /** The autofill token for the text control (`given-name`, `section-co-applicant email`); none by default. */
  autoComplete?: string;
  /** The virtual keyboard for the text control (`numeric`, `tel`); none by default. */
  inputMode?: React.HTMLAttributes<HTMLElement>['inputMode'];
}

/** Set by {@link Field}; controls read it through {@link useFieldControl}. */
export const FieldContext = React.createContext<FieldControlContext | null>(null);

/** The accessibility props a control merges from its enclosing Field. */
export interface FieldControlProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-required'?: React.AriaAttributes['aria-required'];
  disabled?: boolean | undefined;
}

/**
 * Merges the enclosing Field's id, `aria-describedby`, `aria-invalid`, `aria-required` and `disabled`
 * into a control's own props; the control's explicit props win. Outside a Field it returns the props
 * unchanged, so every control also works alone.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = React.useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid ? true : undefined),
    'aria-required': props['aria-required'] ?? (field.required ? true : undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

/**
 * The id of the enclosing Field's label, for naming a control's popup (`aria-labelledby`); undefined
 * outside a Field.
 */
export function useFieldLabelId(): string | undefined {
  return React.useContext(FieldContext)?.labelId;
}

/**
 * Merges the enclosing Field's autofill token and keyboard (`autoComplete`, `inputMode`) into a text
 * control's props (Input, NativeSelect; WCAG 1.3.5). The Field's values win over the control's own
 * defaults (PhoneInput's `tel-national`), because the Field knows whose field it is (the co-applicant's
 * section). Outside a Field, or when the Field has none, the props are unchanged.
 */
export function useFieldAutofill<
  P extends { autoComplete?: string | undefined; inputMode?: React.HTMLAttributes<HTMLElement>['inputMode'] },
>(props: P): P {
  const field = React.useContext(FieldContext);
  if (!field?.autoComplete && !field?.inputMode) return props;
  return {
    ...props,
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...(field.inputMode ? { inputMode: field.inputMode } : {}),
  };
}
