/**
 * Test support: invocation rows and executor outputs shaped like the recorded ones in
 * test/fixtures/replay, and one call that runs them through hook, Gatekeeper and Verifier.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { ToolInvocation } from "../../../src/recorder/tool-invocation.js";
import { type ReplayRun, runReplayCase } from "../../../src/verification/replay.js";
import type { VerifierOptions } from "../../../src/verification/verifier.js";

export const SESSION_ID = "sess-1";
export const OTHER_SESSION_ID = "sess-2";

export const METRICS_TEXT =
  "HighMemoryUsage firing, service=order-service, current=91%, duration=15m";
export const LATENCY_TEXT =
  "HighLatencyP99 firing, service=checkout-service, p99=2.4s, threshold=800ms, duration=20m";
export const POOL_LOG_TEXT =
  "2026-11-29T10:02:11Z ERROR order-service [pool-3-thread-7] HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
export const CHINESE_LOG_TEXT =
  "2026-11-29T10:02:12Z ERROR order-service HikariPool-1 - 连接池耗尽，active=50/50，waiting=37，请求等待超时 30000ms";
export const RUNBOOK_TEXT =
  "Runbook: HikariCP pool exhaustion. When active equals total and waiting is above zero, collect thread dumps and slow query logs before restarting.";
export const OTHER_SESSION_TEXT = "2026-11-29T09:00:00Z WARN cart-service slow response 1.2s";

/** A persisted row; `evidence_refs: null` builds an old row without the key. */
export function invocation(
  id: number,
  toolName: string,
  references: ReadonlyArray<readonly [string, string]> | null,
  sessionId: string = SESSION_ID,
): ToolInvocation {
  const retrievalDetails: ToolInvocation["retrieval_details"] = {
    evidence_status: references === null || references.length > 0 ? "ok" : "no_evidence",
  };
  if (references !== null) {
    retrievalDetails.evidence_refs = references.map(([rawPath, text]) => ({
      raw_path: rawPath,
      text,
    }));
  }
  return {
    id,
    session_id: sessionId,
    tool_name: toolName,
    arguments: {},
    result: null,
    retrieval_details: retrievalDetails,
    status: "ok",
    error: null,
    started_at: "2026-11-29T10:02:00Z",
    duration_ms: 12,
  };
}

/** The invocations most cases look up: one per tool in this session, one in another. */
export const STANDARD_INVOCATIONS: readonly ToolInvocation[] = [
  invocation(101, "query_metrics", [
    ["$.alerts[0]", METRICS_TEXT],
    ["$.alerts[1]", LATENCY_TEXT],
  ]),
  invocation(102, "query_logs", [
    ["$.logs[0]", POOL_LOG_TEXT],
    ["$.logs[1]", CHINESE_LOG_TEXT],
  ]),
  invocation(103, "lookup_knowledge", [["$.evidence_blocks[0]", RUNBOOK_TEXT]]),
  invocation(201, "query_logs", [["$.logs[0]", OTHER_SESSION_TEXT]], OTHER_SESSION_ID),
];

export const OLD_ROW = invocation(104, "query_metrics", null);
export const EMPTY_ROW = invocation(105, "query_metrics", []);

/** A binding as JSON; pass `undefined` for a field to leave it out. */
export type BindingJson = Record<string, unknown>;

/** An authentic V2 binding to `$.logs[0]` of invocation 102. */
export function logBinding(overrides: BindingJson = {}): BindingJson {
  return withoutUndefined({
    tool_name: "query_logs",
    source_invocation_id: 102,
    raw_path: "$.logs[0]",
    evidence_excerpt: "HikariPool-1 - Connection is not available, request timed out after 30000ms",
    ...overrides,
  });
}

export function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/** A confirmed observation whose text restates its evidence. */
export function claimJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return withoutUndefined({
    claim_id: "c1",
    text: "order-service HikariPool-1 has active=50 of total=50 connections with waiting=37.",
    kind: "observation",
    status: "confirmed",
    evidence_bindings: [logBinding()],
    ...overrides,
  });
}

export function outputJson(claims: readonly unknown[]): Record<string, unknown> {
  return { claims, recommended_actions: [], tool_trace_summary: "query_logs -> 2 records" };
}

export interface TurnRequest {
  readonly executorOutput: unknown;
  readonly invocations?: readonly ToolInvocation[];
  readonly sessionId?: string;
  readonly options?: VerifierOptions;
}

/** Runs one executor output through hook, Gatekeeper and Verifier; fails the test on an error value. */
export async function runTurn(request: TurnRequest): Promise<ReplayRun> {
  const run = await runReplayCase(
    {
      sessionId: request.sessionId ?? SESSION_ID,
      question: null,
      invocations: request.invocations ?? STANDARD_INVOCATIONS,
      executorOutput: request.executorOutput,
    },
    request.options ?? {},
  );
  if (!run.ok) {
    throw new Error(`replay failed: ${run.error.code}: ${run.error.message}`);
  }
  return run.value;
}

const FIXTURE_DIRECTORY = new URL("../../fixtures/replay/", import.meta.url);

export interface ReplayFixture {
  readonly name: string;
  readonly source: string;
  readonly expectedSeverity: string;
  readonly expectedVerdict: string;
}

/** The recorded replay cases under test/fixtures/replay, with the verdicts they must get. */
export function loadReplayFixtures(): ReplayFixture[] {
  return readdirSync(FIXTURE_DIRECTORY)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const source = readFileSync(new URL(name, FIXTURE_DIRECTORY), "utf8");
      const parsed: unknown = JSON.parse(source);
      const expect =
        typeof parsed === "object" && parsed !== null && "expect" in parsed
          ? parsed.expect
          : undefined;
      const severity =
        typeof expect === "object" && expect !== null && "severity" in expect
          ? String(expect.severity)
          : "";
      const verdict =
        typeof expect === "object" && expect !== null && "effective_verdict" in expect
          ? String(expect.effective_verdict)
          : "";
      return { name, source, expectedSeverity: severity, expectedVerdict: verdict };
    });
}

/** A replay case as text, with fields overridden (undefined leaves one out). */
export function replaySource(overrides: Record<string, unknown>): string {
  const base: Record<string, unknown> = {
    session_id: SESSION_ID,
    invocations: [invocation(101, "query_metrics", [["$.alerts[0]", METRICS_TEXT]])],
    executor_output: {
      claims: [
        {
          claim_id: "c1",
          text: "order-service HighMemoryUsage is firing at current=91% for duration=15m.",
          kind: "observation",
          status: "confirmed",
          evidence_bindings: [
            {
              tool_name: "query_metrics",
              source_invocation_id: 101,
              raw_path: "$.alerts[0]",
              evidence_excerpt: METRICS_TEXT,
            },
          ],
        },
      ],
    },
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) {
      delete base[key];
    } else {
      base[key] = value;
    }
  }
  return JSON.stringify(base);
}
