import { ICE_FAILURES_BEFORE_NOTICE, ICE_REFRESH_AT, ICE_REFRESH_MIN_MS, ICE_RETRY_MS } from '../config/timing';

/** What `GET /meeting/ice-servers` answers, as far as the session needs it. */
export interface IceServersAnswer {
  iceServers: RTCIceServer[];
  /** How many seconds from the answer its TURN credential works. */
  ttlSeconds: number;
}

export interface IceRefreshOptions {
  /** How long the servers in use still work, in seconds (0 when unknown: ask soon). */
  ttlSeconds: number;
  fetch(): Promise<IceServersAnswer>;
  /** Fresh servers, for the open connections and the ones made from now on. */
  onServers(iceServers: RTCIceServer[]): void;
  /** Refreshing keeps failing (true), or works again (false). Called only when that changes. */
  onFailing(failing: boolean): void;
}

/**
 * Keeps a room's ICE servers fresh: TURN credentials expire (coturn refuses them after the expiry in
 * their username), and an ICE restart in a long call needs working ones. Asks again once
 * ICE_REFRESH_AT of their lifetime has passed; a failed request is retried with backoff (ICE_RETRY_MS),
 * quietly until ICE_FAILURES_BEFORE_NOTICE failures in a row or the credential expired.
 */
export class IceRefresh {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private failures = 0;
  private failing = false;
  /** When the servers in use stop working (Date.now() time). */
  private expiresAt = 0;

  constructor(private readonly options: IceRefreshOptions) {}

  /** Starts the schedule from the servers handed in; calling it again changes nothing. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.scheduleFor(this.options.ttlSeconds);
  }

  /** No more requests; an answer still on its way is dropped. */
  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleFor(ttlSeconds: number): void {
    const lifetimeMs = Math.max(0, ttlSeconds) * 1000;
    this.expiresAt = Date.now() + lifetimeMs;
    this.wait(Math.max(ICE_REFRESH_MIN_MS, lifetimeMs * ICE_REFRESH_AT));
  }

  private wait(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, ms);
  }

  private async refresh(): Promise<void> {
    let answer: IceServersAnswer;
    try {
      answer = await this.options.fetch();
    } catch {
      if (!this.running) return;
      this.failures += 1;
      if (this.failures >= ICE_FAILURES_BEFORE_NOTICE || Date.now() >= this.expiresAt) this.setFailing(true);
      this.wait(ICE_RETRY_MS[Math.min(this.failures, ICE_RETRY_MS.length) - 1]!);
      return;
    }
    if (!this.running) return;
    this.failures = 0;
    this.setFailing(false);
    this.options.onServers(answer.iceServers);
    this.scheduleFor(answer.ttlSeconds);
  }

  private setFailing(failing: boolean): void {
    if (failing === this.failing) return;
    this.failing = failing;
    this.options.onFailing(failing);
  }
}
