import { EventEmitter } from 'node:events';

/** Someone received content in their shared space. */
export interface ContentReceived {
  companyId: string;
  recipientId: string;
  senderId: string;
  folderIds: string[];
  materialIds: string[];
}

/**
 * The content service announces what happened; notifications (and anything else) subscribe.
 * Listeners run after the transaction committed; a failing listener never fails the request.
 */
export class ContentEvents {
  private readonly emitter = new EventEmitter();

  onReceived(listener: (event: ContentReceived) => void | Promise<void>): void {
    this.emitter.on('received', (event: ContentReceived) => {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) => this.emitter.emit('listenerError', error));
    });
  }

  onListenerError(listener: (error: unknown) => void): void {
    this.emitter.on('listenerError', listener);
  }

  emitReceived(event: ContentReceived): void {
    this.emitter.emit('received', event);
  }
}
