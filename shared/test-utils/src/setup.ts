// Vitest setup for component tests in jsdom: what Mantine needs from a browser, and cleanup between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  // Mantine's autosizing Textarea listens to document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
    });
  }
}

// Toasts and the extended UI load through dynamic imports; on a busy two-core machine with test files running
// side by side that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
