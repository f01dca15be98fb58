import { describe, expect, it, vi } from 'vitest';
import type { HostBridge } from '../host-bridge';
import { formatMessage, t } from '../messages';
import { getContactStoreMessage } from '../rules/results';
import { createSessionStore, type SessionState } from '../session';
import { createResultMessageController, type ResultMessageVariant } from './message-controller';

function setup(variant: ResultMessageVariant, initial: Partial<SessionState> = {}, mode = 'redirect') {
  const session = createSessionStore({ initial });
  const host = { getState: () => ({ mode }), complete: vi.fn(), close: vi.fn() };
  const navigate = vi.fn();
  const controller = createResultMessageController({
    variant,
    session,
    host: host as unknown as HostBridge,
    navigate,
    contactPhone: '555-0100',
  });
  return { controller, session, host, navigate };
}

const denied = { id: 8, application_result: { code: 'D', reason: 'DNQ' } };

describe('spec 03 §2, §4, §8: the result message screens', () => {
  it('04: on screen, the host gets CHECKOUT_APP_COMPLETE once with the application id, the code and the reason', () => {
    const { controller, host } = setup('denied', { application: denied });
    expect(host.complete).not.toHaveBeenCalled();
    controller.mount();
    expect(host.complete).toHaveBeenCalledTimes(1);
    expect(host.complete).toHaveBeenCalledWith({ application_id: 8, result: { code: 'D', reason: 'DNQ' } });
  });

  it("a contract in progress names the retrieval's application and its own variant as the code", () => {
    const { controller, host } = setup('contract-in-progress', { retrieval: { application_id: 4 } });
    controller.mount();
    expect(host.complete).toHaveBeenCalledWith({
      application_id: 4,
      result: { code: 'contract-in-progress' },
    });
    expect(controller.getState()).toMatchObject({ actionLabel: t('app.result.back'), payroll: false });
  });

  it('shows the message with the store contact number', () => {
    const { controller } = setup('contact-store');
    expect(controller.getState().message).toBe(formatMessage(getContactStoreMessage('555-0100')));
  });

  it('inside a checkout in redirect mode Return to Store is a link to the failure url; without one Return goes to the checkpoint', () => {
    const inCheckout = setup('denied', {
      application: denied,
      checkout: { id: 3, return_url_failure: 'https://shop.example/failed' },
    });
    expect(inCheckout.controller.getState()).toMatchObject({
      actionHref: 'https://shop.example/failed',
      actionLabel: t('app.result.returnToStore'),
      payroll: true,
    });
    const plain = setup('denied', { application: denied });
    expect(plain.controller.getState()).toMatchObject({
      actionHref: undefined,
      actionLabel: t('app.result.return'),
    });
    plain.controller.act();
    expect(plain.navigate).toHaveBeenCalledWith('/checkpoint');
  });

  it('04 Modes: in a frame the button posts close instead of loading the store page', () => {
    const { controller, host, navigate } = setup(
      'denied',
      { application: denied, checkout: { id: 3 } },
      'iframe',
    );
    expect(controller.getState().actionHref).toBeUndefined();
    controller.act();
    expect(host.close).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('02 §1: once payroll turns the denial into an approval the approved screen opens, with no complete for it', () => {
    const { controller, session, host, navigate } = setup('denied', { application: denied });
    controller.mount();
    session.patch({ application: { ...denied, override_result: { code: 'A' } } });
    expect(navigate).toHaveBeenCalledWith('/result/approved', { replace: true });
    expect(host.complete).toHaveBeenCalledTimes(1);
  });
});
