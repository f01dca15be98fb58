import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import {
  createUploadQueue,
  getUploadValidationMessages,
  selectUploadedFiles,
  UPLOAD_DELAY,
  type UploadQueueOptions,
} from './upload-queue';
import type { UploadedFile, UploadRequest } from './xhr-uploader';

interface Call {
  request: UploadRequest;
  resolve(result: ApiResult<unknown>): void;
  reject(error: unknown): void;
}

function fakeUploader() {
  const calls: Call[] = [];
  const upload = vi.fn(
    (request: UploadRequest) =>
      new Promise<ApiResult<unknown>>((resolve, reject) => calls.push({ request, resolve, reject })),
  );
  return { upload, calls };
}

const ok = (id: number, name = `f${id}.pdf`): ApiResult<UploadedFile> => ({
  status: true,
  code: 200,
  data: { id, token: `t${id}`, original_name: name, url: `/files/${id}` },
  error: null,
});

const file = (name: string, size = 1500) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function transportReturning(result: Partial<ApiResult> = {}) {
  return vi.fn<ApiTransport>(
    async () => ({ status: true, code: 200, data: null, error: null, ...result }) as never,
  );
}

function setup(extra: Partial<UploadQueueOptions> = {}) {
  const { upload, calls } = fakeUploader();
  const transport = transportReturning();
  const queue = createUploadQueue({
    url: '/upload',
    upload,
    transport: transport as unknown as ApiTransport,
    token: 'tok',
    ...extra,
  });
  return { queue, upload, calls, transport };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 01 §4: uploads go queued → uploading (percent) → uploaded or failed', () => {
  it('reports progress and ends uploaded with the server record', async () => {
    const { queue, calls } = setup();
    const [key] = queue.add([file('a.pdf')]);
    expect(queue.getState().items[0]).toMatchObject({ key, status: 'uploading', percent: 0, name: 'a.pdf' });
    expect(calls[0]!.request).toMatchObject({ url: '/upload', fileName: 'a.pdf', token: 'tok' });
    calls[0]!.request.onProgress(40);
    expect(queue.getState().items[0]!.percent).toBe(40);
    calls[0]!.resolve(ok(1, 'a.pdf'));
    await flush();
    expect(queue.getState().items[0]).toMatchObject({
      status: 'uploaded',
      percent: 100,
      file: { id: 1, token: 't1', original_name: 'a.pdf', url: '/files/1' },
    });
    expect(selectUploadedFiles(queue.getState())).toEqual([ok(1, 'a.pdf').data]);
  });

  it('spec 01 §9: one at a time with 250 ms between files', async () => {
    expect(UPLOAD_DELAY).toBe(250);
    const { queue, calls } = setup();
    queue.add([file('a'), file('b'), file('c')]);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['uploading', 'queued', 'queued']);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(ok(1));
    await flush();
    expect(queue.getState().items.map((i) => i.status)).toEqual(['uploaded', 'queued', 'queued']);
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(queue.getState().items[1]!.status).toBe('uploading');
    calls[1]!.resolve(ok(2));
    await vi.advanceTimersByTimeAsync(250);
    calls[2]!.resolve(ok(3));
    await vi.advanceTimersByTimeAsync(250);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['uploaded', 'uploaded', 'uploaded']);
  });

  it('spec 01 §9: file sizes in base 1000', () => {
    const { queue } = setup();
    queue.add([file('a', 1500)]);
    expect(queue.getState().items[0]).toMatchObject({ size: 1500, sizeLabel: '1.5 KB' });
  });

  it('seeds already uploaded files', () => {
    const { queue } = setup({ files: [{ id: 9, original_name: 'old.pdf', url: '/9', size: 2_000_000 }] });
    expect(queue.getState().items[0]).toMatchObject({
      status: 'uploaded',
      name: 'old.pdf',
      sizeLabel: '2 MB',
    });
    const { queue: noSize } = setup({ files: [{ id: 8, original_name: 'x', url: '/8' }] });
    expect(noSize.getState().items[0]).toMatchObject({ size: 0, sizeLabel: '0 B' });
  });
});

