/** The events that count as the shopper's first interaction with the page. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `load` once, on the shopper's first interaction with the page (a pointer down, a key or a focus
 * anywhere): code the current screen does not show yet (the wizard's later steps, a confirmation
 * dialog) is then fetched while the shopper reads and types, not while the screen is still loading.
 * Returns a function that cancels it, for an effect's clean-up.
 */
export function prefetchOnInteraction(load: () => unknown): () => void {
  let done = false;
  const remove = () => {
    for (const event of INTERACTION_EVENTS) window.removeEventListener(event, run, true);
  };
  function run() {
    if (done) return;
    done = true;
    remove();
    void load();
  }
  for (const event of INTERACTION_EVENTS)
    window.addEventListener(event, run, { capture: true, passive: true });
  return remove;
}
