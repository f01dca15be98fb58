import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { isRecord } from '@leasekit/core';
import { createSchemaForm, getFieldRules, type FieldSchema, type FormSchema } from '@leasekit/core/form';
import { isDev } from '../config';
import { randomToken, sha256 } from '../domain/security';
import { requireSession, type AppEnv, type Deps } from '../http/context';
import { body, fail, ok, requestLocale, ValidationError } from '../http/envelope';
import { page } from '../pages/layout';
import { getPlaygroundScript, PLAYGROUND_SCRIPT_PATH } from '../pages/playground-script';
import { ENTRY_TICKET_TTL_MS } from './entry';

/** The form playground's page (development only). */
export const PLAYGROUND_PATH = '/__sandbox/playground';
/** Where the playground's forms submit (development only). */
export const PLAYGROUND_SUBMIT_PATH = '/api/v1/playground/submit';
/** Where the playground page gets a session's one-time entry ticket (development only). */
export const PLAYGROUND_SESSION_PATH = '/__sandbox/playground/session';

/**
 * Values the playground's server counts as taken for a `unique` rule without its own list: only a server
 * knows what is taken, so this is how a form shows a 422 that passed every check in the browser.
 */
export const PLAYGROUND_TAKEN = ['taken', 'taken@example.com'];

/** The most fields (and layout groups) one submitted schema may have: a bound on the server's work. */
const MAX_FIELDS = 300;

const submitSchema = z.object({
  schema: z.custom<FormSchema>(
    (value) => isRecord(value) && (value.children === undefined || Array.isArray(value.children)),
    { error: 'The schema must be a form schema.' },
  ),
  values: z.record(z.string(), z.unknown()).optional().default({}),
});

/** The schema with every `unique` rule given {@link PLAYGROUND_TAKEN} as its taken values. */
function withTakenValues(fields: FieldSchema[], count: { fields: number }): FieldSchema[] {
  return fields.map((field) => {
    if (++count.fields > MAX_FIELDS)
      throw new ValidationError({ schema: [`A playground form may have at most ${MAX_FIELDS} fields.`] });
    const rules = getFieldRules(field).map((rule): string | Record<string, unknown> => {
      const named = typeof rule === 'string' ? rule : rule.rule;
      if (named === 'unique') return { rule: 'unique', values: PLAYGROUND_TAKEN };
      return typeof rule === 'string' ? rule : { ...rule };
    });
    return {
      ...field,
      required: false,
      rules,
      ...(Array.isArray(field.children) ? { children: withTakenValues(field.children, count) } : {}),
    };
  });
}

/**
 * The field messages of a playground submit, by dotted name (`contacts.1.name`), in `locale`: the form's
 * own engine (`createSchemaForm` of `@leasekit/core`) run on the server, so every shown field is checked
 * by the rules the browser runs, collections by their item counts; `unique` refuses
 * {@link PLAYGROUND_TAKEN}, which only a server can know.
 */
export function validatePlaygroundSubmit(
  schema: FormSchema,
  values: Record<string, unknown>,
  locale: 'en' | 'es',
): Record<string, string[]> {
  const checked: FormSchema = { ...schema, children: withTakenValues(schema.children ?? [], { fields: 0 }) };
  const form = createSchemaForm({
    schema: checked,
    values,
    locale,
    // The engine only calls out to load a schema or submit, neither of which happens here.
    transport: async () => ({ status: false, code: 404, data: null, error: null }) as never,
  });
  form.validate();
  const errors: Record<string, string[]> = {};
  for (const { name, message } of form.getErrorSummary()) (errors[name] ??= []).push(message);
  form.dispose();
  return errors;
}

/**
 * The stylesheets of the built reference app (its classes cover every `@leasekit/ui` component): the app
 * loads them from its scripts, so they are found in its assets folder, not in its index.html.
 */
async function appStylesheets(appDist: string): Promise<string[]> {
  try {
    const files = await readdir(join(appDist, 'assets'));
    return files.filter((name) => /^[\w.-]+\.css$/.test(name)).map((name) => `/assets/${name}`);
  } catch {
    return [];
  }
}

/**
 * The form playground (development only, see the sandbox README "Form playground"): its page and script,
 * the session it works in, and the endpoint its forms submit to.
 */
export function registerPlayground(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  // The dev pages' guard (src/routes/dev.ts) covers /__sandbox; the submit endpoint has its own.
  app.use(PLAYGROUND_SUBMIT_PATH, async (c, next) => {
    if (!isDev(deps.config)) return fail(c, 404, 'Not found.');
    return next();
  });

  app.get(PLAYGROUND_PATH, async (c) => {
    const styles = await appStylesheets(deps.config.appDist);
    return c.html(
      page(
        'Form playground',
        html`<div id="playground"><p>Loading the playground…</p></div>`,
        html`${styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
          <script type="module" src="${PLAYGROUND_SCRIPT_PATH}"></script>`,
      ),
    );
  });

  app.get(PLAYGROUND_SCRIPT_PATH, async (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(await getPlaygroundScript());
  });

  // A session of the first demo store, as the entry URL makes one: the page gets a one-time ticket and
  // exchanges it (X-APPLY-TICKET) for the session's token, which stays in the page's memory, never a URL.
  app.post(PLAYGROUND_SESSION_PATH, async (c) => {
    const store = (await db.listAllStores())[0];
    if (!store) return fail(c, 404, 'Not found.');
    const now = deps.config.now().getTime();
    const session = await db.createSession(sha256(randomToken()), {
      store_id: store.id,
      checkout_id: null,
      application_id: null,
      pending_application_id: null,
      iframe: false,
      client_id: null,
      utm: {},
      expires_at: now + deps.config.sessionTtlMs,
    });
    const ticket = randomToken();
    await db.createEntryTicket(sha256(ticket), session.id, now + ENTRY_TICKET_TTL_MS);
    return ok(c, { ticket });
  });

  app.post(PLAYGROUND_SUBMIT_PATH, async (c) => {
    await requireSession(c, deps);
    const { schema, values } = await body(c, submitSchema);
    const errors = validatePlaygroundSubmit(schema, values, requestLocale(c));
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return ok(c, { received: values });
  });
}
