/**
 * The payloads of the verification stage, as zod schemas: what the VerifierInputHook hands the
 * ExecutorGatekeeperService, what the Gatekeeper returns (persisted under
 * `self_evaluation.verifier_evaluation.gatekeeper_result`), what the Verifier reads and what it
 * returns. Types are inferred from the schemas; nothing here is written twice.
 */
import { z } from "zod";
import {
  ClaimKindSchema,
  ClaimStatusSchema,
  NormalizedExecutorOutputSchema,
} from "../executor/executor-output.js";
import { ToolInvocationSchema } from "../recorder/tool-invocation.js";
import { EvidenceRefSchema } from "../tools/tool-contract.js";
import { RuleCodeSchema } from "./rule-codes.js";

/** Gatekeeper severity, worst last: `none` < `low_confid` < `reject`. */
export const SeveritySchema = z.enum(["none", "low_confid", "reject"]);
export type Severity = z.infer<typeof SeveritySchema>;

export const GatekeeperStatusSchema = z.enum(["pass", "fail"]);
export type GatekeeperStatus = z.infer<typeof GatekeeperStatusSchema>;

/** Verdicts, lowest first: `REJECT` < `LOW_CONFID` < `PASS`. */
export const VerdictSchema = z.enum(["REJECT", "LOW_CONFID", "PASS"]);
export type Verdict = z.infer<typeof VerdictSchema>;

/** How an excerpt compared with the system-side text. */
export const ExcerptMatchKindSchema = z.enum([
  /** A contiguous part of the text (a quote or a truncation). */
  "verbatim",
  /** Parts of the text in order, separated by `...` or `…`. */
  "elision",
  /** A close paraphrase whose numbers and identifiers all occur in the text. */
  "paraphrase",
  /** Under 8 meaningful characters, or generic words only. */
  "too_generic",
  /** A conflicting or absent number or identifier, contradicting wording, or unrelated. */
  "mismatch",
]);
export type ExcerptMatchKind = z.infer<typeof ExcerptMatchKindSchema>;

/** One check the Gatekeeper ran on a binding, in the order it ran them. */
export const BindingCheckSchema = z.object({
  check: z.enum([
    "invocation_found",
    "same_session",
    "tool_name",
    "raw_path",
    "evidence_refs",
    "excerpt",
  ]),
  passed: z.boolean(),
  /** For a legacy binding, the cited id the check is about. */
  invocation_id: z.number().nullable(),
});
export type BindingCheck = z.infer<typeof BindingCheckSchema>;

/** What the Gatekeeper checked for one binding (claim_id, index), and what it found. */
export const CheckedBindingSchema = z.object({
  claim_id: z.string(),
  /** Position in the claim's `evidence_bindings`. */
  index: z.number().int().nonnegative(),
  /** `claims[0].evidence_bindings[1]`: where messages about this binding point. */
  path: z.string(),
  form: z.enum(["v2", "legacy", "malformed"]),
  tool_name: z.string().nullable(),
  source_invocation_id: z.number().nullable(),
  source_invocation_ids: z.array(z.number()).nullable(),
  raw_path: z.string().nullable(),
  /** True when the VerifierInputHook filled `source_invocation_id`. */
  auto_filled: z.boolean(),
  checks: z.array(BindingCheckSchema),
  /** Null when the excerpt could not be compared (no excerpt, or no text located). */
  excerpt_match: ExcerptMatchKindSchema.nullable(),
  /** This binding's own outcome. */
  severity: SeveritySchema,
  /** Every rule that fired on this binding, warnings included. */
  rule_codes: z.array(RuleCodeSchema),
  /** The system-side `text` at `raw_path` (the verified excerpt); null when not located. */
  text: z.string().nullable(),
});
export type CheckedBinding = z.infer<typeof CheckedBindingSchema>;

/** The Gatekeeper's output; exactly these six fields are persisted for audit. */
export const GatekeeperResultSchema = z.object({
  status: GatekeeperStatusSchema,
  severity: SeveritySchema,
  checked_bindings: z.array(CheckedBindingSchema),
  /** Codes of the rules that failed (low_confid or reject), each once, in order of first failure. */
  failed_rules: z.array(RuleCodeSchema),
  /** `path: message (code)` for every warning, the hook's included. */
  warnings: z.array(z.string()),
  /** `path: message (code)` for every failed rule. */
  errors: z.array(z.string()),
});
export type GatekeeperResult = z.infer<typeof GatekeeperResultSchema>;

/** A warning raised by the hook (auto-fill, normalization), passed through the Gatekeeper. */
export const HookWarningSchema = z.object({
  code: RuleCodeSchema,
  path: z.string(),
  message: z.string(),
});
export type HookWarning = z.infer<typeof HookWarningSchema>;

/** Everything the Gatekeeper judges; it reads nothing else. */
export const GatekeeperInputSchema = z.object({
  session_id: z.string(),
  /** The executor output as read and normalized by the hook (auto-fill marks included). */
  executor_output: NormalizedExecutorOutputSchema,
  /** Every invocation the hook loaded: each cited id found (any session), and auto-fill picks. */
  invocations: z.array(ToolInvocationSchema),
  hook_warnings: z.array(HookWarningSchema),
});
export type GatekeeperInput = z.infer<typeof GatekeeperInputSchema>;

