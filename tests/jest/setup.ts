import '@testing-library/jest-dom';

// The tests see the developer pages' routes as the embedded demo build does (a route tree may still leave them out).
process.env.DEV_PAGES = 'true';
import { configure } from '@testing-library/react';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Route tests load lazy page modules on first use, which can take several seconds on a busy machine (the per-test limit in jest.config.ts is 20 s).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no 2D canvas: a context whose every method does nothing lets the signature pad mount.
const canvasContext = new Proxy(
  {},
  { get: (_target, key) => (key === 'canvas' ? document.createElement('canvas') : () => undefined), set: () => true },
);
HTMLCanvasElement.prototype.getContext = (() => canvasContext) as unknown as HTMLCanvasElement['getContext'];
