import type { ApiResult, ApiTransport } from '../api/types';
import { t, type Locale } from '../messages';
import { formatFileSize } from '../rules/format';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';
import { createXhrUploader, type UploadedFile, type Uploader } from './xhr-uploader';
import { isRecord } from '../rules/values';

/** The pause between two uploads of the queue: 250 ms (01 §4, §9). */
export const UPLOAD_DELAY = 250;

/** Catalogue codes of the upload texts (01 §5, §8). */
export const UPLOAD_MESSAGES = {
  maxFiles: 'errors.upload.maxFiles',
  failed: 'errors.upload.failed',
  deleteConfirm: 'errors.upload.deleteConfirm',
  unknown: 'errors.unknown',
} as const;

/** An item's life: queued → uploading → uploaded or failed (01 §4). */
export type UploadStatus = 'queued' | 'uploading' | 'uploaded' | 'failed';

/** One file of the queue. */
export interface UploadItem {
  /** Local key, stable for the item's life. */
  key: string;
  /** The file's name (the server's `original_name` once uploaded). */
  name: string;
  /** Size in bytes (0 when unknown). */
  size: number;
  /** The size in base 1000, e.g. '1.5 MB' (01 §9). */
  sizeLabel: string;
  status: UploadStatus;
  /** Upload progress, 0 to 100. */
  percent: number;
  /** Why it failed: the 422 validation messages, else 'Unable to upload file'. */
  errors: string[];
  /** The server's record once uploaded. */
  file: UploadedFile | null;
}

/** A delete waiting for the shopper's confirmation. */
export interface PendingDelete {
  key: string;
  /** 'Are you sure you want to delete this file?' */
  message: string;
}

/** State of the upload queue. */
export interface UploadQueueState {
  items: readonly UploadItem[];
  /** A queue-level error: 'Max file limit reached', or a failed delete. */
  error: string | null;
  /** The delete awaiting confirmation, or null. */
  pendingDelete: PendingDelete | null;
  /** The key of the item being deleted, or null. */
  deleting: string | null;
}

/** Options of {@link createUploadQueue}. */
export interface UploadQueueOptions {
  /** The upload address (01 §7 "File upload"). */
  url: string;
  /** The delete address; without it a delete only removes the file from the list. */
  deleteUrl?: string | null;
  /** The delete method; 'POST' by default. */
  deleteMethod?: string;
  /** Token sent with the upload (as `X-APPLY-TOKEN`) and in the delete payload. */
  token?: string | null;
  /** The maximum number of files; unlimited by default. */
  maxFiles?: number | null;
  /** Files already uploaded (e.g. the field's value). */
  files?: readonly UploadedFile[];
  /** Uploads one file; by default a multipart XMLHttpRequest POST with progress. */
  upload?: Uploader;
  /** The transport for deletes. */
  transport: ApiTransport;
  /** Clock and timers; the global ones by default. */
  timers?: Timers;
  /** Locale of the texts; English by default. */
  locale?: Locale;
  /**
   * Called with {@link selectUploadedFiles} whenever the uploaded files change (one finishes, one is
   * deleted): the field's value follows it. The starting `files` are not a change. None by default.
   */
  onFilesChange?: (files: UploadedFile[]) => void;
}

/** The upload queue store. */
export interface UploadQueue extends ReadableStore<UploadQueueState> {
  /** Queues files; those past the maximum count are refused with 'Max file limit reached'. Returns the keys queued. */
  add(files: Iterable<Blob & { name?: string }> | ArrayLike<Blob & { name?: string }>): string[];
  /** Queues a failed file again. */
  retry(key: string): void;
  /** Drops a queued or failed file from the list (no server call). */
  remove(key: string): void;
  /** Asks to delete an uploaded file (by key or server file id): sets the pending confirmation. */
  requestDelete(keyOrFileId: string | number): void;
  /** Deletes the pending file on the server (method, `model`, `force=true`, `token`) and drops it. */
  confirmDelete(): Promise<void>;
  /** Keeps the file. */
  cancelDelete(): void;
  /** Clears the queue-level error. */
  dismissError(): void;
  /** Replaces addresses, token, limit, uploader, transport or locale. */
  update(options: Partial<Omit<UploadQueueOptions, 'timers' | 'files'>>): void;
}

