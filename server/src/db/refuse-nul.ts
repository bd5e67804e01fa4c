import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { badRequest } from '../lib/errors.js';

/**
 * The last line of defence behind the request schemas (schemas/common-fields.ts): a NUL character
 * (U+0000) never reaches the database, whatever path brought it (a query string, a multipart field or
 * file name, a value derived from a header). PostgreSQL cannot store one in text and fails the statement
 * (22021), which would answer 500; SQLite would store it. Both refuse it here with a 400 instead, before
 * the statement is sent.
 */
export const NUL_DETAIL =
  'The request contains a NUL character (U+0000), which Cascade does not accept. Remove it and try again.';

const hasNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : Array.isArray(value) && value.some(hasNul);

function checkParameters(query: CompiledQuery): void {
  if (query.parameters.some(hasNul)) throw badRequest(NUL_DETAIL);
}

/** Connections already guarded (a driver hands the same connection out again). */
const guarded = new WeakSet<DatabaseConnection>();

function guard(connection: DatabaseConnection): DatabaseConnection {
  if (guarded.has(connection)) return connection;
  guarded.add(connection);
  const execute = connection.executeQuery.bind(connection);
  const stream = connection.streamQuery.bind(connection);
  // Patched in place: drivers recognise their connections by identity (PostgreSQL's release, commit hooks).
  connection.executeQuery = <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
    checkParameters(query);
    return execute<R>(query);
  };
  connection.streamQuery = <R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> => {
    checkParameters(query);
    return stream<R>(query, chunkSize);
  };
  return connection;
}

/** Wraps a dialect so that no statement carrying a NUL in its parameters is sent. */
export function withNulRefused(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => guard(await acquire());
      return driver;
    },
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** For statements run outside Kysely's connections (SQLite's direct reads): the same refusal. */
export const refuseNulParameters = (parameters: readonly unknown[]): void => {
  if (parameters.some(hasNul)) throw badRequest(NUL_DETAIL);
};
