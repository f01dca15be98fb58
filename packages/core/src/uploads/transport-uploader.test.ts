import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createTransportUploader } from './transport-uploader';

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
