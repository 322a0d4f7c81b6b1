/**
 * Who did what to whom. Around a verb of a directed relation (`fenced`, `led to`, `triggered`,
 * `授予`, `从 ... 同步`) the words before it and the words after it play different parts: the
 * record's `broker-2 fenced broker-5` is not `broker-5 fenced broker-2`, and `GC pause led to
 * session timeout` is not its reverse, although every word of either claim is in the record. A
 * claim that puts the two sides of such a verb the other way round from its record, with no
 * passive marker (`by`, 被, 由) turning the record's order round, is a conflict.
 */

import { type ClaimCheck, quote } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { hasHan } from "../grammar/grammar.js";
import { DIRECTED_RELATION_WORDS, PASSIVE_MARKERS } from "../grammar/vocabulary.js";
import type { RecordAnalysis } from "../record-analysis.js";
import { offsetsIn, wordStarts } from "./relation.js";

const DIRECTED_WORDS: ReadonlySet<string> = new Set([
  ...DIRECTED_RELATION_WORDS.en,
  ...DIRECTED_RELATION_WORDS.zh,
]);
const PASSIVE_WORDS: ReadonlySet<string> = new Set([...PASSIVE_MARKERS.en, ...PASSIVE_MARKERS.zh]);
/** An English passive marker right after a verb (`killed by`), the rest of its word first. */
const PASSIVE_AFTER = new RegExp(`^\\p{L}*\\s+(?:${PASSIVE_MARKERS.en.join("|")})\\b`, "u");
/** A Chinese passive marker shortly before a verb in its clause (`被 node-4 驱逐`, `由 GC 停顿导致`). */
const PASSIVE_BEFORE = new RegExp(
  `(?:${PASSIVE_MARKERS.zh.join("|")})[^,，.。;；:：()（）\\[\\]]{0,12}$`,
  "u",
);

/**
 * Whether a record's verb at an offset is passive: `killed by thread 4419` is, `process 4419
 * (java, started by systemd) killed process 4412` is not (its `by` belongs to a bracket).
 */
function passiveAt(text: string, at: number): boolean {
  return (
    PASSIVE_AFTER.test(text.slice(at, at + 40)) ||
    PASSIVE_BEFORE.test(text.slice(Math.max(0, at - 16), at))
  );
}

/** Whether a claim unit names something (`broker-5`, `4412`, `10.5.0.3:6379`). */
function isName(unit: ClaimUnit): boolean {
  return unit.kind === "identifier" || unit.kind === "quantity";
}

/** The letters a record's word starts with. */
const WORD = /^\p{L}+/u;

/** Auxiliaries of an English passive (`was fenced by`). */
const PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set(
  "is was are were be been being get gets got".split(" "),
);

/** A Chinese marker before a verb with both its sides before it (`由`, `被`, `是`, `把`). */
const CHINESE_MARKER_BEFORE = /([被由是把])[^,，.。;；:：()（）[\]被由是把]{1,14}$/u;

/** Words that put their sentence after the one before it. */
const SEQUENCE_WORDS: ReadonlySet<string> = new Set(["then", "然后", "随后"]);

/** Whether a claim unit is the verb of a directed relation. */
function isDirected(unit: ClaimUnit): boolean {
  // `触发了`: a Chinese verb with its aspect particle.
  const text = unit.kind === "han" ? unit.text.replace(/[了过着]$/u, "") : unit.text;
  return (unit.kind === "han" || unit.kind === "word") && DIRECTED_WORDS.has(text);
}

/**
 * What a relation relates on one side in its clause: the nearest unit that says something
 * (framing, negators and passive markers are passed over), and the names (identifiers, like
 * `broker-5` or `10.5.0.3:6379`) further out. A unit no record accounts for ends the side: the
 * claim's own words decide nothing about the record's order.
 */
function sideOf(check: ClaimCheck, relation: ClaimUnit, step: 1 | -1): ClaimUnit[] {
  const units = check.claim.units;
  const side: ClaimUnit[] = [];
  const firstClause =
    step === -1 && opensAfterComma(check, relation) ? relation.clause - 1 : relation.clause;
  for (let index = relation.index + step; index >= 0 && index < units.length; index += step) {
    const unit = units[index] as ClaimUnit;
    if (unit.clause !== relation.clause && unit.clause !== firstClause) {
      break;
    }
    if (unit.kind === "negator" || PASSIVE_WORDS.has(unit.text)) {
      continue;
    }
    const outcome = check.accounts[index]?.outcome;
    if (outcome === "framing") {
      continue;
    }
    if (outcome !== "supported") {
      break;
    }
    side.push(unit);
  }
  return side;
}

