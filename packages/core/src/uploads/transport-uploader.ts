import type { ApiTransport } from '../api/types';
import { createXhrFetch } from './xhr-fetch';
import type { Uploader, XhrLike } from './xhr-uploader';

/** Options of {@link createTransportUploader}. */
export interface TransportUploaderOptions {
  /**
   * The XMLHttpRequest constructor the upload is sent with, for its progress; the global one by default.
   * Where there is none (a server, a test without a DOM) the transport's own fetch sends the file, and the
   * percent goes to 100 only when the answer is in.
   */
  XMLHttpRequest?: new () => XhrLike;
}

/**
 * Creates an uploader that posts through an API transport (e.g. the API client's `request`): the same
 * multipart body as the default uploader (the single field `file`, 01 §7), but with the transport's
 * headers and credentials, so the session's `X-APPLY-TOKEN` goes with it as with every other call of
 * the form, and a token rotated mid-session is the one sent; the answer is read as the transport reads
 * every answer (a 422's field messages, 'Unable to upload file' for the rest in the queue). The request's
 * own `token` is not used. The call goes through an XMLHttpRequest-backed fetch (`createXhrFetch`), so the
 * file's progress is reported as its bytes are sent, not only once the answer is in.
 */
export function createTransportUploader(
  transport: ApiTransport,
  options: TransportUploaderOptions = {},
): Uploader {
  return async (request) => {
    const body = new FormData();
    body.append('file', request.file, request.fileName);
    const Xhr =
      options.XMLHttpRequest ?? (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
    const result = await transport({
      method: 'POST',
      path: request.url,
      payload: body,
      signal: request.signal,
      ...(Xhr
        ? {
            fetch: createXhrFetch({
              XMLHttpRequest: Xhr,
              onUploadProgress: (loaded, total) =>
                request.onProgress(Math.min(100, Math.round((loaded / total) * 100))),
            }),
          }
        : {}),
    });
    if (result.status) request.onProgress(100);
    return result;
  };
}
