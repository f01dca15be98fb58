import type { XhrLike } from './xhr-uploader';

/** Options of {@link createXhrFetch}. */
export interface XhrFetchOptions {
  /** Reports the bytes of the request body sent so far, when the browser can count them. */
  onUploadProgress(loaded: number, total: number): void;
  /** The XMLHttpRequest constructor; the global one by default. */
  XMLHttpRequest?: new () => XhrLike;
}

/** Statuses whose answer has no body: a Response given one would throw. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` over XMLHttpRequest for one call, because fetch reports nothing of a body being sent:
 * `upload.onprogress` does. It takes what the API client passes (method, a headers record, a FormData or
 * string body, `credentials: 'include'` as `withCredentials`, the abort signal) and resolves to a
 * Response of the status and text answered, so the client reads it as any other answer. It does not
 * follow the client's `redirect: 'manual'` (XMLHttpRequest always follows) and answers no headers. A
 * network error rejects with a TypeError and an abort with an AbortError, as fetch does.
 */
export function createXhrFetch(options: XhrFetchOptions): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const Xhr =
        options.XMLHttpRequest ??
        (globalThis as unknown as { XMLHttpRequest: new () => XhrLike }).XMLHttpRequest;
      const xhr = new Xhr();
      const signal = init.signal;
      const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
      if (signal?.aborted) return reject(aborted());
      xhr.open(init.method ?? 'GET', String(input instanceof Request ? input.url : input));
      xhr.withCredentials = init.credentials === 'include';
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onUploadProgress(event.loaded, event.total);
      };
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        if (xhr.status < 200 || xhr.status > 599) return reject(new TypeError('No answer.'));
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      };
      xhr.onerror = xhr.ontimeout = () => {
        settle();
        reject(new TypeError('The upload failed.'));
      };
      xhr.onabort = () => {
        settle();
        reject(aborted());
      };
      xhr.send(init.body as FormData);
    });
}
