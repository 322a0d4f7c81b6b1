/**
 * The database a benchmarked or soaked server writes to, made fresh for the run and removed
 * after it: SQLite in a temporary directory, or a new schema in the local PostgreSQL
 * (`TEST_DATABASE_URL`, by default `postgres://postgres@127.0.0.1:5432/test`, the one the
 * tests use). PostgreSQL that does not answer is a reason to skip, not a failure; one that is
 * not on this machine is refused, so a run never sends traffic beyond the loopback interface.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { redactDatabaseUrl } from "../src/store/postgres-store.js";
import { deferCleanup } from "./cleanup.js";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";
const CONNECT_TIMEOUT_MS = 3_000;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type StoreKind = "sqlite" | "postgres";

export type PreparedStore =
  | {
      readonly ok: true;
      readonly kind: StoreKind;
      /** The server's store variables. */
      readonly environment: Readonly<Record<string, string>>;
      /** Where the data goes, for the report: `sqlite (temporary file)`, `postgres ... schema x`. */
      readonly description: string;
    }
  | { readonly ok: false; readonly kind: StoreKind; readonly reason: string };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A dropped connection after the query must not crash the runner.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function prepareSqlite(purpose: string): PreparedStore {
  const directory = mkdtempSync(join(tmpdir(), `vouch-${purpose}-`));
  deferCleanup(`temporary directory ${directory}`, () => {
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    ok: true,
    kind: "sqlite",
    environment: { VOUCH_DB: join(directory, "vouch.db") },
    description: "sqlite, a new file in a temporary directory",
  };
}

async function preparePostgres(purpose: string): Promise<PreparedStore> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { ok: false, kind: "postgres", reason: "TEST_DATABASE_URL is not a URL" };
  }
  if (!LOOPBACK_HOSTS.has(host)) {
    return {
      ok: false,
      kind: "postgres",
      reason: `${redactDatabaseUrl(url)} is not on this machine; the benchmark only talks to 127.0.0.1`,
    };
  }
  try {
    await withClient(url, (client) => client.query("select 1"));
  } catch (error) {
    return {
      ok: false,
      kind: "postgres",
      reason: `PostgreSQL at ${redactDatabaseUrl(url)} does not answer (${errorMessage(error)})`,
    };
  }
  // The server creates the schema at start-up; the run drops it at the end.
  const schema = `vouch_${purpose}_${randomBytes(5).toString("hex")}`;
  deferCleanup(`PostgreSQL schema ${schema}`, async () => {
    await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
  });
  return {
    ok: true,
    kind: "postgres",
    environment: { DATABASE_URL: url, VOUCH_PG_SCHEMA: schema },
    description: `postgres ${redactDatabaseUrl(url)}, a new schema ${schema} (dropped afterwards)`,
  };
}

/** A fresh database for one server; `purpose` (`bench`, `soak`) names the directory or schema. */
export async function prepareStore(kind: StoreKind, purpose: string): Promise<PreparedStore> {
  return kind === "sqlite" ? prepareSqlite(purpose) : preparePostgres(purpose);
}
