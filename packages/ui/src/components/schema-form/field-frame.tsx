import type * as React from 'react';
import { resolveText, t, type MessageOverrides } from '@leasekit/core';
import { getFieldAutofill } from '@leasekit/core/form';
import { useBrandMessages } from '../../lib/brand-messages';
import { FieldContext } from '../field/field-context';
import { Alert, AlertDescription } from '../alert/alert';
import { Field, FieldError } from '../field/field';
import type { SchemaWidget, SchemaWidgetProps } from './types';

/**
 * Puts a widget in its frame: the label (above, as a legend, beside, or none, as the widget asks),
 * the '(optional)' marker on fields not required with the current values, the hint (the schema's
 * `description` in the form's locale; the placeholder is not a hint) and the inline error, the
 * same text the error summary shows. A type with no widget shows 'Input for type … not found!' (01 §8).
 */
export function FieldFrame({
  widget,
  props,
  span,
}: {
  widget: SchemaWidget | undefined;
  props: SchemaWidgetProps;
  /** Its columns of the form's 12-column grid, set as `data-span` on the frame; none by default. */
  span?: number;
}) {
  return frameField(widget, props, span, useBrandMessages());
}

/**
 * {@link FieldFrame}'s elements, for SchemaForm to call without a component of its own between the field
 * and its control. `span` (SchemaForm's grid columns) goes on the frame's root as `data-span`, so the
 * frame is the grid cell itself: each one is a step more for every event React dispatches from the control (several per
 * keystroke). Internal to the package; it uses no hooks, so it may be called during any render: the
 * caller passes its tree's brand texts (`useBrandMessages()`).
 */
export function frameField(
  widget: SchemaWidget | undefined,
  props: SchemaWidgetProps,
  span?: number,
  messages?: MessageOverrides,
): React.ReactElement {
  const { field, id, locale } = props;
  // The registry decides what renders: a type the engine does not list (e.g. `ssn`) still renders when a
  // widget is registered for it, and an engine type with no widget reports the spec's error.
  if (!widget) {
    return (
      <Alert variant="error" data-slot="schema-form-unknown-type" data-type={field.type} data-span={span}>
        <AlertDescription>
          {t(
            field.inputError?.code ?? 'errors.inputTypeNotFound',
            field.inputError?.params ?? { type: field.type },
            locale,
            messages,
          )}
        </AlertDescription>
      </Alert>
    );
  }
  const Widget = widget.component;
  const mode = widget.label ?? 'field';
  // Required as the form's values stand: a `required_if` field loses '(optional)' once its condition holds.
  const required = field.required;
  const error = field.errorText ?? undefined;
  if (mode === 'none')
    return (
      <div data-slot="field" data-type={field.type} data-span={span}>
        <Widget {...props} />
      </div>
    );
  if (mode === 'self') {
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div
        data-slot="field"
        data-type={field.type}
        data-span={span}
        data-invalid={error ? true : undefined}
        className="flex flex-col gap-2"
      >
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        <FieldContext.Provider
          value={{
            id,
            describedBy: errorId,
            invalid: Boolean(error),
            required,
            disabled: false,
            ...getFieldAutofill(field.schema),
          }}
        >
          <Widget {...props} />
        </FieldContext.Provider>
      </div>
    );
  }
  return (
    <Field
      id={id}
      data-type={field.type}
      data-span={span}
      label={field.label}
      hint={resolveText(field.schema.description, locale, messages)}
      error={error}
      required={required}
      group={mode === 'group'}
      optional={!required && !props.readOnly}
      optionalText={t('common.optional', undefined, locale, messages)}
      {...getFieldAutofill(field.schema)}
    >
      <Widget {...props} />
    </Field>
  );
}
