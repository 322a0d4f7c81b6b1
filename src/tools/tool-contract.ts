/**
 * The contract every evidence tool implements.
 *
 * A tool only searches its backend and renders each record it found as one line of text.
 * Everything that makes the result citable (bounding, `raw_path` assignment, the
 * `evidence_refs` list, persistence) belongs to the ToolInvocationRecorder, so that every
 * tool's evidence is addressed the same way: `$.<collection>[i]`.
 */
import { z } from "zod";

/** Names of the evidence tools, as the executor calls them and as they are persisted. */
export const TOOL_NAMES = ["query_metrics", "query_logs", "lookup_knowledge"] as const;
export const ToolNameSchema = z.enum(TOOL_NAMES);
export type ToolName = z.infer<typeof ToolNameSchema>;

/** The collection of a tool's result that `raw_path` indexes into. */
export const TOOL_COLLECTIONS = {
  query_metrics: "alerts",
  query_logs: "logs",
  lookup_knowledge: "evidence_blocks",
} as const satisfies Record<ToolName, string>;
export type EvidenceCollection = (typeof TOOL_COLLECTIONS)[ToolName];

/**
 * Whether an invocation produced evidence: `ok` (one or more records), `no_evidence`
 * (the search ran and matched nothing), `error` (the tool failed or timed out).
 */
export const EvidenceStatusSchema = z.enum(["ok", "no_evidence", "error"]);
export type EvidenceStatus = z.infer<typeof EvidenceStatusSchema>;

/** One citable record: where it is in the result and its system-made one-line text. */
export const EvidenceRefSchema = z.object({
  /** `$.alerts[i]`, `$.logs[i]` or `$.evidence_blocks[i]`. */
  raw_path: z.string(),
  /** One-line rendering of the record, made by code, never by a model. */
  text: z.string(),
  /**
   * `instruction` when the text reads like an instruction to a model ("ignore previous
   * instructions", "SYSTEM:", 忽略之前的指令 ...): a claim resting only on it is at most
   * LOW_CONFID, and the Composer shows it as quoted text, never as fact.
   */
  suspect: z.literal("instruction").optional(),
});
export type EvidenceRef = z.infer<typeof EvidenceRefSchema>;

/** What a tool run may use besides its arguments. */
export interface ToolContext {
  /** Aborted when the recorder's timeout expires; long-running tools should stop then. */
  readonly signal: AbortSignal;
}

/**
 * An evidence tool. `search` returns the matching records (plain JSON objects) in the
 * order they should be cited; `renderEvidenceText` turns one of them into its one-line
 * `text`.
 */
export interface EvidenceTool<TArguments = unknown, TRecord extends object = object> {
  readonly name: ToolName;
  /** One sentence for people and for a model choosing which tool to call. */
  readonly description: string;
  /** Validates and normalizes the arguments; errors name the field. */
  readonly argumentsSchema: z.ZodType<TArguments>;
  /**
   * The shape of one record. The recorder checks every record the search returns against it
   * before rendering: a backend answering malformed records is a failed call, never evidence
   * whose text reads `undefined`.
   */
  readonly recordSchema: z.ZodType<TRecord>;
  search(toolArguments: TArguments, context: ToolContext): Promise<readonly TRecord[]>;
  renderEvidenceText(record: TRecord): string;
}

/** The tools available to one running service, by name. */
export type ToolRegistry = { readonly [Name in ToolName]: EvidenceTool<unknown, object> };
