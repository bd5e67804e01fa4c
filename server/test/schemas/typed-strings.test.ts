import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { NUL_DETAIL } from '../../src/db/refuse-nul.js';
import { MALFORMED_TEXT_DETAIL } from '../../src/lib/strict-url.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { multipart } from '../helpers/multipart.js';
import { bearer, loginAs } from '../helpers/session.js';
import { probesOf, type Probe } from './contract-probes.js';

/**
 * The one rule for typed text, checked against the whole contract: every string property of every
 * request body, query string and path in server/openapi.json gets, one at a time, a NUL, a lone
 * surrogate and a text-direction override inside an otherwise valid request, and must be refused with
 * a 400 that names it. A new route or field is probed as soon as it is in the contract.
 */
const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as Parameters<
  typeof probesOf
>[0];
const probes = probesOf(document);

const POISONS = [
  { name: 'NUL', text: '\u0000' },
  { name: 'lone surrogate', text: '\ud800' },
  { name: 'bidi override', text: '\u202e' },
];

/** A query or path value as the URL carries it; a lone surrogate has no UTF-8 form, so its WTF-8 bytes are sent. */
const urlEncode = (text: string): string =>
  text
    .split('\ud800')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

function request(probe: Probe, value: string) {
  const where = probe.location;
  const path = probe.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    where === 'path' && name === probe.name ? `x${urlEncode(value)}` : encodeURIComponent(probe.pathValues[name] ?? 'x'),
  );
  const query = Object.entries(probe.query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  if (where === 'query') query.push(`${probe.name}=${urlEncode(`x${value}`)}`);
  const url = query.length ? `${path}?${query.join('&')}` : path;
  if (probe.contentType === undefined) return { url, headers: {} as Record<string, string>, payload: undefined };
  // A body of raw bytes (a resumable upload's chunk): no typed strings in it, the type it is declared as.
  if (!['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'].includes(probe.contentType))
    return { url, headers: { 'content-type': probe.contentType, 'tus-resumable': '1.0.0' }, payload: Buffer.alloc(0) };
  const body = probe.body();
  if (where === 'body') probe.poison(body, value);
  if (probe.contentType === 'application/json') return { url, headers: {}, payload: body as object };
  const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  if (probe.contentType === 'application/x-www-form-urlencoded') {
    return {
      url,
      headers: { 'content-type': probe.contentType },
      payload: Object.entries(fields)
        .map(([k, v]) => `${k}=${urlEncode(v)}`)
        .join('&'),
    };
  }
  const files = probe.files.map((field) => ({
    field,
    filename: 'probe.bin',
    type: 'application/octet-stream',
    data: Buffer.from('x'),
  }));
  const form = multipart(fields, files);
  return { url, headers: form.headers, payload: form.payload };
}

/** The field name a 400 gives for the probed property: `sections.0.fields.0.label`, `title`… */
const fieldOf = (probe: Probe): string => probe.pointer.join('.');

describe('one rule for every typed string, across the whole contract', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  before(async () => {
    t = await createTestApp({ DEV_OUTBOX: 'true' });
    await seedDemo(t.app.db);
    auth = bearer(await loginAs(t.app, 'admin'));
  });
  after(() => t.close());

  it('finds the string properties to probe in the contract', () => {
    const operations = new Set(probes.map((p) => `${p.method} ${p.path}`));
    assert.ok(probes.length > 100, `${probes.length} string properties`);
    assert.ok(operations.size > 40, `${operations.size} operations`);
    for (const expected of [
      'POST /api/frontend/meeting/room/generate body title',
      'POST /api/frontend/intake-form-template/ body sections.0.fields.0.label',
      'POST /api/frontend/folder/ body title',
      'GET /api/frontend/content/ query title',
    ]) {
      assert.ok(
        probes.some((p) => `${p.method} ${p.path} ${p.location} ${fieldOf(p)}` === expected),
        expected,
      );
    }
  });

  it('refuses a NUL, a lone surrogate and a bidi control in each of them with a 400 naming the field', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const probe of probes) {
      for (const poison of POISONS) {
        const { url, headers, payload } = request(probe, poison.text);
        const response = await t.app.inject({ method: probe.method, url, headers: { ...auth, ...headers }, payload });
        sent += 1;
        const label = `${probe.method} ${probe.path} ${probe.location} ${fieldOf(probe)} with ${poison.name}`;
        if (response.statusCode !== 400) {
          failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        const answer = response.json() as { detail: string; errors?: { field: string }[] };
        const named =
          answer.errors?.some((e) => e.field === fieldOf(probe)) ||
          answer.detail === NUL_DETAIL ||
          answer.detail === MALFORMED_TEXT_DETAIL;
        if (!named) failures.push(`${label}: 400 for another reason: ${response.body.slice(0, 200)}`);
      }
    }
    assert.deepEqual(failures, [], `${failures.length} of ${sent} probes were not refused for the poisoned field`);
  });
});
