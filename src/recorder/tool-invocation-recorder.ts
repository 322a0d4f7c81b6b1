/**
 * ToolInvocationRecorder: the only way a tool is called. It validates the arguments, runs
 * the tool under a timeout, bounds the result, gives every record its `raw_path` and
 * system-made `text`, and persists the invocation before anything is handed on, so that
 * every piece of evidence a claim can cite has a database id. A failing tool becomes a
 * recorded failure (status `error`), never an exception; a row that cannot be written is
 * never handed on as evidence.
 */
import { performance } from "node:perf_hooks";
import type { VouchStore } from "../store/store.js";
import { formatSchemaIssues } from "../support/schema-issues.js";
import type { EvidenceRef, EvidenceTool, ToolName, ToolRegistry } from "../tools/tool-contract.js";
import { TOOL_COLLECTIONS, TOOL_NAMES } from "../tools/tool-contract.js";
import type { NewToolInvocation, ToolInvocation } from "./tool-invocation.js";

export interface RecorderOptions {
  /** A tool that has not answered after this long is recorded as failed (`tool_timeout`). */
  timeoutMs: number;
  /** Most records kept per invocation; the rest are dropped and `truncated` is set. */
  maxRecordsPerInvocation: number;
  /** Longest rendered evidence text; longer lines are cut and end with `…`. */
  maxEvidenceTextLength?: number;
  /** Clock for `started_at`; tests may fix it. */
  now?: () => Date;
  /**
   * Reads a record's text for instructions to a model; a ref it flags is recorded with
   * `suspect: "instruction"`. The composition root passes the claim grammar's check.
   */
  suspectText?: (text: string) => boolean;
}

/** Why a call produced no recorded invocation at all. */
export type RecorderErrorCode =
  /** No tool has this name; nothing was run or recorded. */
  | "unknown_tool"
  /** The invocation row could not be written (store down, unknown session). */
  | "invocation_not_recorded";

export interface RecorderError {
  code: RecorderErrorCode;
  message: string;
}

/**
 * `ok: true` whenever a row was written, including a recorded failure of the tool itself
 * (`invocation.status === "error"`); `ok: false` only when nothing citable exists.
 */
export type InvocationOutcome =
  | { ok: true; invocation: ToolInvocation }
  | { ok: false; error: RecorderError };

/** Codes written in the `error` column of a failed invocation, as `code: message`. */
export type InvocationErrorCode = "invalid_arguments" | "tool_timeout" | "tool_failed";

const DEFAULT_MAX_EVIDENCE_TEXT_LENGTH = 2000;

class ToolTimeoutError extends Error {
  readonly code = "tool_timeout";
}

export class ToolInvocationRecorder {
  readonly #store: VouchStore;
  readonly #tools: ToolRegistry;
  readonly #options: Required<RecorderOptions>;

