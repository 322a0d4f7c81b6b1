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

import { alignUnit, type ClaimEntity } from "../alignment.js";
import { type ClaimCheck, quote } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { wordPrefix, wordStem } from "../grammar/grammar.js";
import { keyNameStems, type RecordAnalysis } from "../record-analysis.js";
import { escapeRegExp } from "../text/normalize.js";
import { nameParts } from "../text/tokenize.js";
import { entityKey, entityKindOf, LETTER, standsAlone } from "./identifier.js";
import {
  checkKeyValue,
  hanNameStems,
  keyMatches,
  unitNamesValue,
  valueStates,
} from "./key-value.js";
import { checkQuantity } from "./quantity-binding.js";
import { codeRoleOf, SUBJECT_ROLE } from "./role.js";
import { oppositesOf, stateKey } from "./state.js";

/**
 * One cited record: the segments a long record is analysed in (`record-cache.ts`), or the
 * record alone. Two segments of one record are one record here.
 */
type CitedRecord = readonly RecordAnalysis[];

/** The cited records of a claim, each with its segments. */
function citedRecords(check: ClaimCheck): CitedRecord[] {
  const byLabel = new Map<string, RecordAnalysis[]>();
  for (const record of check.records) {
    const parts = byLabel.get(record.label);
    if (parts === undefined) {
      byLabel.set(record.label, [record]);
    } else {
      parts.push(record);
    }
  }
  return [...byLabel.values()];
}

/** The cited record a unit's account rests on, or null. */
function restingOn(check: ClaimCheck, unit: ClaimUnit, cited: readonly CitedRecord[]) {
  const record = check.accounts[unit.index]?.record ?? null;
  return record === null ? null : (cited.find((parts) => parts.includes(record)) ?? null);
}

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

/** Whether one cited record supports a unit on its own. */
function supportedBy(check: ClaimCheck, unit: ClaimUnit, parts: CitedRecord): boolean {
  return parts.some((record) => segmentSupports(check, unit, record));
}

function segmentSupports(check: ClaimCheck, unit: ClaimUnit, record: RecordAnalysis): boolean {
  if (check.quotedUnits.has(unit.index)) {
    return check.quoteRecordsOf(unit).includes(record);
  }
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
  parts: CitedRecord,
): ClaimUnit[] {
  if (parts.every((record) => !record.knowledge && record.entities.size === 0)) {
    return [];
  }
  return statement.filter(
    (unit) =>
      entityUnits.has(unit.index) &&
      check.accounts[unit.index]?.outcome === "supported" &&
      !supportedBy(check, unit, parts),
  );
}

/** A time of day (`22:34`, `22:41:17`, `2026-11-28T22:41:17Z`): a fact, never what a statement is about. */
const TIME_OF_DAY = /^(?:\d{4}-\d{2}-\d{2}[t ])?\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?z?$/iu;

/** A log level written as one (`ERROR`, `WARN`): a fact about a line, like its time. */
const LEVELS = new Set(["error", "warn", "warning", "info", "debug", "trace", "fatal"]);

/** A time of day or a log level in capitals: facts of one line, never a statement's topic. */
function isTime(unit: ClaimUnit): boolean {
  return (
    (unit.kind === "identifier" && TIME_OF_DAY.test(unit.text)) ||
    (unit.kind === "word" && LEVELS.has(unit.text) && unit.cased === unit.cased.toUpperCase())
  );
}

function isState(check: ClaimCheck, unit: ClaimUnit): boolean {
  return (
    (unit.kind === "word" || unit.kind === "han") &&
    oppositesOf(check.grammar, stateKey(unit.text)).size > 0
  );
}

/**
 * Whether a statement says what it is about: a word, name or key that is neither a number, a
 * time nor a state, and that the previous statement's record lacks. `p99=30.4s` or `持续时间
 * 16m` after a record with a p99 or a duration, `currently firing` and `at 22:30` say nothing
 * of their own; a state and a figure the previous record lacks do (`, 失败 89 次`).
 */
function namesItsTopic(
  check: ClaimCheck,
  units: readonly ClaimUnit[],
  previous: CitedRecord,
): boolean {
  // `失败 89 次` after an alert's figures: a state the previous record lacks, counted by a
  // figure it lacks too, says what it is about, as a word would.
  const counted = units.some((unit) => isState(check, unit) && !supportedBy(check, unit, previous));
  return units.some((unit) =>
    unit.kind === "keyValue"
      ? !previous.some((record) =>
          record.values.some((value) => keyMatches(check.grammar, unit.key ?? "", value)),
        )
      : unit.kind === "quantity"
        ? counted && !supportedBy(check, unit, previous)
        : (unit.kind === "word" || unit.kind === "han" || unit.kind === "identifier") &&
          !isTime(unit) &&
          !isState(check, unit) &&
          !supportedBy(check, unit, previous),
  );
}

/** A statement of figures only: numbers and times (`, 91%`; `, at 22:30`). */
function onlyFigures(units: readonly ClaimUnit[]): boolean {
  return units.every((unit) => unit.kind === "quantity" || isTime(unit));
}

/** A statement of `key=value` pairs and figures only (`, waiting=37`). */
function onlyValues(units: readonly ClaimUnit[]): boolean {
  return units.every(
    (unit) => unit.kind === "keyValue" || unit.kind === "quantity" || isTime(unit),
  );
}

/** Whether only a comma stands between two offsets of the claim: a list going on. */
function joinedByComma(check: ClaimCheck, from: number, to: number): boolean {
  return /^\s*[,，、]\s*$/u.test(check.claim.text.slice(from, to));
}

/** A statement that only names something (`JvmGcPauseHigh`, `DBConnectionPoolExhausted 告警`). */
function onlyNames(check: ClaimCheck, units: readonly ClaimUnit[]): boolean {
  return units.every(
    (unit) =>
      (unit.kind === "word" || unit.kind === "han" || unit.kind === "identifier") &&
      !isState(check, unit),
  );
}

/**
 * Whether a statement singles its record out by a name or a figure other cited records lack
 * (`HighMemoryUsage`, `GC(1871)`, `22:34`, `Slow query 9377ms`).
 */
