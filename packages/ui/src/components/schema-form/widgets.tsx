import * as React from 'react';
import { loadMessages, resolveText, t } from '@leasekit/core';
import { type FieldState } from '@leasekit/core/form';
import { PHONE_MASK } from '@leasekit/core/format';
import { Checkbox } from '../checkbox/checkbox';
import { DateInput } from '../date-input/date-input';
import { Input } from '../input/input';
import { Label } from '../label/label';
import { MoneyInput } from '../money-input/money-input';
import { PhoneInput } from '../phone-input/phone-input';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '../native-select/native-select';
import { SsnInput } from '../ssn-input/ssn-input';
import { Textarea } from '../textarea/textarea';
import { groupOptions } from '../../lib/group-options';
import { lazyWidget } from './lazy-widget';
import type { SchemaWidget, SchemaWidgetProps, WidgetRegistry } from './types';
import { asText, findOption, readOptions, useUncontrolledValue, withAffix } from './widget-parts';
import { useBrandMessages } from '../../lib/brand-messages';

// The widgets with heavy dependencies load the first time a field of their type shows, each in its own
// chunk: react-day-picker and date-fns (datepicker), cmdk (autocomplete), the multi-select popover, the
// upload queue, rrule (recurrence), and Radix RadioGroup and Switch (radio, switch). A form of plain
// inputs, selects (native) and checkboxes loads none of them.
const DatePickerWidget = lazyWidget(() =>
  import('./lazy/date-picker-widget').then((m) => m.DatePickerWidget),
);
const MultiSelectWidget = lazyWidget(() =>
  import('./lazy/multi-select-widget').then((m) => m.MultiSelectWidget),
);
const AutocompleteWidget = lazyWidget(() =>
  import('./lazy/autocomplete-widget').then((m) => m.AutocompleteWidget),
);
const ReferenceWidget = lazyWidget(() => import('./lazy/autocomplete-widget').then((m) => m.ReferenceWidget));
// The file and recurrence widgets' texts are parts of English of their own: fetched with the widget's
// code, not after it.
const FileWidget = lazyWidget(() =>
  Promise.all([import('./lazy/file-widget'), loadMessages(['upload']).catch(() => undefined)]).then(
    ([m]) => m.FileWidget as React.ComponentType<SchemaWidgetProps>,
  ),
);
const RadioWidget = lazyWidget(() => import('./lazy/radio-widget').then((m) => m.RadioWidget));
const SwitchControl = React.lazy(() =>
  import('./lazy/switch-control').then((m) => ({ default: m.SwitchControl })),
);
const RecurrenceWidget = lazyWidget(() =>
  Promise.all([import('./lazy/recurrence-widget'), loadMessages(['recurrence']).catch(() => undefined)]).then(
    ([m]) => m.RecurrenceWidget,
  ),
);
// Types no plain form needs: a date range (two date-time inputs and the core's range rule) and a
// collection (repeated item groups of fields, each framed like a top-level field).
const DateRangeWidget = lazyWidget(() => import('./lazy/date-range-widget').then((m) => m.DateRangeWidget));
const CollectionWidget = lazyWidget(() => import('./lazy/collection-widget').then((m) => m.CollectionWidget));

function inputType(type: string): string {
  if (type === 'email' || type === 'password' || type === 'time') return type;
  if (type === 'datetime') return 'datetime-local';
  if (type === 'url') return 'url';
  // Numbers stay text: a native number input would silently drop what the user typed (01 §5).
  return 'text';
}

// Plain text widgets are uncontrolled (see the package README): the value lives in the DOM and in the
// engine, written from the input event, so typing renders nothing; the form re-renders them only when
// their look changes.
function TextWidget({ field, form, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  const { schema, type } = field;
  const text = asText(field.value);
  const ref = useUncontrolledValue<HTMLInputElement>(form, field.name, text);
  return withAffix(
    schema,
    <Input
      id={id}
      name={field.name}
      type={inputType(type)}
      inputMode={type === 'number' ? 'decimal' : undefined}
      autoComplete={type === 'password' ? 'current-password' : undefined}
      placeholder={resolveText(schema.placeholder, locale)}
      readOnly={readOnly}
      maxLength={type === 'text' && typeof schema.max === 'number' ? schema.max : undefined}
      ref={ref}
      defaultValue={text}
      onChange={(event) => setValue(event.target.value)}
      onBlur={onBlur}
    />,
  );
}

/** A value as a mask '#'-pattern shows it: each '#' takes the next digit, other characters are literal. */
function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out;
}

