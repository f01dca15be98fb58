import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/types';
import { registerLocale, type Locale, type MessageCatalogue } from '../messages';
import { createSchemaForm } from './schema-form';
import type { FormSchema } from './schema';

// A third locale as an app registers it (examples/third-locale): a few texts, English for the rest.
const fr = 'fr' as Locale;
registerLocale(fr, { 'validation.required': 'Saisissez {field}' } as MessageCatalogue, { intl: 'fr-FR' });

const transport = vi.fn() as unknown as ApiTransport;

/** One schema for every language: texts per locale, a message code and a plain string. */
const schema: FormSchema = {
  action: '/contact',
  title: { en: 'Contact', es: 'Contacto', fr: 'Contact' } as FormSchema['title'],
  children: [
    {
      name: 'last_name',
      type: 'text',
      label: { en: 'Last name', es: 'Apellido', fr: 'Nom' } as FormSchema['title'],
      required: true,
    },
    { name: 'city', type: 'text', label: { en: 'City', es: 'Ciudad' } },
    { name: 'agree', type: 'checkbox', label: { code: 'common.continue' } },
    { name: 'code', type: 'text', label: 'Promo code' },
  ],
};

const labels = (form: ReturnType<typeof createSchemaForm>) =>
  ['last_name', 'city', 'agree', 'code'].map((name) => form.getField(name)!.label);

describe('spec 01 §1: one schema serves every language, and a switch keeps what was typed', () => {
  it("labels are read in the form's locale: per-locale texts, codes and plain strings", () => {
    const form = createSchemaForm({ transport, schema, locale: 'es' });
    expect(labels(form)).toEqual(['Apellido', 'Ciudad', 'Continuar', 'Promo code']);
  });

  it('a text the locale lacks shows in English (the default locale)', () => {
    const form = createSchemaForm({ transport, schema, locale: fr });
    expect(labels(form)).toEqual(['Nom', 'City', 'Continue', 'Promo code']);
  });

  it('switching en → fr → es changes the labels and keeps the same store, values and touched state', () => {
    const form = createSchemaForm({ transport, schema, locale: 'en' });
    form.setValue('last_name', 'Dupont');
    form.setValue('city', 'Lyon');
    form.touch('city');
    const listener = vi.fn();
    form.subscribeField('last_name', listener);

    form.update({ locale: fr });
    expect(labels(form)).toEqual(['Nom', 'City', 'Continue', 'Promo code']);
    expect(listener).toHaveBeenCalled();
    form.update({ locale: 'es' });
    expect(labels(form)).toEqual(['Apellido', 'Ciudad', 'Continuar', 'Promo code']);

    expect(form.getField('last_name')!.value).toBe('Dupont');
    expect(form.getField('city')).toMatchObject({ value: 'Lyon', touched: true });
    expect(form.getModel()).toMatchObject({ last_name: 'Dupont', city: 'Lyon' });
    expect(form.getState().dirty).toBe(true);
  });

  it('an error shown before a switch names the field in the new language', () => {
    const form = createSchemaForm({ transport, schema, locale: 'en' });
    form.validate();
    expect(form.getField('last_name')!.errorText).toBe('Enter Last name');
    form.update({ locale: fr });
    expect(form.getField('last_name')!.errorText).toBe('Saisissez Nom');
    expect(form.getState().errorSummary).toEqual([]);
  });

  it('after a submit the error summary follows the switch too', async () => {
    const form = createSchemaForm({ transport, schema, locale: 'en' });
    await form.submit();
    expect(form.getState().errorSummary[0]).toMatchObject({ label: 'Last name' });
    form.update({ locale: 'es' });
    expect(form.getState().errorSummary[0]).toMatchObject({ label: 'Apellido' });
  });
});
