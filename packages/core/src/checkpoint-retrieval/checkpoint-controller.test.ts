import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../api/paths';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FormSchema } from '../schema-form/schema';
import { createSessionStore } from '../session';
import { createCheckpointController, type CheckpointControllerOptions } from './checkpoint-controller';

const ok = (data: unknown = null, code = 200): ApiResult => ({ status: true, code, data, error: null });

const retrieveSchema: FormSchema = {
  action: '/apply-v2/application/retrieve',
  children: [{ name: 'last_name', type: 'text', label: 'Last name' }],
};

function setup(
  answer: (request: ApiRequest) => ApiResult = () => ok({ uuid: 'pin-ref' }),
  extra: Partial<CheckpointControllerOptions> = {},
) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return request.method === 'POST' ? answer(request) : ok(retrieveSchema);
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  const navigate = vi.fn();
  const checkpoint = createCheckpointController({
    transport,
    session,
    navigate,
    contactPhone: '555-0100',
    ...extra,
  });
  return { checkpoint, session, navigate, calls };
}

describe('spec 03 §2, 01 §4: the checkpoint controller', () => {
  it('starts nothing until mounted; then loads the retrieve schema', async () => {
    const { checkpoint, calls } = setup();
    expect(calls).toHaveLength(0);
    checkpoint.mount();
    await vi.waitFor(() => expect(checkpoint.getState().form.getState().status).toBe('ready'));
    expect(calls[0]?.path).toContain(API_PATHS.retrieveSchema);
  });

  it('01 §4: a found application opens the verification form with its PIN reference', async () => {
    const { checkpoint, session, navigate } = setup();
    checkpoint.mount();
    expect(checkpoint.getState().verificationUuid).toBeNull();
    checkpoint.retrieved(ok({ uuid: 'pin-ref', application_id: 4 }));
    expect(session.getState()).toMatchObject({
      retrieval: { uuid: 'pin-ref', application_id: 4 },
      uuid: 'pin-ref',
    });
    expect(checkpoint.getState().verificationUuid).toBe('pin-ref');
    expect(navigate).not.toHaveBeenCalled();
    checkpoint.back();
    expect(session.getState().retrieval).toBeNull();
    expect(checkpoint.getState().verificationUuid).toBeNull();
  });

  it('01 §4: a contract in progress keeps the retrieval without its PIN reference and opens that screen', () => {
    const { checkpoint, session, navigate } = setup();
    checkpoint.mount();
    checkpoint.retrieved(ok({ uuid: 'pin-ref', application_id: 4, contractInProgress: true }));
    expect(session.getState().retrieval).toMatchObject({ uuid: null, application_id: 4 });
    expect(navigate).toHaveBeenCalledWith('/result/contract-in-progress');
    expect(checkpoint.getState().verificationUuid).toBeNull();
  });

  it('01 §4: a rated22 application or one that may not switch opens the contact-store screen', () => {
    for (const flag of ['rated22App', 'mayNotSwitch']) {
      const { checkpoint, session, navigate } = setup();
      checkpoint.retrieved(ok({ uuid: 'pin-ref', [flag]: true }));
      expect(navigate).toHaveBeenCalledWith('/result/contact-store');
      expect(session.getState().retrieval).toBeNull();
    }
  });

  /** Types 'Smith' into the retrieval form and submits it to a retrieve call answering 404 with `data`. */
  async function submitAgainst404(data: unknown) {
    const { checkpoint } = setup(() => ({ status: false, code: 404, data, error: 'Not found' }));
    checkpoint.mount();
    const { form } = checkpoint.getState();
    await vi.waitFor(() => expect(form.getState().status).toBe('ready'));
    form.setValue('last_name', 'Smith');
    await form.submit();
    return { checkpoint, form };
  }

  it("01 §7: a 404 merges the response's data into the typed model", async () => {
    const { checkpoint, form } = await submitAgainst404({ last_name: 'Smith-Jones' });
    expect(form.getModel()).toMatchObject({ last_name: 'Smith-Jones' });
    expect(checkpoint.getState().verificationUuid).toBeNull();
  });

  it('01 §7: a 404 whose data is not a record (an array, text) leaves the typed model as entered', async () => {
    for (const data of [['Smith-Jones'], 'Smith-Jones']) {
      const { form } = await submitAgainst404(data);
      expect(form.getModel()).toMatchObject({ last_name: 'Smith' });
      expect(form.getModel()).not.toHaveProperty('0');
    }
  });

  it("submits a checkpoint link's page configuration by itself once the schema is there, once", async () => {
    const { checkpoint, session, calls } = setup(undefined, {
      pageConfig: { values: { last_name: 'Smith' } },
    });
    checkpoint.mount();
    await vi.waitFor(() => expect(session.getState().retrieval).toMatchObject({ uuid: 'pin-ref' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.payload).toMatchObject({ last_name: 'Smith' });
  });

  it('01 §1: the welcome ceiling follows the session store ($18,000 for HVAC stores)', () => {
    const { checkpoint, session } = setup();
    checkpoint.mount();
    expect(checkpoint.getState().approvalCeiling).toBe(800_000);
    session.patch({ retailStore: { id: 2, record: { identifier: 'HVAC' } } });
    expect(checkpoint.getState().approvalCeiling).toBe(1_800_000);
  });
});
