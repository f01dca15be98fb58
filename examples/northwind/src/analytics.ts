import type { LeaseApplicationEvent } from '@leasekit/apply';

declare global {
  interface Window {
    /**
     * The page's queue of analytics events, as a tag manager's `dataLayer`: Northwind's tag (or a test)
     * reads it, or replaces its `push` to receive each event as it comes.
     */
    northwindAnalytics?: LeaseApplicationEvent[];
  }
}

/**
 * A stand-in for Northwind's analytics client: `record` appends each event to the page's queue
 * (`window.northwindAnalytics`, created when missing) and sends nothing anywhere. The events reach it
 * through `onEvent`, after the application's guard, so they carry no value the shopper typed.
 */
export function createAnalytics(target: Window = window): { record: (event: LeaseApplicationEvent) => void } {
  const queue = (target.northwindAnalytics ??= []);
  return { record: (event) => void queue.push(event) };
}
