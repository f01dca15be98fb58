import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBankingSchema,
  flattenFields,
  singlePageSchema,
  STEP_FORMS,
  stepSchema,
  type FormSchema,
} from '../src/domain/forms';
import { getRequestLocale, localizeSchema, localizeText } from '../src/domain/forms-es';
import { startApplication, startSandbox, type TestSandbox } from './helpers';

/** Every text a schema shows: title, buttons, section titles, labels, placeholders, option texts. */
function texts(schema: FormSchema): string[] {
  const sections = schema.children.flatMap((child) =>
    child.type === 'section' ? [(child as { title: string }).title] : [],
  );
  const fields = flattenFields(schema).flatMap((field) => [
    field.label,
    ...(field.placeholder ? [field.placeholder] : []),
    ...(field.options ?? []).map((option) => option.text),
  ]);
  return [schema.title, ...schema.buttons.map((button) => button.label), ...sections, ...fields];
}

describe('issue 14: the sandbox serves its form schemas in the requested language (Accept-Language)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('reads Accept-Language: Spanish when named before English, English otherwise', () => {
    expect(getRequestLocale('es')).toBe('es');
    expect(getRequestLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(getRequestLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(getRequestLocale('fr, es;q=0.5')).toBe('es');
    expect(getRequestLocale('es;q=0, en')).toBe('en');
    expect(getRequestLocale('')).toBe('en');
    expect(getRequestLocale(undefined)).toBe('en');
    expect(getRequestLocale(';;;,q=x')).toBe('en');
  });

  it('a step schema in Spanish has Spanish labels, options and buttons; names, values and rules are the same', async () => {
    const token = await startApplication(sandbox, 1);
    const path = '/apply-v2/application/step/applicantIncome';
    const en = await sandbox.call('GET', path, { token, query: { _form: 'true' } });
    const es = await sandbox.call('GET', path, {
      token,
      query: { _form: 'true' },
      headers: { 'Accept-Language': 'es-US,es;q=0.9' },
    });
    expect(es.headers.get('vary')).toContain('Accept-Language');
    const enFields = flattenFields(en.json.data);
    const esFields = flattenFields(es.json.data);
    expect(esFields.map((f) => [f.name, f.rules, f.options?.map((o) => o.value)])).toEqual(
      enFields.map((f) => [f.name, f.rules, f.options?.map((o) => o.value)]),
    );
    const source = esFields.find((f) => f.name === 'applicant.income.0.source')!;
    expect(source.label).toBe('Fuente de ingresos');
    expect(source.options!.find((o) => o.value === 'retirement')!.text).toBe('Jubilación');
    expect(enFields.find((f) => f.name === 'applicant.income.0.source')!.label).toBe('Income Source');
    expect(es.json.data.buttons.map((b: { label: string }) => b.label)).toEqual(['Atrás', 'Continuar']);
    expect(en.json.data.buttons.map((b: { label: string }) => b.label)).toEqual(['Back', 'Continue']);
  });

  it('every text of every schema of every store has its Spanish (only codes, numbers and names stay)', async () => {
    const untranslated = new Set<string>();
    const products = new Set<string>();
    for (let id = 1; id <= 11; id += 1) {
      const store = (await sandbox.db.getStore(id))!;
      for (const product of store.lease_program.products ?? []) products.add(product.name);
      const schemas = [
        ...STEP_FORMS.map((step) => stepSchema(step, store, {})),
        singlePageSchema(store, {}),
        checkoutBankingSchema(1, {}),
      ];
      for (const schema of schemas) {
        const spanish = texts(localizeSchema(schema, 'es'));
        texts(schema).forEach((text, i) => {
          if (spanish[i] === text) untranslated.add(text);
        });
      }
    }
    // State codes, pay days, 'NO' (the same in Spanish), the '###-##-####' mask and product names.
    const expected = [...untranslated].filter(
      (text) => !/^[A-Z]{2}$|^\d{1,2}$|^#/.test(text) && !products.has(text),
    );
    expect(expected).toEqual([]);
    expect(localizeText('Owner Street Address', 'es')).toBe('Dirección del propietario');
    expect(localizeText('Owner Street Address', 'en')).toBe('Owner Street Address');
  });
});