/** A binding the Gatekeeper found authentic: the system-side text the claim may rest on. */
export const VerifiedExcerptSchema = EvidenceRefSchema.extend({
  binding_index: z.number().int().nonnegative(),
  /** The persisted invocation's tool (lookup_knowledge evidence is runbook content). */
  tool_name: z.string(),
  source_invocation_id: z.number(),
});
export type VerifiedExcerpt = z.infer<typeof VerifiedExcerptSchema>;

export const VerifierClaimInputSchema = z.object({
  claim_id: z.string(),
  text: z.string(),
  kind: ClaimKindSchema.nullable(),
  status: ClaimStatusSchema.nullable(),
  /** System-side texts of this claim's authentic bindings; never the model's excerpts. */
  verified_excerpts: z.array(VerifiedExcerptSchema),
});
export type VerifierClaimInput = z.infer<typeof VerifierClaimInputSchema>;

/** The structured payload the VerifierInputHook hands the Verifier. */
export const VerifierInputSchema = z.object({
  session_id: z.string(),
  gatekeeper_result: GatekeeperResultSchema,
  claims: z.array(VerifierClaimInputSchema),
  /** Navigation and audit context only, never evidence. */
  tool_trace_summary: z.string(),
  recommended_actions: z.array(z.string()),
});
export type VerifierInput = z.infer<typeof VerifierInputSchema>;

/** Why a claim (or the turn) got its verdict. */
export const VerdictReasonSchema = z.object({
  code: RuleCodeSchema,
  /** The highest verdict this reason allows. */
  verdict: VerdictSchema,
  message: z.string(),
});
export type VerdictReason = z.infer<typeof VerdictReasonSchema>;

/** One unit of a claim, and how it is accounted for: aligned to a record, framing, or not. */
export const FactCheckSchema = z.object({
  kind: z.enum([
    "key_value",
    "quantity",
    "identifier",
    "negation",
    "state",
    "word",
    "relation",
    "remediation",
    "subject",
    "role",
    "quote",
  ]),
  /** The unit as written in the claim (normalized). */
  fact: z.string(),
  /** `framing`: a word that carries no incident fact; `quoted`: inside an attributed quote. */
  outcome: z.enum(["supported", "unsupported", "conflict", "framing", "quoted"]),
  /** `query_logs #9002 $.logs[0]` for the excerpt that supports or contradicts it. */
  evidence: z.string().nullable(),
  detail: z.string(),
});
export type FactCheck = z.infer<typeof FactCheckSchema>;

export const ClaimVerdictSchema = z.object({
  claim_id: z.string(),
  status: ClaimStatusSchema.nullable(),
  verdict: VerdictSchema,
  /** Only confirmed claims count toward the turn's verdict. */
  counts_toward_verdict: z.boolean(),
  /** Names of the judges that ran (`deterministic`, then any reviewers); empty when capped. */
  judged_by: z.array(z.string()),
  reasons: z.array(VerdictReasonSchema),
  facts: z.array(FactCheckSchema),
});
export type ClaimVerdict = z.infer<typeof ClaimVerdictSchema>;

export const VerifierResultSchema = z.object({
  /** The lowest of the Gatekeeper cap, each confirmed claim's verdict, and the no-claim rule. */
  verdict: VerdictSchema,
  /** The Gatekeeper's severity as a verdict: reject -> REJECT, low_confid -> LOW_CONFID. */
  gatekeeper_cap: VerdictSchema,
  claims: z.array(ClaimVerdictSchema),
  /** Turn-level reasons (`no_confirmed_claim`). */
  reasons: z.array(VerdictReasonSchema),
});
export type VerifierResult = z.infer<typeof VerifierResultSchema>;

/** What `vouch check` prints and what the Composer enforces. */
export const VerificationReportSchema = z.object({
  gatekeeper_result: GatekeeperResultSchema,
  verifier_result: VerifierResultSchema,
  effective_verdict: VerdictSchema,
});
export type VerificationReport = z.infer<typeof VerificationReportSchema>;

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { none: 0, low_confid: 1, reject: 2 };
const VERDICT_RANK: Readonly<Record<Verdict, number>> = { REJECT: 0, LOW_CONFID: 1, PASS: 2 };

/** The worse of two severities. */
export function worseSeverity(left: Severity, right: Severity): Severity {
  return SEVERITY_RANK[right] > SEVERITY_RANK[left] ? right : left;
}

/** The lower of two verdicts. */
export function lowerVerdict(left: Verdict, right: Verdict): Verdict {
  return VERDICT_RANK[right] < VERDICT_RANK[left] ? right : left;
}

/** The verdict a Gatekeeper severity allows at most. */
export function severityCap(severity: Severity): Verdict {
  switch (severity) {
    case "reject":
      return "REJECT";
    case "low_confid":
      return "LOW_CONFID";
    case "none":
      return "PASS";
  }
}
