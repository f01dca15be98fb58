import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FormSchema } from '../schema-form/schema';
import { createConfirmationEdit } from './confirmation-edit';

const LINE_1 = 'applicant.location.line_1';
const CITY = 'applicant.location.city';

/** The address step as the sandbox serves it (trimmed), with the saved values (nested, as it sends them). */
function addressSchema(values: Record<string, unknown>): FormSchema {
  return {
    action: '/apply-v2/applicant/address',
    values,
    children: [
      { name: LINE_1, type: 'text', label: 'Street Address', required: true, rules: ['required'] },
      { name: CITY, type: 'text', label: 'City', required: true, rules: ['required'] },
    ],
  };
}

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });

/**
 * A server holding the saved address: the schema carries it, a save stores what was sent (or answers
 * `saveAnswer` when set) and returns the application view.
 */
function fakeServer() {
  let saved = { line_1: '1 Old Road', city: 'Austin' };
  const calls: ApiRequest[] = [];
  const server = { saveAnswer: null as ApiResult | null, calls, saved: () => saved };
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    if (request.path === '/apply-v2/application/step/applicantAddress?_form=true')
      return ok(addressSchema({ applicant: { location: { ...saved } } }));
    if (request.path === '/apply-v2/applicant/address') {
      if (server.saveAnswer) return server.saveAnswer;
      const payload = request.payload as { applicant: { location: { line_1: string; city: string } } };
      saved = { line_1: payload.applicant.location.line_1, city: payload.applicant.location.city };
      return ok({ application: { uuid: 'u-1', applicant: { location: payload.applicant.location } } });
    }
    return { status: false, code: 404, data: null, error: 'not found' };
  }) as unknown as ApiTransport;
  return { server, transport };
}

async function openAddress(edit: ReturnType<typeof createConfirmationEdit>) {
  expect(edit.open('applicantAddress')).toBe(true);
  const form = edit.getState().form!;
  await vi.waitFor(() => expect(form.getState().status).toBe('ready'));
  return form;
}

describe('spec 01 §2: modal panels open forms (the address from the confirmation summary)', () => {
  it("opens the address step's form, loaded from its schema path with the saved values, and only the address", async () => {
    const { server, transport } = fakeServer();
    const edit = createConfirmationEdit({ transport });
    expect(edit.getState()).toMatchObject({ step: null, form: null, dirty: false });
    const form = await openAddress(edit);
    expect(edit.getState().step).toBe('applicantAddress');
    expect(server.calls[0]).toMatchObject({ path: '/apply-v2/application/step/applicantAddress?_form=true' });
    expect(form.getField(LINE_1)?.value).toBe('1 Old Road');
    // Sections whose Edit goes back to their step open nothing here.
    edit.discard();
    expect(edit.open('applicantInfo')).toBe(false);
    expect(edit.open('applicantIncome')).toBe(false);
    expect(edit.getState()).toMatchObject({ step: null, form: null });
  });

  it("saving posts the form to the step's action; the modal closes and the saved application is kept and put in the session", async () => {
    const { server, transport } = fakeServer();
    const session = { patch: vi.fn() };
    const edit = createConfirmationEdit({ transport, session });
    const form = await openAddress(edit);
    form.setValue(LINE_1, '22 New Street');
    await expect(edit.save()).resolves.toBe('success');
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', path: '/apply-v2/applicant/address' });
    expect(server.saved().line_1).toBe('22 New Street');
    expect(edit.getState()).toMatchObject({ step: null, form: null, dirty: false });
    expect(edit.getState().application?.applicant).toEqual({
      location: { line_1: '22 New Street', city: 'Austin' },
    });
    expect(session.patch).toHaveBeenCalledWith({ application: edit.getState().application });
    // The next opening shows the new value.
    expect((await openAddress(edit)).getField(LINE_1)?.value).toBe('22 New Street');
  });

  it('a 422 from the server stays in the open modal, with its messages on the fields and the typed values kept', async () => {
    const { server, transport } = fakeServer();
    const session = { patch: vi.fn() };
    const edit = createConfirmationEdit({ transport, session });
    const form = await openAddress(edit);
    form.setValue(LINE_1, 'PO Box 1');
    server.saveAnswer = { status: false, code: 422, data: { [LINE_1]: ['No PO boxes.'] }, error: null };
    await expect(edit.save()).resolves.toBe('fail');
    expect(edit.getState()).toMatchObject({ step: 'applicantAddress', form, dirty: true, application: null });
    expect(form.getField(LINE_1)).toMatchObject({ value: 'PO Box 1', errorText: 'No PO boxes.' });
    expect(session.patch).not.toHaveBeenCalled();
  });

  it('an invalid form is not sent and the modal stays open', async () => {
    const { server, transport } = fakeServer();
    const edit = createConfirmationEdit({ transport });
    const form = await openAddress(edit);
    form.setValue(CITY, '');
    await expect(edit.save()).resolves.toBe('invalid');
    expect(server.calls).toHaveLength(1);
    expect(edit.getState().step).toBe('applicantAddress');
  });
});

describe('spec 01 §4: a modal with unsaved changes asks for confirmation before closing (Discard/Keep)', () => {
  it('an untouched form closes at once', async () => {
    const { transport } = fakeServer();
    const edit = createConfirmationEdit({ transport });
    await openAddress(edit);
    expect(edit.close()).toBe(true);
    expect(edit.getState()).toMatchObject({ step: null, form: null });
  });

  it('a form with unsaved changes does not close (Keep leaves it open with the typed value); a change typed back is no longer unsaved', async () => {
    const { transport } = fakeServer();
    const edit = createConfirmationEdit({ transport });
    const form = await openAddress(edit);
    form.setValue(LINE_1, '9 Typed Lane');
    expect(edit.getState().dirty).toBe(true);
    expect(edit.close()).toBe(false);
    expect(edit.getState()).toMatchObject({ step: 'applicantAddress', form, dirty: true });
    expect(form.getField(LINE_1)?.value).toBe('9 Typed Lane');
    form.setValue(LINE_1, '1 Old Road');
    expect(edit.getState().dirty).toBe(false);
    expect(edit.close()).toBe(true);
  });

  it('Discard closes without saving: nothing is sent, the saved values stay, the next opening starts from them', async () => {
    const { server, transport } = fakeServer();
    const session = { patch: vi.fn() };
    const edit = createConfirmationEdit({ transport, session });
    const form = await openAddress(edit);
    form.setValue(LINE_1, '9 Typed Lane');
    edit.discard();
    expect(edit.getState()).toMatchObject({ step: null, form: null, dirty: false, application: null });
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(session.patch).not.toHaveBeenCalled();
    const again = await openAddress(edit);
    expect(again).not.toBe(form);
    expect(again.getField(LINE_1)?.value).toBe('1 Old Road');
  });

  it("the screen's end closes the modal and disposes its form", async () => {
    const { transport } = fakeServer();
    const edit = createConfirmationEdit({ transport });
    const stop = edit.mount();
    const form = await openAddress(edit);
    form.setValue(LINE_1, '9 Typed Lane');
    stop();
    expect(edit.getState()).toMatchObject({ step: null, form: null });
    form.setValue(LINE_1, 'after');
    expect(form.getField(LINE_1)?.value).toBe('9 Typed Lane');
  });
});
