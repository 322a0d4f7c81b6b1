/**
 * The shared engine: PostgreSQL through a `pg` connection pool, for several `vouch serve`
 * replicas writing to one database. An optional schema isolates one deployment (or one
 * test run) from another in the same database.
 */
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { VouchDatabase } from "./database-schema.js";
import { SqlStore } from "./sql-store.js";
import { StoreError } from "./store-error.js";

export interface PostgresStoreOptions {
  /** `postgres://user@host:port/database`. */
  url: string;
  /** Schema to create (if missing) and use for every table; the default is `public`. */
  schema?: string;
  /** Most connections the pool opens. */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Advisory lock key held while a schema is created ("vouch" in ASCII, 0x766f756368). */
const SCHEMA_CREATION_LOCK = "508676105064";

/** The URL without its password, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<SqlStore> {
  const { url, schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new StoreError(
      "store_unavailable",
      `schema ${JSON.stringify(schema)} is not a plain lower-case PostgreSQL identifier`,
    );
  }
  if (schema !== undefined) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      // `create schema if not exists` is not safe against itself: two replicas starting at
      // once can both find the schema missing, and the second fails on a duplicate key. A
      // transaction-level advisory lock makes them take turns.
      await client.query("begin");
      await client.query("select pg_advisory_xact_lock($1)", [SCHEMA_CREATION_LOCK]);
      await client.query(`create schema if not exists ${schema}`);
      await client.query("commit");
    } catch (error) {
      throw unavailable(url, error);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  // Nor may a client in use (a turn between two queries of its transaction): pg emits that
  // error on the client itself, where nothing listens, which would crash the process. The
  // query in flight still fails, and the pool discards the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const store = new SqlStore(
    new Kysely<VouchDatabase>({ dialect: new PostgresDialect({ pool }) }),
    "postgres",
    schema === undefined ? {} : { schema },
  );
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    if (error instanceof StoreError) throw error;
    throw unavailable(url, error);
  }
  return store;
}

function unavailable(url: string, error: unknown): StoreError {
  return new StoreError(
    "store_unavailable",
    `cannot use PostgreSQL at ${redactDatabaseUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}