function pinsByName(
  check: ClaimCheck,
  units: readonly ClaimUnit[],
  parts: CitedRecord,
  cited: readonly CitedRecord[],
): boolean {
  return units.some(
    (unit) =>
      (unit.kind === "identifier" || unit.kind === "quantity" || unit.kind === "keyValue") &&
      supportedBy(check, unit, parts) &&
      cited.some((other) => other !== parts && !supportedBy(check, unit, other)),
  );
}

/** The record most of a statement's units rest on, and the units it supports. */
function bestRecord(
  check: ClaimCheck,
  units: readonly ClaimUnit[],
  cited: readonly CitedRecord[],
  entities: readonly ClaimUnit[],
): { record: CitedRecord; supported: ClaimUnit[] } | null {
  let best: { record: CitedRecord; supported: ClaimUnit[] } | null = null;
  let bestPlaced = -1;
  let bestResting = -1;
  for (const record of cited) {
    const supported = units.filter(
      (unit) => restingOn(check, unit, cited) === record || supportedBy(check, unit, record),
    );
    // On a tie, the record that also has the statement's services and hosts
    // (`无法连接 inventory-service`: the record naming inventory-service).
    const placed = entities.filter((unit) => supportedBy(check, unit, record)).length;
    const resting = units.filter((unit) => restingOn(check, unit, cited) === record).length;
    if (
      best === null ||
      supported.length > best.supported.length ||
      (supported.length === best.supported.length &&
        (placed > bestPlaced || (placed === bestPlaced && resting > bestResting)))
    ) {
      best = { record, supported };
      bestPlaced = placed;
      bestResting = resting;
    }
  }
  return best;
}

export function checkStatementsWithinRecords(check: ClaimCheck): void {
  const cited = check.records.length < 2 ? [] : citedRecords(check);
  if (cited.length < 2) {
    return;
  }
  // Services and hosts are placed by the subject rules (a record naming none speaks of any).
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  let previous: CitedRecord | null = null;
  let pinned = false;
  let previousNamesOnly = false;
  // The end of the previous statement, when it stated a `key=value` pair.
  let previousValuesEnd = -1;
  for (const statement of statementsOf(check)) {
    const units = statement.filter((unit) => {
      const account = check.accounts[unit.index];
      return (
        (account?.outcome === "supported" || account?.outcome === "quoted") &&
        account.record !== null &&
        !entityUnits.has(unit.index)
      );
    });
    if (units.length === 0) {
      continue;
    }
    // A statement that says nothing of its own topic (`, p99=30.4s`; `, currently firing`;
    // `, at 22:30`) continues the previous one and is read against its record, when that one
    // only named something, singled its record out by a name, or this one is figures only.
    // Any other statement is read against the record that supports most of it.
    // Naming the subject again (`...; loyalty-service 消费积压告警已触发`) starts afresh.
    // A lone word after a comma (`, skipped`; `, sufficient`) says something of what came
    // before it, like a state does.
    const loneWord = units.length === 1 && (units[0]?.kind === "word" || units[0]?.kind === "han");
    const continues =
      previous !== null &&
      !statement.some((unit) => entityUnits.has(unit.index)) &&
      (loneWord || !namesItsTopic(check, units, previous)) &&
      (loneWord ||
        onlyFigures(units) ||
        previousNamesOnly ||
        pinned ||
        // `HikariPool-1 total=20, waiting=37`: a list of pairs goes on after a comma.
        (onlyValues(units) &&
          previousValuesEnd >= 0 &&
          joinedByComma(check, previousValuesEnd, (statement[0] as ClaimUnit).start)));
    const resting = restingOn(check, units[0] as ClaimUnit, cited);
    const entities = statement.filter(
      (unit) => entityUnits.has(unit.index) && check.accounts[unit.index]?.outcome === "supported",
    );
    let best: { record: CitedRecord; supported: ClaimUnit[] } | null;
    if (continues && previous !== null) {
      const record: CitedRecord = previous;
      best = {
        record,
        supported: units.filter(
          (unit) => restingOn(check, unit, cited) === record || supportedBy(check, unit, record),
        ),
      };
    } else if (
      resting !== null &&
      units.every((unit) => restingOn(check, unit, cited) === resting) &&
      entities.every((unit) => supportedBy(check, unit, resting))
    ) {
      best = { record: resting, supported: units };
    } else {
      best = bestRecord(check, units, cited, entities);
    }
    if (best === null) {
      continue;
    }
    previous = best.record;
    const last = statement.at(-1) as ClaimUnit;
    previousValuesEnd = statement.some((unit) => unit.kind === "keyValue") ? last.end : -1;
    // A statement that continues another keeps its hold on the record
    // (`HighMemoryUsage firing, current=91%, duration=16m`).
    if (!continues) {
      pinned = pinsByName(check, units, best.record, cited);
      previousNamesOnly = onlyNames(check, units);
    }
    const placed = placedElsewhere(check, statement, entityUnits, best.record);
    for (const unit of [...units, ...placed]) {
      if (best.supported.includes(unit)) {
        continue;
      }
      if (check.accountOpposite(unit, best.record)) {
        continue;
      }
      const elsewhere = check.accounts[unit.index]?.record ?? null;
      const against = best.record[0] as RecordAnalysis;
      check.conflict(
        unit,
        "records_crossed",
        elsewhere ?? against,
        `stated by ${elsewhere?.label ?? "another record"}, while the rest of its statement rests on ${against.label}`,
      );
    }
  }
}

/** Whether only a list separator stands between two offsets of a claim (`A and B`, `A、B`). */
function listed(check: ClaimCheck, from: number, to: number): boolean {
  return /^\s*(?:,|，|、|and|&|和|与|及|以及|或|or)\s*$/iu.test(check.claim.text.slice(from, to));
}

/**
 * A list of subjects puts what follows on each of them: `payment-service and order-service
 * HikariPool-1 waiting=37` says waiting=37 of payment-service too. Each fact after the list must
 * be stated by a cited record of every subject listed, not only of the last one.
 */
/** Whether a record is about an entity: names it as its subject, or names it and no subject. */
function subjectOf(record: RecordAnalysis, key: string): boolean {
  const roles = record.entities.get(key);
  if (roles === undefined) {
    return false;
  }
  return (
    roles.has(SUBJECT_ROLE) ||
    ![...record.entities.values()].some((others) => others.has(SUBJECT_ROLE))
  );
}

