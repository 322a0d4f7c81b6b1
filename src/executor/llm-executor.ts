/**
 * LlmExecutor: the Executor over any OpenAI-compatible chat-completions model with tool
 * calling.
 *
 * A bounded tool loop. Every tool call the model makes runs through the
 * ToolInvocationRecorder, and the model is shown only what was recorded: the invocation id,
 * tool, status, evidence status and each record's `raw_path` and system-made `text`, so that
 * it can cite precisely. A call whose row could not be written ends the run: unrecorded
 * results are never shown. The final message is parsed as JSON and handed on as it is, valid
 * or not, with the exact text kept for the audit; judging it is the Gatekeeper's job. A slow,
 * failing or looping model ends the run with `failure` set and no output, never with an
 * exception, and every invocation recorded until then stays listed.
 */
import { z } from "zod";
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import type {
  InvocationOutcome,
  ToolInvocationRecorder,
} from "../recorder/tool-invocation-recorder.js";
import { LookupKnowledgeArgumentsSchema } from "../tools/lookup-knowledge.js";
import { QueryLogsArgumentsSchema } from "../tools/query-logs.js";
import { QueryMetricsArgumentsSchema } from "../tools/query-metrics.js";
import type { ToolName } from "../tools/tool-contract.js";
import type {
  Executor,
  ExecutorFailureCode,
  ExecutorProgress,
  ExecutorRun,
  ExecutorRunInput,
} from "./executor-contract.js";
import {
  type ChatMessage,
  type ChatTool,
  createLlmClient,
  isAborted,
  type LlmClient,
  type LlmClientError,
  type LlmEndpointSettings,
  type ModelReply,
  type ModelToolCall,
  readJsonAnswer,
} from "./llm-client.js";
import { EXECUTOR_SYSTEM_PROMPT, PROMPT_VERSION } from "./prompts/executor-system-prompt.v2.js";

/** Model requests per run when the configuration gives no limit. */
export const DEFAULT_LLM_MAX_TURNS = 8;

/** Milliseconds to wait for one model answer when the configuration gives no timeout. */
export const DEFAULT_LLM_TIMEOUT_MS = 60_000;

/** What the executor uses of the ToolInvocationRecorder. */
export type InvocationRecorder = Pick<ToolInvocationRecorder, "invoke" | "describeTools">;

export interface LlmExecutorOptions {
  /** The model endpoint. */
  readonly client: LlmClient;
  /** Runs and records every tool call the model makes. */
  readonly recorder: InvocationRecorder;
  /**
   * Most model requests in one run. A model still calling tools in the last one ends the run
   * with `tool_loop_exhausted`; the calls of that last reply are not run.
   */
  readonly maxTurns: number;
}

/** Endpoint settings plus the turn limit: everything configuration decides. */
export interface LlmExecutorSettings extends LlmEndpointSettings {
  /** See {@link LlmExecutorOptions.maxTurns}. */
  readonly maxTurns: number;
}

/** The arguments schema of each tool, exported to the model as JSON Schema. */
const TOOL_ARGUMENT_SCHEMAS = {
  query_metrics: QueryMetricsArgumentsSchema,
  query_logs: QueryLogsArgumentsSchema,
  lookup_knowledge: LookupKnowledgeArgumentsSchema,
} as const satisfies Record<ToolName, z.ZodType>;

/**
 * The tools as the model sees them: name and description from the recorder, parameters from
 * each tool's arguments schema (its input side, so that defaulted fields are optional).
 */
export function toolDefinitions(recorder: InvocationRecorder): ChatTool[] {
  return recorder.describeTools().map(({ name, description }) => {
    const { $schema: _dialect, ...parameters } = z.toJSONSchema(TOOL_ARGUMENT_SCHEMAS[name], {
      io: "input",
    });
    return { type: "function", function: { name, description, parameters } };
  });
}

/** Tool arguments as the recorder is given them: parsed JSON, or the text as written. */
type ToolArgumentsRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly text: string; readonly reason: string };

