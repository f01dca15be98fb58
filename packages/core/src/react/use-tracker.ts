import { useEffect, useRef } from 'react';
import { createTracker, dataLayerSink, type Tracker, type TrackerOptions } from '../tracking';
import { useOwnedStore } from './use-owned-store';

/**
 * React binding of the tracker (02 §7 'form-progress'): created once, always sending to the latest
 * `sink` (the page's `dataLayer` when none is given), stopped on unmount. The guard that keeps personal
 * data out lives in the tracker.
 */
export function useTracker(options: TrackerOptions = {}): Tracker {
  const sink = useRef(options.sink);
  useEffect(() => {
    sink.current = options.sink;
  });
  return useOwnedStore(() => createTracker({ sink: (event) => (sink.current ?? dataLayerSink)(event) }));
}
