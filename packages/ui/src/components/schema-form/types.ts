import type * as React from 'react';
import type { Locale } from '@leasekit/core';
import type { FieldState, SchemaForm as SchemaFormEngine } from '@leasekit/core/form';

/** What every widget receives from {@link SchemaForm}. */
export interface SchemaWidgetProps {
  /** The field's state from the engine: name, type, label, schema, value, error, visibility. */
  field: FieldState;
  /**
   * The form engine, for widgets that need more than their own value (collections) and for the calls of
   * widgets that search, create options or upload files (`form.transport`).
   */
  form: SchemaFormEngine;
  /** The control's id: the label and the error summary point at it. */
  id: string;
  /** Writes the field's value. */
  setValue: (value: unknown) => void;
  /** Marks the field as left, which validates it. */
  onBlur: () => void;
  /** Whether the schema marks the field read-only. */
  readOnly: boolean;
  /** The locale of texts. */
  locale: Locale;
  /** The widget registry, so container widgets (collections) can render their item fields. */
  widgets: WidgetRegistry;
}

/**
 * How a widget is labelled: `field` (a label above, the default), `group` (a fieldset and legend, for
 * radios and other groups), `self` (the widget puts its own label beside it, as a checkbox does; the
 * form still shows hint and error) or `none` (no label or error: hidden inputs, static content).
 */
export type WidgetLabelMode = 'field' | 'group' | 'self' | 'none';

/** A registered widget: the component and how the form labels it. */
export interface SchemaWidget {
  component: React.ComponentType<SchemaWidgetProps>;
  /** How the form labels it; `field` by default. */
  label?: WidgetLabelMode;
  /**
   * Whether the widget keeps its value in the DOM (an uncontrolled input): the form then re-renders it
   * only when the field's look changes (error, visibility, required, touched, schema), not per keystroke.
   * Such a widget must write the engine's value into its control itself when it is set from outside
   * (the built-in text widgets subscribe to the field for that); false by default: the widget gets every
   * value change as props.
   */
  uncontrolled?: boolean;
}

/** Widgets by field type. */
export type WidgetRegistry = Readonly<Record<string, SchemaWidget>>;