function MaskWidget(props: SchemaWidgetProps) {
  const { field, id, setValue, onBlur, readOnly, locale } = props;
  const mask = field.schema.mask ?? '';
  if (mask === '###-##-####') return <SsnWidget {...props} />;
  if (mask === PHONE_MASK) return <PhoneWidget {...props} />;
  return withAffix(
    field.schema,
    <Input
      id={id}
      name={field.name}
      inputMode="numeric"
      placeholder={resolveText(field.schema.placeholder, locale) ?? (mask || undefined)}
      readOnly={readOnly}
      maxLength={mask ? mask.length : undefined}
      value={mask ? applyMask(asText(field.value), mask) : asText(field.value)}
      onChange={(event) =>
        setValue(mask ? applyMask(event.target.value, mask).replace(/\D/g, '') : event.target.value)
      }
      onBlur={onBlur}
    />,
  );
}

function MoneyWidget({ field, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  return withAffix(
    field.schema,
    <MoneyInput
      id={id}
      name={field.name}
      placeholder={resolveText(field.schema.placeholder, locale)}
      readOnly={readOnly}
      value={asText(field.value)}
      onValueChange={(text) => setValue(text)}
      onBlur={onBlur}
    />,
  );
}

function PhoneWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  return withAffix(
    field.schema,
    <PhoneInput
      id={id}
      name={field.name}
      readOnly={readOnly}
      value={asText(field.value)}
      onValueChange={(_masked, digits) => setValue(digits)}
      onBlur={onBlur}
    />,
  );
}

function SsnWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  return (
    <SsnInput
      id={id}
      readOnly={readOnly}
      value={asText(field.value)}
      onValueChange={setValue}
      onBlur={onBlur}
    />
  );
}

