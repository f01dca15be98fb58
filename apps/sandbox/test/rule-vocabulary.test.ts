import {
  getFieldRules,
  isKnownRule,
  normalizeRule,
  type FieldSchema as ClientField,
} from '@leasekit/core/form';
import { describe, expect, it } from 'vitest';
import { SEED_STORES } from '../src/db/seed';
import {
  STEP_FORMS,
  checkoutBankingSchema,
  flattenFields,
  singlePageSchema,
  stepSchema,
  type FieldSchema,
  type FormSchema,
} from '../src/domain/forms';

/** Every form schema the sandbox serves: each wizard step and the single-page form for every seeded store, and the checkout banking form. */
function servedSchemas(): { name: string; schema: FormSchema }[] {
  const schemas: { name: string; schema: FormSchema }[] = [];
  for (const store of SEED_STORES) {
    for (const step of STEP_FORMS)
      schemas.push({ name: `store ${store.id} ${step}`, schema: stepSchema(step, store, {}) });
    schemas.push({ name: `store ${store.id} single page`, schema: singlePageSchema(store, {}) });
  }
  schemas.push({ name: 'checkout banking', schema: checkoutBankingSchema(1, {}) });
  return schemas;
}

/** The rule names of a field as the client reads them (core's `getFieldRules` and `normalizeRule`). */
function clientRuleNames(field: FieldSchema): string[] {
  return getFieldRules(field as unknown as ClientField).map((spec) => normalizeRule(spec).rule);
}

/** `schema › field: rule` for every rule the client does not know. */
function unknownRules(schemas: { name: string; schema: FormSchema }[]): string[] {
  return schemas.flatMap(({ name, schema }) =>
    flattenFields(schema).flatMap((field) =>
      clientRuleNames(field)
        .filter((rule) => !isKnownRule(rule))
        .map((rule) => `${name} › ${field.name}: ${rule}`),
    ),
  );
}

describe('one rule vocabulary for client and server', () => {
  it('every rule name of every schema the sandbox serves is registered in core', () => {
    const schemas = servedSchemas();
    // The walk covers every step of every seeded store (HVAC, banking required, product selection…).
    expect(schemas.length).toBe(SEED_STORES.length * (STEP_FORMS.length + 1) + 1);
    const names = new Set(schemas.flatMap(({ schema }) => flattenFields(schema).flatMap(clientRuleNames)));
    for (const rule of ['ssn', 'adult', 'zip', 'routing', 'account', 'email', 'same', 'yes', 'required_if'])
      expect(names).toContain(rule);
    expect(unknownRules(schemas)).toEqual([]);
  });

  it('the walk reports a rule the client does not know', () => {
    const schema = stepSchema('applicantInfo', SEED_STORES[0]!, {});
    const planted: FormSchema = {
      ...schema,
      children: [{ name: 'x', type: 'text', label: 'X', rules: ['required', 'frobnicate:3'] }],
    };
    expect(unknownRules([{ name: 'planted', schema: planted }])).toEqual(['planted › x: frobnicate']);
  });
});
