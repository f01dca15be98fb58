import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { formatMessage } from '../messages';
import { createSchemaForm, getFieldRules, SELECT_COUNT_THRESHOLD } from './schema-form';
import {
  CHOICE_FIELD_TYPES,
  evaluateCondition,
  flattenFields,
  getPath,
  setPath,
  type FormSchema,
} from './schema';

const ok = (data: unknown = null, code = 200): ApiResult => ({ status: true, code, data, error: null });

function fakeTransport(answer: (request: ApiRequest) => ApiResult | Promise<ApiResult>) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return answer(request);
  });
  return { calls, transport: transport as unknown as ApiTransport };
}

const never = fakeTransport(() => ok()).transport;

const applicantSchema: FormSchema = {
  action: '/apply-v2/applicant/{store_id}',
  params: { store_id: 7 },
  values: { id: 55, applicant: { last_name: 'Smith' } },
  children: [
    { name: 'applicant.last_name', type: 'text', label: 'Last name', required: true },
    { name: 'applicant.cell', type: 'phone', label: 'Mobile phone', rules: 'required|phone' },
    { name: 'income.gross', type: 'money', label: 'Gross income' },
    {
      type: 'group',
      children: [
        { name: 'income.source', type: 'select', label: 'Source' },
        {
          name: 'income.employer',
          type: 'text',
          label: 'Employer',
          required: true,
          conditions: [{ field: 'income.source', operator: 'in', value: ['employment', 'other'] }],
        },
      ],
    },
  ],
};

describe('spec 01 §7: schema load', () => {
  it('GETs the schema path with _form=true and uses data as the schema', async () => {
    const { calls, transport } = fakeTransport(() => ok(applicantSchema));
    const form = createSchemaForm({ transport, schemaPath: '/forms/applicant', params: { store_id: 7 } });
    expect(calls).toHaveLength(0);
    form.mount();
    expect(form.getState().status).toBe('loading');
    await vi.waitFor(() => expect(form.getState().status).toBe('ready'));
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/forms/applicant?_form=true',
      payload: { store_id: 7 },
    });
    expect(form.getState().fieldNames).toEqual([
      'applicant.last_name',
      'applicant.cell',
      'income.gross',
      'income.source',
      'income.employer',
    ]);
    expect(form.getField('applicant.last_name')?.value).toBe('Smith');
  });

  it('uses the given method, and a failed load shows the error, else the unknown-error text', async () => {
    const failing = fakeTransport(() => ({ status: false, code: 500, data: null, error: 'Broken schema' }));
    const form = createSchemaForm({ transport: failing.transport, schemaPath: '/forms/x', method: 'POST' });
    form.mount();
    await vi.waitFor(() => expect(form.getState().status).toBe('error'));
    expect(failing.calls[0]!.method).toBe('POST');
    expect(form.getState().alert).toBe('Broken schema');
    const empty = fakeTransport(() => ({ status: true, code: 200, data: null, error: null }));
    const other = createSchemaForm({ transport: empty.transport, schemaPath: '/forms/y' });
    other.mount();
    await vi.waitFor(() => expect(other.getState().status).toBe('error'));
    expect(other.getState().alert).toBe('An unknown error occurred');
    await createSchemaForm({ transport: never, schema: applicantSchema }).load();
  });

  it('given values win over the schema values; nested names read and write the model', () => {
    const form = createSchemaForm({
      transport: never,
      schema: applicantSchema,
      values: { applicant: { last_name: 'Jones', cell: '5551234567' } },
    });
    expect(form.getField('applicant.last_name')?.value).toBe('Jones');
    expect(form.getField('applicant.cell')?.value).toBe('5551234567');
    expect(form.getField('nope')).toBeUndefined();
  });

  it('a load answered after dispose is ignored', async () => {
    let release: (r: ApiResult) => void = () => {};
    const transport = (() => new Promise<ApiResult>((r) => (release = r))) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schemaPath: '/forms/z' });
    form.mount();
    form.dispose();
    release(ok(applicantSchema));
    await form.load();
    expect(form.getState().status).toBe('loading');
  });

  it('the end of a mount aborts the load, and the next mount loads again and uses that answer', async () => {
    const signals: AbortSignal[] = [];
    const releases: ((r: ApiResult) => void)[] = [];
    const transport = ((request: ApiRequest) => {
      signals.push(request.signal!);
      return new Promise<ApiResult>((r) => releases.push(r));
    }) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schemaPath: '/forms/applicant' });
    const unmount = form.mount();
    unmount();
    expect(signals[0]!.aborted).toBe(true);
    form.mount();
    expect(signals).toHaveLength(2);
    expect(signals[1]!.aborted).toBe(false);
    releases[0]!({ status: false, code: 408, data: null, error: 'Aborted' });
    await Promise.resolve();
    expect(form.getState().status).toBe('loading');
    releases[1]!(ok(applicantSchema));
    await vi.waitFor(() => expect(form.getState().status).toBe('ready'));
    form.mount()();
    expect(signals).toHaveLength(2);
  });
});

