/**
 * A D1Database for tests in Node whose every query is one asynchronous exchange with the bridge
 * Worker (bridge-worker.js), which runs it on the real local D1 inside workerd.
 *
 * Why not the platform proxy (wrangler's getPlatformProxy): its prepare() and bind() are synchronous
 * round trips over a blocked thread, and on a busy 2-core machine an answer now and then came back
 * late, after which every later call in the file read the previous call's answer. Here prepare() and
 * bind() are plain objects in this process; only first/all/run/raw/batch/exec travel, and they are
 * promises, as they are on D1.
 */
export type BridgeSend = (ask: Record<string, unknown>) => Promise<{ result: unknown; bookmark: string | null }>;

type Ask = { sql: string; params: unknown[] };

/** D1 refuses these when they are bound (D1_TYPE_ERROR), synchronously, before any query: so does this. */
function wireValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { $bytes: Buffer.from(bytes).toString('base64') };
  }
  throw new Error(`D1_TYPE_ERROR: Type '${typeof value}' not supported for value '${String(value)}'`);
}

class BridgedStatement {
  constructor(
    private readonly send: BridgeSend,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  bind(...values: unknown[]): BridgedStatement {
    return new BridgedStatement(this.send, this.sql, values.map(wireValue));
  }

  get ask(): Ask {
    return { sql: this.sql, params: this.params };
  }

  async first(column?: string): Promise<unknown> {
    return (await this.send({ op: 'first', ...this.ask, column })).result;
  }

  async all(): Promise<unknown> {
    return (await this.send({ op: 'all', ...this.ask })).result;
  }

  async run(): Promise<unknown> {
    return (await this.send({ op: 'run', ...this.ask })).result;
  }

  async raw(options?: { columnNames?: boolean }): Promise<unknown> {
    return (await this.send({ op: 'raw', ...this.ask, columnNames: options?.columnNames === true })).result;
  }
}

function asks(statements: D1PreparedStatement[]): Ask[] {
  return statements.map((s) => {
    if (!(s instanceof BridgedStatement)) throw new Error('batch() takes statements prepared on this database');
    return s.ask;
  });
}

/** A D1 session (withSession): each query starts where the last one's bookmark left it. */
class BridgedSession {
  private latest: string;
  private bookmark: string | null = null;

  constructor(
    private readonly send: BridgeSend,
    from: string,
  ) {
    this.latest = from;
  }

  private readonly sessionSend: BridgeSend = async (ask) => {
    const answer = await this.send({ ...ask, session: this.latest });
    if (answer.bookmark !== null) this.bookmark = this.latest = answer.bookmark;
    return answer;
  };

  prepare(sql: string): D1PreparedStatement {
    return new BridgedStatement(this.sessionSend, sql) as unknown as D1PreparedStatement;
  }

  async batch(statements: D1PreparedStatement[]): Promise<unknown> {
    return (await this.sessionSend({ op: 'batch', statements: asks(statements) })).result;
  }

  getBookmark(): string | null {
    return this.bookmark;
  }
}

/** What a test may watch: each query's SQL, once its answer is back (see watchQueries). */
type QueryWatcher = (sql: string) => void;
const watchers = new WeakMap<object, Set<QueryWatcher>>();

/**
 * Calls `watcher` with the SQL of every query this database answers from now on (sessions too),
 * until the returned function is called: a test holds a fake service until the API's racing request
 * has reached a given statement, instead of sleeping and hoping it has.
 */
export function watchQueries(db: D1Database, watcher: QueryWatcher): () => void {
  const set = watchers.get(db);
  if (!set) throw new Error('watchQueries takes the env.DB of a test worker (tests/support/bridge)');
  set.add(watcher);
  return () => set.delete(watcher);
}

export function bridgedD1(bridge: BridgeSend): D1Database {
  const watching = new Set<QueryWatcher>();
  const send: BridgeSend = async (ask) => {
    const answer = await bridge(ask);
    const sqls = ask.op === 'batch' ? (ask.statements as Ask[]).map((s) => s.sql) : [String(ask.sql)];
    for (const watcher of watching) for (const sql of sqls) watcher(sql);
    return answer;
  };
  const db = {
    prepare: (sql: string) => new BridgedStatement(send, sql) as unknown as D1PreparedStatement,
    batch: async (statements: D1PreparedStatement[]) => (await send({ op: 'batch', statements: asks(statements) })).result,
    exec: async (sql: string) => (await send({ op: 'exec', sql })).result,
    dump: () => Promise.reject(new Error('dump() is not offered by the test bridge')),
    withSession: (from?: string) => new BridgedSession(send, from ?? 'first-unconstrained'),
  };
  watchers.set(db, watching);
  return db as unknown as D1Database;
}
