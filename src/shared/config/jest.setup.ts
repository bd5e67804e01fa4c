import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