describe('spec 01 §5: field visibility from conditions', () => {
  it.each([
    ['in', 'a', ['a', 'b'], true],
    ['in', 'c', ['a', 'b'], false],
    ['in', ['x', 'b'], ['a', 'b'], true],
    ['not in', 'c', ['a', 'b'], true],
    ['not in', 'a', 'a', false],
    ['equals', '1', 1, true],
    ['equals', true, '1', true],
    ['equals', null, 'x', false],
    ['not equals', 'a', 'b', true],
    ['not equals', 'a', 'a', false],
    ['>=', '5', 5, true],
    ['>=', 4, 5, false],
    ['<=', 5, '5', true],
    ['<', 4, 5, true],
    ['<', 5, 5, false],
    ['>', 6, 5, true],
    ['>', 'abc', 5, false],
    ['>', '', 5, false],
    ['<=', 3, null, false],
  ] as const)('%s: %j against %j is %s', (operator, actual, expected, result) => {
    expect(evaluateCondition(actual, operator, expected)).toBe(result);
  });

  it('shows a field only while its conditions hold; form-level conditions and group conditions apply too', () => {
    const schema: FormSchema = {
      conditions: { extra: { field: 'count', operator: '>', value: 2 } },
      children: [
        { name: 'count', type: 'number' },
        { name: 'extra', type: 'text' },
        {
          type: 'group',
          conditions: [{ field: 'count', operator: 'equals', value: 0 }],
          children: [{ name: 'zero', type: 'text' }],
        },
      ],
    };
    const form = createSchemaForm({ transport: never, schema });
    expect(form.getField('extra')?.visible).toBe(false);
    expect(form.getField('zero')?.visible).toBe(false);
    form.setValue('count', '3');
    expect(form.getField('extra')?.visible).toBe(true);
    form.setValue('count', '0');
    expect(form.getField('zero')?.visible).toBe(true);
    expect(flattenFields(schema).map((f) => f.conditions.length)).toEqual([0, 1, 1]);
  });

  it('hidden fields are neither validated nor submitted', async () => {
    const { calls, transport } = fakeTransport(() => ok());
    const form = createSchemaForm({ transport, schema: applicantSchema });
    form.setValue('applicant.cell', '5551234567');
    form.setValue('income.employer', 'Acme');
    form.setValue('income.source', 'benefits');
    expect(form.getField('income.employer')?.visible).toBe(false);
    expect(form.validate()).toBe(true);
    await form.submit();
    expect(calls[0]!.payload).toEqual({
      store_id: 7,
      id: 55,
      applicant: { last_name: 'Smith', cell: '5551234567' },
      income: { source: 'benefits' },
    });
  });

  it('a consent checkbox with accepted blocks submit until it is ticked', () => {
    const form = createSchemaForm({
      transport: never,
      schema: {
        action: '/consent',
        children: [{ name: 'terms', type: 'checkbox', label: 'I agree to the terms', rules: 'accepted' }],
      },
    });
    expect(form.getField('terms')?.required).toBe(true);
    expect(form.validate()).toBe(false);
    expect(form.getField('terms')?.errorText).toBe('Check the box to continue: I agree to the terms');
    form.setValue('terms', false);
    expect(form.validate()).toBe(false);
    form.setValue('terms', true);
    expect(form.validate()).toBe(true);
    expect(form.getField('terms')?.error).toBeNull();
  });

  it('a field hidden while it shows an error drops the error', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.setValue('income.source', 'employment');
    form.validate();
    expect(form.getField('income.employer')?.error).not.toBeNull();
    form.setValue('income.source', 'benefits');
    expect(form.getField('income.employer')?.error).toBeNull();
    expect(form.getState().errorCount).toBe(1); // the phone is still missing
  });
});

