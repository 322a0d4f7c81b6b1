/**
 * The repository layer: the one interface every stage uses to persist and read back
 * sessions and tool invocations. Two engines implement it (SQLite, PostgreSQL) through one
 * Kysely-based implementation; which engine is in use is invisible above this file.
 */
import type { NewToolInvocation, ToolInvocation } from "../recorder/tool-invocation.js";

/** JSON as stored in the JSON columns (JSONB on PostgreSQL, TEXT on SQLite). */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue };

export type StoreEngine = "sqlite" | "postgres";

export interface DiagnosisSession {
  id: string;
  owner: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601; changes with every write to the session. */
  updated_at: string;
  /** The conversation, one entry per message or turn, in order. */
  messages: JsonValue[];
  /** The final answers given to the person, one per turn, in order. */
  final_answers: JsonValue[];
  /** Audit record; `verifier_evaluation.gatekeeper_result` lives here. */
  self_evaluation: { [key: string]: JsonValue };
}

export interface NewDiagnosisSession {
  /** Given by the caller, or a random UUID. */
  id?: string;
  owner: string;
}

export interface DiagnosisSessionUpdate {
  messages?: JsonValue[];
  final_answers?: JsonValue[];
  self_evaluation?: { [key: string]: JsonValue };
}

/** Read access to recorded invocations: all that the VerifierInputHook needs. */
export interface InvocationLookup {
  /** The invocations with these ids, whatever session they belong to; missing ids are absent. */
  getInvocations(ids: readonly number[]): Promise<ToolInvocation[]>;
  /** A session's invocations in id order, optionally of one tool only. */
  listInvocations(sessionId: string, filter?: { toolName?: string }): Promise<ToolInvocation[]>;
}

export interface VouchStore extends InvocationLookup {
  readonly engine: StoreEngine;
  /** Inserts the row and returns it with the id the database assigned. */
  recordInvocation(invocation: NewToolInvocation): Promise<ToolInvocation>;
  getInvocation(id: number): Promise<ToolInvocation | undefined>;
  createSession(session: NewDiagnosisSession): Promise<DiagnosisSession>;
  getSession(id: string): Promise<DiagnosisSession | undefined>;
  /** Newest first. */
  listSessions(filter?: { owner?: string; limit?: number }): Promise<DiagnosisSession[]>;
  /** Replaces the given fields and bumps `updated_at`; undefined when there is no such session. */
  updateSession(id: string, update: DiagnosisSessionUpdate): Promise<DiagnosisSession | undefined>;
  /**
   * Reads the session, computes an update from it with `change`, and writes it, in one
   * transaction that holds the session's row: concurrent turns of one session (in one process
   * or several sharing PostgreSQL) never lose each other's writes, and a failure leaves the
   * session as it was. Undefined when there is no such session.
   */
  updateSessionWith(
    id: string,
    change: (session: DiagnosisSession) => DiagnosisSessionUpdate,
  ): Promise<DiagnosisSession | undefined>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
