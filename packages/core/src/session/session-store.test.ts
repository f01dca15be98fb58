import { describe, expect, it, vi } from 'vitest';
import { readRecord, type RetrievalRecord } from '../contract';
import { createSessionStore, getInitialSession } from './session-store';

describe('spec 01 §3, §9 / 03 §3: session state defaults', () => {
  it('starts with intellicheckStep 2, may_continue true, banking required, minimum income 0', () => {
    const state = getInitialSession();
    expect(state.intellicheckStep).toBe(2);
    expect(state.may_continue).toBe(true);
    expect(state.bankingRequired).toBe(true);
    expect(state.minIncomeRequired).toBe(0);
    expect(state.token).toBeNull();
    expect(state.retailStore).toBeNull();
    expect(state.env).toBe('production');
  });

  it('takes initial values over the defaults and notifies on update', () => {
    const session = createSessionStore({ initial: { token: 't1', env: 'development' } });
    const listener = vi.fn();
    session.subscribe(listener);
    session.patch({ intellicheckStep: 0 });
    expect(session.getState()).toMatchObject({ token: 't1', env: 'development', intellicheckStep: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('spec 01 §4: a retrieved approved application is loaded and the original store remembered', () => {
  it('switches to the application and its store, keeping the first store as the original', () => {
    const session = createSessionStore({ initial: { retailStore: { id: 1 } } });
    session.loadExistingApplication({ id: 9, uuid: 'u-9' }, { id: 2 });
    expect(session.getState()).toMatchObject({
      application: { id: 9, uuid: 'u-9' },
      uuid: 'u-9',
      retailStore: { id: 2 },
      originalRetailStore: { id: 1 },
    });
    session.loadExistingApplication({ id: 10 }, null);
    expect(session.getState()).toMatchObject({
      retailStore: { id: 2 },
      originalRetailStore: { id: 1 },
      uuid: 'u-9',
    });
  });
});

describe('personal data never leaves memory: only opaque ids are persistable', () => {
  it('getPersisted returns token, uuid and client id and nothing else', () => {
    const session = createSessionStore({
      initial: {
        token: 'tok',
        uuid: 'uu',
        clientId: 'cid',
        application: { applicant: { social_security_number: '123456789' } },
        retrieval: readRecord<RetrievalRecord>({ last_name: 'Doe' }),
      },
    });
    expect(session.getPersisted()).toEqual({ token: 'tok', uuid: 'uu', clientId: 'cid' });
  });

  it('reset clears the shopper but keeps the browser client id; clearRetrieval drops the retrieval', () => {
    const session = createSessionStore({
      initial: { token: 'tok', clientId: 'cid', retrieval: { uuid: 'x' } },
    });
    session.clearRetrieval();
    expect(session.getState().retrieval).toBeNull();
    session.reset();
    expect(session.getState()).toEqual({ ...getInitialSession(), clientId: 'cid' });
  });
});
