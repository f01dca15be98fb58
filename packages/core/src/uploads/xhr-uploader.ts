import type { ApiResult } from '../api/types';
import { isRecord } from '../rules/values';

/** An uploaded file record as the server returns it (01 §3). */
export interface UploadedFile {
  id: string | number;
  token?: string | null;
  original_name: string;
  url: string;
  /** Size in bytes, when the server or the picker knows it. */
  size?: number;
}

/** One upload call, as the queue makes it. */
export interface UploadRequest {
  /** The upload address. */
  url: string;
  /** The file; sent as the single multipart field `file` (01 §7). */
  file: Blob;
  /** The file name sent with the part. */
  fileName: string;
  /** The session token, sent as `X-APPLY-TOKEN` by the default uploader. */
  token?: string | null;
  /** Reports progress in whole percent, 0 to 100. */
  onProgress(percent: number): void;
  /** Aborts the upload when the queue is disposed. */
  signal: AbortSignal;
}

/** Uploads one file and resolves to the normalized outcome; never rejects. */
export type Uploader = (request: UploadRequest) => Promise<ApiResult<UploadedFile | unknown>>;

/** The part of `XMLHttpRequest` the default uploader uses (so tests can pass a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  status: number;
  responseText: string;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
}

/** Options of {@link createXhrUploader}. */
export interface XhrUploaderOptions {
  /** The XMLHttpRequest constructor; the global one by default. */
  XMLHttpRequest?: new () => XhrLike;
  /** Extra headers (e.g. `X-APPLY-CLIENT-ID`); none by default. */
  headers?: Record<string, string>;
  /** Sends cookies; true by default (01 §7 "credentials are sent"). */
  withCredentials?: boolean;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Turns `{field: ['msg', …]}` (or `{field: 'msg'}`) into field errors; anything else gives undefined. */
export function toUploadFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length) out[key] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Normalizes an upload response to the API result shape (01 §3). */
export function normalizeUploadResponse(httpStatus: number, text: string): ApiResult<unknown> {
  const body = parseBody(text);
  const envelope = isRecord(body) ? body : {};
  const hasEnvelope = ['status', 'data', 'error', 'errors', 'message'].some((key) => key in envelope);
  const code = typeof envelope.code === 'number' ? envelope.code : httpStatus;
  const ok = httpStatus >= 200 && httpStatus < 300 && envelope.status !== false;
  const error =
    (typeof envelope.error === 'string' && envelope.error) ||
    (typeof envelope.message === 'string' && envelope.message) ||
    null;
  const result: ApiResult<unknown> = {
    status: ok,
    code,
    data: hasEnvelope ? (envelope.data ?? null) : body,
    error: ok ? null : error,
  };
  if (httpStatus === 422 || code === 422) {
    const fieldErrors = toUploadFieldErrors(envelope.errors) ?? toUploadFieldErrors(envelope.data);
    if (fieldErrors) result.fieldErrors = fieldErrors;
  }
  return result;
}

/**
 * Creates the default uploader: a multipart POST through XMLHttpRequest with the single field `file`
 * (01 §7), progress from `upload.onprogress`, cookies sent, and the response normalized. A network error,
 * time-out or abort resolves as code 408.
 */
export function createXhrUploader(options: XhrUploaderOptions = {}): Uploader {
  return (request) =>
    new Promise((resolve) => {
      const Xhr =
        options.XMLHttpRequest ??
        (globalThis as unknown as { XMLHttpRequest: new () => XhrLike }).XMLHttpRequest;
      const xhr = new Xhr();
      const fail = () => resolve({ status: false, code: 408, data: null, error: null });
      xhr.open('POST', request.url);
      xhr.withCredentials = options.withCredentials ?? true;
      xhr.setRequestHeader('Accept', 'application/json');
      if (request.token) xhr.setRequestHeader('X-APPLY-TOKEN', request.token);
      for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          request.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => resolve(normalizeUploadResponse(xhr.status, xhr.responseText));
      xhr.onerror = fail;
      xhr.ontimeout = fail;
      xhr.onabort = fail;
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      const body = new FormData();
      body.append('file', request.file, request.fileName);
      xhr.send(body);
    });
}
