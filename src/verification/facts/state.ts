/**
 * States and transitions. A claim that states one side of an opposite pair (firing/resolved,
 * OPEN/CLOSED, up/down, succeeded/failed, increased/decreased ...) against a record of the same
 * subject stating the other is a conflict, and so is a transition in the wrong order: "from
 * OPEN to CLOSED" against a record that says "from CLOSED to OPEN". A transition is never
 * framing: "from" and "to" stand for an order the record must state.
 */

import type { ClaimCheck } from "../claim-accounts.js";
import { type Grammar, hasHan, wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis } from "../record-analysis.js";
import { chineseNumeralValue } from "../text/chinese.js";

const NUMBER_STATE = /^(\d+(?:\.\d+)?)(%?)$/u;

/**
 * A state as compared: a number by its value (`1300`, `一千三百` and `1,300` are one state; `91%`
 * a percentage), an English word by its stem, a Chinese word as written.
 */
export function stateKey(word: string): string {
  // `OPEN.` at a sentence's end is OPEN.
  const lower = word
    .toLowerCase()
    .replaceAll(",", "")
    .replace(/[.-]+$/u, "");
  const number = NUMBER_STATE.exec(lower);
  if (number !== null) {
    return `${Number(number[1])}${number[2] ?? ""}`;
  }
  const chinese = chineseNumeralValue(word);
  if (chinese !== null && hasHan(word)) {
    return String(chinese);
  }
  return hasHan(word) ? word : wordStem(lower);
}

/**
 * No transition can be written without one of these. The numeric `3 to 5` is tried only in a
 * text with a `to`: at every digit it would read to the end of the token and back.
 */
const TRANSITION_HINT = /from|->|→|=>|⇒|从|由/u;
const NUMERIC_TRANSITION_HINT = /\d\S*\s+to\s+\d/u;

/** The `from A to B` transitions of a lower-case text, as state keys. */
export function transitionsIn(grammar: Grammar, text: string): Array<readonly [string, string]> {
  const transitions: Array<readonly [string, string]> = [];
  if (!TRANSITION_HINT.test(text) && !(text.includes("to") && NUMERIC_TRANSITION_HINT.test(text))) {
    return transitions;
  }
  for (const pattern of grammar.transitionPatterns) {
    for (const match of text.matchAll(pattern)) {
      const from = match[1];
      const to = match[2];
      if (from !== undefined && to !== undefined) {
        transitions.push([stateKey(from), stateKey(to)]);
      }
    }
  }
  return transitions;
}

/** The opposites of a state word (by state key); empty when it has none. */
export function oppositesOf(grammar: Grammar, key: string): ReadonlySet<string> {
  return grammar.opposites.get(key) ?? new Set();
}

/** How a claimed transition compares with a record's transitions. */
export function judgeTransition(
  claimed: readonly [string, string],
  recorded: ReadonlyArray<readonly [string, string]>,
): "supported" | "conflict" | "unknown" {
  for (const [from, to] of recorded) {
    if (from === claimed[0] && to === claimed[1]) {
      return "supported";
    }
  }
  for (const [from, to] of recorded) {
    if (from === claimed[1] && to === claimed[0]) {
      return "conflict";
    }
    if (from === claimed[0] || to === claimed[1]) {
      return "conflict";
    }
  }
  return "unknown";
}

/**
 * Chinese verbs joining a transition's two states that say no direction (`从 A 变为 B`): part
 * of the transition, as `to` is. 上升到, 下降到 and the like say which way it went.
 */
const NEUTRAL_JOINERS_HAN: ReadonlySet<string> = new Set([
  "变为",
  "变成",
  "转为",
  "转换为",
  "切换到",
  "切换为",
  "切到",
  "变更为",
  "改为",
]);

/** A transition a record gives a quoted name (`'order-service' changed state from`). */
const TRANSITION_OWNER =
  /'([^']{2,60})'\s+(?:changed state|changed|transitioned|went|moved)\s+from\b/u;

/** Whether a transition goes from an access line's client to its request or upstream. */
function isRequestRoute(record: RecordAnalysis, [from, to]: readonly [string, string]): boolean {
  if (!record.kindsOf(from).has("client")) {
    return false;
  }
  const kinds = record.kindsOf(to);
  return kinds.has("request") || kinds.has("upstream");
}

export function checkTransitions(check: ClaimCheck): void {
  for (const transition of check.claim.transitions) {
    let outcome: "supported" | "conflict" | "unknown" = "unknown";
    let decidingRecord: RecordAnalysis | null = null;
    for (const record of check.records) {
      // `a CONNECT from 127.0.0.1 to 8.8.8.8`: the way an access line's request went, from its
      // client to what it asked for, is no change of state.
      if (isRequestRoute(record, transition)) {
        outcome = "supported";
        decidingRecord = record;
        break;
      }
      const judged = judgeTransition(transition, record.transitions);
      if (judged === "supported") {
        outcome = "supported";
        decidingRecord = record;
        break;
      }
      if (judged === "conflict" && outcome === "unknown") {
        outcome = "conflict";
        decidingRecord = record;
      }
    }
    // The transition's states (words or numbers) and the words that join them.
    const units = check.claim.units.filter(
      (unit) =>
        ((unit.kind === "word" || unit.kind === "han" || unit.kind === "quantity") &&
          (stateKey(unit.text) === transition[0] || stateKey(unit.text) === transition[1])) ||
        unit.stem === "from" ||
        unit.text === "从" ||
        unit.text === "由" ||
        (unit.kind === "han" && NEUTRAL_JOINERS_HAN.has(unit.text)),
    );
    const first = units[0];
    if (outcome === "conflict" && decidingRecord !== null && first !== undefined) {
      check.conflict(
        first,
        "state_conflict",
        decidingRecord,
        `the claim says from ${transition[0]} to ${transition[1]}; the record states another transition`,
        "state",
      );
    } else if (outcome === "unknown" && first !== undefined) {
      const account = check.accounts[first.index];
      if (account?.outcome !== "conflict") {
        check.unsupported(
          first,
          "unit_unsupported",
          `no cited record states the transition from ${transition[0]} to ${transition[1]}`,
          "state",
        );
      }
    } else if (outcome === "supported" && decidingRecord !== null) {
      // `CircuitBreaker 'order-service' changed state from CLOSED to OPEN`: the transition is
      // the quoted name's; said without that name (`api-gateway changed state ...`) it is
      // someone else's.
      const owner = TRANSITION_OWNER.exec(decidingRecord.text)?.[1];
      if (owner !== undefined && !check.claim.text.includes(owner) && first !== undefined) {
        check.unsupported(
          first,
          "unit_unsupported",
          `${decidingRecord.label} states the transition of ${JSON.stringify(owner)}, which the claim does not name`,
          "state",
        );
        continue;
      }
      for (const unit of units) {
        if (check.accounts[unit.index]?.outcome !== "conflict") {
          check.supported(unit, decidingRecord, "part of a transition the record states", "state");
        }
      }
    }
  }
}
