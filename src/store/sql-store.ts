/**
 * The one implementation of VouchStore, over Kysely. The engine-specific parts (how a
 * connection is opened, how JSON and timestamps come back) are passed in by
 * sqlite-store.ts and postgres-store.ts; everything else is written once.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { Migrator } from "kysely";
import type { NewToolInvocation, ToolInvocation } from "../recorder/tool-invocation.js";
import { InvocationStatusSchema, RetrievalDetailsSchema } from "../recorder/tool-invocation.js";
import type {
  DiagnosisSessionTable,
  ToolInvocationTable,
  VouchDatabase,
} from "./database-schema.js";
import { createMigrationProvider } from "./migrations.js";
import type {
  DiagnosisSession,
  DiagnosisSessionUpdate,
  JsonValue,
  NewDiagnosisSession,
  StoreEngine,
  VouchStore,
} from "./store.js";
import { isStoreError, StoreError } from "./store-error.js";

/** A UTF-16 surrogate without its pair: JavaScript strings may hold one, UTF-8 text cannot. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

function storable(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD").replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * PostgreSQL's JSONB cannot hold U+0000 or a lone surrogate (a question, a model's output or
 * a tool record may carry either); both engines store U+FFFD instead, in values and keys, so
 * they agree and no such text can make a turn fail to save.
 */
function encodeJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, member: unknown) => {
    if (typeof member === "string") return storable(member);
    if (typeof member !== "object" || member === null || Array.isArray(member)) return member;
    const keys = Object.keys(member);
    return keys.every((key) => storable(key) === key)
      ? member
      : Object.fromEntries(Object.entries(member).map(([key, field]) => [storable(key), field]));
  });
}

/**
 * Whether a key can name a stored row: PostgreSQL text cannot hold U+0000 (a query with one
 * fails), so no row has such a key and both engines answer "not found" without asking.
 */
function isStorableKey(key: string): boolean {
  return !key.includes("\u0000");
}

function decodeJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

function toIsoTimestamp(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}

function asJsonObject(value: unknown): { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as { [key: string]: JsonValue })
    : {};
}

function asJsonArray(value: unknown): JsonValue[] {
  return Array.isArray(value) ? (value as JsonValue[]) : [];
}

function toInvocation(row: Selectable<ToolInvocationTable>): ToolInvocation {
  const retrievalDetails = RetrievalDetailsSchema.safeParse(decodeJson(row.retrieval_details));
  const status = InvocationStatusSchema.safeParse(row.status);
  return {
    id: Number(row.id),
    session_id: row.session_id,
    tool_name: row.tool_name,
    arguments: decodeJson(row.arguments),
    result: decodeJson(row.result),
    // A row whose details are not of the current shape is read as carrying no evidence
    // references, which the Gatekeeper treats as an old row (low confidence), never as proof.
    retrieval_details: retrievalDetails.success
      ? retrievalDetails.data
      : { evidence_status: "error" },
    status: status.success ? status.data : "error",
    error: row.error,
    started_at: toIsoTimestamp(row.started_at),
    duration_ms: Number(row.duration_ms),
  };
}

function toSession(row: Selectable<DiagnosisSessionTable>): DiagnosisSession {
  return {
    id: row.id,
    owner: row.owner,
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
    messages: asJsonArray(decodeJson(row.messages)),
    final_answers: asJsonArray(decodeJson(row.final_answers)),
    self_evaluation: asJsonObject(decodeJson(row.self_evaluation)),
  };
}

/** How each engine reports a violated foreign key (the invocation's session does not exist). */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return error.code === "SQLITE_CONSTRAINT_FOREIGNKEY" || error.code === "23503";
}

