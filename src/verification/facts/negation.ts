/**
 * Negation: which words a negator reaches, in claims and in records alike, and whether a
 * claim's polarity agrees with its record's.
 *
 * An English `not`/`never`/`n't` reaches the next content word, `no`/`without`/`lacks` the next
 * two (`no connections waiting`); a preposition, a conjunction or a clause break ends the reach.
 * A Chinese negator (没有, 未, 无, 无法, 并未 ...) reaches the end of its clause: the verb it
 * negates may follow a prepositional phrase (无法在选举地址 ... 打开), so the whole clause is its
 * scope, and a negation is supported when the record negates any word of that scope. Numbers and
 * identifiers are never negated (`无法 ... 10.10.34.13:3888` does not negate the address).
 * `unavailable`, `unhealthy`, `unreachable` negate their stem.
 */

import {
  ACTIVE_ALERT,
  ALERT_WORDS,
  type ClaimCheck,
  polarityIn,
  quote,
} from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { type Grammar, wordStem } from "../grammar/grammar.js";
import { NEGATOR_LOOKALIKES, type NegatorReach } from "../grammar/vocabulary.js";
import type { RecordAnalysis } from "../record-analysis.js";
import { negatedKeyOutcome } from "./key-value.js";

/** Auxiliaries that form one negation with the `not` after them (`can not` is cannot). */
const NEGATED_AUXILIARIES = new Set(["can", "could", "will", "would", "do", "does", "did"]);

/** How an item of a text takes part in negation. */
export type ScopeRole =
  /** A word a negator can reach. */
  | "content"
  /** Framing, a number or an identifier: neither reached nor ending the reach. */
  | "skip"
  /** A preposition or conjunction: ends an English negator's reach. */
  | "stop"
  | "break";

export interface ScopeItem {
  readonly role: ScopeRole | "negator";
  readonly reach?: NegatorReach;
  /**
   * A word after which a negation holds over the rest of its clause (`not that the database
   * refuses connections`, `does not prove the pool is too small`).
   */
  readonly opensClause?: boolean;
  /** A conjunction: ends even a clause-wide English negation (`..., not that X but Y`). */
  readonly conjunction?: boolean;
}

/** A negator and the positions of the items it reaches. */
export interface NegationScope {
  readonly negator: number;
  readonly reached: readonly number[];
}

const REACH_COUNT: Readonly<Record<NegatorReach, number>> = {
  word: 1,
  phrase: 2,
  clause: Number.POSITIVE_INFINITY,
};

/** Words ending an English negator's reach. */
const REACH_STOPPERS = new Set(
  "in on at of to for from with by into over under after before since and but or while although though whereas yet than"
    .split(" ")
    .map(wordStem),
);

/** Words after a negator that carry its negation over the rest of the clause. */
const CLAUSE_OPENERS = new Set(
  "that prove proves mean means imply implies indicate indicates show shows suggest suggests necessarily confirm confirms"
    .split(" ")
    .map(wordStem),
);

/** Conjunctions that end a clause-wide negation. */
const CONJUNCTIONS = new Set(
  "and but or while although though whereas yet".split(" ").map(wordStem),
);

/** Whether a negation reaching this English word holds over the rest of its clause. */
export function opensNegatedClause(stem: string): boolean {
  return CLAUSE_OPENERS.has(stem);
}

/** Whether an English word joins two clauses (`and`, `but`). */
export function isConjunctionStem(stem: string): boolean {
  return CONJUNCTIONS.has(stem);
}

/** Stems whose `un` prefix negates them. */
const UN_NEGATABLE = new Set(
  "available healthy reachable responsive ready successful known resolved restricted authorized authenticated encrypted limited supported"
    .split(" ")
    .map(wordStem),
);
/** `insensitive`, `invalid`: words whose `in` negates them. */
const IN_NEGATABLE = new Set("sensitive complete correct accessible".split(" ").map(wordStem));

/** Whether an English word stops a negator's reach. */
export function isReachStopper(stem: string): boolean {
  return REACH_STOPPERS.has(stem);
}

/** `unavailable` -> the stem of `available`, `insensitive` -> `sensitive`; null for a word without a negating prefix. */
export function prefixNegatedStem(word: string): string | null {
  if (word.length < 5 || !(word.startsWith("un") || word.startsWith("in"))) {
    return null;
  }
  const base = wordStem(word.slice(2));
  return (word.startsWith("un") ? UN_NEGATABLE : IN_NEGATABLE).has(base) ? base : null;
}

