// Loaded before every test file: the DOM helpers only where a test file asked for jsdom.
if (typeof document !== 'undefined') await import('./dom');

export {}; // a module: top-level await
