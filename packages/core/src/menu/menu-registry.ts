import type { MessageCode } from '../messages';
import { createStore, type ReadableStore } from '../stores/store';

/** One menu entry (01 §1 "a menu and locale registry"). */
export interface MenuItem {
  /** Stable id; registering the same id again replaces the entry. */
  id: string;
  /** A message code (or literal text) for the label, translated at the edge. */
  label: MessageCode | string;
  /** The route the entry links to, e.g. `/checkout/lease`. */
  route: string;
  /** Position; lower first. 0 by default. Ties keep registration order. */
  order?: number;
}

/** State of the menu registry. */
export interface MenuRegistryState {
  /** The entries sorted by `order`, then by registration. */
  items: readonly MenuItem[];
}

/** The menu registry. */
export interface MenuRegistry extends ReadableStore<MenuRegistryState> {
  /** Adds (or replaces, by id) an entry; returns a function that removes it. */
  register(item: MenuItem): () => void;
  /** Removes the entry with this id, if any. */
  unregister(id: string): void;
}

/** Creates an empty menu registry; modules register their entries and the UI lists them in order. */
export function createMenuRegistry(initial: readonly MenuItem[] = []): MenuRegistry {
  // Registration order breaks ties, so a stable sort over an append-only sequence is enough.
  const entries = new Map<string, { item: MenuItem; seq: number }>();
  let seq = 0;
  const store = createStore<MenuRegistryState>({ items: [] });

  function publish() {
    const items = [...entries.values()]
      .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.seq - b.seq)
      .map((entry) => entry.item);
    store.setState({ items });
  }

  function unregister(id: string) {
    if (entries.delete(id)) publish();
  }

  function register(item: MenuItem) {
    const existing = entries.get(item.id);
    entries.set(item.id, { item, seq: existing?.seq ?? seq++ });
    publish();
    return () => {
      if (entries.get(item.id)?.item === item) unregister(item.id);
    };
  }

  for (const item of initial) register(item);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose: store.dispose,
    register,
    unregister,
  };
}
