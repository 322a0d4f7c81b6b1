/**
 * The payloads of the HTTP API that no other stage defines: the list wrappers, the session
 * as read back, the health answer and the query of `GET /api/sessions`. Together with the
 * chat contract's schemas they are what `/openapi.json` is generated from, so the document
 * and the routes cannot describe different shapes.
 */
import { z } from "zod";
import { SessionSummarySchema } from "../chat/chat-contract.js";
import { ToolInvocationSchema } from "../recorder/tool-invocation.js";

/** JSON as stored in the session's JSON columns. */
export const JsonValueSchema = z.json();

/**
 * `GET /api/sessions/:id`: the `diagnosis_session` row. Its turns are in `messages` and
 * `final_answers`; `self_evaluation.verifier_evaluation.gatekeeper_result` is the audit of
 * the latest turn.
 */
export const DiagnosisSessionSchema = z.object({
  id: z.string(),
  owner: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601; changes with every write to the session. */
  updated_at: z.string(),
  messages: z.array(JsonValueSchema),
  final_answers: z.array(JsonValueSchema),
  self_evaluation: z.record(z.string(), JsonValueSchema),
});

/** Most sessions `GET /api/sessions` lists. */
export const MAX_SESSION_LIST_LIMIT = 200;
/** Sessions listed when the query names no limit. */
export const DEFAULT_SESSION_LIST_LIMIT = 50;

/** The query of `GET /api/sessions`; other query parameters are ignored. */
export const SessionListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, "expected a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_SESSION_LIST_LIMIT))
    .optional()
    .describe(
      `Most sessions to list, 1 to ${MAX_SESSION_LIST_LIMIT} (default ${DEFAULT_SESSION_LIST_LIMIT}).`,
    ),
});

/** The path of the routes under `/api/sessions/:id`. */
export const SessionPathSchema = z.object({ id: z.string().min(1) });

/** The path of `GET /api/invocations/:id`: the id the database assigned. */
export const InvocationPathSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]*$/, "expected a positive integer")
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, "expected a positive integer")),
});

/** `GET /api/sessions`: the caller's sessions, newest first. */
export const SessionListSchema = z.object({
  sessions: z.array(SessionSummarySchema),
});

/** `GET /api/sessions/:id/invocations`: the session's recorded tool invocations, in id order. */
export const InvocationListSchema = z.object({
  invocations: z.array(ToolInvocationSchema),
});

/** `GET /healthz`: 200 with `ok` when the store answers, 503 with `unavailable` otherwise. */
export const HealthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  store: z.enum(["sqlite", "postgres"]),
});
export type Health = z.infer<typeof HealthSchema>;