/** The scopes of every negator of a sequence of items. */
export function negationScopes(items: readonly ScopeItem[]): NegationScope[] {
  const scopes: NegationScope[] = [];
  for (const [position, item] of items.entries()) {
    if (item.role !== "negator") {
      continue;
    }
    const reach = item.reach ?? "word";
    let remaining = REACH_COUNT[reach];
    let clauseWide = false;
    const reached: number[] = [];
    for (let next = position + 1; next < items.length && remaining > 0; next++) {
      const following = items[next];
      const role = following?.role;
      if (role === "break") {
        break;
      }
      if (reach !== "clause" && reached.length === 0 && following?.opensClause === true) {
        // `not that ...`, `does not prove ...`: the negation holds over the rest of the clause.
        clauseWide = true;
        remaining = Number.POSITIVE_INFINITY;
      }
      if (role === "stop") {
        if (clauseWide && following?.conjunction === true) {
          break;
        }
        if (reach === "clause" || clauseWide) {
          continue;
        }
        // A stopper ends the reach only once something has been reached (`no longer in use`).
        if (reached.length > 0) {
          break;
        }
        continue;
      }
      if (role === "content") {
        reached.push(next);
        remaining -= 1;
      }
    }
    scopes.push({ negator: position, reached });
  }
  return scopes;
}

/** Polarity of a term over all its occurrences in a record. */
export interface Polarity {
  affirmed: boolean;
  negated: boolean;
}

/** The negator reach of a word or Chinese term, or null when it negates nothing. */
export function negatorReach(grammar: Grammar, word: string): NegatorReach | null {
  return grammar.negators.get(word) ?? null;
}

const CHINESE_NEGATOR = new RegExp(
  `(?!${NEGATOR_LOOKALIKES.join("|")})(?:没有|并未|并无|无法|不能|未能|不可|未曾|没|未|无|不|非)`,
  "u",
);

/**
 * Whether the text of a record's clause before a Chinese term negates it: a Chinese negator
 * anywhere earlier in the same clause (the reach of a Chinese negator is its clause), or,
 * `tight`, right before the term. `after` is the text that follows (the term itself): it
 * decides whether a negator's characters form another word (不过 is "but", but 处理不过来
 * negates).
 */
export function chineseClauseNegates(clauseTextBefore: string, tight = false, after = ""): boolean {
  const text = clauseTextBefore + after.slice(0, 2);
  for (const match of text.matchAll(CHINESE_NEGATORS)) {
    const end = match.index + match[0].length;
    if (match.index >= clauseTextBefore.length) {
      return false;
    }
    if (!tight || /^\s?$/u.test(clauseTextBefore.slice(end))) {
      return true;
    }
  }
  return false;
}

const CHINESE_NEGATORS = new RegExp(CHINESE_NEGATOR.source, "gu");

/**
 * What a negation in a claim says against one record, given the polarity of each reached term
 * there, nearest the negator first. With `nearestDecides`, the nearest term the record states
 * decides (`had no timeout available` against `request timed out ... not available`: the
 * timeout is stated); otherwise any term the record negates supports it. `supported` when the
 * record negates it too, `conflict` when the record states it affirmed only, `unknown` when
 * the record states none of them.
 */
export function judgeNegatedTerms(
  polarities: readonly (Polarity | null)[],
  nearestDecides = true,
): "supported" | "conflict" | "unknown" {
  let affirmed = false;
  for (const polarity of polarities) {
    if (polarity === null || (!polarity.affirmed && !polarity.negated)) {
      continue;
    }
    if (nearestDecides) {
      return polarity.negated ? "supported" : "conflict";
    }
    if (polarity.negated) {
      return "supported";
    }
    affirmed = true;
  }
  return affirmed ? "conflict" : "unknown";
}

/** Negators that deny a thing is there at all (`the ... alert is absent`, `没有 ... 告警`). */
const EXISTENCE_NEGATORS = new Set(["absent", "missing", "gone", "no", "none", "没有", "无"]);

/**
 * The active alert record a claim denies the existence of (`The insufficient replicas alert is
 * absent` against `告警 副本数不足 firing`), or null. An alert word between the negator and what
 * it reaches is what is denied; a negated state (`not resolved`) is judged as a state.
 */
