/**
 * Relations between facts: causal and temporal-relational wording, quantifiers, evaluations and
 * modality are never framing; a claim that uses them where its record does not is LOW_CONFID,
 * and the verdict names the category (`causal_wording`, ...). Comparisons ("p99 is 2.4s, above
 * the 1000ms threshold", 超过, 低于) are checked by arithmetic when both quantities are in the
 * claim and in the record; otherwise the comparison word is unsupported.
 */

import { type ClaimCheck, negatedInClause, quote } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import {
  type ForbiddenCategory,
  type Grammar,
  hasHan,
  oneWordRenderings,
  wordPrefix,
  wordStem,
} from "../grammar/grammar.js";
import {
  ALTERNATIVE_WORDS,
  CAUSAL_DIRECTIONS,
  CHINESE_ORDER_WORDS,
  EQUALITY_WORDS,
  HYPOTHETICAL_WORDS,
  NECESSITY_PHRASES,
  NOW_WORDS,
  PARTIAL_OUTCOME,
  PARTIAL_QUALIFIER,
  PERFECTIVE_WORDS,
  PROGRESSIVE_WORDS,
  RUNBOOK_HEDGES,
  RUNBOOK_RELATION_WORDS,
  type WordLists,
} from "../grammar/vocabulary.js";
import { inflectionsOf, type RecordAnalysis, type RecordValue } from "../record-analysis.js";
import type { RuleCode } from "../rule-codes.js";
import { LETTER, standsAlone } from "./identifier.js";
import { hanNameStems, hanNameWords, unitNamesValue } from "./key-value.js";
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
      if (left !== null && right === null) {
        checkOneSidedComparison(check, unit, left);
      } else if (
        left === null &&
        right !== null &&
        right.clause === unit.clause &&
        right.index - unit.index <= 3
      ) {
        checkComparedFigure(check, unit, right);
      }
      continue;
    }
    const leftAccount = check.accounts[left.index];
    const rightAccount = check.accounts[right.index];
    if (leftAccount?.outcome !== "supported" || rightAccount?.outcome !== "supported") {
      continue;
    }
    const holds = comparisonHolds(left.quantity, relation, right.quantity);
    const record = leftAccount.record ?? rightAccount.record;
    // `old gen 3390MiB above the 85% threshold`: a size is not above a percentage; the claim
    // must name a figure of the threshold's kind for it to be above (`Heap usage 90% ...`).
    const rightQuantity = right.quantity;
    if (
      holds === null &&
      left.index === unit.index - 1 &&
      right.index - unit.index <= 2 &&
      right.clause === unit.clause &&
      left.quantity.hasUnit &&
      rightQuantity.hasUnit &&
      left.quantity.dimension !== rightQuantity.dimension &&
      !check.claim.units.some(
        (other) =>
          other.index < unit.index &&
          other.quantity !== null &&
          other.quantity.dimension === rightQuantity.dimension,
      )
    ) {
      check.unsupported(
        unit,
        "relational_wording",
        `compares ${quote(left.text)} with ${quote(right.text)}, figures of different kinds`,
        "relation",
      );
      continue;
    }
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

const EQUALITIES: ReadonlyMap<string, "=" | ">="> = new Map(
  EQUALITY_WORDS.map(({ word, relation }) => [word, relation]),
);

/**
 * Linking words that also equate two figures or keys when they stand between them (`waiting at
 * total`, `old gen is the 85% threshold`, `current 为 threshold`).
 */
const LINKING_EQUALITIES = new Set(["at", "is", "are", "was", "were", "为", "是", "处于"]);

/** Whether a side is a key of the record named right next to the linking word. */
function keyedSide(
  check: ClaimCheck,
  word: ClaimUnit,
  side: ComparedSide | null,
  step: number,
): boolean {
  // A figure the record names in prose (`failure rate 62.5%`) is a side only for a Chinese
  // linking word (`failure rate 为 threshold`): English `is` and `was` join prose too loosely.
  if (side === null || side.value === null || (side.value.key === null && word.kind !== "han")) {
    return false;
  }
  // Only framing between them (`waiting at total`, `current 为 threshold`, `p99 at the threshold`).
  for (let index = word.index + step; index !== side.unit.index; index += step) {
    const between = check.claim.units[index];
    if (between === undefined || !sideFraming(check, between)) {
      return false;
    }
  }
  return (side.value.key === null || side.value.key.length > 1) && side.unit.kind !== "quantity";
}

/** Chinese words that close `在 X 以内` (within X): the figure before 在 is at most X. */
const WITHIN_HAN = new Set(["以内", "之内", "内", "以下"]);

/**
 * `current 18.7% 在 threshold 5% 以内`, `p99 在 threshold 之内`: the figure before 在 is at most
 * the one between 在 and 以内, by arithmetic on the claim's or the record's values; when either
 * side names no figure, nothing the record states says so.
 */
export function checkWithin(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    if (unit.kind !== "han" || !WITHIN_HAN.has(unit.text) || check.quotedUnits.has(unit.index)) {
      continue;
    }
    const at = check.claim.units
      .slice(0, unit.index)
      .findLast((other) => other.clause === unit.clause && other.text === "在");
    if (at === undefined) {
      continue;
    }
    const left = comparedSide(check, at, -1);
    const inner = check.claim.units.slice(at.index + 1, unit.index);
    const figure = inner.find(
      (other) =>
        other.kind === "quantity" || (other.kind === "keyValue" && other.quantity !== null),
    );
    const named = inner
      .map((other) => namedFigure(check, other))
      .find((value): value is RecordValue => value !== null);
    const right = figure?.quantity ?? named?.quantity ?? null;
    const record = check.records.find((candidate) => !candidate.knowledge) ?? null;
    if (record === null) {
      continue;
    }
    if (left?.quantity == null || right === null) {
      check.unsupported(
        unit,
        "relational_wording",
        "says one figure is within another, which no cited record states",
        "relation",
      );
      continue;
    }
    const difference = compareQuantities(left.quantity, right);
    if (difference === null) {
      check.unsupported(
        unit,
        "relational_wording",
        `compares ${quote(left.unit.text)} with a figure of another kind`,
        "relation",
      );
    } else if (difference > 0) {
      check.conflict(
        unit,
        "fact_conflict",
        record,
        `${quote(left.unit.text)} (${left.quantity.raw}) is not within ${right.raw}`,
        "relation",
      );
    }
  }
}

/** How many characters of a record around a comparison word hold its sides. */
const SIDE_SPAN = 40;

/** How many content units away from a comparison word its side is looked for. */
const SIDE_REACH = 3;

/** One side of a comparison: a figure of the claim, or a key of the record the claim names. */
interface ComparedSide {
  readonly unit: ClaimUnit;
  readonly quantity: Quantity | null;
  /** The record's value a named side stands for. */
  readonly value: RecordValue | null;
  /** The content units of the side, nearest the comparison first. */
  readonly units: readonly ClaimUnit[];
}

/** Whether a unit takes no side in a comparison (`the`, `to`, `的`). */
function sideFraming(check: ClaimCheck, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" && check.grammar.framingStems.has(unit.stem)) ||
    (unit.kind === "han" &&
      (check.grammar.framingHan.has(unit.text) || check.grammar.classifiers.has(unit.text)))
  );
}

/**
 * The value of an incident record a unit names: the one quantity among the values it names in
 * the record it aligned to; null when it names none or several figures, or aligned to no record.
 */
function namedFigure(check: ClaimCheck, unit: ClaimUnit): RecordValue | null {
  const account = check.accounts[unit.index];
  const record = account?.record ?? null;
  if (account?.outcome !== "supported" || record === null || record.knowledge) {
    return null;
  }
  // A key it names (`total=50`) before a figure in prose it is a word around (`30000ms (total`).
  for (const keyed of [true, false]) {
    let found: RecordValue | null = null;
    for (const value of record.values) {
      if (
        value.quantity === null ||
        (value.key !== null) !== keyed ||
        !unitNamesValue(check.grammar, unit, value)
      ) {
        continue;
      }
      if (found?.quantity != null && compareQuantities(found.quantity, value.quantity) !== 0) {
        return null;
      }
      found ??= value;
    }
    if (found !== null) {
      return found;
    }
  }
  return null;
}

/** The side of a comparison word in one direction, within its clause. */
function comparedSide(check: ClaimCheck, word: ClaimUnit, step: number): ComparedSide | null {
  let seen = 0;
  const units: ClaimUnit[] = [];
  for (
    let index = word.index + step;
    index >= 0 && index < check.claim.units.length && seen < SIDE_REACH;
    index += step
  ) {
    const unit = check.claim.units[index] as ClaimUnit;
    if (unit.clause !== word.clause) {
      break;
    }
    if (unit.kind === "quantity" || (unit.kind === "keyValue" && unit.quantity !== null)) {
      return { unit, quantity: unit.quantity, value: null, units: [unit] };
    }
    if (unit.kind === "negator") {
      continue;
    }
    if (sideFraming(check, unit)) {
      // `current equals threshold`: a framing word that is a key of the record is a side.
      const value = framingKey(check, unit);
      if (value !== null) {
        return { unit, quantity: value.quantity, value, units: [unit] };
      }
      continue;
    }
    seen += 1;
    if (unit.kind === "word" || unit.kind === "han" || unit.kind === "identifier") {
      units.push(unit);
      const value = namedFigure(check, unit);
      if (value !== null) {
        return { unit, quantity: value.quantity, value, units };
      }
    }
  }
  const nearest = units[0];
  return nearest === undefined ? null : { unit: nearest, quantity: null, value: null, units };
}

/** Words before a place or a time: after a comparison word they begin no side of it. */
const PLACE_OR_TIME: ReadonlySet<string> = new Set(["on", "at", "in", "during"]);

/** Whether a record writes a word right after a name (`constraint_0_power_limit_uw exceeded`). */
function saidAfter(record: RecordAnalysis, name: string, word: string): boolean {
  const at = record.text.indexOf(name);
  if (at === -1) {
    return false;
  }
  const rest = record.text.slice(at + name.length).trimStart();
  return rest.startsWith(word) || rest.startsWith(`was ${word}`) || rest.startsWith(`is ${word}`);
}

/** The value of a key an incident record cited by the claim has under a framing word's name. */
function framingKey(check: ClaimCheck, unit: ClaimUnit): RecordValue | null {
  for (const record of check.records) {
    if (record.knowledge) {
      continue;
    }
    const value = record.values.find(
      (candidate) => candidate.key === unit.text && candidate.quantity !== null,
    );
    if (value !== undefined) {
      return value;
    }
  }
  return null;
}

/**
 * `waiting equal to total`, `current 等于 threshold`, `waiting reached total`: an equality or a
 * reach between two figures or keys holds by arithmetic on the record's values, or is a
 * conflict; between figures of different kinds it says nothing the records state. Between a
 * key and its own number (`active equals 50`) it only links them, and holds.
 */
export function checkEqualities(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const linking = LINKING_EQUALITIES.has(unit.text);
    const relation = EQUALITIES.get(unit.text) ?? (linking ? "=" : undefined);
    if (relation === undefined || check.quotedUnits.has(unit.index)) {
      continue;
    }
    const left = comparedSide(check, unit, -1);
    const right = comparedSide(check, unit, 1);
    // A linking word equates only two keys of the record it stands between (`waiting at
    // total`), never a key and a figure it introduces (`active connections 为 20/20`).
    if (linking && !(keyedSide(check, unit, left, -1) && keyedSide(check, unit, right, 1))) {
      // `Cache miss ratio 0.14 为 0.10`: two figures of one kind on either side of it.
      if (
        left?.unit.index === unit.index - 1 &&
        right?.unit.index === unit.index + 1 &&
        left.unit.kind === "quantity" &&
        right.unit.kind === "quantity" &&
        left.quantity !== null &&
        right.quantity !== null &&
        (compareQuantities(left.quantity, right.quantity) ?? 0) !== 0
      ) {
        check.conflict(
          unit,
          "fact_conflict",
          check.accounts[left.unit.index]?.record ?? (check.records[0] as RecordAnalysis),
          `${left.quantity.raw} is not ${right.quantity.raw}`,
          "relation",
        );
        continue;
      }
      // `old gen at the 85% threshold`: a named figure linked to a figure of another kind.
      const named = left?.value != null ? left.quantity : null;
      const written = right?.unit.kind === "quantity" ? right.quantity : null;
      if (
        left !== null &&
        right !== null &&
        named !== null &&
        written?.hasUnit === true &&
        named.ratio === null &&
        written.ratio === null &&
        compareQuantities(named, written) === null
      ) {
        check.unsupported(
          unit,
          "relational_wording",
          `links ${quote(left.unit.text)} (${named.raw}) to ${quote(right.unit.text)}, a figure of another kind`,
          "relation",
        );
      }
      continue;
    }
    // Both sides naming one value of the record (`p99 above threshold for 20m`) compare nothing.
    if (left?.quantity == null || right?.quantity == null || left.value === right.value) {
      continue;
    }
    const record = check.accounts[left.unit.index]?.record ?? check.records[0] ?? null;
    if (record === null) {
      continue;
    }
    const difference = compareQuantities(left.quantity, right.quantity);
    if (difference === null) {
      check.unsupported(
        unit,
        "relational_wording",
        `compares ${quote(left.unit.text)} with ${quote(right.unit.text)}, figures of different kinds`,
        "relation",
      );
    } else if (relation === "=" ? difference !== 0 : difference < 0) {
      check.conflict(
        unit,
        "fact_conflict",
        record,
        `${quote(left.unit.text)} (${left.quantity.raw}) is not ${unit.text} ${quote(right.unit.text)} (${right.quantity.raw})`,
        "relation",
      );
    }
  }
}

/**
 * A comparison between two named figures (`threshold above heap usage`, `old gen 超过 heap
 * usage`) holds by arithmetic on the record's values; when either side names no figure, the
 * record must compare the same two sides in the same order (`Response took longer than
 * timeout` is not `timeout took longer than Response`).
 */
export function checkNamedComparisons(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const relation = comparisonOf(check.grammar, unit);
    if (
      relation === null ||
      check.quotedUnits.has(unit.index) ||
      // `over udp`: said of the means, not a comparison.
      check.accounts[unit.index]?.detail.startsWith("by means of")
    ) {
      continue;
    }
    const left = comparedSide(check, unit, -1);
    // `constraint_0_power_limit_uw was exceeded on rmbkmonitor04`: a place or a time after the
    // word is no side of the comparison; said with no side after it, the record must say it so
    // of the same side before it.
    const after = check.claim.units[unit.index + 1];
    const right =
      after !== undefined && after.clause === unit.clause && PLACE_OR_TIME.has(after.text)
        ? null
        : comparedSide(check, unit, 1);
    if (right === null && left !== null && after !== undefined && PLACE_OR_TIME.has(after.text)) {
      if (!check.records.some((record) => saidAfter(record, left.unit.text, unit.text))) {
        check.unsupported(
          unit,
          "relational_wording",
          `no cited record says ${quote(left.unit.text)} ${unit.text}`,
          "relation",
        );
      }
      continue;
    }
    // A figure written in the claim on either side is for `checkComparisons`.
    if (
      left === null ||
      right === null ||
      left.unit.kind === "quantity" ||
      left.unit.kind === "keyValue" ||
      right.unit.kind === "quantity" ||
      right.unit.kind === "keyValue"
    ) {
      continue;
    }
    const record = check.accounts[left.unit.index]?.record ?? check.records[0] ?? null;
    if (record === null) {
      continue;
    }
    // Both sides naming one value (`timeout ... Response` near a 504) resolve nothing: the
    // record's own order decides.
    const resolved = left.value !== right.value;
    if (resolved && left.quantity !== null && right.quantity !== null) {
      const holds = comparisonHolds(left.quantity, relation, right.quantity);
      if (holds === false) {
        check.conflict(
          unit,
          "fact_conflict",
          record,
          `${quote(left.unit.text)} (${left.quantity.raw}) is not ${unit.text} ${quote(right.unit.text)} (${right.quantity.raw})`,
          "relation",
        );
      } else if (holds === null) {
        check.unsupported(
          unit,
          "relational_wording",
          `compares ${quote(left.unit.text)} with ${quote(right.unit.text)}, figures of different kinds`,
          "relation",
        );
      }
      continue;
    }
    if (!check.records.some((candidate) => comparesInOrder(check, candidate, left, unit, right))) {
      check.unsupported(
        unit,
        "relational_wording",
        `no cited record compares ${quote(left.unit.text)} with ${quote(right.unit.text)} this way`,
        "relation",
      );
    }
  }
}