describe('spec 01 §5: named and application rules with the field label', () => {
  it('validates on blur with messages that use the label', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.setValue('applicant.cell', '12');
    form.touch('applicant.cell');
    const field = form.getField('applicant.cell')!;
    expect(field.touched).toBe(true);
    expect(field.errorText).toBe('The Mobile phone value must be a phone number.');
    form.touch('unknown');
  });

  it("a required choice says 'Select {field}', a typed field 'Enter {field}' (GOV.UK wording)", () => {
    expect([...CHOICE_FIELD_TYPES]).toEqual(
      expect.arrayContaining(['select', 'radio', 'checkbox', 'switch']),
    );
    expect(CHOICE_FIELD_TYPES.has('text')).toBe(false);
    for (const type of CHOICE_FIELD_TYPES) {
      expect(getFieldRules({ name: 'x', type, required: true })).toEqual([
        { rule: 'required', message: 'validation.selectRequired' },
      ]);
    }
    expect(getFieldRules({ name: 'x', type: 'text', required: true, rules: 'max:5' })).toEqual([
      'required',
      'max:5',
    ]);
    expect(formatMessage({ code: 'validation.selectRequired', params: { field: 'Pay Frequency' } })).toBe(
      'Select Pay Frequency',
    );
    expect(formatMessage({ code: 'validation.selectRequired', params: { field: 'Estado' } }, 'es')).toBe(
      'Seleccione Estado',
    );
    // The product rule keeps its own spec text, whatever the widget.
    expect(getFieldRules({ name: 'p', type: 'select', required: true, rules: 'product' })).toEqual([
      { rule: 'required', message: 'validation.productRequired' },
      'product',
    ]);
  });

  it('leaving an empty field before any submit shows no error; after a submit it does', async () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.setValue('applicant.last_name', '');
    form.touch('applicant.last_name');
    expect(form.getField('applicant.last_name')).toMatchObject({ touched: true, error: null });
    await form.submit();
    form.touch('applicant.last_name');
    expect(form.getField('applicant.last_name')?.errorText).toBe('Enter Last name');
  });

  it('a field showing an error is re-checked as the user types, so fixing it clears it', async () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.setValue('applicant.last_name', '');
    await form.submit();
    expect(form.getField('applicant.last_name')?.errorText).toBe('Enter Last name');
    form.setValue('applicant.last_name', 'Lee');
    expect(form.getField('applicant.last_name')?.error).toBeNull();
  });

  it('GOV.UK: leaving an empty field is not an error before a submit; after one it is', async () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.touch('applicant.last_name');
    expect(form.getField('applicant.last_name')?.error).toBeNull();
    await form.submit();
    form.setValue('applicant.last_name', 'Lee');
    form.setValue('applicant.last_name', '');
    form.touch('applicant.last_name');
    expect(form.getField('applicant.last_name')?.errorText).toBe('Enter Last name');
  });

  it('leaving a non-empty invalid field shows its error at once', () => {
    const form = createSchemaForm({
      transport: never,
      schema: { children: [{ name: 'x', label: 'Code', rules: 'max:5|regex:/^(a|b)$/' }] },
    });
    form.setValue('x', 'c');
    form.touch('x');
    expect(form.getField('x')?.errorText).toBe('The Code value must be valid.');
  });

  it('reads rules as pipe strings, lists and maps; collections add their item limits', () => {
    expect(getFieldRules({ required: true, rules: 'required|max:14' })).toEqual(['required', 'max:14']);
    expect(getFieldRules({ rules: 'max:5|regex:/^(a|b)$/' })).toEqual(['max:5', 'regex:/^(a|b)$/']);
    expect(getFieldRules({ rules: 'regex:/^(a|b)$/' })).toEqual(['regex:/^(a|b)$/']);
    const form = createSchemaForm({
      transport: never,
      schema: { children: [{ name: 'x', label: 'Code', rules: 'max:5|regex:/^(a|b)$/' }] },
    });
    form.setValue('x', 'c');
    form.touch('x');
    expect(form.getField('x')?.errorText).toBe('The Code value must be valid.');
    form.setValue('x', 'b');
    expect(form.getField('x')?.error).toBeNull();
    expect(getFieldRules({ rules: ['phone', { rule: 'max', value: 3 }, 5 as never] })).toEqual([
      'phone',
      { rule: 'max', value: 3 },
    ]);
    expect(getFieldRules({ rules: { required: true, max: 14, regex: { pattern: '^a' } } })).toEqual([
      'required',
      { rule: 'max', value: 14 },
      { rule: 'regex', pattern: '^a' },
    ]);
    expect(getFieldRules({ type: 'collection', min: 1, max: 2 })).toEqual([
      { rule: 'min', value: 1 },
      { rule: 'max', value: 2 },
    ]);
  });

  it('spec 01 §1: error texts follow the locale pushed through update', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.setValue('applicant.last_name', '');
    form.validate();
    form.update({ locale: 'es' });
    expect(form.getField('applicant.last_name')?.errorText).toBe('Introduzca Last name');
    expect(form.getErrorSummary()[0]!.message).toBe('Introduzca Last name');
  });
});

