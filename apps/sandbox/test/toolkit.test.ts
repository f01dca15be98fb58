import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, createList, t, type Timers } from '@leasekit/core';
import { createOptionSearch, createTransportUploader, createUploadQueue } from '@leasekit/core/form';
import { CATALOGUE, MAX_FILES_PER_SESSION } from '../src/domain/toolkit';
import { startApplication, startSandbox, type Json, type TestSandbox } from './helpers';

/** A minimal PNG: its 8-byte signature, then `extra` bytes. */
const png = (extra = 16, fill = 0x41) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(extra).fill(fill)]);
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF`);
const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

const INVALID = 'The given data was invalid.';
const NO_RESULT = 'No result matching your search criteria found!';

/** Fake timers that only record what is scheduled; the test runs each callback itself. */
function recordingTimers() {
  const scheduled: { callback: () => void; ms: number }[] = [];
  const timers: Timers = {
    now: () => 0,
    setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
    clearTimeout: () => undefined,
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  return { timers, scheduled };
}

/** Resolves once `done` holds for the store's state (checked now and on every change). */
function until<S>(
  store: { getState(): S; subscribe(listener: () => void): () => void },
  done: (state: S) => boolean,
) {
  return new Promise<void>((resolve) => {
    if (done(store.getState())) return resolve();
    const stop = store.subscribe(() => {
      if (done(store.getState())) {
        stop();
        resolve();
      }
    });
  });
}

describe('the toolkit calls (01 §7): file upload, download and delete', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  /** Posts one multipart body as the upload widget does: the single field `file`. */
  async function upload(
    token: string | null,
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
    type = 'application/octet-stream',
    more?: (form: FormData) => void,
  ): Promise<{ http: number; json: Json }> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    more?.(form);
    const response = await fetch(`${sandbox.url}/api/v1/files`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { 'X-APPLY-TOKEN': token } : {}) },
      body: form,
    });
    return { http: response.status, json: await response.json() };
  }

  const invalid = (message: string) => ({
    status: false,
    code: 422,
    data: { file: [message] },
    error: INVALID,
  });

  it('answers the file record (id, token, original_name, url, size, type) and serves the bytes at its url as an attachment of the sniffed type', async () => {
    const token = await startApplication(sandbox);
    const bytes = pdf('a pay stub');
    const answer = await upload(token, bytes, 'pay stub.pdf', 'application/pdf');
    expect(answer.http).toBe(201);
    expect(answer.json).toMatchObject({ status: true, code: 201, error: null });
    const file = answer.json.data;
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      original_name: 'pay stub.pdf',
      url: `${sandbox.url}/api/v1/files/${file.id}/${file.token}`,
      size: bytes.length,
      type: 'application/pdf',
    });

    const download = await fetch(file.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="pay stub.pdf"; filename*=UTF-8''pay%20stub.pdf`,
    );
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    // The id alone, or with another token, opens nothing.
    const guessed = await fetch(`${sandbox.url}/api/v1/files/${file.id}/${'A'.repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.json()).toEqual({ status: false, code: 404, data: null, error: 'File not found.' });
  });

  it('stores the bytes and the name sealed: the database holds neither the content nor the name', async () => {
    const token = await startApplication(sandbox);
    expect((await upload(token, pdf('SEALED-CONTENT-MARKER'), 'Jane-Roe-statement.pdf')).http).toBe(201);
    const stored = (await sandbox.storedText()).map((entry) => entry.text).join('\n');
    expect(stored).not.toContain('SEALED-CONTENT-MARKER');
    expect(stored).not.toContain('Jane-Roe-statement');
  });

  it('refuses an oversized file with the 422 the widget lists: just over 1 MB (read) and 3 MB (cut off unread)', async () => {
    const token = await startApplication(sandbox);
    const tooLarge = invalid('The file may not be greater than 1 MB.');
    const justOver = await upload(token, png(1_000_001 - 8), 'big.png', 'image/png');
    expect(justOver).toEqual({ http: 422, json: tooLarge });
    const huge = await upload(token, png(3_000_000), 'huge.png', 'image/png');
    expect(huge).toEqual({ http: 422, json: tooLarge });
    // Exactly 1 MB (base 1000) is taken.
    expect((await upload(token, png(1_000_000 - 8), 'max.png', 'image/png')).http).toBe(201);
  });

  it('checks the type on the content: an HTML page named x.png and declared image/png is refused, a PNG named x.txt is taken as a PNG', async () => {
    const token = await startApplication(sandbox);
    const typeError = invalid('The file must be a file of type: png, jpg, gif, webp, pdf.');
    expect(await upload(token, html, 'x.png', 'image/png')).toEqual({ http: 422, json: typeError });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect(await upload(token, svg, 'logo.svg', 'image/svg+xml')).toEqual({ http: 422, json: typeError });
    const taken = await upload(token, png(), 'x.txt', 'text/plain');
    expect(taken.http).toBe(201);
    expect(taken.json.data).toMatchObject({ original_name: 'x.txt', type: 'image/png' });
    expect((await fetch(taken.json.data.url)).headers.get('content-type')).toBe('image/png');
  });

  it('takes no path from the client: ../../etc/passwd.png is kept as the label passwd.png and nothing is written under any name', async () => {
    const token = await startApplication(sandbox);
    const before = filesUnder(sandbox.dataDir);
    const names = {
      '../../etc/passwd.png': 'passwd.png',
      '..\\..\\windows\\win.ini.png': 'win.ini.png',
      '/absolute/path/to/a.png': 'a.png',
      '..': 'file',
      'bad\u202Ename\u0000.png': 'badname.png',
    };
    for (const [sent, kept] of Object.entries(names)) {
      const answer = await upload(token, png(), sent, 'image/png');
      expect(answer.http).toBe(201);
      expect(answer.json.data.original_name).toBe(kept);
      expect(answer.json.data.url).toMatch(/\/api\/v1\/files\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
    }
    // Only the database's own files change: no file is made from a client's name.
    expect(filesUnder(sandbox.dataDir).filter((file) => !before.includes(file))).toEqual([]);
    expect(filesUnder(sandbox.dataDir).some((file) => /passwd|win\.ini/.test(file))).toBe(false);
  });

  it('takes one file field only: none, a field of another name, two files, an empty file or a JSON body are 422s', async () => {
    const token = await startApplication(sandbox);
    const required = invalid('The file field is required.');
    const other = new FormData();
    other.append('document', new Blob([png()]), 'x.png');
    const wrongName = await fetch(`${sandbox.url}/api/v1/files`, {
      method: 'POST',
      headers: { 'X-APPLY-TOKEN': token },
      body: other,
    });
    expect(await wrongName.json()).toEqual(required);
    const json = await sandbox.call('POST', '/api/v1/files', { token, body: { file: 'x' } });
    expect(json.json).toEqual(required);
    const two = await upload(token, png(), 'a.png', 'image/png', (form) =>
      form.append('file', new Blob([png()]), 'b.png'),
    );
    expect(two).toEqual({ http: 422, json: invalid('Send one file at a time.') });
    expect(await upload(token, new Uint8Array(0), 'empty.png')).toEqual({
      http: 422,
      json: invalid('The file may not be empty.'),
    });
  });

  it('needs the session: no token or an unknown one is 403 for upload, delete, search, create and list', async () => {
    const forbidden = 'This apply token does not give access to this resource.';
    expect((await upload(null, png(), 'a.png')).json.error).toBe(forbidden);
    expect((await upload('x'.repeat(43), png(), 'a.png')).http).toBe(403);
    for (const [method, path, body] of [
      ['POST', '/api/v1/files/delete', { model: 'x' }],
      ['GET', '/api/v1/toolkit/options?q=sofa', undefined],
      ['POST', '/api/v1/toolkit/options', { text: 'Futon' }],
      ['GET', '/api/v1/toolkit/list', undefined],
    ] as const) {
      const answer = await sandbox.call(method, path, body ? { body } : {});
      expect([path, answer.http]).toEqual([path, 403]);
    }
  });

  it("deletes only the session's own files: another session's file is 404 and stays; its own is deleted and its url stops working", async () => {
    const owner = await startApplication(sandbox);
    const other = await startApplication(sandbox);
    const file = (await upload(owner, png(), 'mine.png')).json.data;

    const stranger = await sandbox.call('POST', '/api/v1/files/delete', {
      token: other,
      body: { model: file.id, force: true, token: file.token },
    });
    expect(stranger.http).toBe(404);
    expect(stranger.json).toEqual({ status: false, code: 404, data: null, error: 'File not found.' });
    expect((await fetch(file.url)).status).toBe(200);

    const deleted = await sandbox.call('POST', '/api/v1/files/delete', {
      token: owner,
      body: { model: file.id, force: true, token: owner },
    });
    expect(deleted.json).toEqual({
      status: true,
      code: 200,
      data: { id: file.id, deleted: true },
      error: null,
    });
    expect((await fetch(file.url)).status).toBe(404);
    const again = await sandbox.call('POST', '/api/v1/files/delete', {
      token: owner,
      body: { model: file.id },
    });
    expect(again.http).toBe(404);
    const missing = await sandbox.call('POST', '/api/v1/files/delete', { token: owner, body: {} });
    expect(missing.json.data).toEqual({ model: ['The model field is required.'] });
  });

  it(`holds at most ${MAX_FILES_PER_SESSION} files a session: the next is 'Max file limit reached' until one is deleted`, async () => {
    const token = await startApplication(sandbox);
    const ids: string[] = [];
    for (let i = 0; i < MAX_FILES_PER_SESSION; i += 1) {
      const answer = await upload(token, png(), `page-${i}.png`);
      expect(answer.http).toBe(201);
      ids.push(answer.json.data.id);
    }
    expect(await upload(token, png(), 'one-more.png')).toEqual({
      http: 422,
      json: invalid('Max file limit reached'),
    });
    // Another session has its own allowance.
    expect((await upload(await startApplication(sandbox), png(), 'a.png')).http).toBe(201);
    await sandbox.call('POST', '/api/v1/files/delete', { token, body: { model: ids[0] } });
    expect((await upload(token, png(), 'one-more.png')).http).toBe(201);
  });

  it("drives the core upload queue against it: an upload, a 422's messages on the file, and a delete", async () => {
    const token = await startApplication(sandbox);
    const client = createApiClient({ baseUrl: sandbox.url, token });
    // The queue's own uploader (XMLHttpRequest, as in a browser) over a stand-in that sends through fetch.
    const base = sandbox.url;
    class FetchXhr {
      withCredentials = false;
      status = 0;
      responseText = '';
      upload: {
        onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private target = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.target = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send(body: FormData) {
        fetch(`${base}${this.target}`, { method: 'POST', headers: this.headers, body }).then(
          async (response) => {
            this.status = response.status;
            this.responseText = await response.text();
            this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
            this.onload?.();
          },
          () => this.onerror?.(),
        );
      }
    }
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { timers, scheduled } = recordingTimers();
    const queue = createUploadQueue({
      url: '/api/v1/files',
      deleteUrl: '/api/v1/files/delete',
      token,
      transport: client.request,
      timers,
    });
    queue.add([new File([png()], 'scan.png'), new File([html], 'fake.png', { type: 'image/png' })]);
    await until(queue, (state) => ['uploaded', 'failed'].includes(state.items[0]!.status));
    expect(queue.getState().items[0]).toMatchObject({ status: 'uploaded', errors: [] });
    // One at a time: the second waits for the 250 ms gap after the first.
    expect(queue.getState().items[1]!.status).toBe('queued');
    expect(scheduled.map((timer) => timer.ms)).toEqual([250]);
    scheduled[0]!.callback();
    await until(queue, (state) => state.items[1]!.status === 'failed');
    const [good, bad] = queue.getState().items;
    expect(good).toMatchObject({ status: 'uploaded', name: 'scan.png', file: { original_name: 'scan.png' } });
    expect(bad).toMatchObject({
      status: 'failed',
      errors: ['The file must be a file of type: png, jpg, gif, webp, pdf.'],
    });

    queue.requestDelete(good!.key);
    expect(queue.getState().pendingDelete?.message).toBe('Are you sure you want to delete this file?');
    await queue.confirmDelete();
    expect(queue.getState().items.map((item) => item.name)).toEqual(['fake.png']);
    expect(queue.getState().error).toBeNull();
    expect((await fetch(good!.file!.url)).status).toBe(404);
    queue.dispose();
  });

  it("takes an upload through the form's transport (as a schema form's file field sends it): 201 with the session's token, the 422's messages on the file", async () => {
    const token = await startApplication(sandbox);
    const client = createApiClient({ baseUrl: sandbox.url, token });
    const { timers, scheduled } = recordingTimers();
    const viaTransport = createTransportUploader(client.request);
    const codes: number[] = [];
    // No `token` option: the transport's own session header is what lets the upload in.
    const queue = createUploadQueue({
      url: '/api/v1/files',
      transport: client.request,
      upload: async (request) => {
        const result = await viaTransport(request);
        codes.push(result.code);
        return result;
      },
      timers,
    });
    queue.add([new File([png()], 'scan.png'), new File([html], 'fake.png', { type: 'image/png' })]);
    await until(queue, (state) => ['uploaded', 'failed'].includes(state.items[0]!.status));
    expect(queue.getState().items[0]).toMatchObject({
      status: 'uploaded',
      percent: 100,
      file: { original_name: 'scan.png', size: png().byteLength, type: 'image/png' },
    });
    scheduled[0]!.callback();
    await until(queue, (state) => state.items[1]!.status === 'failed');
    expect(codes).toEqual([201, 422]);
    expect(queue.getState().items[1]!.errors).toEqual([
      'The file must be a file of type: png, jpg, gif, webp, pdf.',
    ]);
    const stored = queue.getState().items[0]!.file!;
    expect((await fetch(stored.url)).status).toBe(200);
    queue.dispose();
  });
});

describe('the toolkit calls (01 §7): option search, taggable create and the paged list', () => {
  let sandbox: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = await startApplication(sandbox);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const search = (query: Record<string, string | number>, as = token) =>
    sandbox.call('GET', '/api/v1/toolkit/options', { token: as, query });

  it('finds options containing the term (any case) as {value, text, group} in data, with the pager in meta', async () => {
    const answer = await search({ q: 'SOFA' });
    expect(answer.json).toEqual({
      status: true,
      code: 200,
      data: [
        { value: 'item-25', text: 'Sectional Sofa', group: 'Furniture' },
        { value: 'item-26', text: 'Sofa', group: 'Furniture' },
      ],
      meta: { filters: { q: 'SOFA' }, current_page: 1, last_page: 1, per_page: 25, total: 2, from: 1, to: 2 },
      error: null,
    });
  });

  it("answers an empty list for a term that matches nothing, which the select search shows as 'No result matching your search criteria found!'", async () => {
    const answer = await search({ q: 'zzz' });
    expect(answer.json.data).toEqual([]);
    expect(answer.json.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });

    const client = createApiClient({ baseUrl: sandbox.url, token });
    const options = createOptionSearch({ transport: client.request, url: '/api/v1/toolkit/options' });
    options.search('zzz');
    await options.flush();
    const hint = options.getState().hint!;
    expect(t(hint.code, hint.params)).toBe(NO_RESULT);
    options.search('sofa');
    await options.flush();
    expect(options.getState().options.map((option) => option.text)).toEqual(['Sectional Sofa', 'Sofa']);
    expect(options.getState().hint).toBeNull();
    options.dispose();
  });

  it("reads the term under the field's query name (query_name) and passes extra params through to meta.filters; group filters", async () => {
    const answer = await search({ query_name: 'keyword', keyword: 'er', group: 'Appliances', store_id: 7 });
    expect(answer.json.data.map((option: Json) => option.text)).toEqual([
      'Air Conditioner',
      'Dishwasher',
      'Dryer',
      'Freezer',
      'Refrigerator',
      'Washer',
    ]);
    expect(answer.json.meta.filters).toEqual({ keyword: 'er', group: 'Appliances', store_id: '7' });

    // The core's search, configured as a field with `query: 'keyword'` and params.
    const client = createApiClient({ baseUrl: sandbox.url, token });
    const options = createOptionSearch({
      transport: client.request,
      url: '/api/v1/toolkit/options',
      queryName: 'keyword',
      params: { query_name: 'keyword', group: 'Outdoor' },
    });
    options.search('mow');
    await options.flush();
    expect(options.getState().options.map((option) => [option.text, option.value])).toEqual([
      ['Lawn Mower', 'item-28'],
    ]);
    options.dispose();

    const bad = await search({ query_name: 'a b' });
    expect(bad.json.data).toEqual({ query_name: ['The query name must be a parameter name.'] });
  });

  it('pages as the spec says: 25 a page from page 1, `limit` and `page` chosen, a page past the end empty', async () => {
    const all = await search({ q: '' });
    expect(all.json.meta).toMatchObject({
      total: CATALOGUE.length,
      per_page: 25,
      last_page: 2,
      from: 1,
      to: 25,
    });
    expect(all.json.data).toHaveLength(25);
    const second = await search({ q: 'a', limit: 5, page: 2 });
    const everyA = (await search({ q: 'a', limit: 100 })).json.data;
    expect(second.json.data).toEqual(everyA.slice(5, 10));
    expect(second.json.meta).toMatchObject({
      current_page: 2,
      per_page: 5,
      from: 6,
      to: 10,
      total: everyA.length,
    });
    const past = await search({ q: 'a', limit: 5, page: 99 });
    expect(past.json.data).toEqual([]);
    expect(past.json.meta).toMatchObject({ current_page: 99, from: null, to: null });
    expect((await search({ limit: 101 })).json.data).toEqual({
      limit: ['The limit may not be greater than 100.'],
    });
  });

  it('creates a taggable option for this session only: 201 {value, text, group: null}; the same text again (any case) or a catalogue text answers the existing option', async () => {
    const created = await sandbox.call('POST', '/api/v1/toolkit/options', {
      token,
      body: { text: '  Futon ' },
    });
    expect(created.http).toBe(201);
    expect(created.json.data).toEqual({ value: expect.stringMatching(/^tag-/), text: 'Futon', group: null });
    const again = await sandbox.call('POST', '/api/v1/toolkit/options', { token, body: { text: 'FUTON' } });
    expect(again.http).toBe(200);
    expect(again.json.data).toEqual(created.json.data);
    const catalogue = await sandbox.call('POST', '/api/v1/toolkit/options', {
      token,
      body: { text: 'sofa' },
    });
    expect(catalogue.json.data).toEqual({ value: 'item-26', text: 'Sofa', group: 'Furniture' });

    expect((await search({ q: 'futon' })).json.data).toEqual([created.json.data]);
    const other = await startApplication(sandbox);
    expect((await search({ q: 'futon' }, other)).json.data).toEqual([]);

    const empty = await sandbox.call('POST', '/api/v1/toolkit/options', { token, body: { text: '   ' } });
    expect(empty.json.data).toEqual({ text: ['The text field is required.'] });
    const hidden = await sandbox.call('POST', '/api/v1/toolkit/options', {
      token,
      body: { text: 'a\u202Eb' },
    });
    expect(hidden.json.data).toEqual({ text: ['The text contains characters that are not allowed.'] });

    // The core's taggable create adds the answer to the options.
    const client = createApiClient({ baseUrl: sandbox.url, token: other });
    const options = createOptionSearch({
      transport: client.request,
      url: '/api/v1/toolkit/options',
      taggableUrl: '/api/v1/toolkit/options',
    });
    const option = await options.create('Hammock');
    expect(option).toMatchObject({ text: 'Hammock', value: expect.stringMatching(/^tag-/) });
    expect(options.getState().options).toContainEqual(option);
    options.dispose();
  });

  it('lists the options a session sees, paged and sorted (sortBy text, group or value; sortDesc), its own marked', async () => {
    const list = (query: Record<string, string | number>) =>
      sandbox.call('GET', '/api/v1/toolkit/list', { token, query });
    const first = await list({});
    expect(first.json.meta).toMatchObject({ current_page: 1, per_page: 25, total: CATALOGUE.length + 1 });
    expect(first.json.data[0]).toEqual({
      value: 'item-01',
      text: 'Air Conditioner',
      group: 'Appliances',
      own: false,
    });
    const byGroup = await list({ sortBy: 'group', sortDesc: 1, limit: 3 });
    expect(byGroup.json.data.map((row: Json) => row.group)).toEqual(['Outdoor', 'Outdoor', 'Outdoor']);
    const futon = await list({ q: 'fut' });
    expect(futon.json.data).toEqual([expect.objectContaining({ text: 'Futon', own: true })]);
    expect((await list({ sortBy: 'secret' })).json.data).toEqual({
      sortBy: ['The sort by must be one of: text, group, value.'],
    });

    // The core's list store reads it, its rows parsed with the team's schema: rows, pager and the window
    // of pages; sorting goes back to page 1.
    const client = createApiClient({ baseUrl: sandbox.url, token });
    const store = createList({
      transport: client.request,
      url: '/api/v1/toolkit/list',
      limit: 10,
      answer: z.array(z.object({ text: z.string(), group: z.string().nullable(), value: z.string() })),
    });
    await store.setPage(3);
    expect(store.getState()).toMatchObject({ status: 'loaded', page: 3, pages: [1, 2, 3, 4] });
    expect(store.getState().rows).toHaveLength(10);
    await store.setSort('value', true);
    expect(store.getState().page).toBe(1);
    expect(store.getState().rows[0]!.value).toMatch(/^tag-/);
    store.dispose();
  });
});

/** Every file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
