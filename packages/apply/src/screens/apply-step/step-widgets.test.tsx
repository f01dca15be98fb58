import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { SchemaForm } from '@leasekit/ui';
import { StepWidgetProvider, stepFieldTypes, stepWidgets } from './step-widgets';

const transport = (async () => ({ status: true, code: 200, data: {}, error: null })) as ApiTransport;

function setup(schema: FormSchema, context: Parameters<typeof StepWidgetProvider>[0]['value']) {
  const form = createSchemaForm({ transport, schema, fieldTypes: stepFieldTypes });
  render(
    <StepWidgetProvider value={context}>
      <SchemaForm form={form} widgets={stepWidgets} />
    </StepWidgetProvider>,
  );
  return form;
}

describe('spec 01 §5: the wizard widgets', () => {
  it('the street address lists the suggestions and choosing one reports its prefix', async () => {
    const onChooseSuggestion = vi.fn();
    const suggestion = { text: '100 Main Street, Columbus, OH', placeId: 'p1' };
    setup(
      { children: [{ name: 'applicant.location.line_1', type: 'address', label: 'Street Address' }] },
      { suggestions: { 'applicant.location': [suggestion] }, onChooseSuggestion },
    );
    await userEvent.click(screen.getByRole('button', { name: suggestion.text }));
    expect(onChooseSuggestion).toHaveBeenCalledWith('applicant.location', suggestion);
  });

  it('zip and routing inputs keep digits only, up to the mask length', async () => {
    const form = setup(
      {
        children: [
          { name: 'banking.routing_number', type: 'routing', label: 'Routing Number', mask: '#########' },
        ],
      },
      { suggestions: {} },
    );
    await userEvent.type(screen.getByLabelText(/Routing Number/), '02-10000211');
    expect(form.getField('banking.routing_number')?.value).toBe('021000021');
  });

  it('the banking switch starts off without a value, and switched on shows the banking fields', async () => {
    const form = setup(
      {
        children: [
          { name: 'add_banking', type: 'switch', label: 'I would like to add my banking details now' },
          {
            name: 'banking.bank_name',
            type: 'text',
            label: 'Bank Name',
            conditions: [{ field: 'add_banking', operator: 'equals', value: true }],
          },
        ],
        values: { store_id: 3 },
      },
      { suggestions: {}, onToggle: (name, value) => form.setValue(name, value) },
    );
    const toggle = screen.getByRole('switch', { name: 'I would like to add my banking details now' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText(/Bank Name/)).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText(/Bank Name/)).toBeVisible();
  });

  it('switches go through the toggle handler, so removals can be confirmed (01 §4)', async () => {
    const onToggle = vi.fn();
    const form = setup(
      {
        children: [
          {
            name: 'has_co_applicant',
            type: 'switch',
            label: 'I have a co-applicant and confirm they live at the same address',
          },
        ],
        values: { has_co_applicant: true },
      },
      { suggestions: {}, onToggle },
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(onToggle).toHaveBeenCalledWith('has_co_applicant', false);
    // The value only changes once the handler decides.
    expect(form.getField('has_co_applicant')?.value).toBe(true);
  });

  it('the checking account shows only its last 4 once left; the SSN keeps its own mask', async () => {
    const form = setup(
      {
        children: [
          { name: 'banking.checking_account', type: 'masked', label: 'Checking Account Number' },
          {
            name: 'applicant.social_security_number',
            type: 'masked',
            label: 'Social Security Number',
            mask: '###-##-####',
          },
        ],
      },
      { suggestions: {} },
    );
    const account = screen.getByLabelText(/Checking Account Number/);
    await userEvent.type(account, '7391046285');
    expect(account).toHaveValue('7391046285');
    await userEvent.tab();
    expect(account).toHaveValue('****6285');
    expect(form.getField('banking.checking_account')?.value).toBe('7391046285');
    const ssn = screen.getByLabelText(/Social Security Number/);
    await userEvent.type(ssn, '418638295');
    await userEvent.tab();
    expect(ssn).toHaveValue('***-**-8295');
    expect(form.getField('applicant.social_security_number')?.value).toBe('418638295');
  });
});