/**
 * Whether a relation opens its clause right after a comma, taking the clause before as its
 * first side: `pool exhausted, then requests timed out`, `GC 停顿 4.2s，引发 zookeeper 会话超时`.
 */
function opensAfterComma(check: ClaimCheck, relation: ClaimUnit): boolean {
  const units = check.claim.units;
  let index = relation.index - 1;
  while (index >= 0 && (units[index] as ClaimUnit).clause === relation.clause) {
    if (check.accounts[index]?.outcome !== "framing") {
      return false;
    }
    index -= 1;
  }
  const before = units[index];
  if (before === undefined) {
    return false;
  }
  const between = check.claim.text.slice(before.end, relation.start);
  // `then` and `然后` relate their sentence to the one before, whatever ends it.
  if (SEQUENCE_WORDS.has(relation.text)) {
    return /[,，.;。；]/u.test(between);
  }
  return /[,，]/u.test(between) && !/[.;!?。；！？]/u.test(between);
}

/** Whether a unit after a relation stands after an English `by` (or the claim has none). */
function agentSide(check: ClaimCheck, relation: ClaimUnit, right: ClaimUnit): boolean {
  const between = check.claim.units.slice(relation.index + 1, right.index);
  const hasBy = check.claim.units
    .slice(relation.index + 1)
    .some((unit) => unit.clause === relation.clause && PASSIVE_MARKERS.en.includes(unit.text));
  return !hasBy || between.some((unit) => PASSIVE_MARKERS.en.includes(unit.text));
}

/**
 * Whether the claim writes a relation in the passive: `by` right after its verb (`killed by`),
 * an auxiliary before it and `by` later in its clause, or a Chinese marker between its first side and the verb (`pod 被 node-4 驱逐`).
 */
function passiveInClaim(check: ClaimCheck, left: ClaimUnit, relation: ClaimUnit): boolean {
  const units = check.claim.units;
  // `bob was granted role admin by alice`: an auxiliary before the verb, `by` later on.
  const auxiliary = PASSIVE_AUXILIARIES.has(units[relation.index - 1]?.text ?? "");
  const byLater = units
    .slice(relation.index + 1)
    .some((unit) => unit.clause === relation.clause && PASSIVE_MARKERS.en.includes(unit.text));
  return (
    PASSIVE_MARKERS.en.includes(units[relation.index + 1]?.text ?? "") ||
    (auxiliary && byLater) ||
    units
      .slice(left.index + 1, relation.index)
      .some((unit) => PASSIVE_MARKERS.zh.includes(unit.text))
  );
}

type Order = "kept" | "reversed" | "unknown";

/**
 * How a record orders the two sides of a relation the claim writes `left relation right`:
 * kept when one of its lines has them so (or the other way round with a passive marker where
 * the claim has none, or the reverse), reversed when every line that has all three has them
 * the other way round, unknown otherwise.
 */
