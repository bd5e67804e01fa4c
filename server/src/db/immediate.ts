import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver } from 'kysely';

/**
 * SQLite transactions that take the write lock when they begin (`begin immediate`), not at their first
 * write. A transaction begun deferred reads from a snapshot and then asks for the lock; when another
 * process (an operator's command on the same file, say) wrote in between, SQLite refuses the upgrade at
 * once with SQLITE_BUSY instead of waiting its busy timeout, and the request failed. Begun immediate, it
 * waits for the other writer and then reads what that one wrote. Within the server nothing changes: its
 * one connection runs one transaction at a time.
 */
export function withImmediateTransactions(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => immediate(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** The dialect's driver, but for how a transaction begins (its methods keep their own `this`). */
function immediate(driver: Driver): Driver {
  return {
    init: () => driver.init(),
    acquireConnection: () => driver.acquireConnection(),
    beginTransaction: async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    },
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    releaseConnection: (connection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
  };
}
