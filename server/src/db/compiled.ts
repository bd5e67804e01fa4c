import type { CompiledQuery, Compilable, Kysely, RawBuilder } from 'kysely';
import { readNow } from './direct-reads.js';

/** Where each parameter of a compiled shape comes from: a named value of the call, or a constant of the shape. */
type Slot = { name: string } | { value: unknown };

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  slots: Slot[];
}

const MARK = '\u0000query-shape:';
const standIn = (name: string) => `${MARK}${name}\u0000`;
/** The parameter name a stand-in stands for; undefined for a value that is not exactly one. */
const standInName = (value: string): string | undefined => {
  const name = value.startsWith(MARK) && value.endsWith('\u0000') ? value.slice(MARK.length, -1) : '';
  return /^\w+$/.test(name) ? name : undefined;
};
/**
 * The SQL of the shapes built so far, each with a name of its own: PostgreSQL connections run them as
 * prepared statements (`preparedStatements` in connect.ts), parsed once per connection. Bounded: a
 * process builds a few hundred shapes; past the bound, new ones run unprepared.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 1000;
/** The prepared statement name of a shape's SQL, or undefined for SQL that is not a shape's. */
export const preparedName = (text: string): string | undefined => preparedNames.get(text);

/** Hands out a stand-in string for every parameter name asked for. */
const STAND_INS = new Proxy({} as Record<string, string>, {
  get: (_, name) => (typeof name === 'string' ? standIn(name) : undefined),
});

export interface ShapeOptions<Shape> {
  /**
   * Whether PostgreSQL runs a shape's SQL as a named prepared statement (the default). A shape whose
   * best plan depends on its values says no: after five runs of a prepared statement PostgreSQL may
   * keep one generic plan, made without the values, for every later run. An unnamed statement is
   * planned with its values on every run (a few tenths of a millisecond of planning).
   */
  prepared?: (shape: Shape) => boolean;
}

/**
 * Queries built once per shape. A list's statement takes one of a few shapes — which filters are set,
 * how many search words, which order — and building and compiling it with Kysely costs more than SQLite
 * running it. The first call of a shape builds the query with stand-ins for the parameters (`p.owner`
 * …), compiles it and notes where each stand-in went; later calls of that shape only put the values in.
 *
 * `build` returns a query builder or raw SQL (`sql`…``). `shape` holds everything that decides the SQL
 * (plain values; they make the cache key), `params` the values, each used as a whole parameter: a stand-in changed on its way into the query (escaped, quoted,
 * joined into a string) is refused when the shape is built — make the final value before the call.
 * Shapes are kept per database handle (a dialect compiles its own SQL), at most `maxShapes` of them.
 * A query with one SQL takes the shape `null`: it is built once, which on a path every request takes
 * (the access check, a primary-key read cheaper than building it) is most of its cost. On SQLite a
 * shape's read outside a transaction runs straight on the file's handle (direct-reads.ts).
 */
export function queryShapes<DB, Shape, Params extends object, Row>(
  build: (db: Kysely<DB>, shape: Shape, p: { readonly [K in keyof Params]: Params[K] }) => Compilable<Row> | RawBuilder<Row>,
  maxShapes = 64,
  options: ShapeOptions<Shape> = {},
): (db: Kysely<DB>, shape: Shape, params: Params) => Promise<Row[]> {
  const perDb = new WeakMap<object, Map<string, Template<Row>>>();
  const templateOf = (db: Kysely<DB>, shape: Shape): Template<Row> => {
    let templates = perDb.get(db);
    if (!templates) perDb.set(db, (templates = new Map()));
    const key = JSON.stringify(shape);
    const known = templates.get(key);
    if (known) return known;
    const query = build(db, shape, STAND_INS as never);
    const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
    const slots = compiled.parameters.map((value): Slot => {
      if (typeof value !== 'string' || !value.includes(MARK)) return { value };
      const name = standInName(value);
      if (!name)
        throw new Error(`A parameter was changed before it reached the query (${JSON.stringify(value)}): ${compiled.sql}`);
      return { name };
    });
    if ((options.prepared?.(shape) ?? true) && !preparedNames.has(compiled.sql) && preparedNames.size < MAX_PREPARED)
      preparedNames.set(compiled.sql, `shape_${preparedNames.size + 1}`);
    const template = { compiled, slots };
    templates.set(key, template);
    if (templates.size > maxShapes) templates.delete(templates.keys().next().value!);
    return template;
  };
  return async (db, shape, params) => {
    const { compiled, slots } = templateOf(db, shape);
    const parameters = slots.map((slot) => {
      if (!('name' in slot)) return slot.value;
      const value = (params as Record<string, unknown>)[slot.name];
      if (value === undefined) throw new Error(`No value for the parameter "${slot.name}" of ${compiled.sql}`);
      return value;
    });
    const rows = readNow(db, compiled, parameters);
    if (rows) return rows;
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

/** The values of a shape about a list of ids whose shape is their count: `id0`, `id1`, … */
export type IdList = Record<`id${number}`, string>;

/** The parameters of `ids`, for a shape built by their count (`idsOf` in its builder). */
export const idListParams = (ids: readonly string[]): IdList => Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));

/** In a shape's builder: the stand-ins of `count` ids, for an `in` list. */
export const idsOf = (count: number, p: Readonly<IdList>): string[] => Array.from({ length: count }, (_, i) => p[`id${i}`]!);
