import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { dependencyMetrics } from './dependencies.js';

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every metric the API reports, in one registry per app (tests build several apps in one process).
 * Names follow Prometheus conventions: `_total` counters, `_seconds` and `_bytes` units.
 */
/** What the gauges read when Prometheus scrapes. */
export interface MetricSources {
  sockets(): { open: number; sentTotal: number; overBudgetTotal: number } | null;
  pool(): { totalCount: number; idleCount: number; waitingCount: number } | null;
  /** The last count of unsent mail (read by the scrape's database probe; never waits on the database). */
  mailUnsent(): Promise<number>;
  /** Settles the scrape's database probe, or gives up on it quickly: the up gauges are read after it. */
  probe(): Promise<void>;
}

export function createMetrics(sources: MetricSources, options: { processMetrics: boolean } = { processMetrics: true }) {
  let sentSeen = 0;
  let overBudgetSeen = 0;
  const registry = new Registry();
  // Process CPU and memory, heap spaces, GC, handles and the event loop's delay (nodejs_eventloop_lag_*):
  // only where someone can scrape them (their event-loop histogram and GC observer cost memory and time).
  if (options.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'cascade_http_requests_total',
      help: 'HTTP requests answered, by route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'cascade_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (until the response is written).',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    }),
    resumableUploads: new Counter({
      name: 'cascade_resumable_uploads_total',
      help: 'Resumable (tus) uploads by event: started, resumed (asked where it stands), finished, expired, terminated.',
      labelNames: ['event'],
      registers,
    }),
    httpInFlight: new Gauge({ name: 'cascade_http_requests_in_flight', help: 'HTTP requests being answered now.', registers }),
    socketsOpen: new Gauge({
      name: 'cascade_realtime_sockets_open',
      help: 'Live WebSocket connections held by this replica.',
      registers,
      collect() {
        this.set(sources.sockets()?.open ?? 0);
      },
    }),
    messagesSent: new Counter({
      name: 'cascade_realtime_messages_sent_total',
      help: 'Messages written to sockets (one per socket reached).',
      registers,
      collect() {
        const total = sources.sockets()?.sentTotal ?? sentSeen;
        this.inc(total - sentSeen);
        sentSeen = total;
      },
    }),
    socketsOverBudget: new Counter({
      name: 'cascade_realtime_sockets_over_budget_total',
      help: 'Sockets closed with 1008 for sending more messages or bytes than their budget.',
      registers,
      collect() {
        const total = sources.sockets()?.overBudgetTotal ?? overBudgetSeen;
        this.inc(total - overBudgetSeen);
        overBudgetSeen = total;
      },
    }),
    busLag: new Histogram({
      name: 'cascade_realtime_bus_lag_seconds',
      help: 'Time from publishing a probe on the cross-replica bus to receiving it back.',
      buckets: SECONDS,
      registers,
    }),
    dbQuery: new Histogram({
      name: 'cascade_db_query_duration_seconds',
      help: 'SQL query time, as the driver reports it.',
      labelNames: ['outcome'],
      buckets: SECONDS,
      registers,
    }),
    dbPool: new Gauge({
      name: 'cascade_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients).',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.pool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
    uploadBytes: new Counter({
      name: 'cascade_upload_bytes_total',
      help: 'Bytes received in accepted material uploads.',
      registers,
    }),
    downloadBytes: new Counter({
      name: 'cascade_download_bytes_total',
      help: 'Bytes of material downloads answered (whole files and ranges; zips are streamed without a length and not counted).',
      registers,
    }),
    dependencies: dependencyMetrics(registers, () => sources.probe()),
    throttleFallbacks: new Counter({
      name: 'cascade_throttle_fallback_decisions_total',
      help: 'Throttle decisions answered by per-process counters because the shared store (Redis) was unreachable.',
      registers,
    }),
    requestClaims: new Counter({
      name: 'cascade_request_claims_total',
      help: 'Proxied non-idempotent requests by claim outcome: claimed, duplicate (sent again, answered 409), released (answered 503).',
      labelNames: ['outcome'],
      registers,
    }),
    mailFailures: new Counter({ name: 'cascade_mail_failures_total', help: 'Mail deliveries that failed.', registers }),
    mailUnsent: new Gauge({
      name: 'cascade_mail_outbox_unsent',
      help: 'Messages in the outbox not (yet) delivered.',
      registers,
      async collect() {
        this.set(await sources.mailUnsent());
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
