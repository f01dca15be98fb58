/**
 * The form schema as every `_form=true` call answers it (01 §3, §7), as one zod/mini schema
 * (docs/decisions/0001-contract-schemas.md). The form engine builds fields, conditions and rules from
 * it, so its structure is checked: children are lists of fields, a field's name and type are text,
 * conditions name a field and one of the spec's operators, rules are text, lists or maps, buttons are
 * submit or cancel. A presentational key of the wrong kind (a `min` given as text, a label given as a
 * number) is left out rather than refusing the whole form: the field shows without it, as it would
 * without the key. Keys the contract does not name stay on the field, for a team's own widgets.
 */
import * as z from 'zod/mini';
import type { MessageCode } from '../messages/en';
import type { ButtonSchema, ConditionSchema, FieldSchema, FormSchema } from '../schema-form/schema';

/** A key that is left out when it is of another kind than `schema` (never refusing the form). */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A catalogue code as a server names it: any text, shown as the code itself when no catalogue has it. */
const messageCode = z.custom<MessageCode>((value) => typeof value === 'string');

/** A text as data for every language (`LocalizedText`): a string, a catalogue code, or a text per locale. */
const localizedText = z.union([
  z.string(),
  z.object({
    code: messageCode,
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  z.record(z.string(), z.string()),
]);

const record = z.record(z.string(), z.unknown());
const text = lenient(z.string());
const number = lenient(z.number());
const flag = lenient(z.boolean());
const label = lenient(localizedText);

/** One visibility condition (01 §5). */
const conditionSchema: z.ZodMiniType<ConditionSchema> = z.object({
  field: z.string(),
  operator: z.enum(['in', 'not in', 'equals', 'not equals', '>=', '<=', '<', '>']),
  value: z.optional(z.unknown()),
});

/** A button of the form (01 §3): submit or cancel. */
const buttonSchema: z.ZodMiniType<ButtonSchema> = z.looseObject({
  label: localizedText,
  type: z.enum(['submit', 'cancel']),
  action: z.optional(z.string()),
  params: z.optional(record),
  variant: text,
  icon: text,
});

/** A field or layout group (01 §3), its children checked the same way at every depth. */
const fieldSchema: z.ZodMiniType<FieldSchema> = z.looseObject({
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  label,
  title: label,
  description: label,
  placeholder: label,
  mask: text,
  min: number,
  max: number,
  step: number,
  required: flag,
  readonly: flag,
  options: z.optional(z.array(z.unknown())),
  multiple: flag,
  textKey: text,
  valueKey: text,
  groupKey: text,
  url: z.optional(z.string()),
  query: text,
  params: z.optional(record),
  taggable: flag,
  taggableUrl: z.optional(z.string()),
  searchable: flag,
  empty: z.optional(z.unknown()),
  prepend: text,
  append: text,
  dateFormat: text,
  maskFormat: text,
  pickerOptions: lenient(record),
  checkedValue: z.optional(z.unknown()),
  uncheckedValue: z.optional(z.unknown()),
  switch: flag,
  layout: text,
  grid: z.optional(z.unknown()),
  deleteUrl: z.optional(z.string()),
  rules: z.optional(z.union([z.string(), z.array(z.union([z.string(), record])), record])),
  conditions: z.optional(z.array(conditionSchema)),
  get children() {
    return z.optional(z.array(fieldSchema));
  },
  default: z.optional(z.unknown()),
  autocomplete: text,
  inputmode: text,
});

/**
 * The answer of a form schema call (`_form=true`, 01 §3, §7): what `getSchemaRequest` asks the API
 * client to parse a schema with. An answer whose structure the engine cannot build a form from is refused
 * (the form shows the invalid-answer error and Try again); see the top of this file for what is lenient.
 */
export const formSchemaAnswer: z.ZodMiniType<FormSchema> = z.looseObject({
  action: z.optional(z.string()),
  params: z.optional(record),
  values: z.optional(record),
  title: label,
  buttons: z.optional(z.array(buttonSchema)),
  children: z.optional(z.array(fieldSchema)),
  conditions: z.optional(z.record(z.string(), z.union([conditionSchema, z.array(conditionSchema)]))),
});
