/**
 * The contract both executors implement: a question in, an executor output (claims bound
 * to recorded evidence) out. Every tool call an executor makes goes through the
 * ToolInvocationRecorder, so each run also reports the invocations it recorded.
 */
import type { ToolInvocation } from "../recorder/tool-invocation.js";

export type ExecutorKind = "offline" | "llm";

/** A step of a run, for progress output on long work (`vouch diagnose` prints these). */
export type ExecutorProgress =
  | { stage: "plan"; message: string }
  | { stage: "tool_call"; tool_name: string; arguments: unknown }
  | {
      stage: "tool_result";
      invocation_id: number;
      tool_name: string;
      status: string;
      records: number;
    }
  | { stage: "model_turn"; turn: number }
  | { stage: "output"; claims: number };

export interface ExecutorRunInput {
  /** The session every tool call is recorded in; claims may cite only its invocations. */
  sessionId: string;
  /** The person's question, in English or Chinese. */
  question: string;
  /** Aborts the run (a model request in flight, further tool calls). */
  signal?: AbortSignal;
  onProgress?: (progress: ExecutorProgress) => void;
}

/** Why a run produced no usable output; the turn then goes on as incomplete (low_confid). */
export type ExecutorFailureCode =
  /** The executor threw where it should have returned a failure; the turn goes on without output. */
  | "executor_failed"
  /** The caller aborted the run (the person went away, the server is shutting down). */
  | "aborted"
  /** The model endpoint did not answer in time. */
  | "model_timeout"
  /** The model endpoint answered with an error status or a body that is not a completion. */
  | "model_error"
  /** The model kept calling tools past the turn limit. */
  | "tool_loop_exhausted"
  /** A tool call could not be recorded, so the run stopped rather than use unrecorded evidence. */
  | "invocation_not_recorded";

export interface ExecutorRun {
  executor: ExecutorKind;
  /** The model's name for an LLM run; null offline. */
  model: string | null;
  /**
   * The executor output as produced: for the LLM executor, the parsed JSON of its final
   * message (or null when it was not JSON). It is not validated here: the VerifierInputHook
   * and Gatekeeper judge whatever the executor emitted.
   */
  output: unknown;
  /** Version of the system prompt the model was given, kept for the audit; null offline. */
  prompt_version: string | null;
  /** The model's final message exactly as received, kept for the audit; null offline. */
  raw_model_output: string | null;
  /** Every invocation recorded during this run, in call order. */
  invocations: ToolInvocation[];
  /** Set when the run ended without a usable output. */
  failure: { code: ExecutorFailureCode; message: string } | null;
}

export interface Executor {
  readonly kind: ExecutorKind;
  run(input: ExecutorRunInput): Promise<ExecutorRun>;
}