/** Where a unit stands in a record's text: itself, or on a Chinese record its renderings. */
function anchorsIn(
  check: ClaimCheck,
  record: RecordAnalysis,
  text: string,
  unit: ClaimUnit,
): number[] {
  const offsets = offsetsIn(check, text, unit);
  if (offsets.length > 0 || !record.han || unit.kind !== "word") {
    return offsets;
  }
  return (check.grammar.glossaryByStem.get(unit.stem) ?? []).flatMap((term) =>
    wordStarts(text, term),
  );
}

/** Whether a record has the left side, then the comparison, then the right side, in a clause. */
function comparesInOrder(
  check: ClaimCheck,
  record: RecordAnalysis,
  left: ComparedSide,
  word: ClaimUnit,
  right: ComparedSide,
): boolean {
  const text = record.text;
  for (const at of anchorsIn(check, record, text, word)) {
    const clause = clauseAround(text, at);
    const start = clauseStart(text, at);
    const before = clause.slice(0, at - start);
    const after = clause.slice(at - start);
    // The side nearest the comparison stands next to it in the record; the rest of the side
    // stands on that side of it wherever the record has them.
    const has = (part: string, near: string, side: ComparedSide): boolean =>
      side.units.every(
        (unit, position) =>
          check.accounts[unit.index]?.record !== record ||
          anchorsIn(check, record, position === 0 ? near : part, unit).length > 0,
      ) && anchorsIn(check, record, near, side.unit).length > 0;
    const nearBefore = before.slice(-SIDE_SPAN);
    const nearAfter = after.slice(0, SIDE_SPAN);
    // `timeout took longer than Response` against `Response took longer than timeout`.
    const crossed = (near: string, side: ComparedSide): boolean =>
      side.units.some((unit) => anchorsIn(check, record, near, unit).length > 0);
    if (
      has(before, nearBefore, left) &&
      has(after, nearAfter, right) &&
      !crossed(nearAfter.slice(word.text.length), left) &&
      !crossed(nearBefore, right)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A comparison with one figure (`heap usage 78% after GC, above the threshold`) compares that
 * figure with what the comparison's record holds: both must be of one record. `above the
 * threshold` from a record of 87% says nothing of the 78% another record states.
 */
function checkOneSidedComparison(check: ClaimCheck, unit: ClaimUnit, figure: ClaimUnit) {
  const account = check.accounts[unit.index];
  const figureAccount = check.accounts[figure.index];
  // `78% and latency above the threshold` compares latency; `78% ... and above the threshold`
  // still compares the 78%.
  const between = check.claim.units.slice(figure.index + 1, unit.index);
  const conjunction = between.findLastIndex(
    (other) =>
      (other.kind === "word" && check.grammar.conjunctionStems.has(other.stem)) ||
      (other.kind === "han" && check.grammar.conjunctionHan.has(other.text)),
  );
  const joined =
    conjunction >= 0 &&
    between
      .slice(conjunction + 1)
      .some((other) => check.accounts[other.index]?.outcome === "supported");
  if (
    joined ||
    account?.outcome !== "supported" ||
    account.record === null ||
    figureAccount?.outcome !== "supported" ||
    figureAccount.record === null ||
    figureAccount.record === account.record
  ) {
    return;
  }
  check.unsupported(
    unit,
    "relational_wording",
    `compares ${quote(figure.text)} of ${figureAccount.record.label} with what ${account.record.label} holds`,
    "relation",
  );
}

/** Comparison words of a record, before the figure compared with. */
const RECORD_COMPARISON =
  /\b(?:above|below|over|under|exceeds?|exceeded|exceeding|greater than|less than|more than|higher than|lower than)\b|超过|高于|低于|大于|小于|>=?|<=?/gu;

const PASSIVE_COMPARISON = /^\S+\s+(?:exceeded|reached|hit)\b/u;

/**
 * A comparison with its figure after it and none before (`miss ratio above 0.14`) says the
 * figure is what the record compares with: the record must have it after a comparison word of
 * its own. `Cache miss ratio 0.14 above 0.10` compares 0.14 with 0.10; 0.14 is not a limit.
 */
function checkComparedFigure(check: ClaimCheck, unit: ClaimUnit, figure: ClaimUnit) {
  const account = check.accounts[unit.index];
  const figureAccount = check.accounts[figure.index];
  const record = figureAccount?.record ?? null;
  if (
    account?.outcome !== "supported" ||
    figureAccount?.outcome !== "supported" ||
    record === null ||
    figure.quantity === null
  ) {
    return;
  }
  const text = record.text;
  const comparisons = [...text.matchAll(RECORD_COMPARISON)];
  if (comparisons.length === 0) {
    return;
  }
  const written = figure.quantity.raw.toLowerCase();
  const figureAt = wordStarts(text, written);
  const compared = figureAt.some(
    (at) =>
      comparisons.some((comparison) => {
        const end = comparison.index + comparison[0].length;
        return end <= at && at - end <= 16;
      }) ||
      // `timeout of 10000ms exceeded`: the limit before a passive comparison.
      PASSIVE_COMPARISON.test(text.slice(at, at + written.length + 12)),
  );
  if (!compared && figureAt.length > 0) {
    check.unsupported(
      unit,
      "relational_wording",
      `${record.label} compares ${quote(figure.text)} with another figure; it is not the limit`,
      "relation",
    );
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

/** Chinese words for a root cause. */
const ROOT_CAUSE_HAN = ["根本原因", "根因", "根源"];
/** Where a record names its root cause: what follows is the cause. */
const RECORD_ROOT_CAUSE = /root[\s_-]?cause(?:d)?\b|caused by\b|根本原因|根因|根源/gu;

/** The index of the unit ending a claim's `root cause` (`root cause`, 根因), or -1. */
function rootCauseEnd(check: ClaimCheck, unit: ClaimUnit): number {
  if (unit.kind === "word" && unit.text === "root") {
    const next = check.claim.units[unit.index + 1];
    return next?.kind === "word" && next.stem === "caus" ? next.index : -1;
  }
  if (unit.kind === "han" && ROOT_CAUSE_HAN.some((term) => unit.text.includes(term))) {
    return unit.index;
  }
  return -1;
}

/** How many units on one side of a root cause name it, at most. */
const CAUSE_REACH = 12;

/** The content units on one side of a `root cause` phrase, within its clause. */
function causeWords(
  check: ClaimCheck,
  from: number,
  step: number,
  entityUnits: ReadonlySet<number>,
  /** Only the run of content units next to the phrase (`记录 dcbf 引起的`: dcbf). */
  run = false,
): ClaimUnit[] {
  const words: ClaimUnit[] = [];
  const clause = check.claim.units[from]?.clause;
  for (
    let index = from + step;
    index >= 0 && index < check.claim.units.length && Math.abs(index - from) <= CAUSE_REACH;
    index += step
  ) {
    const other = check.claim.units[index] as ClaimUnit;
    if (other.clause !== clause || rootCauseEnd(check, other) >= 0) {
      break;
    }
    const framing =
      (other.kind === "word" &&
        (check.grammar.framingStems.has(other.stem) || other.stem === "caus")) ||
      (other.kind === "han" && check.grammar.framingHan.has(other.text));
    if (!framing && !entityUnits.has(index) && other.kind !== "negator") {
      words.push(other);
    } else if (run && framing && words.length > 0) {
      break;
    }
  }
  return words;
}

/** Whether a claim unit is written in the record at or after an offset. */
function writtenAfter(check: ClaimCheck, unit: ClaimUnit, text: string, from: number): boolean {
  const tail = text.slice(from);
  const anchors =
    unit.kind === "han"
      ? [unit.text, ...hanNameStems(check.grammar, unit.text)]
      : unit.kind === "keyValue"
        ? [unit.key ?? unit.text, unit.value ?? unit.text]
        : [unit.text, unit.stem];
  return anchors.some((anchor) => anchor !== "" && tail.includes(anchor));
}

/**
 * Where a record's cause part starts when the cause follows what it caused (`X with root cause
 * Y`, `X caused by Y`, `X due to Y`, `X 的根因是 Y`): the offset of the last such marker, or -1.
 * `because` and 由于 may lead their sentence (`由于 X，Y`), so they tell nothing of where the
 * effect stands.
 */
const RECORD_CAUSE_FOLLOWS = /root[\s_-]?cause(?:d)?\b|caused by\b|due to\b|根本原因|根因|根源/gu;

function lastCauseMarker(text: string): number {
  let last = -1;
  for (const match of text.matchAll(RECORD_CAUSE_FOLLOWS)) {
    last = match.index;
  }
  return last;
}

/** Whether a claim unit is written in a slice of the record's text. */
function writtenIn(check: ClaimCheck, unit: ClaimUnit, part: string): boolean {
  if (unit.kind === "han") {
    return [unit.text, ...hanNameStems(check.grammar, unit.text)].some(
      (anchor) => anchor !== "" && part.includes(anchor),
    );
  }
  // A word's stem may go on (`caus` in `caused`); anything else is a whole word of the record
  // (`zookeeper` is not written in `zookeeperserver`).
  const stem = unit.kind === "word" && unit.stem !== unit.text ? [unit.stem] : [];
  const whole = unit.kind === "keyValue" ? [unit.key ?? unit.text] : [unit.text];
  return (
    stem.some((anchor) => startsWord(part, anchor, true)) ||
    whole.some((anchor) => startsWord(part, anchor, false))
  );
}

/** Whether `anchor` starts a word of `text` (and ends it, unless it may go on). */
function startsWord(text: string, anchor: string, goesOn: boolean): boolean {
  if (anchor === "") {
    return false;
  }
  for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + 1)) {
    if (
      !WORD_CHARACTER.test(text[at - 1] ?? " ") &&
      (goesOn || !WORD_CHARACTER.test(text[at + anchor.length] ?? " "))
    ) {
      return true;
    }
  }
  return false;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * What a claim says was caused must stand where its record puts what was caused: before the
 * record's `root cause` or `caused by`. `waiting=37 caused Connection is not available`
 * against `... with root cause ...: Connection is not available, ... (waiting=37)` relates two
 * parts of one cause; the record says neither caused the other.
 */
function checkEffectsBeforeCause(check: ClaimCheck, effects: readonly ClaimUnit[]): void {
  for (const part of effects) {
    const account = check.accounts[part.index];
    const record = account?.record ?? null;
    if (account?.outcome !== "supported" || record === null) {
      continue;
    }
    const marker = lastCauseMarker(record.text);
    // `Caused by: java.net.ConnectException: ...` opens its line: it says what caused the
    // line before it, and writes no effect of its own.
    if (marker < 0 || !/\p{L}{3,}/u.test(record.text.slice(0, marker))) {
      continue;
    }
    if (
      writtenIn(check, part, record.text.slice(marker)) &&
      !writtenIn(check, part, record.text.slice(0, marker))
    ) {
      check.unsupported(
        part,
        "causal_wording",
        `${record.label} writes ${quote(part.text)} in what it names as the cause, not in what was caused`,
        "relation",
      );
    }
  }
}

/** `root cause of X was Y`: the units between `of` and the copula name what was caused. */
function rootCauseEffects(
  check: ClaimCheck,
  end: number,
  entityUnits: ReadonlySet<number>,
): { effects: ClaimUnit[]; copula: number } | null {
  const units = check.claim.units;
  const of = units[end + 1];
  if (of?.text !== "of") {
    return null;
  }
  const copula = units.find(
    (other) => other.index > of.index && other.clause === of.clause && CLEFT_EN.has(other.text),
  );
  if (copula === undefined) {
    return null;
  }
  const effects = units
    .slice(of.index + 1, copula.index)
    .filter(
      (other) =>
        !entityUnits.has(other.index) &&
        other.kind !== "negator" &&
        !(other.kind === "word" && check.grammar.framingStems.has(other.stem)),
    );
  return { effects, copula: copula.index };
}

/**
 * Whether a figure (`waiting=37`, `30000ms`) stands after a record's cause marker only inside
 * parentheses (`root cause ...: Connection is not available, ... (total=50, waiting=37)`): a
 * reading given with the cause, not the cause named.
 */
function onlyAFigureOfTheCause(unit: ClaimUnit, text: string, from: number): boolean {
  if (unit.kind !== "keyValue" && unit.kind !== "quantity") {
    return false;
  }
  const tail = text.slice(from);
  let found = false;
  for (let at = tail.indexOf(unit.text); at !== -1; at = tail.indexOf(unit.text, at + 1)) {
    found = true;
    let depth = 0;
    for (const character of tail.slice(0, at)) {
      depth += character === "(" ? 1 : character === ")" && depth > 0 ? -1 : 0;
    }
    if (depth === 0) {
      return false;
    }
  }
  return found;
}

/**
 * What a claim calls the root cause must be what its record names as the root cause: the
 * words after the record's `root cause` (`... threw exception [Could not open JPA ...] with
 * root cause java.sql.SQLTransientConnectionException: ...`). A word of the record standing
 * before its root cause (`JPA`, `Tomcat`) is not the cause it names.
 */
export function checkRootCauses(check: ClaimCheck): void {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (const unit of check.claim.units) {
    const end = rootCauseEnd(check, unit);
    if (end < 0) {
      continue;
    }
    // `root cause of X was Y`; `root cause: X`, `根因是 X`; else `X is the root cause`.
    const ofForm = rootCauseEffects(check, end, entityUnits);
    const after = causeWords(check, ofForm?.copula ?? end, 1, entityUnits);
    const cause = after.length > 0 ? after : causeWords(check, unit.index, -1, entityUnits);
    // `the root cause was 30000ms`: a bare figure names no cause; what it measures would.
    if (cause.length > 0 && cause.every((part) => part.kind === "quantity")) {
      for (const part of cause) {
        check.unsupported(
          part,
          "causal_wording",
          `${quote(part.text)} alone is a figure, not a cause; the claim does not say what it measures`,
          "relation",
        );
      }
      continue;
    }
    if (after.length > 0) {
      // `X 的根因是 Y`, `X with root cause Y`: X is what was caused.
      checkEffectsBeforeCause(
        check,
        ofForm?.effects ?? causeWords(check, unit.index, -1, entityUnits, true),
      );
    }
    for (const part of cause) {
      const account = check.accounts[part.index];
      const record = account?.record ?? null;
      if (account?.outcome !== "supported" || record === null) {
        continue;
      }
      RECORD_ROOT_CAUSE.lastIndex = 0;
      const named = RECORD_ROOT_CAUSE.exec(record.text);
      if (named !== null && onlyAFigureOfTheCause(part, record.text, named.index)) {
        check.unsupported(
          part,
          "causal_wording",
          `${record.label} gives ${quote(part.text)} in parentheses with its root cause, as a reading, not as the cause`,
          "relation",
        );
        continue;
      }
      if (named === null || writtenAfter(check, part, record.text, named.index)) {
        continue;
      }
      check.unsupported(
        part,
        "causal_wording",
        `${record.label} names its root cause after ${quote(named[0])}; ${quote(part.text)} stands before it`,
        "relation",
      );
    }
  }
}

/** Where a record says what caused what: the cause follows. */
const RECORD_CAUSE =
  /root[\s_-]?cause(?:d)?\b|caused by\b|because\b|due to\b|根本原因|根因|根源|由于|因为/u;
/** Chinese causal words after which the cause is named (`源于 X`), and before which (`X 导致`). */
const CAUSE_FOLLOWS_HAN = new Set(CAUSAL_DIRECTIONS.causeAfter);
const CAUSE_PRECEDES_HAN = new Set(CAUSAL_DIRECTIONS.causeBefore);
/** A cleft's opener and copula: `what caused X was Y`, `导致 X 的是 Y`. */
const CLEFT_OPENERS = new Set(["what", "which"]);
const CLEFT_EN = new Set(["was", "is", "were", "are"]);
const CLEFT_HAN = new Set(["是"]);

/**
 * Where the cause a causal word names stands: the unit to start from and the direction. `X
 * caused by Y`, `due to Y`, `because (of) Y`, `源于 Y` name the cause after them; `Y caused X`,
 * `Y is the cause of X`, `Y 导致 X` before them. `root cause` is `checkRootCauses`' own.
 */
function causeSide(check: ClaimCheck, unit: ClaimUnit): { from: number; step: 1 | -1 } | null {
  const next = check.claim.units[unit.index + 1];
  // `what caused X was Y`, `导致 X 的是 Y`: a cleft names the cause after its `was` / 是.
  // The cleft's own copula is the last of its clause (`what caused X is not Y was Z`: `was`).
  const copula = (words: ReadonlySet<string>) =>
    check.claim.units.findLast(
      (other) => other.index > unit.index && other.clause === unit.clause && words.has(other.text),
    );
  if (unit.kind === "han") {
    if (CAUSE_FOLLOWS_HAN.has(unit.text)) {
      return { from: unit.index, step: 1 };
    }
    const shi = copula(CLEFT_HAN);
    if (
      CAUSE_PRECEDES_HAN.has(unit.text) &&
      shi !== undefined &&
      check.claim.units[shi.index - 1]?.text === "的"
    ) {
      return { from: shi.index, step: 1 };
    }
    return CAUSE_PRECEDES_HAN.has(unit.text) ? { from: unit.index, step: -1 } : null;
  }
  if (unit.kind !== "word") {
    return null;
  }
  if (unit.stem === "caus") {
    if (check.claim.units[unit.index - 1]?.text === "root") {
      return null;
    }
    const was = copula(CLEFT_EN);
    if (CLEFT_OPENERS.has(check.claim.units[unit.index - 1]?.text ?? "") && was !== undefined) {
      return { from: was.index, step: 1 };
    }
    return next?.text === "by" ? { from: next.index, step: 1 } : { from: unit.index, step: -1 };
  }
  if ((unit.text === "due" || unit.text === "owing") && next?.text === "to") {
    return { from: next.index, step: 1 };
  }
  if (unit.text === "because") {
    return next?.text === "of" ? { from: next.index, step: 1 } : { from: unit.index, step: 1 };
  }
  return null;
}

/**
 * What a claim's causal word names as the cause must stand where its record names the cause:
 * after the record's `caused by`, `root cause`, `because` or 根因. `caused by JPA EntityManager`
 * against a record whose `root cause` follows the JPA failure turns the relation round.
 */
export function checkCauses(check: ClaimCheck): void {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (account?.outcome !== "supported" || account.record === null) {
      continue;
    }
    const side = causeSide(check, unit);
    if (side === null) {
      continue;
    }
    // `Y caused X`, `X caused by Y`, `Y 导致 X`: X is what was caused (not in a cleft). A
    // clause a cause opens (`由于 X，Y`) names its effect after it, in the next clause.
    const opensItsClause = !check.claim.units.some(
      (other) =>
        other.clause === unit.clause &&
        other.index < unit.index &&
        !(other.kind === "word" && check.grammar.framingStems.has(other.stem)) &&
        !(other.kind === "han" && check.grammar.framingHan.has(other.text)),
    );
    if (
      !(side.step === 1 && opensItsClause) &&
      (side.from === unit.index || check.claim.units[side.from]?.index === unit.index + 1)
    ) {
      checkEffectsBeforeCause(
        check,
        causeWords(check, unit.index, side.step === 1 ? -1 : 1, entityUnits, true),
      );
    }
    for (const part of causeWords(check, side.from, side.step, entityUnits, true)) {
      const partAccount = check.accounts[part.index];
      const record = partAccount?.record ?? null;
      if (partAccount?.outcome !== "supported" || record === null) {
        continue;
      }
      const named = RECORD_CAUSE.exec(record.text);
      if (named !== null && onlyAFigureOfTheCause(part, record.text, named.index)) {
        check.unsupported(
          part,
          "causal_wording",
          `${record.label} gives ${quote(part.text)} in parentheses with the cause, as a reading, not as the cause`,
          "relation",
        );
        continue;
      }
      if (named === null || writtenAfter(check, part, record.text, named.index)) {
        continue;
      }
      check.unsupported(
        part,
        "causal_wording",
        `${record.label} names the cause after ${quote(named[0])}; ${quote(part.text)} stands before it`,
        "relation",
      );
    }
  }
}

/** Words that order two facts in time: what stands before them and after them matters. */
const ORDER_WORDS = new Set(["after", "before"]);
/** Chinese postpositions of order: `A 之后 B` is `B after A`. */
const CHINESE_ORDER: ReadonlyMap<string, "after" | "before"> = new Map(CHINESE_ORDER_WORDS);

/** The nearest unit on one side of a unit in its clause that says what is related. */
function relatedNeighbour(
  check: ClaimCheck,
  unit: ClaimUnit,
  step: number,
  entityUnits: ReadonlySet<number>,
): ClaimUnit | null {
  for (
    let index = unit.index + step;
    index >= 0 && index < check.claim.units.length;
    index += step
  ) {
    const near = check.claim.units[index] as ClaimUnit;
    if (near.clause !== unit.clause) {
      return null;
    }
    const framing =
      (near.kind === "word" && check.grammar.framingStems.has(near.stem)) ||
      (near.kind === "han" && check.grammar.framingHan.has(near.text));
    if (!framing && !entityUnits.has(index) && near.kind !== "negator") {
      return near;
    }
  }
  return null;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** What stands before a word that opens a clause. */
const CLAUSE_OPENING = /(?:^|[:.;,\]-]\s*)$/u;

/** Where a claim unit (or, for Chinese, a rendering of it) starts a word of a record's text. */
export function offsetsIn(check: ClaimCheck, text: string, unit: ClaimUnit): number[] {
  if (unit.kind === "han") {
    return [unit.text, ...hanNameStems(check.grammar, unit.text)].flatMap((anchor) =>
      wordStarts(text, anchor),
    );
  }
  return wordStarts(text, unit.kind === "word" ? stemPrefix(unit) : unit.text);
}

/** What every form of a word starts with: `gateway` (stem `gatewai`) -> `gatewa`. */
function stemPrefix(unit: ClaimUnit): string {
  let length = 0;
  while (length < unit.stem.length && unit.stem[length] === unit.text[length]) {
    length += 1;
  }
  return length >= 3 ? unit.stem.slice(0, length) : unit.text;
}

/** Where `anchor` starts a word of `text`. */
export function wordStarts(text: string, anchor: string): number[] {
  const offsets: number[] = [];
  if (anchor === "") {
    return offsets;
  }
  for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + 1)) {
    if (at === 0 || !LETTER_OR_DIGIT.test(text[at - 1] ?? "") || hasHan(anchor)) {
      offsets.push(at);
    }
  }
  return offsets;
}

/**
 * Whether a record says `later` after or before `earlier` as the claim does: an English
 * `later after earlier` with the two on either side of its `after`, or a Chinese `earlier 之后
 * later`. Null when the record has no such order word at all.
 */
function recordKeepsOrder(
  check: ClaimCheck,
  text: string,
  relation: "after" | "before",
  left: ClaimUnit,
  right: ClaimUnit,
): boolean | null {
  const lefts = offsetsIn(check, text, left);
  const rights = offsetsIn(check, text, right);
  if (lefts.length === 0 || rights.length === 0) {
    return null;
  }
  const english = wordStarts(text, relation);
  const chinese = [...CHINESE_ORDER]
    .filter(([, meaning]) => meaning === relation)
    .flatMap(([word]) => wordStarts(text, word));
  if (english.length === 0 && chinese.length === 0) {
    return null;
  }
  return (
    english.some(
      (at) =>
        (lefts.some((offset) => offset < at) && rights.some((offset) => offset > at)) ||
        // `After Scheduling: PendingReds:0`: a clause that opens with `after` puts the earlier
        // fact right after it and the later one after that.
        (CLAUSE_OPENING.test(text.slice(Math.max(0, at - 3), at)) &&
          rights.some((earlier) => earlier > at && lefts.some((later) => later > earlier))),
    ) ||
    chinese.some(
      (at) => rights.some((offset) => offset < at) && lefts.some((offset) => offset > at),
    )
  );
}

/**
 * `X after Y` must keep the record's order: `GC after heap usage 78%` turns round the record's
 * `Heap usage 78% ... after GC`, and so does `堆使用率 78% 之后 GC` (Chinese puts what comes
 * first before its 之后). When both sides are written in the record and none of its order words
 * stands between them in the claim's order, the relation is not the record's.
 */
export function checkRelationOrder(check: ClaimCheck): void {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (account?.outcome !== "supported" || account.record === null) {
      continue;
    }
    const chinese = unit.kind === "han" ? CHINESE_ORDER.get(unit.text) : undefined;
    const relation =
      unit.kind === "word" && ORDER_WORDS.has(unit.text)
        ? (unit.text as "after" | "before")
        : chinese;
    if (relation === undefined) {
      continue;
    }
    const before = relatedNeighbour(check, unit, -1, entityUnits);
    const after = relatedNeighbour(check, unit, 1, entityUnits);
    // `later after earlier`; `earlier 之后 later`; `later 在 earlier 之后`.
    const zai =
      chinese === undefined
        ? undefined
        : check.claim.units
            .slice(0, unit.index)
            .findLast((other) => other.clause === unit.clause && other.text === "在");
    const subject = zai === undefined ? null : relatedNeighbour(check, zai, -1, entityUnits);
    if (before === null) {
      continue;
    }
    let pair: readonly [ClaimUnit, ClaimUnit] | null;
    if (chinese === undefined) {
      pair = after === null ? null : [before, after];
    } else if (subject !== null && zai !== undefined && zai.index < before.index) {
      pair = [subject, before];
    } else {
      pair = after === null ? null : [after, before];
    }
    if (pair === null) {
      continue;
    }
    const [left, right] = pair;
    // `failed after 1000ms`, `1000ms 后读取超时`: time elapsed, not an order of two facts.
    if (right.kind === "quantity" && right.quantity?.dimension === "duration") {
      continue;
    }
    const kept = recordKeepsOrder(check, account.record.text, relation, left, right);
    if (kept === false) {
      check.conflict(
        unit,
        "fact_conflict",
        account.record,
        `${account.record.label} has ${quote(right.text)} ${relation} ${quote(left.text)}, not the other way round`,
        "relation",
      );
    }
  }
}

const DATE = /\d{4}-\d{2}-\d{2}/gu;

/** For each offset, the date of the record nearest it. */
function nearestDates(dates: readonly RegExpExecArray[], offsets: readonly number[]): string[] {
  return offsets.map(
    (at) =>
      (
        dates.reduce((best, date) =>
          Math.abs(date.index - at) < Math.abs(best.index - at) ? date : best,
        ) as RegExpExecArray
      )[0],
  );
}

/** Events a date belongs to wherever the claim says it (`expires ..., on 2026-11-28`), by stem start. */
const DATED_EVENTS: ReadonlyArray<readonly [string, string]> = [
  ["expir", "expir"],
  ["deadlin", "deadlin"],
  ["renew", "renew"],
  ["到期", "expir"],
  ["过期", "expir"],
  ["失效", "expir"],
  ["有效期", "expir"],
  ["截止", "deadlin"],
  ["续订", "renew"],
  ["续期", "renew"],
];

/**
 * A claim naming a dated event of its record (an expiry, a deadline, a renewal) must give the
 * record's date nearest that event, wherever in the claim the date stands: `certificate expires
 * in 21 days; 2026-11-28` against `... expires in 21 days (2026-12-19)` is a conflict. Returns
 * whether it judged the date.
 */
function checkDatedEvents(check: ClaimCheck, unit: ClaimUnit, record: RecordAnalysis): boolean {
  const text = record.text;
  const dates = [...text.matchAll(DATE)];
  if (new Set(dates.map((date) => date[0])).size < 2) {
    return false;
  }
  const claimed = new Set(
    check.claim.units.filter((other) => other.kind === "identifier").map((other) => other.text),
  );
  for (const event of check.claim.units) {
    if ((event.kind !== "word" && event.kind !== "han") || event.index === unit.index) {
      continue;
    }
    const anchor = DATED_EVENTS.find(([start]) =>
      event.kind === "word" ? event.stem.startsWith(start) : event.text.includes(start),
    )?.[1];
    if (anchor === undefined) {
      continue;
    }
    const offsets = wordStarts(text, anchor);
    if (offsets.length === 0) {
      continue;
    }
    const nearest = nearestDates(dates, offsets);
    if (!nearest.some((date) => claimed.has(date))) {
      check.conflict(
        unit,
        "fact_conflict",
        record,
        `${record.label} gives ${quote(event.text)} the date ${nearest[0] ?? "?"}`,
        "relation",
      );
      return true;
    }
  }
  return false;
}

/**
 * A date said of an event (`expires on 2026-11-28`) is the date its record gives that event:
 * of the record's dates, the one nearest the event's word. A log line's own time stamp is when
 * it was written, not when its certificate expires (`... expires in 21 days (2026-12-19)`).
 */
export function checkEventDates(check: ClaimCheck): void {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      unit.kind !== "identifier" ||
      !/^\d{4}-\d{2}-\d{2}$/u.test(unit.text) ||
      account?.outcome !== "supported" ||
      account.record === null
    ) {
      continue;
    }
    if (checkDatedEvents(check, unit, account.record)) {
      continue;
    }
    const event = relatedNeighbour(check, unit, -1, entityUnits);
    if (event === null || event.kind !== "word") {
      continue;
    }
    const text = account.record.text;
    const dates = [...text.matchAll(DATE)];
    const eventAt = offsetsIn(check, text, event);
    if (new Set(dates.map((date) => date[0])).size < 2 || eventAt.length === 0) {
      continue;
    }
    const nearest = nearestDates(dates, eventAt);
    if (!nearest.includes(unit.text)) {
      check.conflict(
        unit,
        "fact_conflict",
        account.record,
        `${account.record.label} gives ${quote(event.text)} the date ${nearest[0] ?? "?"}`,
        "relation",
      );
    }
  }
}

/** Verbs that say when a line was written (`logged`, `warned`, 记录, 发出). */
const WRITING_STEMS = new Set(["log", "warn", "report", "record", "emit", "print"]);
/** Words a date of an act opens with (`on 2026-11-28`, `于`, `在`). */
const DATE_OPENERS = new Set(["on", "at", "于", "在"]);
const WRITING_HAN = new Set([
  "记录",
  "记录了",
  "发出",
  "发出了",
  "上报",
  "上报了",
  "报告",
  "打印",
  "输出",
]);
const CLAIM_DATE = /^(\d{4}-\d{2}-\d{2})(?:t[\d:.]+z?)?$/u;

/**
 * `On 2026-12-19 payment-service warned that ... expires in 21 days`, `于 2026-12-19 发出
 * WARN`: a date put on the writing of a line is the date the line is stamped with, not a date
 * its message names (`(2026-12-19T00:00:00Z)`, when the certificate expires).
 */
export function checkWritingDates(check: ClaimCheck): void {
  const units = check.claim.units;
  for (const unit of units) {
    const date = unit.kind === "identifier" ? CLAIM_DATE.exec(unit.text)?.[1] : undefined;
    const account = check.accounts[unit.index];
    if (date === undefined || account?.outcome !== "supported" || account.record === null) {
      continue;
    }
    // The date opens its phrase (`On 2026-12-19 payment-service warned`, `于 2026-12-19 发出`):
    // the writing verb follows within the subject's reach, with no other verb between.
    const opener = units[unit.index - 1];
    const opens =
      opener === undefined || opener.clause !== unit.clause || DATE_OPENERS.has(opener.text);
    const writing = units
      .slice(unit.index + 1, unit.index + 4)
      .find(
        (other) =>
          other.clause === unit.clause &&
          ((other.kind === "word" && WRITING_STEMS.has(other.stem) && /ed$/u.test(other.text)) ||
            (other.kind === "han" && WRITING_HAN.has(other.text))),
      );
    const stamped = account.record.text.slice(0, HEADER_REACH).match(DATE)?.[0];
    if (!opens || writing === undefined || stamped === undefined || stamped === date) {
      continue;
    }
    check.conflict(
      unit,
      "fact_conflict",
      account.record,
      `${account.record.label} was written on ${stamped}; ${date} is a date its message names`,
      "relation",
    );
  }
}

/** A time of day (`22:35`, `22:42:33`, `18:08:50.398`). */
const TIME_OF_DAY = /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/u;
/** Times of day in a record's text. */
const TIMES_IN_TEXT = /(?<![\d:.])\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?![\d:])/gu;
/** A record's own time stamp stands within this many characters of its start. */
const HEADER_REACH = 40;
/** Words within this many characters of a time in a record's message are its event. */
const EVENT_REACH = 25;

function nearAny(offsets: readonly number[], at: number, length: number): boolean {
  return offsets.some(
    (offset) => offset >= at - EVENT_REACH && offset <= at + length + EVENT_REACH,
  );
}

/**
 * A time of day belongs to the event its record puts it with. A record stamped 22:42:33 that
 * says `... after the 22:35 stock sync` has the stock sync at 22:35 and everything else at
 * 22:42:33: `cache miss ratio 0.14 at 22:35` and `stock sync at 22:42:33` give each event the
 * other's time.
 */
export function checkEventTimes(check: ClaimCheck): void {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      unit.kind !== "identifier" ||
      !TIME_OF_DAY.test(unit.text) ||
      account?.outcome !== "supported" ||
      account.record === null
    ) {
      continue;
    }
    const text = account.record.text;
    const times = [...text.matchAll(TIMES_IN_TEXT)];
    const inMessage = times.filter((time) => time.index >= HEADER_REACH);
    if (inMessage.length === 0) {
      continue;
    }
    const events = [-1, 1]
      .map((step) => relatedNeighbour(check, unit, step, entityUnits))
      .filter(
        (near): near is ClaimUnit =>
          near !== null &&
          !TIME_OF_DAY.test(near.text) &&
          check.accounts[near.index]?.outcome === "supported",
      );
    if (events.length === 0) {
      continue;
    }
    const claimed = inMessage.filter((time) => time[0].startsWith(unit.text));
    const eventOffsets = events.map((event) => offsetsIn(check, text, event));
    const belongs =
      claimed.length > 0
        ? // A time the message gives: some event word of the claim stands beside it.
          claimed.some((time) =>
            eventOffsets.some((offsets) => nearAny(offsets, time.index, time[0].length)),
          )
        : // The record's own time: some event word of the claim stands away from the
          // message's times.
          eventOffsets.some((offsets) =>
            offsets.some((offset) =>
              inMessage.every((time) => !nearAny([offset], time.index, time[0].length)),
            ),
          );
    if (!belongs) {
      check.conflict(
        unit,
        "fact_conflict",
        account.record,
        `${account.record.label} gives ${quote(unit.text)} to another event than ${events.map((event) => quote(event.text)).join(" ")}`,
        "relation",
      );
    }
  }
}

/** Where a runbook's sentences and list items end. */
const SENTENCE_END = /[.!?;。！？；](?=\s|$)|\s[-–]\s|\n/gu;
/** The [start, end) ranges of a text's sentences and list items. */
function sentencesOf(text: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    ranges.push([start, end.index]);
    start = end.index + end[0].length;
  }
  ranges.push([start, text.length]);
  return ranges;
}

type Range = readonly [number, number];

/**
 * Whether one offset of each list, in the lists' order, rises within the ranges taken in turn:
 * the first lists in the first range, the rest in the next (a runbook's title, then one
 * sentence of it).
 */
function risesWithin(
  offsets: readonly (readonly number[])[],
  ranges: readonly Range[],
): number[] | null {
  let range = 0;
  let previous = (ranges[0]?.[0] ?? 0) - 1;
  const chosen: number[] = [];
  for (const list of offsets) {
    let next: number | undefined;
    while (next === undefined && range < ranges.length) {
      const [start, end] = ranges[range] as Range;
      next = list.find((offset) => offset > Math.max(previous, start - 1) && offset < end);
      if (next === undefined) {
        range += 1;
      }
    }
    if (next === undefined) {
      return null;
    }
    chosen.push(next);
    previous = next;
  }
  return chosen;
}

/**
 * The latest offsets of each list that keep their order and end where `chosen` ends: the
 * tightest span of a runbook sentence that holds a claim's words in order.
 */
function tightened(offsets: readonly (readonly number[])[], chosen: readonly number[]): number[] {
  const tight = [...chosen];
  for (let position = tight.length - 2; position >= 0; position--) {
    const next = tight[position + 1] as number;
    const latest = (offsets[position] ?? []).filter((offset) => offset < next).at(-1);
    if (latest !== undefined) {
      tight[position] = latest;
    }
  }
  return tight;
}

/** Where the list item or labelled part holding an offset starts (after `: ` or ` - `). */
function itemStart(text: string, at: number): number {
  return afterLast(ITEM_SEPARATOR, text, at);
}

const ITEM_SEPARATOR = /[:：]\s|\s[-–]\s/gu;
/** A relative clause qualifying the noun before it. */
const RELATIVE = /\b(?:that|which|who|whose|where)\b/u;
/** A runbook's condition on what it says, up to the end of its clause. */
const CONDITION = /\b(?:if|when|whenever|while|unless|during|only)\b[^,;:.]*/gu;
/** An aside between commas (`, with the other routes normal,`). */
const ASIDE = /,[^,;:.]+,/gu;
const CONJUNCT = /\b(?:and|or|then|but)\s/gu;

/** Where the conjunct holding an offset starts (after `and`, `or`, `then`). */
function conjunctStart(text: string, at: number): number {
  return afterLast(CONJUNCT, text, at);
}
/** Words of a runbook's text. */
const SPAN_WORD = /\p{L}[\p{L}\p{N}_]*/gu;
/** Words a runbook uses to join what it says, which a claim may leave out. */
const QUALIFYING_FREE = new Set(
  "that which who what when then and or but also too this these those its their it they".split(" "),
);

/** A runbook record opens with its title (`Runbook: HikariCP pool exhaustion.`). */
const TITLED = /^(?:runbook|playbook|sop|手册|排查手册|运行手册|运维手册)/u;

/**
 * What a claim attributes to a runbook says what one sentence of it says, in its order: `slow
 * queries point at long usage times` turns round `Long usage times ... point at slow queries`,
 * and `confirm the holding time by raising maximumPoolSize` joins two sentences that say the
 * opposite. Each clause of the claim must find its words, in the claim's order, in one sentence
 * or list item of a runbook record in its own language (a translation may reorder words).
 */
/** Attribution words that order what a runbook says rather than name it: `first`, `before`. */
const ORDERING = new Set(["first", "then", "befor"]);

function isRunbookName(check: ClaimCheck, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" && check.grammar.runbookStems.has(unit.stem)) ||
    (unit.kind === "han" && check.grammar.runbookHan.has(unit.text))
  );
}

function attributes(check: ClaimCheck, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" &&
      (check.grammar.attributionStems.has(unit.stem) ||
        check.grammar.runbookStems.has(unit.stem))) ||
    (unit.kind === "han" &&
      (check.grammar.attributionHan.has(unit.text) || check.grammar.runbookHan.has(unit.text)))
  );
}

/** Words that hedge or condition what a runbook says (`usually`, `when ... fires`, 通常). */
const RUNBOOK_HEDGE = wordPattern(RUNBOOK_HEDGES);

/** One clause of a runbook-attributed claim: what names the runbook and what it says. */
interface AttributedClause {
  attributed: boolean;
  /** Whether an attribution verb (not only the runbook's name) has been read. */
  verbSeen: boolean;
  /** Content units before the attribution word: the runbook's name. */
  readonly naming: ClaimUnit[];
  /** Content units after it resting on runbook records. */
  readonly units: ClaimUnit[];
  /** Content units after it resting on records that are no runbook. */
  readonly observed: ClaimUnit[];
}

function attributedClauses(check: ClaimCheck): AttributedClause[] {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  const byClause = new Map<number, AttributedClause>();
  for (const unit of check.claim.units) {
    let clause = byClause.get(unit.clause);
    if (clause === undefined) {
      clause = { attributed: false, verbSeen: false, naming: [], units: [], observed: [] };
      byClause.set(unit.clause, clause);
    }
    // What names the runbook (`the Pod crash looping runbook advises ...`) comes before the
    // attribution word; what the runbook says, after it (`before`, `then` there order it).
    // `运行手册 RB-305 指出 ...`: the runbook's name, then the verb; what stands before the
    // first verb names the runbook.
    if (attributes(check, unit)) {
      if (!ORDERING.has(unit.stem) && !clause.verbSeen) {
        clause.attributed = true;
        clause.verbSeen = !isRunbookName(check, unit);
        clause.naming.push(...clause.units, ...clause.observed);
        clause.units.length = 0;
        clause.observed.length = 0;
      }
      continue;
    }
    const account = check.accounts[unit.index];
    if (
      account?.outcome !== "supported" ||
      account.record === null ||
      entityUnits.has(unit.index) ||
      (unit.kind !== "word" && unit.kind !== "han" && unit.kind !== "identifier")
    ) {
      continue;
    }
    (account.record.knowledge ? clause.units : clause.observed).push(unit);
  }
  return [...byClause.values()];
}

/**
 * What a claim attributes to a runbook says what one sentence of it says, in its order: `slow
 * queries point at long usage times` turns round `Long usage times ... point at slow queries`,
 * and `confirm the holding time by raising maximumPoolSize` joins two sentences that say the
 * opposite. Each clause of the claim must find its words, in the claim's order, in one sentence
 * or list item of a runbook record in its own language (a translation may reorder words), keep
 * that sentence's negation, hedge and condition (`usually`, `when ... fires`), name the runbook
 * by words of its title, and say nothing after the attribution that only a log line says.
 */
export function checkRunbookSentences(check: ClaimCheck): void {
  if (!check.claim.runbookAttributed) {
    return;
  }
  const claimText = check.claim.text.toLowerCase();
  const claimStems = new Set(
    check.claim.units.flatMap((unit) =>
      unit.kind === "han" ? hanNameStems(check.grammar, unit.text) : [unit.stem],
    ),
  );
  for (const clause of attributedClauses(check)) {
    const { units } = clause;
    if (clause.attributed && clause.observed.length > 0) {
      const observed = clause.observed[0] as ClaimUnit;
      check.unsupported(
        observed,
        "unit_unsupported",
        `attributed to a runbook, but only ${check.accounts[observed.index]?.record?.label ?? "a record that is no runbook"} says it`,
        "relation",
      );
      continue;
    }
    const first = units[0];
    const record = first === undefined ? null : (check.accounts[first.index]?.record ?? null);
    if (record === null || units.some((unit) => check.accounts[unit.index]?.record !== record)) {
      checkAcrossTranslations(check, units);
      continue;
    }
    const sentences = sentencesOf(record.text);
    const title = TITLED.test(record.text) ? sentences[0] : undefined;
    // `The JVM memory runbook says ...` of the HikariCP runbook names another runbook.
    const misnamed = clause.naming.find(
      (unit) =>
        title !== undefined &&
        !translatedOffsets(check, record.text, unit).some((at) => at >= title[0] && at < title[1]),
    );
    if (misnamed !== undefined) {
      check.unsupported(
        misnamed,
        "unit_unsupported",
        `${record.label} is a runbook whose title does not say ${quote(misnamed.text)}`,
        "subject",
      );
      continue;
    }
    if (units.some((unit) => hasHan(unit.text)) !== record.han) {
      checkTranslatedRunbookSentence(check, record, units, sentences);
      continue;
    }
    if (units.length < 2) {
      continue;
    }
    const placed = units
      .map((unit) => ({ unit, offsets: offsetsIn(check, record.text, unit) }))
      .filter((entry) => entry.offsets.length > 0);
    const offsets = placed.map((entry) => entry.offsets);
    if (offsets.length < 2) {
      continue;
    }
    let chosen: number[] | null = null;
    let matched: Range | null = null;
    for (const sentence of sentences) {
      chosen =
        risesWithin(offsets, [sentence]) ??
        (title === undefined ? null : risesWithin(offsets, [title, sentence]));
      if (chosen !== null) {
        matched = sentence;
        break;
      }
    }
    if (chosen === null || matched === null) {
      check.unsupported(
        units[0] as ClaimUnit,
        "relational_wording",
        `${record.label} says ${units.map((unit) => quote(unit.text)).join(" ")} in no one sentence in this order`,
        "relation",
      );
      continue;
    }
    // `... is an upstream problem, not a gateway problem` claimed as `is a gateway problem`.
    // Read the same way on both sides: a negator earlier in the clause.
    const dropped = placed.find(
      (entry, position) =>
        !negatedInClause(claimText, entry.unit.start) &&
        negatedInClause(record.text, chosen?.[position] ?? 0),
    );
    if (dropped !== undefined) {
      dropsNegation(check, record, dropped.unit);
      continue;
    }
    // `A stopped JVM cannot return connections`, `Full collections that reclaim little ...
    // mean`: every content word of the runbook's clause, from its start to the last word
    // claimed, qualifies what the claim says; an English runbook's word there that the claim
    // leaves out changes it. The claimed words are taken as late as their order allows.
    if (!record.han) {
      const tight = tightened(offsets, chosen);
      const from = tight[0] ?? 0;
      // Before the first word claimed, back to its clause, list item or conjunct (`Check X
      // and collect ...` may be claimed as `collect ...`); between the words claimed, only a
      // relative clause (`Full collections that reclaim little ... mean`).
      const start = Math.max(
        clauseStart(record.text, from),
        itemStart(record.text, from),
        conjunctStart(record.text, from),
      );
      const pieces = [record.text.slice(start, from)];
      for (let position = 1; position < tight.length; position++) {
        const gap = record.text.slice((tight[position - 1] ?? 0) + 1, tight[position]);
        const relative = RELATIVE.exec(gap);
        if (relative !== null) {
          pieces.push(gap.slice(relative.index));
        }
        // `... on one route, with the other routes normal, is ...`: an aside between the words
        // claimed qualifies them too.
        for (const aside of gap.matchAll(ASIDE)) {
          pieces.push(aside[0]);
        }
      }
      // `Raising X while connections are held by slow queries moves ...`: a condition between
      // the words claimed (one that opens the sentence, `When ..., collect ...`, is the
      // runbook's own trigger, which an attribution may leave out); `Database-side errors
      // (...) are a different problem: check the database's own logs`: what the item says it
      // of, before its colon.
      const last = tight.at(-1) ?? from;
      const sentenceStart = matched[0];
      for (const condition of record.text.slice(from, last).matchAll(CONDITION)) {
        pieces.push(condition[0]);
      }
      // Only a clause before the colon says what it is said of; a title's label does not.
      const label = record.text.slice(sentenceStart, from);
      const colon = label.lastIndexOf(": ");
      if (colon !== -1 && /\b(?:is|are|was|were|means?)\b/u.test(label.slice(0, colon))) {
        pieces.push(label.slice(0, colon));
      }
      const isDropped = (word: string): boolean =>
        !claimStems.has(wordStem(word)) &&
        !check.grammar.framingStems.has(wordStem(word)) &&
        !check.grammar.linkingStems.has(wordStem(word)) &&
        !QUALIFYING_FREE.has(word) &&
        !claimText.includes(word);
      const dropped = pieces
        .flatMap((piece) => [...piece.matchAll(SPAN_WORD)].map((match) => match[0]))
        .find(isDropped);
      if (dropped !== undefined) {
        check.unsupported(
          units[0] as ClaimUnit,
          "unit_unsupported",
          `${record.label} qualifies it with ${quote(dropped)}, which the claim leaves out`,
          "relation",
        );
        continue;
      }
    }
    // `usually a long GC pause`, `Use this runbook when ... fires`: the hedge or the condition
    // goes with what it qualifies.
    const from = Math.min(...chosen);
    const said = record.text.slice(clauseStart(record.text, from), Math.max(...chosen) + 1);
    if (RUNBOOK_HEDGE.test(said) && !RUNBOOK_HEDGE.test(claimText)) {
      check.unsupported(
        units[0] as ClaimUnit,
        "modal_wording",
        `${record.label} says it with a hedge or a condition (${quote(RUNBOOK_HEDGE.exec(said)?.[0] ?? "")}) the claim drops`,
        "relation",
      );
    }
  }
}

/** A runbook-attributed claim that states what the runbook's sentence says only negated. */
function dropsNegation(check: ClaimCheck, record: RecordAnalysis, unit: ClaimUnit): void {
  check.conflict(
    unit,
    "negation_conflict",
    record,
    `${record.label} says ${quote(unit.text)} there only negated; the claim drops the negation`,
    "negation",
  );
}

/** Where a claim word written in the other language than a record stands in the record. */
function translatedOffsets(check: ClaimCheck, text: string, unit: ClaimUnit): number[] {
  const own = offsetsIn(check, text, unit);
  if (own.length > 0) {
    return own;
  }
  const { grammar } = check;
  const members = grammar.synonyms.get(unit.kind === "han" ? unit.text : unit.stem) ?? [];
  const anchors: string[] = [];
  for (const member of members) {
    if (member.han !== null) {
      anchors.push(member.han);
    } else {
      anchors.push(...member.words.filter((word) => !grammar.framingStems.has(wordStem(word))));
    }
  }
  if (unit.kind === "han") {
    // `内存压力` where the runbook says `memory pressure`: where its first content word stands.
    for (const phrase of grammar.glossary.get(unit.text)?.english ?? []) {
      const word = phrase.find((each) => !grammar.framingStems.has(wordStem(each)));
      if (word !== undefined) {
        anchors.push(word);
      }
    }
  } else if (unit.kind === "word") {
    anchors.push(...(grammar.glossaryByStem.get(unit.stem) ?? []));
  }
  return anchors.flatMap((anchor) =>
    hasHan(anchor) ? wordStarts(text, anchor) : wordStarts(text, wordPrefix(anchor)),
  );
}

/** Relation words of a runbook sentence (`means`, `points at`, 说明, 指向). */
const RELATION_WORD = new RegExp(wordPattern(RUNBOOK_RELATION_WORDS).source, "gu");
/** `A 是 B 的症状`: the relation of a Chinese relation noun starts at its 是. */
const HAN_RELATION_NOUN = /是[^，。；,;]*?的?症状/u;
/** Words of a Chinese record holding 时 that set no condition (`占用时间`, `超时`). */
const HAN_TIME_WORDS = /时间|时长|时刻|时候|及时|同时|实时|超时|临时|定时|暂时|小时|时延|时钟/gu;

/** Where the relation words of a text stand, between two offsets. */
function relationOffsets(text: string, from: number, to: number): number[] {
  const piece = text.slice(from, to);
  const noun = HAN_RELATION_NOUN.exec(piece);
  const offsets: number[] = noun === null ? [] : [from + noun.index];
  for (const match of piece.matchAll(RELATION_WORD)) {
    if (!(noun !== null && match[0] === "症状")) {
      offsets.push(from + match.index);
    }
  }
  return offsets;
}

/**
 * `The runbook says "the JVM itself stalled"` where the runbook says `Thread starvation ...
 * means the JVM itself stalled`: a quote of a runbook keeps what its clause makes it, the ground
 * of a relation word or a condition before it in its sentence.
 */
export function checkQuotedRunbookConditions(check: ClaimCheck): void {
  for (const quote of check.claim.quotes) {
    const first = check.claim.units.find(
      (unit) =>
        unit.start >= quote.start && unit.end <= quote.end && check.quotedUnits.has(unit.index),
    );
    if (first === undefined) {
      continue;
    }
    const quoted = quote.text.toLowerCase().replace(/\s+/gu, " ").trim();
    for (const record of check.quoteRecordsOf(first)) {
      if (!record.knowledge) {
        continue;
      }
      const at = record.text.replace(/\s+/gu, " ").indexOf(quoted);
      if (at <= 0) {
        continue;
      }
      const text = record.text.replace(/\s+/gu, " ");
      const sentence = sentencesOf(text).find(([start, end]) => at >= start && at < end);
      const before = sentence === undefined ? "" : text.slice(sentence[0], at);
      const claimText = check.claim.text.toLowerCase();
      const ground = relationOffsets(before, 0, before.length).length > 0;
      const condition = RUNBOOK_HEDGE.exec(
        record.han ? before.replace(HAN_TIME_WORDS, "") : before,
      );
      if (
        (ground && relationOffsets(claimText, 0, claimText.length).length === 0) ||
        (condition !== null && !RUNBOOK_HEDGE.test(claimText))
      ) {
        check.unsupported(
          first,
          ground ? "relational_wording" : "modal_wording",
          `${record.label} says it only ${ground ? "as what something else means" : `with a condition (${JSON.stringify(condition?.[0] ?? "")})`}; the quote drops it`,
          "relation",
        );
        break;
      }
    }
  }
}

/**
 * A clause whose words rest on two runbook records (an English block and its Chinese
 * translation) still says what one sentence of one of them says: the record whose one sentence
 * holds every word (through the glossary) is held to it as a translation is; with none, the
 * clause joins sentences.
 */
function checkAcrossTranslations(check: ClaimCheck, units: readonly ClaimUnit[]): void {
  const resting = [...new Set(units.map((unit) => check.accounts[unit.index]?.record ?? null))];
  if (resting.length < 2 || resting.some((record) => record === null || !record.knowledge)) {
    return;
  }
  for (const record of resting as RecordAnalysis[]) {
    const sentences = sentencesOf(record.text);
    const offsets = units.map((unit) => translatedOffsets(check, record.text, unit));
    const holds = sentences.some(([start, end]) =>
      offsets.every((list) => list.some((at) => at >= start && at < end)),
    );
    if (holds) {
      checkTranslatedRunbookSentence(check, record, units, sentences);
      return;
    }
  }
  const first = units[0];
  if (first !== undefined) {
    check.unsupported(
      first,
      "relational_wording",
      `no one sentence of the runbooks it cites says ${units.map((unit) => quote(unit.text)).join(" ")}`,
      "relation",
    );
  }
}

/**
 * A runbook-attributed claim written in the other language than its runbook cannot be held to
 * the sentence's word order, but it still says what one sentence says: its words (through the
 * glossary) stand in one sentence or list item, a negation there stays, a hedge or condition
 * there stays (`Use this runbook when ... requests stall` is no claim that they stall), the
 * consequence of `A means B` is not said without its ground, and what stands before and after a
 * relation word (`A points at B`, `A 说明 B`) stays on its side.
 */
function checkTranslatedRunbookSentence(
  check: ClaimCheck,
  record: RecordAnalysis,
  units: readonly ClaimUnit[],
  sentences: readonly Range[],
): void {
  const text = record.text;
  const claimText = check.claim.text.toLowerCase();
  const placed = units
    .map((unit) => ({ unit, offsets: translatedOffsets(check, text, unit) }))
    .filter((entry) => entry.offsets.length > 0);
  const first = placed[0];
  if (first === undefined) {
    return;
  }
  // A word of the runbook's title (`GC` of `long GC pauses`) may stand there instead.
  const title = TITLED.test(text) ? sentences[0] : undefined;
  const inTitle = (at: number): boolean => title !== undefined && at >= title[0] && at < title[1];
  const sentence = sentences.find(([start, end]) =>
    placed.every((entry) => entry.offsets.some((at) => (at >= start && at < end) || inTitle(at))),
  );
  if (sentence === undefined) {
    check.unsupported(
      first.unit,
      "relational_wording",
      `${record.label} says ${placed.map((entry) => quote(entry.unit.text)).join(" ")} in no one sentence`,
      "relation",
    );
    return;
  }
  const [start, end] = sentence;
  const inside = placed
    .map((entry) => ({
      unit: entry.unit,
      offsets: entry.offsets.filter((at) => at >= start && at < end),
    }))
    .filter((entry) => entry.offsets.length > 0);
  // `是上游问题，不是网关问题` claimed as `是网关问题`; a word the claim negates somewhere too
  // (`而不是数据库拒绝连接`) is read as kept.
  const dropped = inside.find(
    (entry) =>
      entry.offsets.every((at) => negatedInClause(text, at)) &&
      !check.claim.units.some(
        (unit) => unit.text === entry.unit.text && negatedInClause(claimText, unit.start),
      ),
  );
  if (dropped !== undefined) {
    dropsNegation(check, record, dropped.unit);
    return;
  }
  const all = inside.flatMap((entry) => entry.offsets);
  if (all.length === 0) {
    return;
  }
  const last = Math.max(...all);
  const clauseEnd = text.slice(last).search(CLAUSE_BOUNDARY);
  const said = text.slice(
    clauseStart(text, Math.min(...all)),
    clauseEnd === -1 ? text.length : last + clauseEnd,
  );
  const condition = RUNBOOK_HEDGE.exec(record.han ? said.replace(HAN_TIME_WORDS, "") : said);
  if (condition !== null && !RUNBOOK_HEDGE.test(claimText)) {
    check.unsupported(
      first.unit,
      "modal_wording",
      `${record.label} says it with a hedge or a condition (${quote(condition[0])}) the claim drops`,
      "relation",
    );
    return;
  }
  const pivots = relationOffsets(text, start, end);
  if (pivots.length === 0) {
    return;
  }
  // The relation word may stand in another clause of the claim (`usage 时间长，指向慢查询`).
  // A relation word before every word it could relate (`手册说明 ...`) attributes, it relates
  // nothing.
  const claimPivots = relationOffsets(claimText, 0, claimText.length).filter((at) =>
    placed.some((entry) => entry.unit.start < at),
  );
  if (claimPivots.length === 0) {
    check.unsupported(
      first.unit,
      "relational_wording",
      `${record.label} says it only as what something else means or points at, which the claim drops`,
      "relation",
    );
    return;
  }
  // Each side of the claim's relation needs a word of the sentence itself: the runbook's title
  // (`long GC pauses`) is on no side of it.
  const sidesInSentence = (claimPivot: number): boolean =>
    [true, false].every((before) => {
      const side = (entry: { unit: ClaimUnit }): boolean =>
        entry.unit.start !== claimPivot && entry.unit.start < claimPivot === before;
      return !placed.some(side) || inside.some(side);
    });
  const kept = claimPivots.some(
    (claimPivot) =>
      sidesInSentence(claimPivot) &&
      pivots.some((pivot) =>
        inside.every((entry) =>
          entry.offsets.some((at) => at < pivot === entry.unit.start < claimPivot),
        ),
      ),
  );
  if (!kept) {
    check.unsupported(
      first.unit,
      "relational_wording",
      `${record.label} relates these the other way round: what the claim puts on one side of the relation stands on the other`,
      "relation",
    );
  }
}

/**
 * Words that make a clause hypothetical: it says what would or will happen, not what did
 * (`could not connect` says what did not).
 */
// `31 May 04:32:08`, `May 30`: the month is no modal.
const HYPOTHETICAL = wordPattern(
  { en: HYPOTHETICAL_WORDS.en.filter((word) => word !== "may"), zh: HYPOTHETICAL_WORDS.zh },
  "\\b(?:would|could)\\b(?! not\\b)|(?<!\\d\\s{1,2})\\bmay\\b(?!\\s{1,2}\\d)",
);
/** A pattern matching any word of the lists: English words whole, Chinese ones anywhere. */
function wordPattern(lists: WordLists, extra?: string): RegExp {
  const alternatives = [`\\b(?:${lists.en.join("|")})\\b`, ...lists.zh];
  return new RegExp([...alternatives, ...(extra === undefined ? [] : [extra])].join("|"), "u");
}

/** Where a clause ends, for reading whether a word stands in a hypothetical one. */
const CLAUSE_BOUNDARY = /[.;!?。；！？,，]/gu;

/** Where the last match of a pattern before an offset of a text ends (0 when none does). */
function afterLast(pattern: RegExp, text: string, at: number): number {
  let start = 0;
  for (const match of text.slice(0, at).matchAll(pattern)) {
    start = match.index + match[0].length;
  }
  return start;
}

/** Where the clause of a text holding an offset starts. */
function clauseStart(text: string, at: number): number {
  return afterLast(CLAUSE_BOUNDARY, text, at);
}

/** The clause of a text around an offset. */
function clauseAround(text: string, at: number): string {
  const end = text.slice(at).search(CLAUSE_BOUNDARY);
  return text.slice(clauseStart(text, at), end === -1 ? text.length : at + end);
}

/** Whether a record's text matches a pattern, read once per record and pattern. */
const RECORD_MATCHES = new WeakMap<RegExp, WeakMap<RecordAnalysis, boolean>>();

function recordMatches(pattern: RegExp, record: RecordAnalysis): boolean {
  let known = RECORD_MATCHES.get(pattern);
  if (known === undefined) {
    known = new WeakMap();
    RECORD_MATCHES.set(pattern, known);
  }
  let matches = known.get(record);
  if (matches === undefined) {
    matches = pattern.test(record.text);
    known.set(record, matches);
  }
  return matches;
}

/** Clauses whose words a record does not state plainly: hypothetical ones, alternatives. */
interface QualifiedClauses {
  /** A word that marks such a clause, found anywhere in a record that has one. */
  readonly marker: RegExp;
  /** Whether the record's word at an offset stands in such a clause. */
  stands(text: string, at: number): boolean;
  /** Whether the claim keeps the qualification for this unit. */
  keeps(claimText: string, unit: ClaimUnit): boolean;
  /** Whether a quoted unit is read too (a quote cut out of an alternative). */
  readonly quoted: boolean;
  /** Whether the word's own form decides before its stem's other forms. */
  readonly ownForm: boolean;
  /** What the record says of the word, for the reason. */
  readonly says: string;
}

/**
 * What a log line says only in a qualified clause it does not state plainly: a claim stating it
 * keeps the qualification. Every occurrence of the word in the record must be qualified.
 */
function checkQualifiedWords(check: ClaimCheck, qualified: QualifiedClauses): void {
  const claimText = check.claim.text.toLowerCase();
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    const outcome = account?.outcome;
    if (
      (outcome !== "supported" && !(qualified.quoted && outcome === "quoted")) ||
      record === null ||
      record.knowledge ||
      (unit.kind !== "word" && unit.kind !== "han") ||
      !recordMatches(qualified.marker, record)
    ) {
      continue;
    }
    // `filled` against `Fill pool skipped, ... or currently being filled`: the word's own
    // form decides before its stem's other forms.
    const exact =
      qualified.ownForm && unit.kind === "word"
        ? wordStarts(record.text, unit.text).filter(
            (at) => !LETTER_OR_DIGIT.test(record.text[at + unit.text.length] ?? ""),
          )
        : [];
    const offsets = exact.length > 0 ? exact : offsetsIn(check, record.text, unit);
    if (
      offsets.length === 0 ||
      !offsets.every((at) => qualified.stands(record.text, at)) ||
      qualified.keeps(claimText, unit)
    ) {
      continue;
    }
    check.unsupported(
      unit,
      "modal_wording",
      `${record.label} says ${quote(unit.text)} ${qualified.says}`,
      "relation",
    );
  }
}

