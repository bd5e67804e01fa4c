/** Someone received content in their shared space. */
export interface ContentReceived {
  companyId: string;
  recipientId: string;
  senderId: string;
  folderIds: string[];
  materialIds: string[];
}

type Listener = (event: ContentReceived) => void | Promise<void>;

/**
 * The content service announces what happened; notifications (and anything else) subscribe.
 * Listeners run after the transaction committed and are awaited, so a recipient is told before the
 * sender's request answers; a failing listener is reported, never fails the request.
 */
export class ContentEvents {
  private readonly listeners: Listener[] = [];
  private readonly errorListeners: ((error: unknown) => void)[] = [];

  onReceived(listener: Listener): void {
    this.listeners.push(listener);
  }

  onListenerError(listener: (error: unknown) => void): void {
    this.errorListeners.push(listener);
  }

  async emitReceived(event: ContentReceived): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        for (const report of this.errorListeners) report(error);
      }
    }
  }
}
