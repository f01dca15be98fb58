import { useEffect, useState } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { useIsomorphicLayoutEffect } from './use-owned-store';

/**
 * Creates the API client once per component (01 §7–9), pushes a changed token into it, and aborts
 * its running calls on unmount (the client stays usable, so strict mode's remount needs nothing). Other
 * options are read once, when the client is created.
 */
export function useApiClient(options: ApiClientOptions = {}): ApiClient {
  const [client] = useState(() => createApiClient(options));
  useIsomorphicLayoutEffect(() => () => client.dispose(), [client]);
  const { token } = options;
  useEffect(() => {
    if (token !== undefined) client.setToken(token);
  }, [client, token]);
  return client;
}
