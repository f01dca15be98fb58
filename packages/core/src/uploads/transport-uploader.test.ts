import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, DEFAULT_TIMEOUT_MS } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createTransportUploader } from './transport-uploader';
import { createUploadQueue } from './upload-queue';
import type { XhrLike } from './xhr-uploader';

function fakeTransport(result: ApiResult<unknown>) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return result;
  }) as unknown as ApiTransport;
  return { calls, transport };
}

const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('createTransportUploader', () => {
  it('spec 01 §7: posts the file as the single multipart field `file` through the transport, with the queue’s abort signal', async () => {
    const record = { id: 1, original_name: 'a.pdf', url: '/files/1' };
    const { calls, transport } = fakeTransport({ status: true, code: 201, data: record, error: null });
    const controller = new AbortController();
    const onProgress = vi.fn();
    const result = await createTransportUploader(transport)({
      url: '/api/v1/files',
      file,
      fileName: 'a.pdf',
      token: 'ignored-by-this-uploader',
      onProgress,
      signal: controller.signal,
    });
    expect(result).toEqual({ status: true, code: 201, data: record, error: null });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/files', signal: controller.signal });
    // The session header is the transport's own: the uploader adds none that could name another token.
    expect(call!.headers).toBeUndefined();
    const body = call!.payload as FormData;
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('a.pdf');
    expect(onProgress).toHaveBeenCalledExactlyOnceWith(100);
  });

  it('spec 01 §8: a failed upload comes back as the transport answered it, with no progress reported', async () => {
    const refused = {
      status: false,
      code: 422,
      data: null,
      error: 'invalid',
      fieldErrors: { file: ['Too big'] },
    };
    const { transport } = fakeTransport(refused);
    const onProgress = vi.fn();
    const result = await createTransportUploader(transport)({
      url: '/api/v1/files',
      file,
      fileName: 'a.pdf',
      onProgress,
      signal: new AbortController().signal,
    });
    expect(result).toEqual(refused);
    expect(onProgress).not.toHaveBeenCalled();
  });
});

