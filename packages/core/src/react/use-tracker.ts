import { useEffect, useRef, useState } from 'react';
import { createTracker, dataLayerSink, type Tracker, type TrackerOptions } from '../tracking';
import { useIsomorphicLayoutEffect } from './use-owned-store';

/**
 * React binding of the tracker (02 §7 'form-progress'): created once, always sending to the latest
 * `sink` (the page's `dataLayer` when none is given), silent after unmount and again while remounted
 * (strict mode remounts the same instance). The guard that keeps personal data out lives in the tracker.
 */
export function useTracker(options: TrackerOptions = {}): Tracker {
  const sink = useRef(options.sink);
  const live = useRef(true);
  useEffect(() => {
    sink.current = options.sink;
  });
  useIsomorphicLayoutEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const [tracker] = useState(() =>
    createTracker({
      sink: (event) => {
        if (live.current) (sink.current ?? dataLayerSink)(event);
      },
    }),
  );
  return tracker;
}
