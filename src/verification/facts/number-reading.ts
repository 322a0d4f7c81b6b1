/**
 * How a supported number is read in its sentence, beyond the key next to it:
 *  - numbers listed apart from their keys (`active and idle are 0 and 50`, `活跃和空闲为 0 和 50`)
 *    cannot be matched to their keys: which is which is the claim's word alone;
 *  - a number with no key of its own is about what its sentence names (`Requests waiting for a
 *    connection: 50`): when the sentence names another value of the record and not the one
 *    the number matches, the number is that other key's, and the record says otherwise;
 *  - a count of occurrences (`37 times`, `37 次`) needs a record that counts occurrences with it;
 *  - what a Chinese count counts (`50 个请求超时`) must be what the record's value counts.
 */

import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import type { RecordAnalysis, RecordValue } from "../record-analysis.js";
import { unitNamesValue, valueStates } from "./key-value.js";

function isConjunction(check: ClaimCheck, unit: ClaimUnit | undefined): boolean {
  return (
    unit !== undefined &&
    ((unit.kind === "word" && check.grammar.conjunctionStems.has(unit.stem)) ||
      (unit.kind === "han" && check.grammar.conjunctionHan.has(unit.text)))
  );
}

function isBareNumber(unit: ClaimUnit | undefined): boolean {
  return unit !== undefined && unit.kind === "quantity";
}

/**
 * `0 and 50`, `50 和 37` with no key after the second number: the keys, if any, are listed
 * before both (`active and idle are 0 and 50`). `6970 ms and 1 retries` gives each its own.
 */
function listedNumber(check: ClaimCheck, unit: ClaimUnit): boolean {
  const units = check.claim.units;
  const keyedAfter = (number: ClaimUnit): boolean =>
    check.keyWordsOf(number).some((key) => key.index > number.index);
  const next = units[unit.index + 2];
  if (isConjunction(check, units[unit.index + 1]) && isBareNumber(next) && next !== undefined) {
    return !keyedAfter(next);
  }
  const previous = units[unit.index - 2];
  return isConjunction(check, units[unit.index - 1]) && isBareNumber(previous) && !keyedAfter(unit);
}

/** The content units of a number's clause, or of the clause before when its own has none. */
function sentenceUnits(check: ClaimCheck, unit: ClaimUnit): ClaimUnit[] {
  const content = (clause: number): ClaimUnit[] =>
    check.claim.units.filter(
      (other) =>
        other.clause === clause &&
        other !== unit &&
        (other.kind === "word" || other.kind === "han") &&
        check.accounts[other.index]?.outcome !== "framing",
    );
  const own = content(unit.clause);
  return own.length > 0 || unit.clause === 0 ? own : content(unit.clause - 1);
}

function valuesStating(unit: ClaimUnit, record: RecordAnalysis): RecordValue[] {
  const quantity = unit.quantity;
  return quantity === null
    ? []
    : record.values.filter((value) => valueStates(quantity, value, record));
}

/** Words that say a number counts occurrences. */
const OCCURRENCE_WORDS = new Set(["time", "times", "次"]);

/** How a record writes a count of occurrences after its number (`0 time(s)`, `5 次`). */
const OCCURRENCE_WORDS_AFTER = ["time", "次"];

/** Names of record values that count occurrences (`retries=3`, `restarted 5 times`). */
const OCCURRENCE_NAMES = new Set([
  "time",
  "tri",
  "retri",
  "retry",
  "attempt",
  "restart",
  "occurr",
  "count",
  "repeat",
  "次",
  "重试",
  "重启",
]);

function countsOccurrences(value: RecordValue): boolean {
  return (
    [...value.names].some((name) => OCCURRENCE_NAMES.has(name)) ||
    value.hanNames.includes("次") ||
    value.hanNames.includes("重试") ||
    value.hanNames.includes("重启")
  );
}

