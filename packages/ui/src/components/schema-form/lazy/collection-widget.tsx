import { resolveText, t, type Locale } from '@leasekit/core';
import {
  getFieldRules,
  isFieldRequired,
  type FieldState,
  type SchemaForm as SchemaFormEngine,
} from '@leasekit/core/form';
import { FieldFrame } from '../field-frame';
import { GRID_CLASSES, getGridSpan } from '../grid';
import type { SchemaWidgetProps, WidgetRegistry } from '../types';
import { useBrandMessages } from '../../../lib/brand-messages';

/**
 * `collection` (01 §5): the items of a list of groups (incomes, references), each a fieldset titled
 * after the field and its number, with its child fields framed like top-level ones, and buttons to add
 * and remove items within the schema's `min` and `max`. Loaded on demand.
 */
export function CollectionWidget({ field, form, id, readOnly, locale, widgets }: SchemaWidgetProps) {
  const messages = useBrandMessages();
  const items = Array.isArray(field.value) ? (field.value as Record<string, unknown>[]) : [];
  const children = (field.schema.children ?? []).filter((child) => child.name);
  const max = field.schema.max;
  const min = field.schema.min;
  return (
    <div data-slot="schema-form-collection" className="flex flex-col gap-4">
      {items.map((item, index) => (
        <fieldset
          key={index}
          data-slot="schema-form-collection-item"
          className={`m-0 min-w-0 rounded-md border border-border p-4 ${GRID_CLASSES}`}
        >
          <legend className="px-1 text-sm font-medium">
            {t('ui.form.item', { label: field.label, number: index + 1 }, locale, messages)}
          </legend>
          {children.map((child) => {
            const path = `${field.name}.${index}.${child.name}`;
            const childState: FieldState = {
              ...field,
              name: path,
              type: child.type ?? 'text',
              label: resolveText(child.label, locale, messages) ?? child.name!,
              schema: child,
              value: item?.[child.name!],
              required: isFieldRequired(getFieldRules(child), item ?? {}),
              error: field.itemErrors[`${index}.${child.name}`] ?? null,
              errorText: null,
              itemErrors: {},
              inputError: null,
            };
            const error = childState.error;
            childState.errorText =
              error === null
                ? null
                : typeof error === 'string'
                  ? error
                  : t(error.code, error.params, locale, messages);
            return (
              <ItemField
                key={path}
                state={childState}
                form={form}
                id={`${id}-${index}-${child.name!.replace(/\W/g, '-')}`}
                readOnly={readOnly || Boolean(child.readonly)}
                locale={locale}
                widgets={widgets}
              />
            );
          })}
          <div className="flex justify-end">
            <button
              type="button"
              data-slot="schema-form-collection-remove"
              className="text-sm font-medium text-destructive underline underline-offset-4 disabled:opacity-50"
              disabled={readOnly || (min != null && items.length <= min)}
              onClick={() => form.removeItem(field.name, index)}
            >
              {t('ui.form.removeItem', { number: index + 1 }, locale, messages)}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          data-slot="schema-form-collection-add"
          className="text-sm font-medium text-primary underline underline-offset-4 disabled:opacity-50"
          disabled={readOnly || (max != null && items.length >= max)}
          onClick={() => form.addItem(field.name)}
        >
          {t('ui.form.addItem', undefined, locale, messages)}
        </button>
      </div>
    </div>
  );
}

/** One field inside a collection item; rendered by the collection, which owns the item values. */
function ItemField({
  state,
  form,
  id,
  readOnly,
  locale,
  widgets,
}: {
  state: FieldState;
  form: SchemaFormEngine;
  id: string;
  readOnly: boolean;
  locale: Locale;
  widgets: WidgetRegistry;
}) {
  const widget = widgets[state.type];
  const props: SchemaWidgetProps = {
    field: state,
    form,
    id,
    setValue: (value) => form.setValue(state.name, value),
    onBlur: () => {},
    readOnly,
    locale,
    widgets,
  };
  // Each item field is a cell of the item's grid, as wide as its schema's `grid` says.
  return <FieldFrame widget={widget} props={props} span={getGridSpan(state.schema.grid)} />;
}