function deniedAlert(
  check: ClaimCheck,
  negator: ClaimUnit,
  reached: readonly ClaimUnit[],
  records: readonly RecordAnalysis[],
): RecordAnalysis | null {
  if (!EXISTENCE_NEGATORS.has(negator.text)) {
    return null;
  }
  const indexes = [negator.index, ...reached.map((unit) => unit.index)];
  const from = Math.min(...indexes);
  const to = Math.max(...indexes) + 1;
  const denied = check.claim.units
    .slice(from, to + 1)
    .some((unit) => unit.clause === negator.clause && ALERT_WORDS.has(unit.text));
  if (!denied) {
    return null;
  }
  return records.find((record) => !record.knowledge && ACTIVE_ALERT.test(record.text)) ?? null;
}

export function checkNegations(check: ClaimCheck): void {
  for (const scope of check.claim.negations) {
    const negator = check.claim.units[scope.negator];
    if (negator === undefined || check.quotedUnits.has(negator.index)) {
      continue;
    }
    const reached = scope.reached
      .map((index) => check.claim.units[index])
      .filter((unit): unit is ClaimUnit => unit !== undefined);
    const records = check.scopeOf(negator).records;
    if (reached.length === 0) {
      // A negator that reaches nothing is a word like any other (`pod stopped`).
      const record = records.find(
        (candidate) =>
          candidate.hasStem(wordStem(negator.text)) || candidate.hasHanTerm(negator.text),
      );
      if (record === undefined) {
        check.unsupported(
          negator,
          "negation_unsupported",
          "negates nothing the Verifier can check",
          "negation",
        );
      } else {
        check.supported(negator, record, "the same word", "negation");
      }
      continue;
    }
    // `非空闲连接为 0`: 非 glued to a noun with a figure after it names the complement (connections
    // not idle), a figure no record states; it does not deny the noun (idle=0 does not answer it).
    const glued = check.claim.units[negator.index + 1];
    if (
      negator.text === "非" &&
      glued !== undefined &&
      check.claim.text.slice(negator.end, glued.start).trim() === "" &&
      check.claim.units.some(
        (unit) =>
          unit.index > negator.index && unit.clause === negator.clause && unit.quantity !== null,
      )
    ) {
      check.unsupported(
        negator,
        "negation_unsupported",
        `非${glued.text} with a figure names what is not ${glued.text}, a figure no cited record states`,
        "negation",
      );
      continue;
    }
    const firing = deniedAlert(check, negator, reached, records);
    if (firing !== null) {
      check.conflict(
        negator,
        "negation_conflict",
        firing,
        "the claim denies an alert that the record has firing or pending",
        "negation",
      );
      continue;
    }
    const listed = deniedListMember(check, reached, records);
    if (listed !== null) {
      check.conflict(negator, "negation_conflict", listed.record, listed.detail, "negation");
      continue;
    }
    let conflict: { record: RecordAnalysis; detail: string } | null = null;
    let supported: { record: RecordAnalysis; detail: string } | null = null;
    // `没有为用户 root 打开会话`: a Chinese negator holds over its clause, and a zero (uid=0)
    // answers it only for the word it ends on (`没有等待线程` against waiting=0).
    const clauseReach = check.grammar.negators.get(negator.text) === "clause";
    for (const record of records) {
      for (const unit of clauseReach ? reached.slice(-1) : reached) {
        const keyed = negatedKeyOutcome(check.grammar, unit, record);
        if (keyed === null) {
          continue;
        }
        const stated = `${keyed.value.key}=${keyed.value.value}`;
        if (keyed.zero) {
          supported ??= { record, detail: `stated as ${stated}` };
        } else {
          conflict ??= {
            record,
            detail: `the claim negates ${quote(unit.text)}, but the record says ${stated}`,
          };
        }
      }
      if (supported !== null) {
        break;
      }
      const judged = judgeNegatedTerms(
        [...reached]
          .sort(
            (left, right) =>
              Math.abs(left.index - negator.index) - Math.abs(right.index - negator.index),
          )
          .map((unit) => polarityIn(check.grammar, unit, record)),
        // A Chinese negator reaches its clause, where the verb it negates may come last
        // (`无法在选举地址 ... 打开`); an English `no` negates the phrase it heads.
        check.grammar.negators.get(negator.text) !== "clause",
      );
      if (judged === "supported") {
        supported = { record, detail: "the record negates it too" };
        break;
      }
      // `无法确定...域名` against `unable to qualify my own domain name`: a Chinese clause
      // negation with a word the record lacks (确定) may negate just that word, so the
      // record's other words decide nothing either way.
      const unread =
        clauseReach &&
        reached.some(
          (unit) =>
            (unit.kind === "word" || unit.kind === "han") &&
            polarityIn(check.grammar, unit, record) === null,
        );
      if (judged === "conflict" && !unread) {
        conflict ??= {
          record,
          detail: `the claim negates ${reached.map((unit) => quote(unit.text)).join(" ")}, which the record states`,
        };
      }
    }
    if (supported !== null) {
      check.supported(negator, supported.record, supported.detail, "negation");
      // `can not` (cannot), `did not`: the auxiliary belongs to the negation.
      const auxiliary = check.claim.units[negator.index - 1];
      if (auxiliary !== undefined && NEGATED_AUXILIARIES.has(auxiliary.text)) {
        check.supported(auxiliary, supported.record, "part of the negation", "negation");
      }
      for (const unit of reached) {
        const account = check.accounts[unit.index];
        if (account?.outcome === "conflict" && account.code === "state_conflict") {
          check.supported(unit, supported.record, "negated, as the record negates it", "negation");
        }
      }
    } else if (conflict !== null) {
      check.conflict(negator, "negation_conflict", conflict.record, conflict.detail, "negation");
    } else {
      check.unsupported(
        negator,
        "negation_unsupported",
        `no cited record states ${reached.map((unit) => quote(unit.text)).join(" ")} either way`,
        "negation",
      );
    }
  }
}

