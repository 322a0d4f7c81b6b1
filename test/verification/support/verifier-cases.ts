/**
 * The deterministic judge's rules as one table: claim text, the verified excerpts it rests
 * on, and the verdict and reason codes it must get. Shared by the Verifier tests and by the
 * test that every documented rule code is exercised.
 */
import type { RuleCode } from "../../../src/verification/rule-codes.js";
import type {
  GatekeeperResult,
  Verdict,
  VerifierInput,
} from "../../../src/verification/verification-contract.js";
import {
  CHINESE_LOG_TEXT,
  LATENCY_TEXT,
  METRICS_TEXT,
  POOL_LOG_TEXT,
  RUNBOOK_TEXT,
  SESSION_ID,
} from "./evidence.js";

type ExcerptSource = "metrics" | "latency" | "log" | "chinese_log" | "runbook";

const SOURCES: Readonly<
  Record<ExcerptSource, { tool: string; id: number; path: string; text: string }>
> = {
  metrics: { tool: "query_metrics", id: 101, path: "$.alerts[0]", text: METRICS_TEXT },
  latency: { tool: "query_metrics", id: 101, path: "$.alerts[1]", text: LATENCY_TEXT },
  log: { tool: "query_logs", id: 102, path: "$.logs[0]", text: POOL_LOG_TEXT },
  chinese_log: { tool: "query_logs", id: 102, path: "$.logs[1]", text: CHINESE_LOG_TEXT },
  runbook: { tool: "lookup_knowledge", id: 103, path: "$.evidence_blocks[0]", text: RUNBOOK_TEXT },
};

export interface JudgeCase {
  readonly condition: string;
  readonly claim: string;
  readonly excerpts: readonly ExcerptSource[];
  readonly verdict: Verdict;
  /** Reason codes the claim's verdict must carry (all of them for REJECT/LOW_CONFID). */
  readonly codes: readonly RuleCode[];
}

export const PASSING_GATEKEEPER_RESULT: GatekeeperResult = {
  status: "pass",
  severity: "none",
  checked_bindings: [],
  failed_rules: [],
  warnings: [],
  errors: [],
};

/** A Verifier input with one confirmed claim resting on the given excerpts. */
export function verifierInputFor(
  claim: string,
  excerpts: readonly ExcerptSource[],
  gatekeeperResult: GatekeeperResult = PASSING_GATEKEEPER_RESULT,
): VerifierInput {
  return {
    session_id: SESSION_ID,
    gatekeeper_result: gatekeeperResult,
    claims: [
      {
        claim_id: "c1",
        text: claim,
        kind: "observation",
        status: "confirmed",
        verified_excerpts: excerpts.map((source, index) => ({
          binding_index: index,
          tool_name: SOURCES[source].tool,
          source_invocation_id: SOURCES[source].id,
          raw_path: SOURCES[source].path,
          text: SOURCES[source].text,
        })),
      },
    ],
    tool_trace_summary: "",
    recommended_actions: [],
  };
}

const CAUSAL_CLAIMS = [
  "The root cause of the order-service timeouts is HikariPool-1 exhaustion.",
  "order-service requests timed out after 30000ms because of HikariPool-1 exhaustion.",
  "order-service requests timed out after 30000ms because HikariPool-1 had waiting=37.",
  "order-service requests timed out after 30000ms due to HikariPool-1 having waiting=37.",
  "order-service timeouts after 30000ms may be caused by HikariPool-1 with waiting=37.",
  "HikariPool-1 with waiting=37 likely led to request timeouts after 30000ms in order-service.",
  "order-service 请求超时 30000ms 的根因是 HikariPool-1 连接池耗尽",
  "HikariPool-1 连接池耗尽导致 order-service 请求超时 30000ms",
  "由于 HikariPool-1 连接池耗尽，order-service 请求超时 30000ms",
  "order-service 请求超时 30000ms 可能是因为 HikariPool-1 连接池耗尽",
  "HikariPool-1 连接池耗尽造成 order-service 请求超时 30000ms",
  "HikariPool-1 连接池耗尽引起 order-service 请求超时 30000ms",
];

