/**
 * What jsdom lacks and antd needs, installed once per DOM test file (render-page.tsx imports it).
 * Each stub does the least that keeps antd's layout code quiet: no media query matches, no size
 * is ever observed, computed styles of pseudo elements are the element's own.
 */

if (typeof window === 'undefined') {
  throw new Error('test-support/render-page needs jsdom: start the test file with // @vitest-environment jsdom');
}

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// jsdom answers getComputedStyle(element, '::before') with "Not implemented" on the console;
// antd asks it for scroll bar sizes. The element's own style is good enough.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
