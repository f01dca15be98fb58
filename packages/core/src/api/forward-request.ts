import type { ApiRequest, ApiResult, ApiTransport } from './types';

/**
 * Makes `request` through `transport` with its answer's type kept: the one place a generic wrapper (the
 * latest-only caller, a scope, a controller's hook on the results) hands a request on, since TypeScript
 * cannot pick the overload of an {@link ApiTransport} for a request whose `answer` may or may not be set.
 */
export function forwardRequest<TData>(
  transport: ApiTransport,
  request: ApiRequest<TData>,
): Promise<ApiResult<TData>> {
  return (transport as <T>(request: ApiRequest<T>) => Promise<ApiResult<T>>)(request);
}