/**
 * What a record says only in a hypothetical clause (`will be dropped if server is in r-o mode`)
 * did not happen: a claim stating it (`the request was dropped`) must keep a condition or a
 * modal word (`如果服务器处于只读模式，该请求将被丢弃`).
 */
export function checkHypotheticals(check: ClaimCheck): void {
  checkQualifiedWords(check, {
    marker: HYPOTHETICAL,
    stands: (text, at) => HYPOTHETICAL.test(clauseAround(text, at)),
    keeps: (claimText) => HYPOTHETICAL.test(claimText),
    quoted: false,
    ownForm: false,
    says: "only of what would happen",
  });
}

const ALTERNATIVE = wordPattern(ALTERNATIVE_WORDS);
const ALTERNATIVES = new RegExp(ALTERNATIVE.source, "gu");
/** How far before an `or` a word still stands in the first alternative. */
const FIRST_ALTERNATIVE_REACH = 24;

/**
 * Whether the word at an offset stands in an alternative: after an `or` of its clause, or
 * just before one (`Thread starvation or clock leap detected`: starvation, clock, leap, and
 * the detection of either).
 */
function inAlternative(text: string, at: number): boolean {
  const start = clauseStart(text, at);
  const clause = clauseAround(text, at);
  for (const match of clause.matchAll(ALTERNATIVES)) {
    const offset = start + match.index;
    if (offset < at || offset - at <= FIRST_ALTERNATIVE_REACH) {
      return true;
    }
  }
  return false;
}

