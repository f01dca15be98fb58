import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRequest, type ApiResult, type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { LocaleProvider } from '@leasekit/core/react';
import { getSchemaButtonVariant, SchemaForm } from './schema-form';
import { lazyWidget } from './lazy-widget';
import { createWidgetRegistry, defaultWidgets } from './widgets';
import type { SchemaWidgetProps } from './types';

function fakeTransport(answer: (request: ApiRequest) => ApiResult<unknown>) {
  return vi.fn(async (request: ApiRequest) => answer(request)) as unknown as ApiTransport &
    ReturnType<typeof vi.fn>;
}

const ok: ApiResult<unknown> = { status: true, code: 200, data: { id: 1 }, error: null };

const contactSchema: FormSchema = {
  action: '/contact',
  title: 'Applicant Information',
  buttons: [
    { label: 'Back', type: 'cancel' },
    { label: 'Continue', type: 'submit' },
  ],
  children: [
    { name: 'last_name', type: 'text', label: 'Last Name', required: true, grid: { cols: 6 } },
    {
      name: 'gross',
      type: 'money',
      label: 'Gross Income',
      prepend: '$',
      append: 'per month',
      required: true,
      grid: { cols: 6 },
    },
    {
      name: 'has_employer',
      type: 'checkbox',
      label: 'I have an employer',
      checkedValue: 1,
      uncheckedValue: 0,
    },
    {
      name: 'employer',
      type: 'text',
      label: 'Employer',
      required: true,
      conditions: [{ field: 'has_employer', operator: 'equals', value: 1 }],
    },
  ],
};

function setup(
  schema: FormSchema,
  answer: (request: ApiRequest) => ApiResult<unknown> = () => ok,
  props: Partial<React.ComponentProps<typeof SchemaForm>> = {},
) {
  const transport = fakeTransport(answer);
  const form = createSchemaForm({ transport, schema });
  const utils = render(<SchemaForm form={form} id="f" {...props} />);
  return { form, transport, ...utils };
}

