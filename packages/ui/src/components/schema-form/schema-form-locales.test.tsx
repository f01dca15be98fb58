import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  registerLocale,
  type ApiTransport,
  type Locale,
  type LocalizedText,
  type MessageCatalogue,
} from '@leasekit/core';
import { type FormSchema } from '@leasekit/core/form';
import { useSchemaForm, LocaleProvider } from '@leasekit/core/react';
import { SchemaForm } from './schema-form';

// A third locale as an app registers it: a few texts, English for every code it lacks.
const fr = 'fr' as Locale;
registerLocale(fr, { 'common.continue': 'Continuer' } as MessageCatalogue, { intl: 'fr-FR' });

/** Texts in all three languages; `as LocalizedText` since the monorepo's types do not declare 'fr'. */
const texts = (en: string, es: string, french: string) => ({ en, es, fr: french }) as LocalizedText;

const schema: FormSchema = {
  action: '/contact',
  title: texts('Contact details', 'Datos de contacto', 'Coordonnées'),
  buttons: [
    { label: texts('Back', 'Atrás', 'Retour'), type: 'cancel' },
    { label: { code: 'common.continue' }, type: 'submit' },
  ],
  children: [
    {
      name: 'last_name',
      type: 'text',
      label: texts('Last name', 'Apellido', 'Nom'),
      description: texts('As on your ID', 'Como en su identificación', 'Comme sur votre pièce'),
      placeholder: { en: 'Smith', es: 'García' },
      required: true,
    },
    {
      name: 'contact',
      type: 'select',
      label: texts('Contact by', 'Contactar por', 'Contact par'),
      options: [
        { value: 'phone', text: texts('Phone', 'Teléfono', 'Téléphone') },
        { value: 'mail', text: 'Email' },
      ],
    },
  ],
};

const transport = vi.fn() as unknown as ApiTransport;

function Page({ locale }: { locale: Locale }) {
  const { form } = useSchemaForm({ transport, schema, locale });
  return (
    <LocaleProvider locale={locale}>
      <SchemaForm form={form} />
    </LocaleProvider>
  );
}

describe('SchemaForm: one schema in every language, a switch keeps what was typed (01 §1)', () => {
  it('renders title, labels, hint, placeholder, options and buttons in the current locale, and a switch en → fr → es keeps the typed value', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page locale="en" />);
    expect(screen.getByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    expect(lastName).toHaveAccessibleDescription('As on your ID');
    expect(lastName).toHaveAttribute('placeholder', 'Smith');
    expect(screen.getByRole('option', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.type(lastName, 'Dupont');
    await user.selectOptions(screen.getByRole('combobox', { name: /Contact by/ }), 'phone');

    rerender(<Page locale={fr} />);
    expect(screen.getByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument();
    const nom = screen.getByRole('textbox', { name: /Nom/ });
    expect(nom).toBe(lastName);
    expect(nom).toHaveValue('Dupont');
    expect(nom).toHaveAccessibleDescription('Comme sur votre pièce');
    // No French placeholder: English, the default locale.
    expect(nom).toHaveAttribute('placeholder', 'Smith');
    expect(screen.getByRole('option', { name: 'Téléphone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();

    rerender(<Page locale="es" />);
    const apellido = screen.getByRole('textbox', { name: /Apellido/ });
    expect(apellido).toHaveValue('Dupont');
    expect(apellido).toHaveAttribute('placeholder', 'García');
    expect(screen.getByRole('combobox', { name: /Contactar por/ })).toHaveValue('phone');
    expect(screen.getByRole('option', { name: 'Teléfono' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
  });

  it('an error shown before a switch is shown again in the new language, naming the field in it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter Last name' })).toBeInTheDocument();
    rerender(<Page locale="es" />);
    expect(screen.getByRole('textbox', { name: /Apellido/ })).toHaveAccessibleDescription(
      expect.stringContaining('Apellido'),
    );
  });
});
