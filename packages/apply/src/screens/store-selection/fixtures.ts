import type { ListOptions } from '@leasekit/core';
import type { StoreSummary } from './store-selection';

/** Whether a row is a retail store as the list shows it: an id, a name and a slug. */
function isStoreRow(row: unknown): row is StoreSummary {
  return (
    typeof row === 'object' &&
    row !== null &&
    'id' in row &&
    (typeof row.id === 'number' || typeof row.id === 'string') &&
    'name' in row &&
    typeof row.name === 'string' &&
    'slug' in row &&
    typeof row.slug === 'string'
  );
}

/**
 * The rows' schema of the stories' and tests' store lists (`createList`'s `answer`; the app's own list
 * uses the contract's): a page whose every row is a store, anything else refused.
 */
export const storyStoreRows: ListOptions<StoreSummary>['answer'] = {
  '~standard': {
    validate: (value) =>
      Array.isArray(value) && value.every(isStoreRow)
        ? { value: value.filter(isStoreRow) }
        : { issues: [{ message: 'The answer is not a page of stores.' }] },
  },
};
