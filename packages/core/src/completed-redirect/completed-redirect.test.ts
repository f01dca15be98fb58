import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETED_REDIRECT_SECONDS,
  createCompletedRedirect,
  getCompletedReturnUrl,
} from './completed-redirect';

/** The CompletedRedirect mounted as a component would mount it. */
function mountedRedirect(
  ...args: Parameters<typeof createCompletedRedirect>
): ReturnType<typeof createCompletedRedirect> {
  const store = createCompletedRedirect(...args);
  store.mount();
  return store;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const urls = { returnUrl: 'https://shop.example/thanks', failureUrl: 'https://shop.example/failed' };

describe('spec 02 §4 Completed: in redirect mode success auto-redirects after 5 seconds', () => {
  it('counts only while mounted: nothing when made, stopped when the mount ends, from 5 again at the next', () => {
    const navigate = vi.fn();
    const redirect = createCompletedRedirect({ mode: 'redirect', outcome: 'success', navigate, ...urls });
    vi.advanceTimersByTime(10_000);
    expect(redirect.getState().secondsLeft).toBeNull();
    const unmount = redirect.mount();
    vi.advanceTimersByTime(2000);
    expect(redirect.getState().secondsLeft).toBe(3);
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
    redirect.mount();
    expect(redirect.getState().secondsLeft).toBe(5);
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/thanks');
  });

  it('counts 5 s down in state and navigates to the return URL at zero', () => {
    expect(COMPLETED_REDIRECT_SECONDS).toBe(5);
    const navigate = vi.fn();
    const redirect = mountedRedirect({ mode: 'redirect', outcome: 'success', navigate, ...urls });
    expect(redirect.getState().secondsLeft).toBe(5);
    vi.advanceTimersByTime(1000);
    expect(redirect.getState().secondsLeft).toBe(4);
    vi.advanceTimersByTime(3999);
    expect(redirect.getState().secondsLeft).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/thanks');
    expect(redirect.getState()).toMatchObject({
      secondsLeft: null,
      redirectedTo: 'https://shop.example/thanks',
    });
    vi.advanceTimersByTime(10000);
    redirect.returnToRetailer();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('the action redirects at once and only once', () => {
    const navigate = vi.fn();
    const redirect = mountedRedirect({ outcome: 'success', navigate, ...urls });
    redirect.returnToRetailer();
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('an outcome arriving later starts the countdown', () => {
    const navigate = vi.fn();
    const redirect = mountedRedirect({ navigate, ...urls });
    expect(redirect.getState()).toMatchObject({ outcome: null, secondsLeft: null });
    redirect.update({ outcome: 'success' });
    redirect.update({ outcome: 'success' });
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('spec 04 Modes: failure goes to return_url_failure on action; iframe and popup never navigate', () => {
  it.each(['failure', 'may-not-continue'] as const)('%s waits for the action', (outcome) => {
    const navigate = vi.fn();
    const redirect = mountedRedirect({ mode: 'redirect', outcome, navigate, ...urls });
    vi.advanceTimersByTime(60000);
    expect(navigate).not.toHaveBeenCalled();
    expect(redirect.getState().secondsLeft).toBeNull();
    redirect.returnToRetailer();
    expect(navigate).toHaveBeenCalledWith('https://shop.example/failed');
  });

  it.each(['iframe', 'popup'] as const)('%s mode: no countdown; the action calls onClose', (mode) => {
    const navigate = vi.fn();
    const onClose = vi.fn();
    const redirect = mountedRedirect({ mode, outcome: 'success', navigate, onClose, ...urls });
    vi.advanceTimersByTime(10000);
    expect(redirect.getState().secondsLeft).toBeNull();
    redirect.returnToRetailer();
    expect(navigate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('switching away from redirect mode stops a running countdown', () => {
    const navigate = vi.fn();
    const redirect = mountedRedirect({ outcome: 'success', navigate, ...urls });
    vi.advanceTimersByTime(2000);
    redirect.update({ mode: 'iframe' });
    vi.advanceTimersByTime(10000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('return URL choice and missing URLs', () => {
    const [a, b] = ['https://shop.example/a', 'https://shop.example/b'];
    expect(getCompletedReturnUrl('success', a, b)).toBe(a);
    expect(getCompletedReturnUrl('failure', a, b)).toBe(b);
    expect(getCompletedReturnUrl('failure', a, null)).toBe(a);
    expect(getCompletedReturnUrl('success', null, b)).toBeNull();
    expect(getCompletedReturnUrl(null, null, null)).toBeNull();
    const navigate = vi.fn();
    const redirect = mountedRedirect({ outcome: 'success', navigate });
    expect(redirect.getState().secondsLeft).toBeNull();
    redirect.returnToRetailer();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates with location.assign by default; dispose stops the countdown', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    mountedRedirect({ outcome: 'failure', ...urls }).returnToRetailer();
    expect(assign).toHaveBeenCalledWith('https://shop.example/failed');
    const redirect = mountedRedirect({ outcome: 'success', ...urls });
    redirect.dispose();
    vi.advanceTimersByTime(10000);
    redirect.returnToRetailer();
    redirect.update({ outcome: 'failure' });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('completed redirect options', () => {
  it('an explicitly undefined mode still means redirect', () => {
    const navigate = vi.fn();
    const redirect = mountedRedirect({ mode: undefined, outcome: 'success', navigate, ...urls });
    redirect.update({ mode: undefined, outcome: 'success', navigate, ...urls });
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('completed redirect notifications', () => {
  it('pushing the same options does not notify (hooks push options on every render)', () => {
    const listener = vi.fn();
    const redirect = mountedRedirect({ outcome: 'failure', ...urls });
    redirect.subscribe(listener);
    redirect.update({ outcome: 'failure', ...urls });
    const counting = mountedRedirect({ outcome: 'success', navigate: vi.fn(), ...urls });
    counting.subscribe(listener);
    counting.update({ outcome: 'success', ...urls });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the shopper can stop the 5 s return', () => {
  it("'Stay on this page' stops the countdown for good; the return button still works", () => {
    const navigate = vi.fn();
    const redirect = mountedRedirect({ mode: 'redirect', outcome: 'success', navigate, ...urls });
    vi.advanceTimersByTime(2000);
    expect(redirect.getState().secondsLeft).toBe(3);
    redirect.stay();
    expect(redirect.getState()).toMatchObject({ secondsLeft: null, stayed: true });
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
    // New options (a re-render) do not restart it.
    redirect.update({ outcome: 'success', ...urls });
    vi.advanceTimersByTime(60_000);
    expect(redirect.getState().secondsLeft).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    redirect.returnToRetailer();
    expect(navigate).toHaveBeenCalledWith('https://shop.example/thanks');
  });
});

describe('a hostile return URL never runs from the completed screen', () => {
  const hostile = [
    'javascript:alert(document.domain)',
    ' \tJaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//evil.example',
  ];

  it('neither the 5 s redirect after success nor Return to Retailer navigates to a non-http(s) URL', () => {
    for (const url of hostile) {
      const navigate = vi.fn();
      const success = mountedRedirect({
        mode: 'redirect',
        outcome: 'success',
        navigate,
        returnUrl: url,
      });
      expect(success.getState().secondsLeft).toBeNull();
      vi.advanceTimersByTime(10_000);
      success.returnToRetailer();
      const failure = mountedRedirect({
        mode: 'redirect',
        outcome: 'failure',
        navigate,
        failureUrl: url,
      });
      failure.returnToRetailer();
      expect(navigate).not.toHaveBeenCalled();
      expect(getCompletedReturnUrl('failure', 'https://shop.example/ok', url)).toBeNull();
    }
  });
});
