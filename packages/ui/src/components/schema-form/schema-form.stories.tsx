import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ApiRequest, ApiResult, ApiTransport } from '@leasekit/core';
import type { FormSchema } from '@leasekit/core/form';
import { useSchemaForm, useCurrentLocale } from '@leasekit/core/react';
import { SchemaForm } from './schema-form';
import { createWidgetRegistry } from './widgets';
import type { SchemaWidgetProps } from './types';
import { storyText } from '../../stories/story-text';

/** Search terms in the order their answers arrived (read by the stale-results story). */
const answeredTerms: string[] = [];
/** Search terms in the order they were sent. */
const sentTerms: string[] = [];

const EMPLOYERS = ['Acme Corp', 'Acme Logistics', 'Bolt Industries', 'Brightline Health', 'Cobalt Retail'];

/**
 * A fake server: searches employers (after 200 ms, so typing ahead makes the older answer stale), answers
 * uploads, and answers the submit per `submit` (success, a 422 for last_name 'Taken', or a redirect).
 */
function fakeTransport(submit: 'ok' | '422' | 'redirect' = 'ok'): ApiTransport {
  let uploads = 0;
  return (async (request: ApiRequest) => {
    if (request.path === '/upload' && request.payload instanceof FormData) {
      // The file field uploads through the form's transport: the answer is the stored file's record.
      const file = request.payload.get('file') as File;
      await new Promise((resolve) => setTimeout(resolve, 300));
      uploads += 1;
      const data = {
        id: uploads,
        original_name: file.name,
        size: file.size,
        url: `https://files.example/${uploads}`,
      };
      return { status: true, code: 201, data, error: null };
    }
    const payload = (request.payload ?? {}) as Record<string, unknown>;
    if (request.path === '/employers') {
      const term = String(payload.keyword ?? '').toLowerCase();
      sentTerms.push(term);
      // A 3-letter search answers slowly, so a longer term typed after it answers first: the older
      // answer arrives stale and must not replace the newer results.
      await new Promise((resolve) => setTimeout(resolve, term.length === 3 ? 1500 : 150));
      answeredTerms.push(term);
      const data = EMPLOYERS.filter((name) => name.toLowerCase().includes(term)).map((name, id) => ({
        id,
        name,
      }));
      return { status: true, code: 200, data, error: null };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (submit === 'redirect')
      return { status: true, code: 302, data: 'https://retailer.example/checkout', error: null };
    if (submit === '422' && payload.last_name === 'Taken') {
      return {
        status: false,
        code: 422,
        data: null,
        error: 'The given data was invalid.',
        fieldErrors: { last_name: ['The Last Name value has already been taken.'] },
      };
    }
    return { status: true, code: 200, data: payload, error: null };
  }) as ApiTransport;
}

const STATES = ['TX', 'CA', 'NY', 'FL'].map((code) => ({ text: code, value: code }));

/** Every built-in field type of 01 §3. */
const gallery: FormSchema = {
  action: '/gallery',
  title: 'Every field type',
  values: { ssn: '123456789', recurrence: { preset: 'weekly', dtstart: '2026-01-05T09:00:00Z' } },
  buttons: [
    { label: 'Back', type: 'cancel', variant: 'outline' },
    { label: 'Continue', type: 'submit' },
  ],
  children: [
    {
      label: 'Applicant',
      children: [
        { name: 'first_name', type: 'text', label: 'First Name', required: true, grid: { cols: 6 } },
        { name: 'last_name', type: 'text', label: 'Last Name', required: true, grid: { cols: 6 } },
        { name: 'email', type: 'email', label: 'Email', grid: { cols: 6 } },
        { name: 'password', type: 'password', label: 'Password', grid: { cols: 6 } },
        { name: 'ssn', type: 'ssn', label: 'Social Security Number', grid: { cols: 6 } },
        { name: 'id_number', type: 'mask', label: 'ID Number', mask: '####-####', grid: { cols: 6 } },
        { name: 'cell', type: 'phone', label: 'Mobile Phone', grid: { cols: 6 } },
        {
          name: 'date_of_birth',
          type: 'date',
          label: 'Date of Birth',
          dateFormat: 'YYYY-MM-DD',
          grid: { cols: 6 },
        },
      ],
    },
    {
      label: 'Income',
      children: [
        { name: 'gross', type: 'money', label: 'Gross Income', prepend: '$', grid: { cols: 6 } },
        { name: 'dependents', type: 'number', label: 'Dependents', append: 'people', grid: { cols: 6 } },
        { name: 'pay_date', type: 'datepicker', label: 'Next Pay Date', grid: { cols: 6 } },
        { name: 'state', type: 'select', label: 'State', options: STATES, grid: { cols: 6 } },
        {
          name: 'languages',
          type: 'multiselect',
          label: 'Languages',
          max: 3,
          options: ['English', 'Spanish', 'French', 'German'],
        },
        {
          name: 'employer',
          type: 'autocomplete',
          label: 'Employer',
          url: '/employers',
          query: 'keyword',
          textKey: 'name',
          valueKey: 'id',
        },
        {
          name: 'frequency',
          type: 'radio',
          label: 'Pay Frequency',
          layout: 'inline',
          options: [
            { text: 'Weekly', value: 'weekly' },
            { text: 'Bi-weekly', value: 'bi-weekly' },
            { text: 'Monthly', value: 'monthly' },
          ],
        },
        { name: 'notes', type: 'textarea', label: 'Notes' },
      ],
    },
    { name: 'terms', type: 'checkbox', label: 'I agree to the terms', checkedValue: 1, uncheckedValue: 0 },
    { name: 'banking_now', type: 'switch', label: 'I would like to add my banking details now' },
    { name: 'documents', type: 'file', label: 'Documents', url: '/upload', multiple: true },
    { name: 'recurrence', type: 'recurrence', label: 'Payment schedule' },
    {
      name: 'references',
      type: 'collection',
      label: 'Reference',
      max: 2,
      children: [
        { name: 'name', type: 'text', label: 'Name', required: true, grid: { cols: 6 } },
        { name: 'phone', type: 'phone', label: 'Phone', grid: { cols: 6 } },
      ],
    },
    { name: 'secret', type: 'hidden' },
    { name: 'unknown', type: 'signature', label: 'Signature' },
  ],
};

/** 01 §2, §5: a switch that reveals the additional-income fields. */
const conditional: FormSchema = {
  action: '/income',
  title: 'Applicant Income',
  children: [
    { name: 'gross', type: 'money', label: 'Gross Income', prepend: '$', required: true },
    { name: 'has_additional', type: 'switch', label: 'I have an additional income' },
    {
      children: [
        {
          name: 'additional_source',
          type: 'select',
          label: 'Income Source',
          options: ['employment', 'other'],
          required: true,
          grid: { cols: 6 },
        },
        {
          name: 'additional_gross',
          type: 'money',
          label: 'Additional Gross Income',
          prepend: '$',
          required: true,
          grid: { cols: 6 },
        },
      ],
      conditions: [{ field: 'has_additional', operator: 'equals', value: true }],
    },
  ],
};

const small: FormSchema = {
  action: '/retrieve',
  title: 'Retrieve Application',
  children: [
    { name: 'last_name', type: 'text', label: 'Last Name', required: true },
    { name: 'zip', type: 'text', label: 'Zip Code', required: true },
  ],
};

function Demo({
  schema,
  submit = 'ok',
  onSuccess,
  onRedirect,
  onCancel,
  submitted,
}: {
  schema: FormSchema;
  submit?: 'ok' | '422' | 'redirect';
  /**
   * Continue was pressed before the story opens: the form is submitted once as it is made, so the state
   * that follows (the errors) shows without an interaction, on a Docs page too. Not by default.
   */
  submitted?: boolean;
  onSuccess?: (result: ApiResult) => void;
  onRedirect?: (url: string) => void;
  onCancel?: () => void;
}) {
  const locale = useCurrentLocale();
  const [transport] = React.useState(() => fakeTransport(submit));
  const { form } = useSchemaForm({ transport, schema, locale });
  React.useState(() => {
    if (submitted) void form.submit();
    return null;
  });
  return (
    <SchemaForm
      form={form}

      onSuccess={onSuccess}
      onRedirect={onRedirect ?? (() => {})}
      onCancel={onCancel}
      className="max-w-3xl"
    />
  );
}

/** The stories' arguments: a schema and how the fake server answers. */
type DemoArgs = React.ComponentProps<typeof Demo>;

const meta = {
  title: 'Forms/SchemaForm',
  // The props table is SchemaForm's own; the stories render it through Demo, which makes its engine.
  component: SchemaForm,
  render: (args) => <Demo {...args} />,
  args: { schema: small, onSuccess: fn(), onRedirect: fn(), onCancel: fn() },
} satisfies Omit<Meta<DemoArgs>, 'component'> & Pick<Meta<typeof SchemaForm>, 'component'>;

export default meta;
type Story = StoryObj<DemoArgs>;

export const Default: Story = {};

/**
 * A gallery of every field type, including an unknown type ('Input for type signature not found!').
 * The heavy widgets load on first show; the play waits for them so the axe check covers them too.
 */
export const Gallery: Story = {
  args: { schema: gallery },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-slot="schema-form-widget-loading"]'),
        ).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
    await expect(
      within(canvasElement).getByRole('button', { name: /Next Pay Date|Próxima fecha de pago/ }),
    ).toBeInTheDocument();
  },
};