/** ISO (YYYY-MM-DD) to the typed MM/DD/YYYY, and back once complete; partial text is kept as typed. */
function isoToTyped(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

function typedToIso(text: string): string {
  const typed = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return typed ? `${typed[3]}-${typed[1]}-${typed[2]}` : text;
}

function DateWidget({ field, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  // A schema asking for YYYY-MM-DD gets ISO once the date is complete; until then the typed text is kept.
  const iso = /^y{4}-m{2}-d{2}$/i.test(field.schema.dateFormat ?? '');
  const masked = Boolean(field.schema.mask);
  return (
    <DateInput
      id={id}
      name={field.name}
      readOnly={readOnly}
      placeholder={resolveText(field.schema.placeholder, locale)}
      value={isoToTyped(asText(field.value))}
      onValueChange={(text, digits) => setValue(masked ? digits : iso ? typedToIso(text) : text)}
      onBlur={onBlur}
    />
  );
}

function TextareaWidget({ field, form, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  const text = asText(field.value);
  const ref = useUncontrolledValue<HTMLTextAreaElement>(form, field.name, text);
  return (
    <Textarea
      id={id}
      name={field.name}
      placeholder={resolveText(field.schema.placeholder, locale)}
      readOnly={readOnly}
      ref={ref}
      defaultValue={text}
      onChange={(event) => setValue(event.target.value)}
      onBlur={onBlur}
    />
  );
}

function SelectWidget(props: SchemaWidgetProps) {
  const { schema } = props.field;
  if (schema.multiple) return <MultiSelectWidget {...props} />;
  if (schema.url || schema.searchable || schema.taggable) return <AutocompleteWidget {...props} />;
  return <SingleSelectWidget {...props} />;
}

/**
 * A plain option list: a native `<select>` with the look of the ui Select's trigger, the empty
 * placeholder ('Select...') as its first option and a chevron beside it. Option values travel as text
 * and are mapped back to the schema's values (a number stays a number); with a `groupKey` they are
 * listed under their groups' headings. Native rather than Radix
 * Select: Radix rendered every option into a hidden fragment even while closed (about 10 ms per select
 * at mount) and its code (32 KB gzip) was most of a simple form's weight. The native list costs
 * neither, and keyboard, typeahead, touch pickers and screen readers work as for any select. Where the
 * browser supports the customizable select (Chromium), the open list takes the brand's tokens too (the
 * preset CSS); elsewhere the OS draws the list.
 */
function SingleSelectWidget({ field, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  const messages = useBrandMessages();
  const { schema } = field;
  const options = readOptions(schema, locale);
  const current = asText(field.value);
  const chosen = findOption(options, current);
  return (
    <NativeSelect
      id={id}
      disabled={readOnly || undefined}
      name={field.name}
      value={chosen ? current : ''}
      placeholder={
        resolveText(schema.placeholder, locale, messages) ??
        t('ui.select.placeholder', undefined, locale, messages)
      }
      onChange={(event) => setValue(findOption(options, event.target.value)?.value ?? event.target.value)}
      onBlur={onBlur}
    >
      {groupOptions(options).map(([group, items]) => {
        const listed = items.map(({ option }) => (
          <NativeSelectOption
            key={asText(option.value)}
            value={asText(option.value)}
            disabled={option.disabled}
          >
            {option.text}
          </NativeSelectOption>
        ));
        // Options of a `groupKey` sit under their group's heading; the rest are listed as they are.
        return group ? (
          <NativeSelectOptGroup key={`group:${group}`} label={group}>
            {listed}
          </NativeSelectOptGroup>
        ) : (
          <React.Fragment key="ungrouped">{listed}</React.Fragment>
        );
      })}
    </NativeSelect>
  );
}

/** The switch's place while its code loads (its label already shows beside it). */
function SwitchLoading() {
  return (
    <span
      data-slot="schema-form-widget-loading"
      aria-hidden="true"
      className="inline-block h-6 w-11 shrink-0 rounded-full border-2 border-input bg-muted"
    />
  );
}

function isChecked(field: FieldState): boolean {
  const { checkedValue } = field.schema;
  return checkedValue !== undefined
    ? asText(field.value) === asText(checkedValue)
    : Boolean(field.value) && field.value !== '0';
}

function CheckboxWidget(props: SchemaWidgetProps) {
  const { field, id, setValue, onBlur, readOnly } = props;
  const { schema } = field;
  const onCheckedChange = (checked: boolean) =>
    setValue(checked ? (schema.checkedValue ?? true) : (schema.uncheckedValue ?? false));
  return (
    <div className="flex items-center gap-3">
      {schema.switch || field.type === 'switch' ? (
        <React.Suspense fallback={<SwitchLoading />}>
          <SwitchControl
            id={id}
            checked={isChecked(field)}
            disabled={readOnly}
            onCheckedChange={onCheckedChange}
            onBlur={onBlur}
          />
        </React.Suspense>
      ) : (
        <Checkbox
          id={id}
          checked={isChecked(field)}
          disabled={readOnly}
          onCheckedChange={(checked) => onCheckedChange(checked === true)}
          onBlur={onBlur}
        />
      )}
      <Label htmlFor={id} multiline>
        {field.label}
      </Label>
    </div>
  );
}

function HiddenWidget() {
  return null;
}

function HtmlWidget({ field }: SchemaWidgetProps) {
  // Static text only: schema HTML is never injected, so a schema cannot run script in the page.
  return (
    <p data-slot="schema-form-html" className="text-sm text-foreground">
      {field.label}
    </p>
  );
}

/**
 * The built-in widgets by field type (01 §3): text, email, password, url, number, money, phone/tel,
 * ssn, mask/masked, date, datepicker, datetime, daterange (start and end; the end follows the start,
 * 01 §9), time, textarea, select (multiple → multiselect, url or
 * searchable → autocomplete), multiselect, autocomplete/combobox, reference (the reference input: a search
 * from 3 characters, 300 ms after the last keystroke), checkbox (with `switch` → a switch),
 * switch, radio, file/upload, recurrence, collection, hidden and html.
 */
export const defaultWidgets: WidgetRegistry = {
  text: { component: TextWidget, uncontrolled: true },
  email: { component: TextWidget, uncontrolled: true },
  password: { component: TextWidget, uncontrolled: true },
  url: { component: TextWidget, uncontrolled: true },
  number: { component: TextWidget, uncontrolled: true },
  time: { component: TextWidget, uncontrolled: true },
  datetime: { component: TextWidget, uncontrolled: true },
  daterange: { component: DateRangeWidget, label: 'group' },
  money: { component: MoneyWidget },
  phone: { component: PhoneWidget },
  tel: { component: PhoneWidget },
  ssn: { component: SsnWidget },
  mask: { component: MaskWidget },
  masked: { component: MaskWidget },
  date: { component: DateWidget },
  datepicker: { component: DatePickerWidget },
  textarea: { component: TextareaWidget, uncontrolled: true },
  select: { component: SelectWidget },
  multiselect: { component: MultiSelectWidget },
  autocomplete: { component: AutocompleteWidget },
  combobox: { component: AutocompleteWidget },
  reference: { component: ReferenceWidget },
  checkbox: { component: CheckboxWidget, label: 'self' },
  switch: { component: CheckboxWidget, label: 'self' },
  radio: { component: RadioWidget, label: 'group' },
  file: { component: FileWidget, label: 'self' },
  upload: { component: FileWidget, label: 'self' },
  recurrence: { component: RecurrenceWidget, label: 'group' },
  collection: { component: CollectionWidget, label: 'group' },
  // They show no value at all, so a new one has nothing to render.
  hidden: { component: HiddenWidget, label: 'none', uncontrolled: true },
  html: { component: HtmlWidget, label: 'none', uncontrolled: true },
};

/**
 * Builds a widget registry: the built-in widgets with each given map laid over them in order, so an app
 * can add a type (`{ address: { component: AddressWidget } }`) or replace a built-in one. Pass the result
 * to `<SchemaForm widgets={…}>`, and its keys as the engine's `fieldTypes` so unknown-type errors match.
 */
export function createWidgetRegistry(...maps: Readonly<Record<string, SchemaWidget>>[]): WidgetRegistry {
  return Object.freeze(Object.assign({}, defaultWidgets, ...maps));
}
