/**
 * The offline executor: a deterministic evidence collector that needs no model and no
 * network. It reads the question, collects metrics and logs for the services and symptoms it
 * names through the ToolInvocationRecorder, and states micro-facts that quote the recorded
 * evidence text, each bound to the invocation id, raw_path and a verbatim excerpt. Runbooks
 * are consulted only to suggest the next evidence to collect; they never become facts.
 */

import type { ToolInvocation } from "../recorder/tool-invocation.js";
import type {
  InvocationOutcome,
  ToolInvocationRecorder,
} from "../recorder/tool-invocation-recorder.js";
import type { EvidenceRef, ToolName } from "../tools/tool-contract.js";
import type { Executor, ExecutorRun, ExecutorRunInput } from "./executor-contract.js";
import type { Claim, EvidenceBindingV2, ExecutorOutput } from "./executor-output.js";
import {
  type QuestionLanguage,
  type QuestionReading,
  readQuestion,
  type Symptom,
} from "./question-reading.js";

/** Most services and symptoms one question makes the executor look at. */
const MAX_SERVICES = 3;
const MAX_SYMPTOMS = 3;
/** A narrow confirmation question gets one claim, at most two (design: Prompt Constraints). */
const MAX_NARROW_CLAIMS = 2;
const MAX_BROAD_CLAIMS = 6;

export interface OfflineExecutorOptions {
  recorder: ToolInvocationRecorder;
  /** Service names of the scenario, to recognize them in questions. */
  knownServices: readonly string[];
  /** Other names of those services (`订单服务` -> `order-service`). */
  serviceAliases?: Readonly<Record<string, string>>;
}

/** The evidence of one record: the invocation, its raw_path and system-side text, and the record. */
interface CitedRecord {
  invocation: ToolInvocation;
  ref: EvidenceRef;
  record: Record<string, unknown>;
}

/** Claims are numbered once the ones to keep are chosen. */
type UnnumberedClaim = Omit<Claim, "claim_id">;

class RecordingFailed extends Error {
  readonly code = "invocation_not_recorded";
}

