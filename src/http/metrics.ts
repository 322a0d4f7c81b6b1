/**
 * The Prometheus metrics of one server, served at `GET /metrics`. Each server owns its own
 * registry (never prom-client's global one), so two servers in one process, as in tests,
 * never count into each other.
 *
 * Diagnosis metrics come from the ChatTurnResult of each answered turn: its verdict, the
 * Gatekeeper's failed rules, the tool invocations it recorded and the stage timings it
 * measured. Labels hold only bounded values (verdicts, rule codes, tool names, route
 * patterns), never a session id, an owner or a question.
 */
import {
  Counter,
  collectDefaultMetrics,
  Histogram,
  Registry,
  type RegistryContentType,
} from "prom-client";
import type { ChatErrorCode, ChatTurnResult } from "../chat/chat-contract.js";
import { StageTimingsSchema } from "../chat/chat-contract.js";
import { VerdictSchema } from "../verification/verification-contract.js";

/** Seconds; from a fast offline turn (milliseconds) to a slow LLM turn (minutes). */
const STAGE_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** Seconds; an HTTP request includes a whole chat turn. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** The route label of a request no route answered. */
export const UNMATCHED_ROUTE = "(unmatched)";

export interface ServerMetrics {
  readonly registry: Registry<RegistryContentType>;
  /** Counts an answered turn: verdict, failed rules, invocations, stage durations. */
  recordTurn(result: ChatTurnResult): void;
  /** Counts a turn that ended without an answer. */
  recordTurnError(code: ChatErrorCode): void;
  /** Counts a finished HTTP request; `route` is the route pattern, not the path. */
  recordRequest(method: string, route: string, statusCode: number, durationMs: number): void;
}

export interface ServerMetricsOptions {
  /**
   * Also export prom-client's process metrics (CPU, memory, event loop lag, GC). They watch
   * the whole process and start observers that are never stopped: turn on for one server per
   * process (`vouch serve`), not for servers built in tests.
   */
  processMetrics: boolean;
}

export function createServerMetrics(options: ServerMetricsOptions): ServerMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const turns = new Counter({
    name: "vouch_chat_turns_total",
    help: "Answered chat turns by effective verdict.",
    labelNames: ["verdict"] as const,
    registers: [registry],
  });
  const turnErrors = new Counter({
    name: "vouch_chat_turn_errors_total",
    help: "Chat turns that ended without an answer, by error code.",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  const failedRules = new Counter({
    name: "vouch_gatekeeper_failed_rules_total",
    help: "Rules the Gatekeeper failed in answered turns, by rule code (each rule once per turn).",
    labelNames: ["rule"] as const,
    registers: [registry],
  });
  const invocations = new Counter({
    name: "vouch_tool_invocations_total",
    help: "Tool invocations recorded in answered turns, by tool, status and evidence status.",
    labelNames: ["tool", "status", "evidence_status"] as const,
    registers: [registry],
  });
  const stageDuration = new Histogram({
    name: "vouch_chat_stage_duration_seconds",
    help: "Duration of each stage of an answered chat turn (total: the whole turn).",
    labelNames: ["stage"] as const,
    buckets: STAGE_BUCKETS,
    registers: [registry],
  });
  const requests = new Counter({
    name: "vouch_http_requests_total",
    help: "HTTP requests by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: "vouch_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });

  // Series that exist from the start, so that rate() and absent() work before the first turn.
  for (const verdict of VerdictSchema.options) turns.inc({ verdict }, 0);
  const stages = StageTimingsSchema.keyof().options;
  for (const stage of stages) stageDuration.zero({ stage });

  return {
    registry,
    recordTurn(result) {
      turns.inc({ verdict: result.effective_verdict });
      for (const rule of new Set(result.gatekeeper.failed_rules)) failedRules.inc({ rule });
      for (const invocation of result.invocations) {
        invocations.inc({
          tool: invocation.tool_name,
          status: invocation.status,
          evidence_status: invocation.evidence_status,
        });
      }
      for (const stage of stages) {
        stageDuration.observe({ stage }, result.timings_ms[stage] / 1000);
      }
    },
    recordTurnError(code) {
      turnErrors.inc({ code });
    },
    recordRequest(method, route, statusCode, durationMs) {
      requests.inc({ method, route, status_code: String(statusCode) });
      requestDuration.observe({ method, route }, durationMs / 1000);
    },
  };
}