/**
 * What a log line says only as one of alternatives (`pool has sufficient level or currently
 * being filled`) it does not state alone, nor in a quote cut out of it: a claim stating it
 * (`pool filled`) keeps an alternative word in its own clause.
 */
export function checkAlternatives(check: ClaimCheck): void {
  checkQualifiedWords(check, {
    marker: ALTERNATIVE,
    stands: inAlternative,
    keeps: (claimText, unit) => ALTERNATIVE.test(clauseAround(claimText, unit.start)),
    quoted: true,
    ownForm: true,
    says: "only as one of alternatives",
  });
}

const NECESSITY = new RegExp(`\\b(?:${NECESSITY_PHRASES.join("|")})\\b`, "gu");

/**
 * A necessity made of framing words (`has to time out`) is modal wording unless a cited record
 * says it the same way.
 */
export function checkNecessity(check: ClaimCheck): void {
  const claimText = check.claim.text.toLowerCase();
  for (const match of claimText.matchAll(NECESSITY)) {
    const unit = check.claim.units.find((candidate) => candidate.start === match.index);
    if (
      unit === undefined ||
      check.quotedUnits.has(unit.index) ||
      check.records.some((record) => record.text.includes(match[0]))
    ) {
      continue;
    }
    check.unsupported(
      unit,
      "modal_wording",
      `${quote(match[0])} states a necessity no cited record states`,
      "relation",
    );
  }
}