/** The uploaded file records of the queue, in order (the field's value). */
export function selectUploadedFiles(state: UploadQueueState): UploadedFile[] {
  return state.items.flatMap((item) => (item.status === 'uploaded' && item.file ? [item.file] : []));
}

/** The messages of a 422 upload response: its field errors, else string data, else the error text. */
export function getUploadValidationMessages(result: ApiResult<unknown>): string[] {
  const fromFields = Object.values(result.fieldErrors ?? {}).flat();
  if (fromFields.length) return fromFields;
  const data = result.data;
  if (Array.isArray(data)) return data.filter((m): m is string => typeof m === 'string');
  if (isRecord(data)) {
    return Object.values(data)
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((m): m is string => typeof m === 'string');
  }
  return result.error ? [result.error] : [];
}

/**
 * Creates the upload queue (01 §4, §5, §7, §8, §9). Files go queued → uploading (percent) → uploaded or
 * failed, one at a time with 250 ms between files, as multipart with the single field `file`. A 422 lists
 * its validation messages; any other failure shows 'Unable to upload file' and can be retried without
 * picking the file again. Deleting asks 'Are you sure you want to delete this file?' first.
 */
export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const timers = options.timers ?? globalTimers;
  let current = { ...options };
  const blobs = new Map<string, Blob>();
  /** Aborts the upload of the current mount when it ends; a later mount starts with a fresh one. */
  let controller = new AbortController();
  let counter = 0;
  let active: string | null = null;
  let gap: unknown = null;
  const text = (code: string) => t(code, undefined, current.locale);
  const nextKey = () => `upload-${++counter}`;

  const store = createStore<UploadQueueState>({
    items: (options.files ?? []).map((file) => ({
      key: nextKey(),
      name: file.original_name,
      size: file.size ?? 0,
      sizeLabel: formatFileSize(file.size ?? 0),
      status: 'uploaded',
      percent: 100,
      errors: [],
      file,
    })),
    error: null,
    pendingDelete: null,
    deleting: null,
  });

  function patchItem(key: string, patch: Partial<UploadItem>) {
    store.setState((s) => ({
      ...s,
      items: s.items.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    }));
  }

  // Callers may name an item by its local key or, once uploaded, by the server's file id.
  const find = (key: string | number) =>
    store.getState().items.find((item) => item.key === key) ??
    store.getState().items.find((item) => item.file != null && String(item.file.id) === String(key));

  function pump() {
    if (store.disposed || active !== null || gap !== null) return;
    const next = store.getState().items.find((item) => item.status === 'queued');
    if (next) void run(next);
  }

  async function run(item: UploadItem) {
    active = item.key;
    patchItem(item.key, { status: 'uploading', percent: 0, errors: [] });
    const upload = current.upload ?? createXhrUploader();
    const { signal } = controller;
    let result: ApiResult<unknown>;
    try {
      result = await upload({
        url: current.url,
        file: blobs.get(item.key)!,
        fileName: item.name,
        token: current.token,
        signal,
        onProgress: (percent) => {
          if (active === item.key) patchItem(item.key, { percent });
        },
      });
    } catch {
      result = { status: false, code: 0, data: null, error: null };
    }
    active = null;
    if (store.disposed) return;
    // Cut short by the end of a mount: queued again, the next mount sends it.
    if (signal.aborted) {
      patchItem(item.key, { status: 'queued', percent: 0 });
      return;
    }
    if (result.status && isRecord(result.data)) {
      const file = result.data as unknown as UploadedFile;
      blobs.delete(item.key);
      patchItem(item.key, { status: 'uploaded', percent: 100, file, name: file.original_name || item.name });
    } else {
      const messages = result.code === 422 ? getUploadValidationMessages(result) : [];
      patchItem(item.key, {
        status: 'failed',
        errors: messages.length ? messages : [text(UPLOAD_MESSAGES.failed)],
      });
    }
    gap = timers.setTimeout(() => {
      gap = null;
      pump();
    }, UPLOAD_DELAY);
  }

  function counted() {
    return store.getState().items.filter((item) => item.status !== 'failed').length;
  }

  // The uploaded files are told only when they change, not at every progress step of an upload.
  let uploaded = selectUploadedFiles(store.getState());
  store.subscribe(() => {
    const next = selectUploadedFiles(store.getState());
    if (next.length === uploaded.length && next.every((file, index) => file === uploaded[index])) return;
    uploaded = next;
    current.onFilesChange?.(next);
  });

  store.onMount(pump);
  store.onStop(() => {
    controller.abort();
    controller = new AbortController();
    if (gap !== null) timers.clearTimeout(gap);
    gap = null;
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    add(files) {
      if (store.disposed) return [];
      const list = Array.from(files as ArrayLike<Blob & { name?: string }>);
      const room = current.maxFiles == null ? Infinity : Math.max(0, current.maxFiles - counted());
      const accepted = list.slice(0, room);
      const items: UploadItem[] = accepted.map((blob) => {
        const key = nextKey();
        blobs.set(key, blob);
        return {
          key,
          name: blob.name ?? 'file',
          size: blob.size,
          sizeLabel: formatFileSize(blob.size),
          status: 'queued',
          percent: 0,
          errors: [],
          file: null,
        };
      });
      store.setState((s) => ({
        ...s,
        items: [...s.items, ...items],
        error: accepted.length < list.length ? text(UPLOAD_MESSAGES.maxFiles) : null,
      }));
      pump();
      return items.map((item) => item.key);
    },
    retry(key) {
      const item = find(key);
      if (!item || item.status !== 'failed' || !blobs.has(key)) return;
      if (current.maxFiles != null && counted() >= current.maxFiles) {
        store.setState({ error: text(UPLOAD_MESSAGES.maxFiles) });
        return;
      }
      patchItem(key, { status: 'queued', percent: 0, errors: [] });
      pump();
    },
    remove(key) {
      const item = find(key);
      if (!item || item.status === 'uploading' || item.status === 'uploaded') return;
      blobs.delete(key);
      store.setState((s) => ({ ...s, items: s.items.filter((i) => i.key !== key) }));
    },
    requestDelete(keyOrFileId) {
      const item = find(keyOrFileId);
      if (item?.status !== 'uploaded') return;
      store.setState({
        pendingDelete: { key: item.key, message: text(UPLOAD_MESSAGES.deleteConfirm) },
        error: null,
      });
    },
    cancelDelete() {
      store.setState({ pendingDelete: null });
    },
    dismissError() {
      store.setState({ error: null });
    },
    async confirmDelete() {
      const pending = store.getState().pendingDelete;
      const item = pending && find(pending.key);
      if (!pending || !item || store.getState().deleting) return;
      store.setState({ pendingDelete: null, deleting: item.key, error: null });
      let ok = true;
      let error: string | null = null;
      if (current.deleteUrl) {
        const result = await current.transport({
          method: current.deleteMethod ?? 'POST',
          path: current.deleteUrl,
          payload: { model: item.file?.id, force: true, token: current.token ?? item.file?.token ?? null },
        });
        ok = result.status;
        error = result.error;
      }
      if (store.disposed) return;
      store.setState((s) => ({
        ...s,
        deleting: null,
        items: ok ? s.items.filter((i) => i.key !== item.key) : s.items,
        error: ok ? null : error || text(UPLOAD_MESSAGES.unknown),
      }));
    },
    update(next) {
      current = { ...current, ...next };
    },
  };
}
