import * as React from 'react';
import { createRoot } from 'react-dom/client';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import formSchemaJson from '@leasekit/core/form-schema.json';
import {
  createApiClient,
  resolveText,
  type ApiRequest,
  type ApiResult,
  type ApiTransport,
  type Locale,
} from '@leasekit/core';
import { API_CONTRACT } from '@leasekit/core/contract';
import { type FormSchema } from '@leasekit/core/form';
import { createMenuRegistry } from '@leasekit/core/menu';
import { LocaleProvider, useSchemaForm } from '@leasekit/core/react';
import { Button } from '@leasekit/ui/button';
import { Modal } from '@leasekit/ui/modal';
import { RegisteredMenu } from '@leasekit/ui/registered-menu';
import { SchemaForm } from '@leasekit/ui/schema-form';
import { builtInBrands, ThemeProvider } from '@leasekit/ui/theme-provider';
import { z } from 'zod';
import { EXAMPLE_MENU, EXAMPLES } from './examples';

/** The playground's session answer: the one-time entry ticket the page exchanges for a token. */
const playgroundTicket = z.object({ ticket: z.string() });

/** The playground's endpoint every form's submit goes to, with the schema it was made from. */
const SUBMIT_PATH = '/api/v1/playground/submit';
/** A schema longer than this is not read from a URL: a link is not a way to hand the page a megabyte. */
const MAX_HASH_SCHEMA = 20_000;

const TEXTS = {
  en: {
    title: 'Form playground',
    menu: 'Examples',
    schema: 'Schema (JSON)',
    valid: 'The schema is valid.',
    invalidJson: 'Not JSON: ',
    brand: 'Brand',
    language: 'Language',
    modal: 'Open in a modal',
    request: 'Request',
    answer: 'Answer',
    none: 'Nothing sent yet.',
    session: 'Starting a session…',
    sessionFailed: 'No session: is the sandbox running in development?',
    share: 'The address of this page shares the schema (never the values typed).',
  },
  es: {
    title: 'Banco de pruebas de formularios',
    menu: 'Ejemplos',
    schema: 'Esquema (JSON)',
    valid: 'El esquema es válido.',
    invalidJson: 'No es JSON: ',
    brand: 'Marca',
    language: 'Idioma',
    modal: 'Abrir en una ventana',
    request: 'Solicitud',
    answer: 'Respuesta',
    none: 'Aún no se ha enviado nada.',
    session: 'Iniciando una sesión…',
    sessionFailed: 'Sin sesión: ¿el sandbox está en desarrollo?',
    share: 'La dirección de esta página comparte el esquema (nunca los valores escritos).',
  },
} as const;

const validateSchema = new Ajv2020({ allErrors: true, strict: false }).compile(formSchemaJson);

/** What the address's hash holds: an example or a schema, a brand and a language. Never values. */
interface HashState {
  example: string | null;
  schemaText: string | null;
  brand: string | null;
  locale: Locale | null;
}

function encodeSchema(text: string): string {
  return btoa(String.fromCodePoint(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decodeSchema(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.codePointAt(0)!));
  } catch {
    return null;
  }
}

function readHash(hash: string): HashState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const example = params.get('example');
  const schema = params.get('schema');
  const lang = params.get('lang');
  return {
    example: EXAMPLES.some((item) => item.id === example) ? example : null,
    schemaText: schema && schema.length <= MAX_HASH_SCHEMA ? decodeSchema(schema) : null,
    brand: builtInBrands.some((brand) => brand.id === params.get('brand')) ? params.get('brand') : null,
    locale: lang === 'es' || lang === 'en' ? lang : null,
  };
}

const pretty = (schema: FormSchema) => JSON.stringify(schema, null, 2);
const exampleSchema = (id: string) => pretty(EXAMPLES.find((item) => item.id === id)!.schema);

