import type { Compilable, Kysely } from 'kysely';

/**
 * A query built and compiled once, then run with new parameter values. Building and compiling a Kysely
 * query costs more than the SQLite primary-key read it describes, which matters on a path every request
 * takes (the access check). The query runs through the executor as usual: the same connection handling
 * and transactions, the same plugins.
 *
 * Build it with stand-in values for exactly the parameters that are passed later, in the same order:
 * a call with another number of values is refused.
 */
export function compiledOnce<DB, Row, Args extends unknown[]>(
  db: Kysely<DB>,
  query: Compilable<Row>,
): (...values: Args) => Promise<Row[]> {
  const compiled = query.compile();
  return async (...values) => {
    if (values.length !== compiled.parameters.length) {
      throw new Error(`This query takes ${compiled.parameters.length} values, not ${values.length}: ${compiled.sql}`);
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters: values });
    return result.rows;
  };
}
