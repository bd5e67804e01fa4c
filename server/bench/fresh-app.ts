/**
 * What the benchmarks that run the app stand on: a database of their own (a SQLite file in a temporary
 * data folder, or a schema of its own on PostgreSQL that is dropped afterwards), the app built on it in
 * the benchmark's own process, and members inserted straight into it with an access token each.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connect, type Db } from '../src/db/connect.js';
import { newId } from '../src/lib/ids.js';
import type { AccessTokens } from '../src/services/identity/access-tokens.js';
import { insertMembership } from '../test/helpers/members.js';

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, or the shared test database. */
export const benchPostgresUrl = (): string => process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface FreshDatabase {
  dialect: 'PostgreSQL' | 'SQLite';
  /** DATABASE_URL: the SQLite file in `dataDir`, or the PostgreSQL server. */
  url: string;
  /** PostgreSQL only: the schema of its own. */
  schema: string | undefined;
  dataDir: string;
  /** DATA_DIR, DATABASE_URL and (PostgreSQL) DATABASE_SCHEMA, for an API process started on it. */
  env: Record<string, string>;
  /** Drops the schema and removes the data folder. */
  drop(): Promise<void>;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own, named after `name`: a schema on `postgresUrl` when given, else a SQLite file. */
export async function freshDatabase(name: string, postgresUrl?: string): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cascade-bench-${name}-`));
  const schema = postgresUrl ? `bench_${name.replaceAll('-', '_')}_${randomBytes(5).toString('hex')}` : undefined;
  const url = postgresUrl || `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
  if (schema) await onPostgres(url, `create schema ${schema}`);
  return {
    dialect: schema ? 'PostgreSQL' : 'SQLite',
    url,
    schema,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url, ...(schema ? { DATABASE_SCHEMA: schema } : {}) },
    async drop() {
      if (schema) await onPostgres(url, `drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';

/**
 * The app on `database`, in this process, ready (not listening). `env` is added to its configuration;
 * closing the app closes its database connection.
 */
export async function openApp(
  database: FreshDatabase,
  env: Record<string, string> = {},
  poolSize?: number,
): Promise<FastifyInstance> {
  const config = loadConfig({
    ...database.env,
    JWT_SECRET: BENCH_JWT_SECRET,
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const db = connect(database.url, { schema: database.schema, poolSize });
  const app = await buildApp(config, { db, dbSchema: database.schema, logger: false });
  app.addHook('onClose', () => db.close());
  await app.ready();
  return app;
}

export interface BenchMember {
  id: string;
  token: string;
}

/** A member of `companyId` (its user too), active, with an access token signed by `tokens`. */
export async function insertMember(
  db: Db,
  tokens: Pick<AccessTokens, 'sign'>,
  member: { companyId: string; role: 'agent' | 'client'; invitedById: string | null; name: string },
): Promise<BenchMember> {
  const { id, userId } = await insertMembership(db, {
    companyId: member.companyId,
    role: member.role,
    invitedById: member.invitedById,
    email: `bench.${member.name.replaceAll(' ', '.').toLowerCase()}.${newId().slice(0, 8)}@example.com`,
    firstName: 'Bench',
    lastName: member.name,
  });
  return { id, token: await tokens.sign({ membershipId: id, userId, companyId: member.companyId, role: member.role }) };
}