export function checkListedSubjects(check: ClaimCheck): void {
  const entities = check.entities.filter((entity) => entity.governs);
  for (let position = 1; position < entities.length; position++) {
    const last = entities[position] as ClaimEntity;
    const list: ClaimEntity[] = [];
    for (let earlier = position - 1; earlier >= 0; earlier--) {
      const entity = entities[earlier] as ClaimEntity;
      const next = entities[earlier + 1] as ClaimEntity;
      const entityUnit = check.claim.units[entity.unitIndex] as ClaimUnit;
      const nextUnit = check.claim.units[next.unitIndex] as ClaimUnit;
      if (!listed(check, entityUnit.end, nextUnit.start)) {
        break;
      }
      list.push(entity);
    }
    if (list.length === 0) {
      continue;
    }
    const following = entities[position + 1];
    const lastUnit = check.claim.units[last.unitIndex] as ClaimUnit;
    const facts = check.claim.units.filter(
      (unit) =>
        unit.index > lastUnit.index &&
        (following === undefined || unit.index < following.unitIndex) &&
        (check.accounts[unit.index]?.outcome === "supported" ||
          check.accounts[unit.index]?.outcome === "quoted") &&
        !check.entities.some((entity) => entity.unitIndex === unit.index),
    );
    // Each listed name is a subject of what follows: a record whose subject is another
    // (`api-gateway ... CircuitBreaker 'order-service' ...`) does not state it of this one.
    for (const entity of [...list, last]) {
      const records = check.records.filter((record) => subjectOf(record, entity.key));
      const missing = facts.find(
        (unit) => !records.some((record) => segmentSupports(check, unit, record)),
      );
      if (missing !== undefined) {
        const entityUnit = check.claim.units[entity.unitIndex] as ClaimUnit;
        const record =
          check.accounts[missing.index]?.record ?? (check.records[0] as RecordAnalysis);
        check.conflict(
          missing,
          "subject_conflict",
          record,
          `said of ${entityUnit.text} too, whose cited records do not state it`,
        );
        break;
      }
    }
  }
}

/**
 * `idle and active are 50`: keys listed before one figure each take it. The figure binds to
 * the nearest key; each key listed before that one must have the same value in the record.
 */
export function checkKeyLists(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    const claimed = unit.quantity;
    if (
      unit.kind !== "quantity" ||
      claimed === null ||
      account?.outcome !== "supported" ||
      record === null
    ) {
      continue;
    }
    // The key the figure rests on: the nearest word before it naming a value that states it.
    let index = unit.index - 1;
    let key: ClaimUnit | undefined;
    for (; index >= 0 && index >= unit.index - 4; index--) {
      const near = check.claim.units[index] as ClaimUnit;
      if (near.clause !== unit.clause || (near.kind !== "word" && near.kind !== "han")) {
        break;
      }
      if (
        record.values.some(
          (value) =>
            value.key !== null &&
            valueStates(claimed, value, record) &&
            unitNamesValue(check.grammar, near, value),
        )
      ) {
        key = near;
        break;
      }
    }
    if (key === undefined) {
      continue;
    }
    // Walk the list before it: `idle and active`, `idle, active`, `idle 和 active`.
    let current: ClaimUnit = key;
    for (;;) {
      const joiner = check.claim.units[current.index - 1];
      const joinedByWord =
        joiner !== undefined &&
        ((joiner.kind === "word" && check.grammar.conjunctionStems.has(joiner.stem)) ||
          (joiner.kind === "han" && check.grammar.conjunctionHan.has(joiner.text)));
      const listed = joinedByWord ? check.claim.units[current.index - 2] : joiner;
      // `8 waiting and duration 30m`: a key with a figure of its own is no part of a list.
      const before = listed === undefined ? undefined : check.claim.units[listed.index - 1];
      if (
        listed === undefined ||
        (listed.kind !== "word" && listed.kind !== "han") ||
        (!joinedByWord && !separatedByComma(check, listed.end, current.start)) ||
        (before !== undefined && before.clause === listed.clause && before.quantity !== null)
      ) {
        break;
      }
      // Named by its key (`idle`, 空闲), not by words that merely stand near it.
      const claimedStems =
        listed.kind === "han" ? hanNameStems(check.grammar, listed.text) : [listed.stem];
      const value = record.values.find((candidate) => {
        if (candidate.key === null) {
          return false;
        }
        const keyStems = keyNameStems(check.grammar, candidate.key);
        return (
          candidate.key === listed.text ||
          candidate.key.includes(listed.text) ||
          claimedStems.some((stem) => keyStems.has(stem))
        );
      });
      if (value === undefined) {
        break;
      }
      if (!valueStates(claimed, value, record)) {
        check.conflict(
          listed,
          "fact_conflict",
          record,
          `listed with ${JSON.stringify(key.text)} as ${claimed.raw}, but the record says ${value.key}=${value.value}`,
        );
        break;
      }
      current = listed;
    }
  }
}

/** Whether only 、 (which lists, where a comma may end a statement) stands between two offsets. */
function separatedByComma(check: ClaimCheck, from: number, to: number): boolean {
  return /^\s*、\s*$/u.test(check.claim.text.slice(from, to));
}

/**
 * `waiting duration 16m`, `等待时长 16 分钟` against `waiting=37, duration=16m`: a figure bound to
 * one key of a record (duration) through a name led by another key's (waiting) says the other
 * key's thing lasted that long. A name made of two keys names neither.
 */
