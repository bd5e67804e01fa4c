// The daily digest for 10,000 members with 20 unread notifications each (one in ten read meanwhile): how
// long building and queuing it takes, the process's peak RSS, the event loop's worst delay while it runs,
// and the throughput of a read mix (GET /notification/ pages) in the same process while it runs against
// without it.
//
//   node --import tsx bench/digest.ts [sqlite|postgres] [members=10000] [per-member=20]
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { newId } from '../src/lib/ids.js';
import { benchPostgresUrl, freshDatabase, insertMember, openApp } from './fresh-app.js';

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const MEMBERS = Number(process.argv[3] ?? 10_000);
const PER_MEMBER = Number(process.argv[4] ?? 20);
const CHUNK = 500;

const database = await freshDatabase('digest', dialect === 'postgres' ? benchPostgresUrl() : undefined);
// Load shedding off: the machine is shared, and the figures below report the event loop's delay themselves.
const app = await openApp(database, {
  MAIL_EVENTS_INTERVAL_MS: '0',
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  ACCESS_TOKEN_TTL: '86400',
});
const db = app.db;
try {
  const companyId = newId();
  // Two days ago: every member's digest time has come since their lines were queued.
  const at = new Date(Date.now() - 48 * 3600_000).toISOString();
  await db
    .insertInto('company')
    .values({
      id: companyId,
      name: 'Bench Digest',
      address: null,
      phone: null,
      website: null,
      email: null,
      logo: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const reader = await insertMember(db, app.accessTokens, { companyId, role: 'agent', invitedById: null, name: 'Reader' });
  // Members and their lines, straight into the tables (what notify and scheduleMail would have written).
  let t0 = performance.now();
  const users: object[] = [];
  const members: { id: string }[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const userId = newId();
    const id = newId();
    users.push({
      id: userId,
      email: `digest.${i}@bench.test`,
      first_name: 'Member',
      last_name: String(i),
      phone: '',
      address: '',
      password_hash: 'x',
      national_producer_number: null,
      has_security_license: null,
      gender: null,
      state: null,
      created_at: at,
      updated_at: at,
    });
    members.push({
      id,
      user_id: userId,
      company_id: companyId,
      role: 'client',
      invited_by_id: reader.id,
      status: 'active',
      archived_at: null,
      created_at: at,
    } as never);
  }
  // Not due until the benchmark makes a slice of members due (see below).
  const later = '9999-01-01T00:00:00.000Z';
  // One transaction: SQLite commits once instead of a thousand times.
  await db.transaction().execute(async (db) => {
    for (let i = 0; i < users.length; i += CHUNK)
      await db
        .insertInto('users')
        .values(users.slice(i, i + CHUNK) as never)
        .execute();
    for (let i = 0; i < members.length; i += CHUNK)
      await db
        .insertInto('user_company')
        .values(members.slice(i, i + CHUNK) as never)
        .execute();
    let notifications: object[] = [];
    let lines: object[] = [];
    const flush = async () => {
      await db
        .insertInto('notification')
        .values(notifications as never)
        .execute();
      await db
        .insertInto('notification_mail')
        .values(lines as never)
        .execute();
      notifications = [];
      lines = [];
    };
    let n = 0;
    for (const member of members) {
      for (let k = 0; k < PER_MEMBER; k += 1) {
        const id = newId();
        n += 1;
        notifications.push({
          id,
          membership_id: member.id,
          type: 'content_received',
          title: `Gina Agent shared “Brochure ${k}” with you`,
          body: 'Brochure',
          link: '/materials?tab=shared',
          read_at: n % 10 === 0 ? at : null,
          created_at: at,
        });
        lines.push({
          notification_id: id,
          membership_id: member.id,
          kind: 'content_received',
          channel: 'digest',
          due_at: later,
          claimed_by: null,
          claimed_until: null,
          done_at: null,
          outcome: null,
          created_at: at,
        });
        if (notifications.length >= 400) await flush();
      }
    }
    if (notifications.length > 0) await flush();
  });
  console.log(
    `# ${dialect}: seeded ${MEMBERS} members × ${PER_MEMBER} lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // The read mix: 8 concurrent readers of the notification list, for `ms`.
  const headers = { authorization: `Bearer ${reader.token}` };
  let stop = false;
  const readFor = async (until: () => boolean) => {
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!until()) {
          const r = await app.inject({ method: 'GET', url: '/api/frontend/notification/?size=20', headers });
          if (r.statusCode !== 200) throw new Error(r.body);
          done += 1;
        }
      }),
    );
    return done;
  };
  // Warm-up first (JIT, connection pool, caches), so that "alone" is not a cold start.
  t0 = performance.now();
  await readFor(() => performance.now() - t0 > 3000);

  // Interleaved, so that other work on a shared machine weighs on both figures alike: the digest runs for
  // one slice of the members at a time (their lines made due), its mail is delivered (the outbox sender,
  // outbox-only), and between slices the read mix runs alone for a few seconds.
  const SLICES = 10;
  const ALONE_MS = 3000;
  const sliceSize = Math.ceil(MEMBERS / SLICES);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  // memoryUsage.rss() only: memoryUsage() walks the heap's spaces, and every 50 ms that cost the read mix.
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const result = { mailed: 0, read: 0 };
  let [aloneReads, aloneMs, duringReads, duringMs, digestMs, deliverMs] = [0, 0, 0, 0, 0, 0];
  const aloneWindow = async () => {
    const started = performance.now();
    aloneReads += await readFor(() => performance.now() - started > ALONE_MS);
    aloneMs += performance.now() - started;
  };
  for (let slice = 0; slice < SLICES; slice += 1) {
    await aloneWindow();
    const ids = members.slice(slice * sliceSize, (slice + 1) * sliceSize).map((m) => m.id);
    for (let i = 0; i < ids.length; i += CHUNK)
      await db
        .updateTable('notification_mail')
        .set({ due_at: new Date(Date.now() - 60_000).toISOString() })
        .where('membership_id', 'in', ids.slice(i, i + CHUNK))
        .execute();
    stop = false;
    const started = performance.now();
    loop.enable();
    const reads = readFor(() => stop);
    const r = await app.mailEvents.sender.sendDigests(Date.now());
    const built = performance.now();
    await app.mailer.flush();
    deliverMs += performance.now() - built;
    digestMs += built - started;
    stop = true;
    duringReads += await reads;
    duringMs += performance.now() - started;
    loop.disable();
    result.mailed += r.mailed;
    result.read += r.read;
  }
  await aloneWindow();
  clearInterval(sampler);
  const aloneRate = aloneReads / (aloneMs / 1000);
  const duringRate = duringReads / (duringMs / 1000);
  const queued = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({
      dialect,
      members: MEMBERS,
      perMember: PER_MEMBER,
      digestsQueued: Number(queued.n),
      mailed: result.mailed,
      linesLeftOutAsRead: result.read,
      digestSeconds: Number((digestMs / 1000).toFixed(2)),
      deliverySeconds: Number((deliverMs / 1000).toFixed(2)),
      peakRssMiB: Math.round(peak / 1048576),
      maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      eventLoopDelayP99Ms: Number((loop.percentile(99) / 1e6).toFixed(1)),
      eventLoopDelayMaxMs: Number((loop.max / 1e6).toFixed(1)),
      readsPerSecondAlone: Math.round(aloneRate),
      readsPerSecondDuringDigest: Math.round(duringRate),
      readMixChange: `${(((duringRate - aloneRate) / aloneRate) * 100).toFixed(1)}%`,
      loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
    }),
  );
} finally {
  await app.close();
  await database.drop();
}
