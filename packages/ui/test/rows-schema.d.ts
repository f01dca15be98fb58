import type { ListOptions } from '@leasekit/core';
/**
 * The rows' schema of a test's or story's list (`createList`'s `answer`): a Standard Schema that keeps an
 * array whose every row `isRow` accepts and refuses anything else, as a team's zod schema would.
 */
export declare function rowsSchema<T>(isRow: (row: unknown) => row is T): ListOptions<T>['answer'];