describe('spec 01 §4 / §5: submit', () => {
  it('form-level validation runs first and an invalid form is not submitted; the summary is in field order', async () => {
    const { calls, transport } = fakeTransport(() => ok());
    const form = createSchemaForm({
      transport,
      schema: applicantSchema,
      values: { applicant: { last_name: '' } },
    });
    form.setValue('income.source', 'employment');
    const result = await form.submit();
    expect(result).toEqual({ outcome: 'invalid', result: null });
    expect(calls).toHaveLength(0);
    expect(form.getState()).toMatchObject({ outcome: 'invalid', submitCount: 1, errorCount: 3 });
    expect(form.getErrorSummary()).toEqual([
      { name: 'applicant.last_name', label: 'Last name', message: 'Enter Last name' },
      { name: 'applicant.cell', label: 'Mobile phone', message: 'Enter Mobile phone' },
      { name: 'income.employer', label: 'Employer', message: 'Enter Employer' },
    ]);
    // Nothing typed is lost.
    expect(form.getField('income.source')?.value).toBe('employment');
  });

  it('POSTs the model to the action; success only when status is true and code 200', async () => {
    const { calls, transport } = fakeTransport(() => ok({ id: 9 }));
    const form = createSchemaForm({ transport, schema: applicantSchema });
    form.setValue('applicant.cell', '5551234567');
    form.setValue('income.gross', '$2,500.50');
    expect(form.getState().dirty).toBe(true);
    const result = await form.submit();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/apply-v2/applicant/{store_id}' });
    expect(calls[0]!.payload).toMatchObject({ store_id: 7, income: { gross: '2500.50' } });
    expect(result.outcome).toBe('success');
    expect(form.getState()).toMatchObject({
      outcome: 'success',
      submitting: false,
      dirty: false,
      data: { id: 9 },
    });
  });

  it('status true with another code is not a success and shows the unknown-error alert', async () => {
    const { transport } = fakeTransport(() => ok(null, 201));
    const form = createSchemaForm({ transport, schema: { action: '/a', children: [] } });
    expect((await form.submit()).outcome).toBe('fail');
    expect(form.getState().alert).toBe('An unknown error occurred');
  });

  it('status true with code 301 or 302 is a redirect to data', async () => {
    const { transport } = fakeTransport(() => ({
      ...ok('https://shop.test/next', 302),
      redirect: 'https://shop.test/next',
    }));
    const form = createSchemaForm({ transport, schema: { action: '/a', children: [] } });
    expect((await form.submit()).outcome).toBe('redirect');
    expect(form.getState().redirect).toBe('https://shop.test/next');
    const plain = fakeTransport(() => ok('/moved', 301));
    const other = createSchemaForm({ transport: plain.transport, schema: { action: '/a', children: [] } });
    await other.submit();
    expect(other.getState()).toMatchObject({ outcome: 'redirect', redirect: '/moved' });
  });

  it('a 422 maps its data onto the fields and keeps the values', async () => {
    const { transport } = fakeTransport(() => ({
      status: false,
      code: 422,
      data: { 'applicant.cell': ['The phone is blocked.'], 'incomes.0.gross': 'Too low', ghost: 'x' },
      error: null,
    }));
    const form = createSchemaForm({
      transport,
      schema: {
        action: '/a',
        children: [
          { name: 'applicant.cell', type: 'phone', label: 'Mobile phone' },
          { name: 'incomes', type: 'collection', children: [{ name: 'gross', label: 'Gross' }] },
        ],
      },
      values: { incomes: [{ gross: '1' }] },
    });
    form.setValue('applicant.cell', '5551234567');
    await form.submit();
    expect(form.getField('applicant.cell')).toMatchObject({
      value: '5551234567',
      errorText: 'The phone is blocked.',
    });
    expect(form.getField('incomes')?.itemErrors).toEqual({ '0.gross': 'Too low' });
    expect(form.getErrorSummary()).toEqual([
      { name: 'applicant.cell', label: 'Mobile phone', message: 'The phone is blocked.' },
      { name: 'incomes.0.gross', label: 'Gross', message: 'Too low' },
    ]);
    expect(form.getState()).toMatchObject({ outcome: 'fail', alert: 'An unknown error occurred' });
  });

  it("the error summary in the state changes only on a submit or the server's answer", async () => {
    let answer: ApiResult = ok();
    const { transport } = fakeTransport(() => answer);
    const form = createSchemaForm({
      transport,
      schema: applicantSchema,
      values: { applicant: { last_name: '' } },
    });
    // Before a submit there is no summary, whatever the fields show.
    form.touch('applicant.cell');
    form.setValue('applicant.cell', '55');
    form.touch('applicant.cell');
    expect(form.getField('applicant.cell')?.error).not.toBeNull();
    expect(form.getState().errorSummary).toEqual([]);
    await form.submit();
    const onSubmit = form.getState().errorSummary;
    expect(onSubmit.map((item) => item.name)).toEqual(['applicant.last_name', 'applicant.cell']);
    expect(onSubmit).toEqual(form.getErrorSummary());
    // Fixing a field rewrites neither the list nor its identity until the next submit.
    form.setValue('applicant.last_name', 'Smith');
    form.touch('applicant.last_name');
    expect(form.getState().errorSummary).toBe(onSubmit);
    form.setValue('applicant.cell', '5551234567');
    answer = { status: false, code: 422, data: { 'applicant.cell': ['The phone is blocked.'] }, error: null };
    await form.submit();
    expect(form.getState().errorSummary).toEqual([
      { name: 'applicant.cell', label: 'Mobile phone', message: 'The phone is blocked.' },
    ]);
    answer = ok();
    form.setValue('applicant.cell', '5559876543');
    await form.submit();
    expect(form.getState()).toMatchObject({ outcome: 'success', errorSummary: [] });
  });

  it("a 422's message stays when the field is left with the value it refused, and goes once it changes", async () => {
    const { transport } = fakeTransport(() => ({
      status: false,
      code: 422,
      data: { 'applicant.cell': ['The phone is blocked.'] },
      error: null,
    }));
    const form = createSchemaForm({
      transport,
      schema: { action: '/a', children: [{ name: 'applicant.cell', type: 'phone', label: 'Mobile phone' }] },
    });
    form.setValue('applicant.cell', '5551234567');
    await form.submit();
    // The error summary takes focus: the field the shopper was in is left with the same value.
    form.touch('applicant.cell');
    expect(form.getField('applicant.cell')?.errorText).toBe('The phone is blocked.');
    form.setValue('applicant.cell', '5559876543');
    form.touch('applicant.cell');
    expect(form.getField('applicant.cell')?.error).toBeNull();
  });

  it('the alert shows error, else message, else the unknown-error text', async () => {
    const answers: ApiResult[] = [
      { status: false, code: 500, data: { message: 'ignored' }, error: 'Server said no' },
      { status: false, code: 400, data: { message: 'From message' }, error: null },
    ];
    const { transport } = fakeTransport(() => answers.shift()!);
    const form = createSchemaForm({ transport, schema: { action: '/a', children: [] } });
    await form.submit();
    expect(form.getState().alert).toBe('Server said no');
    await form.submit();
    expect(form.getState().alert).toBe('From message');
  });

  it('a double click submits once', async () => {
    let release: (r: ApiResult) => void = () => {};
    const calls: ApiRequest[] = [];
    const transport = ((request: ApiRequest) => {
      // The answer's schema is not part of what goes over the wire.
      calls.push({ ...request, answer: undefined });
      return new Promise<ApiResult>((r) => (release = r));
    }) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schema: { action: '/a', children: [] } });
    const first = form.submit();
    const second = form.submit();
    expect(form.getState().submitting).toBe(true);
    expect(second).toBe(first);
    release(ok());
    await first;
    expect(calls).toHaveLength(1);
    expect(form.getState().submitting).toBe(false);
  });

  it('a submit still running when the mount ends is aborted and shows nothing; the next mount may submit again', async () => {
    const signals: AbortSignal[] = [];
    const releases: ((r: ApiResult) => void)[] = [];
    const transport = ((request: ApiRequest) => {
      signals.push(request.signal!);
      return new Promise<ApiResult>((r) => releases.push(r));
    }) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schema: { action: '/a', children: [] } });
    const unmount = form.mount();
    const running = form.submit();
    unmount();
    expect(signals[0]!.aborted).toBe(true);
    releases[0]!({ status: false, code: 408, data: null, error: 'Aborted' });
    expect((await running).outcome).toBe('fail');
    expect(form.getState()).toMatchObject({ submitting: false, alert: null });
    form.mount();
    const again = form.submit();
    releases[1]!(ok());
    expect((await again).outcome).toBe('success');
  });

  it('a form that is not ready, or disposed, does not submit', async () => {
    const pending = (() => new Promise<ApiResult>(() => {})) as unknown as ApiTransport;
    const loading = createSchemaForm({ transport: pending, schemaPath: '/forms/a' });
    loading.mount();
    expect((await loading.submit()).outcome).toBe('invalid');
    let release: (r: ApiResult) => void = () => {};
    const transport = (() => new Promise<ApiResult>((r) => (release = r))) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schema: { action: '/a', children: [] } });
    const running = form.submit();
    form.dispose();
    release(ok());
    expect((await running).outcome).toBe('fail');
  });
});

