import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { SchemaForm } from './schema-form';

const schema: FormSchema = {
  action: '/x',
  buttons: [{ label: 'Continue', type: 'submit' }],
  children: [
    { name: 'applicant.first_name', type: 'text', label: 'First Name', autocomplete: 'given-name' },
    { name: 'applicant.email', type: 'email', label: 'Email', autocomplete: 'email' },
    { name: 'applicant.date_of_birth', type: 'date', label: 'Date of Birth', autocomplete: 'bday' },
    {
      name: 'co_applicant.cell',
      type: 'tel',
      label: 'Mobile Phone',
      autocomplete: 'section-co-applicant tel-national',
    },
    {
      name: 'applicant.location.state',
      type: 'select',
      label: 'State',
      options: [{ text: 'CA', value: 'CA' }],
      autocomplete: 'address-level1',
    },
    { name: 'ext', type: 'text', label: 'Ext', autocomplete: 'work tel-extension', inputmode: 'numeric' },
    // A hostile server's values are dropped.
    { name: 'bad', type: 'text', label: 'Bad', autocomplete: '"><script>', inputmode: 'javascript' },
  ],
};

describe('WCAG 1.3.5: schema fields render their autofill token and keyboard', () => {
  it('puts the schema token on the text control, the keyboard on Ext, and drops malformed values', () => {
    const transport = vi.fn() as unknown as ApiTransport;
    render(<SchemaForm form={createSchemaForm({ transport, schema })} id="f" />);
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: /Date of Birth/ })).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByRole('textbox', { name: /Mobile Phone/ })).toHaveAttribute(
      'autocomplete',
      'section-co-applicant tel-national',
    );
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveAttribute('autocomplete', 'address-level1');
    const ext = screen.getByRole('textbox', { name: /Ext/ });
    expect(ext).toHaveAttribute('autocomplete', 'work tel-extension');
    expect(ext).toHaveAttribute('inputmode', 'numeric');
    const bad = screen.getByRole('textbox', { name: /Bad/ });
    expect(bad).not.toHaveAttribute('autocomplete');
    expect(bad).not.toHaveAttribute('inputmode');
  });
});
