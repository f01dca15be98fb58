import { isRecord } from '../rules/values';

/**
 * Values read without a schema: superseded by the contract's schemas (contract/records.ts), which the
 * API client parses every answer of a call with. Kept for values that reach the app another way
 * (storage, history state, route handles) and for what the app's routes write into the session.
 */

/**
 * A record as the app receives it: every field may be missing or null, at every depth. Superseded by the
 * contract's schemas (the API client parses each answer with its call's schema); kept for values that do
 * not come through a call of the contract, and for the session's fields the app writes itself.
 */
export type Received<T> = T extends readonly (infer Item)[]
  ? Received<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Received<T[Key]> | null }
    : T;

/**
 * Reads a value that crossed a trust boundary as a {@link Received} record: an object stays (its fields
 * are read one by one, each with its fallback), anything else (null, an array, a string) is null.
 * Superseded by the contract's schemas for every answer of a call; kept for values read from storage,
 * history state and route handles.
 */
export function readRecord<T>(value: unknown): Received<T> | null {
  // The one place a network value becomes a typed record: every field of Received<T> is optional and
  // nullable, so an object of any content is a valid Received<T> as far as presence goes.
  return isRecord(value) ? (value as Received<T>) : null;
}

/** Reads a list that crossed a trust boundary: an array keeps its object items, anything else is empty. */
export function readRecords<T>(value: unknown): Received<T>[] {
  return Array.isArray(value) ? value.flatMap((item) => readRecord<T>(item) ?? []) : [];
}
