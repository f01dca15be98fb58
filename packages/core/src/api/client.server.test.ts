import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSchemaForm } from '../schema-form/schema-form';
import { createApiClient } from './client';

/**
 * The API client against a REAL local HTTP server (127.0.0.1, random port): timeouts, 500 without a
 * body, 422, 301/302 not followed and a dropped connection behave as the spec says over real sockets.
 */

const TIMEOUT_TEXT = 'Request timed out whilst trying to call the server. Please try again later.';
const INVALID_TEXT = 'An invalid response was returned from the server.';
/** A short per-call timeout: the real server never answers, so the call must give up by itself. */
const SHORT_TIMEOUT_MS = 50;

let server: Server;
let baseUrl = '';
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  const path = (req.url ?? '').split('?')[0];
  switch (path) {
    case '/hang':
      return; // never answers
    case '/empty-500':
      res.writeHead(500).end();
      return;
    case '/message-500':
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Database down' }));
      return;
    case '/validate':
      res
        .writeHead(422, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: false, code: 422, data: { 'applicant.last_name': ['Required'] } }));
      return;
    case '/moved':
      res.writeHead(301, { Location: `${baseUrl}/target` }).end();
      return;
    case '/found':
      res.writeHead(302, { Location: '/login' }).end();
      return;
    case '/redirect-envelope':
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: true, code: 302, data: 'https://shop.test/done' }));
      return;
    case '/forms/applicant':
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: true, code: 200, data: { action: '/save', children: [] } }));
      return;
    case '/drop':
      req.socket.destroy();
      return;
    case '/ok':
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: true, code: 200, data: body ? JSON.parse(body) : null }));
      return;
    default:
      res.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('spec 01 §7–9 over a real HTTP server', () => {
  it('sends method, query, JSON body and both headers', async () => {
    const api = createApiClient({ baseUrl, token: 'tok', clientId: 'cid' });
    const get = await api.request({ path: '/ok', payload: { q: 'abc' } });
    expect(get.status).toBe(true);
    const post = await api.request({ method: 'POST', path: '/{name}', payload: { name: 'ok', a: 1 } });
    expect(post.data).toEqual({ a: 1 });
    const [first, second] = seen.slice(-2);
    expect(first!.method).toBe('GET');
    expect(first!.url).toBe('/ok?q=abc');
    expect(first!.headers['x-apply-token']).toBe('tok');
    expect(first!.headers['x-apply-client-id']).toBe('cid');
    expect(second!.method).toBe('POST');
    expect(second!.headers['content-type']).toBe('application/json');
  });

  it('spec 01 §7: the schema engine’s load reaches the server as GET path?_form=true with its params', async () => {
    const api = createApiClient({ baseUrl });
    const before = seen.length;
    const form = createSchemaForm({
      transport: api.request,
      schemaPath: '/forms/applicant',
      params: { store_id: 7 },
    });
    form.mount();
    // The engine parses the schema with the contract's schemas, imported on its first load: in a test run
    // that module is transformed on that first request, which may take more than waitFor's 1 s.
    await vi.waitFor(() => expect(form.getState().status).toBe('ready'), { timeout: 15_000 });
    const [load] = seen.slice(before);
    expect(load!.method).toBe('GET');
    expect(load!.url).toBe('/forms/applicant?_form=true&store_id=7');
    form.dispose();
  });

  it('a server that never answers times out with code 408 and the spec text', async () => {
    const api = createApiClient({ baseUrl });
    const result = await api.request({ path: '/hang', timeout: SHORT_TIMEOUT_MS });
    expect(result).toEqual({ status: false, code: 408, data: null, error: TIMEOUT_TEXT });
  });

  it('a 500 without a body gives the invalid-response text; a 500 with a message uses it', async () => {
    const api = createApiClient({ baseUrl });
    expect(await api.request({ path: '/empty-500' })).toEqual({
      status: false,
      code: 500,
      data: null,
      error: INVALID_TEXT,
    });
    expect((await api.request({ path: '/message-500' })).error).toBe('Database down');
  });

  it('a 422 maps its data onto field errors', async () => {
    const api = createApiClient({ baseUrl });
    const result = await api.request({ method: 'POST', path: '/validate', payload: { x: 1 } });
    expect(result.code).toBe(422);
    expect(result.fieldErrors).toEqual({ 'applicant.last_name': ['Required'] });
  });

  it('HTTP 301 and 302 are not followed: the target comes back as the redirect', async () => {
    const api = createApiClient({ baseUrl });
    const before = seen.length;
    const moved = await api.request({ path: '/moved' });
    expect(moved).toMatchObject({ status: true, code: 301, redirect: `${baseUrl}/target` });
    const found = await api.request({ path: '/found' });
    expect(found).toMatchObject({ status: true, code: 302, redirect: '/login', data: '/login' });
    // Only the two calls reached the server: nothing followed the Location header.
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/moved', '/found']);
  });

  it('a body with status true and code 302 redirects to data', async () => {
    const api = createApiClient({ baseUrl });
    expect((await api.request({ path: '/redirect-envelope' })).redirect).toBe('https://shop.test/done');
  });

  it('a dropped connection (socket destroyed) is "no response": 408 with the spec text', async () => {
    const api = createApiClient({ baseUrl });
    expect(await api.request({ path: '/drop' })).toEqual({
      status: false,
      code: 408,
      data: null,
      error: TIMEOUT_TEXT,
    });
  });

  it('disposing the owner aborts a real in-flight call', async () => {
    const api = createApiClient({ baseUrl });
    const scope = api.scope();
    const pending = scope.request({ path: '/hang' });
    await new Promise((resolve) => setImmediate(resolve));
    scope.dispose();
    expect((await pending).code).toBe(408);
  });
});