/** Linking words that say how long something took: the figure after them is a duration. */
const DURATION_LINKS = new Set(["took", "takes", "lasted", "耗时", "用时", "历时"]);

/** `took 2310.447ms` links a duration; `took 4012M` says a size is how long it took. */
export function checkDurationLinks(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    if (!DURATION_LINKS.has(unit.text)) {
      continue;
    }
    const figure = check.claim.units
      .slice(unit.index + 1, unit.index + 3)
      .find((near) => near.clause === unit.clause && near.quantity !== null);
    // A bare number may be a duration written apart from its unit (`took 49 ms`).
    if (
      figure?.quantity == null ||
      figure.quantity.dimension === "duration" ||
      !figure.quantity.hasUnit
    ) {
      continue;
    }
    check.unsupported(
      unit,
      "fact_unsupported",
      `${quote(unit.text)} says how long something took, but ${quote(figure.text)} is not a duration`,
      "relation",
    );
  }
}

/** Order words that relate the clause they end to what comes before (`and a GC after`). */
const DANGLING_ORDER_WORDS = new Set(["after", "before"]);
/** Words that point back to what came before (`after it`, `after that`). */
const BACK_REFERENCES = new Set(["it", "that", "this", "them", "which", "those", "these"]);
/** Chinese order words that point back to the clause before (`，其后 GC`, `在此之后`). */
const CHINESE_BACK_ORDER = /^(?:其后|此后|随后|之后|然后|其前|此前)$/u;

