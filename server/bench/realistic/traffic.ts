/**
 * What the members ask for: each request a random member and a random kind, by weight — their root,
 * one of their folders, a deep page of a big folder, their shared space (half the time by sender), a
 * title search with words of the title vocabulary (in any case, accents or not), their member list and
 * a name search. With writes: 5% of requests create a folder, rename a material, upload a 2 KiB file or
 * send one of their files to their upline.
 */
import { randomBytes } from 'node:crypto';
import { FIRST, LAST, WORDS, type SeededMember } from './seed.js';

export interface Request {
  kind: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

const API = '/api/frontend';
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const plain = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');
const searchWord = () => {
  const word = pick(WORDS);
  const r = Math.random();
  return r < 0.3
    ? plain(word).toLowerCase()
    : r < 0.4
      ? word.toUpperCase()
      : r < 0.6
        ? word.slice(0, 4 + Math.floor(Math.random() * 3))
        : word;
};

export const READS: [kind: string, weight: number, build: (m: SeededMember) => string][] = [
  ['root', 25, () => '/content/?size=20'],
  ['folder', 20, (m) => (m.folders.length ? `/content/?folder_id=${pick(m.folders)}&size=20` : '/content/?size=20')],
  [
    'deep page',
    5,
    (m) =>
      m.bigFolder
        ? `/content/?folder_id=${m.bigFolder}&size=20&page=${1 + Math.floor(Math.random() * Math.ceil(m.bigFolderItems / 20))}`
        : '/content/?size=20&page=2',
  ],
  // Stepping to the next page from one the member has (keyset, after_id): measured alone and cold, and
  // left out of the mix (weight 0) so the mix stays the one earlier figures were measured with.
  [
    'next page',
    0,
    (m) =>
      m.bigFolder && m.bigFolderSample.length
        ? `/content/?folder_id=${m.bigFolder}&size=20&page=2&after_id=${pick(m.bigFolderSample)}`
        : '/content/?size=20&page=2',
  ],
  [
    'shared',
    15,
    (m) =>
      m.uplineId && Math.random() < 0.5 ? `/content/shared?invited_by_id=${m.uplineId}&size=20` : '/content/shared?size=20',
  ],
  [
    'search',
    15,
    () => `/content/?size=20&title=${encodeURIComponent(Math.random() < 0.3 ? `${searchWord()} ${searchWord()}` : searchWord())}`,
  ],
  // The two ends of search, measured alone and cold (weight 0: the mix's searches are the row above): a
  // title's number, matching a few titles of a heavy member's space (one in 9,000); one word of the
  // vocabulary, matching thousands there.
  ['selective search', 0, () => `/content/?size=20&title=${1000 + Math.floor(Math.random() * 9000)}`],
  ['broad search', 0, () => `/content/?size=20&title=${encodeURIComponent(searchWord())}`],
  ['members', 12, () => `/user-company/?size=20&page=${1 + Math.floor(Math.random() * 3)}`],
  [
    'member search',
    8,
    () =>
      `/user-company/?size=20&full_name=${encodeURIComponent(Math.random() < 0.5 ? plain(pick(LAST)).slice(0, 4) : `${pick(FIRST)} ${pick(LAST)}`)}`,
  ],
];

const auth = (m: SeededMember) => ({ authorization: `Bearer ${m.token}` });

function multipart(name: string): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    randomBytes(2048),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export const WRITES: [
  kind: string,
  weight: number,
  build: (m: SeededMember) => Omit<Request, 'headers'> & { headers?: Record<string, string> },
][] = [
  [
    'create folder',
    30,
    () => ({
      kind: 'create folder',
      method: 'POST',
      path: '/folder/',
      body: JSON.stringify({ title: `${pick(WORDS)} ${Date.now() % 100000}` }),
      headers: { 'content-type': 'application/json' },
    }),
  ],
  [
    'rename',
    25,
    (m) =>
      m.materials.length
        ? {
            kind: 'rename',
            method: 'PATCH',
            path: `/material/${pick(m.materials)}`,
            body: JSON.stringify({ title: `${pick(WORDS)} ${pick(WORDS)} ${Date.now() % 100000}.pdf` }),
            headers: { 'content-type': 'application/json' },
          }
        : {
            kind: 'create folder',
            method: 'POST',
            path: '/folder/',
            body: JSON.stringify({ title: `${pick(WORDS)} x` }),
            headers: { 'content-type': 'application/json' },
          },
  ],
  [
    'upload',
    25,
    () => {
      const { body, type } = multipart(`${pick(WORDS)} ${Date.now() % 100000}.pdf`);
      return { kind: 'upload', method: 'POST', path: '/material/', body, headers: { 'content-type': type } };
    },
  ],
  [
    // One of their files to their upline, as a client sends a form back to their agent (a member without
    // an upline, an admin, makes a folder instead).
    'send',
    20,
    (m) =>
      m.materials.length && m.uplineId
        ? {
            kind: 'send',
            method: 'POST',
            path: '/content/copy/send',
            body: JSON.stringify({ folder_ids: [], material_ids: [pick(m.materials)], recipient_ids: [m.uplineId] }),
            headers: { 'content-type': 'application/json' },
          }
        : {
            kind: 'create folder',
            method: 'POST',
            path: '/folder/',
            body: JSON.stringify({ title: `${pick(WORDS)} y` }),
            headers: { 'content-type': 'application/json' },
          },
  ],
];

function weighted<T extends [string, number, ...unknown[]]>(table: T[]): T {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const entry of table) if ((r -= entry[1]) < 0) return entry;
  return table[table.length - 1]!;
}

export function readOf(m: SeededMember, kind?: string): Request {
  const [name, , build] = kind ? READS.find(([k]) => k === kind)! : weighted(READS);
  return { kind: name, method: 'GET', path: API + build(m), headers: auth(m) };
}

export function writeOf(m: SeededMember, kind?: string): Request {
  const [, , build] = kind ? WRITES.find(([k]) => k === kind)! : weighted(WRITES);
  const w = build(m);
  return { ...w, path: API + w.path, headers: { ...auth(m), ...w.headers } };
}

/** One request of the mix: a random member; a write with probability `writeShare`. */
export function nextRequest(members: SeededMember[], writeShare: number): Request {
  const m = pick(members);
  return Math.random() < writeShare ? writeOf(m) : readOf(m);
}
