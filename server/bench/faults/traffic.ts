// Steady traffic for the fault suite: about 20 requests a second through nginx (lists, uploads,
// downloads, sends that notify, notification lists) and sockets that reconnect the way the SPA does.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const API = '/api/frontend';
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => {
  on(event: string, listener: (...args: never[]) => void): void;
  close(): void;
  terminate(): void;
};

export interface Outcome {
  op: string;
  start: number;
  end: number;
  status: number;
  retryAfter: boolean;
  /** nginx answered itself (no API process answered: refused, reset or dropped), not an API process. */
  byProxy: boolean;
  /** A failed answer's `detail` (or the error), to tell kinds of failure apart. */
  detail?: string;
}

/** nginx's own answer for 502/503/504 from the upstream (nginx.conf, @api_unavailable). */
const PROXY_ANSWER = 'Cascade is briefly unavailable';

export interface Upload {
  at: number;
  id: string;
  sha256: string;
}

export interface Identity {
  agent: string;
  client: string;
  clientMembership: string;
  materialId: string;
  otherTokens: string[];
}

/** The SPA's reconnect delays: 1 s doubling to 30 s, up to 30 % jitter; reset once connected. */
const reconnectDelay = (attempt: number) => Math.round(Math.min(30_000, 1000 * 2 ** attempt) * (1 + 0.3 * Math.random()));

export class Socket {
  open = false;
  reconnects = 0;
  closedAt: number | null = null;
  /** Why connections failed or closed (for the suite's log). */
  readonly events: string[] = [];
  private attempt = 0;
  private ws: InstanceType<typeof WebSocket> | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly onNotification: (id: string) => void,
  ) {
    this.connect();
  }

  private connect(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.on('open', () => {
      if (this.closedAt !== null) this.reconnects += 1;
      this.open = true;
      this.closedAt = null;
      this.attempt = 0;
    });
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload: { id?: string } };
      if (message.type === 'notification' && message.payload.id) this.onNotification(message.payload.id);
    });
    ws.on('error', (error: Error) => this.events.push(`${new Date().toISOString()} error ${error.message}`));
    ws.on('close', (code: number) => {
      this.events.push(`${new Date().toISOString()} close ${code}`);
      this.open = false;
      this.closedAt ??= Date.now();
      if (this.stopped) return;
      setTimeout(() => this.connect(), reconnectDelay(this.attempt++)).unref();
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}

/** One request, recorded; never throws (a refused connection is status 0). */
async function timed(outcomes: Outcome[], op: string, url: string, init: RequestInit = {}): Promise<Response | null> {
  const start = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await response.arrayBuffer();
    const failed = response.status < 200 || response.status >= 300;
    outcomes.push({
      op,
      start,
      end: Date.now(),
      status: response.status,
      retryAfter: response.headers.has('retry-after'),
      byProxy: response.status >= 500 && Buffer.from(body).toString().includes(PROXY_ANSWER),
      ...(failed ? { detail: Buffer.from(body).toString().slice(0, 160) } : {}),
    });
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    outcomes.push({ op, start, end: Date.now(), status: 0, retryAfter: false, byProxy: false, detail: cause });
    return null;
  }
}

export class Traffic {
  readonly outcomes: Outcome[] = [];
  readonly uploads: Upload[] = [];
  /** Sends answered 200 (each stores one notification for the client), with when they ran. */
  readonly sends: Array<{ start: number; end: number }> = [];
  readonly delivered = new Set<string>();
  readonly sockets: Socket[] = [];
  private timer: NodeJS.Timeout | null = null;
  private tick = 0;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly base: string,
    private readonly who: Identity,
  ) {}

  /** 20 sockets: 10 of the client (who receives the notifications), 10 of other members. */
  openSockets(): void {
    const ws = (token: string) => `${this.base.replace(/^http/, 'ws')}${API}/general/ws?token=${encodeURIComponent(token)}`;
    for (let i = 0; i < 10; i++) this.sockets.push(new Socket(ws(this.who.client), (id) => this.delivered.add(id)));
    for (let i = 0; i < 10; i++)
      this.sockets.push(new Socket(ws(this.who.otherTokens[i % this.who.otherTokens.length] ?? ''), () => {}));
  }

  /** 20 requests a second, open loop: a slow answer does not slow the load down. */
  start(): void {
    const plan = ['list', 'list', 'upload', 'list', 'download', 'send', 'notifications', 'list', 'download', 'list'];
    this.timer = setInterval(() => {
      const op = plan[this.tick++ % plan.length] ?? 'list';
      const running = this.run(op).finally(() => this.inFlight.delete(running));
      this.inFlight.add(running);
    }, 50);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
    for (const socket of this.sockets) socket.stop();
  }

  private async run(op: string): Promise<void> {
    const auth = { authorization: `Bearer ${this.who.agent}` };
    const url = `${this.base}${API}`;
    if (op === 'list') await timed(this.outcomes, op, `${url}/content/`, { headers: auth });
    else if (op === 'notifications')
      await timed(this.outcomes, op, `${url}/notification/`, { headers: { authorization: `Bearer ${this.who.client}` } });
    else if (op === 'download') await timed(this.outcomes, op, `${url}/material/${this.who.materialId}`, { headers: auth });
    else if (op === 'send') {
      const at = Date.now();
      const response = await timed(this.outcomes, op, `${url}/content/copy/send`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ folder_ids: [], material_ids: [this.who.materialId], recipient_ids: [this.who.clientMembership] }),
      });
      if (response?.status === 200) this.sends.push({ start: at, end: Date.now() });
    } else if (op === 'upload') {
      const data = randomBytes(64 * 1024);
      const form = new FormData();
      form.append('file', new Blob([data]), 'steady.bin');
      const at = Date.now();
      const response = await timed(this.outcomes, op, `${url}/material/`, { method: 'POST', headers: auth, body: form });
      if (response?.status === 201) {
        const { id } = (await response.json()) as { id: string };
        this.uploads.push({ at, id, sha256: createHash('sha256').update(data).digest('hex') });
      }
    }
  }
}

/** Uploads acknowledged (201) whose bytes cannot be downloaded intact now: rows or blobs lost. */
export async function lostUploads(base: string, token: string, uploads: Upload[]): Promise<{ rows: Upload[]; blobs: Upload[] }> {
  const rows: Upload[] = [];
  const blobs: Upload[] = [];
  for (const upload of uploads) {
    const response = await fetch(`${base}${API}/material/${upload.id}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status === 404) rows.push(upload);
    else if (
      response.status !== 200 ||
      createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex') !== upload.sha256
    )
      blobs.push(upload);
  }
  return { rows, blobs };
}