/**
 * An order word with nothing after it in its clause (`heap usage 78% and a GC after`) relates
 * its clause to the one before, which the order check cannot read: unsupported unless a cited
 * record ends a clause with it too.
 */
export function checkDanglingOrderWords(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    // `堆使用率 91%，其后 GC`, `在此之后 GC`: an order word opening its clause, or after 此/其.
    if (unit.kind === "han" && !check.records.some((record) => record.text.includes(unit.text))) {
      const previous = check.claim.units[unit.index - 1];
      const pointsBack =
        CHINESE_BACK_ORDER.test(unit.text) ||
        ((unit.text === "后" || unit.text === "之后" || unit.text === "以后") &&
          previous !== undefined &&
          (previous.text === "其" || previous.text === "此"));
      const opens =
        previous === undefined ||
        previous.clause !== unit.clause ||
        previous.text === "其" ||
        previous.text === "此";
      if (pointsBack && opens) {
        check.unsupported(
          unit,
          "relational_wording",
          `${quote(unit.text)} relates its clause to the one before, which no cited record does`,
          "relation",
        );
        continue;
      }
    }
    if (unit.kind !== "word" || !DANGLING_ORDER_WORDS.has(unit.text)) {
      continue;
    }
    // `a GC after it`, `after that`: a pronoun after it still leaves its other side unsaid.
    let next = check.claim.units[unit.index + 1];
    while (next !== undefined && next.clause === unit.clause && BACK_REFERENCES.has(next.text)) {
      next = check.claim.units[next.index + 1];
    }
    if (next !== undefined && next.clause === unit.clause) {
      continue;
    }
    const ending = new RegExp(`\\b${unit.text}\\s*(?:[.,;:!?)\\]]|$)`, "u");
    if (check.records.some((record) => ending.test(record.text))) {
      continue;
    }
    check.unsupported(
      unit,
      "relational_wording",
      `${quote(unit.text)} has nothing after it: it relates its clause to another, which no cited record does`,
      "relation",
    );
  }
}

/** Chinese aspect words that put the verb next to them in the past (`已过期`, `过期了`). */
const PERFECTIVE_BEFORE = new Set(PERFECTIVE_WORDS);
const PAST_FORM = /ed$/u;
/** Past forms not in -ed that logs' verbs of processes take (`shut down`, `began`). */
const IRREGULAR_PAST = new Set(
  "shut began begun ran rebuilt wrote written sent built done made taken held kept lost found put set".split(
    " ",
  ),
);
/** `expires`: a verb in the present, of what is so now or is scheduled (not `firing`, a state). */
const PRESENT_FORM = /[^s]s$/u;

/** Whether a verb in the present stands before a time to come (`expires in 21 days`). */
function scheduled(text: string, form: string): boolean {
  for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
    if (SCHEDULE.test(text.slice(at + form.length, at + form.length + 16))) {
      return true;
    }
  }
  return false;
}

const SCHEDULE = /^\s+(?:in|on|at|after)\s+\d/u;

/** Words after a verb in -ing that make it a process's name, ended (`Stopping threads took`). */
const ENDED_WORDS = "took|takes|complete|completed|done|finished|succeeded";
/** Verbs in -ing that say a process has begun, not ended (`Shutting down Kafka broker 2`). */
const BEGUN_FORMS = new Set([
  ..."starting stopping shutting restarting loading uploading downloading rebuilding recovering".split(
    " ",
  ),
  ..."migrating syncing synchronizing compacting draining terminating upgrading initializing".split(
    " ",
  ),
  ..."initialising reindexing rebalancing provisioning deploying rolling scaling evicting".split(
    " ",
  ),
  ..."backing restoring promoting creating applying pulling deleting removing joining".split(" "),
  ..."leaving electing reconciling installing updating reloading resyncing replicating".split(" "),
  ..."synchronising building rebuilding resizing".split(" "),
]);

/**
 * Whether a verb in -ing says what a line gives as under way: a verb of a process begun
 * (`Shutting down`, `Draining node`), one in the progressive (`is starting up`), or one whose
 * clause ends in an ellipsis (`Stopping nginx.service - A web server...`), as logs write an
 * action begun. `started the worker` against `Starting the worker` says more than the line.
 */
function underWay(text: string, form: string): boolean {
  return (
    (BEGUN_FORMS.has(form) &&
      !new RegExp(`\\b${form}\\b[^;,!?]*\\b(?:${ENDED_WORDS})\\b`, "u").test(text)) ||
    new RegExp(`\\b(?:is|are|was|were|being)\\s+${form}\\b`, "u").test(text) ||
    new RegExp(`\\b${form}\\b(?:[^.;,!?]|\\.(?=[\\p{L}\\p{N}]))*(?:\\.\\.\\.|…)`, "u").test(text)
  );
}

/** Words a claim states an end state with after a copula (`is up`, `is down`). */
const END_STATES = new Set(["up", "down"]);
const COPULAS_BEFORE_STATE = new Set(["is", "are", "was", "were", "went", "gone", "been"]);

/**
 * `etcd member 3f1a is up` against `is starting up`, `Backend app-2 is down` against `Shutting
 * down backend app-2`: the end state of a process a line gives as begun, and nowhere as reached.
 */
export function checkEndStates(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const previous = check.claim.units[unit.index - 1];
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (
      !END_STATES.has(unit.text) ||
      previous === undefined ||
      previous.clause !== unit.clause ||
      !COPULAS_BEFORE_STATE.has(previous.text) ||
      account?.outcome !== "supported" ||
      record === null ||
      new RegExp(`\\b(?:is|are|was|were|went|gone|been)\\s+${unit.text}\\b`, "u").test(record.text)
    ) {
      continue;
    }
    const begun = new RegExp(`\\b([a-z]+ing)\\s+${unit.text}\\b`, "u").exec(record.text);
    if (begun !== null) {
      check.unsupported(
        unit,
        "relational_wording",
        `${record.label} says ${quote(begun[0])}: under way, not done`,
        "relation",
      );
    }
  }
}

/** `部分完成`, `完成 41/50 张表`, `除 orders 库外均已完成`: a Chinese line's verb done in part. */
function partlyInChinese(record: RecordAnalysis, terms: readonly string[]): string | null {
  for (const term of terms) {
    const at = record.text.indexOf(term);
    if (at === -1) {
      continue;
    }
    if (record.text.includes(`部分${term}`)) {
      return `部分${term}`;
    }
    const counted = /^\s*(\d+)\s*\/\s*(\d+)/u.exec(record.text.slice(at + term.length));
    if (counted !== null && Number(counted[1]) < Number(counted[2])) {
      return `${term} ${counted[0].trim()}`;
    }
    // `分片迁移 18/24 完成`: the ratio before the verb.
    const before = /(\d+)\s*\/\s*(\d+)\s*$/u.exec(record.text.slice(Math.max(0, at - 16), at));
    if (before !== null && Number(before[1]) < Number(before[2])) {
      return `${before[0].trim()} ${term}`;
    }
    const except = /除\s*\S.{0,30}?外/u.exec(record.text.slice(0, at));
    if (except !== null) {
      return except[0];
    }
  }
  return null;
}

/** Chinese words that say a task ended well, with or without an aspect word (`备份完成`). */
const DONE_HAN = ["完成", "完毕", "成功", "结束"];

/**
 * `orders 库备份完成` against `orders 库备份部分完成`, `分片迁移完成` against `分片迁移 18/24 完成`:
 * a Chinese word of a task done, against a Chinese line that says it was done only in part.
 */
