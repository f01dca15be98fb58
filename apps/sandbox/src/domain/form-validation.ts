import { z } from 'zod';
import { isRecord } from '@leasekit/core';
import { CHOICE_FIELD_TYPES, evaluateCondition } from '@leasekit/core/form';
import type { FieldSchema } from './forms';
import { localizeText, type FormLocale } from './forms-es';
import { catalogueMessage as say, ownMessage } from './messages';
import { isWholeCents, MAX_AMOUNT_CENTS } from './money';
import { hasForbiddenCharacters } from './security';

/** A model flattened to dotted paths (`applicant.income.0.gross`). */
export type FlatModel = Record<string, unknown>;

/** Flattens a nested model to dotted paths; arrays use their indexes as segments. */
export function flattenModel(value: unknown, prefix = '', out: FlatModel = {}): FlatModel {
  if (isRecord(value) || Array.isArray(value)) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) flattenModel(item, prefix ? `${prefix}.${key}` : key, out);
    if (!entries.length && prefix) out[prefix] = value;
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
}

/** Rebuilds a nested model from dotted paths; numeric segments make arrays. */
export function unflattenModel(flat: FlatModel): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

function normalize(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value === undefined ? null : value;
}

function toBoolean(value: unknown): unknown {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

/**
 * Whether a field is shown: every condition holds over the model. Posted values are first read as
 * typed values (trimmed, '' → null, 'true'/'1' → true); the comparison itself is core's
 * (`evaluateCondition`, 01 §5), the one the client uses, so both sides agree on which fields exist.
 */
export function isVisible(field: FieldSchema, flat: FlatModel): boolean {
  return (field.conditions ?? []).every((condition) =>
    evaluateCondition(toBoolean(normalize(flat[condition.field])), condition.operator, condition.value),
  );
}

function ruleArgs(field: FieldSchema, name: string): string[] | null {
  const rule = field.rules.find((r) => r === name || r.startsWith(`${name}:`));
  if (!rule) return null;
  const index = rule.indexOf(':');
  return index < 0 ? [] : rule.slice(index + 1).split(',');
}

function requiredMessage(field: FieldSchema, locale: FormLocale): string {
  if (ruleArgs(field, 'product')) return say('validation.productRequired', undefined, locale);
  if (ruleArgs(field, 'yes')) return say('hvac.allYes', undefined, locale);
  // The same codes as the client picks (validation.required / validation.selectRequired).
  const params = { field: localizeText(field.label, locale) };
  return CHOICE_FIELD_TYPES.has(field.type ?? '')
    ? say('validation.selectRequired', params, locale)
    : say('validation.required', params, locale);
}

function isRequired(field: FieldSchema, flat: FlatModel): boolean {
  if (ruleArgs(field, 'required') || ruleArgs(field, 'product')) return true;
  const when = ruleArgs(field, 'required_if');
  if (when) {
    const [path, ...values] = when;
    return values.includes(String(normalize(flat[path!])));
  }
  return false;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The zod schema of one field's value (not null) from its type and rules; its messages in `locale`
 * (English by default), in the words of the core's catalogue.
 */
export function fieldZod(
  field: FieldSchema,
  flat: FlatModel,
  today: string,
  locale: FormLocale = 'en',
): z.ZodType {
  const label = localizeText(field.label, locale);
  const numberMessage = say('validation.number', { field: label }, locale);
  if (field.type === 'switch' || ruleArgs(field, 'boolean')) {
    return z.preprocess(toBoolean, z.boolean({ error: say('validation.boolean', { field: label }, locale) }));
  }
  if (field.type === 'money' || ruleArgs(field, 'numeric')) {
    const min = ruleArgs(field, 'min_value');
    let number = z.number({ error: numberMessage }).finite(numberMessage);
    if (min)
      number = number.min(
        Number(min[0]),
        say('validation.min.numeric', { field: label, min: min[0]! }, locale),
      );
    if (field.type === 'money') {
      // Money is whole cents and bounded on the server, whatever the schema's own rules say: an income
      // or a quote of 1e300 would otherwise reach the arithmetic.
      const max = String(MAX_AMOUNT_CENTS / 100);
      number = number
        .max(MAX_AMOUNT_CENTS / 100, say('validation.max.numeric', { field: label, max }, locale))
        .refine(isWholeCents, ownMessage('cents', { field: label }, locale));
    }
    return z.preprocess(
      (value) => (typeof value === 'string' && NUMBER.test(value) ? Number(value) : value),
      number,
    );
  }
  let schema: z.ZodType<string> = z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: ownMessage('text', { field: label }, locale) }),
  );
  const refine = (check: (value: string) => boolean, message: string) => {
    schema = schema.refine(check, message);
  };
  const transform = (fn: (value: string) => string) => {
    schema = schema.transform(fn) as unknown as z.ZodType<string>;
  };
  // No NUL, control or bidirectional-override characters in names, addresses or any other text.
  refine((value) => !hasForbiddenCharacters(value), ownMessage('hidden', { field: label }, locale));
  const max = ruleArgs(field, 'max');
  if (max)
    refine(
      (value) => value.length <= Number(max[0]),
      say('validation.max.string', { field: label, max: max[0]! }, locale),
    );
  // A phone, SSN or zip longer than its format is refused, not cut down to its digits.
  if (ruleArgs(field, 'phone')) {
    refine(
      (value) => /^[\d\s().-]{10,14}$/.test(value) && value.replace(/\D/g, '').length === 10,
      say('validation.phone', { field: label }, locale),
    );
    transform((value) => value.replace(/\D/g, ''));
  }
  if (ruleArgs(field, 'ssn')) {
    refine(
      (value) => /^\d{3}[- ]?\d{2}[- ]?\d{4}$/.test(value) || /^X{3}-?X{2}-?\d{4}$/i.test(value),
      say('validation.ssn', { field: label }, locale),
    );
    transform((value) => {
      const only = value.replace(/\D/g, '');
      return only.length === 9
        ? `${only.slice(0, 3)}-${only.slice(3, 5)}-${only.slice(5)}`
        : value.toUpperCase();
    });
  }
  if (ruleArgs(field, 'date')) {
    transform((value) => {
      const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
      return us ? `${us[3]}-${us[1]}-${us[2]}` : value;
    });
    refine(validDate, say('validation.date', { field: label }, locale));
  }
  if (ruleArgs(field, 'adult')) {
    refine(
      (value) => !validDate(value) || ageOn(value, today) >= 18,
      say('validation.adult', { age: 18 }, locale),
    );
    refine(
      (value) => !validDate(value) || ageOn(value, today) <= 120,
      say('validation.date', { field: label }, locale),
    );
  }
  if (ruleArgs(field, 'email'))
    refine((value) => z.email().safeParse(value).success, say('validation.email', { field: label }, locale));
  if (ruleArgs(field, 'zip'))
    refine((value) => /^\d{5}$/.test(value), say('validation.zip', { field: label }, locale));
  if (ruleArgs(field, 'routing'))
    refine((value) => /^\d{9}$/.test(value), say('validation.routing', { field: label }, locale));
  if (ruleArgs(field, 'account')) {
    refine(
      (value) => /^\d{4,17}$/.test(value) || /^\*+\d{4}$/.test(value),
      say('validation.account', { field: label }, locale),
    );
  }
  const allowed = ruleArgs(field, 'in');
  if (allowed) refine((value) => allowed.includes(value), say('validation.in', { field: label }, locale));
  if (ruleArgs(field, 'yes')) refine((value) => value === 'YES', say('hvac.allYes', undefined, locale));
  const same = ruleArgs(field, 'same');
  if (same)
    refine((value) => value === normalize(flat[same[0]!]), say('validation.same', { field: label }, locale));
  return schema;
}

/**
 * The zod schema of a whole form: takes a flattened model, validates every visible field by its rules
 * (hidden fields are dropped, 01 §5 conditions), and returns the visible fields' clean values by path.
 * Errors carry the field's dotted name, so a 422 maps straight onto the form, and read in `locale`
 * (English by default: the request's language, as the schemas are served).
 */
export function formZod(fields: FieldSchema[], today: string, locale: FormLocale = 'en') {
  return z.record(z.string(), z.unknown()).transform((flat, ctx) => {
    const out: FlatModel = {};
    for (const field of fields) {
      if (!isVisible(field, flat)) continue;
      const raw = normalize(flat[field.name]);
      if (raw === null) {
        if (isRequired(field, flat))
          ctx.addIssue({ code: 'custom', path: [field.name], message: requiredMessage(field, locale) });
        else out[field.name] = field.type === 'switch' ? false : null;
        continue;
      }
      const result = fieldZod(field, flat, today, locale).safeParse(raw);
      if (result.success) out[field.name] = result.data;
      else
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: [field.name], message: issue.message });
    }
    return out;
  });
}