describe('spec 01 §4: dirty flag for the unsaved-changes prompt', () => {
  it('is set by a change and cleared when the value goes back', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    const listener = vi.fn();
    form.subscribe(listener);
    form.setValue('applicant.last_name', 'Smyth');
    expect(form.getState().dirty).toBe(true);
    expect(form.getField('applicant.last_name')?.dirty).toBe(true);
    form.setValue('applicant.last_name', 'Smith');
    expect(form.getState().dirty).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('update with new values resets the form to them', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    form.setValue('applicant.last_name', 'Typed');
    form.update({ values: undefined });
    expect(form.getField('applicant.last_name')?.value).toBe('Typed');
    form.update({ values: { applicant: { last_name: 'Server' } } });
    expect(form.getField('applicant.last_name')).toMatchObject({ value: 'Server', dirty: false });
    expect(form.getState().dirty).toBe(false);
    form.setValue('applicant.cell', '555');
    // The same values again (a fresh object from a re-render) do not reset what was typed since.
    form.update({ values: { applicant: { last_name: 'Server' } } });
    expect(form.getField('applicant.cell')?.value).toBe('555');
  });
});

describe('spec 01 §5: collections, multi-select and sanitizers', () => {
  const schema: FormSchema = {
    action: '/a',
    children: [
      {
        name: 'incomes',
        type: 'collection',
        min: 1,
        max: 2,
        label: 'Incomes',
        children: [
          { name: 'gross', type: 'money', label: 'Gross', required: true },
          { name: 'frequency', default: 'monthly' },
          { type: 'group' },
        ],
      },
      { name: 'tags', type: 'select', multiple: true, max: 3 },
      { name: 'cell', type: 'phone' },
      { name: 'dob', type: 'date', mask: '##/##/####' },
      { name: 'picked', type: 'date' },
    ],
  };

  it('collections respect their minimum and maximum item counts', () => {
    const form = createSchemaForm({ transport: never, schema });
    expect(form.getField('incomes')?.value).toEqual([]);
    expect(form.addItem('incomes')).toBe(true);
    expect(form.getField('incomes')?.value).toEqual([{ gross: null, frequency: 'monthly' }]);
    expect(form.removeItem('incomes', 0)).toBe(false); // min 1
    expect(form.addItem('incomes', { gross: '5' })).toBe(true);
    expect(form.addItem('incomes')).toBe(false); // max 2
    expect(form.removeItem('incomes', 5)).toBe(false);
    expect(form.removeItem('incomes', 1)).toBe(true);
    expect(form.getField('incomes')?.value).toHaveLength(1);
    expect(form.addItem('tags')).toBe(false);
    expect(form.removeItem('nope', 0)).toBe(false);
  });

  it('item fields are set by path and validated per item; an empty collection fails its minimum', () => {
    const form = createSchemaForm({ transport: never, schema });
    expect(form.validate()).toBe(false);
    expect(form.getField('incomes')?.errorText).toBe('Add at least 1 to Incomes');
    form.addItem('incomes');
    form.validate();
    expect(form.getField('incomes')?.itemErrors).toEqual({
      '0.gross': { code: 'validation.required', params: { field: 'Gross' } },
    });
    form.setValue('incomes.0.gross', '1200');
    expect(form.getField('incomes')?.itemErrors).toEqual({});
    expect(form.getField('incomes')?.value).toEqual([{ gross: '1200', frequency: 'monthly' }]);
    expect(form.validate()).toBe(true);
  });

  it('a multi-select takes at most its maximum choices and shows a count past 2', () => {
    const form = createSchemaForm({ transport: never, schema });
    form.setValue('tags', ['a', 'b']);
    expect(form.getField('tags')?.selectCountLabel).toBeNull();
    form.setValue('tags', ['a', 'b', 'c', 'd']);
    expect(form.getField('tags')?.value).toEqual(['a', 'b', 'c']);
    expect(SELECT_COUNT_THRESHOLD).toBe(2);
    expect(formatMessage(form.getField('tags')!.selectCountLabel!)).toBe('3 selected');
  });

  it('money keeps digits and a dot, phone digits and +, a typed date digits only', () => {
    const form = createSchemaForm({ transport: never, schema });
    form.addItem('incomes');
    form.setValue('cell', '+1 (555) 123-4567');
    form.setValue('dob', '12/31/1990');
    form.setValue('picked', '2026-01-02');
    expect(form.getField('cell')?.value).toBe('+15551234567');
    expect(form.getField('dob')?.value).toBe('12311990');
    expect(form.getField('picked')?.value).toBe('2026-01-02');
  });
});