/** What joins the members of a list (`idle and waiting`, `空闲和等待`, `idle、waiting`). */
const LIST_JOINER = /^\s*(?:and|or|nor|&|和|与|及|以及|或|或者|、)\s*$/u;

/**
 * `no idle and waiting connections`, `无空闲和等待线程` against `idle=0, waiting=37`: a negation
 * over a list denies every member, so one member the record gives a figure other than zero
 * refutes it, however well another member's zero answers it.
 */
function deniedListMember(
  check: ClaimCheck,
  reached: readonly ClaimUnit[],
  records: readonly RecordAnalysis[],
): { record: RecordAnalysis; detail: string } | null {
  const units = check.claim.units;
  const ordered = [...reached].sort((left, right) => left.index - right.index);
  const members = new Set<ClaimUnit>();
  // The members joined to what the negator reaches, and those further down its list: `no
  // idle and waiting`, `没有 idle、waiting 连接`.
  let last = ordered[0];
  for (let at = (last?.index ?? units.length) + 1; last !== undefined && at < units.length; ) {
    const next = units[at] as ClaimUnit;
    // `idle and waiting`: the joining word right after the member, in its clause.
    const joinerWord =
      LIST_JOINER.test(next.text) &&
      next.clause === last.clause &&
      check.claim.text.slice(last.end, next.start).trim() === ""
        ? units[at + 1]
        : undefined;
    const member =
      joinerWord ??
      (LIST_JOINER.test(check.claim.text.slice(last.end, next.start).replace(/\s+/gu, " "))
        ? next
        : undefined);
    // (A list's 、 may end a clause of the analysis; the joiner itself keeps the members one.)
    if (member === undefined || (member.kind !== "word" && member.kind !== "han")) {
      break;
    }
    members.add(last);
    members.add(member);
    last = member;
    at = member.index + 1;
  }
  if (members.size < 2) {
    return null;
  }
  for (const member of members) {
    for (const record of records) {
      const keyed = negatedKeyOutcome(check.grammar, member, record);
      if (keyed !== null && !keyed.zero) {
        return {
          record,
          detail: `the claim negates each of a list with ${quote(member.text)}, but the record says ${keyed.value.key}=${keyed.value.value}`,
        };
      }
    }
  }
  return null;
}

/** `可用 0`, `0 available`: a claim word next to a zero states it negated, as its record does. */
function nextToZero(check: ClaimCheck, unit: ClaimUnit): boolean {
  for (const step of [-1, 1, 2]) {
    const near = check.claim.units[unit.index + step];
    if (near === undefined || near.clause !== unit.clause) {
      continue;
    }
    if (near.quantity !== null && near.quantity.canonical === 0 && near.quantity.ratio === null) {
      return true;
    }
    if (step === 1 && !(near.kind === "han" && check.grammar.linkingHan.has(near.text))) {
      break;
    }
  }
  return false;
}

