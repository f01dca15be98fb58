import * as React from 'react';
import {
  PHONE_MASK,
  t,
  type ApiTransport,
  type FieldSchema,
  type FieldState,
  type Locale,
  type SchemaForm as SchemaFormEngine,
  type UploadItem,
  createUploadQueue,
} from '@leasekit/core';
import { useOptionSearch, useStore } from '@leasekit/core/react';
import type { RecurrenceInput } from '@leasekit/core/recurrence';
import { cn } from '../../lib/utils';
import { Checkbox } from '../checkbox/checkbox';
import { FieldFrame } from './field-frame';
import type { SchemaWidget, SchemaWidgetProps, WidgetRegistry } from './types';
import { Combobox, type ComboboxOption } from '../combobox/combobox';
import { DateInput } from '../date-input/date-input';
import { DatePicker } from '../date-picker/date-picker';
import { FileUpload } from '../file-upload/file-upload';
import { Input } from '../input/input';
import { Label } from '../label/label';
import { MoneyInput } from '../money-input/money-input';
import { MultiSelect } from '../multi-select/multi-select';
import { PhoneInput } from '../phone-input/phone-input';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import { RecurrenceEditor } from '../recurrence-editor/recurrence-editor';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { SsnInput } from '../ssn-input/ssn-input';
import { Switch } from '../switch/switch';
import { Textarea } from '../textarea/textarea';

/** A select option as schemas send it (01 §3): `{text, value}` or a plain string or number. */
function readOptions(schema: FieldSchema): ComboboxOption[] {
  const textKey = schema.textKey ?? 'text';
  const valueKey = schema.valueKey ?? 'value';
  return (schema.options ?? []).map((option) => {
    if (option === null || typeof option !== 'object') return { text: String(option), value: option };
    const record = option as Record<string, unknown>;
    return {
      text: String(record[textKey] ?? record[valueKey] ?? ''),
      value: record[valueKey],
      ...(schema.groupKey && record[schema.groupKey] != null
        ? { group: String(record[schema.groupKey]) }
        : {}),
    };
  });
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

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

function inputType(type: string): string {
  if (type === 'email' || type === 'password' || type === 'time') return type;
  if (type === 'datetime') return 'datetime-local';
  if (type === 'url') return 'url';
  // Numbers stay text: a native number input would silently drop what the user typed (01 §5).
  return 'text';
}

function TextWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  const { schema, type } = field;
  return (
    <Affix schema={schema}>
      <Input
        id={id}
        name={field.name}
        type={inputType(type)}
        inputMode={type === 'number' ? 'decimal' : undefined}
        autoComplete={type === 'password' ? 'current-password' : undefined}
        placeholder={schema.placeholder}
        readOnly={readOnly}
        maxLength={type === 'text' && typeof schema.max === 'number' ? schema.max : undefined}
        value={asText(field.value)}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
      />
    </Affix>
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
  const { field, id, setValue, onBlur, readOnly } = props;
  const mask = field.schema.mask ?? '';
  if (mask === '###-##-####') return <SsnWidget {...props} />;
  if (mask === PHONE_MASK) return <PhoneWidget {...props} />;
  return (
    <Affix schema={field.schema}>
      <Input
        id={id}
        name={field.name}
        inputMode="numeric"
        placeholder={field.schema.placeholder ?? (mask || undefined)}
        readOnly={readOnly}
        maxLength={mask ? mask.length : undefined}
        value={mask ? applyMask(asText(field.value), mask) : asText(field.value)}
        onChange={(event) =>
          setValue(mask ? applyMask(event.target.value, mask).replace(/\D/g, '') : event.target.value)
        }
        onBlur={onBlur}
      />
    </Affix>
  );
}

function MoneyWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  return (
    <Affix schema={field.schema}>
      <MoneyInput
        id={id}
        name={field.name}
        placeholder={field.schema.placeholder}
        readOnly={readOnly}
        value={asText(field.value)}
        onValueChange={(text) => setValue(text)}
        onBlur={onBlur}
      />
    </Affix>
  );
}

function PhoneWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  return (
    <Affix schema={field.schema}>
      <PhoneInput
        id={id}
        name={field.name}
        readOnly={readOnly}
        value={asText(field.value)}
        onValueChange={(_masked, digits) => setValue(digits)}
        onBlur={onBlur}
      />
    </Affix>
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

function DateWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  // A schema asking for YYYY-MM-DD gets ISO once the date is complete; until then the typed text is kept.
  const iso = /^y{4}-m{2}-d{2}$/i.test(field.schema.dateFormat ?? '');
  const masked = Boolean(field.schema.mask);
  return (
    <DateInput
      id={id}
      name={field.name}
      readOnly={readOnly}
      placeholder={field.schema.placeholder}
      value={isoToTyped(asText(field.value))}
      onValueChange={(text, digits) => setValue(masked ? digits : iso ? typedToIso(text) : text)}
      onBlur={onBlur}
    />
  );
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function DatePickerWidget({ field, id, setValue, readOnly }: SchemaWidgetProps) {
  return (
    <DatePicker
      id={id}
      disabled={readOnly}
      value={toDate(field.value)}
      onValueChange={(date) => setValue(date ? date.toISOString() : null)}
    />
  );
}

function TextareaWidget({ field, id, setValue, onBlur, readOnly }: SchemaWidgetProps) {
  return (
    <Textarea
      id={id}
      name={field.name}
      placeholder={field.schema.placeholder}
      readOnly={readOnly}
      value={asText(field.value)}
      onChange={(event) => setValue(event.target.value)}
      onBlur={onBlur}
    />
  );
}

/** Option values travel as strings in Radix Select; this finds the original value again. */
function findOption(options: ComboboxOption[], key: string): ComboboxOption | undefined {
  return options.find((option) => asText(option.value) === key);
}

function SelectWidget(props: SchemaWidgetProps) {
  const { field, id, setValue, onBlur, readOnly, locale } = props;
  const { schema } = field;
  if (schema.multiple) return <MultiSelectWidget {...props} />;
  if (schema.url || schema.searchable || schema.taggable) return <AutocompleteWidget {...props} />;
  const options = readOptions(schema);
  const current = asText(field.value);
  return (
    <Select
      value={findOption(options, current) ? current : ''}
      disabled={readOnly}
      onValueChange={(key) => setValue(findOption(options, key)?.value ?? key)}
      onOpenChange={(open) => {
        if (!open) onBlur();
      }}
    >
      <SelectTrigger id={id}>
        <SelectValue placeholder={schema.placeholder ?? t('ui.select.placeholder', undefined, locale)} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={asText(option.value)} value={asText(option.value)}>
            {option.text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function MultiSelectWidget({ field, id, setValue, readOnly }: SchemaWidgetProps) {
  const options = readOptions(field.schema);
  const value = Array.isArray(field.value) ? field.value : [];
  // Values compare with Object.is inside MultiSelect, so hand it the options' own values.
  const chosen = options
    .filter((option) => value.some((v) => asText(v) === asText(option.value)))
    .map((o) => o.value);
  return (
    <MultiSelect
      id={id}
      options={options}
      value={chosen}
      max={typeof field.schema.max === 'number' ? field.schema.max : undefined}
      disabled={readOnly}
      onValueChange={setValue}
    />
  );
}

function StaticCombobox({
  field,
  id,
  setValue,
  readOnly,
  options,
}: SchemaWidgetProps & { options: ComboboxOption[] }) {
  const chosen = options.find((option) => asText(option.value) === asText(field.value));
  return (
    <Combobox
      id={id}
      options={options}
      value={chosen ? chosen.value : null}
      disabled={readOnly}
      placeholder={field.schema.placeholder}
      onValueChange={(value) => setValue(value)}
    />
  );
}

function SearchCombobox({
  field,
  id,
  setValue,
  readOnly,
  transport,
  locale,
}: SchemaWidgetProps & { transport: ApiTransport }) {
  const { schema } = field;
  const { search, state } = useOptionSearch({
    transport,
    url: schema.url ?? '',
    queryName: schema.query,
    params: schema.params,
    taggableUrl: schema.taggableUrl,
    textKey: schema.textKey,
    valueKey: schema.valueKey,
    groupKey: schema.groupKey,
  });
  const options: ComboboxOption[] = state.options.map((option) => ({
    text: option.text,
    value: option.value,
    ...(option.group ? { group: option.group } : {}),
  }));
  return (
    <Combobox
      id={id}
      options={options}
      value={field.value ?? null}
      disabled={readOnly}
      placeholder={schema.placeholder}
      search={state.term}
      onSearchChange={(term) => search.search(term)}
      loading={state.status === 'loading'}
      hint={state.hint ? t(state.hint.code, state.hint.params, locale) : undefined}
      error={state.status === 'error' ? (state.error ?? '') : undefined}
      errorTitle={t('search.failed', undefined, locale)}
      emptyText={t('search.noOptions', undefined, locale)}
      onCreate={
        schema.taggable && schema.taggableUrl
          ? (text) => {
              void search.create(text).then((created) => {
                if (created) setValue(created.value);
              });
            }
          : undefined
      }
      onValueChange={(value) => setValue(value)}
    />
  );
}

function AutocompleteWidget(props: SchemaWidgetProps) {
  const { field, transport } = props;
  // A field with a url searches the server (01 §7); without one it filters its own options.
  if (field.schema.url && transport) return <SearchCombobox {...props} transport={transport} />;
  return <StaticCombobox {...props} options={readOptions(field.schema)} />;
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
        <Switch
          id={id}
          checked={isChecked(field)}
          disabled={readOnly}
          onCheckedChange={onCheckedChange}
          onBlur={onBlur}
        />
      ) : (
        <Checkbox
          id={id}
          checked={isChecked(field)}
          disabled={readOnly}
          onCheckedChange={(checked) => onCheckedChange(checked === true)}
          onBlur={onBlur}
        />
      )}
      <Label htmlFor={id} className="leading-snug">
        {field.label}
      </Label>
    </div>
  );
}

function RadioWidget({ field, id, setValue, readOnly }: SchemaWidgetProps) {
  const options = readOptions(field.schema);
  return (
    <RadioGroup
      value={asText(field.value)}
      disabled={readOnly}
      onValueChange={(key) => setValue(findOption(options, key)?.value ?? key)}
      className={field.schema.layout === 'inline' ? 'flex flex-wrap gap-6' : undefined}
    >
      {options.map((option, index) => {
        // The first radio takes the field's id so the error summary link lands on the group.
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={asText(option.value)} className="flex items-center gap-2">
            <RadioGroupItem value={asText(option.value)} id={optionId} />
            <Label htmlFor={optionId}>{option.text}</Label>
          </div>
        );
      })}
    </RadioGroup>
  );
}