/** A fake XMLHttpRequest: records what is sent; the test moves its upload and answers by hand. */
class FakeXhr implements XhrLike {
  static all: FakeXhr[] = [];
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
    FakeXhr.all.push(this);
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
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('createTransportUploader over the API client: real upload progress (01 §4 "percent")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeXhr.all = [];
  });
  afterEach(() => vi.useRealTimers());

  /** The API client the form would hold, and an uploader over its transport sending with FakeXhr. */
  function setup() {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = createApiClient({
      baseUrl: 'https://api.example',
      token: 'session-1',
      clientId: 'cid',
      fetch,
      locale: 'es',
    });
    const upload = createTransportUploader(client.request, { XMLHttpRequest: FakeXhr });
    return { client, upload, fetch };
  }

  const start = (upload: ReturnType<typeof setup>['upload'], signal = new AbortController().signal) => {
    const onProgress = vi.fn<(percent: number) => void>();
    const promise = upload({ url: '/api/v1/files', file, fileName: 'a.pdf', onProgress, signal });
    return { onProgress, promise };
  };

  it('spec 01 §4: reports the percent as the bytes are sent, then 100 with the file record', async () => {
    const { upload, fetch } = setup();
    const { onProgress, promise } = start(upload);
    await vi.advanceTimersByTimeAsync(0);
    const [xhr] = FakeXhr.all;
    expect(fetch).not.toHaveBeenCalled();
    expect(xhr).toMatchObject({
      method: 'POST',
      url: 'https://api.example/api/v1/files',
      withCredentials: true,
    });
    // The session and the client go with the file, as with every call of the form (03 §7).
    expect(xhr!.headers).toMatchObject({
      Accept: 'application/json',
      'X-APPLY-TOKEN': 'session-1',
      'X-APPLY-CLIENT-ID': 'cid',
      'Accept-Language': 'es',
    });
    expect([...xhr!.body!.keys()]).toEqual(['file']);
    xhr!.progress(25, 100);
    xhr!.progress(60, 100);
    expect(onProgress.mock.calls).toEqual([[25], [60]]);
    const record = { id: 'f1', token: 't', original_name: 'a.pdf', url: '/f1' };
    xhr!.respond(201, { status: true, code: 201, data: record, error: null });
    await expect(promise).resolves.toEqual({ status: true, code: 201, data: record, error: null });
    expect(onProgress.mock.calls).toEqual([[25], [60], [100]]);
  });

  it('sends the token the client holds when the upload starts, after a rotation', async () => {
    const { client, upload } = setup();
    client.setToken('session-2');
    start(upload);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeXhr.all[0]!.headers['X-APPLY-TOKEN']).toBe('session-2');
  });

  it('spec 01 §8: a 422 answers its field messages, as the client maps every 422', async () => {
    const { upload } = setup();
    const { promise } = start(upload);
    await vi.advanceTimersByTimeAsync(0);
    FakeXhr.all[0]!.respond(422, {
      status: false,
      code: 422,
      data: { file: ['The file may not be greater than 1 MB.'] },
      error: 'The given data was invalid.',
    });
    await expect(promise).resolves.toMatchObject({
      status: false,
      code: 422,
      error: 'The given data was invalid.',
      fieldErrors: { file: ['The file may not be greater than 1 MB.'] },
    });
  });

  it("spec 01 §8: in the queue, a 422 lists its messages and any other failure shows 'Unable to upload file'", async () => {
    const { client, upload } = setup();
    const queue = createUploadQueue({ url: '/api/v1/files', transport: client.request, upload });
    queue.add([new File(['%PDF-1.4'], 'a.pdf'), new File(['%PDF-1.4'], 'b.pdf')]);
    await vi.advanceTimersByTimeAsync(0);
    FakeXhr.all[0]!.progress(1, 2);
    expect(queue.getState().items[0]).toMatchObject({ status: 'uploading', percent: 50 });
    FakeXhr.all[0]!.respond(422, { status: false, code: 422, data: { file: ['Wrong type.'] }, error: 'x' });
    await vi.advanceTimersByTimeAsync(250);
    expect(queue.getState().items[0]).toMatchObject({ status: 'failed', errors: ['Wrong type.'] });
    FakeXhr.all[1]!.respond(500, { status: false, code: 500, data: null, error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().items[1]).toMatchObject({ status: 'failed', errors: ['Unable to upload file'] });
  });

  it("a network error or the client's 10 s timeout comes back as no response (408), the upload aborted", async () => {
    const { upload } = setup();
    const broken = start(upload);
    await vi.advanceTimersByTimeAsync(0);
    FakeXhr.all[0]!.onerror!();
    await expect(broken.promise).resolves.toMatchObject({ status: false, code: 408 });

    const slow = start(upload);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(FakeXhr.all[1]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.all[1]!.aborted).toBe(true);
    await expect(slow.promise).resolves.toMatchObject({ status: false, code: 408 });
  });

  it("the queue's abort signal aborts the request being sent", async () => {
    const { upload } = setup();
    const controller = new AbortController();
    const { promise } = start(upload, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(FakeXhr.all[0]!.aborted).toBe(true);
    await expect(promise).resolves.toMatchObject({ status: false, code: 408 });
  });

  it('without XMLHttpRequest (a server) the transport sends the file itself and 100 comes with the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ status: true, code: 201, data: { id: 1 }, error: null }), {
          status: 201,
        }),
    );
    const client = createApiClient({ token: 'session-1', fetch });
    const onProgress = vi.fn();
    const result = await createTransportUploader(client.request)({
      url: '/api/v1/files',
      file,
      fileName: 'a.pdf',
      onProgress,
      signal: new AbortController().signal,
    });
    expect(result).toMatchObject({ status: true, code: 201 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenCalledExactlyOnceWith(100);
  });
});