/** Words between two negators that still make them one double negation (`failed to not`). */
const DOUBLE_NEGATION_GAP = new Set(["to", "be", "been", "is", "was", "de"]);

/**
 * Two negations in a row (`does not not permit`, `无法不获取`, `没有未能`, `failed to not
 * acquire`, `did not skip`) cancel each other: whatever the record negates, the claim affirms
 * it, which the Verifier does not read as such. Unsupported.
 */
export function checkDoubleNegations(check: ClaimCheck): void {
  const negating = (unit: ClaimUnit | undefined): boolean =>
    unit !== undefined &&
    (unit.kind === "negator" ||
      ((unit.kind === "word" || unit.kind === "han") &&
        (FAILURE_WORDS.has(unit.text) || FAILURE_WORDS.has(unit.stem))));
  for (const unit of check.claim.units) {
    if (!negating(unit) || check.quotedUnits.has(unit.index)) {
      continue;
    }
    let next = check.claim.units[unit.index + 1];
    while (next !== undefined && DOUBLE_NEGATION_GAP.has(next.text)) {
      next = check.claim.units[next.index + 1];
    }
    if (next === undefined || next.clause !== unit.clause || !negating(next)) {
      continue;
    }
    // `chdir(pwd) 失败：No such file or directory`: a colon or a bracket between them makes two
    // statements, each negating its own.
    if (/[:：()（）[\]]/u.test(check.claim.text.slice(unit.end, next.start))) {
      continue;
    }
    // `failed to read` reads as `failed not read`: the record's own wording is no double.
    const span = check.claim.text.slice(unit.start, next.end).toLowerCase();
    if (check.records.some((record) => record.text.includes(span))) {
      continue;
    }
    check.unsupported(
      next,
      "negation_unsupported",
      `${quote(unit.text)} then ${quote(next.text)}: two negations, which no cited record states`,
      "negation",
    );
  }
  checkNestedNegations(check);
}

/**
 * `未出现 Connection is not available`, `没有 Unable to acquire`: a negator whose reach takes in
 * another negation negates what the record states negated, so the claim says the opposite of
 * the record's words. A conflict, unless the record has both negations itself.
 */
const BETWEEN_STATEMENTS = /[：:，,；;（()）、。.!?！？]/u;