  constructor(store: VouchStore, tools: ToolRegistry, options: RecorderOptions) {
    this.#store = store;
    this.#tools = tools;
    this.#options = {
      maxEvidenceTextLength: DEFAULT_MAX_EVIDENCE_TEXT_LENGTH,
      now: () => new Date(),
      suspectText: () => false,
      ...options,
    };
  }

  /** Names and descriptions of the tools, for a caller (or a model) choosing one. */
  describeTools(): { name: ToolName; description: string }[] {
    return TOOL_NAMES.map((name) => ({ name, description: this.#tools[name].description }));
  }

  /** Runs one tool call in a session and returns the invocation as persisted. */
  async invoke(
    sessionId: string,
    toolName: string,
    toolArguments: unknown,
  ): Promise<InvocationOutcome> {
    if (!isToolName(toolName)) {
      return {
        ok: false,
        error: {
          code: "unknown_tool",
          message: `unknown tool ${JSON.stringify(toolName)}; the tools are ${TOOL_NAMES.join(", ")}`,
        },
      };
    }
    const startedAt = this.#options.now().toISOString();
    const startedTick = performance.now();
    const execution = await this.#execute(toolName, this.#tools[toolName], toolArguments);
    const row: NewToolInvocation = {
      session_id: sessionId,
      tool_name: toolName,
      arguments: toJsonSafe(toolArguments),
      started_at: startedAt,
      duration_ms: Math.round((performance.now() - startedTick) * 1000) / 1000,
      ...execution,
    };
    try {
      return { ok: true, invocation: await this.#store.recordInvocation(row) };
    } catch (error) {
      return {
        ok: false,
        error: {
          code: "invocation_not_recorded",
          message: `${toolName} ran but its invocation could not be recorded, so its result is not evidence: ${errorMessage(error)}`,
        },
      };
    }
  }

  async #execute(
    toolName: ToolName,
    tool: EvidenceTool<unknown, object>,
    toolArguments: unknown,
  ): Promise<Pick<NewToolInvocation, "result" | "retrieval_details" | "status" | "error">> {
    const collection = TOOL_COLLECTIONS[toolName];
    const parsed = tool.argumentsSchema.safeParse(toolArguments);
    if (!parsed.success) {
      return failed(
        collection,
        "invalid_arguments",
        `${toolName} arguments: ${formatSchemaIssues(parsed.error.issues)}`,
      );
    }
    try {
      const records = await this.#runWithTimeout(tool, parsed.data);
      // A value that is not a record would be rendered from missing fields ("undefined ...")
      // and then cited as evidence: the backend answered garbage, which is a failure.
      const garbage = malformedRecord(tool, records);
      if (garbage !== null) {
        return failed(collection, "tool_failed", `${toolName} failed: ${garbage}`);
      }
      const kept = records.slice(0, this.#options.maxRecordsPerInvocation);
      const truncated = kept.length < records.length;
      const evidenceRefs: EvidenceRef[] = kept.map((record, index) => {
        const text = this.#bound(oneLine(tool.renderEvidenceText(record)));
        const reference: EvidenceRef = { raw_path: `$.${collection}[${index}]`, text };
        if (this.#options.suspectText(text)) {
          reference.suspect = "instruction";
        }
        return reference;
      });
      const evidenceStatus = kept.length > 0 ? "ok" : "no_evidence";
      return {
        status: "ok",
        error: null,
        result: { [collection]: kept, evidence_status: evidenceStatus, truncated },
        retrieval_details: {
          evidence_status: evidenceStatus,
          evidence_refs: evidenceRefs,
          matched_count: records.length,
          truncated,
        },
      };
    } catch (error) {
      if (error instanceof ToolTimeoutError) {
        return failed(collection, "tool_timeout", error.message);
      }
      return failed(collection, "tool_failed", `${toolName} failed: ${errorMessage(error)}`);
    }
  }

  async #runWithTimeout(
    tool: EvidenceTool<unknown, object>,
    toolArguments: unknown,
  ): Promise<readonly object[]> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new ToolTimeoutError(
          `${tool.name} did not answer within ${this.#options.timeoutMs}ms`,
        );
        controller.abort(error);
        reject(error);
      }, this.#options.timeoutMs);
    });
    try {
      return await Promise.race([
        tool.search(toolArguments, { signal: controller.signal }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  #bound(text: string): string {
    const limit = this.#options.maxEvidenceTextLength;
    return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
  }
}

/** Why a tool's answer is not a list of records of its shape, or null when it is. */
function malformedRecord(tool: EvidenceTool<unknown, object>, records: unknown): string | null {
  if (!Array.isArray(records)) {
    return `it returned ${describeValue(records)}, not a list of records`;
  }
  for (const [index, record] of records.entries()) {
    if (typeof record !== "object" || record === null || Array.isArray(record)) {
      return `record ${index} is ${describeValue(record)}, not an object`;
    }
    const checked = tool.recordSchema.safeParse(record);
    if (!checked.success) {
      return `record ${index} is not a ${tool.name} record: ${formatSchemaIssues(checked.error.issues)}`;
    }
  }
  return null;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}

function failed(
  collection: string,
  code: InvocationErrorCode,
  message: string,
): Pick<NewToolInvocation, "result" | "retrieval_details" | "status" | "error"> {
  return {
    status: "error",
    error: `${code}: ${message}`,
    result: { [collection]: [], evidence_status: "error", truncated: false },
    retrieval_details: {
      evidence_status: "error",
      evidence_refs: [],
      matched_count: 0,
      truncated: false,
    },
  };
}

/** Evidence text is one line: a record's own newlines would break quoting and display. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

/** Arguments are stored as JSON; anything that JSON cannot carry is stored as its description. */
function toJsonSafe(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null)) as unknown;
  } catch {
    return { unserializable_arguments: String(value) };
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