async function writeSessionUpdate(
  database: Kysely<VouchDatabase>,
  id: string,
  update: DiagnosisSessionUpdate,
): Promise<DiagnosisSession | undefined> {
  const row = await database
    .updateTable("diagnosis_session")
    .set({
      updated_at: new Date().toISOString(),
      ...(update.messages === undefined ? {} : { messages: encodeJson(update.messages) }),
      ...(update.final_answers === undefined
        ? {}
        : { final_answers: encodeJson(update.final_answers) }),
      ...(update.self_evaluation === undefined
        ? {}
        : { self_evaluation: encodeJson(update.self_evaluation) }),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : toSession(row);
}

/** A failure of the database itself (closed, unreachable, disk full), as a StoreError. */
function unavailable(error: unknown): unknown {
  if (isStoreError(error)) return error;
  return new StoreError(
    "store_unavailable",
    `the database failed: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}

export interface SqlStoreOptions {
  /**
   * The PostgreSQL schema the tables live in. The migrator is told too: without it, Kysely
   * takes migration tables in any other schema of the database for its own and fails.
   */
  schema?: string;
}

export class SqlStore implements VouchStore {
  readonly engine: StoreEngine;
  readonly #database: Kysely<VouchDatabase>;
  readonly #schema: string | undefined;

  constructor(database: Kysely<VouchDatabase>, engine: StoreEngine, options: SqlStoreOptions = {}) {
    this.#database = database;
    this.engine = engine;
    this.#schema = options.schema;
  }

  /** Brings the schema to the latest version; safe to run from several processes at once. */
  async migrate(): Promise<void> {
    const migrator = new Migrator({
      db: this.#database,
      provider: createMigrationProvider(this.engine),
      ...(this.#schema === undefined ? {} : { migrationTableSchema: this.#schema }),
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error !== undefined) {
      const failed = results?.find((result) => result.status === "Error");
      throw new StoreError(
        "migration_failed",
        `migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error instanceof Error ? error.message : error)}`,
        { cause: error },
      );
    }
  }

  async recordInvocation(invocation: NewToolInvocation): Promise<ToolInvocation> {
    try {
      const row = await this.#database
        .insertInto("tool_invocation")
        .values({
          session_id: invocation.session_id,
          tool_name: invocation.tool_name,
          arguments: encodeJson(invocation.arguments),
          result: encodeJson(invocation.result),
          retrieval_details: encodeJson(invocation.retrieval_details),
          status: invocation.status,
          error: invocation.error,
          started_at: invocation.started_at,
          duration_ms: invocation.duration_ms,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toInvocation(row);
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new StoreError(
          "session_not_found",
          `session ${invocation.session_id} does not exist; create it before recording invocations`,
          { cause: error },
        );
      }
      throw unavailable(error);
    }
  }

  async getInvocation(id: number): Promise<ToolInvocation | undefined> {
    const [invocation] = await this.getInvocations([id]);
    return invocation;
  }

  async getInvocations(ids: readonly number[]): Promise<ToolInvocation[]> {
    return this.#guarded(async () => {
      const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
      if (wanted.length === 0) return [];
      const rows = await this.#database
        .selectFrom("tool_invocation")
        .selectAll()
        .where("id", "in", wanted)
        .orderBy("id")
        .execute();
      return rows.map(toInvocation);
    });
  }

  async listInvocations(
    sessionId: string,
    filter: { toolName?: string } = {},
  ): Promise<ToolInvocation[]> {
    return this.#guarded(async () => {
      if (!isStorableKey(sessionId)) return [];
      let query = this.#database
        .selectFrom("tool_invocation")
        .selectAll()
        .where("session_id", "=", sessionId);
      if (filter.toolName !== undefined) query = query.where("tool_name", "=", filter.toolName);
      const rows = await query.orderBy("id").execute();
      return rows.map(toInvocation);
    });
  }

  async createSession(session: NewDiagnosisSession): Promise<DiagnosisSession> {
    return this.#guarded(async () => {
      const now = new Date().toISOString();
      const row = await this.#database
        .insertInto("diagnosis_session")
        .values({
          id: session.id ?? randomUUID(),
          owner: session.owner,
          created_at: now,
          updated_at: now,
          messages: encodeJson([]),
          final_answers: encodeJson([]),
          self_evaluation: encodeJson({}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSession(row);
    });
  }

  async getSession(id: string): Promise<DiagnosisSession | undefined> {
    return this.#guarded(async () => {
      if (!isStorableKey(id)) return undefined;
      const row = await this.#database
        .selectFrom("diagnosis_session")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row === undefined ? undefined : toSession(row);
    });
  }

  async listSessions(filter: { owner?: string; limit?: number } = {}): Promise<DiagnosisSession[]> {
    return this.#guarded(async () => {
      let query = this.#database.selectFrom("diagnosis_session").selectAll();
      if (filter.owner !== undefined) query = query.where("owner", "=", filter.owner);
      const rows = await query
        .orderBy("updated_at", "desc")
        .orderBy("id")
        .limit(filter.limit ?? 100)
        .execute();
      return rows.map(toSession);
    });
  }

  async updateSession(
    id: string,
    update: DiagnosisSessionUpdate,
  ): Promise<DiagnosisSession | undefined> {
    return this.#guarded(async () => {
      if (!isStorableKey(id)) return undefined;
      return writeSessionUpdate(this.#database, id, update);
    });
  }

  async updateSessionWith(
    id: string,
    change: (session: DiagnosisSession) => DiagnosisSessionUpdate,
  ): Promise<DiagnosisSession | undefined> {
    if (!isStorableKey(id)) return undefined;
    let callerError: { error: unknown } | undefined;
    const write = this.#database.transaction().execute(async (transaction) => {
      // Write first: the no-op update takes the row lock (PostgreSQL) or the write lock
      // (SQLite) before anything is read, so no other writer can slip in between the read and
      // the write, and SQLite never has to upgrade a read transaction (which fails at once).
      const locked = await transaction
        .updateTable("diagnosis_session")
        .set((update) => ({ owner: update.ref("owner") }))
        .where("id", "=", id)
        .executeTakeFirst();
      if (locked.numUpdatedRows === 0n) return undefined;
      const row = await transaction
        .selectFrom("diagnosis_session")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      let update: DiagnosisSessionUpdate;
      try {
        update = change(toSession(row));
      } catch (error) {
        callerError = { error };
        throw error;
      }
      return writeSessionUpdate(transaction, id, update);
    });
    try {
      return await write;
    } catch (error) {
      // The caller's own failure is the caller's to report; anything else is the store's.
      if (callerError !== undefined) throw callerError.error;
      throw unavailable(error);
    }
  }

  /** Runs a query, reporting a database failure as `store_unavailable` (HTTP 503, not 500). */
  async #guarded<Result>(operation: () => Promise<Result>): Promise<Result> {
    try {
      return await operation();
    } catch (error) {
      throw unavailable(error);
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.#database.selectFrom("diagnosis_session").select("id").limit(1).execute();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#database.destroy();
  }
}