function checkNestedNegations(check: ClaimCheck): void {
  for (const outer of check.claim.negations) {
    const outerUnit = check.claim.units[outer.negator] as ClaimUnit;
    if (check.quotedUnits.has(outer.negator)) {
      continue;
    }
    for (const inner of check.claim.negations) {
      const innerUnit = check.claim.units[inner.negator] as ClaimUnit;
      // `没有重叠（isOverlap:false）`, `无需 ...：... 未设置`: a negation after a bracket or a
      // stop is another statement's, or the original of a translation.
      if (
        inner.negator <= outer.negator + 1 ||
        innerUnit.clause !== outerUnit.clause ||
        !outer.reached.some((index) => inner.reached.includes(index)) ||
        BETWEEN_STATEMENTS.test(
          // `没有（Connection is not available）`: a bracket right after the negator holds
          // what it negates.
          check.claim.text.slice(outerUnit.end, innerUnit.start).replace(/^[\s（(“"「]+/u, ""),
        )
      ) {
        continue;
      }
      const span = check.claim.text.slice(outerUnit.start, innerUnit.end).toLowerCase();
      if (check.records.some((record) => record.text.includes(span))) {
        continue;
      }
      const record =
        check.accounts[inner.reached[0] ?? inner.negator]?.record ?? check.records[0] ?? null;
      if (record === null) {
        continue;
      }
      check.conflict(
        outerUnit,
        "negation_conflict",
        record,
        `negates ${quote(check.claim.text.slice(innerUnit.start, innerUnit.end))} ... which ${record.label} states`,
        "negation",
      );
      break;
    }
  }
}

/**
 * `PGOOD was asserted` against `PGOOD IS NOT ASSERTED ... Phy JTAG Reset is asserted`: what a
 * record negates of one subject is not affirmed of it because the record affirms it of another.
 */
export function checkNegatedOfSubject(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (
      account?.outcome !== "supported" ||
      record === null ||
      unit.kind !== "word" ||
      check.claim.negations.some((scope) => scope.reached.includes(unit.index))
    ) {
      continue;
    }
    for (let back = unit.index - 1; back >= 0 && back >= unit.index - 3; back--) {
      const subject = check.claim.units[back];
      if (subject === undefined || subject.clause !== unit.clause || subject.kind === "negator") {
        break;
      }
      const stem = subject.kind === "word" ? subject.stem : subject.text;
      if (record.negatesOf(stem, unit.stem)) {
        check.conflict(
          unit,
          "negation_conflict",
          record,
          `the record says ${quote(subject.text)} is not ${quote(unit.text)}`,
          "negation",
        );
        break;
      }
    }
  }
}

/** Negators that say at no time, not just not (`never idle`, 从未). */
const AT_NO_TIME = new Set(["never", "从未", "从不", "从来没有", "始终没有", "一直没有"]);

/**
 * `connections never idle` against one line's `idle=0`: a line says what held when it was
 * written, not at every time. A negator that says "at no time" needs a record that says so.
 */
export function checkAtNoTime(check: ClaimCheck): void {
  for (const unit of check.claim.units) {
    if (
      !AT_NO_TIME.has(unit.text) ||
      check.quotedUnits.has(unit.index) ||
      check.accounts[unit.index]?.outcome !== "supported"
    ) {
      continue;
    }
    if (check.records.some((record) => record.text.includes(unit.text))) {
      continue;
    }
    check.unsupported(
      unit,
      "quantifier_wording",
      `${quote(unit.text)} says at no time; the cited records say what held when they were written`,
      "negation",
    );
  }
}

/** Words that put what follows them in someone's hands (`got`, `with`, 有). */
const POSSESSION_WORDS = new Set([
  ..."got get gets has have had having with obtained holds holding for to".split(" "),
  ..."有 获得 获取 拿到 持有 为 得到".split(" "),
]);
const ARTICLES = new Set(["a", "an", "the"]);

/**
 * `got JDBC Connection` against `Unable to acquire JDBC Connection`, `OPEN for further calls`
 * against `does not permit further calls`: what a record's negated verb would have acted on,
 * claimed as had, with no negation or failure in the claim's clause, drops the negation.
 */
export function checkObjectsOfNegatedVerbs(check: ClaimCheck): void {
  const negatedClauses = new Set<number>();
  for (const scope of check.claim.negations) {
    const negator = check.claim.units[scope.negator];
    if (negator !== undefined) {
      negatedClauses.add(negator.clause);
    }
  }
  for (const unit of check.claim.units) {
    if (
      (unit.kind === "word" || unit.kind === "han") &&
      (FAILURE_WORDS.has(unit.text) || FAILURE_WORDS.has(unit.stem))
    ) {
      negatedClauses.add(unit.clause);
    }
  }
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    const record = account?.record ?? null;
    if (
      account?.outcome !== "supported" ||
      record === null ||
      record.knowledge ||
      negatedClauses.has(unit.clause) ||
      (unit.kind !== "word" && unit.kind !== "identifier") ||
      !record.objectOfNegatedVerb(unit.kind === "word" ? unit.stem : unit.text)
    ) {
      continue;
    }
    let before = check.claim.units[unit.index - 1];
    while (before !== undefined && ARTICLES.has(before.text)) {
      before = check.claim.units[before.index - 1];
    }
    if (
      before === undefined ||
      before.clause !== unit.clause ||
      !POSSESSION_WORDS.has(before.text)
    ) {
      continue;
    }
    check.conflict(
      unit,
      "negation_conflict",
      record,
      `the record names ${quote(unit.text)} as what its negated verb would act on; the claim states it after ${quote(before.text)} with no negation`,
      "negation",
    );
  }
}

/** Words saying that what came before them in the clause failed (`读取消息前缀失败`). */
const FAILURE_WORDS = new Set(["失败", "fail", "failed", "fails", "failure"]);

/**
 * The last failure word of each clause. `读取消息前缀失败` ("reading the prefix failed") states
 * the failure of 读取 as the record's `failed to read` does: a unit before it drops no negation.
 */
function lastFailures(check: ClaimCheck): Map<number, number> {
  const last = new Map<number, number>();
  for (const unit of check.claim.units) {
    if (FAILURE_WORDS.has(unit.text)) {
      last.set(unit.clause, unit.index);
    }
  }
  return last;
}

/** Prefixes that negate a word in a record (`unknown`, `nonexistent`): its base is negated. */
const NEGATING_PREFIXES = ["un", "non", "non-", "in", "dis"];

/**
 * Whether a text writes the word right after a negating prefix (`unknown` for `known`). One
 * search for the word, and a look at what precedes each occurrence, rather than one search of
 * the whole text per prefix.
 */
function writtenWithNegatingPrefix(text: string, word: string): boolean {
  if (word === "") {
    return NEGATING_PREFIXES.some((prefix) => text.includes(prefix));
  }
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const start = at;
    if (
      NEGATING_PREFIXES.some(
        (prefix) => start >= prefix.length && text.startsWith(prefix, start - prefix.length),
      )
    ) {
      return true;
    }
  }
  return false;
}