export function checkCompoundKeyNames(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (unit.kind !== "quantity" || account?.outcome !== "supported" || record === null) {
      continue;
    }
    let keyAt = unit.index - 1;
    while (keyAt >= 0 && check.accounts[keyAt]?.outcome === "framing") {
      keyAt--;
    }
    const key = check.claim.units[keyAt];
    const before = check.claim.units[keyAt - 1];
    if (
      key === undefined ||
      before === undefined ||
      key.clause !== unit.clause ||
      before.clause !== unit.clause ||
      (key.kind !== "word" && key.kind !== "han") ||
      (before.kind !== "word" && before.kind !== "han")
    ) {
      continue;
    }
    const named = record.values.filter(
      (value) => value.key !== null && unitNamesValue(check.grammar, key, value),
    );
    // Only a key that counts something else (`waiting=37` before a duration) says another thing.
    const other = record.values.find(
      (value) =>
        value.key !== null &&
        value.quantity !== null &&
        unit.quantity !== null &&
        value.quantity.dimension !== unit.quantity.dimension &&
        unitNamesValue(check.grammar, before, value) &&
        !named.includes(value) &&
        !unitNamesValue(check.grammar, key, value),
    );
    // `已用 磁盘 0gb`: a word that also names a key of the figure's kind (used_disk) is its own.
    const alsoOfItsKind = record.values.some(
      (value) =>
        value.key !== null &&
        value.quantity?.dimension === unit.quantity?.dimension &&
        unitNamesValue(check.grammar, before, value),
    );
    if (named.length > 0 && other !== undefined && !alsoOfItsKind) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `bound to ${quote(`${before.text} ${key.text}`)}, which names two keys of ${record.label} (${other.key} and ${named[0]?.key})`,
        "quantity",
      );
    }
  }
}

/** An alert record: a state and how long it has held (`firing, ... duration=16m`). */
const ALERT_RECORD = /\b(?:firing|pending|resolved|inactive)\b/u;
/** Words that make the figure after them how long something lasted. */
const LASTING_WORDS = new Set(["duration", "持续", "持续时间", "时长", "lasted", "lasting"]);

/**
 * `JvmGcPauseHigh: GC pause duration=3m`, `请求延迟持续时间为 14 分钟`: an alert's duration is
 * how long the alert has held; put on the thing its name describes (the pause, the latency),
 * it says that lasted so long.
 */
export function checkAlertDurations(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    const figure = unit.quantity;
    if (
      account?.outcome !== "supported" ||
      record === null ||
      figure === null ||
      figure.dimension !== "duration" ||
      !ALERT_RECORD.test(record.text)
    ) {
      continue;
    }
    let at = unit.index - 1;
    if (unit.kind !== "keyValue") {
      let lastedFor = false;
      while (at >= 0 && check.accounts[at]?.outcome === "framing") {
        lastedFor ||= check.claim.units[at]?.text === "for";
        at--;
      }
      // `waiting=37 for 16m`: another key's figure held for the alert's duration.
      const before = check.claim.units[at];
      if (
        lastedFor &&
        before?.kind === "keyValue" &&
        before.clause === unit.clause &&
        !LASTING_WORDS.has(before.key ?? "")
      ) {
        check.unsupported(
          unit,
          "fact_unsupported",
          `${record.label}'s duration is how long the alert has held, not how long ${before.text} did`,
          "quantity",
        );
        continue;
      }
      if (!LASTING_WORDS.has(before?.text ?? "")) {
        continue;
      }
      at--;
    } else if (!LASTING_WORDS.has(unit.key ?? "")) {
      continue;
    }
    const described = check.claim.units[at];
    if (
      described === undefined ||
      described.clause !== unit.clause ||
      (described.kind !== "word" && described.kind !== "han")
    ) {
      continue;
    }
    const stems =
      described.kind === "word"
        ? [described.stem]
        : [...hanNameStems(check.grammar, described.text)];
    // Words of the alert's own name (`JvmGcPauseHigh`) that the record writes nowhere else.
    const onlyTheAlertName = (stem: string): boolean =>
      record.nameStems.has(stem) && !standsAlone(record.text, stem, LETTER, true);
    // Of a Chinese word's renderings (停顿: pause, stopped, ...), those the record has at all.
    const present = stems.filter(
      (stem) => record.nameStems.has(stem) || standsAlone(record.text, stem, LETTER, true),
    );
    if (present.length > 0 && present.every(onlyTheAlertName)) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `${record.label}'s duration is how long the alert has held, not how long its ${described.text} lasted`,
        "quantity",
      );
    }
  }
}

/** Nouns that make the figure they name a length of time. */
const TIME_NOUNS = new Set(["时间", "时长"]);
/** Keys that hold a time even without a unit (`duration=51000`, `elapsed`, `took`). */
const TIME_KEYS = /time|duration|elapsed|took|latency|ms$|_s$|秒|时/u;
/** Words between such a noun and its figure (`等待 时间 为 37`). */
const TIME_LINKS = new Set(["为", "是", "is", "was", "of", "=", "：", ":"]);

/**
 * `等待 时间 为 37`, `空闲 时间 为 0` against `waiting=37`, `idle=0`: a figure with no unit named
 * a time is not the count the record gives under that key.
 */
export function checkCountsCalledTimes(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      unit.kind !== "quantity" ||
      unit.quantity?.dimension !== "count" ||
      account?.outcome !== "supported"
    ) {
      continue;
    }
    let at = unit.index - 1;
    while (at >= 0 && TIME_LINKS.has(check.claim.units[at]?.text ?? "")) {
      at--;
    }
    const noun = check.claim.units[at];
    const record = account.record;
    const timeKeyed = record?.values.some(
      (value) =>
        value.key !== null &&
        value.quantity?.canonical === unit.quantity?.canonical &&
        TIME_KEYS.test(value.key),
    );
    if (
      noun !== undefined &&
      noun.clause === unit.clause &&
      TIME_NOUNS.has(noun.text) &&
      timeKeyed !== true
    ) {
      check.unsupported(
        unit,
        "fact_unsupported",
        `named a time (${noun.text}), but it is a count with no unit`,
        "quantity",
      );
    }
  }
}

/**
 * Whether two names are one piece of code, one maybe with its package or class
 * (`orderrepository.findrecent...` and `findrecent...`).
 */
function sameCode(left: string, right: string): boolean {
  return (
    left === right ||
    (left !== "" && right.endsWith(`.${left}`)) ||
    (right !== "" && left.endsWith(`.${right}`))
  );
}

/** Words before a name that make it the claim's object, not its actor. */
const CLAIM_PREPOSITIONS = new Set([
  "for",
  "of",
  "to",
  "from",
  "with",
  "by",
  "on",
  "in",
  "at",
  "为",
  "对",
  "给",
  "向",
  "从",
  "由",
  "在",
  "把",
  "将",
]);

