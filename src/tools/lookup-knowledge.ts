/**
 * `lookup_knowledge`: finds the runbook blocks that best answer a question (BM25).
 *
 * Runbooks say how to investigate, not what is happening now: their blocks are cited as
 * procedure, never as facts about the current incident (the Executor's prompt enforces that).
 */
import { z } from "zod";
import type { RunbookIndex, RunbookMatch } from "./runbook-index.js";
import { toOneLine } from "./text-matching.js";
import type { EvidenceTool, ToolContext } from "./tool-contract.js";

/** Blocks returned when the caller gives no `top_k`. */
export const DEFAULT_TOP_K = 3;
/** The largest `top_k` a caller may ask for. */
export const MAX_TOP_K = 10;

export const LookupKnowledgeArgumentsSchema = z.strictObject({
  /** The question or keywords, in English or Chinese. */
  query: z.string().trim().min(1, "must not be empty"),
  /** How many blocks to return, best first. */
  top_k: z.number().int().min(1).max(MAX_TOP_K).default(DEFAULT_TOP_K),
});
export type LookupKnowledgeArguments = z.infer<typeof LookupKnowledgeArgumentsSchema>;

/** A runbook block as `lookup_knowledge` returns it: file, title, section, text and score. */
export type EvidenceBlock = RunbookMatch;

/** The shape of a returned block, as the recorder checks it. */
export const EvidenceBlockSchema: z.ZodType<EvidenceBlock> = z.object({
  runbook: z.string(),
  title: z.string(),
  section: z.string(),
  text: z.string(),
  score: z.number(),
});

/** `lookup_knowledge` as the registry holds it. */
export type LookupKnowledgeTool = EvidenceTool<LookupKnowledgeArguments, EvidenceBlock>;

/** One line for a runbook block: `Runbook: <title> / <section>: <text on one line>`. */
export function renderEvidenceBlock(block: EvidenceBlock): string {
  return toOneLine(`Runbook: ${block.title} / ${block.section}: ${block.text}`);
}

/** Creates `lookup_knowledge` over a runbook index. */
export function createLookupKnowledgeTool(index: RunbookIndex): LookupKnowledgeTool {
  return {
    name: "lookup_knowledge",
    description:
      "Searches the runbooks (English and Chinese) and returns the best-matching sections: how to investigate, not what is happening.",
    argumentsSchema: LookupKnowledgeArgumentsSchema,
    recordSchema: EvidenceBlockSchema,
    async search(toolArguments: LookupKnowledgeArguments, context: ToolContext) {
      context.signal.throwIfAborted();
      return index.search(toolArguments.query, toolArguments.top_k);
    },
    renderEvidenceText: renderEvidenceBlock,
  };
}
