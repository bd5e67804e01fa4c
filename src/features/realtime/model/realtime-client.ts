import { CLOSE_CODES, RECONNECT } from '../config/socket';
import { reconnectDelay } from '../lib/socket-url';
import { parseServerMessage, type ClientMessage, type ServerMessage } from './messages';

export interface RealtimeClientOptions {
  url(accessToken: string): string;
  /** The current access token, or null when signed out. */
  accessToken(): string | null;
  /** Every valid server message of a known type, and `reconnected` after the socket came back. */
  onMessage(message: ServerMessage): void;
  /** Called when a socket opens again after a drop (missed messages can be reloaded). */
  onReconnected(): void;
  /**
   * The server closed because the token expired: resolve with a fresh access token (refreshing if need
   * be), or null to give up.
   */
  refreshToken(expired: string): Promise<string | null>;
  random?: () => number;
}

/**
 * The realtime channel: one socket at a time (`start` while running does nothing, `stop` closes it for
 * good), typed messages both ways. A dropped connection is retried with backoff; an expired token is
 * refreshed first; an ended session or a socket replaced by newer ones is not retried.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private running = false;
  private attempt = 0;
  private dropped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: RealtimeClientOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** True while a socket is open and messages can be sent. */
  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.dropped = false;
    this.connect();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(1000, 'Signed out');
  }

  /** Sends a message on the open socket; false when there is none (nothing is queued). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const token = this.options.accessToken();
    if (!this.running || !token) {
      this.running = false;
      return;
    }
    const socket = new WebSocket(this.options.url(token));
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      if (this.dropped) {
        this.options.onReconnected();
        this.options.onMessage({ type: 'reconnected', payload: {} });
      }
      this.dropped = false;
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      const message = parseServerMessage(event.data);
      if (message) this.options.onMessage(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.running) this.afterClose(event.code, token);
    };
  }

  private afterClose(code: number, token: string): void {
    this.dropped = true;
    if (code === CLOSE_CODES.sessionEnded || code === CLOSE_CODES.superseded) {
      this.running = false;
      return;
    }
    if (code === CLOSE_CODES.tokenExpired || code === CLOSE_CODES.policy) {
      this.options.refreshToken(token).then(
        (fresh) => {
          if (!this.running) return;
          if (fresh) this.connect();
          else this.running = false;
        },
        () => this.retryLater(),
      );
      return;
    }
    this.retryLater();
  }

  private retryLater(): void {
    if (!this.running) return;
    const delay = reconnectDelay(this.attempt++, RECONNECT, this.options.random);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}
