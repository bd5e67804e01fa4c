import type { Envelope, RealtimeBus, RealtimeMessage } from './bus.js';

/** One process holds every socket: publishing is handing the envelope to the subscribers. */
export class InProcessBus implements RealtimeBus {
  private readonly handlers = new Set<(envelope: Envelope) => void>();

  async publish(membershipId: string, message: RealtimeMessage): Promise<void> {
    const envelope = { membershipId, message };
    for (const handler of this.handlers) handler(envelope);
  }

  subscribe(handler: (envelope: Envelope) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
