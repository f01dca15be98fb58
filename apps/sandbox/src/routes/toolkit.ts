import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { ToolkitFileRecord, ToolkitOptionRecord } from '../db/repository';
import { randomToken, sameHash, sha256 } from '../domain/security';
import {
  cleanFileName,
  MAX_FILE_BYTES,
  MAX_FILES_PER_SESSION,
  MAX_OPTION_TEXT,
  MAX_OPTIONS_PER_SESSION,
  optionKey,
  sniffFileType,
  UPLOAD_ERRORS,
} from '../domain/toolkit';
import { baseUrl, requireSession, type AppEnv, type Deps } from '../http/context';
import { body, fail, HttpError, ok, validate, ValidationError } from '../http/envelope';
import { safeText } from '../http/fields';
import { attemptLimits, type AttemptLimit } from '../http/rate-limit';

/** Where the upload queue posts its files (the field's `url`). */
export const FILES_PATH = '/api/v1/files';
/** Where the upload queue deletes a file (the field's `deleteUrl`). */
export const FILES_DELETE_PATH = '/api/v1/files/delete';
/** The option search (the field's `url`, GET) and the taggable create (its `taggableUrl`, POST). */
export const OPTIONS_PATH = '/api/v1/toolkit/options';
/** The paged, sortable list of the options a session sees. */
export const LIST_PATH = '/api/v1/toolkit/list';

/**
 * Uploads a session and a client may make in 15 minutes: far above what a shopper filling a form does
 * (at most 10 files held at once), low enough that a script cannot fill the database through one client.
 */
export const UPLOAD_LIMIT: AttemptLimit = { perSession: 30, perClient: 300, windowMs: 15 * 60 * 1000 };

/** The answer for a file that does not exist, was deleted, or is another session's. */
export const FILE_NOT_FOUND = 'File not found.';

/** The list page size and first page (01 §9). */
const PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/** Extra search parameters a call may pass through, at most. */
const MAX_EXTRA_PARAMS = 20;

/** The uploaded file as the toolkit reads it (01 §3 "Uploaded file": id, token, original_name, url). */
export interface UploadedFileAnswer {
  id: string;
  /** The file's own download token: 256 random bits, part of `url`, answered only here. */
  token: string;
  original_name: string;
  /** The download address: `{origin}/api/v1/files/{id}/{token}`. */
  url: string;
  size: number;
  /** The type found from the content. */
  type: string;
}

/** A select option (01 §3: a text and value pair) with its group; `null` for options a session created. */
export interface OptionAnswer {
  value: string;
  text: string;
  group: string | null;
}

const optionOf = (record: ToolkitOptionRecord): OptionAnswer => ({
  value: record.id,
  text: record.text,
  group: record.group,
});

/** A session's upload from a multipart body: exactly one file part, named `file`; 422 otherwise. */
async function readUpload(c: Context<AppEnv>): Promise<File> {
  const required = () => new ValidationError({ file: [UPLOAD_ERRORS.required] });
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw required();
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'Malformed multipart body.');
  }
  const parts = Object.values(form).flatMap((value) => (Array.isArray(value) ? value : [value]));
  if (parts.filter((part) => part instanceof File).length > 1) {
    throw new ValidationError({ file: [UPLOAD_ERRORS.one] });
  }
  const file = form.file;
  if (!(file instanceof File)) throw required();
  return file;
}

/** The paging fields of a query: `page` from 1, `limit` 1 to 100 (25 by default). */
const paging = {
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .optional()
    .default(1),
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(MAX_PAGE_SIZE, `The limit may not be greater than ${MAX_PAGE_SIZE}.`)
    .optional()
    .default(PAGE_SIZE),
};

const groupFilter = safeText('group', 50).optional();

const searchQuery = z.object({
  query_name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'The query name must be a parameter name.')
    .optional()
    .default('q'),
  group: groupFilter,
  ...paging,
});