function FileWidget({
  field,
  id,
  setValue,
  transport,
  locale,
}: SchemaWidgetProps & { transport: ApiTransport }) {
  const { schema } = field;
  const files = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const options = {
    url: schema.url ?? '',
    deleteUrl: schema.deleteUrl ?? null,
    maxFiles: typeof schema.max === 'number' ? schema.max : schema.multiple ? null : 1,
    transport,
    locale,
  };
  // The queue lives as long as the field is shown; its starting files are the field's value.
  const [queue] = React.useState(() => createUploadQueue({ ...options, files: files as never }));
  React.useEffect(() => () => queue.dispose(), [queue]);
  React.useEffect(() => queue.setOptions(options));
  const state = useStore(queue);
  const uploaded = React.useMemo(
    () =>
      state.items.flatMap((item: UploadItem) => (item.status === 'uploaded' && item.file ? [item.file] : [])),
    [state.items],
  );
  const first = React.useRef(true);
  React.useEffect(() => {
    // The starting files came from the value; only later changes are written back.
    if (first.current) {
      first.current = false;
      return;
    }
    setValue(schema.multiple ? uploaded : (uploaded[0] ?? null));
    // setValue is stable per field; the list is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploaded]);
  return <FileUpload queue={queue} inputId={id} label={field.label} multiple={Boolean(schema.multiple)} />;
}

function FileOrMissing(props: SchemaWidgetProps) {
  if (!props.transport) return <MissingTransport {...props} />;
  return <FileWidget {...props} transport={props.transport} />;
}

function MissingTransport({ field, locale }: SchemaWidgetProps) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {t('errors.inputTypeNotFound', { type: field.type }, locale)}
    </p>
  );
}