function readToolArguments(text: string): ToolArgumentsRead {
  // Some servers send "" for a call without arguments; it means no arguments, not bad ones.
  if (text.trim() === "") {
    return { ok: true, value: {} };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, text, reason };
  }
}

/**
 * A recorded invocation as the model is shown it: what it may cite (id, tool, each record's
 * raw_path and text) and, for a failed call, why it failed.
 */
export function describeInvocationForModel(
  invocation: ToolInvocation,
  argumentsProblem: string | null = null,
): string {
  const details = invocation.retrieval_details;
  return JSON.stringify({
    invocation_id: invocation.id,
    tool_name: invocation.tool_name,
    status: invocation.status,
    evidence_status: details.evidence_status,
    evidence_refs: details.evidence_refs ?? [],
    ...(details.matched_count === undefined ? {} : { matched_count: details.matched_count }),
    ...(details.truncated === undefined ? {} : { truncated: details.truncated }),
    ...(invocation.error === null ? {} : { error: invocation.error }),
    ...(argumentsProblem === null
      ? {}
      : {
          arguments_problem: `the arguments were not valid JSON (${argumentsProblem}); they were recorded as written and the call failed`,
        }),
  });
}

/** The failure code of a run whose model request failed. */
function failureCodeOf(error: LlmClientError): ExecutorFailureCode {
  switch (error.code) {
    case "model_timeout":
      return "model_timeout";
    case "model_error":
      return "model_error";
    case "aborted":
      return "aborted";
  }
}

function assistantMessage(reply: ModelReply): ChatMessage {
  return {
    role: "assistant",
    content: reply.content,
    tool_calls: reply.toolCalls.map((call) => ({
      id: call.id,
      type: "function",
      function: { name: call.name, arguments: call.arguments },
    })),
  };
}

function countClaims(output: unknown): number {
  if (typeof output !== "object" || output === null || !Object.hasOwn(output, "claims")) {
    return 0;
  }
  const claims: unknown = (output as { claims: unknown }).claims;
  return Array.isArray(claims) ? claims.length : 0;
}

/** One tool call, recorded: what the model is shown next; or why nothing was recorded. */
type ToolCallOutcome =
  | { readonly ok: true; readonly invocation: ToolInvocation; readonly shown: string }
  | { readonly ok: false; readonly message: string };

export class LlmExecutor implements Executor {
  readonly kind = "llm";
  /** The version of the system prompt every run is given. */
  readonly promptVersion = PROMPT_VERSION;
  readonly #client: LlmClient;
  readonly #recorder: InvocationRecorder;
  readonly #maxTurns: number;
  readonly #tools: ChatTool[];

  constructor(options: LlmExecutorOptions) {
    this.#client = options.client;
    this.#recorder = options.recorder;
    this.#maxTurns = options.maxTurns;
    this.#tools = toolDefinitions(options.recorder);
  }

