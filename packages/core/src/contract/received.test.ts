import { describe, expect, it } from 'vitest';
import type { RetailStoreRecord } from './records';
import { readRecord, readRecords } from './received';

describe('the contract: records that crossed the network', () => {
  it('an object stays a record; null, arrays, strings and numbers are no record', () => {
    const store = { id: 4, name: 'Main Street' };
    expect(readRecord<RetailStoreRecord>(store)).toBe(store);
    for (const hostile of [null, undefined, [], ['x'], 'store', 7, true]) {
      expect(readRecord<RetailStoreRecord>(hostile)).toBeNull();
    }
  });

  it('a list keeps its object items and drops the rest; anything else is an empty list', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(readRecords<RetailStoreRecord>([a, null, 'x', [], b])).toEqual([a, b]);
    expect(readRecords<RetailStoreRecord>({ 0: a, length: 1 })).toEqual([]);
    expect(readRecords<RetailStoreRecord>('[]')).toEqual([]);
  });
});