function RecurrenceWidget({ field, setValue, readOnly }: SchemaWidgetProps) {
  const value = field.value as Partial<RecurrenceInput> | null | undefined;
  const dtstart = toDate(value?.dtstart) ?? new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const current: RecurrenceInput = {
    preset: value?.preset ?? 'daily',
    dtstart,
    ...(value?.end ? { end: value.end } : {}),
    ...(value?.custom ? { custom: value.custom } : {}),
  };
  return <RecurrenceEditor value={current} disabled={readOnly} onValueChange={setValue} />;
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

function CollectionWidget({ field, form, id, readOnly, locale, widgets, transport }: SchemaWidgetProps) {
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
          className="m-0 grid min-w-0 grid-cols-12 gap-4 rounded-md border border-border p-4"
        >
          <legend className="px-1 text-sm font-medium">
            {t('ui.form.item', { label: field.label, number: index + 1 }, locale)}
          </legend>
          {children.map((child) => {
            const path = `${field.name}.${index}.${child.name}`;
            const childState: FieldState = {
              ...field,
              name: path,
              type: child.type ?? 'text',
              label: child.label ?? child.name!,
              schema: child,
              value: item?.[child.name!],
              error: field.itemErrors[`${index}.${child.name}`] ?? null,
              errorText: null,
              itemErrors: {},
              inputError: null,
            };
            const error = childState.error;
            childState.errorText =
              error === null ? null : typeof error === 'string' ? error : t(error.code, error.params, locale);
            return (
              <ItemField
                key={path}
                state={childState}
                form={form}
                id={`${id}-${index}-${child.name!.replace(/\W/g, '-')}`}
                readOnly={readOnly || Boolean(child.readonly)}
                locale={locale}
                widgets={widgets}
                transport={transport}
              />
            );
          })}
          <div className="col-span-12 flex justify-end">
            <button
              type="button"
              data-slot="schema-form-collection-remove"
              className="text-sm font-medium text-destructive underline underline-offset-4 disabled:opacity-50"
              disabled={readOnly || (min != null && items.length <= min)}
              onClick={() => form.removeItem(field.name, index)}
            >
              {t('ui.form.removeItem', { number: index + 1 }, locale)}
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
          {t('ui.form.addItem', undefined, locale)}
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
  transport,
}: {
  state: FieldState;
  form: SchemaFormEngine;
  id: string;
  readOnly: boolean;
  locale: Locale;
  widgets: WidgetRegistry;
  transport?: ApiTransport;
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
    ...(transport ? { transport } : {}),
  };
  return <FieldFrame widget={widget} props={props} />;
}

/**
 * The built-in widgets by field type (01 §3): text, email, password, url, number, money, phone/tel,
 * ssn, mask/masked, date, datepicker, datetime, time, textarea, select (multiple → multiselect, url or
 * searchable → autocomplete), multiselect, autocomplete/combobox, checkbox (with `switch` → a switch),
 * switch, radio, file/upload, recurrence, collection, hidden and html.
 */
export const defaultWidgets: WidgetRegistry = {
  text: { component: TextWidget },
  email: { component: TextWidget },
  password: { component: TextWidget },
  url: { component: TextWidget },
  number: { component: TextWidget },
  time: { component: TextWidget },
  datetime: { component: TextWidget },
  money: { component: MoneyWidget },
  phone: { component: PhoneWidget },
  tel: { component: PhoneWidget },
  ssn: { component: SsnWidget },
  mask: { component: MaskWidget },
  masked: { component: MaskWidget },
  date: { component: DateWidget },
  datepicker: { component: DatePickerWidget },
  textarea: { component: TextareaWidget },
  select: { component: SelectWidget },
  multiselect: { component: MultiSelectWidget },
  autocomplete: { component: AutocompleteWidget },
  combobox: { component: AutocompleteWidget },
  checkbox: { component: CheckboxWidget, label: 'self' },
  switch: { component: CheckboxWidget, label: 'self' },
  radio: { component: RadioWidget, label: 'group' },
  file: { component: FileOrMissing, label: 'self' },
  upload: { component: FileOrMissing, label: 'self' },
  recurrence: { component: RecurrenceWidget, label: 'group' },
  collection: { component: CollectionWidget, label: 'group' },
  hidden: { component: HiddenWidget, label: 'none' },
  html: { component: HtmlWidget, label: 'none' },
};

/**
 * Builds a widget registry: the built-in widgets with each given map laid over them in order, so an app
 * can add a type (`{ address: { component: AddressWidget } }`) or replace a built-in one. Pass the result
 * to `<SchemaForm widgets={…}>`, and its keys as the engine's `fieldTypes` so unknown-type errors match.
 */
export function createWidgetRegistry(...maps: Readonly<Record<string, SchemaWidget>>[]): WidgetRegistry {
  return Object.freeze(Object.assign({}, defaultWidgets, ...maps));
}
