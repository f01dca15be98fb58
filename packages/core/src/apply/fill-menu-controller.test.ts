import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createSessionStore } from '../session/session-store';
import { createFillMenuController } from './fill-menu-controller';

function setup(result: ApiResult) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return result;
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  session.patch({ retailStore: { id: 3 } });
  const notify = vi.fn();
  const menu = createFillMenuController({ transport, session, notify });
  return { calls, session, notify, menu };
}

describe('spec 01 §6, §7: the Fill dropdown of the test tools', () => {
  it("fetches the chosen scenario for the session's store into the session's fill, with 'Test data loaded'", async () => {
    const values = { applicant: { first_name: 'Ada' } };
    const { calls, session, notify, menu } = setup({ status: true, code: 200, data: values, error: null });
    menu.fill('approved');
    expect(menu.getState().filling).toBe('approved');
    expect(calls).toEqual([
      { path: '/apply-v2/application/fill', payload: { type: 'approved', store_id: 3 } },
    ]);
    await vi.waitFor(() => expect(menu.getState().filling).toBeNull());
    expect(session.getState().fill).toEqual({ type: 'approved', data: values });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Test data loaded: approved' });
  });

  it("an answer that is no object loads nothing and says so, in the server's words when it has any", async () => {
    const cases: [ApiResult, string][] = [
      [{ status: true, code: 200, data: null, error: null }, 'Test data could not be loaded.'],
      [
        { status: false, code: 422, data: null, error: 'The type must be one of …' },
        'The type must be one of …',
      ],
    ];
    for (const [result, message] of cases) {
      const { session, notify, menu } = setup(result);
      menu.fill('approved');
      await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', message }));
      expect(session.getState().fill).toBeNull();
    }
  });
});