/** Whether a unit opens its clause, after framing words and at most one noun naming its kind. */
function opensClause(check: ClaimCheck, unit: ClaimUnit): boolean {
  // `for test-3-0`, `为应用 appattempt_1`, `会话 0x0 被关闭`: the claim's own object.
  const clause = check.claim.units.filter((other) => other.clause === unit.clause);
  if (
    clause.some(
      (other) =>
        other.index < unit.index &&
        other.index >= unit.index - 2 &&
        CLAIM_PREPOSITIONS.has(other.text),
    ) ||
    clause.some((other) => other.text === "被")
  ) {
    return false;
  }
  // What may stand before the actor: framing, a time, a level, the service it belongs to
  // (`22:47:30 INFO inventory-service order ORD-1 reserved`, `库存服务的订单 ORD-1 预留了`).
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  const units = check.claim.units;
  // `库存` + `服务`: either half of a Chinese service name the segmenter split.
  const halfOfService = (other: ClaimUnit): boolean =>
    other.kind === "han" &&
    (hanServiceName(check, units[other.index - 1], other) !== null ||
      (units[other.index + 1] !== undefined &&
        hanServiceName(check, other, units[other.index + 1] as ClaimUnit) !== null));
  const rest = units.filter(
    (other) =>
      other.clause === unit.clause &&
      other.index < unit.index &&
      !(other.kind === "word" && check.grammar.framingStems.has(other.stem)) &&
      !(other.kind === "han" && check.grammar.framingHan.has(other.text)) &&
      !TIME_LIKE.test(other.text) &&
      !LEVEL_WORDS.has(other.text) &&
      !entityUnits.has(other.index) &&
      !halfOfService(other),
  );
  return (
    rest.length === 0 ||
    (rest.length === 1 &&
      rest[0]?.index === unit.index - 1 &&
      (rest[0].kind === "word" || rest[0].kind === "han"))
  );
}

/** Whether `name` starts within `reach` characters after `at` in `text`. */
function withinAfter(text: string, at: number, name: string, reach: number): boolean {
  const found = name === "" ? -1 : text.indexOf(name, at);
  return found !== -1 && found - at <= reach;
}

/** How a logger's message speaks of the logger itself (`We launched 1 speculations`). */
const SELF_WORDS = new Set(["we", "i"]);
/** Words between a subject and what is said of it (`payment-service was full`). */
const LINKING_VERBS = new Set(["is", "was", "are", "were", "be", "been", "has", "have", "had"]);
/** Words a record's clause holds before a predicate: names, words, numbers. */
const RECORD_WORD = /[\p{L}\p{N}_$@./:'-]*[\p{L}\p{N}]/gu;
/** Where a log line's message or a record's clause starts: a separator, a bracket, a stop. */
const MESSAGE_START = /\s-\s|[\]):;,.](?=\s)|^/gu;
const LEVEL_WORDS = new Set(["trace", "debug", "info", "warn", "warning", "error", "fatal"]);

/**
 * `payment-service expires in 21 days` where the line says `The TLS client certificate for the
 * card provider expires in 21 days`, `inventory-service finished in 3.9s` of `Stock sync
 * finished in 3.9s`: a word the claim says of the record's subject must be one the record says
 * of it too. Where every place the record has the word, its own clause names something else
 * right before it, and the claim does not name that, the word is said of the wrong subject.
 */
