/**
 * The Gatekeeper's rules as one table: every reject and low_confid case of the design and of
 * issue 3, each with the severity and rule codes it must produce. Shared by the Gatekeeper
 * tests and by the test that every documented rule code is exercised.
 */
import type { ToolInvocation } from "../../../src/recorder/tool-invocation.js";
import type { RuleCode } from "../../../src/verification/rule-codes.js";
import type { Severity } from "../../../src/verification/verification-contract.js";
import {
  claimJson,
  EMPTY_ROW,
  LATENCY_TEXT,
  logBinding,
  OLD_ROW,
  outputJson,
  STANDARD_INVOCATIONS,
} from "./evidence.js";

export interface GatekeeperCase {
  /** The condition, as the middle part of the test name. */
  readonly condition: string;
  readonly executorOutput: unknown;
  readonly invocations?: readonly ToolInvocation[];
  readonly severity: Severity;
  /** Codes that must appear in failed_rules or in a checked binding's rule_codes. */
  readonly codes: readonly RuleCode[];
  /** A fragment `errors` (or `warnings` for severity none) must contain. */
  readonly message?: string;
}

function oneBinding(overrides: Record<string, unknown>): unknown {
  return outputJson([claimJson({ evidence_bindings: [logBinding(overrides)] })]);
}

function metricsBinding(overrides: Record<string, unknown>): unknown {
  return outputJson([
    claimJson({
      text: "checkout-service p99 latency is 2.4s.",
      evidence_bindings: [
        {
          tool_name: "query_metrics",
          source_invocation_id: 101,
          raw_path: "$.alerts[1]",
          evidence_excerpt: LATENCY_TEXT,
          ...overrides,
        },
      ],
    }),
  ]);
}