function recordsOf(invocation: ToolInvocation): CitedRecord[] {
  const refs = invocation.retrieval_details.evidence_refs ?? [];
  const result = invocation.result;
  return refs.flatMap((ref) => {
    const match = /^\$\.(\w+)\[(\d+)\]$/.exec(ref.raw_path);
    if (match === null || typeof result !== "object" || result === null) return [];
    const collection = (result as Record<string, unknown>)[match[1] ?? ""];
    const record = Array.isArray(collection) ? collection[Number(match[2])] : undefined;
    return typeof record === "object" && record !== null
      ? [{ invocation, ref, record: record as Record<string, unknown> }]
      : [];
  });
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function bindingTo(cited: CitedRecord, excerpt: string): EvidenceBindingV2 {
  return {
    tool_name: cited.invocation.tool_name as ToolName,
    source_invocation_id: cited.invocation.id,
    raw_path: cited.ref.raw_path,
    evidence_excerpt: excerpt,
  };
}

/** The part of a rendered alert after its name and state: `active=50/50, idle=0, ...`. */
function alertClaim(cited: CitedRecord, language: QuestionLanguage): UnnumberedClaim {
  const { alertname, state, service } = cited.record;
  const details = cited.ref.text.replace(/^[^,]*,\s*service=[^,]*,?\s*/, "");
  const sentence =
    language === "zh"
      ? `${text(service)} 的告警 ${text(alertname)} 处于 ${text(state)} 状态${details === "" ? "" : ` (${details})`}。`
      : `${text(service)} has alert ${text(alertname)} ${text(state)}${details === "" ? "" : ` (${details})`}.`;
  return {
    text: sentence,
    kind: "observation",
    status: "confirmed",
    evidence_bindings: [bindingTo(cited, cited.ref.text)],
  };
}

function logClaim(cited: CitedRecord, language: QuestionLanguage): UnnumberedClaim {
  const { service, level, timestamp, message } = cited.record;
  const quoted =
    text(message) !== "" && cited.ref.text.includes(text(message)) ? text(message) : cited.ref.text;
  const sentence =
    language === "zh"
      ? `${text(service)} 在 ${text(timestamp)} 记录了 ${text(level)} 日志: ${quoted}`
      : `${text(service)} logged ${text(level)} at ${text(timestamp)}: ${quoted}`;
  return {
    text: sentence,
    kind: "observation",
    status: "confirmed",
    evidence_bindings: [bindingTo(cited, quoted)],
  };
}

function noEvidenceClaim(
  invocation: ToolInvocation,
  service: string | undefined,
  query: string,
  language: QuestionLanguage,
): UnnumberedClaim {
  const failed = invocation.status === "error";
  const scope = service ?? (language === "zh" ? "所有服务" : "any service");
  const sentence = failed
    ? language === "zh"
      ? `无法检索 ${scope} 的日志 (调用 ${invocation.id} 失败), 因此无法确认或排除。`
      : `The logs of ${scope} could not be searched (invocation ${invocation.id} failed), so nothing is confirmed or ruled out.`
    : language === "zh"
      ? `未找到 ${scope} 中匹配 "${query}" 的日志记录。`
      : `No log records of ${scope} matching "${query}" were found.`;
  return {
    text: sentence,
    kind: "negative_observation",
    status: "unconfirmed",
    // An empty result has no record to point at: the binding names the invocation only,
    // which the Gatekeeper rates low_confid, as an absence of evidence deserves.
    evidence_bindings: [{ tool_name: "query_logs", source_invocation_id: invocation.id }],
  };
}

/** The log record a person most needs to see: the latest error, else the latest warning, else the latest. */
function mostTelling(records: readonly CitedRecord[]): CitedRecord | undefined {
  for (const level of ["ERROR", "WARN"]) {
    const found = records.findLast((cited) => text(cited.record.level).toUpperCase() === level);
    if (found !== undefined) return found;
  }
  return records.at(-1);
}

function alertIsAbout(
  cited: CitedRecord,
  service: string | undefined,
  symptom: Symptom | undefined,
): boolean {
  if (service !== undefined && text(cited.record.service).toLowerCase() !== service.toLowerCase())
    return false;
  if (symptom === undefined) return text(cited.record.state) !== "resolved";
  const about = `${text(cited.record.alertname)} ${text(cited.record.summary)}`.toLowerCase();
  return symptom.alertTerms.some((term) => about.includes(term));
}

function summarize(invocation: ToolInvocation): string {
  const count = invocation.retrieval_details.evidence_refs?.length ?? 0;
  const outcome =
    invocation.status === "error"
      ? "error"
      : `${count} ${invocation.retrieval_details.evidence_status === "ok" ? "records" : "records (no evidence)"}`;
  return `${invocation.tool_name}(${JSON.stringify(invocation.arguments)}) -> ${outcome} [invocation ${invocation.id}]`;
}

export class OfflineExecutor implements Executor {
  readonly kind = "offline" as const;
  readonly #recorder: ToolInvocationRecorder;
  readonly #knownServices: readonly string[];
  readonly #serviceAliases: Readonly<Record<string, string>>;

  constructor(options: OfflineExecutorOptions) {
    this.#recorder = options.recorder;
    this.#knownServices = options.knownServices;
    this.#serviceAliases = options.serviceAliases ?? {};
  }

  async run(input: ExecutorRunInput): Promise<ExecutorRun> {
    const invocations: ToolInvocation[] = [];
    const call = async (toolName: ToolName, toolArguments: Record<string, unknown>) => {
      input.signal?.throwIfAborted();
      input.onProgress?.({ stage: "tool_call", tool_name: toolName, arguments: toolArguments });
      const outcome: InvocationOutcome = await this.#recorder.invoke(
        input.sessionId,
        toolName,
        toolArguments,
      );
      if (!outcome.ok) throw new RecordingFailed(outcome.error.message);
      invocations.push(outcome.invocation);
      input.onProgress?.({
        stage: "tool_result",
        invocation_id: outcome.invocation.id,
        tool_name: toolName,
        status: outcome.invocation.status,
        records: outcome.invocation.retrieval_details.evidence_refs?.length ?? 0,
      });
      return outcome.invocation;
    };

    const reading = readQuestion(input.question, this.#knownServices, this.#serviceAliases);
    input.onProgress?.({
      stage: "plan",
      message: `services: ${reading.services.join(", ") || "(none named)"}; symptoms: ${reading.symptoms.map((symptom) => symptom.id).join(", ") || "(none named)"}; ${reading.narrow ? "narrow" : "broad"} question`,
    });
    try {
      const output = await this.#collect(reading, input.question, call);
      input.onProgress?.({ stage: "output", claims: output.claims.length });
      return {
        executor: "offline",
        model: null,
        output,
        prompt_version: null,
        raw_model_output: null,
        invocations,
        failure: null,
      };
    } catch (error) {
      if (error instanceof RecordingFailed) {
        return {
          executor: "offline",
          model: null,
          output: null,
          prompt_version: null,
          raw_model_output: null,
          invocations,
          failure: { code: error.code, message: error.message },
        };
      }
      throw error;
    }
  }

  async #collect(
    reading: QuestionReading,
    question: string,
    call: (toolName: ToolName, toolArguments: Record<string, unknown>) => Promise<ToolInvocation>,
  ): Promise<ExecutorOutput> {
    const { language } = reading;
    const services: (string | undefined)[] =
      reading.services.length > 0 ? reading.services.slice(0, MAX_SERVICES) : [undefined];
    const symptoms: (Symptom | undefined)[] =
      reading.symptoms.length > 0 ? reading.symptoms.slice(0, MAX_SYMPTOMS) : [undefined];
    const limit = reading.narrow ? MAX_NARROW_CLAIMS : MAX_BROAD_CLAIMS;
    const confirmed: UnnumberedClaim[] = [];
    const negative: UnnumberedClaim[] = [];
    const trace: ToolInvocation[] = [];

    for (const service of services) {
      const metrics = await call("query_metrics", service === undefined ? {} : { service });
      trace.push(metrics);
      const alerts = recordsOf(metrics);
      for (const symptom of symptoms) {
        const query = symptom?.logQuery ?? "ERROR";
        const logs = await call(
          "query_logs",
          service === undefined ? { query } : { query, service },
        );
        trace.push(logs);
        const alert = alerts.find((cited) => alertIsAbout(cited, service, symptom));
        if (alert !== undefined) confirmed.push(alertClaim(alert, language));
        const logRecord = mostTelling(recordsOf(logs));
        if (logRecord !== undefined) confirmed.push(logClaim(logRecord, language));
        else negative.push(noEvidenceClaim(logs, service, query, language));
      }
    }

    const knowledge = await call("lookup_knowledge", { query: question, top_k: 3 });
    trace.push(knowledge);
    const claims = [...confirmed.slice(0, limit), ...negative].slice(0, Math.max(limit, 1));
    return {
      claims: claims.map((claim, index) => ({ claim_id: `c${index + 1}`, ...claim })),
      recommended_actions: nextSteps(reading, recordsOf(knowledge), trace),
      tool_trace_summary: trace.map(summarize).join("; "),
    };
  }
}

/** Evidence-collection next steps: never remediation. */
function nextSteps(
  reading: QuestionReading,
  runbookBlocks: readonly CitedRecord[],
  trace: readonly ToolInvocation[],
): string[] {
  const steps: string[] = [];
  const zh = reading.language === "zh";
  const first = runbookBlocks[0];
  if (first !== undefined) {
    const title = text(first.record.title);
    steps.push(
      zh
        ? `查阅 runbook "${title}", 按其中的证据收集步骤收集下一批证据`
        : `Read runbook "${title}" and collect the evidence its evidence-collection steps list`,
    );
  }
  for (const invocation of trace) {
    if (invocation.tool_name !== "query_logs") continue;
    if (invocation.retrieval_details.evidence_status === "ok") continue;
    const service = (invocation.arguments as { service?: string }).service;
    steps.push(
      zh
        ? `查看 query_metrics ${JSON.stringify(service === undefined ? {} : { service })} 的相关告警, 或换用其他关键词再次 query_logs`
        : `Check query_metrics ${JSON.stringify(service === undefined ? {} : { service })} for related alerts, or search the logs again with other terms`,
    );
  }
  return [...new Set(steps)];
}
