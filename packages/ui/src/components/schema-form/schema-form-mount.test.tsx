import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { cn } from '../../lib/utils';
import type * as Utils from '../../lib/utils';
import { SchemaForm } from './schema-form';

// Tailwind-merge builds its whole class map the first time it
// runs, several milliseconds, so a form of plain fields merges no classes while it mounts.
vi.mock('../../lib/utils', async (importOriginal) => {
  const original = await importOriginal<typeof Utils>();
  return { ...original, cn: vi.fn(original.cn) };
});

const schema: FormSchema = {
  action: '/save',
  title: 'Applicant',
  children: [
    { name: 'last_name', type: 'text', label: 'Last Name', required: true },
    { name: 'income', type: 'number', label: 'Monthly Income', required: true },
    { name: 'state', type: 'select', label: 'State', options: ['TX', 'CA'], required: true },
    { name: 'dob', type: 'date', label: 'Date of Birth', required: true },
    { name: 'terms', type: 'checkbox', label: 'I agree to the terms' },
    {
      label: 'Employer',
      children: [{ name: 'employer', type: 'text', label: 'Employer Name', grid: 6 }],
    },
  ],
};

describe('SchemaForm mount', () => {
  it('a form of text, number, select, date and checkbox fields, a titled group and its Continue merges no classes when it mounts', async () => {
    const transport = vi.fn(async () => ({
      status: true,
      code: 200,
      data: null,
      error: null,
    })) as unknown as ApiTransport;
    render(<SchemaForm form={createSchemaForm({ transport, schema })} id="f" />);
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Employer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(cn).not.toHaveBeenCalled();
    // Behaviour that needs merging still has it: the error summary merges its classes once shown.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(cn).toHaveBeenCalled();
  });
});
