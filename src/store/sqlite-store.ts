/**
 * The embedded default engine: one SQLite file (better-sqlite3) in WAL mode, so readers do
 * not block the writer, with foreign keys on and a full sync on commit so that a recorded
 * invocation survives a crash of the process or the machine.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { VouchDatabase } from "./database-schema.js";
import { SqlStore } from "./sql-store.js";
import { StoreError } from "./store-error.js";

export async function openSqliteStore(path: string): Promise<SqlStore> {
  let connection: Database.Database;
  try {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    connection = new Database(path);
    connection.pragma("journal_mode = WAL");
    connection.pragma("synchronous = FULL");
    connection.pragma("foreign_keys = ON");
    connection.pragma("busy_timeout = 5000");
  } catch (error) {
    throw new StoreError(
      "store_unavailable",
      `cannot open SQLite database ${path}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const store = new SqlStore(
    new Kysely<VouchDatabase>({ dialect: new SqliteDialect({ database: connection }) }),
    "sqlite",
  );
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
