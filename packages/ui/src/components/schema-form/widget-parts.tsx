import * as React from 'react';
import { resolveText, type Locale, type LocalizedText } from '@leasekit/core';
import { type FieldSchema, type SchemaForm as SchemaFormEngine } from '@leasekit/core/form';
import { cn } from '../../lib/utils';
import type { ComboboxOption } from '../combobox/combobox';

// Helpers shared by the built-in widgets, the eager ones in widgets.tsx and the lazily loaded ones in
// lazy/; internal to the package.

/**
 * A select option as schemas send it (01 §3): `{text, value}` or a plain string or number; a `text` given
 * per locale or as a message code shows in `locale` (English by default).
 */
export function readOptions(schema: FieldSchema, locale?: Locale): ComboboxOption[] {
  const textKey = schema.textKey ?? 'text';
  const valueKey = schema.valueKey ?? 'value';
  return (schema.options ?? []).map((option) => {
    if (option === null || typeof option !== 'object') return { text: String(option), value: option };
    const record = option as Record<string, unknown>;
    return {
      // A number (or anything else no locale reads) shows as its string, as before texts were data.
      text:
        resolveText(record[textKey] as LocalizedText, locale) ??
        String(record[textKey] ?? record[valueKey] ?? ''),
      value: record[valueKey],
      ...(schema.groupKey && record[schema.groupKey] != null
        ? { group: String(record[schema.groupKey]) }
        : {}),
    };
  });
}

/** A value as an input shows it: '' for null and undefined, else its string. */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** Option values travel as strings in selects and radios; this finds the original value again. */
export function findOption(options: ComboboxOption[], key: string): ComboboxOption | undefined {
  return options.find((option) => asText(option.value) === key);
}

function writeControl(control: HTMLInputElement | HTMLTextAreaElement | null, text: string): void {
  // Only a value that differs is written: the one just typed is already there, caret and all.
  if (control && control.value !== text) control.value = text;
}

/**
 * The ref of an uncontrolled text control of a schema field (pass the field's text as `defaultValue`):
 * what is typed stays in the DOM and goes to the engine from the input event, with no React render. A
 * value set from outside (a reset, a fill scenario, a clearing rule, a lookup, a collection item moving up)
 * is written into the control directly, from the engine's notification or, when the widget renders with
 * a new text, by the ref attaching again. A ref callback rather than effects: nothing to schedule per
 * field at mount.
 */
export function useUncontrolledValue<T extends HTMLInputElement | HTMLTextAreaElement>(
  form: SchemaFormEngine,
  name: string,
  text: string,
): React.RefCallback<T> {
  // The subscription ends when the ref detaches (called with null), not through a returned cleanup,
  // which React 18 ignores.
  const stop = React.useRef<(() => void) | null>(null);
  return React.useCallback(
    (control: T | null) => {
      stop.current?.();
      stop.current = null;
      if (!control) return;
      writeControl(control, text);
      stop.current = form.subscribeField(name, () => {
        const state = form.getField(name);
        if (state) writeControl(control, asText(state.value));
      });
    },
    [form, name, text],
  );
}

/** A Date from a Date or an ISO string; null when empty or invalid. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Text before or after an input (01 §3 `prepend`/`append`), e.g. '$'. */
function Affix({ schema, children }: { schema: FieldSchema; children: React.ReactNode }) {
  if (!schema.prepend && !schema.append) return <>{children}</>;
  const affix = 'flex items-center border border-input bg-muted px-3 text-sm text-muted-foreground';
  return (
    <div data-slot="schema-form-affix" className="flex items-stretch">
      {schema.prepend ? (
        <span
          data-slot="schema-form-prepend"
          aria-hidden="true"
          className={cn(affix, 'rounded-l-md border-r-0')}
        >
          {schema.prepend}
        </span>
      ) : null}
      <div
        className={cn(
          'min-w-0 flex-1',
          schema.prepend && '[&_input]:rounded-l-none',
          schema.append && '[&_input]:rounded-r-none',
        )}
      >
        {children}
      </div>
      {schema.append ? (
        <span
          data-slot="schema-form-append"
          aria-hidden="true"
          className={cn(affix, 'rounded-r-md border-l-0')}
        >
          {schema.append}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The control alone when the schema has no `prepend`/`append`, else the control inside {@link Affix}.
 * A call rather than an always-present wrapper, so the common plain field has one component less.
 */
export function withAffix(schema: FieldSchema, control: React.ReactElement): React.ReactElement {
  return schema.prepend || schema.append ? <Affix schema={schema}>{control}</Affix> : control;
}
