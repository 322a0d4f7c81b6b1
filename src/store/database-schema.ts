/**
 * Kysely's view of the tables. JSON columns are written as JSON text on both engines
 * (PostgreSQL casts it to JSONB) and read back as text (SQLite) or parsed values
 * (PostgreSQL); timestamps are text on SQLite and timestamptz on PostgreSQL. The row
 * mappers in sql-store.ts turn both into the same plain objects.
 */
import type { ColumnType, Generated } from "kysely";

type JsonColumn = ColumnType<unknown, string, string>;
type TimestampColumn = ColumnType<string | Date, string, string>;

export interface ToolInvocationTable {
  /** INTEGER PRIMARY KEY on SQLite, BIGINT identity on PostgreSQL (read back as a string). */
  id: ColumnType<number | string | bigint, never, never> & Generated<number>;
  session_id: string;
  tool_name: string;
  arguments: JsonColumn;
  result: JsonColumn;
  retrieval_details: JsonColumn;
  status: string;
  error: string | null;
  started_at: TimestampColumn;
  duration_ms: number;
}

export interface DiagnosisSessionTable {
  id: string;
  owner: string;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
  messages: JsonColumn;
  final_answers: JsonColumn;
  self_evaluation: JsonColumn;
}

export interface VouchDatabase {
  tool_invocation: ToolInvocationTable;
  diagnosis_session: DiagnosisSessionTable;
}