export const GATEKEEPER_CASES: readonly GatekeeperCase[] = [
  // Authentic bindings.
  {
    condition: "verbatim excerpt of the cited record",
    executorOutput: oneBinding({}),
    severity: "none",
    codes: [],
  },
  {
    condition: "excerpt with an in-order elision",
    executorOutput: oneBinding({ evidence_excerpt: "HikariPool-1 … waiting=37)" }),
    severity: "none",
    codes: [],
  },
  {
    condition: "excerpt quoting mixed Chinese and English text",
    executorOutput: oneBinding({
      raw_path: "$.logs[1]",
      evidence_excerpt: "连接池耗尽，active=50/50，waiting=37",
    }),
    severity: "none",
    codes: [],
  },
  {
    condition: "close paraphrase whose numbers and identifiers all occur",
    executorOutput: oneBinding({
      evidence_excerpt: "request timed out after 30000ms; connection not available in HikariPool-1",
    }),
    severity: "none",
    codes: ["excerpt_paraphrase"],
    message: "close paraphrase",
  },
  {
    condition: "numeric string invocation id",
    executorOutput: oneBinding({ source_invocation_id: "102" }),
    severity: "none",
    codes: ["source_invocation_id_normalized"],
  },
  {
    condition: "binding without id while the session has one invocation of its tool",
    executorOutput: oneBinding({ source_invocation_id: undefined }),
    severity: "none",
    codes: ["source_invocation_id_auto_filled"],
    message: "auto-filled with 102",
  },
  {
    condition: "unconfirmed claim without bindings",
    executorOutput: outputJson([claimJson({ status: "unconfirmed", evidence_bindings: [] })]),
    severity: "none",
    codes: [],
  },
  // Reject: fabricated or mismatched evidence.
  {
    condition: "invocation id that was never recorded",
    executorOutput: oneBinding({ source_invocation_id: 424242 }),
    severity: "reject",
    codes: ["invocation_not_found"],
    message: "invocation 424242 was never recorded",
  },
  {
    condition: "invocation of another session",
    executorOutput: oneBinding({ source_invocation_id: 201 }),
    severity: "reject",
    codes: ["invocation_other_session"],
    message: "invocation 201 belongs to another session",
  },
  {
    condition: "tool name that differs from the persisted invocation",
    executorOutput: oneBinding({ tool_name: "query_metrics" }),
    severity: "reject",
    codes: ["tool_name_mismatch"],
  },
  {
    condition: "unknown tool name",
    executorOutput: oneBinding({ tool_name: "query_traces" }),
    severity: "reject",
    codes: ["tool_name_mismatch", "output_incomplete"],
  },
  {
    condition: "deep raw_path",
    executorOutput: oneBinding({ raw_path: "$.logs[0].message" }),
    severity: "reject",
    codes: ["raw_path_not_found"],
    message: "not of the form",
  },
  {
    condition: "nested alias raw_path",
    executorOutput: oneBinding({ raw_path: "$.retrieval_details.evidence_blocks[0]" }),
    severity: "reject",
    codes: ["raw_path_not_found"],
  },
  {
    condition: "filter expression raw_path",
    executorOutput: oneBinding({ raw_path: "$.logs[?(@.level=='ERROR')]" }),
    severity: "reject",
    codes: ["raw_path_not_found"],
  },
  {
    condition: "raw_path into another tool's collection",
    executorOutput: oneBinding({ raw_path: "$.alerts[0]" }),
    severity: "reject",
    codes: ["raw_path_not_found"],
    message: "points into alerts",
  },
  {
    condition: "raw_path index that is not there",
    executorOutput: oneBinding({ raw_path: "$.logs[7]" }),
    severity: "reject",
    codes: ["raw_path_not_found"],
    message: "not among the 2 evidence_refs",
  },
  {
    condition: "raw_path with a padded index",
    executorOutput: oneBinding({ raw_path: "$.logs[00]" }),
    severity: "reject",
    codes: ["raw_path_not_found"],
  },
  {
    condition: "raw_path into an empty evidence_refs array",
    executorOutput: metricsBinding({ source_invocation_id: 105, raw_path: "$.alerts[0]" }),
    invocations: [...STANDARD_INVOCATIONS, EMPTY_ROW],
    severity: "reject",
    codes: ["raw_path_not_found"],
  },
  {
    condition: "excerpt whose number conflicts with the text",
    executorOutput: metricsBinding({
      evidence_excerpt: "HighLatencyP99 firing, service=checkout-service, p99=4.8s",
    }),
    severity: "reject",
    codes: ["excerpt_mismatch"],
    message: '"p99=4.8s" conflicts with "p99=2.4s"',
  },
  {
    condition: "excerpt with a number that is only part of a token",
    executorOutput: oneBinding({ evidence_excerpt: "active=50, idle=0, waiting=3" }),
    severity: "reject",
    codes: ["excerpt_mismatch"],
  },
  {
    condition: "excerpt naming an identifier absent from the text",
    executorOutput: oneBinding({
      evidence_excerpt: "payment-service HikariPool-1 - Connection is not available",
    }),
    severity: "reject",
    codes: ["excerpt_mismatch"],
    message: '"payment-service" does not occur',
  },
  {
    condition: "excerpt unrelated to the text",
    executorOutput: oneBinding({
      evidence_excerpt: "disk usage on the primary database volume reached its limit",
    }),
    severity: "reject",
    codes: ["excerpt_mismatch"],
    message: "unrelated",
  },
  {
    condition: "excerpt flipping a negation of the text",
    executorOutput: oneBinding({
      evidence_excerpt: "Connection is available, request timed out after 30000ms",
    }),
    severity: "reject",
    codes: ["excerpt_mismatch"],
    message: "negates",
  },
  {
    condition: "fabricated binding of an unconfirmed claim",
    executorOutput: outputJson([
      claimJson({
        status: "unconfirmed",
        evidence_bindings: [logBinding({ source_invocation_id: 999 })],
      }),
    ]),
    severity: "reject",
    codes: ["invocation_not_found"],
  },
  {
    condition: "legacy binding citing a fabricated id",
    executorOutput: oneBinding({
      source_invocation_id: undefined,
      source_invocation_ids: [102, 31337],
    }),
    severity: "reject",
    codes: ["invocation_not_found", "legacy_binding"],
  },
  {
    condition: "legacy binding citing another session",
    executorOutput: oneBinding({ source_invocation_id: undefined, source_invocation_ids: [201] }),
    severity: "reject",
    codes: ["invocation_other_session", "legacy_binding"],
  },
  {
    condition: "legacy binding citing another tool",
    executorOutput: oneBinding({ source_invocation_id: undefined, source_invocation_ids: [101] }),
    severity: "reject",
    codes: ["tool_name_mismatch", "legacy_binding"],
  },
  {
    condition: "singular id with a fabricated legacy id beside it",
    executorOutput: oneBinding({ source_invocation_ids: [102, 777] }),
    severity: "reject",
    codes: ["invocation_not_found", "legacy_ids_alongside_id"],
  },
  {
    condition: "a fabricated binding beside an incomplete one",
    executorOutput: outputJson([
      claimJson({
        evidence_bindings: [
          logBinding({ raw_path: undefined }),
          logBinding({ source_invocation_id: 9 }),
        ],
      }),
    ]),
    severity: "reject",
    codes: ["raw_path_missing", "invocation_not_found"],
  },
  // Low confidence: missing or incomplete evidence.
  {
    condition: "confirmed claim with empty evidence_bindings",
    executorOutput: outputJson([claimJson({ evidence_bindings: [] })]),
    severity: "low_confid",
    codes: ["bindings_missing"],
    message: "claims[0]: confirmed claim",
  },
  {
    condition: "source_invocation_id without raw_path",
    executorOutput: oneBinding({ raw_path: undefined }),
    severity: "low_confid",
    codes: ["raw_path_missing"],
  },
  {
    condition: "raw_path that is null",
    executorOutput: oneBinding({ raw_path: null }),
    severity: "low_confid",
    codes: ["raw_path_missing"],
  },
  {
    condition: "old invocation without evidence_refs",
    executorOutput: metricsBinding({ source_invocation_id: 104, raw_path: "$.alerts[0]" }),
    invocations: [...STANDARD_INVOCATIONS, OLD_ROW],
    severity: "low_confid",
    codes: ["evidence_refs_missing"],
    message: "old row",
  },
  {
    condition: "old invocation cited with a path it could never hold",
    executorOutput: metricsBinding({ source_invocation_id: 104, raw_path: "$.alerts[0].labels" }),
    invocations: [...STANDARD_INVOCATIONS, OLD_ROW],
    severity: "low_confid",
    codes: ["evidence_refs_missing"],
    message: "note: raw_path",
  },
  ...["error", "firing", "异常", "timed out", "ERROR: request timed out", "服务异常"].map(
    (excerpt): GatekeeperCase => ({
      condition: `generic excerpt ${JSON.stringify(excerpt)}`,
      executorOutput: oneBinding({ evidence_excerpt: excerpt }),
      severity: "low_confid",
      codes: ["excerpt_too_generic"],
    }),
  ),
  {
    condition: "binding without evidence_excerpt",
    executorOutput: oneBinding({ evidence_excerpt: undefined }),
    severity: "low_confid",
    codes: ["excerpt_missing"],
  },
  {
    condition: "legacy binding citing valid ids",
    executorOutput: oneBinding({ source_invocation_id: undefined, source_invocation_ids: [102] }),
    severity: "low_confid",
    codes: ["legacy_binding"],
  },
  {
    condition: "legacy binding citing no ids",
    executorOutput: oneBinding({ source_invocation_id: undefined, source_invocation_ids: [] }),
    severity: "low_confid",
    codes: ["legacy_binding", "source_invocation_id_missing"],
  },
  {
    condition: "binding without any id and no auto-fill candidate",
    executorOutput: metricsBinding({ source_invocation_id: undefined }),
    invocations: [...STANDARD_INVOCATIONS, OLD_ROW],
    severity: "low_confid",
    codes: ["source_invocation_id_missing"],
  },
  {
    condition: "two claims with one claim_id",
    executorOutput: outputJson([claimJson(), claimJson()]),
    severity: "low_confid",
    codes: ["claim_id_duplicate"],
  },
  {
    condition: "raw_path that is not a string",
    executorOutput: outputJson([
      claimJson({ evidence_bindings: [logBinding(), logBinding({ raw_path: 0 })] }),
    ]),
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "claims[0].evidence_bindings[1].raw_path: expected string, received number",
  },
  {
    condition: "binding that is not an object",
    executorOutput: outputJson([claimJson({ evidence_bindings: ["$.logs[0]"] })]),
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "claims[0].evidence_bindings[0]: expected object, received string",
  },
  {
    condition: "claim without status",
    executorOutput: outputJson([claimJson({ status: undefined })]),
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "claims[0].status",
  },
  {
    condition: "claims that is not an array",
    executorOutput: { claims: { c1: "pool exhausted" } },
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "claims: expected array, received object",
  },
  {
    condition: "output without claims",
    executorOutput: { recommended_actions: [] },
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "claims: expected array, received undefined",
  },
  {
    condition: "null output",
    executorOutput: null,
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "executor_output: expected object, received null",
  },
  {
    condition: "array output",
    executorOutput: [claimJson()],
    severity: "low_confid",
    codes: ["output_incomplete"],
    message: "executor_output: expected object, received array",
  },
];
