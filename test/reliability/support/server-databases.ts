/**
 * The databases a `vouch serve` process (or an in-process Vouch) is pointed at by its
 * environment: a fresh SQLite file in a temporary directory, or a fresh PostgreSQL schema
 * when PostgreSQL answers. Each is removed by `remove()`, which the tests call in
 * afterEach/afterAll. The tests also count rows directly in the database, to see what the
 * API does not show (rows no session lists).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";

/** The reachable PostgreSQL of the test run, or null (see test/support/global-setup.ts). */
export const POSTGRES_URL = inject("postgresUrl");

export interface ServerDatabase {
  /** `VOUCH_DB`, or `DATABASE_URL` and `VOUCH_PG_SCHEMA`. */
  readonly environment: Readonly<Record<string, string>>;
  /** PostgreSQL: the `application_name` of every connection Vouch opens to it; SQLite: null. */
  readonly applicationName: string | null;
  /** Rows in `tool_invocation`, read directly from the database. */
  countInvocations(): Promise<number>;
  /** Deletes the file or drops the schema. */
  remove(): Promise<void>;
}

export interface ServerDatabaseEngine {
  readonly name: "sqlite" | "postgres";
  /** False when PostgreSQL does not answer here (outside CI). */
  readonly available: boolean;
  create(): Promise<ServerDatabase>;
}

function createSqliteDatabase(): Promise<ServerDatabase> {
  const directory = mkdtempSync(join(tmpdir(), "vouch-reliability-"));
  const path = join(directory, "vouch.db");
  return Promise.resolve({
    environment: { VOUCH_DB: path },
    applicationName: null,
    async countInvocations() {
      const connection = new Database(path, { readonly: true, fileMustExist: true });
      try {
        const row = connection.prepare("select count(*) as count from tool_invocation").get();
        return Number((row as { count: number }).count);
      } finally {
        connection.close();
      }
    },
    async remove() {
      rmSync(directory, { recursive: true, force: true });
    },
  });
}

/** A schema name no other test uses. */
export function freshSchemaName(): string {
  return `vouch_reliability_${randomBytes(6).toString("hex")}`;
}

/** Runs one statement on a client of its own. */
export async function runSql(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The same URL with `application_name` set, so that the connections it opens can be found. */
export function withApplicationName(url: string, applicationName: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("application_name", applicationName);
  return parsed.toString();
}

/** A fresh schema on the test PostgreSQL; its connections carry the schema's name. */
export function createPostgresDatabase(url: string): Promise<ServerDatabase> {
  const schema = freshSchemaName();
  return Promise.resolve({
    environment: {
      DATABASE_URL: withApplicationName(url, schema),
      VOUCH_PG_SCHEMA: schema,
    },
    applicationName: schema,
    async countInvocations() {
      const result = await runSql(url, `select count(*) as count from ${schema}.tool_invocation`);
      return Number((result.rows[0] as { count: string }).count);
    },
    async remove() {
      await runSql(url, `drop schema if exists ${schema} cascade`);
    },
  });
}

export const SERVER_DATABASE_ENGINES: readonly ServerDatabaseEngine[] = [
  { name: "sqlite", available: true, create: createSqliteDatabase },
  {
    name: "postgres",
    available: POSTGRES_URL !== null,
    create: () => {
      if (POSTGRES_URL === null) throw new Error("PostgreSQL is not reachable");
      return createPostgresDatabase(POSTGRES_URL);
    },
  },
];

/** The databases of one test file, removed together. */
export class ServerDatabases {
  readonly #created: ServerDatabase[] = [];

  async create(engine: ServerDatabaseEngine): Promise<ServerDatabase> {
    const database = await engine.create();
    this.#created.push(database);
    return database;
  }

  async removeAll(): Promise<void> {
    const created = this.#created.splice(0);
    await Promise.all(created.map((database) => database.remove()));
  }
}

/** Terminates, every `intervalMs`, each PostgreSQL backend opened under `applicationName`. */
export interface ConnectionDropper {
  /** Stops dropping; resolves with how many backends were terminated. */
  stop(): Promise<number>;
}

export async function dropConnectionsRepeatedly(
  url: string,
  applicationName: string,
  intervalMs: number,
): Promise<ConnectionDropper> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let running = true;
  let terminated = 0;
  const loop = (async () => {
    try {
      while (running) {
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
        const result = await admin.query(
          "select count(*) filter (where pg_terminate_backend(pid)) as terminated from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()",
          [applicationName],
        );
        terminated += Number((result.rows[0] as { terminated: string }).terminated);
      }
    } finally {
      await admin.end();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return terminated;
    },
  };
}