  /** Runs the tool loop for one question. Never throws: every ending is an ExecutorRun. */
  async run(input: ExecutorRunInput): Promise<ExecutorRun> {
    const invocations: ToolInvocation[] = [];
    const report = (progress: ExecutorProgress) => {
      try {
        input.onProgress?.(progress);
      } catch {
        // Progress is for display; a failing listener must not end the run.
      }
    };
    const finish = (
      output: unknown,
      rawModelOutput: string | null,
      failure: ExecutorRun["failure"],
    ): ExecutorRun => ({
      executor: "llm",
      model: this.#client.model,
      output,
      prompt_version: PROMPT_VERSION,
      raw_model_output: rawModelOutput,
      invocations: [...invocations],
      failure,
    });
    const fail = (code: ExecutorFailureCode, message: string, rawModelOutput: string | null) =>
      finish(null, rawModelOutput, { code, message });
    const aborted = (turn: number) =>
      fail(
        "aborted",
        `aborted by the caller on turn ${turn}, after ${invocations.length} recorded tool calls`,
        null,
      );

    report({
      stage: "plan",
      message: `asking ${this.#client.model} (${PROMPT_VERSION}) with ${this.#tools.length} tools, at most ${this.#maxTurns} turns`,
    });
    const messages: ChatMessage[] = [
      { role: "system", content: EXECUTOR_SYSTEM_PROMPT },
      { role: "user", content: input.question },
    ];
    let unansweredCalls: readonly ModelToolCall[] = [];
    let lastContent: string | null = null;

    for (let turn = 1; turn <= this.#maxTurns; turn += 1) {
      if (isAborted(input.signal)) {
        return aborted(turn);
      }
      report({ stage: "model_turn", turn });
      const outcome = await this.#client.complete({
        messages,
        tools: this.#tools,
        ...(input.signal === undefined ? {} : { signal: input.signal }),
      });
      if (!outcome.ok) {
        return fail(
          failureCodeOf(outcome.error),
          `turn ${turn}: ${outcome.error.message}`,
          lastContent,
        );
      }
      const reply = outcome.reply;
      if (reply.toolCalls.length === 0) {
        const output = reply.content === null ? null : readJsonAnswer(reply.content);
        const value = output?.ok === true ? output.value : null;
        report({ stage: "output", claims: countClaims(value) });
        return finish(value, reply.content, null);
      }
      lastContent = reply.content;
      unansweredCalls = reply.toolCalls;
      if (turn === this.#maxTurns) {
        break;
      }
      messages.push(assistantMessage(reply));
      for (const call of reply.toolCalls) {
        if (isAborted(input.signal)) {
          return aborted(turn);
        }
        const called = await this.#callTool(input.sessionId, call, report);
        if (!called.ok) {
          return fail("invocation_not_recorded", `turn ${turn}: ${called.message}`, lastContent);
        }
        invocations.push(called.invocation);
        messages.push({ role: "tool", tool_call_id: call.id, content: called.shown });
      }
      unansweredCalls = [];
    }

    const asked = unansweredCalls.map((call) => call.name).join(", ");
    return fail(
      "tool_loop_exhausted",
      `the model was still calling tools (${asked === "" ? "none" : asked}) after ${this.#maxTurns} turns, the limit; those calls were not run`,
      lastContent,
    );
  }

  async #callTool(
    sessionId: string,
    call: ModelToolCall,
    report: (progress: ExecutorProgress) => void,
  ): Promise<ToolCallOutcome> {
    const read = readToolArguments(call.arguments);
    // Arguments that are not JSON are still recorded, as the text the model wrote; the
    // recorder turns them into a failed invocation (invalid_arguments) the model is shown.
    const toolArguments = read.ok ? read.value : read.text;
    report({ stage: "tool_call", tool_name: call.name, arguments: toolArguments });
    let outcome: InvocationOutcome;
    try {
      outcome = await this.#recorder.invoke(sessionId, call.name, toolArguments);
    } catch (thrown) {
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      return {
        ok: false,
        message: `${call.name} (tool call ${call.id}): recorder failed: ${reason}`,
      };
    }
    if (!outcome.ok) {
      return {
        ok: false,
        message: `${call.name} (tool call ${call.id}) was not recorded: ${outcome.error.code}: ${outcome.error.message}`,
      };
    }
    const invocation = outcome.invocation;
    report({
      stage: "tool_result",
      invocation_id: invocation.id,
      tool_name: invocation.tool_name,
      status: invocation.status,
      records: invocation.retrieval_details.evidence_refs?.length ?? 0,
    });
    return {
      ok: true,
      invocation,
      shown: describeInvocationForModel(invocation, read.ok ? null : read.reason),
    };
  }
}

/** The LLM executor over an endpoint, as configuration describes it. */
export function createLlmExecutor(
  settings: LlmExecutorSettings,
  recorder: InvocationRecorder,
): LlmExecutor {
  return new LlmExecutor({
    client: createLlmClient(settings),
    recorder,
    maxTurns: settings.maxTurns,
  });
}
