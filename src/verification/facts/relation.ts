/**
 * Relations between facts: causal and temporal-relational wording, quantifiers, evaluations and
 * modality are never framing; a claim that uses them where its record does not is LOW_CONFID,
 * and the verdict names the category (`causal_wording`, ...). Comparisons ("p99 is 2.4s, above
 * the 1000ms threshold", 超过, 低于) are checked by arithmetic when both quantities are in the
 * claim and in the record; otherwise the comparison word is unsupported.
 */

import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { type ForbiddenCategory, type Grammar, hasHan } from "../grammar/grammar.js";
import type { RecordAnalysis } from "../record-analysis.js";
import type { RuleCode } from "../rule-codes.js";
import { compareQuantities, type Quantity } from "./quantity.js";

/** The category of a word that is never framing, or null. */
export function forbiddenCategory(grammar: Grammar, unit: ClaimUnit): ForbiddenCategory | null {
  if (unit.kind === "word" || unit.kind === "han" || unit.kind === "negator") {
    return grammar.forbidden.get(unit.text) ?? null;
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

export function checkComparisons(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const relation = comparisonOf(check.grammar, unit);
    if (relation === null) {
      continue;
    }
    const left = nearestQuantity(check, unit, -1);
    const right = nearestQuantity(check, unit, 1);
    if (left?.quantity == null || right?.quantity == null) {
      continue;
    }
    const leftAccount = check.accounts[left.index];
    const rightAccount = check.accounts[right.index];
    if (leftAccount?.outcome !== "supported" || rightAccount?.outcome !== "supported") {
      continue;
    }
    const holds = comparisonHolds(left.quantity, relation, right.quantity);
    const record = leftAccount.record ?? rightAccount.record;
    if (holds === true && record !== null) {
      check.supported(
        unit,
        record,
        `${left.text} ${relation} ${right.text} by arithmetic`,
        "relation",
      );
    } else if (holds === false && record !== null) {
      check.conflict(
        unit,
        "fact_conflict",
        record,
        `${left.text} is not ${unit.text} ${right.text}`,
        "relation",
      );
    }
  }
}

/**
 * A causal or relational word the records have (`after`) relates only facts of the record it
 * comes from: "X changed state after Y failed" joining two records' facts is not what either
 * record says.
 */
export function checkRelationsWithinRecords(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const category = forbiddenCategory(check.grammar, unit);
    if (
      account?.outcome !== "supported" ||
      account.record === null ||
      (category !== "causal" && category !== "relational")
    ) {
      continue;
    }
    const before = neighbourRecord(check, unit, -1);
    const after = neighbourRecord(check, unit, 1);
    if (
      (before !== null && before !== account.record) ||
      (after !== null && after !== account.record)
    ) {
      check.unsupported(
        unit,
        CATEGORY_CODES[category],
        "relates facts of different records; each record states only its own",
        "relation",
      );
    }
  }
}

/** The record of the nearest supported fact on one side of a unit, or null. */
function neighbourRecord(check: ClaimCheck, unit: ClaimUnit, step: number): RecordAnalysis | null {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (
    let index = unit.index + step;
    index >= 0 && index < check.claim.units.length;
    index += step
  ) {
    const account = check.accounts[index];
    if (account?.outcome === "supported" && account.record !== null && !entityUnits.has(index)) {
      return account.record;
    }
  }
  return null;
}

function nearestQuantity(check: ClaimCheck, unit: ClaimUnit, step: number): ClaimUnit | null {
  for (
    let index = unit.index + step;
    index >= 0 && index < check.claim.units.length;
    index += step
  ) {
    const near = check.claim.units[index] as ClaimUnit;
    if (near.clause !== unit.clause && Math.abs(near.clause - unit.clause) > 1) {
      return null;
    }
    if (near.kind === "quantity" || (near.kind === "keyValue" && near.quantity !== null)) {
      return near;
    }
  }
  return null;
}
