import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createIdentityCheck, validateIdentityPhone, type IdentityCheckOptions } from './identity-check';

type Reply = Partial<ApiResult<unknown>>;

function fakeTransport(...replies: Reply[]) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    const reply = replies.shift() ?? {};
    const result: ApiResult<unknown> = { status: true, code: 200, data: null, error: null, ...reply };
    // As the API client does at the boundary: a successful answer of another shape than the call's
    // schema is a failed call (01 §8's invalid-response text), never a half-read one.
    if (!result.status || !request.answer) return result;
    const checked = await request.answer['~standard'].validate(result.data);
    if (!checked.issues) return { ...result, data: checked.value };
    return {
      ...result,
      status: false,
      data: null,
      error: 'An invalid response was returned from the server.',
    };
  });
  return { transport: transport as unknown as ApiTransport, calls };
}

function setup(replies: Reply[], extra: Partial<IdentityCheckOptions> = {}) {
  const { transport, calls } = fakeTransport(...replies);
  const check = createIdentityCheck({ transport, phone: '5551234567', ...extra });
  return { check, calls };
}

describe('spec 01 §5: identity phone (required, (###) ###-####, max 14)', () => {
  it('masks as typed and validates before sending', async () => {
    const { check, calls } = setup([]);
    expect(check.getState().phone).toBe('(555) 123-4567');
    check.setPhone('555');
    expect(check.getState().phone).toBe('(555');
    expect(await check.send()).toBe(false);
    expect(check.getState().phoneError).toBe('The Mobile phone value must be a phone number.');
    expect(check.getState().phone).toBe('(555');
    check.setPhone('');
    expect(check.getState().phoneError).toBeNull();
    await check.send();
    expect(check.getState().phoneError).toBe('Enter Mobile phone');
    expect(calls).toHaveLength(0);
    check.setPhone('555 123 4567 999');
    expect(check.getState().phone).toBe('(555) 123-4567');
    expect(check.getState().phone.length).toBeLessThanOrEqual(14);
  });

  it('validateIdentityPhone uses the given label', () => {
    expect(validateIdentityPhone('', 'Cell')).toEqual({
      code: 'validation.required',
      params: { field: 'Cell' },
    });
    expect(validateIdentityPhone('(555) 123-4567')).toBeNull();
  });
});

describe('spec 01 §7, §8: identity send', () => {
  it("posts the phone, stores data.id and shows 'Link sent to your Mobile phone.'; verify is enabled", async () => {
    const { check, calls } = setup([{ data: { id: 41, sent: true } }]);
    expect(check.getState().canVerify).toBe(false);
    const sending = check.send();
    expect(check.getState().sending).toBe(true);
    expect(await sending).toBe(true);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/apply-v2/intellicheck/send',
      payload: { phone: '(555) 123-4567' },
    });
    expect(check.getState()).toMatchObject({
      sent: true,
      sending: false,
      checkId: 41,
      canVerify: true,
      notice: { kind: 'success', message: 'Link sent to your Mobile phone.' },
    });
  });

  it('resending carries check_id', async () => {
    const { check, calls } = setup([{ data: { id: 41, sent: true } }, { data: { id: 41, sent: true } }]);
    await check.send();
    await check.send();
    expect(calls[1]!.payload).toEqual({ phone: '(555) 123-4567', check_id: 41 });
  });

  it('phone is optional: without the phone field nothing is validated or sent', async () => {
    const { check, calls } = setup([{ data: { id: 1, sent: true } }], {
      withPhone: false,
      phone: null,
      checkId: 9,
    });
    await check.send();
    expect(calls[0]!.payload).toEqual({ check_id: 9 });
  });

  it("not sent → 'Link could not be sent.', with or without an id", async () => {
    for (const data of [{ sent: false }, { id: 7, sent: false }]) {
      const { check } = setup([{ status: true, data }]);
      expect(await check.send()).toBe(false);
      expect(check.getState()).toMatchObject({
        sent: false,
        canVerify: false,
        checkId: null,
        notice: { kind: 'error', message: 'Link could not be sent.' },
      });
    }
  });

  it('code 208 means already sent: straight to verify', async () => {
    const { check } = setup([{ status: false, code: 208, data: null, error: 'Already sent' }], {
      checkId: 5,
    });
    expect(await check.send()).toBe(true);
    expect(check.getState()).toMatchObject({ sent: true, canVerify: true, checkId: 5, notice: null });
    const other = setup([{ status: true, code: 208, data: { id: 6, sent: true } }]).check;
    await other.send();
    expect(other.getState()).toMatchObject({ checkId: 6, canVerify: true });
  });

  it("other errors show the server error, else 'Unable to complete process. …'; the phone is kept", async () => {
    const { check } = setup([
      { status: false, code: 500, error: 'Carrier rejected the number' },
      { status: false, code: 408, error: null },
    ]);
    await check.send();
    expect(check.getState().notice).toEqual({ kind: 'error', message: 'Carrier rejected the number' });
    await check.send();
    expect(check.getState().notice).toEqual({
      kind: 'error',
      message: 'Unable to complete process. Please wait a few seconds and try again.',
    });
    expect(check.getState()).toMatchObject({ phone: '(555) 123-4567', canVerify: false });
    check.dismissNotice();
    expect(check.getState().notice).toBeNull();
  });
});