/** The schema text's check: the parsed schema when valid, else the errors with their JSON path. */
function checkSchema(text: string): { schema: FormSchema | null; errors: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { schema: null, errors: [`${(error as Error).message}`] };
  }
  if (validateSchema(parsed)) return { schema: parsed as FormSchema, errors: [] };
  return {
    schema: null,
    errors: (validateSchema.errors ?? []).map(
      (error: ErrorObject) => `${error.instancePath || '/'}: ${error.message ?? 'is not valid'}`,
    ),
  };
}

interface Exchange {
  request: { method: string; path: string; body: { schema: FormSchema; values: unknown } };
  answer: ApiResult | null;
}

function Preview({
  schema,
  locale,
  transport,
  inModal,
  onModalChange,
  modalLabel,
}: {
  schema: FormSchema;
  locale: Locale;
  transport: ApiTransport;
  inModal: boolean;
  onModalChange: (open: boolean) => void;
  modalLabel: string;
}) {
  const { form, state } = useSchemaForm({ transport, schema, locale });
  const view = <SchemaForm form={form} onRedirect={() => undefined} />;
  return (
    <>
      <Button type="button" variant="outline" onClick={() => onModalChange(true)}>
        {modalLabel}
      </Button>
      {inModal ? (
        <Modal
          open
          onOpenChange={onModalChange}
          title={resolveText(schema.title, locale) ?? modalLabel}
          dirty={state.dirty}
        >
          {view}
        </Modal>
      ) : (
        view
      )}
    </>
  );
}