export const JUDGE_CASES: readonly JudgeCase[] = [
  // Derivable claims.
  {
    condition: "a claim restating the excerpt's key=value pairs",
    claim: "order-service HikariPool-1 has active=50 of total=50 connections with waiting=37.",
    excerpts: ["log"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a duration in another unit (30 s = 30000ms)",
    claim: "order-service requests timed out after 30 s.",
    excerpts: ["log"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a duration in words (half a minute as 0.5 minutes)",
    claim: "order-service requests timed out after 0.5 minutes.",
    excerpts: ["log"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a key written in words (p99 latency is 2400 ms)",
    claim: "checkout-service p99 latency is 2400 ms, above the 800ms threshold.",
    excerpts: ["latency"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a percentage and an alert name",
    claim: "HighMemoryUsage is firing for order-service at 91% for 15 minutes.",
    excerpts: ["metrics"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a negation the evidence states (idle=0)",
    claim: "order-service HikariPool-1 has no idle connections.",
    excerpts: ["log"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a Chinese claim over mixed evidence",
    claim: "order-service 的 HikariPool-1 连接池耗尽，active=50/50，waiting=37",
    excerpts: ["chinese_log"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a Chinese claim over English evidence",
    claim: "order-service 的 HikariPool-1 连接不可用，等待连接数为 37，请求超时 30000ms",
    excerpts: ["log"],
    verdict: "PASS",
    codes: [],
  },
  {
    condition: "a claim that says what the runbook advises",
    claim: "The runbook advises collecting thread dumps and slow query logs before restarting.",
    excerpts: ["runbook"],
    verdict: "PASS",
    codes: [],
  },
  // REJECT: conflicts and negations.
  {
    condition: "a key=value the excerpt gives another value",
    claim: "order-service HikariPool-1 has waiting=3.",
    excerpts: ["log"],
    verdict: "REJECT",
    codes: ["fact_conflict"],
  },
  {
    condition: "a quantity written in words that conflicts (p99 latency is 4.8s)",
    claim: "checkout-service p99 latency is 4.8s.",
    excerpts: ["latency"],
    verdict: "REJECT",
    codes: ["fact_conflict"],
  },
  {
    condition: "a duration that conflicts after conversion",
    claim: "checkout-service latency has breached its threshold for a duration of 2 hours.",
    excerpts: ["latency"],
    verdict: "REJECT",
    codes: ["fact_conflict"],
  },
  {
    condition: "a negation of what the excerpt counts (no connections waiting)",
    claim: "order-service HikariPool-1 has no connections waiting.",
    excerpts: ["log"],
    verdict: "REJECT",
    codes: ["negation_conflict"],
  },
  {
    condition: "a Chinese negation of what the excerpt counts",
    claim: "order-service 的 HikariPool-1 没有等待的连接",
    excerpts: ["log"],
    verdict: "REJECT",
    codes: ["negation_conflict"],
  },
  {
    condition: "a negated state the excerpt states (not firing)",
    claim: "HighMemoryUsage is not firing for order-service.",
    excerpts: ["metrics"],
    verdict: "REJECT",
    codes: ["negation_conflict"],
  },
  {
    condition: "a state the excerpt negates (connections available)",
    claim: "order-service HikariPool-1 connections are available.",
    excerpts: ["log"],
    verdict: "REJECT",
    codes: ["negation_conflict"],
  },
  // LOW_CONFID: unsupported specifics, causal wording, runbook as fact, uncovered.
  {
    condition: "an identifier in no excerpt",
    claim: "payment-service HikariPool-1 has waiting=37.",
    excerpts: ["log"],
    verdict: "LOW_CONFID",
    codes: ["fact_unsupported"],
  },
  {
    condition: "a number in no excerpt",
    claim: "order-service saw 412 timeouts in HikariPool-1.",
    excerpts: ["log"],
    verdict: "LOW_CONFID",
    codes: ["fact_unsupported"],
  },
  {
    condition: "a key=value in no excerpt",
    claim: "order-service HikariPool-1 has maxLifetime=1800000.",
    excerpts: ["log"],
    verdict: "LOW_CONFID",
    codes: ["fact_unsupported"],
  },
  ...CAUSAL_CLAIMS.map(
    (claim): JudgeCase => ({
      condition: `causal wording: ${claim}`,
      claim,
      excerpts: ["log"],
      verdict: "LOW_CONFID",
      codes: ["causal_wording"],
    }),
  ),
  {
    condition: "a current-incident fact resting only on runbook evidence",
    claim: "order-service HikariCP pool is exhausted and threads are waiting.",
    excerpts: ["runbook"],
    verdict: "LOW_CONFID",
    codes: ["knowledge_as_incident_fact"],
  },
  {
    condition: "a fact stated only by the runbook beside observation evidence",
    claim: "order-service HikariPool-1 has waiting=37; HikariCP pool exhaustion is under way.",
    excerpts: ["log", "runbook"],
    verdict: "LOW_CONFID",
    codes: ["knowledge_as_incident_fact"],
  },
  {
    condition: "a claim whose words are mostly in no excerpt",
    claim: "order-service deployment rollback finished and customers stopped complaining.",
    excerpts: ["log"],
    verdict: "LOW_CONFID",
    codes: ["claim_not_covered"],
  },
  {
    condition: "a claim with no verified excerpt",
    claim: "order-service HikariPool-1 has waiting=37.",
    excerpts: [],
    verdict: "LOW_CONFID",
    codes: ["no_verified_excerpt"],
  },
];
