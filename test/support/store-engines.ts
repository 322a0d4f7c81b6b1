/**
 * The engines every store-facing suite runs on, written once and iterated over
 * (`describe.each(STORE_ENGINES)`): a fresh SQLite file, and a fresh PostgreSQL schema
 * when PostgreSQL is reachable. Each `open` gives an isolated, migrated store.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import type { VouchStore } from "../../src/store/store.js";

export interface StoreFixture {
  store: VouchStore;
  /** Opens a second store on the same database (another process, or a restart). */
  reopen(): Promise<VouchStore>;
  /** Closes every store opened here and removes the database. */
  cleanup(): Promise<void>;
}

export interface StoreEngine {
  name: "sqlite" | "postgres";
  /** False when the engine is not available here (PostgreSQL not reachable outside CI). */
  available: boolean;
  open(): Promise<StoreFixture>;
}

async function openSqliteFixture(): Promise<StoreFixture> {
  const directory = mkdtempSync(join(tmpdir(), "vouch-store-"));
  const path = join(directory, "vouch.db");
  const opened: VouchStore[] = [];
  const open = async () => {
    const store = await openSqliteStore(path);
    opened.push(store);
    return store;
  };
  return {
    store: await open(),
    reopen: open,
    async cleanup() {
      await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function openPostgresFixture(url: string): Promise<StoreFixture> {
  const schema = `vouch_test_${randomBytes(6).toString("hex")}`;
  const opened: VouchStore[] = [];
  const open = async () => {
    const store = await openPostgresStore({ url, schema });
    opened.push(store);
    return store;
  };
  return {
    store: await open(),
    reopen: open,
    async cleanup() {
      await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

const postgresUrl = inject("postgresUrl");

export const STORE_ENGINES: StoreEngine[] = [
  { name: "sqlite", available: true, open: openSqliteFixture },
  {
    name: "postgres",
    available: postgresUrl !== null,
    open: () => {
      if (postgresUrl === null) throw new Error("PostgreSQL is not reachable");
      return openPostgresFixture(postgresUrl);
    },
  },
];
