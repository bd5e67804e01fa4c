import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Route tests load lazy page modules on first use, which can take several seconds on a busy machine (the per-test limit in jest.config.ts is 20 s).
configure({ asyncUtilTimeout: 15_000 });