function recordOrder(
  check: ClaimCheck,
  record: RecordAnalysis,
  left: ClaimUnit,
  relation: ClaimUnit,
  right: ClaimUnit,
  claimPassive: boolean,
): Order {
  const text = record.text;
  // A Chinese verb is compared with an English line only between two names (`pod X 抢占了 pod
  // Y` of `pod Y preempted pod X`), whose order both languages keep.
  const names = isName(left) && isName(right);
  const candidates =
    relation.kind !== "han"
      ? offsetsIn(check, text, relation)
      : hasHan(text)
        ? wordStarts(text, relation.text)
        : names
          ? offsetsIn(check, text, relation)
          : [];
  // Only where the record writes a verb of a directed relation itself: its `with root cause X`
  // says what `caused by X` does, the other way round.
  const relations = candidates.filter(
    (at) =>
      hasHan(text.slice(at, at + 1)) || DIRECTED_WORDS.has(WORD.exec(text.slice(at))?.[0] ?? ""),
  );
  const lefts = offsetsIn(check, text, left);
  const rights = offsetsIn(check, text, right);
  let reversed = false;
  for (const at of relations) {
    const lineStart = text.lastIndexOf("\n", at) + 1;
    const nextBreak = text.indexOf("\n", at);
    const lineEnd = nextBreak === -1 ? text.length : nextBreak;
    const onLine = (offset: number): boolean => offset >= lineStart && offset < lineEnd;
    // `会话超时由 GC 停顿导致`, `A 是 B 导致的`, `A 把 B 驱逐`: both sides before a Chinese verb, a
    // marker between them saying which is the agent.
    const marker = CHINESE_MARKER_BEFORE.exec(text.slice(Math.max(lineStart, at - 16), at));
    if (marker !== null && !claimPassive) {
      const markerAt = Math.max(lineStart, at - 16) + marker.index;
      const beforeMarker = (offset: number): boolean => offset >= lineStart && offset < markerAt;
      const afterMarker = (offset: number): boolean => offset > markerAt && offset < at;
      const [agentIn, patientIn] =
        marker[1] === "把" ? [beforeMarker, afterMarker] : [afterMarker, beforeMarker];
      if (lefts.some(agentIn) && rights.some(patientIn)) {
        return "kept";
      }
      if (lefts.some(patientIn) && rights.some(agentIn)) {
        reversed = true;
      }
      continue;
    }
    for (const l of lefts.filter(onLine)) {
      for (const r of rights.filter(onLine)) {
        const sameOrder = l < at && at < r;
        const otherOrder = r < at && at < l;
        if (!sameOrder && !otherOrder) {
          continue;
        }
        const recordPassive = passiveAt(text, at);
        if (sameOrder === (recordPassive === claimPassive)) {
          return "kept";
        }
        reversed = true;
      }
    }
  }
  return reversed ? "reversed" : "unknown";
}

/** Chinese markers between a verb's two sides both written before it. */
const CLAIM_MARKERS: ReadonlySet<string> = new Set(["被", "由", "是", "把"]);

/**
 * The two sides of a relation as the active order has them: `A 被 B 抢占` and `A 由 B 导致`, `A 是
 * B 导致的` have B as the agent, `A 把 B 驱逐` has A; elsewhere what stands before the verb and what
 * stands after it.
 */
function sidesOf(
  check: ClaimCheck,
  relation: ClaimUnit,
): { lefts: ClaimUnit[]; rights: ClaimUnit[] } {
  const lefts = sideOf(check, relation, -1);
  const rights = sideOf(check, relation, 1);
  if (rights.length > 0 || relation.kind !== "han") {
    return { lefts, rights };
  }
  const units = check.claim.units;
  let marker: ClaimUnit | undefined;
  for (let index = relation.index - 1; index >= 0; index--) {
    const unit = units[index] as ClaimUnit;
    if (unit.clause !== relation.clause) {
      break;
    }
    if (CLAIM_MARKERS.has(unit.text)) {
      marker = unit;
      break;
    }
  }
  if (marker === undefined) {
    return { lefts, rights };
  }
  const before = lefts.filter((unit) => unit.index < (marker as ClaimUnit).index);
  const between = lefts.filter((unit) => unit.index > (marker as ClaimUnit).index);
  return marker.text === "把"
    ? { lefts: before, rights: between }
    : { lefts: between, rights: before };
}

/**
 * `broker-5 fenced broker-2` against `broker-2 fenced broker-5`, `zookeeper 会话超时导致 GC
 * 停顿` against `GC 停顿 导致 zookeeper 会话超时`, `thread 4419 killed by thread 4412` against
 * `thread 4412 killed by thread 4419`: the relation is the record's, its sides are swapped.
 */
