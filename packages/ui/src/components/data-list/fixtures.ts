import { rowsSchema } from '../../../test/rows-schema';

/** A row of the stories' and tests' store lists. */
export interface Store {
  id: number;
  name: string;
  city: string;
}

/** The rows' schema of those lists (`createList`'s `answer`): stores with a numeric id, a name and a city. */
export const storeRows = rowsSchema(
  (row): row is Store =>
    typeof row === 'object' &&
    row !== null &&
    'id' in row &&
    typeof row.id === 'number' &&
    'name' in row &&
    typeof row.name === 'string' &&
    'city' in row &&
    typeof row.city === 'string',
);
