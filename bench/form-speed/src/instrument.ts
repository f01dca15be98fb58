/**
 * In-page instrumentation shared by the three benchmark pages, read by `bench/form-speed.ts` through
 * `window.__bench`. Every library is measured by the same listeners, so the numbers compare:
 *
 * - field renders: each page's field components call `countRender(name)` once per render;
 * - keystroke JS: from the first `keydown` listener (window, capture) to the last `input` listener
 *   (window, bubble), which runs after React's root listener and the microtask that flushes its
 *   synchronous update, so the time covers the library's handler, its store and the React commit;
 * - key-to-paint: from the keydown's event time stamp to a task posted from the next animation frame,
 *   which runs once that frame has been produced;
 * - mount: from before the library's setup to the end of a synchronous (`flushSync`) first commit, and
 *   to the first frame after it.
 */

/** One measured keystroke. */
export interface KeySample {
  /** keydown (first listener) → input handled (last listener), ms. */
  js: number;
  /** keydown time stamp → the next frame, ms. */
  paint: number;
}

/** What a page exposes on `window.__bench`. */
export interface BenchProbe {
  library: string;
  fields: number;
  /** Set once the form is mounted and painted. */
  ready: boolean;
  /** Library setup + render + commit of the form (synchronous), ms. */
  mountCommit: number;
  /** Library setup → the first frame after the commit, ms. */
  mountPaint: number;
  /** Renders per field name since the last reset. */
  renders: Record<string, number>;
  /** Keystrokes measured since the last reset. */
  keys: KeySample[];
  /** Clears render counts and keystrokes and starts recording keystrokes. */
  reset(): void;
  /** Resolves once `n` keystrokes were measured (their frame included). */
  waitKeys(n: number): Promise<number>;
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

/** Resolves in a task posted from the next animation frame, i.e. after that frame was produced. */
export function afterNextFrame(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

let recording = false;
let pending: { start: number; stamp: number } | null = null;
let waiter: { n: number; resolve: (n: number) => void } | null = null;

/** Creates `window.__bench` for a page and installs the keystroke listeners. */
export function installProbe(library: string, fields: number): BenchProbe {
  const probe: BenchProbe = {
    library,
    fields,
    ready: false,
    mountCommit: 0,
    mountPaint: 0,
    renders: {},
    keys: [],
    reset() {
      probe.renders = {};
      probe.keys = [];
      recording = true;
    },
    waitKeys(n) {
      if (probe.keys.length >= n) return Promise.resolve(probe.keys.length);
      return new Promise((resolve) => {
        waiter = { n, resolve };
      });
    },
  };
  window.__bench = probe;
  window.addEventListener(
    'keydown',
    (event) => {
      if (recording) pending = { start: performance.now(), stamp: event.timeStamp };
    },
    { capture: true },
  );
  window.addEventListener('input', () => {
    const current = pending;
    if (!current) return;
    pending = null;
    const js = performance.now() - current.start;
    void afterNextFrame().then((painted) => {
      probe.keys.push({ js, paint: painted - current.stamp });
      if (waiter && probe.keys.length >= waiter.n) {
        waiter.resolve(probe.keys.length);
        waiter = null;
      }
    });
  });
  return probe;
}

/** Counts one render of a field; a no-op until a probe is installed (the page-weight builds have none). */
export function countRender(name: string): void {
  const probe = typeof window === 'undefined' ? undefined : window.__bench;
  if (probe) probe.renders[name] = (probe.renders[name] ?? 0) + 1;
}
