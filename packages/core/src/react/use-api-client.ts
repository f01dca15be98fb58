import { useEffect } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { useOwnedStore } from './use-owned-store';

/**
 * Creates the API client once per component (01 §7–9), pushes a changed token into it, and aborts
 * its running calls on unmount. Other options are read once, when the client is created.
 */
export function useApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = useOwnedStore(() => createApiClient(options));
  const { token } = options;
  useEffect(() => {
    if (token !== undefined) client.setToken(token);
  }, [client, token]);
  return client;
}
