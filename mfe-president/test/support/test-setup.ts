import { configure } from '@testing-library/react';

// What jsdom lacks beyond the shared setup: Mantine's autosizing Textarea listens to document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

// Toasts and the extended UI load through dynamic imports; on a busy two-core machine with test files running
// side by side that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