export function checkPartlyDoneInChinese(check: ClaimCheck): void {
  if (PARTIAL_QUALIFIER.test(check.claim.text)) {
    return;
  }
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    const term = DONE_HAN.find((done) => unit.kind === "han" && unit.text.endsWith(done));
    if (term === undefined || account?.outcome !== "supported" || record === null || !record.han) {
      continue;
    }
    const partly = partlyInChinese(record, [term]);
    if (partly !== null) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${record.label} says ${quote(partly)}: done only in part; the claim drops that`,
        "relation",
      );
    }
  }
}

/** `正在停止 nginx 服务...`: a Chinese line's verb after 正在 is under way. */
function underWayInChinese(record: RecordAnalysis, terms: readonly string[]): string | null {
  for (const term of terms) {
    // `正在驱逐`, `开始全量备份`, `驱逐中`, `加入集群中`, `恢复进行中`: under way, not done.
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
    const begun = new RegExp(
      `正在${escaped}|开始\\p{sc=Han}{0,2}${escaped}|${escaped}\\p{sc=Han}{0,3}?(?:进行)?中(?![的断])`,
      "u",
    ).exec(record.text);
    if (begun !== null) {
      return begun[0];
    }
  }
  return null;
}

/**
 * A record that says a thing is happening or will happen (`expires in 21 days`, `expiring`)
 * does not say it happened: a claim in the past (`has expired`, `expired`, `已过期`) is
 * unsupported unless the record has the verb in the past too.
 */
/**
 * Whether a record says an action, in its past form, was done only in part (`partially saved`,
 * `saved with errors`, `completed for most indices`, `done except /var/lib/mysql`, `18 of 24
 * partitions moved`, `saved: 3 of 5 volumes`).
 */
function doneInPart(text: string, form: string): boolean {
  if (
    new RegExp(
      `\\b(?:partially|partly)\\s+${form}\\b|\\b${form}\\s+(?:partially|partly|with\\s+(?:errors?|warnings?|failures?)|except|(?:for|on)\\s+(?:most|some))\\b`,
      "u",
    ).test(text)
  ) {
    return true;
  }
  // `18 of 24 partitions moved`, `flushed 3 of 8 memtables`, `moved 18/24`: a part, not `8 out of 8` (and
  // not `saturated: 15 out of 16 workers busy`, where the figure says what the word means).
  const counted = new RegExp(
    `\\b(\\d+)\\s+(?:out\\s+)?of\\s+(\\d+)(?:\\s+[\\p{L}\\p{N}_-]+){0,2}\\s+${form}\\b|\\b${form}\\s+(\\d+)\\s*(?:\\/|\\s(?:out\\s+)?of\\s)\\s*(\\d+)`,
    "gu",
  );
  // `3 succeeded, 2 failed`: some were not.
  const others = new RegExp(
    `\\b\\d+\\s+${form}\\s*[,;]\\s*([1-9]\\d*)\\s+(?:failed|errors?|skipped|aborted)\\b`,
    "u",
  );
  if (others.test(text)) {
    return true;
  }
  for (const match of text.matchAll(counted)) {
    const part = Number(match[1] ?? match[3]);
    const whole = Number(match[2] ?? match[4]);
    if (part < whole) {
      return true;
    }
  }
  return false;
}

/** What the printing verbs a claim may use as framing say a line printed (`打印了 X`). */
const PRINTING_HAN = new Set(["打印", "打印了", "打印出", "输出了"]);
/** A file a job writes (`monthly-2024-02.pdf`, `/var/backups/db.tar.gz`). */
const FILE_NAME =
  /\.(?:pdf|csv|json|xml|txt|log|gz|tgz|zip|tar|bak|dump|sql|html?|xlsx?|parquet|avro)$/u;
/** Words by which a line says a file was produced. */
const PRODUCED =
  /\b(?:generated|written|wrote|created|saved|exported|produced|output|rendered|uploaded)\b/u;

/**
 * `report-job 输出了 monthly-2024-02.pdf` against `failed to generate report monthly-2024-02.pdf`:
 * a printing verb is framing before what a line printed, but before a file's name it says the
 * file was produced, which a cited record must say (not negated).
 */
export function checkPrintedFiles(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const next = check.claim.units[unit.index + 1];
    if (
      unit.kind !== "han" ||
      !PRINTING_HAN.has(unit.text) ||
      next === undefined ||
      next.clause !== unit.clause ||
      next.kind !== "identifier" ||
      !FILE_NAME.test(next.text)
    ) {
      continue;
    }
    const produced = check.records.some((record) => {
      const stated = PRODUCED.exec(record.text);
      return stated !== null && record.wordPolarityOf(stated[0])?.affirmed === true;
    });
    if (!produced) {
      check.unsupported(
        unit,
        "unit_unsupported",
        `before the file ${quote(next.text)} it says the file was produced, which no cited record states`,
        "relation",
      );
    }
  }
}

/** Particles of phrasal verbs (`shut down`): no verb of their own. */
const PARTICLES = new Set(["down", "up", "off", "out", "in", "on", "over"]);

/** A verb's forms in -ing, from its base or its past (`shut`: `shutting`; `saved`: `saving`). */
function ingForms(word: string): string[] {
  const bases = new Set([word]);
  if (word.endsWith("ied")) {
    bases.add(`${word.slice(0, -3)}y`);
  }
  if (word.endsWith("ed")) {
    bases.add(word.slice(0, -2));
    bases.add(word.slice(0, -1));
    if (/([b-df-hj-np-tv-z])\1ed$/u.test(word)) {
      bases.add(word.slice(0, -3));
    }
  }
  return [...bases].flatMap((base) => [
    `${base}ing`,
    `${base.replace(/e$/u, "")}ing`,
    `${base}${base.at(-1) ?? ""}ing`,
  ]);
}

/** The forms of a word (itself and its inflections) that a record writes. */
function formsWritten(record: RecordAnalysis, word: string): string[] {
  return [word, ...inflectionsOf(word)].filter((form) => record.wordPolarityOf(form) !== null);
}

export function checkTense(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (account?.outcome !== "supported" || record === null) {
      continue;
    }
    let words: string[];
    const pastWord =
      unit.kind === "word" &&
      (PAST_FORM.test(unit.text) || IRREGULAR_PAST.has(unit.text)) &&
      unit.text.length > 3;
    if (pastWord) {
      words = [unit.text];
    } else if (
      unit.kind === "han" &&
      (PERFECTIVE_BEFORE.has(check.claim.units[unit.index - 1]?.text ?? "") ||
        // `已被驱逐`: the passive's 被 stands between.
        (check.claim.units[unit.index - 1]?.text === "被" &&
          PERFECTIVE_BEFORE.has(check.claim.units[unit.index - 2]?.text ?? "")) ||
        check.claim.units[unit.index + 1]?.text === "了")
    ) {
      // `关闭` renders `shut down`: its verb is the first word.
      words = hanNameWords(check.grammar, unit.text).map(([, word]) => word.split(" ")[0] ?? word);
    } else {
      continue;
    }
    if (record.han) {
      const terms =
        unit.kind === "han"
          ? [unit.text]
          : (check.grammar.glossaryByStem.get(unit.stem) ?? []).filter((term) =>
              record.text.includes(term),
            );
      const begun = underWayInChinese(record, terms);
      const partly = begun === null ? partlyInChinese(record, terms) : null;
      if (begun !== null) {
        check.unsupported(
          unit,
          "relational_wording",
          `${record.label} says ${quote(begun)}: under way, not done`,
          "relation",
        );
      } else if (partly !== null && !PARTIAL_QUALIFIER.test(check.claim.text)) {
        check.unsupported(
          unit,
          "fact_unsupported",
          `${record.label} says ${quote(partly)}: done only in part; the claim drops that`,
          "relation",
        );
      }
      continue;
    }
    // Forms the record writes as whole words (`shut` is not written in `Shutting down`).
    const written = [
      ...new Set(
        words
          .filter((word) => !PARTICLES.has(word))
          .flatMap((word) => [...formsWritten(record, word), ...ingForms(word)]),
      ),
    ].filter(
      (form) => record.text.includes(form) && new RegExp(`\\b${form}\\b`, "u").test(record.text),
    );
    // `failed` says no action was done: it has no part done.
    const partly = written.find(
      (form) =>
        form !== "failed" &&
        (PAST_FORM.test(form) || IRREGULAR_PAST.has(form)) &&
        doneInPart(record.text, form),
    );
    if (partly !== undefined && !PARTIAL_QUALIFIER.test(check.claim.text)) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${record.label} says it was ${quote(partly)} only in part; the claim drops that`,
        "relation",
      );
      continue;
    }
    // `vacuum of table public.events in progress`, `initial sync in progress`.
    const inProgress = !record.text.includes("in progress")
      ? undefined
      : words
          .flatMap((word) => [word, word.replace(/d$/u, ""), word.replace(/ed$/u, "")])
          .find((base) =>
            new RegExp(`\\b${base}\\b(?:[^.;]|\\.(?=\\w)){0,40}\\bin progress\\b`, "u").test(
              record.text,
            ),
          );
    if (inProgress !== undefined && !written.some((form) => PAST_FORM.test(form))) {
      check.unsupported(
        unit,
        "relational_wording",
        `${record.label} says ${quote(inProgress)} is in progress: under way, not done`,
        "relation",
      );
      continue;
    }
    if (written.length === 0 || written.some((form) => PAST_FORM.test(form))) {
      continue;
    }
    if (written.some((form) => PRESENT_FORM.test(form) && scheduled(record.text, form))) {
      check.unsupported(
        unit,
        "modal_wording",
        `${record.label} says ${quote(written[0] ?? "")}: happening or to happen, not done`,
        "relation",
      );
    } else if (written.every((form) => form.endsWith("ing") && underWay(record.text, form))) {
      // `[node-1] stopping ...`, `Stopping nginx...`: under way when it was logged, not done.
      check.unsupported(
        unit,
        "relational_wording",
        `${record.label} says ${quote(written[0] ?? "")}: under way, not done`,
        "relation",
      );
    }
  }
}

const PROGRESSIVE_BEFORE = new Set(PROGRESSIVE_WORDS.en);
/** What 将 stands before when it says what will happen, not what is done to what (将 X 添加到). */
const FUTURE_BEFORE = new Set(["从", "由", "会", "要", "在"]);
const PROGRESSIVE_HAN = new Set(PROGRESSIVE_WORDS.zh);
/** A verb in -ing in a record (`Shutting down`, `Loading producer state`, `pending`). */
const ONGOING_VERB = /\b[a-z]{2,}ing\b/gu;
/** Words in -ing that are no verb in progress. */
const NOT_ONGOING = new Set(
  "string thing nothing something anything everything during warning ceiling spring morning evening king ring ping".split(
    " ",
  ),
);

/** States that hold while they are reported (`Active base files`, `firing`). */
const ONGOING_STATE =
  /\b(?:active|running|pending|firing|ongoing|busy|alive|in progress|in use)\b/u;

/**
 * Whether a record says something is going on: a verb in -ing it states as a word (not a
 * name's part, `[scheduling-1]`, `...monitoring.HeapUsageMonitor`) or a state that holds while
 * reported.
 */
function saysOngoing(record: RecordAnalysis): boolean {
  if (ONGOING_STATE.test(record.text)) {
    return true;
  }
  for (const match of record.text.matchAll(ONGOING_VERB)) {
    if (!NOT_ONGOING.has(match[0]) && record.wordPolarityOf(match[0])?.affirmed === true) {
      return true;
    }
  }
  return false;
}

/**
 * `is activating`, `正在预留`: a claim that a thing is in progress, where the cited record says
 * it happened (`activated`, `Reserved ...`) and nothing in -ing. The record's own -ing
 * (`Shutting down` for `正在关闭`) or a Chinese record says it may be.
 */
export function checkProgressive(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const previous = check.claim.units[unit.index - 1];
    if (
      unit.kind === "word" &&
      unit.text.endsWith("ing") &&
      unit.text.length > 5 &&
      previous?.clause === unit.clause &&
      PROGRESSIVE_BEFORE.has(previous.text)
    ) {
      const account = check.accounts[unit.index];
      const record = account?.record ?? null;
      if (account?.outcome !== "supported" || record === null || record.han) {
        continue;
      }
      const forms = formsWritten(record, unit.text);
      if (forms.length > 0 && !forms.some((form) => form.endsWith("ing"))) {
        check.unsupported(
          unit,
          "relational_wording",
          `says it is in progress; ${record.label} says ${quote(forms[0] ?? "")}`,
          "relation",
        );
      }
      continue;
    }
    // `将从 HALF_OPEN 变为 OPEN`: 将 before a transition says it will happen.
    const futureTransition =
      unit.text === "将" && FUTURE_BEFORE.has(check.claim.units[unit.index + 1]?.text ?? "");
    if (futureTransition) {
      const told = check.records.some((record) => /\bwill\b|将/u.test(record.text));
      if (!told) {
        check.unsupported(
          unit,
          "modal_wording",
          "says it will happen; no cited record says anything will",
          "relation",
        );
      }
      continue;
    }
    if (unit.kind !== "han" || !PROGRESSIVE_HAN.has(unit.text)) {
      continue;
    }
    const incidents = check.records.filter((record) => !record.knowledge);
    if (incidents.length > 0 && incidents.every((record) => !record.han && !saysOngoing(record))) {
      check.unsupported(
        unit,
        "relational_wording",
        "says it is in progress; no cited record says anything is (no verb in -ing)",
        "relation",
      );
    }
  }
}

/**
 * `开始监听` for `Listening on`, `开始关闭` for `closing ...`: 开始 right before a verb a
 * record says in -ing (going on when it was logged) renders that aspect, no fact of its own. It
 * stays unsupported before anything else (`开始耗尽` where the pool is `exhausted`).
 */
export function acceptInceptives(check: ClaimCheck): void {
  acceptAspectWords(
    check,
    INCEPTIVE_HAN,
    (record, verb) => writesInIng(check, record, verb),
    "the start of what",
    "says is going on",
  );
}

/**
 * `启动时输出了 build environment`, `恢复时扫描到了 ...`: what one log line says happened at one
 * time, so 时 (when, during) between its parts relates nothing the line does not. Only for a
 * claim resting on one record that is no runbook: across two records 时 would time one by
 * the other, and a runbook's `when` is a condition.
 */
export function acceptSameTimeWords(check: ClaimCheck): void {
  const words = check.claim.units.filter(
    (unit) =>
      unit.kind === "han" &&
      SAME_TIME_HAN.has(unit.text) &&
      check.accounts[unit.index]?.outcome === "unsupported" &&
      check.accounts[unit.index]?.code === "relational_wording",
  );
  if (words.length === 0) {
    return;
  }
  const record = soleRecord(check);
  // A line that orders its parts itself (`after GC`, `after the 22:35 stock sync`) is not one
  // time.
  if (record === null || record.knowledge || ORDERED_LINE.test(record.text)) {
    return;
  }
  for (const unit of words) {
    check.set(unit, {
      outcome: "framing",
      kind: "word",
      record: null,
      detail: `the time of what ${record.label} says`,
      code: null,
    });
  }
}

/** The one record every supported unit of a claim rests on, or null when there are several. */
function soleRecord(check: ClaimCheck): RecordAnalysis | null {
  const resting = new Set(
    check.accounts
      .filter((account) => account?.outcome === "supported")
      .map((account) => account?.record ?? null),
  );
  const [record] = resting;
  return resting.size === 1 && record !== undefined ? record : null;
}

const SAME_TIME_HAN = new Set(["时", "当时"]);

/**
 * `用 GET 访问 /`, `通过 zen-disco 选举`, `通过缓存计算`, `via curl`, `through app.py`, `over udp`:
 * 用, 通过, `via`, `using`, `through`, `over` (before a protocol) and their kin right before what
 * the record names say by what means, as English `with` does, when the whole claim rests
 * on that one record (across two records they would relate one to the other). Anything else
 * after them (`检查没有通过`: passed) keeps them unsupported.
 */
export function acceptInstruments(check: ClaimCheck): void {
  const words = check.claim.units.filter(
    (unit) =>
      ((unit.kind === "han" && INSTRUMENT_HAN.has(unit.text)) ||
        (unit.kind === "word" && INSTRUMENT_WORDS.has(unit.text))) &&
      check.accounts[unit.index]?.outcome === "unsupported",
  );
  if (words.length === 0) {
    return;
  }
  const record = soleRecord(check);
  if (record === null || record.knowledge) {
    return;
  }
  for (const unit of words) {
    const next = check.claim.units[unit.index + 1];
    const means = next === undefined ? undefined : check.accounts[next.index];
    if (
      next === undefined ||
      next.clause !== unit.clause ||
      means?.outcome !== "supported" ||
      means.detail.startsWith("the record's layout makes") ||
      !isMeans(record, next) ||
      (unit.text === "over" && !OVER_PROTOCOL.test(next.text))
    ) {
      continue;
    }
    check.set(unit, {
      outcome: "framing",
      kind: "word",
      record: null,
      detail: `by means of ${JSON.stringify(next.text)}, which ${record.label} names`,
      code: null,
    });
  }
}

/**
 * Whether a unit can be a means by which something was done: not a figure, and of the names a
 * line's layout gives, only the agent that made a request, its method, or the system itself
 * (`用 504 访问`, `通过 /cart 访问 curl`, `经由 192.168.64.1` where that is the client are not).
 */
function isMeans(record: RecordAnalysis, unit: ClaimUnit): boolean {
  if (unit.kind === "quantity") {
    return false;
  }
  const kinds = record.kindsOf(unit.text);
  if (kinds.size === 0) {
    return true;
  }
  return (
    kinds.has("agent") ||
    kinds.has("browser") ||
    kinds.has("system") ||
    (kinds.has("request") && HTTP_METHOD.test(unit.text))
  );
}

const HTTP_METHOD = /^(?:get|post|put|delete|patch|head|options|connect|trace)$/u;

const INSTRUMENT_HAN = new Set(["用", "使用", "通过", "借助", "利用", "经由"]);
const INSTRUMENT_WORDS = new Set(["via", "using", "through", "over"]);
/** `over` says by what means only before a protocol (`over udp`); else it compares. */
const OVER_PROTOCOL =
  /^(?:udp|tcp|https?(?:\/[\d.]+)?|tls|ssl|ssh|rmi|grpc|websockets?|quic|ipv[46])$/u;
const ORDERED_LINE = /\b(?:after|before|then|since|following|prior\s+to)\b|之后|之前|以后|以前/u;

const INCEPTIVE_HAN = new Set(["开始"]);

