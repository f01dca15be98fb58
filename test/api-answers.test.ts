import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every answer of the lender's API is parsed at the boundary with its call's schema (the contract's
// zod/mini schemas, docs/decisions/0001-contract-schemas.md) or, where no validator may load, checked
// field by field; nothing takes an answer's type on trust. These are the ways code used to: the
// superseded `readRecord`/`Received<…>` (an object of any content typed as a record), and a type
// assertion on a value (`result.data as …`, `event.data as …`, `… as unknown as …`).
const root = join(import.meta.dirname, '..');
/**
 * Every package's sources that read an answer or a message from outside: the core and the application
 * package, the components (an option search's or an upload's answer), the retailer's host script (the
 * checkout's messages) and the sandbox's own pages (its playground and demo shop call the API).
 */
const folders = [
  'packages/core/src',
  'packages/apply/src',
  'packages/ui/src',
  'packages/host/src',
  'apps/sandbox/src/pages',
];

/** The patterns that take a value's type on trust, by what they are. */
const TRUSTING: readonly [string, RegExp][] = [
  ['readRecord', /\breadRecords?\b/],
  ['Received<', /\bReceived</],
  ['.data as', /\.data\s*\)?\s+as\b/],
  ['as unknown as', /\bas\s+unknown\s+as\b/],
  // A page of rows, or any array, taken as the caller's row type (`rows as TRow[]`).
  ['as T[]', /\bas\s+T[A-Z]?\w*\[\]/],
  // A record's id taken as a number or text (`checkout.id as number`): the contract's records type it.
  ['id as', /\bid\)?\s+as\s+(?:number|string)\b/],
  // A call whose answer's type the caller names instead of a schema (`transport<FormSchema>(…)`).
  ['transport<Type>(', /\b(?:transport|request)<(?!unknown>|TData>|T>)[A-Z]\w*>\(/],
];

/**
 * The double casts that are on no value from outside, line by line: a store's own state handed back as
 * the selection when a hook is given no selector (`TSelected` defaults to the state), and the browser's
 * XMLHttpRequest taken as the uploaders' narrower `XhrLike` (its handlers' event types are wider).
 */
const XHR = '(globalThis as unknown as { XMLHttpRequest: new () => XhrLike }).XMLHttpRequest;';
const NOT_AN_ANSWER = new Set([
  // A brand is read field by field for its development warning; the dialog's parts are Radix's own.
  'packages/ui/src/components/theme-provider/theme-provider.tsx: const fields = brand as unknown as Record<string, unknown>;',
  'packages/ui/src/components/confirm-dialog/confirm-dialog.tsx: parts: containedAlertDialogParts as unknown as typeof AlertDialogPrimitive,',
  'packages/core/src/react/use-store.ts: () => (selector ? selector(store.getState()) : (store.getState() as unknown as TSelected)),',
  `packages/core/src/uploads/xhr-fetch.ts: ${XHR}`,
  `packages/core/src/uploads/xhr-uploader.ts: ${XHR}`,
]);

/** The patterns a source line matches. */
function trusting(line: string): string[] {
  return TRUSTING.filter(([, pattern]) => pattern.test(line)).map(([name]) => name);
}

/** The sources of those folders; tests and stories, which build values by hand, left out. */
function sources(): { path: string; source: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
      .map((path) => ({ path: `${folder}/${path}`, source: readFileSync(join(root, folder, path), 'utf8') })),
  );
}

describe("the API's answers are parsed, never typed on trust", () => {
  it('recognises each way of typing an answer on trust, and not a parse or a field check', () => {
    expect(trusting('const data = readRecord<StepSaveRecord>(result.data);')).toEqual(['readRecord']);
    expect(trusting('const items = readRecords<CartItemRecord>(items);')).toEqual(['readRecord']);
    expect(trusting('  retailStore: Received<RetailStoreRecord> | null;')).toEqual(['Received<']);
    expect(trusting('const file = result.data as UploadedFile;')).toEqual(['.data as']);
    expect(trusting('const status = (event.data as { status?: unknown } | null)?.status;')).toEqual([
      '.data as',
    ]);
    expect(trusting('const file = result.data as unknown as UploadedFile;')).toEqual([
      '.data as',
      'as unknown as',
    ]);
    expect(trusting('return (value as unknown as Target);')).toEqual(['as unknown as']);
    expect(trusting('const parsed = stepSaveCall.answer.safeParse(result.data);')).toEqual([]);
    expect(trusting('const name = isRecord(result.data) ? result.data.name : undefined;')).toEqual([]);
    expect(trusting("import { type Received as Got } from './x';")).toEqual([]);
    expect(trusting('const rows = (Array.isArray(data) ? data : []) as TRow[];')).toEqual(['as T[]']);
    expect(trusting('checkoutId: id as number,')).toEqual(['id as']);
    expect(trusting('applicationId: (state.application?.id as number | undefined) ?? null,')).toEqual([
      'id as',
    ]);
    expect(trusting('const result = await options.transport<FormSchema>({')).toEqual(['transport<Type>(']);
    expect(trusting('const found = await latest.request<RetailStoreLookupAnswer>({')).toEqual([
      'transport<Type>(',
    ]);
    expect(trusting('const result = await latest.request<unknown>({')).toEqual([]);
    expect(trusting('const result = await transport<TData>({')).toEqual([]);
    expect(trusting('const valid = rows.every((row) => row.id > 0);')).toEqual([]);
    expect(
      trusting("/** The checkout record's id as a path segment, or null when the session has none. */"),
    ).toEqual([]);
  });

  it('no source of the core, the application package, the components, the host script or the sandbox’s pages types an answer on trust', () => {
    const found = sources().flatMap(({ path, source }) =>
      source
        .split('\n')
        .filter((line) => !NOT_AN_ANSWER.has(`${path}: ${line.trim()}`))
        .flatMap((line) => trusting(line).map((name) => `${path}: ${name}: ${line.trim()}`)),
    );
    expect(found).toEqual([]);
  });
});
