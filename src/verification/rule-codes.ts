/**
 * Every stable code the verification stage emits, in one place.
 *
 * Rule codes name why a binding or a claim was judged the way it was; they are persisted in
 * `gatekeeper_result` and `verifier_result`, so they are part of the audit contract and never
 * renamed. Error codes name why a check could not run at all (a broken replay file, a store
 * that did not answer). Each code has a one-line meaning and the effect it has.
 */
import { z } from "zod";

/** What a rule does to the outcome when it fires. */
export type RuleEffect =
  /** Fabricated or mismatched evidence: Gatekeeper severity `reject`, Verifier `REJECT`. */
  | "reject"
  /** Missing or incomplete evidence: Gatekeeper severity `low_confid`, Verifier `LOW_CONFID`. */
  | "low_confid"
  /** Reported in `warnings`; does not lower the outcome by itself. */
  | "warning"
  /** Context for a person reading the audit; no effect on any verdict. */
  | "info";

/** Which stage emits the rule. */
export type RuleStage = "gatekeeper" | "verifier";

export interface RuleDocumentation {
  readonly stage: RuleStage;
  readonly effect: RuleEffect;
  /** One line: what the code means. */
  readonly meaning: string;
}

export const RULE_CODE_NAMES = [
  "invocation_not_found",
  "invocation_other_session",
  "tool_name_mismatch",
  "raw_path_not_found",
  "excerpt_mismatch",
  "bindings_missing",
  "raw_path_missing",
  "evidence_refs_missing",
  "excerpt_too_generic",
  "excerpt_missing",
  "output_incomplete",
  "legacy_binding",
  "source_invocation_id_missing",
  "claim_id_duplicate",
  "excerpt_paraphrase",
  "source_invocation_id_auto_filled",
  "source_invocation_id_normalized",
  "legacy_ids_alongside_id",
  "gatekeeper_reject",
  "gatekeeper_low_confid",
  "fact_conflict",
  "negation_conflict",
  "fact_unsupported",
  "causal_wording",
  "knowledge_as_incident_fact",
  "claim_not_covered",
  "unit_unsupported",
  "relational_wording",
  "quantifier_wording",
  "evaluative_wording",
  "modal_wording",
  "remediation_in_claim",
  "negation_unsupported",
  "state_conflict",
  "subject_conflict",
  "records_crossed",
  "role_conflict",
  "evidence_suspect_instruction",
  "no_verified_excerpt",
  "no_confirmed_claim",
  "claim_unconfirmed",
  "reviewer_low_confid",
  "reviewer_reject",
] as const;

export const RuleCodeSchema = z.enum(RULE_CODE_NAMES);
export type RuleCode = z.infer<typeof RuleCodeSchema>;

