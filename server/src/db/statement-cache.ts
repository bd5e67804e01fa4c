import type SQLite from 'better-sqlite3';

/**
 * An SQLite handle that keeps its prepared statements: Kysely's SQLite driver prepares every query
 * afresh, which costs more than running a primary-key lookup. Statements are cached by their SQL text
 * (least recently used go first); one still being iterated by a stream is never handed out twice —
 * such a query gets a statement of its own. SQLite re-prepares a cached statement by itself after a
 * schema change.
 */
export function withStatementCache(database: SQLite.Database, capacity = 500): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const cached = statements.get(source);
    if (cached && !cached.busy) {
      statements.delete(source);
      statements.set(source, cached);
      return cached;
    }
    const statement = database.prepare(source);
    if (!cached) {
      statements.set(source, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
