import type {
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  TransactionSettings,
  UnknownRow,
} from 'kysely';

type Callback = () => void;

/** Callbacks waiting for the transaction open on a connection to commit. */
const pending = new WeakMap<DatabaseConnection, { callbacks: Callback[]; savepoints: Map<string, number> }>();

function runAll(callbacks: Callback[], onError: (error: unknown) => void): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      onError(error);
    }
  }
}

/** Delegates to the dialect's driver and runs after-commit callbacks once a transaction has committed. */
class CommitTrackingDriver implements Driver {
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly onError: (error: unknown) => void,
  ) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) {
      this.savepoint = async (connection, name, compile) => {
        await savepoint.call(inner, connection, name, compile);
        const state = pending.get(connection);
        state?.savepoints.set(name, state.callbacks.length);
      };
    }
    if (rollbackToSavepoint) {
      this.rollbackToSavepoint = async (connection, name, compile) => {
        await rollbackToSavepoint.call(inner, connection, name, compile);
        const state = pending.get(connection);
        const length = state?.savepoints.get(name);
        if (state && length !== undefined) state.callbacks.length = length;
      };
    }
    if (releaseSavepoint) {
      this.releaseSavepoint = (connection, name, compile) => releaseSavepoint.call(inner, connection, name, compile);
    }
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(connection, settings);
    pending.set(connection, { callbacks: [], savepoints: new Map() });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(connection);
    const state = pending.get(connection);
    pending.delete(connection);
    if (state) runAll(state.callbacks, this.onError);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    pending.delete(connection);
    await this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Wraps a dialect so that `afterCommit` can defer work until the surrounding transaction commits. */
export function withCommitHooks(dialect: Dialect, onError: (error: unknown) => void = () => {}): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitTrackingDriver(dialect.createDriver(), onError),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * Runs `callback` once what `db` wrote is visible to everyone: at once outside a transaction, after the
 * commit inside one, never when it rolls back (or rolls back to a savepoint taken before).
 */
export async function afterCommit<DB>(db: Kysely<DB>, callback: Callback): Promise<void> {
  if (!db.isTransaction) {
    callback();
    return;
  }
  let deferred = false;
  await db.getExecutor().provideConnection(async (connection) => {
    const state = pending.get(connection);
    if (state) {
      state.callbacks.push(callback);
      deferred = true;
    }
  });
  // A database opened without `withCommitHooks` cannot tell when it commits; do not lose the work.
  if (!deferred) callback();
}

/**
 * Things that happened in committed transactions, for whoever listens in this process (the realtime
 * hub). It rides along as a no-op Kysely plugin, so every transaction of a database can reach it.
 */
export class CommitEvents<Event = unknown> implements KyselyPlugin {
  private readonly listeners = new Set<(event: Event) => void>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  subscribe(listener: (event: Event) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: Event): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** The commit events of the database `db` (or a transaction of it) belongs to, if it has any. */
export function commitEventsOf<Event>(db: {
  getExecutor(): { readonly plugins: ReadonlyArray<KyselyPlugin> };
}): CommitEvents<Event> | null {
  const plugin = db.getExecutor().plugins.find((p) => p instanceof CommitEvents);
  return (plugin as CommitEvents<Event> | undefined) ?? null;
}
