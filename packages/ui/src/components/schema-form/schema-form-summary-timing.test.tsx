import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
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
  render(<SchemaForm form={createSchemaForm({ transport, schema })} id="f" />);
}

describe('GOV.UK: the error summary changes on submit only; empty fields are not errors on blur', () => {
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
    expect(screen.getAllByText('Enter First Name')).toHaveLength(1);
    // …the summary (role=alert) is not rewritten while typing.
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
  });
});

describe('a form-level failure comes into view and takes focus', () => {
  it('a 500 on Continue scrolls its alert into view and focuses it, again on each failing try', async () => {
    const transport = vi.fn(async () => ({
      status: false,
      code: 500,
      data: null,
      error: 'An invalid response was returned from the server.',
    })) as unknown as ApiTransport;
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(
      <SchemaForm
        form={createSchemaForm({
          transport,
          schema: { action: '/go', children: [{ name: 'q', type: 'text', label: 'Q' }] },
        })}
        id="f"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = (await screen.findByText('An invalid response was returned from the server.')).closest(
      '[data-slot="schema-form-alert"]',
    );
    expect(alert).toHaveFocus();
    expect(scroll).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(scroll).toHaveBeenCalledTimes(2));
    expect(
      screen
        .getByText('An invalid response was returned from the server.')
        .closest('[data-slot="schema-form-alert"]'),
    ).toHaveFocus();
  });
});
