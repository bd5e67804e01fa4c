import { createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';

/**
 * The app's one listener middleware. Slices add their listeners through `startListening` from the
 * `model/` of the slice whose behaviour they are; the app store installs the middleware.
 */
export const listenerMiddleware: ListenerMiddlewareInstance = createListenerMiddleware();

export type StartListening = typeof listenerMiddleware.startListening;
