import type { ApiTransport } from '../api/types';
import type { Uploader } from './xhr-uploader';

/**
 * Creates an uploader that posts through an API transport (e.g. the API client's `request`): the same
 * multipart body as the default uploader (the single field `file`, 01 §7), but with the transport's
 * headers and credentials, so the session's `X-APPLY-TOKEN` goes with it as with every other call of
 * the form, and a token rotated mid-session is the one sent. The request's own `token` is not used. A
 * transport has no upload progress, so the percent goes to 100 only when the answer is in.
 */
export function createTransportUploader(transport: ApiTransport): Uploader {
  return async (request) => {
    const body = new FormData();
    body.append('file', request.file, request.fileName);
    const result = await transport({
      method: 'POST',
      path: request.url,
      payload: body,
      signal: request.signal,
    });
    if (result.status) request.onProgress(100);
    return result;
  };
}
