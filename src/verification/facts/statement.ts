/**
 * One statement, one record. A statement (a clause, or each side of an `and` / `和` within it)
 * says what one record says: `JvmGcPauseHigh firing` is about the JvmGcPauseHigh alert, so
 * `firing` must come from the record of that alert, not from another alert the claim also cites;
 * `leak detected at 22:41:17` puts the leak at a time only another record has. Facts of two
 * records may share a claim, each in its own statement (`pool exhausted, and heap at 91%`).
 *
 * For each statement whose supported units rest on more than one record, the record that
 * supports most of them is the one the statement is read against; a unit only another record
 * supports is a state conflict when that record states its opposite, and `records_crossed`
 * otherwise.
 */

import { alignUnit } from "../alignment.js";
import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import type { RecordAnalysis } from "../record-analysis.js";
import { checkKeyValue } from "./key-value.js";
import { checkQuantity } from "./quantity-binding.js";

/** Whether a unit joins two statements of one clause. */
function isConjunction(check: ClaimCheck, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" && check.grammar.conjunctionStems.has(unit.stem)) ||
    (unit.kind === "han" && check.grammar.conjunctionHan.has(unit.text))
  );
}

/** The statements of a claim: runs of units in one clause between conjunctions. */
function statementsOf(check: ClaimCheck): ClaimUnit[][] {
  const statements: ClaimUnit[][] = [];
  let current: ClaimUnit[] = [];
  let clause = -1;
  for (const unit of check.claim.units) {
    if (unit.clause !== clause || isConjunction(check, unit)) {
      if (current.length > 0) {
        statements.push(current);
      }
      current = [];
      clause = unit.clause;
      if (isConjunction(check, unit)) {
        continue;
      }
    }
    current.push(unit);
  }
  if (current.length > 0) {
    statements.push(current);
  }
  return statements;
}

/** Whether one record supports a unit on its own. */
function supportedBy(check: ClaimCheck, unit: ClaimUnit, record: RecordAnalysis): boolean {
  switch (unit.kind) {
    case "quantity":
      return (
        checkQuantity(check.grammar, check.claim, unit, [record]).outcome === "supported" ||
        check.statedTogether(unit, [record]) !== null
      );
    case "keyValue":
      return checkKeyValue(check.grammar, unit, [record]).outcome === "supported";
    case "negator":
      return true;
    default:
      return alignUnit(check.grammar, unit, record) !== null;
  }
}

/**
 * The services and hosts of a statement that its record does not name, when that record is a
 * runbook or names subjects of its own: the claim alone puts them there. Beside what a record
 * naming no subject says, a service may be anyone's.
 */
function placedElsewhere(
  check: ClaimCheck,
  statement: readonly ClaimUnit[],
  entityUnits: ReadonlySet<number>,
  record: RecordAnalysis,
): ClaimUnit[] {
  if (!record.knowledge && record.entities.size === 0) {
    return [];
  }
  return statement.filter(
    (unit) =>
      entityUnits.has(unit.index) &&
      check.accounts[unit.index]?.outcome === "supported" &&
      !supportedBy(check, unit, record),
  );
}

export function checkStatementsWithinRecords(check: ClaimCheck): void {
  if (check.records.length < 2) {
    return;
  }
  // Services and hosts are placed by the subject rules (a record naming none speaks of any).
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (const statement of statementsOf(check)) {
    const supported = statement.filter((unit) => {
      const account = check.accounts[unit.index];
      return (
        account?.outcome === "supported" &&
        account.record !== null &&
        !check.quotedUnits.has(unit.index) &&
        !entityUnits.has(unit.index)
      );
    });
    const first = supported[0];
    if (first === undefined) {
      continue;
    }
    const firstRecord = check.accounts[first.index]?.record ?? null;
    if (
      supported.every((unit) => check.accounts[unit.index]?.record === firstRecord) &&
      (firstRecord === null ||
        placedElsewhere(check, statement, entityUnits, firstRecord).length === 0)
    ) {
      continue;
    }
    // The record that supports most of the statement; the one most units rest on wins a tie.
    let best: RecordAnalysis | null = null;
    let bestSupported: ClaimUnit[] = [];
    let bestResting = -1;
    for (const record of check.records) {
      const units = supported.filter(
        (unit) => check.accounts[unit.index]?.record === record || supportedBy(check, unit, record),
      );
      const resting = supported.filter(
        (unit) => check.accounts[unit.index]?.record === record,
      ).length;
      if (
        units.length > bestSupported.length ||
        (units.length === bestSupported.length && resting > bestResting)
      ) {
        best = record;
        bestSupported = units;
        bestResting = resting;
      }
    }
    if (best === null) {
      continue;
    }
    const placed = placedElsewhere(check, statement, entityUnits, best);
    if (bestSupported.length === supported.length && placed.length === 0) {
      continue;
    }
    for (const unit of [...supported, ...placed]) {
      if (bestSupported.includes(unit)) {
        continue;
      }
      if (check.accountOpposite(unit, [best])) {
        continue;
      }
      const elsewhere = check.accounts[unit.index]?.record;
      check.conflict(
        unit,
        "records_crossed",
        elsewhere ?? best,
        `stated by ${elsewhere?.label ?? "another record"}, while the rest of its statement rests on ${best.label}`,
      );
    }
  }
}
