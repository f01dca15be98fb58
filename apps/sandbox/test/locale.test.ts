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
import { t } from '@leasekit/core';
import { apply, fill, startApplication, startCheckout, startSandbox, type TestSandbox } from './helpers';

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

describe('the sandbox serves its form schemas in the requested language (Accept-Language)', () => {
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

  it('an approval reads in Spanish for a Spanish request: titles, option labels and notes; amounts and codes stay', async () => {
    const entry = await startApplication(sandbox, 1);
    const { result: en, token } = await apply(sandbox, entry, await fill(sandbox, 'option-a-b'));
    expect(en.message.options.map((o: { note: string }) => o.note)).toEqual([
      '12 month lease',
      '18 month lease',
    ]);
    const spanish = { 'Accept-Language': 'es-MX,es;q=0.9' };
    // The stored result answers again (confirm is idempotent), and the application carries it too.
    const again = await sandbox.call('POST', '/apply-v2/application/confirm', {
      token,
      body: { submitted: true, terms_accepted: true },
      headers: spanish,
    });
    const view = await sandbox.call('GET', '/apply-v2/application', { token, headers: spanish });
    expect(again.headers.get('vary')).toContain('Accept-Language');
    for (const es of [again.json.data, view.json.data.application_result]) {
      expect(es.message.options).toEqual([
        { label: 'Opción A', amount: en.message.options[0].amount, note: 'Arrendamiento de 12 meses' },
        { label: 'Opción B', amount: en.message.options[1].amount, note: 'Arrendamiento de 18 meses' },
      ]);
      expect(es.message.title).toBe(`¡Felicidades, ${en.message.name}!`);
      expect(es.message.sub_title1).toMatch(/^Tiene una aprobación de hasta \$[\d,]+\.\d\d$/);
      expect(es.message.sub_title2).toBe('Su aprobación es válida por 180 días.');
      expect(es.message.sub_title3).toBe('Elija la opción de arrendamiento que más le convenga.');
      expect({ ...es, message: null }).toEqual({ ...en, message: null });
    }
    const english = await sandbox.call('GET', '/apply-v2/application', { token });
    expect(english.json.data.application_result).toEqual(en);
  });

  it('a denial reads in Spanish for a Spanish request, with the store phone', async () => {
    const entry = await startApplication(sandbox, 1);
    const { result: en, token } = await apply(sandbox, entry, await fill(sandbox, 'denied-w-score'));
    const es = await sandbox.call('GET', '/apply-v2/application', {
      token,
      headers: { 'Accept-Language': 'es' },
    });
    const phone = /Please contact (.+), if/.exec(en.message)![1];
    expect(es.json.data.application_result.message).toBe(
      `Lamentablemente, no pudimos aprobarle en este momento. Si tiene preguntas sobre su solicitud, comuníquese al ${phone}.`,
    );
  });

  it("a 422 for a Spanish request says each field's problem in the app's Spanish words (same codes as the client)", async () => {
    const token = await startApplication(sandbox, 1);
    const response = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      headers: { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.5' },
      body: {
        applicant: {
          first_name: 'Al',
          last_name: '',
          social_security_number: '123',
          date_of_birth: '2015-01-01',
          cell: '555',
          email: 'x',
          identification_issuer: 'ZZ',
        },
      },
    });
    expect(response.http).toBe(422);
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const say = (code: string, params: Record<string, string | number>) => t(code, params, 'es');
    expect(response.json.data).toEqual({
      'applicant.last_name': [say('validation.required', { field: 'Apellido' })],
      'applicant.social_security_number': [say('validation.ssn', { field: 'Número de Seguro Social' })],
      'applicant.date_of_birth': [say('validation.adult', { age: 18 })],
      'applicant.cell': [say('validation.phone', { field: 'Teléfono móvil' })],
      'applicant.email': [say('validation.email', { field: 'Correo electrónico' })],
      'applicant.identification_issuer': [
        say('validation.in', { field: 'Estado emisor de la identificación' }),
      ],
    });
    // The catalogue's Spanish, not its English fallback.
    expect(response.json.data['applicant.last_name']).toEqual(['Introduzca Apellido']);
    expect(response.json.data['applicant.date_of_birth']).toEqual([
      'El solicitante debe tener 18 años o más',
    ]);
  });

  it('every field message the sandbox gives has its Spanish: choices, numbers, pasted hidden characters', async () => {
    const token = await startApplication(sandbox, 1);
    const response = await sandbox.call('POST', '/apply-v2/application/step/applicantIncome', {
      token,
      headers: { 'Accept-Language': 'es' },
      body: {
        applicant: { income: [{ source: '', gross: 'mucho', employer: 'Acme\u202E', frequency: 'monthly' }] },
      },
    });
    expect(response.http).toBe(422);
    const messages = Object.values(response.json.data as Record<string, string[]>).flat();
    expect(messages).toContain('Seleccione Fuente de ingresos');
    expect(messages).toContain('El valor de Ingreso bruto (por período de pago) debe ser un número válido.');
    for (const message of messages) expect(message).not.toMatch(/\b(Enter|Select|must|value|The)\b/);
  });

  it('02 §2: the signing page and the contract read in the contract language the lease form sent (Spanish)', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox, 1);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a'));
    await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly', language: 'es' },
    });
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
    // Opened by navigation with an English browser: the contract's language decides, not the header.
    const signPage = await (
      await fetch(esign.json.data.url, { headers: { 'Accept-Language': 'en-US' } })
    ).text();
    expect(signPage).toContain('<html lang="es">');
    expect(signPage).toContain('<title>Firme su arrendamiento');
    expect(signPage).toContain('Contrato de arrendamiento con opción a compra');
    expect(signPage).toContain('pagos mensuales');
    expect(signPage).toContain('Leí el contrato y lo firmo electrónicamente.');
    expect(signPage).toMatch(/<button type="submit">Firmar<\/button>/);
    expect(signPage).not.toMatch(/Lease-Purchase Agreement|Cash price|I have read|>Sign</);
    const preview = await (
      await fetch(`${sandbox.url}/apply-v2/checkout/${checkoutId}/preview?apply_token=${token}`)
    ).text();
    expect(preview).toContain('Precio de contado');
    expect(preview).toContain('<html lang="es">');
    const signed = await fetch(esign.json.data.url, { method: 'POST', redirect: 'manual' });
    expect(signed.status).toBe(303);
    // A used link says so in the request's language (no contract to go by).
    const used = await fetch(esign.json.data.url, { headers: { 'Accept-Language': 'es-MX' } });
    expect(used.status).toBe(410);
    expect(await used.text()).toContain('<h1>El enlace de firma no es válido</h1>');
  });

  it("02 §4: the application keeps the language the shopper applies in, the lease form's default contract language", async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    const path = '/apply-v2/application/step/applicantInfo';
    const english = await sandbox.call('POST', path, { token, body: model });
    expect(english.json.data.application.language).toBe('en');
    const spanish = await sandbox.call('POST', path, {
      token,
      body: model,
      headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.json.data.application.language).toBe('es');
    const view = await sandbox.call('GET', '/apply-v2/application', { token });
    expect(view.json.data.language).toBe('es');
  });

  it('02 §2: an English contract keeps the English signing page', async () => {
    const { token: entry, checkoutId } = await startCheckout(sandbox, 1);
    const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a'));
    await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly', language: 'en' },
    });
    const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
    const signPage = await (
      await fetch(esign.json.data.url, { headers: { 'Accept-Language': 'es' } })
    ).text();
    expect(signPage).toContain('<html lang="en">');
    expect(signPage).toContain('Lease-Purchase Agreement');
    expect(signPage).toMatch(/<button type="submit">Sign<\/button>/);
  });

  it('the signing page names the option as the app does and writes money and dates in the contract language', async () => {
    for (const language of ['en', 'es'] as const) {
      const { token: entry, checkoutId } = await startCheckout(sandbox, 1);
      const { token } = await apply(sandbox, entry, await fill(sandbox, 'option-a'));
      const lease = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly', language },
      });
      const esign = await sandbox.call('POST', `/apply-v2/checkout/${checkoutId}/esign`, { token, body: {} });
      const signPage = await (await fetch(esign.json.data.url)).text();
      expect(signPage).not.toContain('OptionA');
      expect(signPage).toContain(language === 'es' ? 'Opción A' : 'Option A');
      // Money: a currency sign, grouping past a thousand, two decimals; never '$1668.24'.
      expect(signPage).not.toMatch(/\$\d{4,}/);
      const total = new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
        style: 'currency',
        currency: 'USD',
      }).format(lease.json.data.totalPayment);
      expect(signPage).toContain(total);
      // Dates as words in the language, never ISO.
      expect(signPage).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      const begins = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${lease.json.data.leaseBeginsAt}T00:00:00Z`));
      expect(signPage).toContain(begins);
      if (language === 'es') expect(begins).toMatch(/ de /);
    }
  });
});
