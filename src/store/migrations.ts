/**
 * Versioned schema migrations, run at start-up by Kysely's Migrator. One list serves both
 * engines; the few type differences (JSONB vs TEXT, identity vs AUTOINCREMENT, timestamptz
 * vs TEXT) are decided here and nowhere else. Never edit a migration that has shipped:
 * add the next one.
 */
import type { Kysely, Migration, MigrationProvider } from "kysely";
import { sql } from "kysely";
import type { StoreEngine } from "./store.js";

function columnTypes(engine: StoreEngine) {
  return engine === "postgres"
    ? { json: sql`jsonb`, timestamp: sql`timestamptz`, id: sql`bigint` }
    : { json: sql`text`, timestamp: sql`text`, id: sql`integer` };
}

function initialSchema(engine: StoreEngine): Migration {
  const types = columnTypes(engine);
  return {
    async up(database: Kysely<unknown>) {
      await database.schema
        .createTable("diagnosis_session")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("owner", "text", (column) => column.notNull())
        .addColumn("created_at", types.timestamp, (column) => column.notNull())
        .addColumn("updated_at", types.timestamp, (column) => column.notNull())
        .addColumn("messages", types.json, (column) => column.notNull())
        .addColumn("final_answers", types.json, (column) => column.notNull())
        .addColumn("self_evaluation", types.json, (column) => column.notNull())
        .execute();
      await database.schema
        .createIndex("diagnosis_session_owner_updated_idx")
        .on("diagnosis_session")
        .columns(["owner", "updated_at"])
        .execute();

      await database.schema
        .createTable("tool_invocation")
        .addColumn("id", types.id, (column) =>
          engine === "postgres"
            ? column.generatedByDefaultAsIdentity().primaryKey()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("session_id", "text", (column) =>
          column.notNull().references("diagnosis_session.id"),
        )
        .addColumn("tool_name", "text", (column) => column.notNull())
        .addColumn("arguments", types.json, (column) => column.notNull())
        .addColumn("result", types.json, (column) => column.notNull())
        .addColumn("retrieval_details", types.json, (column) => column.notNull())
        .addColumn("status", "text", (column) =>
          column.notNull().check(sql`status in ('ok', 'error')`),
        )
        .addColumn("error", "text")
        .addColumn("started_at", types.timestamp, (column) => column.notNull())
        .addColumn("duration_ms", "double precision", (column) => column.notNull())
        .execute();
      await database.schema
        .createIndex("tool_invocation_session_tool_idx")
        .on("tool_invocation")
        .columns(["session_id", "tool_name"])
        .execute();
    },
  };
}

/** Migrations by name; names sort in the order they must run. */
export function createMigrationProvider(engine: StoreEngine): MigrationProvider {
  return {
    async getMigrations() {
      return { "0001_initial_schema": initialSchema(engine) };
    },
  };
}
