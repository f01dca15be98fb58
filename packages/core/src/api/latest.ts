import { forwardRequest } from './forward-request';
import type { AnswerSchema, ApiRequest, ApiResult, ApiTransport } from './types';
import { anySignal } from './request';

/** A "latest only" caller: a newer call aborts the previous one, whose result is then ignored. */
export interface LatestRequest {
  /**
   * Starts a call, aborting the previous one; resolves `undefined` when it was superseded or cancelled.
   * Its data is the output of the request's `answer`, and `unknown` for a call that names none.
   */
  request<TData>(
    request: ApiRequest<TData> & { answer: AnswerSchema<TData> },
  ): Promise<ApiResult<TData> | undefined>;
  /** A call without a schema: its data is `unknown`, read with checks where it is used. */
  request(request: ApiRequest<unknown>): Promise<ApiResult<unknown> | undefined>;
  /** Aborts the running call, if any. */
  cancel(): void;
}

/** Wraps any transport so that only the latest call's result is used (stale responses are ignored). */
export function createLatest(transport: ApiTransport): LatestRequest {
  let current: AbortController | null = null;
  return {
    async request<TData>(request: ApiRequest<TData>) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const result = await forwardRequest(transport, {
        ...request,
        signal: anySignal([controller.signal, request.signal]),
      });
      if (controller.signal.aborted || request.signal?.aborted || current !== controller) return undefined;
      current = null;
      return result;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
