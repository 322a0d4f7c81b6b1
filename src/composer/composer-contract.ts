/**
 * What the Composer receives and what it gives back. The Composer turns a verified turn into
 * the answer a person reads, and never says more than the evidence does: the effective
 * verdict decides what may be stated, and every stated claim carries citations that resolve
 * to a recorded invocation and raw_path.
 */
import { z } from "zod";
import {
  ClaimKindSchema,
  ClaimStatusSchema,
  type NormalizedExecutorOutput,
} from "../executor/executor-output.js";
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import {
  VerdictSchema,
  type VerificationReport,
  type VerifierInput,
} from "../verification/verification-contract.js";

export const AnswerLanguageSchema = z.enum(["en", "zh"]);
export type AnswerLanguage = z.infer<typeof AnswerLanguageSchema>;

/** A citation marker in the answer (`[1]`) and the evidence it resolves to. */
export const CitationSchema = z.object({
  /** The number shown in the answer as `[marker]`. */
  marker: z.number().int().positive(),
  invocation_id: z.number().int().positive(),
  tool_name: z.string(),
  raw_path: z.string(),
  /** The system-side text at raw_path (the verified excerpt), never the model's words. */
  text: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

/** A claim as the answer states it. */
export const ComposedClaimSchema = z.object({
  claim_id: z.string(),
  text: z.string(),
  kind: ClaimKindSchema.nullable(),
  status: ClaimStatusSchema.nullable(),
  verdict: VerdictSchema,
  citations: z.array(CitationSchema),
});
export type ComposedClaim = z.infer<typeof ComposedClaimSchema>;

export const ComposedAnswerSchema = z.object({
  language: AnswerLanguageSchema,
  /** The answer text (plain text with `[n]` citation markers), in the question's language. */
  answer: z.string(),
  effective_verdict: VerdictSchema,
  /** The claims the answer states; none on REJECT. */
  claims: z.array(ComposedClaimSchema),
  /**
   * The evidence-collection next steps the answer lists: the executor's, remediation left
   * out, then any the Composer adds (run again after a REJECT or an executor failure).
   */
  recommended_actions: z.array(z.string()),
  /** Remediation steps (restart, rollback, scale, 重启, 回滚, 扩容, ...) left out of the answer. */
  dropped_actions: z.array(z.string()),
  /** What is missing for a better verdict (LOW_CONFID), or why nothing could be verified. */
  missing: z.array(z.string()),
  /** For the audit: dropped actions, executor failures, anything the answer did not show. */
  warnings: z.array(z.string()),
});
export type ComposedAnswer = z.infer<typeof ComposedAnswerSchema>;

/** A recorded piece of evidence of this turn, for a REJECT answer to show what does exist. */
export interface AvailableEvidence {
  invocation_id: number;
  tool_name: string;
  raw_path: string;
  text: string;
}

export interface ComposerInput {
  question: string;
  /** The hook -> Gatekeeper -> Verifier report of this turn. */
  report: VerificationReport;
  /** What the Verifier judged from: each claim with its verified excerpts. */
  verifierInput: VerifierInput;
  /** The executor output as read (recommended_actions come from here). */
  executorOutput: NormalizedExecutorOutput;
  /** Evidence recorded in this turn (`query_metrics` and `query_logs` records first). */
  availableEvidence: readonly AvailableEvidence[];
  /** Why the executor produced no usable output, if it did not. */
  executorFailure: { code: string; message: string } | null;
  /**
   * The invocations recorded in this turn (optional). A LOW_CONFID answer names the searches
   * among them that found nothing or failed (tool, arguments, invocation id), as what was
   * looked for and not found; rows of another session are ignored.
   */
  invocations?: readonly ToolInvocation[];
}