describe("spec 01 §8: an unknown field type reports 'Input for type … not found!'", () => {
  it('as a field-level descriptor that does not block submit', async () => {
    const { calls, transport } = fakeTransport(() => ok());
    const form = createSchemaForm({
      transport,
      schema: { action: '/a', children: [{ name: 'x', type: 'hologram' }] },
    });
    expect(formatMessage(form.getField('x')!.inputError!)).toBe('Input for type hologram not found!');
    await form.submit();
    expect(calls).toHaveLength(1);
    const custom = createSchemaForm({
      transport,
      schema: { children: [{ name: 'x', type: 'hologram' }] },
      fieldTypes: ['hologram'],
    });
    expect(custom.getField('x')?.inputError).toBeNull();
  });
});

describe('spec 01 §5 (conditions): per-field subscriptions notify only the typed field and its dependents', () => {
  it('notifies the typed field and the fields whose conditions read it, nothing else', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    const seen: string[] = [];
    for (const name of form.getState().fieldNames) form.subscribeField(name, () => seen.push(name));
    const formListener = vi.fn();
    form.subscribe(formListener);
    form.setValue('applicant.cell', '5');
    expect(seen).toEqual(['applicant.cell']);
    seen.length = 0;
    form.setValue('applicant.cell', '55');
    expect(seen).toEqual(['applicant.cell']);
    seen.length = 0;
    // income.employer reads income.source: notified when its visibility flips, not otherwise.
    form.setValue('income.source', 'employment');
    expect(seen).toEqual(['income.source', 'income.employer']);
    seen.length = 0;
    form.setValue('income.source', 'other');
    expect(seen).toEqual(['income.source']);
    seen.length = 0;
    form.setValue('income.source', 'benefits');
    expect(seen).toEqual(['income.source', 'income.employer']);
    // The form-level state changed only when the dirty flag flipped.
    expect(formListener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same field object when nothing changed; unsubscribe stops notifications', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    const before = form.getField('applicant.last_name');
    form.setValue('applicant.last_name', 'Smith');
    expect(form.getField('applicant.last_name')).toBe(before);
    const listener = vi.fn();
    const off = form.subscribeField('applicant.last_name', listener);
    off();
    form.setValue('applicant.last_name', 'Other');
    expect(listener).not.toHaveBeenCalled();
    form.setValue('no.such.field', 1);
    form.dispose();
    expect(form.subscribeField('x', listener)).toBeTypeOf('function');
    form.setValue('applicant.last_name', 'Late');
    expect(form.getField('applicant.last_name')?.value).toBe('Other');
  });

  it('a look subscription ({ value: false }) hears errors, touch and visibility, not the value typed', async () => {
    const { transport } = fakeTransport(() => ({
      status: false,
      code: 422,
      data: { 'applicant.last_name': ['The Last name is taken.'] },
      error: 'The given data was invalid.',
    }));
    const form = createSchemaForm({ transport, schema: applicantSchema });
    const look = vi.fn();
    const every = vi.fn();
    form.subscribeField('applicant.cell', look, { value: false });
    form.subscribeField('applicant.cell', every);
    for (const text of ['5', '55', '555']) form.setValue('applicant.cell', text);
    expect(every).toHaveBeenCalledTimes(3);
    expect(look).not.toHaveBeenCalled();
    expect(form.getField('applicant.cell')?.value).toBe('555');
    // 01 §5: leaving a filled, invalid field shows its error: the look changed.
    form.touch('applicant.cell');
    expect(form.getField('applicant.cell')?.errorText).toBe('The Mobile phone value must be a phone number.');
    expect(look).toHaveBeenCalledTimes(1);
    // Typing on while the same error stands is the value alone again; the fix clears the error.
    form.setValue('applicant.cell', '5555');
    expect(look).toHaveBeenCalledTimes(1);
    form.setValue('applicant.cell', '5555555555');
    expect(form.getField('applicant.cell')?.error).toBeNull();
    expect(look).toHaveBeenCalledTimes(2);

    // Conditions: the dependent field's look subscriber hears its visibility flip.
    const employer = vi.fn();
    form.subscribeField('income.employer', employer, { value: false });
    form.setValue('income.source', 'employment');
    expect(employer).toHaveBeenCalledTimes(1);
    expect(form.getField('income.employer')?.visible).toBe(true);

    // 01 §5: a 422 maps its data onto the fields: a look change.
    const lastName = vi.fn();
    form.subscribeField('applicant.last_name', lastName, { value: false });
    form.setValue('applicant.last_name', 'Jones');
    expect(lastName).not.toHaveBeenCalled();
    form.setValue('income.employer', 'Acme');
    await form.submit();
    expect(form.getField('applicant.last_name')?.errorText).toBe('The Last name is taken.');
    expect(lastName).toHaveBeenCalled();
  });

  it('a value set from outside reaches full subscribers; a look subscriber may unsubscribe', () => {
    const form = createSchemaForm({ transport: never, schema: applicantSchema });
    const look = vi.fn();
    const off = form.subscribeField('applicant.last_name', look, { value: false });
    form.update({ values: { applicant: { last_name: 'Reset' } } });
    // A reset rebuilds every field: look subscribers are told too (the widget reads the new value).
    expect(look).toHaveBeenCalledTimes(1);
    expect(form.getField('applicant.last_name')?.value).toBe('Reset');
    off();
    form.touch('applicant.last_name');
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('subscriptions made before the schema loads are notified when it arrives', async () => {
    const { transport } = fakeTransport(() => ok(applicantSchema));
    const form = createSchemaForm({ transport, schemaPath: '/forms/a' });
    const listener = vi.fn();
    form.subscribeField('applicant.last_name', listener);
    form.mount();
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
  });
});

describe('spec 01 §3: nested field names read and write the model by dotted path', () => {
  it('reads and writes dotted paths without touching unrelated branches', () => {
    const model = { a: { b: 1 }, c: { d: 2 } };
    const next = setPath(model, 'a.b', 5);
    expect(next).toEqual({ a: { b: 5 }, c: { d: 2 } });
    expect(next.c).toBe(model.c);
    expect(setPath(undefined, 'list.0.x', 1)).toEqual({ list: [{ x: 1 }] });
    expect(getPath(next, 'a.b')).toBe(5);
    expect(getPath(next, 'a.b.c')).toBeUndefined();
  });
});

describe('a locale switch brings the server texts in the new language and keeps what was typed', () => {
  it('fetches the schema again and replaces labels, title and buttons; values and errors stay', async () => {
    let language = 'en';
    const spanish: FormSchema = {
      ...applicantSchema,
      title: 'Solicitante',
      buttons: [{ label: 'Continuar', type: 'submit' }],
      children: [
        { name: 'applicant.last_name', type: 'text', label: 'Apellido', required: true },
        { name: 'applicant.cell', type: 'phone', label: 'Teléfono móvil', rules: 'required|phone' },
        { name: 'income.gross', type: 'money', label: 'Ingreso bruto' },
      ],
    };
    const english: FormSchema = {
      ...applicantSchema,
      title: 'Applicant',
      buttons: [{ label: 'Continue', type: 'submit' }],
    };
    const { calls, transport } = fakeTransport(() => ok(language === 'es' ? spanish : english));
    const form = createSchemaForm({ transport, schemaPath: '/forms/applicant', locale: 'en' });
    form.mount();
    await vi.waitFor(() => expect(form.getState().status).toBe('ready'));
    form.setValue('applicant.last_name', 'Nash');
    form.setValue('applicant.cell', '55');
    form.touch('applicant.cell');
    expect(form.getField('applicant.cell')!.error).not.toBeNull();
    language = 'es';
    form.update({ locale: 'es' });
    await vi.waitFor(() => expect(form.getField('applicant.last_name')!.label).toBe('Apellido'));
    expect(calls).toHaveLength(2);
    // Spec 01 §7: the schema is fetched again as it was loaded, `_form=true` in the query string.
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/forms/applicant?_form=true', payload: {} });
    expect(form.getState().schema).toMatchObject({ title: 'Solicitante', buttons: [{ label: 'Continuar' }] });
    expect(form.getField('applicant.last_name')!.value).toBe('Nash');
    expect(form.getField('applicant.cell')).toMatchObject({ value: '55', label: 'Teléfono móvil' });
    expect(form.getField('applicant.cell')!.error).not.toBeNull();
    // A field the new schema does not name keeps its old texts.
    expect(form.getField('income.source')!.label).toBe('Source');
  });
});

describe('relabel(schema) takes another language’s texts and keeps the typed values', () => {
  it('swaps labels, options and buttons; a field with an error is validated again; nothing else changes', async () => {
    const schema: FormSchema = {
      action: '/a',
      buttons: [{ label: 'Continue', type: 'submit' }],
      children: [
        { name: 'name', type: 'text', label: 'Last name', required: true },
        {
          name: 'source',
          type: 'select',
          label: 'Income Source',
          options: [{ text: 'Retirement', value: 'retirement' }],
        },
      ],
    };
    const form = createSchemaForm({ transport: never, schema });
    form.setValue('source', 'retirement');
    form.validate();
    expect(form.getField('name')!.errorText).toContain('Last name');
    const listener = vi.fn();
    form.subscribeField('source', listener);
    const spanish: FormSchema = {
      ...schema,
      buttons: [{ label: 'Continuar', type: 'submit' }],
      children: [
        { name: 'name', type: 'text', label: 'Apellido', required: true },
        {
          name: 'source',
          type: 'select',
          label: 'Fuente de ingresos',
          options: [{ text: 'Jubilación', value: 'retirement' }],
        },
      ],
    };
    await form.relabel(spanish);
    expect(form.getField('source')).toMatchObject({ label: 'Fuente de ingresos', value: 'retirement' });
    expect(form.getField('source')!.schema.options).toEqual([{ text: 'Jubilación', value: 'retirement' }]);
    expect(form.getField('name')!.errorText).toContain('Apellido');
    expect(form.getState().schema!.buttons).toEqual([{ label: 'Continuar', type: 'submit' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    // The same texts again change nothing and notify no one.
    await form.relabel(spanish);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('spec 01 §5: a field a condition makes required (required_if) is required as soon as it holds', () => {
  const employed = 'required_if:income.source,employment,other,self-employed,e3mil,e4mil';
  const incomeSchema: FormSchema = {
    action: '/income',
    children: [
      { name: 'income.source', type: 'select', label: 'Income Source', rules: ['required'] },
      { name: 'income.employer', type: 'text', label: 'Employer', rules: [employed, 'max:100'] },
      { name: 'income.phone', type: 'tel', label: 'Employer Phone', rules: [employed, 'phone'] },
    ],
  };

  it('flags the field required while the source is employment, and not for retirement', () => {
    const form = createSchemaForm({ transport: never, schema: incomeSchema });
    const listener = vi.fn();
    form.subscribeField('income.employer', listener);
    expect(form.getField('income.employer')!.required).toBe(false);
    expect(form.getField('income.source')!.required).toBe(true);
    form.setValue('income.source', 'employment');
    expect(form.getField('income.employer')!.required).toBe(true);
    expect(form.getField('income.phone')!.required).toBe(true);
    // The employer's subscribers hear of it, so its label loses '(optional)' at once.
    expect(listener).toHaveBeenCalled();
    form.setValue('income.source', 'retirement');
    expect(form.getField('income.employer')!.required).toBe(false);
  });

  it('validates it as required on the client, with no request, and lets it go when the condition stops', async () => {
    const { calls, transport } = fakeTransport(() => ok());
    const form = createSchemaForm({ transport, schema: incomeSchema });
    form.setValue('income.source', 'employment');
    expect((await form.submit()).outcome).toBe('invalid');
    expect(calls).toHaveLength(0);
    expect(form.getField('income.employer')!.errorText).toBe('Enter Employer');
    expect(form.getField('income.phone')!.errorText).toBe('Enter Employer Phone');
    // Switching to a source without an employer clears the error shown under the old condition.
    form.setValue('income.source', 'retirement');
    expect(form.getField('income.employer')!.error).toBeNull();
    expect((await form.submit()).outcome).toBe('success');
  });

  it('a required_if field starts required when the starting values already meet the condition', () => {
    const form = createSchemaForm({
      transport: never,
      schema: { ...incomeSchema, values: { income: { source: 'self-employed' } } },
    });
    expect(form.getField('income.employer')!.required).toBe(true);
  });
});

describe('spec 01 §5: product selection', () => {
  it('a product field left empty says the core’s product text, not the generic required one', () => {
    const form = createSchemaForm({
      transport: (async () => ({ status: true, code: 200, data: null, error: null })) as never,
      schema: {
        action: '/retrieve',
        children: [{ name: 'product', type: 'select', label: 'Product', required: true, rules: ['product'] }],
      } as never,
    });
    expect(form.validate()).toBe(false);
    expect(form.getErrorSummary().map((item) => item.message)).toEqual([
      'Please select a product before continuing.',
    ]);
    form.dispose();
  });
});

describe("spec 02 §2: the footer's 'click here' retries a hanging save", () => {
  const simple: FormSchema = {
    action: '/apply-v2/applicant',
    children: [{ name: 'last_name', type: 'text', label: 'Last name' }],
  };

  it('aborts the hanging request and sends the same model again; the first submit settles once, with the retry’s answer', async () => {
    const signals: AbortSignal[] = [];
    let release!: (result: ApiResult) => void;
    const { calls, transport } = fakeTransport((request) => {
      signals.push(request.signal!);
      if (calls.length === 1)
        return new Promise<ApiResult>((resolve) => {
          request.signal!.addEventListener('abort', () =>
            resolve({ status: false, code: 0, data: null, error: 'aborted' }),
          );
        });
      return new Promise<ApiResult>((resolve) => (release = resolve));
    });
    const form = createSchemaForm({ transport, schema: simple, values: { last_name: 'Smith' } });
    const first = form.submit();
    const retry = form.resubmit();
    expect(signals[0]!.aborted).toBe(true);
    expect(form.getState().submitting).toBe(true);
    release(ok({ id: 1 }));
    await expect(first).resolves.toMatchObject({ outcome: 'success' });
    await expect(retry).resolves.toMatchObject({ outcome: 'success' });
    expect(calls.map((call) => call.payload)).toEqual([{ last_name: 'Smith' }, { last_name: 'Smith' }]);
    expect(form.getState()).toMatchObject({ submitting: false, outcome: 'success' });
  });

  it('without a save in flight it is an ordinary submit', async () => {
    const { calls, transport } = fakeTransport(() => ok());
    const form = createSchemaForm({ transport, schema: simple, values: { last_name: 'Smith' } });
    await expect(form.resubmit()).resolves.toMatchObject({ outcome: 'success' });
    expect(calls).toHaveLength(1);
  });
});
