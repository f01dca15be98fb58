import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FormSchema } from './schema';
import { createStepSchema, getStepSchemaPath } from './step-schema';

const schema = (title: string) => ({ title, children: [], buttons: [] }) as unknown as FormSchema;
const ok = (data: unknown): ApiResult<unknown> => ({ status: true, code: 200, data, error: null });
const fail = (code: number, error: string): ApiResult<unknown> => ({
  status: false,
  code,
  data: null,
  error,
});

/** A transport whose calls wait until the test answers them, in any order. */
function transport() {
  const calls: { request: ApiRequest; answer: (result: ApiResult<unknown>) => Promise<void> }[] = [];
  const fn = vi.fn(
    (request: ApiRequest) =>
      new Promise<ApiResult<unknown>>((resolve) => {
        calls.push({
          request,
          answer: async (result) => {
            resolve(result);
            await Promise.resolve();
            await Promise.resolve();
          },
        });
      }),
  ) as unknown as ApiTransport;
  return { fn, calls };
}

describe('createStepSchema', () => {
  it('spec 01 §7: a step schema is GET <path>?_form=true, loading until it arrives', async () => {
    const api = transport();
    const loader = createStepSchema({ transport: api.fn });
    loader.load(getStepSchemaPath('applicantIncome'), 'en');
    expect(loader.getState()).toEqual({ status: 'loading' });
    expect(api.calls[0]?.request).toMatchObject({
      method: 'GET',
      path: '/apply-v2/application/step/applicantIncome?_form=true',
    });
    await api.calls[0]!.answer(ok(schema('Income')));
    expect(loader.getState()).toEqual({ status: 'ready', schema: schema('Income') });
  });

  it("spec 01 §9: a failed load shows the server's error; Try again loads afresh and nothing typed is involved", async () => {
    const api = transport();
    const loader = createStepSchema({ transport: api.fn });
    loader.load('/apply-v2/application/step/applicantInfo', 'en');
    await api.calls[0]!.answer(fail(500, 'Server Error'));
    expect(loader.getState()).toEqual({ status: 'error', error: 'Server Error' });
    loader.retry();
    expect(loader.getState()).toEqual({ status: 'loading' });
    await api.calls[1]!.answer(ok(schema('Info')));
    expect(loader.getState().status).toBe('ready');
  });

  it('a language switch fetches the schema again without going back to loading; a failed refresh keeps the loaded one', async () => {
    const api = transport();
    const loader = createStepSchema({ transport: api.fn });
    loader.load('/apply-v2/application/step/applicantInfo', 'en');
    await api.calls[0]!.answer(ok(schema('Applicant Info')));
    loader.load('/apply-v2/application/step/applicantInfo', 'es');
    expect(api.calls).toHaveLength(2);
    expect(loader.getState()).toEqual({ status: 'ready', schema: schema('Applicant Info') });
    await api.calls[1]!.answer(ok(schema('Información del solicitante')));
    expect(loader.getState()).toEqual({ status: 'ready', schema: schema('Información del solicitante') });
    loader.load('/apply-v2/application/step/applicantInfo', 'en');
    await api.calls[2]!.answer(fail(408, 'timeout'));
    expect(loader.getState()).toEqual({ status: 'ready', schema: schema('Información del solicitante') });
    // The same path and language again send nothing.
    loader.load('/apply-v2/application/step/applicantInfo', 'en');
    expect(api.calls).toHaveLength(3);
  });

  it('a new path loads afresh; the older call is aborted and its late answer ignored; nothing after dispose', async () => {
    const api = transport();
    const loader = createStepSchema({ transport: api.fn });
    loader.load('/apply-v2/application/step/applicantInfo', 'en');
    loader.load('/apply-v2/application/step/applicantAddress', 'en');
    expect(api.calls[0]!.request.signal?.aborted).toBe(true);
    await api.calls[1]!.answer(ok(schema('Address')));
    await api.calls[0]!.answer(ok(schema('Info')));
    expect(loader.getState()).toEqual({ status: 'ready', schema: schema('Address') });
    loader.load('/apply-v2/application/step/applicantIncome', 'en');
    loader.dispose();
    expect(api.calls[2]!.request.signal?.aborted).toBe(true);
    await api.calls[2]!.answer(ok(schema('Income')));
    expect(loader.getState()).toEqual({ status: 'loading' });
    loader.retry();
    expect(api.calls).toHaveLength(3);
  });
});
