export { socketStarted, socketStopped, startNotificationSocketListeners } from './model/listeners';
export { NotificationSocketClient } from './model/socket-client';
export type { SocketClientOptions, SocketMessage } from './model/socket-client';
export { notificationSocketUrl } from './lib/socket-url';