const SORTS = { text: 'text', group: 'group', value: 'value' } as const;

const listQuery = z.object({
  q: safeText('search', MAX_OPTION_TEXT).optional().default(''),
  group: groupFilter,
  sortBy: z
    .enum(Object.keys(SORTS) as [keyof typeof SORTS], {
      error: `The sort by must be one of: ${Object.keys(SORTS).join(', ')}.`,
    })
    .optional()
    .default('text'),
  sortDesc: z
    .enum(['1', '0', 'true', 'false'], { error: 'The sort desc must be 1, 0, true or false.' })
    .optional()
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  ...paging,
});

const createSchema = z.object({
  text: safeText('text', MAX_OPTION_TEXT)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'The text field is required.')),
});

const deleteSchema = z.object({
  model: z
    .union([z.string(), z.number()], { error: 'The model field is required.' })
    .transform(String)
    .pipe(safeText('model', 100)),
  // The queue sends force=true and a token (01 §7); files are always deleted for good, and the session
  // header, not this token, decides whose file it is.
  force: z.union([z.boolean(), z.literal(1), z.literal(0)]).optional(),
  token: safeText('token', 200).nullable().optional(),
});

/** The query string, repeated keys as arrays (as `query()` in src/http/envelope.ts reads it). */
function flatQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const flat: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    flat[key] = values.length === 1 ? values[0]! : values;
  }
  return flat;
}

/** The pager fields of a list answer (01 §3), `from` and `to` null on a page without rows. */
function pageOf<T>(rows: readonly T[], page: number, limit: number, filters: Record<string, unknown>) {
  const total = rows.length;
  const start = (page - 1) * limit;
  const data = rows.slice(start, start + limit);
  return {
    data,
    meta: {
      filters,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / limit)),
      per_page: limit,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    },
  };
}

/** Orders by code units, so both engines and every locale page the same way. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The calls the generic toolkit's widgets make (01 §7), on the session of `X-APPLY-TOKEN` (403 without
 * one): file upload, download and delete; option search, taggable create and a paged list. See the
 * sandbox README, "Toolkit calls".
 */
