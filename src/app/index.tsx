import { createRoot } from 'react-dom/client';
import { restoreSession } from '@/entities/session';
import { App } from './App';
import { forceLightColorMode, initSentry } from './init';
import { makePersistor, makeStore } from './model';

forceLightColorMode();
void initSentry();

const store = makeStore();
const persistor = makePersistor(store);
restoreSession(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App store={store} persistor={persistor} />);
