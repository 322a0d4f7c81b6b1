/**
 * The contract of one diagnosis turn, as the HTTP API (`POST /api/chat`) and
 * `vouch diagnose --json` both return it, and the request that starts it.
 */
import { z } from "zod";
import { AnswerLanguageSchema, ComposedClaimSchema } from "../composer/composer-contract.js";
import type { ExecutorProgress } from "../executor/executor-contract.js";
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import type { DiagnosisSession } from "../store/store.js";
import {
  GatekeeperStatusSchema,
  SeveritySchema,
  VerdictSchema,
} from "../verification/verification-contract.js";

/** Longest question accepted, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;

export const ChatRequestSchema = z.strictObject({
  /** The question, in English or Chinese. */
  message: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(MAX_MESSAGE_LENGTH, `must be at most ${MAX_MESSAGE_LENGTH} characters`),
  /** Continue this session (it must be the caller's); a new session is created when absent. */
  session_id: z.string().min(1).max(200).optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ExecutorSummarySchema = z.object({
  kind: z.enum(["offline", "llm"]),
  model: z.string().nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const StageTimingsSchema = z.object({
  executor: z.number().nonnegative(),
  verification: z.number().nonnegative(),
  composer: z.number().nonnegative(),
  persistence: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
export type StageTimings = z.infer<typeof StageTimingsSchema>;

export const ChatTurnResultSchema = z.object({
  session_id: z.string(),
  /** 1 for the first turn of the session. */
  turn: z.number().int().positive(),
  question: z.string(),
  language: AnswerLanguageSchema,
  /** The safe final answer, in the question's language. */
  answer: z.string(),
  effective_verdict: VerdictSchema,
  /** The claims the answer states, each with its verdict and citations; none on REJECT. */
  claims: z.array(ComposedClaimSchema),
  /** Evidence-collection next steps (never remediation). */
  recommended_actions: z.array(z.string()),
  gatekeeper: z.object({
    status: GatekeeperStatusSchema,
    severity: SeveritySchema,
    failed_rules: z.array(z.string()),
  }),
  executor: ExecutorSummarySchema,
  /** Invocations recorded in this turn, in call order. */
  invocations: z.array(
    z.object({
      id: z.number().int().positive(),
      tool_name: z.string(),
      status: z.enum(["ok", "error"]),
      evidence_status: z.enum(["ok", "no_evidence", "error"]),
    }),
  ),
  timings_ms: StageTimingsSchema,
});
export type ChatTurnResult = z.infer<typeof ChatTurnResultSchema>;

/** Why a turn produced no answer. */
export type ChatErrorCode =
  /** The request is not of the schema (empty or oversize message, unknown field). */
  | "invalid_request"
  /** No such session, or it belongs to someone else. */
  | "session_not_found"
  /** The store could not be read or written; nothing of the turn was persisted. */
  | "store_unavailable"
  /** Checking or composing the turn failed unexpectedly; nothing of it was shown or saved. */
  | "verification_failed";

export interface ChatError {
  code: ChatErrorCode;
  /** Safe to show to the caller. */
  message: string;
  /** For the operator's log only (it may name hosts or files); never sent to API clients. */
  detail?: string;
}

export type ChatOutcome = { ok: true; value: ChatTurnResult } | { ok: false; error: ChatError };

/** A session as listed: enough to pick one. */
export const SessionSummarySchema = z.object({
  id: z.string(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  turns: z.number().int().nonnegative(),
  last_question: z.string().nullable(),
  last_verdict: VerdictSchema.nullable(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** Progress of a turn, for people watching long work (`vouch diagnose` prints it on stderr). */
export type ChatProgress =
  | { stage: "session"; session_id: string; created: boolean }
  | ({ stage: "executor" } & { step: ExecutorProgress })
  | { stage: "verification"; severity: string; effective_verdict: string }
  | { stage: "composer" }
  | { stage: "persisted"; turn: number };

export interface ChatTurnOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ChatProgress) => void;
}

/**
 * The whole diagnosis turn and the owner-scoped reads of its audit trail. Every read takes
 * the owner: a session of another owner is reported as not found, never shown.
 */
export interface ChatApi {
  ask(owner: string, request: unknown, options?: ChatTurnOptions): Promise<ChatOutcome>;
  listSessions(owner: string, options?: { limit?: number }): Promise<SessionSummary[]>;
  getSession(owner: string, sessionId: string): Promise<DiagnosisSession | undefined>;
  /** Undefined when the session does not exist or is not the owner's. */
  listInvocations(owner: string, sessionId: string): Promise<ToolInvocation[] | undefined>;
}
