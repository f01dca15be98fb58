/**
 * The benchmark's form, described once and rendered by each library: `count` fields cycling through
 * text, number, select, date and checkbox (every non-checkbox field required), of which the last is a
 * conditional text field shown only while the first checkbox (`f4`) is ticked.
 */

/** The field types the benchmark covers. */
export type BenchFieldType = 'text' | 'number' | 'select' | 'date' | 'checkbox';

/** One field of the benchmark form. */
export interface BenchField {
  name: string;
  type: BenchFieldType;
  label: string;
  required: boolean;
  /** Choices of a select. */
  options?: readonly string[];
  /** The checkbox that shows this field while ticked, for the one conditional field. */
  shownWhen?: string;
}

const CYCLE: readonly BenchFieldType[] = ['text', 'number', 'select', 'date', 'checkbox'];

/** The choices every select offers. */
export const SELECT_OPTIONS: readonly string[] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

/** The checkbox the conditional field depends on. */
export const CONDITION_FIELD = 'f4';

/**
 * Builds the benchmark form of `count` fields (at least 6), the last one conditional. `types` narrows
 * the cycle of types (a diagnosis aid: `?types=select` mounts selects only); all five by default.
 */
export function benchFields(count: number, types: readonly BenchFieldType[] = CYCLE): BenchField[] {
  const fields: BenchField[] = [];
  for (let i = 0; i < count - 1; i++) {
    // The typed field and the condition's checkbox keep their types whatever the cycle.
    const type = i % CYCLE.length === 0 ? 'text' : i === 4 ? 'checkbox' : types[i % types.length]!;
    fields.push({
      name: `f${i}`,
      type,
      label: `Field ${i + 1} (${type})`,
      required: type !== 'checkbox',
      ...(type === 'select' ? { options: SELECT_OPTIONS } : {}),
    });
  }
  fields.push({
    name: 'details',
    type: 'text',
    label: 'Details (shown when field 5 is ticked)',
    required: true,
    shownWhen: CONDITION_FIELD,
  });
  return fields;
}

/** The text field the benchmark types into: the text field nearest the middle of the form. */
export function typedFieldName(count: number): string {
  const middle = Math.floor((count - 1) / 2);
  return `f${middle - (middle % CYCLE.length)}`;
}

/** The 50 characters typed into the field. */
export const TYPED_TEXT = 'The quick brown fox jumps over the lazy dog 123456';