export function checkPredicateSubjects(check: ClaimCheck): void {
  const units = check.claim.units;
  // The English words the claim's Chinese words render (`证书` -> certificate), looked up only
  // when a predicate is checked: most claims have none.
  let rendered: ReadonlySet<string> | null = null;
  const renders = (stem: string): boolean => {
    rendered ??= new Set(
      units.flatMap((other) =>
        other.kind === "han"
          ? (check.grammar.glossary.get(other.text)?.english ?? []).flatMap((phrase) =>
              phrase.map(wordStem),
            )
          : [],
      ),
    );
    return rendered.has(stem);
  };
  for (const unit of units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (
      (unit.kind !== "word" && unit.kind !== "han") ||
      account?.outcome !== "supported" ||
      record === null ||
      record.knowledge ||
      record.han
    ) {
      continue;
    }
    let before = unit.index - 1;
    // `payment-service, which expires ...`: a relative clause says it of the name before it.
    let relative = false;
    while (before >= 0) {
      const previous = units[before] as ClaimUnit;
      if (
        (previous.clause !== unit.clause && !relative) ||
        !(BETWEEN_SUBJECT_AND_PREDICATE.has(previous.text) || TIME_LIKE.test(previous.text))
      ) {
        break;
      }
      relative ||= previous.text === "which";
      before--;
    }
    // `payment-service card provider expires`: the service's noun phrase; the service is the
    // subject the record is about, the nouns must be the ones the record says it of.
    let head = before;
    while (
      head > 0 &&
      before - head < 3 &&
      units[head]?.kind === "word" &&
      units[head]?.clause === unit.clause &&
      !check.grammar.framingStems.has(units[head]?.stem ?? "")
    ) {
      head--;
    }
    if (head !== before && units[head]?.kind !== "identifier") {
      head = before;
    }
    // `the leak was detected by OrderRepository.java:87`: a passive's agent after `by` is
    // what the claim says did it.
    const by = units[unit.index + 1];
    const agent = units[unit.index + 2];
    const byAgent =
      unit.kind === "word" &&
      /ed$/u.test(unit.text) &&
      // `caused by`: a cause, which the causal checks read.
      !check.grammar.forbidden.has(unit.text) &&
      by?.text === "by" &&
      by.clause === unit.clause &&
      agent !== undefined &&
      agent.clause === unit.clause &&
      (agent.kind === "identifier" || agent.kind === "word") &&
      codeRoleOf(record, agent.text) !== null &&
      // `session opened for user root by userauth3`: the record's own agent.
      !record.text.includes(`by ${entityKey(agent.text)}`)
        ? agent
        : undefined;
    const subject = byAgent ?? units[head];
    // `订单服务已满`: a Chinese service name stands for its service.
    const subjectKey =
      subject === undefined
        ? null
        : subject.kind === "identifier"
          ? entityKey(subject.text)
          : (check.entities.find(
              (entity) =>
                entity.unitIndex === subject.index || entity.unitIndex === subject.index - 1,
            )?.key ?? hanServiceName(check, units[head - 1], subject));
    const next = units[unit.index + 1];
    const nextInClause = next !== undefined && next.clause === unit.clause ? next : undefined;
    // A predicate: after a linking verb or an adverb (`was full`, `also expires`), in the past
    // (`finished`), before a preposition or a time (`expires in`, `expires 2026-12-19`), or a
    // Chinese verb after its subject (`已完成`); not a noun (`order-service consumer lag`).
    // `has 20/20 connections`: what has has is an object, unless a participle (`has expired`).
    const possessive = units
      .slice(before + 1, unit.index)
      .some((between) => POSSESSIVES.has(between.text));
    const participle = /ed\b/u.test(check.claim.text.slice(unit.start, unit.end));
    const predicate =
      unit.kind === "han" ||
      (before < unit.index - 1 && (!possessive || participle)) ||
      /ed\b/u.test(check.claim.text.slice(unit.start, unit.end)) ||
      (nextInClause !== undefined &&
        (PREPOSITIONS.has(nextInClause.text) || TIME_LIKE.test(nextInClause.text)));
    if (
      (!predicate && byAgent === undefined) ||
      subject === undefined ||
      (subject.clause !== unit.clause && !relative)
    ) {
      continue;
    }
    // `SqlExceptionHelper timed out`, `OrderRepository.java:87 detected ...`: a logger, a thread
    // or code the line quotes, said to do what the line says of something else.
    let codeRole =
      subjectKey !== null && record.entities.get(subjectKey)?.has(SUBJECT_ROLE)
        ? null
        : subject.kind === "identifier" || subject.kind === "word"
          ? codeRoleOf(record, subject.text)
          : null;
    // An id the line gives only as what it is about is held to that only where the claim makes
    // it the actor: first in its clause, after at most its kind noun (`order ORD-1 reserved`).
    // `分区 test-3-0 在 offset 0 出错`: a word after the claim's own preposition is its object.
    if (
      codeRole === "object" &&
      byAgent === undefined &&
      (!opensClause(check, subject) || CLAIM_PREPOSITIONS.has(units[unit.index - 1]?.text ?? ""))
    ) {
      codeRole = null;
    }
    if (
      codeRole === null &&
      (subjectKey === null || !record.entities.get(subjectKey)?.has(SUBJECT_ROLE))
    ) {
      continue;
    }
    // `etcd-3: took 1068ms`, `billing-sync: replicas available 6/8`: a figure named after the
    // subject, not something said of it.
    if (
      /[:：]/u.test(
        check.claim.text.slice(subject.end, unit.start).replace(/\d[\d:.tz+-]*\d/gu, ""),
      )
    ) {
      continue;
    }
    // `high memory usage` for the record's `HighMemoryUsage`: the clause's words run together.
    // Only what the claim puts before the predicate is what it says it of (`订单服务已满：Pause
    // Full` does not say `full` of the pause it quotes after its colon).
    const clauseUnits = units.filter(
      (other) => other.clause === unit.clause && other.index < unit.index,
    );
    const runs = new Set<string>();
    for (let from = 0; from < clauseUnits.length; from++) {
      let run = "";
      for (let to = from; to < Math.min(clauseUnits.length, from + 4); to++) {
        run += clauseUnits[to]?.text ?? "";
        if (to > from) {
          runs.add(run);
        }
      }
    }
    const named = (word: string): boolean =>
      !/\p{L}/u.test(word) ||
      runs.has(word) ||
      entityKey(word) === subjectKey ||
      LEVEL_WORDS.has(word) ||
      check.grammar.framingStems.has(wordStem(word)) ||
      renders(wordStem(word)) ||
      clauseUnits.some(
        (other) => other.text === word || (other.kind === "word" && other.stem === wordStem(word)),
      );
    // What the claim names anywhere in the clause (`chrome.exe closed proxy:5070`).
    const namedInClause = (word: string): boolean =>
      named(word) ||
      units.some(
        (other) =>
          other.clause === unit.clause &&
          (other.text === word || (other.kind === "word" && other.stem === wordStem(word))),
      );
    const phrases = check.grammar.glossary.get(unit.text)?.english ?? [];
    const verbs =
      unit.kind === "word" ? wordOffsets(record.text, unit) : verbOffsets(record.text, phrases);
    // A name held to what its line says of it (code, an id it is about) is held to every place
    // the line has the verb, however it stands (`1284 SKUs updated` at the line's end).
    const offsets =
      codeRole === "object" && unit.kind === "han" && verbs.length === 0
        ? wordStartOffsets(record.text, phrases)
        : verbs;
    const others: string[] = [];
    let saidOfIt = false;
    let doneBy = false;
    const passive = units.slice(before + 1, unit.index).some((between) => between.text === "被");
    for (const at of offsets) {
      let start = 0;
      let closing = -1;
      let opening = "";
      for (const match of record.text.slice(0, at).matchAll(MESSAGE_START)) {
        start = match.index + match[0].length;
        closing = match[0] === ")" ? match.index : -1;
        opening = match[0].trim();
      }
      const words = [...record.text.slice(start, at).matchAll(RECORD_WORD)]
        .map((match) => match[0].replace(/^'+|'+$/gu, ""))
        .filter((word) => !LINKING_VERBS.has(word) && !ARTICLES.has(word));
      // `OrderRepository.findRecentByCustomerWithItems(customerId=C-7730215) returned 41760
      // rows`: a call right before the verb is what it is said of.
      const called =
        words.length === 0 && closing !== -1 ? callBefore(record.text, closing) : undefined;
      if (called !== undefined) {
        words.push(called);
      }
      // `certificate for the card provider expires`: the noun before a prepositional phrase is
      // what the predicate is said of.
      let end = words.length;
      for (let back = 1; back <= 3 && end - back - 1 >= 0; back++) {
        if (PHRASE_PREPOSITIONS.has(words[end - back - 1] ?? "") && end - back - 1 > 0) {
          end = end - back - 1;
          break;
        }
      }
      const last = words[end - 1];
      // `库存服务被预留 2 units` of `inventory-service ... - Reserved 2 units of SKU-88213`: the
      // line's service does what opens its message; 被 makes the service what it is done to.
      if (
        last === undefined &&
        passive &&
        !RECORD_PASSIVE.test(record.text.slice(Math.max(0, at - 12), at)) &&
        // `Disconnected from broker`, `Rejected by upstream`: a participle, said of the service.
        !PARTICIPLE_AGENT.test(record.text.slice(at, at + 40))
      ) {
        doneBy = true;
        continue;
      }
      if (codeRole !== null) {
        // Code the line quotes does only what the line says it does. Its logger and its thread
        // do what opens the message (`ProxyLeakTask - Connection leak detection triggered`), or
        // do it to what the line says it of (`chrome.exe - proxy:5070 close`), not what a later
        // clause says (`Heap usage 87% ..., above the 85% threshold`).
        // `We launched 1 speculations`: a logger speaking of itself.
        const itself =
          last !== undefined &&
          (sameCode(entityKey(last), entityKey(subject.text)) ||
            ((codeRole === "logger" || codeRole === "thread") && SELF_WORDS.has(last)));
        // `class X was registered` of `Registering class X`: a passive names what is done to.
        const doneTo =
          byAgent === undefined &&
          units.slice(before + 1, unit.index).some((between) => LINKING_VERBS.has(between.text)) &&
          withinAfter(record.text, at, entityKey(subject.text), 40);
        // `FRA-2 stock sync finished`: the record's own subject (`sync`), named between the id
        // and the predicate, is what the claim says it of.
        const objectsSubject =
          codeRole === "object" &&
          last !== undefined &&
          units
            .slice(subject.index + 1, unit.index)
            .some(
              (between) =>
                between.text === last ||
                (between.kind === "word" && between.stem === wordStem(last)) ||
                (between.kind === "han" && renders(wordStem(last))),
            );
        const loggerDoes =
          (codeRole === "logger" || codeRole === "thread") &&
          (last === undefined ? !/^[,;.)]$/u.test(opening) : namedInClause(last));
        if (itself || loggerDoes || doneTo || objectsSubject) {
          saidOfIt = true;
          break;
        }
        others.push(last ?? `what the line says before ${quote(opening)}`);
        continue;
      }
      if (last === undefined || named(last)) {
        saidOfIt = true;
        break;
      }
      others.push(last);
    }
    if (!saidOfIt && doneBy) {
      check.unsupported(
        unit,
        "role_conflict",
        `${record.label} has ${quote(subject.text)} do ${quote(unit.text)}; 被 makes it what is done to`,
        "subject",
      );
    } else if (!saidOfIt && others.length > 0) {
      check.unsupported(
        unit,
        "unit_unsupported",
        `${record.label} says ${quote(unit.text)} of ${quote(others[0] ?? "")}, not of ${quote(subject.text)}`,
        "subject",
      );
    }
  }
}

