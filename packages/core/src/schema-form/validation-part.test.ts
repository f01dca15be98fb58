import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/types';
import type { FormSchema } from './schema';

const transport = vi.fn(async () => ({
  status: true,
  code: 200,
  data: null,
  error: null,
})) as unknown as ApiTransport;

const schema: FormSchema = {
  children: [
    { name: 'first_name', type: 'text', label: 'First name', required: true },
    { name: 'zip', type: 'text', label: 'Zip code', rules: 'zip' },
  ],
};

/**
 * The form engine and the catalogue as a page that has just opened has them: a fresh message module
 * holds English's base only (the test setup loaded every part into the shared one).
 */
async function freshPage() {
  vi.resetModules();
  const { createSchemaForm } = await import('./schema-form');
  const { t } = await import('../messages');
  return { createSchemaForm, t };
}

describe("the form toolkit's rule messages are English's validation part, which a schema form loads as it mounts (docs in messages/index.ts)", () => {
  it('a page that has just opened has no rule message yet: only the base', async () => {
    const { t } = await freshPage();
    expect(t('validation.required', { field: 'First name' })).toBe('validation.required');
    expect(t('errors.timeout')).toBe(
      'Request timed out whilst trying to call the server. Please try again later.',
    );
  });

  it('a mounted form shows each rule message as text: the required field and the zip rule', async () => {
    const { createSchemaForm } = await freshPage();
    const form = createSchemaForm({ transport, schema });
    form.mount();
    form.setValue('zip', '123');
    await vi.waitFor(() => expect(form.validate()).toBe(false));
    await vi.waitFor(() => expect(form.getField('first_name')?.errorText).toBe('Enter First name'));
    expect(form.getField('zip')?.errorText).toBe('Zip code must be 5 digits');
    form.dispose();
  });

  it('an error set before the part arrived is read again once it is in, in the field and in the error summary', async () => {
    const { createSchemaForm } = await freshPage();
    const form = createSchemaForm({ transport, schema });
    // Submitted before the form mounted: the part has not been asked for, so the message has no text.
    form.setValue('zip', '123');
    await form.submit();
    expect(form.getField('first_name')?.errorText).toBe('validation.required');
    const seen: (string | null | undefined)[] = [];
    form.subscribeField('first_name', () => seen.push(form.getField('first_name')?.errorText));
    form.mount();
    await vi.waitFor(() => expect(form.getField('first_name')?.errorText).toBe('Enter First name'));
    // Its listeners hear it, and the summary the submit showed reads the same.
    expect(seen).toContain('Enter First name');
    expect(form.getState().errorSummary).toEqual([
      { name: 'first_name', label: 'First name', message: 'Enter First name' },
      { name: 'zip', label: 'Zip code', message: 'Zip code must be 5 digits' },
    ]);
    // What was typed stays.
    expect(form.getField('zip')?.value).toBe('123');
    form.dispose();
  });
});