function Playground() {
  const initial = React.useMemo(() => readHash(window.location.hash), []);
  const [example, setExample] = React.useState<string | null>(
    initial.schemaText === null ? (initial.example ?? 'everything') : null,
  );
  const [schemaText, setSchemaText] = React.useState(
    () => initial.schemaText ?? exampleSchema(initial.example ?? 'everything'),
  );
  const [brandId, setBrandId] = React.useState(initial.brand ?? builtInBrands[0]!.id);
  const [locale, setLocale] = React.useState<Locale>(initial.locale ?? 'en');
  const [session, setSession] = React.useState<'starting' | 'ready' | 'failed'>('starting');
  const [exchange, setExchange] = React.useState<Exchange | null>(null);
  const [inModal, setInModal] = React.useState(false);
  const texts = TEXTS[locale];

  const localeRef = React.useRef(locale);
  localeRef.current = locale;
  const client = React.useMemo(() => createApiClient({ locale: () => localeRef.current }), []);
  const registry = React.useMemo(() => createMenuRegistry({ examples: EXAMPLE_MENU }), []);
  const checked = React.useMemo(() => checkSchema(schemaText), [schemaText]);
  const schemaRef = React.useRef(checked.schema);
  schemaRef.current = checked.schema;

  // The toolkit's calls are per session (uploads, created options): the page gets one as the app does,
  // through a one-time entry ticket exchanged for a token that stays in memory.
  React.useEffect(() => {
    let live = true;
    void (async () => {
      const ticket = await client.request({
        method: 'POST',
        path: '/__sandbox/playground/session',
        answer: playgroundTicket,
      });
      const exchanged = ticket.status
        ? await client.request({
            path: '/apply-v2/checkpoint/exchange',
            headers: { 'X-APPLY-TICKET': ticket.data.ticket },
            answer: API_CONTRACT.checkpointExchange.answer,
          })
        : null;
      if (!live) return;
      if (exchanged?.status && typeof exchanged.data.token === 'string') {
        client.setToken(exchanged.data.token);
        setSession('ready');
      } else setSession('failed');
    })();
    return () => {
      live = false;
    };
  }, [client]);

  // The address follows what is shown, so it can be shared: an example by its id, an edited schema as
  // base64url JSON. Values typed into the form never go into it.
  React.useEffect(() => {
    const params = new URLSearchParams();
    if (example !== null && schemaText === exampleSchema(example)) params.set('example', example);
    else params.set('schema', encodeSchema(schemaText));
    params.set('brand', brandId);
    params.set('lang', locale);
    const hash = `#${params.toString()}`;
    if (window.location.hash !== hash) window.history.replaceState(null, '', hash);
  }, [example, schemaText, brandId, locale]);

  React.useEffect(() => {
    const onHash = () => {
      const next = readHash(window.location.hash);
      if (next.example) {
        setExample(next.example);
        setSchemaText(exampleSchema(next.example));
      } else if (next.schemaText !== null) {
        setExample(null);
        setSchemaText(next.schemaText);
      }
      if (next.brand) setBrandId(next.brand);
      if (next.locale) setLocale(next.locale);
      setExchange(null);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  React.useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Every submit goes to the playground's endpoint with the schema it came from, whatever the schema's
  // `action` names; the request and the answer are shown, and the form maps a 422 onto its fields.
  const transport = React.useMemo<ApiTransport>(
    () =>
      (async (call: ApiRequest) => {
        const schema = schemaRef.current;
        if ((call.method ?? 'GET').toUpperCase() !== 'POST' || !schema || call.path !== schema.action) {
          return client.request(call);
        }
        const request = { method: 'POST', path: SUBMIT_PATH, body: { schema, values: call.payload } };
        setExchange({ request, answer: null });
        const answer = await client.request({ method: 'POST', path: SUBMIT_PATH, payload: request.body });
        setExchange({ request, answer });
        return answer;
      }) as ApiTransport,
    [client],
  );

  const brand = builtInBrands.find((item) => item.id === brandId) ?? builtInBrands[0]!;
  return (
    <LocaleProvider locale={locale}>
      <ThemeProvider brand={brand}>
        <div className="grid gap-4 text-foreground">
          <h1 className="text-2xl font-semibold">{texts.title}</h1>
          <RegisteredMenu
            registry={registry}
            menu="examples"
            label={texts.menu}
            currentHref={example ? `#example=${example}` : null}
          />
          <div className="flex flex-wrap gap-4">
            <label className="grid gap-1">
              {texts.brand}
              <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
                {builtInBrands.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1">
              {texts.language}
              <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
                <option value="en">English</option>
                <option value="es">Español</option>
              </select>
            </label>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="grid content-start gap-2">
              <label htmlFor="playground-schema">{texts.schema}</label>
              <textarea
                id="playground-schema"
                aria-describedby="playground-schema-check"
                aria-invalid={checked.errors.length > 0}
                spellCheck={false}
                rows={24}
                className="w-full rounded-md border border-input bg-background p-2 font-mono text-sm"
                value={schemaText}
                onChange={(event) => {
                  setSchemaText(event.target.value);
                  setExchange(null);
                }}
              />
              <div id="playground-schema-check" role="status">
                {checked.errors.length ? (
                  <ul className="text-destructive">
                    {checked.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{texts.valid}</p>
                )}
              </div>
              <p className="text-muted-foreground">{texts.share}</p>
            </div>
            <div className="grid content-start gap-4">
              {session === 'ready' && checked.schema ? (
                <Preview
                  key={`${schemaText}`}
                  schema={checked.schema}
                  locale={locale}
                  transport={transport}
                  inModal={inModal}
                  onModalChange={setInModal}
                  modalLabel={texts.modal}
                />
              ) : (
                <p role="status">{session === 'failed' ? texts.sessionFailed : texts.session}</p>
              )}
              <section aria-label={texts.request}>
                <h2 className="font-semibold">{texts.request}</h2>
                <pre data-testid="playground-request">
                  {exchange
                    ? `${exchange.request.method} ${exchange.request.path}\n${JSON.stringify(exchange.request.body.values, null, 2)}`
                    : texts.none}
                </pre>
              </section>
              <section aria-label={texts.answer}>
                <h2 className="font-semibold">{texts.answer}</h2>
                <pre data-testid="playground-answer">
                  {exchange?.answer ? JSON.stringify(exchange.answer, null, 2) : texts.none}
                </pre>
              </section>
            </div>
          </div>
        </div>
      </ThemeProvider>
    </LocaleProvider>
  );
}

createRoot(document.getElementById('playground')!).render(
  <React.StrictMode>
    <Playground />
  </React.StrictMode>,
);