/**
 * `订单服务`, split by the segmenter into 订单 + 服务: the service the glossary names by the two
 * together, or null.
 */
function hanServiceName(
  check: ClaimCheck,
  first: ClaimUnit | undefined,
  second: ClaimUnit,
): string | null {
  if (
    first === undefined ||
    first.kind !== "han" ||
    second.kind !== "han" ||
    first.end !== second.start
  ) {
    return null;
  }
  const phrases = check.grammar.glossary.get(first.text + second.text)?.english ?? [];
  const name = phrases.find(
    (phrase) => phrase.length === 1 && entityKindOf(check.grammar, phrase[0] ?? "") !== null,
  )?.[0];
  return name === undefined ? null : entityKey(name);
}

/** The name of the call whose argument list closes at `closing` (`findRecent...(...)`). */
function callBefore(text: string, closing: number): string | undefined {
  let depth = 0;
  for (let at = closing; at >= 0; at--) {
    if (text[at] === ")") {
      depth++;
    } else if (text[at] === "(" && --depth === 0) {
      // A call: its name touches its argument list, which holds `=`, `,` or nothing
      // (`order-service (pid 4711) started` is no call).
      const args = text.slice(at + 1, closing);
      return args === "" || /[=,]/u.test(args)
        ? /([\w$]+)$/u.exec(text.slice(Math.max(0, at - 200), at))?.[1]
        : undefined;
    }
  }
  return undefined;
}

/**
 * A name run together from words (`DBConnectionPoolExhausted`, `HighMemoryUsage`): a whole run
 * of letters and digits that opens with a capital and has a small letter before a capital. One
 * search finds only such runs, instead of every run and a test of each.
 */
