import {
  createUploadQueue,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadQueueState,
} from '../uploads';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useUploadQueue} returns: the store and its state. */
export interface UseUploadQueueResult {
  queue: UploadQueue;
  state: UploadQueueState;
}

/**
 * React binding of the upload queue (01 §4, §5, §7–9): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function useUploadQueue(options: UploadQueueOptions): UseUploadQueueResult {
  const queue = useOwnedStore(() => createUploadQueue(options));
  useUpdateOptions(queue, options);
  const state = useStore(queue);
  return { queue, state };
}
