/**
 * Opens the store the configuration names: PostgreSQL when a database URL is set,
 * otherwise the embedded SQLite file. Migrations have run when the promise resolves.
 */
import { openPostgresStore } from "./postgres-store.js";
import { openSqliteStore } from "./sqlite-store.js";
import type { VouchStore } from "./store.js";

export type StoreLocation =
  | { kind: "sqlite"; path: string }
  | { kind: "postgres"; url: string; schema?: string };

export async function openStore(location: StoreLocation): Promise<VouchStore> {
  return location.kind === "postgres"
    ? openPostgresStore(
        location.schema === undefined
          ? { url: location.url }
          : { url: location.url, schema: location.schema },
      )
    : openSqliteStore(location.path);
}
