import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker, sanitizeTrackingEvent, type TrackingEvent } from './tracker';

afterEach(() => vi.unstubAllGlobals());

describe("spec 02 §7: the 'form-progress' tracking event", () => {
  it('pushes {event, form, step, status} to the sink', () => {
    const sink = vi.fn<(event: TrackingEvent) => void>();
    const tracker = createTracker({ sink });
    tracker.trackFormProgress({ form: 'applicantInfo', step: 1, status: 'complete' });
    expect(sink).toHaveBeenCalledWith({
      event: 'form-progress',
      form: 'applicantInfo',
      step: 1,
      status: 'complete',
    });
  });

  it('pushes onto window.dataLayer by default, and drops events without one', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('dataLayer', dataLayer);
    createTracker().trackFormProgress({ form: 'lease', step: 'checkout/lease', status: 'started' });
    expect(dataLayer).toEqual([
      { event: 'form-progress', form: 'lease', step: 'checkout/lease', status: 'started' },
    ]);
    vi.unstubAllGlobals();
    expect(createTracker().trackFormProgress({ form: 'x', step: 1, status: 's' })).toEqual({
      event: 'form-progress',
      form: 'x',
      step: 1,
      status: 's',
    });
  });

  it('stops after dispose', () => {
    const sink = vi.fn();
    const tracker = createTracker({ sink });
    tracker.dispose();
    expect(tracker.trackFormProgress({ form: 'f', step: 1, status: 's' })).toBeNull();
    expect(sink).not.toHaveBeenCalled();
  });
});

describe('developers brief: no personal data in an analytics event', () => {
  it('drops every key that is not allow-listed', () => {
    const sink = vi.fn();
    const tracker = createTracker({ sink });
    tracker.track({
      event: 'form-progress',
      form: 'applicantInfo',
      social_security_number: '123-45-6789',
      date_of_birth: '1990-01-01',
      income: 420000,
      checking_account: '000123456789',
      nested: { ssn: '1' },
    });
    expect(sink).toHaveBeenCalledWith({ event: 'form-progress', form: 'applicantInfo' });
  });

  it('drops values that look like personal data even under an allowed key', () => {
    expect(
      sanitizeTrackingEvent({ event: 'e', form: '123456789', step: 'ann@example.com', status: 'ok' }),
    ).toEqual({ event: 'e', status: 'ok' });
    expect(sanitizeTrackingEvent({ event: 'e', step: 5551234567, status: { a: 1 } })).toEqual({ event: 'e' });
    expect(sanitizeTrackingEvent({ event: 'e', form: 'x'.repeat(101), step: Number.NaN })).toEqual({
      event: 'e',
    });
  });

  it('sends nothing when no event name survives', () => {
    const sink = vi.fn();
    expect(createTracker({ sink }).track({ ssn: '123456789' })).toBeNull();
    expect(sink).not.toHaveBeenCalled();
  });
});
