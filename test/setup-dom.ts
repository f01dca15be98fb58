import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks these; cmdk and Radix call them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

// waitFor and findBy* wait up to 5 s, not 1 s: a module a component loads on demand (a data brand's
// theme derivation, a widget) takes over a second to transform on its first import when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
