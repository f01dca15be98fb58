import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createXhrUploader,
  normalizeUploadResponse,
  toUploadFieldErrors,
  type XhrLike,
} from './xhr-uploader';

class FakeXhr implements XhrLike {
  static last: FakeXhr;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function start(extra: Parameters<typeof createXhrUploader>[0] = {}) {
  const onProgress = vi.fn();
  const controller = new AbortController();
  const file = new File(['hello'], 'a.pdf');
  const promise = createXhrUploader({ XMLHttpRequest: FakeXhr, ...extra })({
    url: '/upload',
    file,
    fileName: 'a.pdf',
    token: 'tok',
    onProgress,
    signal: controller.signal,
  });
  return { promise, onProgress, controller, xhr: FakeXhr.last, file };
}

afterEach(() => vi.unstubAllGlobals());

describe('spec 01 §7 File upload: multipart POST with the single field file, progress reported', () => {
  it('posts a FormData with only `file`, sends credentials and the token, reports percent', async () => {
    const { promise, onProgress, xhr, file } = start({ headers: { 'X-APPLY-CLIENT-ID': 'cid' } });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ 'X-APPLY-TOKEN': 'tok', 'X-APPLY-CLIENT-ID': 'cid' });
    expect([...xhr.body!.keys()]).toEqual(['file']);
    expect((xhr.body!.get('file') as File).name).toBe('a.pdf');
    expect((xhr.body!.get('file') as File).size).toBe(file.size);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 300, total: 200 });
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
    xhr.respond(200, {
      status: true,
      code: 200,
      data: { id: 1, original_name: 'a.pdf', url: '/1' },
      error: null,
    });
    expect(await promise).toEqual({
      status: true,
      code: 200,
      data: { id: 1, original_name: 'a.pdf', url: '/1' },
      error: null,
    });
  });

  it('uses the global XMLHttpRequest by default; no token header without a token', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const promise = createXhrUploader({ withCredentials: false })({
      url: '/u',
      file: new Blob(['x']),
      fileName: 'x',
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    const xhr = FakeXhr.last;
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.headers['X-APPLY-TOKEN']).toBeUndefined();
    xhr.respond(201, { id: 2, original_name: 'x', url: '/2' });
    expect((await promise).data).toEqual({ id: 2, original_name: 'x', url: '/2' });
  });

  it.each(['onerror', 'ontimeout'] as const)('%s resolves as code 408', async (handler) => {
    const { promise, xhr } = start();
    xhr[handler]!();
    expect(await promise).toMatchObject({ status: false, code: 408 });
  });

  it('aborting the signal aborts the request', async () => {
    const { promise, xhr, controller } = start();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await promise).toMatchObject({ status: false, code: 408 });
  });
});

describe('spec 01 §5: upload responses normalized', () => {
  it('a 422 carries the field errors from errors or data', () => {
    expect(
      normalizeUploadResponse(422, JSON.stringify({ message: 'invalid', errors: { file: ['Too big', ''] } })),
    ).toEqual({ status: false, code: 422, data: null, error: 'invalid', fieldErrors: { file: ['Too big'] } });
    expect(
      normalizeUploadResponse(200, JSON.stringify({ status: false, code: 422, data: { file: 'Bad type' } })),
    ).toMatchObject({ status: false, code: 422, fieldErrors: { file: ['Bad type'] } });
    expect(normalizeUploadResponse(422, '{}').fieldErrors).toBeUndefined();
  });

  it('a 500 without a usable body fails with no error text; a body error is kept', () => {
    expect(normalizeUploadResponse(500, '<html>')).toEqual({
      status: false,
      code: 500,
      data: null,
      error: null,
    });
    expect(normalizeUploadResponse(500, '')).toMatchObject({ status: false, code: 500 });
    expect(normalizeUploadResponse(400, JSON.stringify({ status: false, error: 'nope' }))).toMatchObject({
      error: 'nope',
    });
  });

  it('field error helper ignores non-objects and empty lists', () => {
    expect(toUploadFieldErrors(['a'])).toBeUndefined();
    expect(toUploadFieldErrors({ a: [1] })).toBeUndefined();
  });
});