/** The documentation of every rule code; the compiler keeps it complete. */
export const RULE_CODES: { readonly [Code in RuleCode]: RuleDocumentation } = {
  invocation_not_found: {
    stage: "gatekeeper",
    effect: "reject",
    meaning: "The cited source_invocation_id was never recorded.",
  },
  invocation_other_session: {
    stage: "gatekeeper",
    effect: "reject",
    meaning: "The cited invocation belongs to another diagnosis session.",
  },
  tool_name_mismatch: {
    stage: "gatekeeper",
    effect: "reject",
    meaning: "The binding's tool_name differs from the persisted invocation's tool_name.",
  },
  raw_path_not_found: {
    stage: "gatekeeper",
    effect: "reject",
    meaning:
      "raw_path is not present in the invocation's evidence_refs (unsupported form, another tool's collection, or an absent index).",
  },
  excerpt_mismatch: {
    stage: "gatekeeper",
    effect: "reject",
    meaning:
      "evidence_excerpt clearly mismatches the system-side text: a number or identifier is absent or conflicts, the wording contradicts it, or it is unrelated.",
  },
  bindings_missing: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "A confirmed claim has no evidence_bindings.",
  },
  raw_path_missing: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "The binding cites an invocation but no raw_path, so no record can be checked.",
  },
  evidence_refs_missing: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "The invocation predates evidence_refs (old row), so raw_path cannot be checked.",
  },
  excerpt_too_generic: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "evidence_excerpt is under 8 meaningful characters or only generic words.",
  },
  excerpt_missing: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "The binding has no evidence_excerpt to compare with the system-side text.",
  },
  output_incomplete: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "The executor output is not of the schema; errors name each path that is wrong.",
  },
  legacy_binding: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "A legacy binding (source_invocation_ids) is read for transition but never passes.",
  },
  source_invocation_id_missing: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "The binding has no source_invocation_id and none could be auto-filled.",
  },
  claim_id_duplicate: {
    stage: "gatekeeper",
    effect: "low_confid",
    meaning: "Two claims share one claim_id, so their verdicts cannot be told apart.",
  },
  excerpt_paraphrase: {
    stage: "gatekeeper",
    effect: "warning",
    meaning:
      "evidence_excerpt is a close paraphrase, not a quote; its numbers and identifiers all occur in the text.",
  },
  source_invocation_id_auto_filled: {
    stage: "gatekeeper",
    effect: "warning",
    meaning:
      "The hook filled a missing source_invocation_id with the session's only invocation of that tool.",
  },
  source_invocation_id_normalized: {
    stage: "gatekeeper",
    effect: "warning",
    meaning: "A numeric string id was read as a number (compatibility normalization).",
  },
  legacy_ids_alongside_id: {
    stage: "gatekeeper",
    effect: "warning",
    meaning:
      "The binding has both source_invocation_id and source_invocation_ids; the singular id is validated precisely, each legacy id for existence, session and tool.",
  },
  gatekeeper_reject: {
    stage: "verifier",
    effect: "reject",
    meaning: "The Gatekeeper's severity is reject, a hard cap: the verdict is REJECT.",
  },
  gatekeeper_low_confid: {
    stage: "verifier",
    effect: "low_confid",
    meaning: "The Gatekeeper's severity is low_confid, a hard cap: the verdict is LOW_CONFID.",
  },
  fact_conflict: {
    stage: "verifier",
    effect: "reject",
    meaning:
      "A quantity, key=value or comparison of the claim contradicts the value its cited record of the same subject gives for that key.",
  },
  negation_conflict: {
    stage: "verifier",
    effect: "reject",
    meaning:
      "The claim negates what its cited record states (including lexical negation: lacks, absent, 没有, 未), or drops a negation the record states.",
  },
  fact_unsupported: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "A number, duration, identifier or key=value of the claim is in no cited record of its subject, or the claim's text is displayed otherwise than it was verified.",
  },
  causal_wording: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim uses causal or root-cause wording (hedged or not) that its cited records do not state; an observation states what was seen, not why.",
  },
  knowledge_as_incident_fact: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "A current-incident fact rests only on lookup_knowledge (runbook) evidence; only a claim that attributes what it says to a runbook may.",
  },
  claim_not_covered: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim states nothing that evidence could support (it is empty, or framing words only).",
  },
  unit_unsupported: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "A word of the claim is neither aligned to a cited record of its subject (directly or through a documented equivalence) nor framing vocabulary; the reason names each such word.",
  },
  relational_wording: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim relates facts in time (after, following, amid, since, then, 之后) in a way its cited records do not state.",
  },
  quantifier_wording: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim quantifies (all, only, every, 所有, 都) in a way its cited records do not state.",
  },
  evaluative_wording: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim evaluates (normal, healthy, severe, false alarm, 正常, 严重) where its cited records do not.",
  },
  modal_wording: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim states a possibility, likelihood or need (may, likely, should, needs, 可能, 应该) its cited records do not.",
  },
  remediation_in_claim: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "An observation prescribes an action (needs a restart, should scale, raise a setting, 重启, 扩容, 调大); a claim states what was seen, next steps collect evidence.",
  },
  negation_unsupported: {
    stage: "verifier",
    effect: "low_confid",
    meaning: "The claim negates something no cited record of its subject states either way.",
  },
  state_conflict: {
    stage: "verifier",
    effect: "reject",
    meaning:
      "The claim states the opposite of a state its cited record states (firing/resolved, OPEN/CLOSED, up/down, succeeded/failed, increased/decreased), or a transition in the reverse order.",
  },
  subject_conflict: {
    stage: "verifier",
    effect: "reject",
    meaning:
      "The claim gives a fact to a service, host or instance whose cited records do not state it, while a record of another subject does (mixed subjects).",
  },
  records_crossed: {
    stage: "verifier",
    effect: "reject",
    meaning:
      "One statement of the claim (a clause, or each side of an `and`) joins facts of different cited records as if one record stated them: `JvmGcPauseHigh firing` where that alert is pending and another alert is firing, `leak detected at 22:41:17` where 22:41:17 is another record's time.",
  },
  role_conflict: {
    stage: "verifier",
    effect: "reject",
    meaning:
      "The claim puts an entity in another role than its record gives it (the upstream as the caller, or the reverse).",
  },
  evidence_suspect_instruction: {
    stage: "verifier",
    effect: "low_confid",
    meaning:
      "The claim rests only on records that read like instructions to a model (suspect: instruction); only an attributed quote of such a record may pass.",
  },
  no_verified_excerpt: {
    stage: "verifier",
    effect: "low_confid",
    meaning: "The claim has no verified excerpt to be derived from.",
  },
  no_confirmed_claim: {
    stage: "verifier",
    effect: "low_confid",
    meaning: "The output has no confirmed claim, so the turn is at best LOW_CONFID.",
  },
  claim_unconfirmed: {
    stage: "verifier",
    effect: "info",
    meaning: "The claim is unconfirmed: judged for the audit, not counted in the verdict.",
  },
  reviewer_low_confid: {
    stage: "verifier",
    effect: "low_confid",
    meaning: "An additional reviewer (e.g. an LLM judge) lowered a PASS to LOW_CONFID.",
  },
  reviewer_reject: {
    stage: "verifier",
    effect: "reject",
    meaning: "An additional reviewer (e.g. an LLM judge) lowered a PASS to REJECT.",
  },
};

export const ERROR_CODE_NAMES = [
  "replay_not_json",
  "replay_not_object",
  "replay_session_id_missing",
  "replay_invocations_missing",
  "replay_invocation_invalid",
  "replay_invocation_duplicate",
  "invocation_lookup_failed",
  "check_input_unreadable",
  "check_format_unknown",
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODE_NAMES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One-line meaning of every error code. */
export const ERROR_CODES: { readonly [Code in ErrorCode]: string } = {
  replay_not_json: "The replay case is not valid JSON.",
  replay_not_object: "The replay case is JSON but not an object.",
  replay_session_id_missing: "The replay case has no non-empty string session_id.",
  replay_invocations_missing: "The replay case has no invocations array.",
  replay_invocation_invalid: "A row of the replay case's invocations is not a tool invocation.",
  replay_invocation_duplicate: "Two rows of the replay case's invocations share one id.",
  invocation_lookup_failed: "The store failed while the VerifierInputHook loaded invocations.",
  check_input_unreadable:
    "`vouch check` could not read a file, directory or stdin, or a directory or .jsonl file held no case.",
  check_format_unknown: "`vouch check --format` is not json, jsonl or text.",
};

/** An error value: a stable code and a one-line message with context. */
export interface VerificationError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** Outcomes are values: the checks never throw to report a failure. */
export type Outcome<Value, Failure = VerificationError> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly error: Failure };
