/**
 * The persisted record of one tool call: what the ToolInvocationRecorder writes and what
 * every later stage (the VerifierInputHook above all) reads back. Claims cite its `id`.
 */
import { z } from "zod";
import { EvidenceRefSchema, EvidenceStatusSchema } from "../tools/tool-contract.js";

/**
 * `tool_invocation.retrieval_details`. The recorder always writes every field; rows written
 * before evidence references existed may lack `evidence_refs`, so it is optional here and
 * unknown keys are kept.
 */
export const RetrievalDetailsSchema = z.looseObject({
  evidence_status: EvidenceStatusSchema,
  /** `{raw_path, text}` for every record in the result; `[]` when the tool failed. */
  evidence_refs: z.array(EvidenceRefSchema).optional(),
  /** Records the tool matched before the recorder's bound was applied. */
  matched_count: z.number().int().nonnegative().optional(),
  /** True when records were dropped to respect the bound. */
  truncated: z.boolean().optional(),
});
export type RetrievalDetails = z.infer<typeof RetrievalDetailsSchema>;

export const InvocationStatusSchema = z.enum(["ok", "error"]);
export type InvocationStatus = z.infer<typeof InvocationStatusSchema>;

export const ToolInvocationSchema = z.object({
  /** Assigned by the database; what `source_invocation_id` cites. */
  id: z.number().int().positive(),
  session_id: z.string(),
  /** A tool name; kept as a plain string because old rows may name retired tools. */
  tool_name: z.string(),
  arguments: z.unknown(),
  /** The tool's result object (`{alerts|logs|evidence_blocks, evidence_status, truncated}`), null on error. */
  result: z.unknown(),
  retrieval_details: RetrievalDetailsSchema,
  status: InvocationStatusSchema,
  /** `code: message` when status is error, otherwise null. */
  error: z.string().nullable(),
  /** ISO 8601 timestamp of the call's start. */
  started_at: z.string(),
  duration_ms: z.number().nonnegative(),
});
export type ToolInvocation = z.infer<typeof ToolInvocationSchema>;

/** What the recorder hands the store; the store assigns `id`. */
export type NewToolInvocation = Omit<ToolInvocation, "id">;