/**
 * `完成启动` for `Server started`, `完成了保存` for `DB saved`: 完成 right before a verb a record
 * says in the past (done when it was logged) renders that aspect, no fact of its own. It stays
 * unsupported before anything else (`完成启动` where the line says `starting`).
 */
export function acceptCompletives(check: ClaimCheck): void {
  acceptAspectWords(
    check,
    COMPLETIVE_HAN,
    (record, verb) => !PARTIAL_OUTCOME.test(record.text) && writesInEd(check, record, verb),
    "the completion of what",
    "says was done",
  );
}

/**
 * An aspect word (开始, 完成) right before a verb that a record, neither Chinese nor a runbook,
 * writes in the matching form: framing, described as `${before} <record> ${after}`.
 */
function acceptAspectWords(
  check: ClaimCheck,
  words: ReadonlySet<string>,
  writes: (record: RecordAnalysis, verb: ClaimUnit) => boolean,
  before: string,
  after: string,
): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const next = check.claim.units[unit.index + 1];
    if (
      unit.kind !== "han" ||
      !words.has(unit.text) ||
      account?.outcome !== "unsupported" ||
      next === undefined ||
      next.clause !== unit.clause ||
      next.start !== unit.end
    ) {
      continue;
    }
    const verb = check.accounts[next.index];
    const record = verb?.outcome === "supported" ? verb.record : null;
    if (record !== null && !record.han && !record.knowledge && writes(record, next)) {
      check.set(unit, {
        outcome: "framing",
        kind: "word",
        record: null,
        detail: `${before} ${record.label} ${after}`,
        code: null,
      });
    }
  }
}

const COMPLETIVE_HAN = new Set(["完成", "完成了"]);

/** Whether a record writes an English rendering of a Chinese verb in the past (启动: `started`). */
function writesInEd(check: ClaimCheck, record: RecordAnalysis, verb: ClaimUnit): boolean {
  return (check.grammar.glossary.get(verb.text)?.english ?? []).some((phrase) => {
    const first = phrase[0];
    if (first === undefined || phrase.length > 1 || !/^[a-z]{3,}ed$/u.test(first)) {
      return false;
    }
    return new RegExp(`\\b${first}\\b(?!\\s*[=:])`, "u").test(record.text);
  });
}

/** Whether a record writes an English rendering of a Chinese verb in -ing (监听: `listening`). */
function writesInIng(check: ClaimCheck, record: RecordAnalysis, verb: ClaimUnit): boolean {
  const phrases = [
    ...(check.grammar.glossary.get(verb.text)?.english ?? []),
    ...(check.grammar.synonyms.get(verb.text) ?? []).flatMap((member) =>
      member.han === null ? [member.words] : [],
    ),
  ];
  return phrases.some((phrase) => {
    const first = phrase[0];
    if (first === undefined || !/^[a-z]{3,}$/u.test(first)) {
      return false;
    }
    const prefix = wordPrefix(first).replace(/e$/u, "");
    // A verb going on, not a key (`waiting=37`) nor a noun's modifier (`processing failed`).
    return new RegExp(`\\b${prefix}[a-z]*ing\\b(?!\\s*[=:])(?!\\s+[a-z]+ed\\b)`, "u").test(
      record.text,
    );
  });
}

/** Words that open and close `自 22:48:02 起` (since 22:48:02). */
const SINCE_OPENERS = new Set(["自", "从", "自从"]);
const SINCE_CLOSERS = new Set(["起", "以来", "开始", "至今"]);
const SINCE_TIME = /^\d{1,2}:\d{2}|^\d{4}-\d{2}-\d{2}/u;

/**
 * `自 22:48:02 起 OPEN`: since a time, a state has held; the record's `from` of a transition
 * (`from CLOSED to OPEN`) says when it began, not that it held on. Unsupported unless a cited
 * record says since.
 */
export function checkSince(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const time = check.claim.units[unit.index + 1];
    const closer = check.claim.units[unit.index + 2];
    if (
      unit.kind !== "han" ||
      !SINCE_OPENERS.has(unit.text) ||
      time === undefined ||
      !SINCE_TIME.test(time.text) ||
      closer === undefined ||
      !SINCE_CLOSERS.has(closer.text)
    ) {
      continue;
    }
    if (!check.records.some((record) => /\bsince\b|以来|起/u.test(record.text))) {
      check.unsupported(
        unit,
        "relational_wording",
        "says since a time, which no cited record says",
        "relation",
      );
    }
  }
}

/** Words that say an alert is going off (`is alerting`, `在报警`, `告警中`). */
const ALERTING_WORDS = new Set(["alerting", "alarming"]);
const ALERTING_HAN = new Set(["报警中", "告警中"]);
const HAN_NOW_BEFORE = new Set(["在", "正在"]);
const ALERT_AT_REST = /\b(?:resolved|pending|inactive)\b/u;

/**
 * `JvmGcPauseHigh is alerting` against `pending`, `PaymentProviderLatencyHigh 在报警` against
 * `resolved`: going off is firing, and an alert at rest says it is not.
 */
export function checkAlertGoingOff(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const previous = check.claim.units[unit.index - 1];
    const goingOff =
      (unit.kind === "word" && ALERTING_WORDS.has(unit.text)) ||
      (unit.kind === "han" &&
        (ALERTING_HAN.has(unit.text) ||
          ((unit.text === "报警" || unit.text === "告警") &&
            previous !== undefined &&
            HAN_NOW_BEFORE.has(previous.text))));
    if (!goingOff) {
      continue;
    }
    const alerts = check.records.filter(
      (record) =>
        !record.knowledge && /\bfiring\b|alertname|\bresolved\b|\bpending\b/u.test(record.text),
    );
    const atRest = alerts.find(
      (record) => !/\bfiring\b/u.test(record.text) && ALERT_AT_REST.test(record.text),
    );
    if (atRest !== undefined) {
      check.conflict(
        unit,
        "state_conflict",
        atRest,
        `says the alert is going off; ${atRest.label} has it ${ALERT_AT_REST.exec(atRest.text)?.[0]}`,
      );
    }
  }
}

/** What may follow 调试 when it names the DEBUG level (`调试日志`, `调试级别`). */
const LEVEL_NOUNS_AFTER = new Set(["日志", "级别", "级", "信息", "消息"]);

/**
 * `order-service started at 22:39:31` from `Pause Young (Concurrent Start)`, `evacuated` from
 * `(G1 Evacuation Pause)`, `debugged HikariPool-1` from a DEBUG line: a verb in the past says an
 * event happened; a record that has the word only inside a name or a label, or as its line's
 * level, names the event's kind, it does not say the event happened.
 */
export function checkEventsOnlyNamed(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (account?.outcome !== "supported" || record === null || record.knowledge || record.han) {
      continue;
    }
    // The record's own word copied (`Reason 1 (Unspecified)`, `[ Failed password ...]`) is
    // what it says, whatever brackets hold it.
    if (
      unit.kind === "word" &&
      PAST_FORM.test(unit.text) &&
      unit.text.length > 4 &&
      !standsAlone(record.text, unit.text, LETTER)
    ) {
      if (record.onlyInNames(unit.stem) || onlyTheLevel(record, unit.stem)) {
        check.unsupported(
          unit,
          "unit_unsupported",
          `${record.label} has ${quote(unit.text)} only in a name or as its level, not as something that happened`,
          "relation",
        );
      }
      continue;
    }
    if (
      unit.kind === "han" &&
      unit.text === "调试" &&
      !LEVEL_NOUNS_AFTER.has(check.claim.units[unit.index + 1]?.text ?? "") &&
      onlyTheLevel(record, "debug")
    ) {
      check.unsupported(
        unit,
        "unit_unsupported",
        `${record.label} says DEBUG only as its level: nobody debugged anything`,
        "relation",
      );
    }
  }
}

const ANY_DEBUG = /\bdebug/giu;
const ANY_TRACE = /\btrace/giu;

/** Whether a record has a word only as its line's level (`DEBUG`, `TRACE`). */
function onlyTheLevel(record: RecordAnalysis, stem: string): boolean {
  if (stem !== "debug" && stem !== "trace") {
    return false;
  }
  const written = record.excerpt.text.match(stem === "debug" ? ANY_DEBUG : ANY_TRACE) ?? [];
  return written.length === 1 && written[0] === stem.toUpperCase();
}

/** A runbook saying something was done, not instructing it. */
const SAYS_DONE = /已|already|\bhas been\b|\bhave been\b|\bwas\b|\bwere\b/u;

/**
 * `The runbook says it paged the owning team`, `手册指出已确认连接占用时间`: a runbook that
 * instructs (`Page the owning team ...`, `确认连接占用时间`) does not say it was done. A verb in
 * the past, or 已 before one, needs the runbook to have it in the past too.
 */
export function checkInstructionsAsDone(check: ClaimCheck): void {
  if (!check.claim.runbookAttributed) {
    return;
  }
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (unit.kind === "han" && PERFECTIVE_BEFORE.has(unit.text)) {
      const runbooks = check.records.filter((record) => record.knowledge);
      if (runbooks.length > 0 && !runbooks.some((record) => SAYS_DONE.test(record.text))) {
        check.unsupported(
          unit,
          "relational_wording",
          "says it was done; the runbook only says to do it",
          "relation",
        );
      }
      continue;
    }
    const record = account?.record ?? null;
    if (
      unit.kind !== "word" ||
      !PAST_FORM.test(unit.text) ||
      unit.text.length <= 4 ||
      account?.outcome !== "supported" ||
      record === null ||
      !record.knowledge ||
      record.han
    ) {
      continue;
    }
    const forms = formsWritten(record, unit.text);
    if (forms.length > 0 && !forms.some((form) => PAST_FORM.test(form))) {
      check.unsupported(
        unit,
        "relational_wording",
        `says it was done; ${record.label} says ${quote(forms[0] ?? "")}`,
        "relation",
      );
    }
  }
}

/** Words that say a fact holds now. */
const SAYS_HOLDS_NOW = new Set([...NOW_WORDS.en, ...NOW_WORDS.zh]);
/** A record that says itself what holds now (`current term=5372`, 当前). */
const SAYS_NOW = /\b(?:now|current|currently|still)\b|当前|目前|现在|仍/u;
/** An alert that has stopped firing. */
const RESOLVED_RECORD = /^[^,=]{0,80}?\b(?:resolved|inactive),|已恢复|已解决/u;
/** A record of a state that holds while it is reported: an alert. */
const STATE_RECORD = /\b(?:firing|pending|resolved|inactive)\b|alertname=|告警|报警|触发|恢复/u;

/**
 * `currently active=31` from a pool-stats line of 22:32 says the pool is so now, which a log
 * line, true at its own time, cannot say: a later line may say otherwise. An alert's state holds
 * while it is reported, so `now` and 当前 stay framing beside an alert.
 */
export function checkNowWords(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    if (!SAYS_HOLDS_NOW.has(unit.text) || check.accounts[unit.index]?.outcome !== "framing") {
      continue;
    }
    const record =
      check.claim.units
        .filter((other) => other.clause === unit.clause)
        .map((other) => check.accounts[other.index])
        .find((account) => account?.outcome === "supported" && account.record !== null)?.record ??
      null;
    if (record === null || record.knowledge) {
      continue;
    }
    // `当前 p99=1.9s` of `PaymentProviderLatencyHigh resolved, ... p99=1.9s`: a resolved alert's
    // figures held while it fired, not now.
    // (A record's own `当前=95%`, `current=86%` names its figure with the word.)
    const resolved =
      RESOLVED_RECORD.test(record.text) && !record.text.includes(unit.text.replace(/ly$/u, ""));
    if (!resolved && (STATE_RECORD.test(record.text) || SAYS_NOW.test(record.text))) {
      continue;
    }
    check.unsupported(
      unit,
      "relational_wording",
      resolved
        ? `${record.label} is an alert that has resolved; what it reports does not hold now`
        : `${record.label} is a line of its own time; it does not say what holds now`,
      "relation",
    );
  }
}

/** Words after which another word is no head a kind word names (`minor in 2.3s`). */
const NO_HEAD = new Set(
  "of at in on for since after before to and or but is was are were with from by as than".split(
    " ",
  ),
);
/** A key whose value names a kind (`type=Normal`, `kind: major`). */
const KIND_KEY = /\b(?:type|kind|class|category)\s*[=:]?\s*["']?$/u;

/**
 * The word right after each place a record writes an evaluative word, or null where it names
 * a kind as a key's value (`type=Normal`); undefined where it stands alone (`status normal.`).
 */
function headsAfter(text: string, word: string): Array<string | null | undefined> {
  const heads: Array<string | null | undefined> = [];
  for (const at of wordStarts(text, word)) {
    const end = at + word.length;
    if (/[\p{L}\p{N}]/u.test(text[end] ?? "")) {
      continue;
    }
    if (KIND_KEY.test(text.slice(Math.max(0, at - 12), at))) {
      heads.push(null);
      continue;
    }
    // `payments-db=ok orders-db=failed`: another key's value is a state of its own.
    if (/[=:]\s*["']?$/u.test(text.slice(Math.max(0, at - 3), at))) {
      heads.push(undefined);
      continue;
    }
    const next = /^[ \t]+(\p{L}[\p{L}-]*)/u.exec(text.slice(end))?.[1];
    heads.push(next === undefined || NO_HEAD.has(next) ? undefined : next);
  }
  return heads;
}

/**
 * `Normal  Killing  pod/api-7d9f` (a Kubernetes event's type), `minor pause 2.3s`, `major page
 * faults`, `type=Normal`: a record that writes an evaluative word only as the kind of what
 * follows it, or as a type's value, judges nothing. A claim that takes the word as its own
 * judgement (`killing pod/api-7d9f is normal`, `the pause was minor`, `被杀是正常的`) rests on no
 * evaluation of the record; one that keeps the word on its head (`a minor pause of 2.3s`) does.
 */
export function checkEvaluationsAsKinds(check: ClaimCheck): void {
  const units = check.claim.units;
  for (const unit of units) {
    const account = check.accounts[unit.index];
    if (
      account?.outcome !== "supported" ||
      account.record === null ||
      forbiddenCategory(check.grammar, unit) !== "evaluative"
    ) {
      continue;
    }
    const forms = unit.kind === "han" ? oneWordRenderings(check.grammar, unit.text) : [unit.text];
    // The line as written: its normalized text rewrites `MemoryPressure=False` as a negation.
    const written = account.record.excerpt.text.normalize("NFKC").toLowerCase();
    const heads = forms.flatMap((form) => headsAfter(written, form));
    if (heads.length === 0 || heads.some((head) => head === undefined)) {
      continue;
    }
    // `集群健康状态` of `cluster health status`, `意外的 switch 值` of `unexpected switch value`:
    // the claim keeps the word on its head (the next unit, or the next past framing), in
    // either language.
    const after = units.slice(unit.index + 1).filter((later) => later.clause === unit.clause);
    const candidates = [
      after[0],
      after.find((later) => check.accounts[later.index]?.outcome !== "framing"),
    ].filter((later) => later !== undefined);
    const formsOfHead = (later: ClaimUnit): string[] =>
      later.kind === "han"
        ? (check.grammar.glossary.get(later.text)?.english ?? []).map((words) =>
            wordStem(words[0] as string),
          )
        : [later.stem];
    const keptOnHead = heads.some(
      (head) =>
        head !== null &&
        head !== undefined &&
        candidates.some((later) => formsOfHead(later).includes(wordStem(head))),
    );
    if (!keptOnHead) {
      check.unsupported(
        unit,
        "evaluative_wording",
        `${account.record.label} writes ${quote(unit.text)} as the kind of what follows it or as a type, which judges nothing`,
        "relation",
      );
    }
  }
}
