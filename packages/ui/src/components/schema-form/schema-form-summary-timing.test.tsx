import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSchemaForm, type ApiTransport, type FormSchema } from '@leasekit/core';
import { SchemaForm } from './schema-form';

const schema: FormSchema = {
  action: '/x',
  buttons: [{ label: 'Continue', type: 'submit' }],
  children: [
    { name: 'first_name', type: 'text', label: 'First Name', required: true },
    { name: 'last_name', type: 'text', label: 'Last Name', required: true },
  ],
};

function setup() {
  const transport = vi.fn() as unknown as ApiTransport;
  render(<SchemaForm form={createSchemaForm({ transport, schema })} id="f" transport={transport} />);
}

describe('issue 19, GOV.UK: the error summary changes on submit only; empty fields are not errors on blur', () => {
  it('tabbing through empty fields before a submit shows no error', async () => {
    setup();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByText(/value is required/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('typing a fix clears the inline error but leaves the summary as it was until the next submit', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Robin');
    // The inline error follows the value…
    expect(screen.getAllByText('The First Name value is required.')).toHaveLength(1);
    // …the summary (role=alert) is not rewritten while typing.
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
  });
});