describe('SchemaForm', () => {
  it('spec 01 §3: renders the schema title, fields with labels, prepend/append, grid spans and buttons; noValidate', () => {
    const { container } = setup(contactSchema);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('heading', { name: 'Applicant Information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('id', 'f-last_name');
    expect(screen.getByText('$')).toHaveAttribute('data-slot', 'schema-form-prepend');
    expect(screen.getByText('per month')).toHaveAttribute('data-slot', 'schema-form-append');
    // The field's own element is the grid cell: its span is data-span (the grid sizes its children by it).
    const cell = screen.getByRole('textbox', { name: 'Last Name' }).closest('[data-slot="field"]')!;
    expect(cell.parentElement).toHaveAttribute('data-slot', 'schema-form-fields');
    expect(cell).toHaveAttribute('data-span', '6');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
  });

  it('spec 01 §5: a field shows only while its conditions hold; hidden fields are unmounted', async () => {
    setup(contactSchema);
    expect(screen.queryByRole('textbox', { name: /Employer/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have an employer' }));
    expect(screen.getByRole('textbox', { name: /Employer/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have an employer' }));
    expect(screen.queryByRole('textbox', { name: /Employer/ })).not.toBeInTheDocument();
  });

  it("spec 01 §5: a field required_if a condition loses '(optional)' as soon as the condition holds", async () => {
    const employed = 'required_if:source,employment,other,self-employed,e3mil,e4mil';
    setup({
      action: '/income',
      children: [
        {
          name: 'source',
          type: 'select',
          label: 'Income Source',
          rules: ['required'],
          options: [
            { text: 'Employment', value: 'employment' },
            { text: 'Retirement', value: 'retirement' },
          ],
        },
        { name: 'title', type: 'text', label: 'Title / Department', rules: [employed, 'max:100'] },
      ],
    });
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Income Source' }), 'Employment');
    expect(screen.queryByText('(optional)')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title / Department' })).toBeRequired();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Income Source' }), 'Retirement');
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('the SSN shows its digits while focused, only the last 4 once left, and a short one fails on the client', async () => {
    const { transport } = setup({
      action: '/info',
      children: [
        {
          name: 'ssn',
          type: 'masked',
          label: 'Social Security Number',
          rules: ['required', 'ssn'],
          mask: '###-##-####',
        },
        { name: 'email', type: 'email', label: 'Email', rules: ['required', 'email'] },
      ],
    });
    const ssn = screen.getByRole('textbox', { name: 'Social Security Number' });
    await userEvent.type(ssn, '12345');
    expect(ssn).toHaveValue('123-45');
    await userEvent.tab();
    expect(ssn).toHaveValue('***-**-2345');
    expect(ssn).toHaveAccessibleDescription(/Social Security Number must be 9 digits, like 123-45-6789/);
    // The email left empty is not an error before Continue; the form is not sent while the SSN is bad.
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(transport).not.toHaveBeenCalled();
    await userEvent.click(ssn);
    await userEvent.type(ssn, '6789');
    expect(ssn).toHaveValue('123-45-6789');
    expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('GOV.UK errors: an invalid submit keeps the values, focuses the summary with links and repeats each message inline', async () => {
    const { transport } = setup(contactSchema);
    await userEvent.type(screen.getByRole('textbox', { name: /Gross Income/ }), '12a00');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(transport).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'Enter Last Name' });
    expect(link).toHaveAttribute('href', '#f-last_name');
    const input = screen.getByRole('textbox', { name: 'Last Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter Last Name/);
    // 01 §5: money keeps only digits and a dot; what was typed and counts is kept.
    expect(screen.getByRole('textbox', { name: /Gross Income/ })).toHaveValue('1200');
    await userEvent.click(link);
    expect(input).toHaveFocus();
  });

  it('spec 01 §5: a 422 maps the server messages onto the fields, keeping the values (round trip)', async () => {
    const { transport } = setup(contactSchema, () => ({
      status: false,
      code: 422,
      data: null,
      error: 'The given data was invalid.',
      fieldErrors: { last_name: ['The Last Name value has already been taken.'] },
    }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Doe');
    await userEvent.type(screen.getByRole('textbox', { name: /Gross Income/ }), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/contact' }));
    expect(transport.mock.calls[0]![0].payload).toMatchObject({ last_name: 'Doe', gross: '1500' });
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'The Last Name value has already been taken.',
    );
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Doe');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      /already been taken/,
    );
  });

  it('spec 01 §4: a 301/302 answer redirects to the address in data', async () => {
    const onRedirect = vi.fn();
    setup(
      { action: '/go', children: [{ name: 'q', type: 'text', label: 'Q' }] },
      () => ({ status: true, code: 302, data: 'https://example.test/next', error: null }),
      {
        onRedirect,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onRedirect).toHaveBeenCalledWith('https://example.test/next');
  });

  it('a 301/302 to a javascript: or data: address is never followed', async () => {
    const onRedirect = vi.fn();
    let target = ' JavaScript:alert(document.domain)';
    setup(
      { action: '/go', children: [{ name: 'q', type: 'text', label: 'Q' }] },
      () => ({ status: true, code: 302, data: target, error: null }),
      { onRedirect },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    target = 'data:text/html,<script>alert(1)</script>';
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('spec 01 §4: success only for status true and code 200; a failure shows the form alert', async () => {
    const onSuccess = vi.fn();
    let answer: ApiResult<unknown> = {
      status: false,
      code: 500,
      data: null,
      error: 'An invalid response was returned from the server.',
    };
    setup({ action: '/go', children: [{ name: 'q', type: 'text', label: 'Q' }] }, () => answer, {
      onSuccess,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An invalid response was returned from the server.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    answer = ok;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSuccess).toHaveBeenCalledWith(ok);
  });

  it('spec 01 §3: every built-in field type renders a control (the gallery)', async () => {
    const types = Object.keys(defaultWidgets);
    const schema: FormSchema = {
      action: '/all',
      children: types.map((type) => ({
        name: `f_${type}`,
        type,
        label: `Field ${type}`,
        options: [
          { text: 'One', value: 1 },
          { text: 'Two', value: 2 },
        ],
        children: type === 'collection' ? [{ name: 'x', type: 'text', label: 'X' }] : undefined,
        url: type === 'file' || type === 'upload' ? '/upload' : undefined,
      })),
    };
    const { container } = setup(schema);
    expect(screen.queryByText(/not found!/)).not.toBeInTheDocument();
    const grid = container.querySelector('[data-slot="schema-form-fields"]')!;
    const rendered = [...grid.children].map((el) => el.getAttribute('data-type'));
    expect(rendered).toEqual(types);
    // The heavy widgets (datepicker, multiselect, autocomplete, file, recurrence) load on first show.
    // (The first import of their modules is transformed by Vitest, hence the long wait.)
    await waitFor(
      () => expect(container.querySelector('[data-slot="schema-form-widget-loading"]')).toBeNull(),
      { timeout: 15_000 },
    );
    for (const type of types.filter(
      (t) => !['hidden', 'html', 'collection', 'file', 'upload', 'radio', 'recurrence'].includes(t),
    )) {
      expect(container.querySelector(`#f-f_${type}`), type).not.toBeNull();
    }
  }, 20_000);

  it('spec 01 §5: a collection adds and removes items within its min and max; item errors link from the summary', async () => {
    const { form } = setup({
      action: '/refs',
      children: [
        {
          name: 'refs',
          type: 'collection',
          label: 'Reference',
          min: 1,
          max: 2,
          children: [{ name: 'name', type: 'text', label: 'Name', required: true }],
        },
      ],
    });
    // The collection widget loads on demand (the first import under Vitest is slow, hence the wait).
    const add = await screen.findByRole('button', { name: 'Add item' }, { timeout: 10_000 });
    await userEvent.click(add);
    expect(screen.getByRole('group', { name: 'Reference 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    await userEvent.click(add);
    expect(add).toBeDisabled();
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Reference 2' })).getByRole('textbox', { name: /Name/ }),
      'Ann',
    );
    expect(form.getField('refs')?.value).toEqual([{ name: null }, { name: 'Ann' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const link = within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link');
    expect(link).toHaveTextContent('Enter Name');
    expect(link).toHaveAttribute('href', '#f-refs-0-name');
    expect(document.getElementById('f-refs-0-name')).toHaveAccessibleDescription(/Enter Name/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByRole('group', { name: 'Reference 2' })).not.toBeInTheDocument();
  }, 20_000);

  it("spec 01 §8: a type with no input shows 'Input for type … not found!'", () => {
    setup({ action: '/a', children: [{ name: 'x', type: 'hologram', label: 'X' }] });
    expect(screen.getByText('Input for type hologram not found!')).toBeInTheDocument();
  });

  it('custom widgets: an app registers a type and it renders through the registry', async () => {
    function Stars({ field, id, setValue }: SchemaWidgetProps) {
      return (
        <input
          id={id}
          aria-label={field.label}
          value={String(field.value ?? '')}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    const widgets = createWidgetRegistry({ stars: { component: Stars } });
    const transport = fakeTransport(() => ok);
    const form = createSchemaForm({
      transport,
      schema: { action: '/a', children: [{ name: 'rating', type: 'stars', label: 'Rating' }] },
      fieldTypes: Object.keys(widgets),
    });
    render(<SchemaForm form={form} widgets={widgets} />);
    await userEvent.type(screen.getAllByLabelText('Rating')[0]!, '5');
    expect(form.getField('rating')?.value).toBe('5');
  });

  it('typing re-renders only the field typed in', async () => {
    const renders: Record<string, number> = {};
    function Counted({ field, id, setValue }: SchemaWidgetProps) {
      renders[field.name] = (renders[field.name] ?? 0) + 1;
      return <input id={id} value={String(field.value ?? '')} onChange={(e) => setValue(e.target.value)} />;
    }
    const widgets = createWidgetRegistry({ counted: { component: Counted } });
    const transport = fakeTransport(() => ok);
    const form = createSchemaForm({
      transport,
      schema: {
        action: '/a',
        children: [
          { name: 'a', type: 'counted', label: 'A' },
          { name: 'b', type: 'counted', label: 'B' },
        ],
      },
      fieldTypes: Object.keys(widgets),
    });
    render(<SchemaForm form={form} widgets={widgets} />);
    const before = renders.b;
    await userEvent.type(screen.getByLabelText(/^A/), 'hello');
    expect(renders.b).toBe(before);
    expect(renders.a).toBeGreaterThanOrEqual(6);
  });

  it('spec 01 §4: shows a spinner while the schema loads, then the fields; a failed load offers Retry', async () => {
    let fail = true;
    let resolve!: (r: ApiResult<unknown>) => void;
    const transport = vi.fn(
      () =>
        new Promise<ApiResult<unknown>>((r) => {
          resolve = r;
        }),
    ) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schemaPath: '/schema' });
    form.mount();
    render(<SchemaForm form={form} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () =>
      resolve({
        status: false,
        code: 500,
        data: null,
        error: 'An invalid response was returned from the server.',
      }),
    );
    expect(screen.getByText('An invalid response was returned from the server.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () =>
      resolve({
        status: !fail,
        code: 200,
        data: { action: '/a', children: [{ name: 'n', type: 'text', label: 'Name' }] },
        error: null,
      }),
    );
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
  });

  it('spec 01 §3: a heavy widget (datepicker) renders once its code has loaded, with the field id', async () => {
    setup({
      action: '/a',
      children: [{ name: 'pay_date', type: 'datepicker', label: 'Next Pay Date' }],
    });
    expect(await screen.findByRole('button', { name: /Next Pay Date/ }, { timeout: 15_000 })).toHaveAttribute(
      'id',
      'f-pay_date',
    );
  }, 20_000);

  it('custom widgets: an app registers a lazily loaded widget with lazyWidget', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Signature({ field, id, setValue }: SchemaWidgetProps) {
      return <input id={id} value={String(field.value ?? '')} onChange={(e) => setValue(e.target.value)} />;
    }
    const widgets = createWidgetRegistry({
      signature: { component: lazyWidget(() => loaded.then(() => Signature)) },
    });
    const transport = fakeTransport(() => ok);
    const form = createSchemaForm({
      transport,
      schema: { action: '/a', children: [{ name: 'sig', type: 'signature', label: 'Signature' }] },
      fieldTypes: Object.keys(widgets),
    });
    const { container } = render(<SchemaForm form={form} widgets={widgets} />);
    expect(container.querySelector('[data-slot="schema-form-widget-loading"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await act(async () => release());
    await userEvent.type(await screen.findByRole('textbox', { name: /Signature/ }), 'Ann');
    expect(form.getField('sig')?.value).toBe('Ann');
  });

  it('spec 01 §3: a select is a native select: the empty placeholder first, the chosen text shown, the original value kept', async () => {
    const { form } = setup({
      action: '/a',
      children: [
        {
          name: 'frequency',
          type: 'select',
          label: 'Pay Frequency',
          required: true,
          options: [
            { text: 'Weekly', value: 1 },
            { text: 'Monthly', value: 2 },
          ],
        },
      ],
    });
    const select = screen.getByRole('combobox', { name: /Pay Frequency/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('id', 'f-frequency');
    expect(select).toHaveAttribute('name', 'frequency');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('data-slot', 'native-select');
    expect(select).toHaveDisplayValue('Select...');
    expect(select).toHaveAttribute('data-placeholder');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Select...', ''],
      ['Weekly', '1'],
      ['Monthly', '2'],
    ]);
    expect(options.every((option) => option.getAttribute('data-slot') === 'native-select-option')).toBe(true);
    await userEvent.selectOptions(select, 'Monthly');
    // The option's value travels as text and comes back as the schema's number.
    expect(form.getField('frequency')?.value).toBe(2);
    expect(select).toHaveDisplayValue('Monthly');
    expect(select).not.toHaveAttribute('data-placeholder');
    // Back to the placeholder: the field is empty again.
    await userEvent.selectOptions(select, 'Select...');
    expect(form.getField('frequency')?.value).toBe('');
    expect(select).toHaveDisplayValue('Select...');
  });

  it('spec 01 §3 groupKey: a select lists its options under their groups, in the order the groups first come, the ungrouped ones outside any group', async () => {
    const { form } = setup({
      action: '/a',
      children: [
        {
          name: 'store',
          type: 'select',
          label: 'Store',
          textKey: 'name',
          valueKey: 'id',
          groupKey: 'state',
          options: [
            { id: 1, name: 'Austin', state: 'Texas' },
            { id: 2, name: 'Provo', state: 'Utah' },
            { id: 3, name: 'Dallas', state: 'Texas' },
            { id: 4, name: 'Online' },
          ],
        },
      ],
    });
    const select = screen.getByRole('combobox', { name: /Store/ });
    const groups = [...select.querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Texas', 'Utah']);
    expect(groups.every((group) => group.getAttribute('data-slot') === 'native-select-optgroup')).toBe(true);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Austin', 'Dallas']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Provo']);
    const ungrouped = [...select.children].filter((child) => child.tagName === 'OPTION');
    expect(ungrouped.map((option) => option.textContent)).toEqual(['Select...', 'Online']);
    await userEvent.selectOptions(select, 'Dallas');
    expect(form.getField('store')?.value).toBe(3);
  });

  it('spec 01 §3, §5: a required select left empty is invalid: the summary links to it and the message describes it', async () => {
    const { transport } = setup({
      action: '/a',
      children: [
        { name: 'state', type: 'select', label: 'State', required: true, options: ['Texas', 'Utah'] },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(transport).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', { name: 'Select State' });
    expect(link).toHaveAttribute('href', '#f-state');
    const select = screen.getByRole('combobox', { name: /State/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Select State/);
    await userEvent.click(link);
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Utah');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(transport.mock.calls[0]![0].payload).toMatchObject({ state: 'Utah' });
  });

  it('spec 01 §3: a select shows the placeholder for a value it does not list, and the Spanish placeholder in es', () => {
    const transport = fakeTransport(() => ok);
    const form = createSchemaForm({
      transport,
      schema: {
        action: '/a',
        children: [{ name: 's', type: 'select', label: 'Estado', options: ['Texas', 'Utah'] }],
      },
    });
    render(
      <LocaleProvider locale="es">
        <SchemaForm form={form} id="f" />
      </LocaleProvider>,
    );
    const select = screen.getByRole('combobox', { name: /Estado/ });
    expect(select).toHaveDisplayValue('Seleccione...');
    act(() => form.setValue('s', 'Ohio'));
    expect(select).toHaveDisplayValue('Seleccione...');
    act(() => form.setValue('s', 'Utah'));
    expect(select).toHaveDisplayValue('Utah');
  });

  it('a searchable picker (the employer) shows its placeholder and search box in Spanish', async () => {
    const transport = fakeTransport(() => ok);
    const form = createSchemaForm({
      transport,
      schema: {
        action: '/a',
        children: [{ name: 'e', type: 'autocomplete', label: 'Empleador', url: '/api/v1/payroll/employers' }],
      },
    });
    render(
      <LocaleProvider locale="es">
        <SchemaForm form={form} id="f" />
      </LocaleProvider>,
    );
    // The picker loads on demand (the first import under Vitest is slow, hence the wait).
    const trigger = await screen.findByRole('combobox', { name: /Empleador/ }, { timeout: 10_000 });
    expect(trigger).toHaveTextContent('Seleccione...');
    expect(trigger).not.toHaveTextContent('Select...');
    await userEvent.click(trigger);
    expect(await screen.findByPlaceholderText('Buscar...')).toBeInTheDocument();
  }, 15_000);

  it('spec 01 §3: a read-only select shows its value and is disabled', () => {
    const { form } = setup({
      action: '/a',
      children: [{ name: 's', type: 'select', label: 'State', readonly: true, options: ['Texas', 'Utah'] }],
    });
    act(() => form.setValue('s', 'Texas'));
    const select = screen.getByRole('combobox', { name: /State/ });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('Texas');
  });

  it('a long form (rendered in groups) keeps every field, in schema order, directly in the grid', async () => {
    const children = Array.from({ length: 70 }, (_, i) => ({
      name: `f${i}`,
      type: 'text',
      label: `Field ${i}`,
    }));
    const { container, form } = setup({ action: '/long', children });
    const grid = container.querySelector('[data-slot="schema-form-fields"]')!;
    const names = [...grid.children].map((el) => el.querySelector('input')?.getAttribute('name'));
    expect(names).toEqual(children.map((child) => child.name));
    await userEvent.type(screen.getByRole('textbox', { name: /Field 69/ }), 'z');
    expect(form.getField('f69')?.value).toBe('z');
  });

  it('cancel buttons call onCancel with the schema button', async () => {
    const onCancel = vi.fn();
    setup(contactSchema, () => ok, { onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalledWith({ label: 'Back', type: 'cancel' });
  });
});

describe('spec 01 §3 buttons: the Button variant a schema button names', () => {
  it('maps the known names, and a missing, unknown or hostile name gives the fallback', () => {
    expect(getSchemaButtonVariant('primary', 'outline')).toBe('default');
    expect(getSchemaButtonVariant('danger', 'outline')).toBe('destructive');
    expect(getSchemaButtonVariant('ghost', 'outline')).toBe('ghost');
    expect(getSchemaButtonVariant(undefined, 'default')).toBe('default');
    expect(getSchemaButtonVariant('sparkly', 'outline')).toBe('outline');
    expect(getSchemaButtonVariant('__proto__', 'outline')).toBe('outline');
    expect(getSchemaButtonVariant('toString', 'default')).toBe('default');
    expect(getSchemaButtonVariant({ toString: () => 'ghost' }, 'outline')).toBe('outline');
  });
});