describe("spec 01 §4: onFilesChange keeps the field's value on the uploaded files", () => {
  it('hears each finished or deleted file, not the starting files, progress or failures', async () => {
    const onFilesChange = vi.fn();
    const seeded = { id: 9, original_name: 'old.pdf', url: '/9' };
    const { queue, calls } = setup({ files: [seeded], deleteUrl: '/upload/delete', onFilesChange });
    queue.add([file('a.pdf'), file('b.pdf')]);
    calls[0]!.request.onProgress(40);
    expect(onFilesChange).not.toHaveBeenCalled();
    calls[0]!.resolve(ok(1, 'a.pdf'));
    await flush();
    expect(onFilesChange).toHaveBeenCalledTimes(1);
    expect(onFilesChange).toHaveBeenLastCalledWith([seeded, ok(1, 'a.pdf').data]);
    await vi.advanceTimersByTimeAsync(UPLOAD_DELAY);
    calls[1]!.resolve({ status: false, code: 500, data: null, error: null });
    await flush();
    expect(onFilesChange).toHaveBeenCalledTimes(1);
    queue.requestDelete(9);
    await queue.confirmDelete();
    expect(onFilesChange).toHaveBeenCalledTimes(2);
    expect(onFilesChange).toHaveBeenLastCalledWith([ok(1, 'a.pdf').data]);
  });

  it('the callback pushed last is the one called', async () => {
    const first = vi.fn();
    const last = vi.fn();
    const { queue, calls } = setup({ onFilesChange: first });
    queue.update({ onFilesChange: last });
    queue.add([file('a.pdf')]);
    calls[0]!.resolve(ok(1, 'a.pdf'));
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledWith([ok(1, 'a.pdf').data]);
  });
});

describe('spec 01 §5, §8: upload errors', () => {
  it("a failure shows 'Unable to upload file' and can be retried without picking the file again", async () => {
    const { queue, calls } = setup();
    const [key] = queue.add([file('a.pdf')]);
    calls[0]!.resolve({ status: false, code: 500, data: null, error: 'boom' });
    await flush();
    expect(queue.getState().items[0]).toMatchObject({ status: 'failed', errors: ['Unable to upload file'] });
    await vi.advanceTimersByTimeAsync(250);
    queue.retry(key!);
    expect(queue.getState().items[0]!.status).toBe('uploading');
    expect(calls[1]!.request.file).toBe(calls[0]!.request.file);
    calls[1]!.resolve(ok(1));
    await flush();
    expect(queue.getState().items[0]!.status).toBe('uploaded');
  });

  it('a thrown uploader counts as a failure', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.pdf')]);
    calls[0]!.reject(new Error('network'));
    await flush();
    expect(queue.getState().items[0]).toMatchObject({ status: 'failed', errors: ['Unable to upload file'] });
  });

  it('a 422 lists the validation messages', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.exe')]);
    calls[0]!.resolve({
      status: false,
      code: 422,
      data: null,
      error: 'The given data was invalid.',
      fieldErrors: { file: ['The file must be a pdf.', 'The file may not be greater than 2000 kilobytes.'] },
    });
    await flush();
    expect(queue.getState().items[0]!.errors).toEqual([
      'The file must be a pdf.',
      'The file may not be greater than 2000 kilobytes.',
    ]);
  });

  it('422 messages from data or error when there are no field errors', () => {
    const base = { status: false, code: 422, error: null };
    expect(getUploadValidationMessages({ ...base, data: ['a', 1, 'b'] })).toEqual(['a', 'b']);
    expect(getUploadValidationMessages({ ...base, data: { file: ['x'], other: 'y' } })).toEqual(['x', 'y']);
    expect(getUploadValidationMessages({ ...base, data: null, error: 'e' })).toEqual(['e']);
    expect(getUploadValidationMessages({ ...base, data: null })).toEqual([]);
  });

  it("a 422 without messages falls back to 'Unable to upload file'", async () => {
    const { queue, calls } = setup();
    queue.add([file('a')]);
    calls[0]!.resolve({ status: false, code: 422, data: null, error: null });
    await flush();
    expect(queue.getState().items[0]!.errors).toEqual(['Unable to upload file']);
  });

  it("spec 01 §5: beyond the maximum file count the error is 'Max file limit reached'", async () => {
    const { queue, calls } = setup({ maxFiles: 2, files: [{ id: 1, original_name: 'x', url: '/1' }] });
    const keys = queue.add([file('a'), file('b'), file('c')]);
    expect(keys).toHaveLength(1);
    expect(queue.getState().error).toBe('Max file limit reached');
    expect(queue.getState().items).toHaveLength(2);
    queue.dismissError();
    expect(queue.getState().error).toBeNull();
    calls[0]!.resolve({ status: false, code: 500, data: null, error: null });
    await vi.advanceTimersByTimeAsync(250);
    // the failed file frees its slot; a new one takes it, so the retry is refused
    queue.add([file('d')]);
    expect(queue.getState().error).toBeNull();
    queue.retry(keys[0]!);
    expect(queue.getState().error).toBe('Max file limit reached');
    expect(queue.getState().items.find((i) => i.key === keys[0])!.status).toBe('failed');
  });

  it('remove drops queued or failed files only; retry ignores others', async () => {
    const { queue, calls } = setup();
    const [a, b] = queue.add([file('a'), file('b')]);
    queue.remove(a!);
    queue.retry(a!);
    queue.retry('missing');
    expect(queue.getState().items).toHaveLength(2);
    queue.remove(b!);
    expect(queue.getState().items.map((i) => i.key)).toEqual([a]);
    calls[0]!.resolve(ok(1));
    await vi.advanceTimersByTimeAsync(250);
    queue.remove(a!);
    expect(queue.getState().items).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});

