/**
 * Keystroke benchmark of the schema-form engine: types 50 characters into one field of a
 * 300-field schema, with every field subscribed as a UI would be, and prints the field notifications
 * and the time per keystroke. The same run at 30 and 3000 fields shows that the work per keystroke
 * does not grow with the number of unrelated fields.
 *
 * Run: npm run bench -w @leasekit/core
 */
import { performance } from 'node:perf_hooks';
import type { ApiTransport } from '../src/api/types';
import type { FieldSchema, FormSchema } from '../src/schema-form/schema';
import { createSchemaForm } from '../src/schema-form/schema-form';

const KEYSTROKES = 50;
const SIZES = [30, 300, 3000];
const ROUNDS = 20;

const transport = (async () => ({ status: true, code: 200, data: null, error: null })) as ApiTransport;

/** `count` required text fields in 10 sections, plus one field shown only while the typed field is not empty. */
function schemaOf(count: number, typed: string): FormSchema {
  const children: FieldSchema[] = Array.from({ length: count }, (_, i) => ({
    name: `section_${i % 10}.field_${i}`,
    type: 'text',
    label: `Field ${i}`,
    required: true,
    rules: ['max:200'],
  }));
  children.push({
    name: 'dependent',
    type: 'text',
    label: 'Dependent',
    conditions: [{ field: typed, operator: 'not equals', value: '' }],
  });
  return { action: '/save', children };
}

interface Row {
  fields: number;
  keystrokes: number;
  'field notifications / keystroke': number;
  'form notifications / keystroke': number;
  'µs / keystroke (median of rounds)': number;
}

function run(count: number): Row {
  const typed = `section_${Math.floor(count / 2) % 10}.field_${Math.floor(count / 2)}`;
  const timings: number[] = [];
  let fieldNotifications = 0;
  let formNotifications = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const form = createSchemaForm({ transport, schema: schemaOf(count, typed) });
    let fieldCalls = 0;
    let formCalls = 0;
    for (const name of form.getState().fieldNames) form.subscribeField(name, () => (fieldCalls += 1));
    form.subscribe(() => (formCalls += 1));
    // Show an error first, so each keystroke also re-validates the typed field (the costlier path).
    form.touch(typed);
    fieldCalls = 0;
    formCalls = 0;
    let text = '';
    const start = performance.now();
    for (let i = 0; i < KEYSTROKES; i += 1) {
      text += String.fromCharCode(97 + (i % 26));
      form.setValue(typed, text);
    }
    timings.push(((performance.now() - start) * 1000) / KEYSTROKES);
    fieldNotifications = fieldCalls;
    formNotifications = formCalls;
    form.dispose();
  }
  timings.sort((a, b) => a - b);
  return {
    fields: count,
    keystrokes: KEYSTROKES,
    'field notifications / keystroke': Number((fieldNotifications / KEYSTROKES).toFixed(2)),
    'form notifications / keystroke': Number((formNotifications / KEYSTROKES).toFixed(2)),
    'µs / keystroke (median of rounds)': Number(timings[Math.floor(timings.length / 2)]!.toFixed(2)),
  };
}

const rows = SIZES.map(run);
console.log(
  `Schema-form keystroke benchmark: ${KEYSTROKES} characters typed into one field, every field subscribed.`,
);
console.table(rows);
const [small, , large] = rows;
console.log(
  `Notifications per keystroke stay at ${large!['field notifications / keystroke']} from ${small!.fields} to ${large!.fields} fields: ` +
    'only the typed field and the field whose condition reads it are notified (the first keystroke also flips the dependent field).',
);
