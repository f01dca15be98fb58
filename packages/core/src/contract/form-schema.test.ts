import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../api/client';
import { t } from '../messages';
import { createSchemaForm } from '../schema-form/schema-form';
import { createStepSchema } from '../schema-form/step-schema';
import { envelopeResponse } from './test-records';
import { formSchemaAnswer } from './schemas';

/** A step form as the lender answers it: a group with two fields, a condition, rules and two buttons. */
const form = {
  action: '/apply-v2/application/step/applicantInfo',
  title: { en: 'About you', es: 'Sobre usted' },
  values: { applicant: { last_name: 'Smith' } },
  buttons: [
    { label: 'Continue', type: 'submit', variant: 'default' },
    { label: { code: 'apply.back' }, type: 'cancel', action: 'back' },
  ],
  children: [
    {
      type: 'group',
      label: 'You',
      children: [
        { name: 'applicant.last_name', type: 'text', label: 'Last name', rules: 'required|max:50', max: 50 },
        {
          name: 'applicant.email',
          type: 'email',
          label: { en: 'Email', es: 'Correo' },
          rules: ['required', { rule: 'email' }],
          conditions: [{ field: 'applicant.last_name', operator: 'not equals', value: '' }],
        },
      ],
    },
  ],
  conditions: { 'applicant.email': { field: 'applicant.last_name', operator: 'in', value: ['Smith'] } },
};

const parse = (value: unknown) => z.safeParse(formSchemaAnswer, value);
/** The form with its first group's first field replaced by `field`. */
const withField = (field: Record<string, unknown>) => ({
  ...form,
  children: [{ ...form.children[0], children: [field, form.children[0]!.children[1]] }],
});

describe('spec 01 §3: the form schema answer', () => {
  it('spec 01 §3: takes a form with its title, values, buttons, nested fields, rules and conditions as given', () => {
    const parsed = parse(form);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(form);
  });

  it.each([
    ['children that are not a list', { ...form, children: { name: 'x' } }],
    ['a field that is not an object', { ...form, children: ['applicant.last_name'] }],
    ["a nested field's children that are not a list", withField({ type: 'group', children: 'none' })],
    ["a field's conditions given as a number", withField({ name: 'a', conditions: 3 })],
    [
      'a condition with an operator the spec does not name',
      withField({ name: 'a', conditions: [{ field: 'b', operator: 'like' }] }),
    ],
    ['a condition without its field', withField({ name: 'a', conditions: [{ operator: 'in', value: [] }] })],
    ["a field's name given as a number", withField({ name: 7, type: 'text' })],
    ["a field's rules given as a number", withField({ name: 'a', rules: 12 })],
    [
      'a button that is neither submit nor cancel (01 §3)',
      { ...form, buttons: [{ label: 'Go', type: 'link' }] },
    ],
    ['conditions by field given as a list', { ...form, conditions: [{ field: 'a', operator: 'in' }] }],
  ])('spec 01 §3: refuses a form with %s, from which no form can be built', (_, value) => {
    expect(parse(value).success).toBe(false);
  });

  it("spec 01 §3: leaves out a presentational key of the wrong kind and keeps the field, and keeps keys it does not name for a team's widgets", () => {
    const parsed = parse(
      withField({
        name: 'applicant.last_name',
        type: 'text',
        label: 42,
        min: '5',
        required: 'yes',
        placeholder: 'Smith',
        'x-hint-icon': 'info',
      }),
    );
    expect(parsed.success).toBe(true);
    const field = (parsed.data!.children![0]!.children![0] ?? {}) as Record<string, unknown>;
    expect(field).toEqual({
      name: 'applicant.last_name',
      type: 'text',
      placeholder: 'Smith',
      'x-hint-icon': 'info',
    });
  });
});

/** The API client over a server that answers every schema call with `answers`, one after another. */
function client(answers: unknown[]) {
  const paths: string[] = [];
  const api = createApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'https://lender.test');
      paths.push(`${url.pathname}${url.search}`);
      return envelopeResponse(answers.shift());
    },
  });
  return { transport: api.request, paths };
}

describe('spec 01 §7, §8: the form engine parses every schema it loads', () => {
  it('spec 01 §8: a schema the engine could not build shows the invalid-answer error; Try again builds the next one, keeping nothing broken', async () => {
    const { transport, paths } = client([{ children: { name: 'x' } }, form]);
    const engine = createSchemaForm({ transport, schemaPath: '/apply-v2/application/step/applicantInfo' });
    const unmount = engine.mount();
    await expect.poll(() => engine.getState().status).toBe('error');
    expect(engine.getState().alert).toBe('An invalid response was returned from the server.');
    expect(paths).toEqual(['/apply-v2/application/step/applicantInfo?_form=true']);

    await engine.load();
    expect(engine.getState().status).toBe('ready');
    expect(engine.getModel()).toMatchObject({ applicant: { last_name: 'Smith' } });
    unmount();
  });

  it('spec 01 §8: a hostile schema nested 10,000 groups deep is no response (its check cannot finish), and Try again loads the next', async () => {
    let field: Record<string, unknown> = { name: 'applicant.last_name', type: 'text' };
    for (let depth = 0; depth < 10_000; depth += 1) field = { type: 'group', children: [field] };
    const { transport } = client([{ children: [field] }, form]);
    const engine = createSchemaForm({ transport, schemaPath: '/apply-v2/application/step/applicantInfo' });
    const unmount = engine.mount();
    await expect.poll(() => engine.getState().status).toBe('error');
    expect(engine.getState().alert).toBe(t('errors.timeout'));

    await engine.load();
    expect(engine.getState().status).toBe('ready');
    unmount();
  });

  it("spec 01 §7: a wizard step's schema that the engine could not build is the step's error, not a ready step", async () => {
    const { transport } = client([withField({ name: 'a', conditions: 3 }), form]);
    const step = createStepSchema({ transport });
    const unmount = step.mount();
    step.load('/apply-v2/application/step/applicantInfo', 'en');
    await expect.poll(() => step.getState().status).toBe('error');
    expect(step.getState()).toEqual({
      status: 'error',
      error: 'An invalid response was returned from the server.',
    });

    step.retry();
    await expect.poll(() => step.getState().status).toBe('ready');
    expect(step.getState()).toMatchObject({ status: 'ready', schema: { title: { en: 'About you' } } });
    unmount();
  });
});
