import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSchema } from '@leasekit/core/form';
import { EXAMPLES } from '../src/pages/playground/examples';
import { exchangeTicket, startApplication, startSandbox, type TestSandbox } from './helpers';

const INVALID = 'The given data was invalid.';

const schema: FormSchema = {
  action: '/api/v1/playground/submit',
  children: [
    { name: 'email', type: 'email', label: 'Email', required: true, rules: 'email|unique' },
    {
      name: 'references',
      type: 'collection',
      label: 'Reference',
      min: 1,
      max: 2,
      children: [{ name: 'name', type: 'text', label: 'Name', required: true }],
    },
    {
      name: 'pet',
      type: 'text',
      label: 'Pet',
      required: true,
      conditions: [{ field: 'has_pet', operator: 'equals', value: true }],
    },
  ],
};

describe('the form playground (development only)', () => {
  let sandbox: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = await startApplication(sandbox);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('serves its page and its bundled script on the dev pages', async () => {
    const pageAnswer = await sandbox.call('GET', '/__sandbox/playground');
    expect(pageAnswer.http).toBe(200);
    expect(pageAnswer.text).toContain('<script type="module" src="/__sandbox/playground/playground.js">');
    const script = await sandbox.call('GET', '/__sandbox/playground/playground.js');
    expect(script.http).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    // The page is one bundle: no bare import left for the browser to resolve.
    expect(script.text).not.toMatch(/from\s*["'](react|@leasekit\/|ajv)/);
    expect(script.text).toContain('/api/v1/playground/submit');
  }, 60_000);

  it('gives the page a session through a one-time entry ticket, never a token in a URL', async () => {
    const answer = await sandbox.call('POST', '/__sandbox/playground/session');
    expect(answer.http).toBe(200);
    const ticket = answer.json.data.ticket as string;
    const own = await exchangeTicket(sandbox, ticket);
    expect(own).not.toBe(ticket);
    const upload = await sandbox.call('GET', '/api/v1/toolkit/list', { token: own });
    expect(upload.http).toBe(200);
    await expect(exchangeTicket(sandbox, ticket)).rejects.toThrow();
  });

  it("answers a valid submit with what it received, by the schema's rules", async () => {
    const answer = await sandbox.call('POST', '/api/v1/playground/submit', {
      token,
      body: { schema, values: { email: 'me@example.com', references: [{ name: 'Ann' }] } },
    });
    expect(answer.http).toBe(200);
    expect(answer.json.data.received).toEqual({ email: 'me@example.com', references: [{ name: 'Ann' }] });
  });

  it("answers 422 with field messages in the spec's shape: rules, a server-only unique, collection items and counts", async () => {
    const taken = await sandbox.call('POST', '/api/v1/playground/submit', {
      token,
      body: { schema, values: { email: 'taken@example.com', references: [{ name: '' }] } },
    });
    expect(taken.http).toBe(422);
    expect(taken.json).toEqual({
      status: false,
      code: 422,
      data: {
        email: ['Email is already in use. Enter a different one'],
        'references.0.name': ['Enter Name'],
      },
      error: INVALID,
    });
    const hiddenFieldShown = await sandbox.call('POST', '/api/v1/playground/submit', {
      token,
      body: { schema, values: { email: 'me@example.com', references: [{ name: 'A' }], has_pet: true } },
    });
    expect(hiddenFieldShown.json.data).toEqual({ pet: ['Enter Pet'] });
  });

  it('answers in the Spanish of the request', async () => {
    const answer = await sandbox.call('POST', '/api/v1/playground/submit', {
      token,
      headers: { 'Accept-Language': 'es' },
      body: { schema, values: { email: 'no', references: [{ name: 'A' }] } },
    });
    expect(answer.http).toBe(422);
    expect(answer.json.data).toEqual({
      email: ['Introduzca Email con el formato correcto, como nombre@ejemplo.com'],
    });
  });

  it('every example schema submits to the playground; left empty, only the required ones are refused', async () => {
    const refused: Record<string, unknown> = {};
    for (const example of EXAMPLES) {
      expect(example.schema.action).toBe('/api/v1/playground/submit');
      const answer = await sandbox.call('POST', '/api/v1/playground/submit', {
        token,
        body: { schema: example.schema, values: {} },
      });
      if (answer.http !== 200) refused[example.id] = answer.json.data;
    }
    expect(refused).toEqual({
      'date-picker': { pay_date: ['Select Next Pay Date'] },
      collection: { references: ['Add at least 1 to Reference'] },
      everything: {
        email: ['Enter Email'],
        pay_date: ['Select Next Pay Date'],
        references: ['Add at least 1 to Reference'],
      },
    });
  });

  it('refuses a submit without a session, and a body that is not a schema', async () => {
    const anonymous = await sandbox.call('POST', '/api/v1/playground/submit', {
      body: { schema, values: {} },
    });
    expect(anonymous.http).toBe(403);
    const notSchema = await sandbox.call('POST', '/api/v1/playground/submit', {
      token,
      body: { schema: 'x', values: {} },
    });
    expect(notSchema.http).toBe(422);
    expect(notSchema.json.data.schema).toEqual(['The schema must be a form schema.']);
  });

  it('refuses a schema with more fields than the playground checks', async () => {
    const huge = {
      action: '/x',
      children: Array.from({ length: 400 }, (_, index) => ({ name: `f${index}`, type: 'text' })),
    };
    const answer = await sandbox.call('POST', '/api/v1/playground/submit', {
      token,
      body: { schema: huge, values: {} },
    });
    expect(answer.http).toBe(422);
    expect(answer.json.data.schema[0]).toMatch(/at most 300 fields/);
  });
});

describe('the form playground in production', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ env: 'production' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('is not served: its page, script, session and submit answer 404', async () => {
    for (const [method, path] of [
      ['GET', '/__sandbox/playground'],
      ['GET', '/__sandbox/playground/playground.js'],
      ['POST', '/__sandbox/playground/session'],
      ['POST', '/api/v1/playground/submit'],
    ] as const) {
      const answer = await sandbox.call(method, path, { body: method === 'POST' ? {} : undefined });
      expect(answer.http, `${method} ${path}`).toBe(404);
    }
  });
});
