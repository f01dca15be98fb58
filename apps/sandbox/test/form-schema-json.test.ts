import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { SEED_STORES } from '../src/db/seed';
import { checkoutBankingSchema, singlePageSchema, STEP_FORMS, stepSchema } from '../src/domain/forms';

// The JSON Schema @leasekit/core ships for a team's backend, read through the package's export.
const require = createRequire(import.meta.url);
const jsonSchema = JSON.parse(readFileSync(require.resolve('@leasekit/core/form-schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(jsonSchema);

function errorsOf(form: unknown): string[] {
  return validate(form) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('the shipped form-schema JSON Schema accepts every form the sandbox serves', () => {
  it.each(STEP_FORMS)('the %s step of every seeded store', (step) => {
    for (const store of SEED_STORES) expect(errorsOf(stepSchema(step, store, {})), store.slug).toEqual([]);
  });

  it('the single-page form and the checkout banking form', () => {
    for (const store of SEED_STORES) expect(errorsOf(singlePageSchema(store, {}))).toEqual([]);
    expect(errorsOf(checkoutBankingSchema(1, {}))).toEqual([]);
  });

  it('refuses a misspelt key, an unknown operator and a button without a type', () => {
    expect(errorsOf({ children: [{ name: 'a', type: 'text', lable: 'A' }] })).toContain(
      '/children/0 must NOT have additional properties',
    );
    expect(
      errorsOf({ children: [{ name: 'a', conditions: [{ field: 'b', operator: 'is', value: 1 }] }] }).length,
    ).toBeGreaterThan(0);
    expect(errorsOf({ buttons: [{ label: 'Continue' }] })).toContain(
      "/buttons/0 must have required property 'type'",
    );
  });

  it('takes texts per locale and message codes, so one schema serves every language, and refuses unreadable ones', () => {
    const form = {
      title: { en: 'Contact', es: 'Contacto', fr: 'Coordonnées' },
      buttons: [{ label: { code: 'common.continue' }, type: 'submit' }],
      children: [
        {
          name: 'last_name',
          label: { en: 'Last name', es: 'Apellido' },
          description: { code: 'shop.hint', params: { count: 2 } },
          placeholder: 'Smith',
          options: [{ value: 1, text: { en: 'One', fr: 'Un' } }],
        },
      ],
    };
    expect(errorsOf(form)).toEqual([]);
    expect(errorsOf({ title: { en: 3 } }).length).toBeGreaterThan(0);
    expect(errorsOf({ title: {} }).length).toBeGreaterThan(0);
    expect(
      errorsOf({ buttons: [{ label: { code: 'x', text: 'y' }, type: 'submit' }] }).length,
    ).toBeGreaterThan(0);
  });
});
