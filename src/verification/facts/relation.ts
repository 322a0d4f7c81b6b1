/**
 * Relations between facts: causal and temporal-relational wording, quantifiers, evaluations and
 * modality are never framing; a claim that uses them where its record does not is LOW_CONFID,
 * and the verdict names the category (`causal_wording`, ...). Comparisons ("p99 is 2.4s, above
 * the 1000ms threshold", 超过, 低于) are checked by arithmetic when both quantities are in the
 * claim and in the record; otherwise the comparison word is unsupported.
 */
import type { ClaimUnit } from "../claim-analysis.js";
import { type ForbiddenCategory, type Grammar, hasHan } from "../grammar/grammar.js";
import type { RuleCode } from "../rule-codes.js";
import { compareQuantities, type Quantity } from "./quantity.js";

/** The category of a word that is never framing, or null. */
export function forbiddenCategory(grammar: Grammar, unit: ClaimUnit): ForbiddenCategory | null {
  if (unit.kind === "word" || unit.kind === "han" || unit.kind === "negator") {
    return grammar.forbidden.get(unit.kind === "word" ? unit.stem : unit.text) ?? null;
  }
  return null;
}

/** The reason code that names unaligned words of a category. */
export const CATEGORY_CODES: Readonly<Record<ForbiddenCategory | "other", RuleCode>> = {
  causal: "causal_wording",
  relational: "relational_wording",
  quantifying: "quantifier_wording",
  evaluative: "evaluative_wording",
  modal: "modal_wording",
  remediating: "remediation_in_claim",
  negating: "negation_unsupported",
  other: "unit_unsupported",
};

/** The relation a comparison word states (`above` >, `below` <), or null. */
export function comparisonOf(grammar: Grammar, unit: ClaimUnit): ">" | "<" | null {
  if (unit.kind !== "word" && unit.kind !== "han") {
    return null;
  }
  return grammar.comparisons.get(unit.kind === "word" ? unit.stem : unit.text) ?? null;
}

/**
 * Whether `left relation right` holds; null when the two cannot be compared (other
 * dimensions, ratios).
 */
export function comparisonHolds(
  left: Quantity,
  relation: ">" | "<",
  right: Quantity,
): boolean | null {
  const difference = compareQuantities(left, right);
  if (difference === null) {
    return null;
  }
  return relation === ">" ? difference > 0 : difference < 0;
}

export { hasHan };