describe('spec 01 §7, §8: deleting a file after confirmation', () => {
  async function uploaded(extra: Partial<UploadQueueOptions> = {}) {
    const ctx = setup({ deleteUrl: '/upload/delete', ...extra });
    const [key] = ctx.queue.add([file('a.pdf')]);
    ctx.calls[0]!.resolve(ok(7, 'a.pdf'));
    await flush();
    return { ...ctx, key: key! };
  }

  it("asks 'Are you sure you want to delete this file?' and cancel keeps the file", async () => {
    const { queue, key, transport } = await uploaded();
    queue.requestDelete(key);
    expect(queue.getState().pendingDelete).toEqual({
      key,
      message: 'Are you sure you want to delete this file?',
    });
    queue.cancelDelete();
    expect(queue.getState().pendingDelete).toBeNull();
    expect(transport).not.toHaveBeenCalled();
    expect(queue.getState().items).toHaveLength(1);
  });

  it('confirm POSTs model (file id), force=true and token by default, then drops the file', async () => {
    const { queue, key, transport } = await uploaded();
    queue.requestDelete(key);
    const done = queue.confirmDelete();
    expect(queue.getState().deleting).toBe(key);
    await done;
    expect(transport).toHaveBeenCalledWith({
      method: 'POST',
      path: '/upload/delete',
      payload: { model: 7, force: true, token: 'tok' },
    } satisfies ApiRequest);
    expect(queue.getState()).toMatchObject({ items: [], deleting: null, pendingDelete: null });
  });

  it('uses the given method, and the file token when the queue has none; accepts the file id', async () => {
    const { queue, key, transport } = await uploaded({ deleteMethod: 'DELETE', token: null });
    queue.requestDelete(7);
    expect(queue.getState().pendingDelete?.key).toBe(key);
    await queue.confirmDelete();
    expect(transport.mock.calls[0]![0]).toMatchObject({ method: 'DELETE', payload: { token: 't7' } });
  });

  it('a failed delete keeps the file and shows the server error (or a generic text)', async () => {
    const { queue, key, transport } = await uploaded();
    transport.mockResolvedValueOnce({ status: false, code: 500, data: null, error: 'Cannot delete' });
    queue.requestDelete(key);
    await queue.confirmDelete();
    expect(queue.getState()).toMatchObject({ error: 'Cannot delete', deleting: null });
    expect(queue.getState().items).toHaveLength(1);
    transport.mockResolvedValueOnce({ status: false, code: 500, data: null, error: null });
    queue.requestDelete(key);
    await queue.confirmDelete();
    expect(queue.getState().error).toBe('An unknown error occurred');
  });

  it('without a delete URL the file is only dropped from the list; non-uploaded files cannot be deleted', async () => {
    const { queue, key, transport } = await uploaded({ deleteUrl: null });
    queue.requestDelete('missing');
    expect(queue.getState().pendingDelete).toBeNull();
    await queue.confirmDelete();
    queue.requestDelete(key);
    await queue.confirmDelete();
    expect(transport).not.toHaveBeenCalled();
    expect(queue.getState().items).toHaveLength(0);
  });
});

describe('upload queue lifecycle', () => {
  it('dispose aborts the running upload and stops the queue', async () => {
    const { queue, calls } = setup();
    queue.add([file('a'), file('b')]);
    const signal = calls[0]!.request.signal;
    queue.dispose();
    expect(signal.aborted).toBe(true);
    calls[0]!.resolve(ok(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(queue.add([file('c')])).toEqual([]);
  });

  it('dispose during the 250 ms gap clears it; progress of a finished item is ignored', async () => {
    const { queue, calls } = setup();
    queue.add([file('a'), file('b')]);
    calls[0]!.resolve(ok(1));
    await flush();
    calls[0]!.request.onProgress(10);
    expect(queue.getState().items[0]!.percent).toBe(100);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('update replaces the upload address and token for later files', async () => {
    const { queue, calls } = setup();
    queue.update({ url: '/other', token: 'new' });
    queue.add([file('a')]);
    expect(calls[0]!.request).toMatchObject({ url: '/other', token: 'new' });
  });
});