/**
 * A plain select is a native `<select>` with the Select trigger's look and 'Select...' first: left
 * empty it is invalid on Continue (the error wired to it), then an option is chosen with the native
 * select and the form submits the option's value. In Chromium its open list takes the brand's tokens.
 */
export const NativeSelect: Story = {
  args: {
    schema: {
      action: '/state',
      children: [{ name: 'state', type: 'select', label: 'State', options: STATES, required: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /State|Estado/ });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveDisplayValue(/^(Select|Seleccione)\.\.\.$/);
  },
};

/** The native select left empty is invalid on Continue; the option chosen then is what the form submits. */
export const NativeSelectSubmitsTheChoice: Story = {
  name: 'Native select submits the chosen option',
  tags: ['!autodocs'],
  args: NativeSelect.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: /State|Estado/ });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveDisplayValue(/^(Select|Seleccione)\.\.\.$/);
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    await canvas.findByRole('alert', { name: /There is a problem|Hay un problema/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, 'NY');
    await expect(select).toHaveDisplayValue('NY');
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ data: { state: 'NY' } })),
    );
    await userEvent.click(canvasElement);
  },
};

/**
 * Conditional fields: the switch on reveals the additional income; off, those fields are unmounted and
 * on again they come back.
 */
export const ConditionalFields: Story = {
  args: { schema: { ...conditional, values: { has_additional: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const additional = /Additional Gross Income|Ingreso bruto adicional/;
    await expect(await canvas.findByRole('textbox', { name: additional })).toBeInTheDocument();
    const toggle = canvas.getByRole('switch', { name: 'I have an additional income' });
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: additional })).not.toBeInTheDocument());
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('textbox', { name: additional })).toBeInTheDocument();
    await userEvent.click(canvasElement);
  },
};