export function checkArgumentOrder(check: ClaimCheck): void {
  for (const relation of check.claim.units) {
    if (!isDirected(relation)) {
      continue;
    }
    const account = check.accounts[relation.index];
    if (account?.outcome !== "supported" || account.record === null) {
      continue;
    }
    // `dcbf 引起的数据存储中断`: a Chinese relative clause puts what was caused after the verb
    // with no passive marker.
    // (A cleft, `broker 5 fenced 的是 broker 2`, keeps the order: what broker 5 fenced is 2.)
    if (
      check.claim.units[relation.index + 1]?.text === "的" &&
      check.claim.units[relation.index + 2]?.text !== "是"
    ) {
      continue;
    }
    const { lefts, rights } = sidesOf(check, relation);
    for (const [side, left] of lefts.entries()) {
      for (const [otherSide, right] of rights.entries()) {
        // Against a line in the other language only the nearest names are compared.
        if (
          relation.kind === "han" &&
          !check.records.every((record) => hasHan(record.text)) &&
          (side !== lefts.findIndex(isName) || otherSide !== rights.findIndex(isName))
        ) {
          continue;
        }
        const claimPassive = passiveInClaim(check, left, relation);
        // `bob was granted role admin by alice`: in the passive only the agent after `by`
        // trades places; the object stays after the verb.
        if (claimPassive && !agentSide(check, relation, right)) {
          continue;
        }
        const orders = check.records
          .filter((record) => !record.knowledge)
          .map((record) => ({
            record,
            order: recordOrder(check, record, left, relation, right, claimPassive),
          }));
        const reversed = orders.find(({ order }) => order === "reversed");
        if (reversed !== undefined && !orders.some(({ order }) => order === "kept")) {
          check.conflict(
            relation,
            "fact_conflict",
            reversed.record,
            `${reversed.record.label} has ${quote(left.text)} and ${quote(right.text)} the other way round about ${quote(relation.text)}`,
            "relation",
          );
          return;
        }
      }
    }
  }
}

/** Words that give the name after them as where something goes, or where it comes from. */
const TOWARDS: ReadonlySet<string> = new Set(["to", "into", "towards", "向", "到", "往", "发往"]);
const FROM: ReadonlySet<string> = new Set(["from", "从", "自"]);
/** Where a record writes each direction right before a name, one word between at most. */
const TOWARDS_BEFORE = "(?:\\bto|\\binto|\\btowards|向|到|往)";
const FROM_BEFORE = "(?:\\bfrom|从|自)";

/** Whether a record writes a direction right before a name (`from primary pg-2`, `从主库 pg-2`). */
function writesDirection(text: string, direction: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  return new RegExp(`${direction}\\s*(?:[\\p{L}\\d_-]+\\s+)?${escaped}(?![\\w.-])`, "u").test(text);
}

/**
 * `streaming WAL to pg-2` against `streaming WAL from primary pg-2`, `向主库 pg-2 同步` against
 * `从主库 pg-2 同步`: a name the record gives only as where something comes from, claimed as where
 * it goes (or the other way round), is a conflict.
 */
export function checkDirections(check: ClaimCheck): void {
  const units = check.claim.units;
  for (const unit of units) {
    const towards = TOWARDS.has(unit.text);
    if (!towards && !FROM.has(unit.text)) {
      continue;
    }
    const name = units
      .slice(unit.index + 1, unit.index + 3)
      .find((later) => later.clause === unit.clause && later.kind === "identifier");
    // `记录到来自 X`: a verb's 到, then another direction for the name.
    const between = name === undefined ? [] : units.slice(unit.index + 1, name.index);
    if (
      name === undefined ||
      check.accounts[name.index]?.outcome !== "supported" ||
      between.some(
        (other) => TOWARDS.has(other.text) || FROM.has(other.text) || other.text === "来自",
      ) ||
      // `从连接 X 的控制流`: the name only qualifies what the direction is of.
      (between.length > 0 && units[name.index + 1]?.text === "的")
    ) {
      continue;
    }
    const [claimed, other] = towards
      ? [TOWARDS_BEFORE, FROM_BEFORE]
      : [FROM_BEFORE, TOWARDS_BEFORE];
    const records = check.records.filter((record) => !record.knowledge);
    const kept = records.some((record) => writesDirection(record.text, claimed, name.text));
    const reversed = records.find((record) => writesDirection(record.text, other, name.text));
    if (!kept && reversed !== undefined) {
      check.conflict(
        name,
        "fact_conflict",
        reversed,
        `${reversed.label} gives ${quote(name.text)} as where it ${towards ? "comes from" : "goes"}, not where it ${towards ? "goes" : "comes from"}`,
        "relation",
      );
    }
  }
}