export function registerToolkit(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const now = () => deps.config.now().getTime();

  for (const limit of attemptLimits('upload', deps, UPLOAD_LIMIT)) app.use(FILES_PATH, limit);
  app.post(FILES_PATH, async (c) => {
    const session = await requireSession(c, deps);
    const file = await readUpload(c);
    if (file.size === 0) throw new ValidationError({ file: [UPLOAD_ERRORS.empty] });
    if (file.size > MAX_FILE_BYTES) throw new ValidationError({ file: [UPLOAD_ERRORS.tooLarge] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffFileType(bytes);
    if (!type) throw new ValidationError({ file: [UPLOAD_ERRORS.type] });
    // The session row is locked for the request (`getSessionByTokenHash` reads it FOR UPDATE), so two
    // uploads of one session count one after the other and never pass the limit together.
    if ((await db.countToolkitFiles(session.id)) >= MAX_FILES_PER_SESSION) {
      throw new ValidationError({ file: [UPLOAD_ERRORS.limit] });
    }
    const token = randomToken();
    const record: ToolkitFileRecord = {
      id: randomUUID(),
      session_id: session.id,
      token_hash: sha256(token),
      original_name: cleanFileName(file.name),
      mime: type.mime,
      size: bytes.length,
      created_at: now(),
    };
    await db.saveToolkitFile(record, bytes);
    return ok(
      c,
      {
        id: record.id,
        token,
        original_name: record.original_name,
        url: `${baseUrl(c, deps)}${FILES_PATH}/${record.id}/${token}`,
        size: record.size,
        type: record.mime,
      } satisfies UploadedFileAnswer,
      201,
    );
  });

  app.post(FILES_DELETE_PATH, async (c) => {
    const session = await requireSession(c, deps);
    const { model } = await body(c, deleteSchema);
    if (!(await db.deleteToolkitFile(model, session.id))) return fail(c, 404, FILE_NOT_FOUND);
    return ok(c, { id: model, deleted: true });
  });

  // The file's own address, opened by a link (no headers): its token is the key. It is served as an
  // attachment of the type its content has, never rendered as a page of the sandbox's origin.
  app.get(`${FILES_PATH}/:id/:token`, async (c) => {
    const token = c.req.param('token');
    const found = /^[A-Za-z0-9_-]{43}$/.test(token) ? await db.readToolkitFile(c.req.param('id')) : undefined;
    if (!found || !sameHash(sha256(token), found.file.token_hash)) return fail(c, 404, FILE_NOT_FOUND);
    const { file, bytes } = found;
    const ascii = file.original_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  });

  app.get(OPTIONS_PATH, async (c) => {
    const session = await requireSession(c, deps);
    const flat = flatQuery(c);
    const { query_name: queryName, group, page, limit } = validate(searchQuery, flat);
    const term = validate(
      z.object({ [queryName]: safeText(queryName, MAX_OPTION_TEXT).optional().default('') }),
      { [queryName]: flat[queryName] },
    )[queryName] as string;
    const reserved = new Set([queryName, 'query_name', 'group', 'page', 'limit']);
    const extras = Object.entries(flat).filter(([key]) => !reserved.has(key));
    if (extras.length > MAX_EXTRA_PARAMS) {
      throw new ValidationError({ params: [`At most ${MAX_EXTRA_PARAMS} extra parameters are taken.`] });
    }
    const passed = validate(
      z.record(
        z.string().regex(/^[A-Za-z0-9_[\]-]{1,40}$/, 'The parameter name is not allowed.'),
        z.union([safeText('parameter', 200), z.array(safeText('parameter', 200)).max(20)]),
      ),
      Object.fromEntries(extras),
    );
    const found = await db.findToolkitOptions(session.id, optionKey(term), group ?? null);
    const sorted = found
      .map(optionOf)
      .sort((a, b) => compareText(a.text, b.text) || compareText(a.value, b.value));
    const paged = pageOf(sorted, page, limit, {
      [queryName]: term,
      ...(group !== undefined ? { group } : {}),
      ...passed,
    });
    return c.json({ status: true, code: 200, data: paged.data, meta: paged.meta, error: null });
  });

  app.post(OPTIONS_PATH, async (c) => {
    const session = await requireSession(c, deps);
    const { text } = await body(c, createSchema);
    const key = optionKey(text);
    const existing = await db.findToolkitOptionByKey(session.id, key);
    if (existing) return ok(c, optionOf(existing));
    if ((await db.countToolkitOptions(session.id)) >= MAX_OPTIONS_PER_SESSION) {
      throw new ValidationError({ text: [`You may create at most ${MAX_OPTIONS_PER_SESSION} options.`] });
    }
    const record = {
      id: `tag-${randomUUID()}`,
      session_id: session.id,
      text,
      group: null,
      created_at: now(),
    };
    await db.saveToolkitOption(record, key);
    return ok(c, optionOf(record), 201);
  });

  app.get(LIST_PATH, async (c) => {
    const session = await requireSession(c, deps);
    const { q, group, sortBy, sortDesc, page, limit } = validate(listQuery, flatQuery(c));
    const rows = (await db.findToolkitOptions(session.id, optionKey(q), group ?? null)).map((record) => ({
      ...optionOf(record),
      own: record.session_id !== null,
    }));
    const column = SORTS[sortBy];
    const direction = sortDesc ? -1 : 1;
    rows.sort(
      (a, b) => direction * compareText(a[column] ?? '', b[column] ?? '') || compareText(a.value, b.value),
    );
    const paged = pageOf(rows, page, limit, { q, ...(group !== undefined ? { group } : {}) });
    return c.json({ status: true, code: 200, data: paged.data, meta: paged.meta, error: null });
  });
}
