const keys = new WeakMap<object, number>();
let next = 0;

/**
 * A stable key per object instance. Stores created by hooks are replaced when React's strict mode
 * re-runs effects; a child keyed by its engine's instance starts over with the live one.
 */
export function objectKey(value: object): string {
  let key = keys.get(value);
  if (key === undefined) keys.set(value, (key = ++next));
  return String(key);
}
