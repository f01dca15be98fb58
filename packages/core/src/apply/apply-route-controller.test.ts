import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionState } from '../session/session-store';
import type { ApplyStepId } from '../rules/wizard';
import { createApplyRouteController, type WizardPositionPort } from './apply-route-controller';

/** A retail store as the session holds it. */
type RetailStoreRecord = NonNullable<SessionState['retailStore']>;

const STORE: RetailStoreRecord = { id: 7, name: 'Main Street Furniture', lease_program: {} };
const HVAC_STORE: RetailStoreRecord = { id: 8, name: 'Cool Air', record: { identifier: 'HVAC' } };

/** A position port over a map, as the app's sessionStorage holds it. */
function memoryPosition(initial: Record<string, ApplyStepId> = {}) {
  const saved = new Map(Object.entries(initial));
  const position: WizardPositionPort = {
    read: (uuid) => (uuid ? (saved.get(uuid) ?? null) : null),
    remember: vi.fn((uuid: string | null, step: ApplyStepId) => {
      if (uuid) saved.set(uuid, step);
    }),
  };
  return { position, saved };
}

function setup(options: { store?: RetailStoreRecord | null; restore?: () => Promise<boolean> } = {}) {
  const session = createSessionStore();
  if (options.store !== null) session.patch({ retailStore: options.store ?? STORE });
  const restore = vi.fn(options.restore ?? (async () => true));
  const { position, saved } = memoryPosition();
  const onProgress = vi.fn();
  const controller = createApplyRouteController({ session, restore, position, onProgress });
  return { session, restore, position, saved, onProgress, controller };
}

describe('spec 03 §2: /apply opens the application wizard', () => {
  it('makes nothing happen before mount: no restore, no progress event, no step remembered', () => {
    const { controller, restore, onProgress, position } = setup({ store: null });
    expect(controller.getState()).toMatchObject({ redirect: null, wizard: null, current: null });
    expect(restore).not.toHaveBeenCalled();
    expect(onProgress).not.toHaveBeenCalled();
    expect(position.remember).not.toHaveBeenCalled();
  });

  it('shows the first step of a store with its bar, the first step started once mounted', () => {
    const { controller, onProgress } = setup();
    const end = controller.mount();
    const view = controller.getState();
    expect(view.current).toBe('applicantInfo');
    expect(view.steps[0]).toBe('applicantInfo');
    expect(view.progress[0]).toMatchObject({ id: 'applicantInfo', state: 'active' });
    expect(onProgress).toHaveBeenCalledWith({
      form: 'application',
      step: 'applicantInfo',
      status: 'started',
    });
    end();
  });

  it("an HVAC store without a page uuid starts with the HVAC questions; the bar's titles follow the language", () => {
    const { controller } = setup({ store: HVAC_STORE });
    const end = controller.mount();
    expect(controller.getState().current).toBe('hvacQuestions');
    const english = controller.getState().progress[0]!.title;
    controller.update({ locale: 'es' });
    expect(controller.getState().progress[0]!.title).not.toBe(english);
    end();
  });
});

describe('spec 01 §1: the welcome promise on the screen a store link opens', () => {
  it('names $8,000, or $18,000 for an HVAC store, on the first step only', () => {
    const { controller } = setup();
    const end = controller.mount();
    expect(controller.getState().welcomeCeiling).toBe(800_000);
    controller.getState().wizard!.next();
    expect(controller.getState().welcomeCeiling).toBeNull();
    end();
    // The HVAC questions screen says it in its own title.
    const hvac = setup({ store: HVAC_STORE });
    hvac.controller.mount();
    expect(hvac.controller.getState()).toMatchObject({ current: 'hvacQuestions', welcomeCeiling: null });
    // A page configuration's uuid skips the HVAC questions: the applicant info comes first.
    const session = createSessionStore();
    session.patch({ retailStore: HVAC_STORE, uuid: 'u-9' });
    const { position } = memoryPosition();
    const configured = createApplyRouteController({ session, restore: async () => true, position });
    configured.mount();
    expect(configured.getState()).toMatchObject({ current: 'applicantInfo', welcomeCeiling: 1_800_000 });
  });
});

describe('spec 03 §2: the store details show only when the lease program says so', () => {
  it('gives the details of a program that displays them, and none otherwise', () => {
    expect(setup().controller.getState().storeDetails).toBeNull();
    const shown = setup({
      store: { ...STORE, lease_program: { display_store_info_contract_screen: true } },
    });
    expect(shown.controller.getState().storeDetails).toMatchObject({ name: 'Main Street Furniture' });
  });
});

describe('spec 03 §4: a reload keeps only the token, the store comes back by exchange', () => {
  it('restores a session without a store once mounted, and the wizard opens when the store is back', async () => {
    let finish: (ok: boolean) => void = () => {};
    const { controller, session, restore } = setup({
      store: null,
      restore: () => new Promise<boolean>((resolve) => (finish = resolve)),
    });
    controller.mount();
    expect(restore).toHaveBeenCalledTimes(1);
    expect(controller.getState().wizard).toBeNull();
    session.patch({ retailStore: STORE });
    finish(true);
    await Promise.resolve();
    expect(controller.getState()).toMatchObject({ redirect: null, current: 'applicantInfo' });
  });

  it('goes to the checkpoint when the restore fails', async () => {
    const { controller } = setup({ store: null, restore: async () => false });
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().redirect).toBe('checkpoint'));
  });
});

describe('docs/behaviour.md "Browser history": the wizard and its entries', () => {
  it("sends an application that has a result to that result's screen", () => {
    const { controller, session } = setup();
    controller.mount();
    session.patch({ application: { uuid: 'u-1', application_result: { code: 'A' } } });
    expect(controller.getState().redirect).toBe('approved');
    session.patch({ application: { uuid: 'u-1', application_result: { code: 'D' } } });
    expect(controller.getState().redirect).toBe('denied');
  });

  it('opens at the step its history entry names, else the step this tab remembers for the application', () => {
    const session = createSessionStore();
    session.patch({ retailStore: STORE, uuid: 'u-1', application: { uuid: 'u-1', applicant_id: 3 } });
    const { position } = memoryPosition({ 'u-1': 'applicantIncome' });
    const remembered = createApplyRouteController({ session, restore: async () => true, position });
    expect(remembered.getState().current).toBe('applicantIncome');
    const entry = createApplyRouteController({
      session,
      restore: async () => true,
      position,
      entryState: { step: 'applicantAddress' },
    });
    expect(entry.getState().current).toBe('applicantAddress');
    // A hostile navigation state names no step: the remembered one wins.
    const hostile = createApplyRouteController({
      session,
      restore: async () => true,
      position,
      entryState: { step: 'admin' },
    });
    expect(hostile.getState().current).toBe('applicantIncome');
  });

  it('remembers every step shown for the application, so a reload resumes there', () => {
    const { controller, session, saved } = setup();
    session.patch({ uuid: 'u-2' });
    controller.mount();
    expect(saved.get('u-2')).toBe('applicantInfo');
    controller.getState().wizard!.next();
    expect(saved.get('u-2')).toBe('applicantAddress');
  });
});