describe('spec 01 §8: identity verify', () => {
  async function sent(...replies: Reply[]) {
    const ctx = setup([{ data: { id: 41, sent: true } }, ...replies]);
    await ctx.check.send();
    return ctx;
  }

  it('verify is disabled until the link was sent', async () => {
    const { check, calls } = setup([]);
    expect(await check.verify()).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('posts check_id and completes on data.completed', async () => {
    const { check, calls } = await sent({ data: { id: 41, completed: true } });
    const verifying = check.verify();
    expect(check.getState()).toMatchObject({ verifying: true, canVerify: false });
    expect(await verifying).toBe(true);
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/apply-v2/intellicheck/verify',
      payload: { check_id: 41 },
    });
    expect(check.getState()).toMatchObject({ completed: true, canVerify: false, verifying: false });
  });

  it("not completed shows 'Unable to complete process. …' and re-enables the button", async () => {
    const { check } = await sent({ data: { id: 41, completed: false } });
    expect(await check.verify()).toBe(false);
    expect(check.getState()).toMatchObject({
      completed: false,
      canVerify: true,
      notice: {
        kind: 'error',
        message: 'Unable to complete process. Please wait a few seconds and try again.',
      },
    });
  });

  it.each([202, 0, 408])('error code %i shows the error and re-enables the button', async (code) => {
    const { check } = await sent({ status: false, code, error: 'Still processing' });
    await check.verify();
    expect(check.getState()).toMatchObject({
      canVerify: true,
      notice: { kind: 'error', message: 'Still processing' },
    });
  });

  it('other error codes keep the button disabled and show the fallback text', async () => {
    const { check } = await sent({ status: false, code: 500, error: null }, { data: { id: 41, sent: true } });
    await check.verify();
    expect(check.getState()).toMatchObject({
      canVerify: false,
      notice: {
        kind: 'error',
        message: 'Unable to complete process. Please wait a few seconds and try again.',
      },
    });
    // resending the link enables verify again
    check.update({ locale: 'en' });
    await check.send();
    expect(check.getState().canVerify).toBe(true);
  });

  it('no double submit while a call runs; nothing after dispose', async () => {
    const { check, calls } = await sent({ data: { id: 41, completed: true } });
    void check.verify();
    expect(await check.verify()).toBe(false);
    void check.send();
    expect(await check.send()).toBe(false);
    check.dispose();
    expect(await check.send()).toBe(false);
    expect(calls).toHaveLength(3);
  });
});

describe('spec 03 §4: onCompleted hears the completed identity check, once', () => {
  it('is called after the state shows the check completed, not for an unfinished check', async () => {
    const onCompleted = vi.fn();
    const { check } = setup(
      [
        { data: { id: 41, sent: true } },
        { data: { id: 41, completed: false } },
        { data: { id: 41, completed: true } },
      ],
      {
        onCompleted: () => onCompleted(check.getState().completed),
      },
    );
    await check.send();
    await check.verify();
    expect(onCompleted).not.toHaveBeenCalled();
    await check.verify();
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(onCompleted).toHaveBeenCalledWith(true);
    // Completed: the button is off, so nothing completes twice.
    expect(await check.verify()).toBe(false);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('the callback pushed last is called; none after dispose', async () => {
    const first = vi.fn();
    const last = vi.fn();
    const { check } = setup(
      [
        { data: { id: 41, sent: true } },
        { data: { id: 41, completed: true } },
        { data: { id: 41, sent: true } },
      ],
      {
        onCompleted: first,
      },
    );
    check.update({ onCompleted: last });
    await check.send();
    await check.verify();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const other = setup([{ data: { id: 41, sent: true } }, { data: { id: 41, completed: true } }], {
      onCompleted: late,
    });
    await other.check.send();
    const verifying = other.check.verify();
    other.check.dispose();
    await verifying;
    expect(late).not.toHaveBeenCalled();
  });
});