/** A predicate the claim states where its record states it only negated. */
/** `shouldBlockLocation 结果为 false`: a claim that gives the flag its value false states it so. */
function falseAfter(check: ClaimCheck, unit: ClaimUnit): boolean {
  for (let index = unit.index + 1; index <= unit.index + 3; index++) {
    const next = check.claim.units[index];
    if (next === undefined || next.clause !== unit.clause) {
      return false;
    }
    if (next.text === "false" || next.text === "off") {
      return true;
    }
  }
  return false;
}

/** `拓扑没有变化`: a Chinese subject the negator after it says has no change is not affirmed. */
function negatedAfter(check: ClaimCheck, unit: ClaimUnit): boolean {
  if (unit.kind !== "han") {
    return false;
  }
  for (let index = unit.index + 1; index <= unit.index + 2; index++) {
    const next = check.claim.units[index];
    if (next === undefined || next.clause !== unit.clause) {
      return false;
    }
    if (next.kind === "negator") {
      return true;
    }
  }
  return false;
}

/**
 * `拒绝加入集群` for `refused to join the cluster`, `refused to join` itself: a verb right after
 * a word of refusal is what was not done, as the record's `refused to` reads.
 */
function refusedBefore(check: ClaimCheck, unit: ClaimUnit): boolean {
  const previous = check.claim.units[unit.index - 1];
  const beforeThat = check.claim.units[unit.index - 2];
  return (
    (previous !== undefined && previous.clause === unit.clause && REFUSALS.has(previous.text)) ||
    (previous?.text === "to" && beforeThat !== undefined && REFUSALS.has(beforeThat.text))
  );
}

const REFUSALS: ReadonlySet<string> = new Set([
  ..."拒绝 拒不 不肯 refused refuses refusing declined declines declining".split(" "),
]);

export function checkDroppedNegations(check: ClaimCheck): void {
  const reached = new Set<number>();
  for (const scope of check.claim.negations) {
    reached.add(scope.negator);
    for (const index of scope.reached) {
      reached.add(index);
    }
  }
  const failures = lastFailures(check);
  for (const unit of check.claim.units) {
    const account = check.accounts[unit.index];
    if (
      reached.has(unit.index) ||
      refusedBefore(check, unit) ||
      negatedAfter(check, unit) ||
      falseAfter(check, unit) ||
      check.keyWords.has(unit.index) ||
      nextToZero(check, unit) ||
      (failures.get(unit.clause) ?? -1) > unit.index ||
      account?.outcome !== "supported" ||
      account.record === null
    ) {
      continue;
    }
    // English: the predicates whose negation a record fixes. Chinese: any word a negator
    // stands right before in the record (`令牌校验未通过`). A runbook is advice in prose: any
    // word it states only under a negation (`do not raise`, `not that the database refuses`,
    // `不要直接调大`) is dropped when the claim states it.
    const knowledge = account.record.knowledge;
    const checked =
      (unit.kind === "word" &&
        (check.grammar.polarPredicates.has(unit.stem) ||
          (knowledge && !check.grammar.framingStems.has(unit.stem)) ||
          // `No configuration change required`: the word a negator stands right before.
          (!check.grammar.framingStems.has(unit.stem) &&
            account.record.tightlyNegated(unit.stem)) ||
          writtenWithNegatingPrefix(account.record.text, unit.text))) ||
      (unit.kind === "han" && !check.grammar.framingHan.has(unit.text));
    if (!checked) {
      continue;
    }
    const polarity =
      unit.kind === "han" && account.record.han
        ? account.record.hanPolarityOf(unit.text, !knowledge)
        : polarityIn(check.grammar, unit, account.record);
    if (polarity?.negated && !polarity.affirmed) {
      check.conflict(
        unit,
        "negation_conflict",
        account.record,
        `the record states it only negated; the claim drops the negation`,
        "negation",
      );
    }
  }
}
