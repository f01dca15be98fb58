import {
  createHostBridge,
  type HostBridge,
  type HostBridgeOptions,
  type HostBridgeState,
} from '../host-bridge';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useHostBridge} returns: the store and its state. */
export interface UseHostBridgeResult {
  bridge: HostBridge;
  state: HostBridgeState;
}

/**
 * React binding of the host bridge (04): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function useHostBridge(options: HostBridgeOptions): UseHostBridgeResult {
  const bridge = useOwnedStore(() => createHostBridge(options));
  useUpdateOptions(bridge, options);
  const state = useStore(bridge);
  return { bridge, state };
}
