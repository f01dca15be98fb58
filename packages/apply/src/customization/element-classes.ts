/**
 * Adds each slot's classes to every element under `root` whose `data-slot` names it, now and as the
 * page changes (new screens, portalled dialogs, a re-render that rewrites an element's `class`), and
 * returns the cleanup, which stops watching and takes off the classes it added. A class the element
 * already had is left alone, so the cleanup never removes one of the app's own.
 *
 * Why the document and not each component's `className`: the slots live in two packages (the app's
 * screens and @leasekit/ui's components), and one watcher reaches all of them, portals included,
 * without a change to any component; the component's own classes stay as they are (the caller's
 * `className` last), and the team's are added beside them.
 */
export function applyElementClasses(
  root: HTMLElement,
  elements: Readonly<Partial<Record<string, string>>>,
): () => void {
  const wanted = new Map<string, string[]>();
  for (const [slot, classes] of Object.entries(elements)) {
    const tokens = (classes ?? '').split(/\s+/).filter(Boolean);
    if (tokens.length > 0) wanted.set(slot, tokens);
  }
  if (wanted.size === 0) return () => {};
  const added = new Map<Element, string[]>();

  function decorate(element: Element) {
    const slot = element.getAttribute('data-slot');
    const tokens = slot ? wanted.get(slot) : undefined;
    if (!tokens) return;
    const missing = tokens.filter((token) => !element.classList.contains(token));
    // Adding only what is missing: adding a present class still rewrites the attribute, which would
    // wake the observer again without end.
    if (missing.length === 0) return;
    element.classList.add(...missing);
    const mine = added.get(element) ?? [];
    added.set(element, [...new Set([...mine, ...missing])]);
  }

  function scan(node: Node) {
    if (!(node instanceof Element)) return;
    decorate(node);
    for (const element of node.querySelectorAll('[data-slot]')) decorate(element);
  }

  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(scan);
      else if (record.target instanceof Element) decorate(record.target);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'data-slot'],
  });
  return () => {
    observer.disconnect();
    for (const [element, tokens] of added) element.classList.remove(...tokens);
    added.clear();
  };
}