const RUN_TOGETHER_NAMES = /(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*/gu;

/** Whether a claim word is, or renders, a word of a record (`数据库` and `database` for `DB`). */
function rendersWord(check: ClaimCheck, unit: ClaimUnit, word: string): boolean {
  const stem = wordStem(word);
  if (unit.kind === "word") {
    return (
      unit.stem === stem ||
      (check.grammar.synonyms.get(unit.stem) ?? []).some((member) =>
        member.words.some((other) => wordStem(other) === stem),
      )
    );
  }
  return (
    unit.kind === "han" &&
    (check.grammar.glossary.get(unit.text)?.english ?? []).some(
      (phrase) => phrase.length === 1 && wordStem(phrase[0] ?? "") === stem,
    )
  );
}

/**
 * `order-service database exhausted`, `数据库已耗尽` of an alert `DBConnectionPoolExhausted`: the
 * last word of a name run together says something of the word right before it (the pool is
 * exhausted), not of a word further up that only qualifies it (DB). A claim that puts the last
 * word right after such a qualifier, without the word it is said of, says it of another thing.
 */
export function checkNameHeads(check: ClaimCheck): void {
  const units = check.claim.units;
  for (const unit of units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if ((unit.kind !== "word" && unit.kind !== "han") || account?.outcome !== "supported") {
      continue;
    }
    const names = record === null ? [] : runTogetherNames(record);
    const said = names.filter(({ parts }) =>
      rendersWord(check, unit, parts[parts.length - 1] ?? ""),
    );
    if (record === null || said.length === 0) {
      continue;
    }
    let previous = unit.index - 1;
    while (
      previous >= 0 &&
      units[previous]?.clause === unit.clause &&
      (check.accounts[previous]?.outcome === "framing" ||
        BETWEEN_SUBJECT_AND_PREDICATE.has(units[previous]?.text ?? ""))
    ) {
      previous--;
    }
    const before = units[previous];
    if (before === undefined || before.clause !== unit.clause) {
      continue;
    }
    // The word right before the head qualifies it closely enough to carry it (`database
    // connections exhausted`); one further up does not (`database exhausted`).
    const misread = said.find(
      ({ parts }) =>
        !rendersWord(check, before, parts[parts.length - 2] ?? "") &&
        !rendersWord(check, before, parts[parts.length - 3] ?? "") &&
        parts.slice(0, -3).some((qualifier) => rendersWord(check, before, qualifier)),
    );
    // `next sessions reap interval`: the record's prose says the two words together itself.
    if (
      misread === undefined ||
      (before.kind === "word" &&
        unit.kind === "word" &&
        new RegExp(
          `\\b${escapeRegExp(wordPrefix(before.text))}\\p{L}*\\s+${escapeRegExp(wordPrefix(unit.text))}`,
          "u",
        ).test(record.text))
    ) {
      continue;
    }
    check.unsupported(
      unit,
      "unit_unsupported",
      `${record.label} says ${quote(misread.parts[misread.parts.length - 1] ?? "")} of ${quote(misread.parts[misread.parts.length - 2] ?? "")} in ${quote(misread.name)}, not of ${quote(before.text)}`,
      "subject",
    );
  }
}

/** The names of three parts or more a record runs together, as their parts; once per record. */
interface RunTogetherName {
  readonly name: string;
  readonly parts: readonly string[];
}
const runTogetherNamesCache = new WeakMap<RecordAnalysis, readonly RunTogetherName[]>();
function runTogetherNames(record: RecordAnalysis): readonly RunTogetherName[] {
  let names = runTogetherNamesCache.get(record);
  if (names === undefined) {
    names = /[a-z][A-Z]/u.test(record.excerpt.text)
      ? [...record.excerpt.text.matchAll(RUN_TOGETHER_NAMES)]
          .map((match) => ({ name: match[0], parts: nameParts(match[0]) }))
          .filter(({ parts }) => parts.length >= 3)
      : [];
    runTogetherNamesCache.set(record, names);
  }
  return names;
}

/** Words between a subject and its predicate (`also`, `, which`, 已, 于 ... 时). */
const BETWEEN_SUBJECT_AND_PREDICATE = new Set([
  ...LINKING_VERBS,
  "also",
  "then",
  "which",
  "too",
  "again",
  "已",
  "已经",
  "于",
  "将",
  "将于",
  "在",
  "也",
  "被",
  "又",
  "就",
  "会",
]);
const POSSESSIVES = new Set(["has", "have", "had"]);
/** A record's own passive before its verb (`was reserved`, `been evicted`). */
const RECORD_PASSIVE = /\b(?:is|was|are|were|be|been|being|get|got|gets)\s+$/u;
/** A verb opening a message as a participle with its agent or cause after it. */
const PARTICIPLE_AGENT = /^[\p{L}-]+\s+(?:by|from|due|after|because)\b/u;
const PHRASE_PREPOSITIONS = new Set(["for", "of", "from", "with", "on", "in", "at", "to"]);
/** A time or a date (`2026-12-19t00:00:00z`, `22:57:05`). */
const TIME_LIKE = /^t?\d{1,2}:\d{2}|^\d{4}-\d{2}-\d{2}/u;

/**
 * Where a record writes, as a verb, an English rendering of a Chinese predicate (到期:
 * `expires in`, 完成: `finished in`, 满: `is full`): before a preposition, a number or a time, or
 * after a linking verb.
 */
function verbOffsets(text: string, phrases: readonly (readonly string[])[]): number[] {
  const offsets: number[] = [];
  for (const phrase of phrases) {
    const first = phrase[0];
    if (first === undefined || !/^[a-z]{3,}$/u.test(first)) {
      continue;
    }
    const prefix = wordPrefix(first);
    const verb = new RegExp(
      `(?<=^|\\s)(?:(?:is|was|are|were)\\s+)?(${prefix}[a-z]*)(?=\\s+(?:[a-z]+\\s+)?(?:in|at|on|after|for|to|from|with|by|within|\\d)|\\s*[:(])`,
      "gu",
    );
    for (const match of text.matchAll(verb)) {
      offsets.push(match.index + match[0].length - (match[1]?.length ?? 0));
    }
  }
  return offsets;
}

/** Where a word that a rendering's first word is a form of starts in `text`. */
function wordStartOffsets(text: string, phrases: readonly (readonly string[])[]): number[] {
  const offsets: number[] = [];
  for (const phrase of phrases) {
    const first = phrase[0];
    if (first === undefined || !/^[a-z]{3,}$/u.test(first)) {
      continue;
    }
    for (const match of text.matchAll(
      new RegExp(`(?<![\\p{L}\\p{N}_])${wordPrefix(first)}[a-z]*`, "gu"),
    )) {
      offsets.push(match.index);
    }
  }
  return offsets;
}

const ARTICLES = new Set(["the", "a", "an", "its", "their"]);
const PREPOSITIONS = new Set([
  "in",
  "at",
  "on",
  "after",
  "for",
  "to",
  "from",
  "with",
  "by",
  "within",
]);

/** Where a claim word's forms start a word of a record's text. */
function wordOffsets(text: string, unit: ClaimUnit): number[] {
  const offsets: number[] = [];
  for (const form of new Set([unit.text, unit.stem])) {
    if (form.length < 3) {
      continue;
    }
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
      // A word of the prose, not a key, a value or a piece of a name (`attempt=3`,
      // `service=inventory-service`).
      const after = text.slice(at + form.length).match(/^\p{L}*(.?)/u)?.[1] ?? "";
      // `activated: 40% off` is prose; `attempt:3` is a key.
      const labelColon = after === ":" && /^\p{L}*:\s/u.test(text.slice(at + form.length));
      if (/^\s?$/u.test(text[at - 1] ?? "") && (labelColon || !/[=:"_\-/.\p{N}]/u.test(after))) {
        offsets.push(at);
      }
    }
  }
  return offsets;
}