/**
 * GOV.UK errors on Continue (the zip code filled, the last name not): the summary takes focus, links to
 * each field and the message repeats inline.
 */
export const Invalid: Story = {
  args: { schema: { ...small, values: { zip: '78701' } }, submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Zip Code/ })).toHaveValue('78701');
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    const summary = await canvas.findByRole('alert', { name: /There is a problem|Hay un problema/ });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Zip Code/ })).toHaveValue('78701');
    await expect(canvas.getByRole('textbox', { name: /Last Name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A 422 round trip: the server's message lands on the field and in the summary; the values stay. */
export const ServerValidation422: Story = {
  // A test of the round trip: the Docs page shows the form's states, not where this one ends.
  tags: ['!autodocs'],
  args: { submit: '422' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Taken');
    await userEvent.type(canvas.getByRole('textbox', { name: /Zip Code/ }), '78701');
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    const summary = await canvas.findByRole('alert', { name: /There is a problem|Hay un problema/ });
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      'The Last Name value has already been taken.',
    );
    await expect(canvas.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Taken');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Last Name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Doe');
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await userEvent.click(canvasElement);
  },
};

/** A 302 answer redirects (the story's onRedirect records the address instead of leaving). */
export const Redirect: Story = {
  // A test of the round trip: the Docs page shows the form's states, not where this one ends.
  tags: ['!autodocs'],
  args: { submit: 'redirect' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Doe');
    await userEvent.type(canvas.getByRole('textbox', { name: /Zip Code/ }), '78701');
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('https://retailer.example/checkout'));
    await userEvent.click(canvasElement);
  },
};

/**
 * Autocomplete on the option search: the hint under 3 characters; then a slow answer for 'acm' arrives
 * after the answer for 'acme l' and is ignored (stale results never replace newer ones).
 */
export const AutocompleteSearch: Story = {
  // A test of the round trip: the Docs page shows the form's states, not where this one ends.
  tags: ['!autodocs'],
  args: {
    schema: {
      action: '/employer',
      children: [
        {
          name: 'employer',
          type: 'autocomplete',
          label: 'Employer',
          url: '/employers',
          query: 'keyword',
          textKey: 'name',
          valueKey: 'id',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    answeredTerms.length = 0;
    sentTerms.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Employer/ }, { timeout: 5000 }));
    const search = await screen.findByRole('combobox', { name: /Search|Buscar/ });
    await userEvent.type(search, 'ac');
    await expect(
      await screen.findByText(/Type 3 or more character\(s\)|Escriba 3 o más caracteres/),
    ).toBeInTheDocument();
    await userEvent.type(search, 'm');
    // Loading from the third letter on; the 3-letter search is sent once the debounce passes, and is
    // slow to answer.
    await waitFor(() => expect(document.querySelector('[data-slot="combobox-loading"]')).not.toBeNull(), {
      timeout: 2000,
    });
    await waitFor(() => expect(sentTerms).toContain('acm'), { timeout: 2000 });
    await userEvent.type(search, 'e l');
    await expect(
      await screen.findByRole('option', { name: 'Acme Logistics' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(answeredTerms).toContain('acm'), { timeout: 4000 });
    await expect(screen.queryByRole('option', { name: 'Acme Corp' })).not.toBeInTheDocument();
    await expect(screen.getByRole('option', { name: 'Acme Logistics' })).toBeInTheDocument();
  },
};

/**
 * The reference input (field type `reference`, 01 §7): the same hints as the autocomplete, and the search
 * goes out from 3 characters, 300 ms after the last keystroke; it ends with the list open on its answer.
 */
export const ReferenceInputSearch: Story = {
  name: 'Reference input searches from 3 characters',
  // A test of the search; the Combobox's 'Reference input open' story shows the open state from args.
  tags: ['!autodocs'],
  args: {
    schema: {
      action: '/employer',
      children: [
        {
          name: 'employer_ref',
          type: 'reference',
          label: 'Employer reference',
          url: '/employers',
          query: 'keyword',
          textKey: 'name',
          valueKey: 'id',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: /Employer reference/ }, { timeout: 5000 }),
    );
    const search = await screen.findByRole('combobox', { name: /Search|Buscar/ });
    await userEvent.type(search, 'ac');
    await expect(
      await screen.findByText(/Type 3 or more character\(s\)|Escriba 3 o más caracteres/),
    ).toBeInTheDocument();
    await userEvent.type(search, 'me l');
    await expect(
      await screen.findByRole('option', { name: 'Acme Logistics' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/**
 * A date range (field type `daterange`, 01 §9): moving the start moves the end by the earlier gap (here
 * 2 h 30 min); a first start gets an end 1 hour later.
 */
export const DateRange: Story = {
  args: {
    schema: {
      action: '/visit',
      values: { visit: { start: '2026-03-17T14:00', end: '2026-03-17T16:30' } },
      children: [{ name: 'visit', type: 'daterange', label: 'Installation window', required: true }],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const es = globals.locale === 'es';
    // The date-range widget loads on demand.
    const start = await canvas.findByLabelText(es ? 'Inicio' : 'Start', undefined, { timeout: 10_000 });
    // There and back: each move keeps the gap of 2 h 30 min, and the story ends as it opened.
    fireEvent.change(start, { target: { value: '2026-03-16T09:00' } });
    await expect(canvas.getByLabelText(es ? 'Fin' : 'End')).toHaveValue('2026-03-16T11:30');
    fireEvent.change(start, { target: { value: '2026-03-17T14:00' } });
    await expect(canvas.getByLabelText(es ? 'Fin' : 'End')).toHaveValue('2026-03-17T16:30');
    await expect(canvas.getByRole('group', { name: /Installation window/ })).toBeVisible();
  },
};

/** A custom widget registered by the app (see the README): a 1–5 star rating. */
function StarRating({ field, id, setValue, onBlur }: SchemaWidgetProps) {
  const value = Number(field.value ?? 0);
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} id={id} className="flex gap-1" onBlur={onBlur}>
      <span id={`${id}-label`} className="sr-only">
        {field.label}
      </span>
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star}`}
          className={star <= value ? 'text-primary' : 'text-muted-foreground'}
          onClick={() => setValue(star)}
        >
          ★
        </button>
      ))}
    </div>
  );
}

const widgets = createWidgetRegistry({ rating: { component: StarRating, label: 'group' } });

export const CustomWidget: Story = {
  render: (args) => {
    function WithWidget() {
      const locale = useCurrentLocale();
      const [transport] = React.useState(() => fakeTransport());
      const { form } = useSchemaForm({
        transport,
        locale,
        fieldTypes: Object.keys(widgets),
        schema: {
          action: '/rate',
          title: 'Rate your visit',
          children: [{ name: 'stars', type: 'rating', label: 'Rating', required: true }],
        },
      });
      return <SchemaForm form={form} widgets={widgets} onSuccess={args.onSuccess} />;
    }
    return <WithWidget />;
  },
};

/** Loading: the schema call has not answered yet. */
export const Loading: Story = {
  render: () => {
    function Pending() {
      const [transport] = React.useState(
        () => (() => new Promise<never>(() => {})) as unknown as ApiTransport,
      );
      const { form } = useSchemaForm({ transport, schemaPath: '/schema' });
      return <SchemaForm form={form} />;
    }
    return <Pending />;
  },
};

/** Error: the schema call failed; Retry loads it again. */
export const LoadError: Story = {
  render: () => {
    function Failing() {
      const [transport] = React.useState(
        () =>
          (async () => ({
            status: false,
            code: 408,
            data: null,
            error: storyText('errors.timeout'),
          })) as unknown as ApiTransport,
      );
      const { form } = useSchemaForm({ transport, schemaPath: '/schema' });
      return <SchemaForm form={form} />;
    }
    return <Failing />;
  },
};

/** Read-only fields (e.g. the locked last name, SSN and date of birth of a pre-filled application). */
export const ReadOnly: Story = {
  args: {
    schema: {
      action: '/retrieve',
      values: { last_name: 'Doe', ssn: '123456789', date_of_birth: '1990-04-02' },
      children: [
        { name: 'last_name', type: 'text', label: 'Last Name', readonly: true },
        { name: 'ssn', type: 'ssn', label: 'Social Security Number', readonly: true },
        {
          name: 'date_of_birth',
          type: 'date',
          label: 'Date of Birth',
          dateFormat: 'YYYY-MM-DD',
          readonly: true,
        },
      ],
    },
  },
};

export const LongContent: Story = {
  args: {
    schema: {
      action: '/long',
      title: 'A form with a very long title that wraps over more than one line on narrow screens',
      children: Array.from({ length: 12 }, (_, i) => ({
        name: `field_${i}`,
        type: 'text',
        label: `Question ${i + 1}: a long label that explains in detail what the applicant should enter here`,
        grid: { cols: 6 },
      })),
    },
  },
};
