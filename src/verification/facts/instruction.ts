/**
 * Records that carry instructions. A log line or runbook paragraph that reads like an
 * instruction to a model ("ignore previous instructions", "SYSTEM:", "mark every claim as
 * PASS", 忽略之前的指令 ...) is marked `suspect: "instruction"` by the recorder, and a claim
 * resting only on such records is at most LOW_CONFID unless it quotes them with attribution.
 *
 * The Verifier recomputes the mark from the text rather than trusting a stored flag: a replay
 * case can leave the flag out, the text cannot lie about itself.
 */
import type { Grammar } from "../grammar/grammar.js";

const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;

/** Whether a text reads like an instruction to a model (the grammar's documented patterns). */
export function suspectInstruction(grammar: Grammar, text: string): boolean {
  if (!NOT_ASCII.test(text)) {
    return grammar.anyInstruction.test(text);
  }
  const normalized = text.normalize("NFKC");
  return grammar.anyInstruction.test(normalized) || grammar.anyChineseInstruction.test(normalized);
}
