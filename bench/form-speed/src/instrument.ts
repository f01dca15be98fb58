import type * as React from 'react';

/**
 * In-page instrumentation shared by the three benchmark pages, read by `bench/form-speed.ts` through
 * `window.__bench`. Every library is measured by the same listeners, so the numbers compare:
 *
 * - renders, from React's Profiler (only the profiling build of react-dom calls it; the timed pages are
 *   the plain production build, see vite.config.ts): each page puts a `<Profiler id={name}>` at the top
 *   of its field component, inside the library's memo boundary, so its `onRender` runs once per commit
 *   in which that field (or anything in it) rendered; a `<Profiler id="form">` around the whole form
 *   counts the commits;
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
  /** Updates per field name since the last reset (field Profilers' onRender, mounts left out). */
  renders: Record<string, number>;
  /** Commits of the whole form since the last reset (its Profiler's onRender). */
  commits: number;
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
    commits: 0,
    keys: [],
    reset() {
      probe.renders = {};
      probe.commits = 0;
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

const currentProbe = (): BenchProbe | undefined =>
  typeof window === 'undefined' ? undefined : window.__bench;

/**
 * The `onRender` of a field's Profiler: counts one update of the field named by the Profiler's id. Mounts
 * are left out (a field shown by a condition mounts, it does not re-render); a no-op until a probe is
 * installed (the page-weight builds have none).
 */
export const onFieldRender: React.ProfilerOnRenderCallback = (id, phase) => {
  const probe = currentProbe();
  if (probe && phase !== 'mount') probe.renders[id] = (probe.renders[id] ?? 0) + 1;
};

/** The `onRender` of the Profiler around the whole form: counts its commits. */
export const onFormRender: React.ProfilerOnRenderCallback = () => {
  const probe = currentProbe();
  if (probe) probe.commits += 1;
};
