import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@/entities/session';
import { App } from './App';
import { forceLightColorMode, initSentry } from './init';
import { makeStore } from './model';

forceLightColorMode();
void initSentry();

const store = makeStore();
restoreSession(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The first render as a transition: React yields to the browser between slices of work instead of
// holding the main thread for the whole tree in one long task.
const root = createRoot(container);
startTransition(() => root.render(<App store={store} />));
