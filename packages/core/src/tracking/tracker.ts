/** The name of the progress event (02 §7 "A tracking event 'form-progress' is pushed"). */
export const FORM_PROGRESS_EVENT = 'form-progress';

/** The only keys an analytics event may carry: an event name, a form name, a step and a status. */
export const TRACKING_ALLOWED_KEYS = ['event', 'form', 'step', 'status'] as const;

/** An analytics event after the guard: only allow-listed keys with short text or number values. */
export type TrackingEvent = Partial<Record<(typeof TRACKING_ALLOWED_KEYS)[number], string | number>>;

/** Where events go: a data layer's `push`, or a fake in tests. */
export type TrackingSink = (event: TrackingEvent) => void;

/** Options of {@link createTracker}. */
export interface TrackerOptions {
  /**
   * Receives each event. By default events are pushed onto `window.dataLayer` when the page has one (a
   * tag manager), else dropped.
   */
  sink?: TrackingSink;
}

/** The form-progress payload (02 §7): form name, step and status. */
export interface FormProgress {
  form: string;
  step: string | number;
  status: string;
}

/** The tracker. */
export interface Tracker {
  /** Pushes `{event: 'form-progress', form, step, status}`; returns the event as sent, or null. */
  trackFormProgress(progress: FormProgress): TrackingEvent | null;
  /** Pushes any event after the guard; returns the event as sent, or null when nothing was left. */
  track(event: Record<string, unknown>): TrackingEvent | null;
  /** Stops sending. */
  dispose(): void;
}

// Values that look like an SSN, a phone, an account or card number, or an e-mail address are dropped
// even under an allowed key, so a mistaken call cannot leak personal data.
const PERSONAL_DATA = /\d{4,}|@/;

/**
 * The guard: keeps only allow-listed keys (`event`, `form`, `step`, `status`) whose values are finite
 * numbers or strings up to 100 characters without a run of 4 or more digits or an '@'.
 */
export function sanitizeTrackingEvent(event: Record<string, unknown>): TrackingEvent {
  const out: TrackingEvent = {};
  for (const key of TRACKING_ALLOWED_KEYS) {
    const value = event[key];
    if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1000) out[key] = value;
    if (typeof value === 'string' && value.length <= 100 && !PERSONAL_DATA.test(value)) out[key] = value;
  }
  return out;
}

/** The default sink: pushes onto `window.dataLayer` (a tag manager) when the page has one, else drops. */
export const dataLayerSink: TrackingSink = (event) => {
  const layer = (globalThis as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push(event);
};

/**
 * Creates the tracker: analytics through an injectable sink, with a guard that drops every key not on
 * the allow-list so no personal data (SSN, date of birth, bank or card numbers, income) is ever sent.
 */
export function createTracker(options: TrackerOptions = {}): Tracker {
  const sink = options.sink ?? dataLayerSink;
  let disposed = false;
  function track(event: Record<string, unknown>): TrackingEvent | null {
    if (disposed) return null;
    const safe = sanitizeTrackingEvent(event);
    if (!safe.event) return null;
    sink(safe);
    return safe;
  }
  return {
    track,
    trackFormProgress: ({ form, step, status }) => track({ event: FORM_PROGRESS_EVENT, form, step, status }),
    dispose() {
      disposed = true;
    },
  };
}