export function checkNumberReadings(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (unit.kind !== "quantity" || account?.outcome !== "supported" || account.record === null) {
      continue;
    }
    const record = account.record;
    if (listedNumber(check, unit)) {
      check.unsupported(
        unit,
        "fact_unsupported",
        "listed with another number apart from their keys; which key each number is cannot be checked",
      );
      continue;
    }
    const values = valuesStating(unit, record);
    if (values.length === 0) {
      continue;
    }
    // `, 37 times.`: a count of occurrences with nothing after it to say what occurred.
    const next = check.claim.units[unit.index + 1];
    const after = check.claim.units[unit.index + 2];
    if (
      next !== undefined &&
      next.clause === unit.clause &&
      OCCURRENCE_WORDS.has(next.text) &&
      (after === undefined || after.clause !== unit.clause) &&
      !values.some(countsOccurrences) &&
      !OCCURRENCE_WORDS_AFTER.some((word) => record.text.includes(`${unit.text} ${word}`))
    ) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `counted as occurrences, but the record's ${unit.text} counts something else`,
      );
      continue;
    }
    // What a bare count is about, when no key sits next to it.
    const quantity = unit.quantity;
    if (
      check.keyWordsOf(unit).length > 0 ||
      quantity === null ||
      quantity.dimension !== "count" ||
      quantity.hasUnit ||
      quantity.ratio !== null
    ) {
      continue;
    }
    const words = sentenceUnits(check, unit);
    const namesMatched = words.some((word) =>
      values.some((value) => unitNamesValue(check.grammar, word, value)),
    );
    // A unit's name (`secs` of `real=2.49 secs`) is part of a value, not a key's name.
    const namesOther = words.find(
      (word) =>
        !check.grammar.units.has(word.text) &&
        record.values.some(
          (value) =>
            value.key !== null &&
            !values.includes(value) &&
            value.quantity !== null &&
            unitNamesValue(check.grammar, word, value),
        ),
    );
    if (!namesMatched && namesOther !== undefined) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `said of ${JSON.stringify(namesOther.text)}, whose value in the record is another`,
      );
    }
  }
}

/** Chinese indefinite counts that are framing (`发生了一次 GC`: a GC) and the classifier each counts with. */
const INDEFINITE_COUNTS: ReadonlyMap<string, string> = new Map([
  ["一次", "次"],
  ["一条", "条"],
  ["一个", "个"],
]);
/**
 * A count a Chinese line gives with a classifier (`重启 5 次`, `丢弃 1200 条消息`, `重启五次`,
 * `1.2万 条`, `数十次`), or an English line's `5 times` (counted as 次).
 */
const CLASSIFIED_COUNT =
  /(\d[\d,.]*万?|[零一二两三四五六七八九十百千万几数]+)\s*([次条个])|(\d[\d,]*)\s+(times)\b/gu;
/** A count of one, in digits or in Chinese. */
const ONE = /^(?:1|一)$/u;

/**
 * `重启了一次` against `重启 5 次`, `丢弃了一条消息` against `丢弃 1200 条消息`: 一次 and 一条 are
 * framing as an article (`有一次 GC`), but where a cited line counts with that very classifier
 * the claim says one, and the line says how many.
 */
export function checkIndefiniteCounts(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const classifier = unit.kind === "han" ? INDEFINITE_COUNTS.get(unit.text) : undefined;
    if (classifier === undefined || check.accounts[unit.index]?.outcome !== "framing") {
      continue;
    }
    for (const record of check.records) {
      if (record.knowledge) {
        continue;
      }
      const counts = [...record.text.matchAll(CLASSIFIED_COUNT)]
        .filter((match) => (match[2] ?? (match[4] === "times" ? "次" : "")) === classifier)
        .map((match) => (match[1] ?? match[3] ?? "").replace(/,/gu, ""));
      if (
        counts.length > 0 &&
        !counts.some((count) => ONE.test(count)) &&
        !record.text.includes(unit.text)
      ) {
        check.unsupported(
          unit,
          "fact_unsupported",
          `${record.label} counts ${counts.map((count) => `${count} ${classifier}`).join(", ")}; ${unit.text} says one`,
          "quantity",
        );
        break;
      }
    }
  }
}
