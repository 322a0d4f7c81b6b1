/**
 * The accounting of one claim's units: for each unit of the claim, whether it is aligned to a
 * cited record of its subject (and which), framing, quoted, unsupported or in conflict, and why.
 * `accountUnits` accounts for words, identifiers, numbers and key=value pairs against the records
 * in each unit's scope; the fact modules (`facts/negation.ts`, `facts/state.ts`,
 * `facts/relation.ts`, `facts/role.ts`, `facts/remediation.ts`, `facts/source.ts`) then check
 * what spans several units (negations, transitions, comparisons, roles, remediation, sources)
 * through the same accounts. `claim-judge.ts` turns the accounts into a verdict with reasons.
 */
import {
  alignUnit,
  type ClaimEntity,
  claimEntities,
  framingReason,
  governingEntity,
  recordsInScope,
  unitsBeside,
} from "./alignment.js";
import type { ClaimAnalysis, ClaimUnit } from "./claim-analysis.js";
import { entityKindOf } from "./facts/identifier.js";
import {
  checkKeyValue,
  hanNameStems,
  hanNameWords,
  unitNamesValue,
  valueStates,
} from "./facts/key-value.js";
import { backendAnswered, kindsOfName, MOTION_WORDS, withPort } from "./facts/layout-kind.js";
import type { Polarity } from "./facts/negation.js";
import {
  bindQuantity,
  checkCountedAfter,
  checkQuantity,
  countsEvents,
} from "./facts/quantity-binding.js";
import { CATEGORY_CODES, forbiddenCategory } from "./facts/relation.js";
import { oppositesOf, stateKey } from "./facts/state.js";
import type { Grammar, LayoutKind } from "./grammar/grammar.js";
import { COMPLETION_WORDS, LAYOUT_KIND_VERBS, PARTIAL_OUTCOME } from "./grammar/vocabulary.js";
import type { RecordAnalysis, RecordValue } from "./record-analysis.js";
import type { RuleCode } from "./rule-codes.js";
import { compoundParts } from "./text/chinese.js";
import type { FactCheck, VerdictReason, VerifierClaimInput } from "./verification-contract.js";

/** How one unit is accounted for. */
export interface Account {
  outcome: FactCheck["outcome"];
  kind: FactCheck["kind"];
  record: RecordAnalysis | null;
  detail: string;
  /** The code of an unsupported or conflicting unit. */
  code: RuleCode | null;
}

export function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/** Observation before runbook, plain before suspect: the order records are tried in. */
export function preferenceOrder(records: readonly RecordAnalysis[]): RecordAnalysis[] {
  const rank = (record: RecordAnalysis): number =>
    (record.knowledge ? 2 : 0) + (record.suspect ? 1 : 0);
  return [...records].sort((left, right) => rank(left) - rank(right));
}

export function factKindOf(unit: ClaimUnit): FactCheck["kind"] {
  switch (unit.kind) {
    case "quantity":
      return "quantity";
    case "keyValue":
      return "key_value";
    case "identifier":
      return "identifier";
    case "negator":
      return "negation";
    default:
      return "word";
  }
}

/** The polarity of a claim unit's term in a record, or null when the record lacks it. */
export function polarityIn(
  grammar: Grammar,
  unit: ClaimUnit,
  record: RecordAnalysis,
): Polarity | null {
  if (unit.kind === "word") {
    const direct = record.polarityOf(unit.stem, unit.text);
    if (direct !== null || !record.han) {
      return direct;
    }
    // An English claim word on a Chinese record: the polarity of the terms that render it.
    let combined: Polarity | null = null;
    for (const term of grammar.glossaryByStem.get(unit.stem) ?? []) {
      const polarity = record.hanPolarityOf(term);
      if (polarity !== null) {
        combined ??= { affirmed: false, negated: false };
        combined.affirmed ||= polarity.affirmed;
        combined.negated ||= polarity.negated;
      }
    }
    return combined;
  }
  if (unit.kind === "han") {
    const direct = record.hanPolarityOf(unit.text);
    if (direct !== null) {
      return direct;
    }
    // The renderings the record writes as such decide (就绪 is "ready" where the record has
    // `readiness` only as a name; 连接 is `connect` negated and `connection` stated).
    const renderings = hanNameWords(grammar, unit.text);
    let exact: Polarity | null = null;
    for (const [, word] of renderings) {
      const polarity = record.wordPolarityOf(word);
      if (polarity !== null) {
        exact ??= { affirmed: false, negated: false };
        exact.affirmed ||= polarity.affirmed;
        exact.negated ||= polarity.negated;
      }
    }
    if (exact !== null) {
      return exact;
    }
    let combined: Polarity | null = null;
    for (const [stem] of renderings) {
      const polarity = record.polarityOf(stem);
      if (polarity !== null) {
        combined ??= { affirmed: false, negated: false };
        combined.affirmed ||= polarity.affirmed;
        combined.negated ||= polarity.negated;
      }
    }
    return combined;
  }
  return null;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
/** A negator in the text of a clause before a quote (`not that`, `does not prove`, `不一定是`). */
const NEGATED_BEFORE =
  /(?:\b(?:not|no|never|cannot|without|neither|nor)\b|n't\b|不|没|未|无|非)[^.;!?。；！？]*$/u;
const CLAUSE_START = /[.;!?。；！？,，:：]\s*[^.;!?。；！？,，:：]*$/u;

/**
 * Whether a record has a quoted passage as a whole: starting and ending at word boundaries
 * (`"waiting=3"` is no quote of `waiting=37`), and not under a negation its clause puts before
 * it (`"the database refuses connections"` is no quote of `not that the database refuses
 * connections`).
 */
function quotedWhole(text: string, passage: string): boolean {
  for (let at = text.indexOf(passage); at !== -1; at = text.indexOf(passage, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + passage.length] ?? "";
    const edgesWhole =
      !(WORD_CHARACTER.test(before) && WORD_CHARACTER.test(passage[0] ?? "")) &&
      !(WORD_CHARACTER.test(after) && WORD_CHARACTER.test(passage.at(-1) ?? "")) &&
      // `after 3` of `after 30000ms`, `62.5` of `62.5%`: a number is quoted with its unit.
      !(/\d$/u.test(passage) && /^[.\d%]/u.test(text.slice(at + passage.length)));
    if (!edgesWhole) {
      continue;
    }
    if (!negatedInClause(text, at)) {
      return true;
    }
  }
  return false;
}

/** Whether a negator stands before an offset of a text, in its clause (`..., not a gateway`). */
export function negatedInClause(text: string, at: number): boolean {
  const head = text.slice(Math.max(0, at - 200), at);
  const clause = CLAUSE_START.exec(head)?.[0] ?? head;
  return NEGATED_BEFORE.test(clause);
}

/** A plural English noun (`requests`, `connections`), not a word ending in `ss`. */
const PLURAL = /[^s]s$/u;

/** Words before a number that give it as when something happened. */
const WHEN_WORDS = new Set(["at", "on", "在", "于"]);
/** Words saying the figure after them holds for each of the things before (`均为 0 字节`). */
const SHARED_FIGURE_WORDS = new Set(["均", "都", "皆", "both"]);

/** Words that say a subject has an alert. */
export const ALERT_WORDS = new Set([
  "alert",
  "alerts",
  "alarm",
  "alarms",
  "alerting",
  "告警",
  "报警",
]);
/** Text of an alert record. */
/** A line logged at the warning level (`WARN`, `"tags":[...,"warning"]`). */
const WARNING_LINE = /\bwarn(?:ing)?\b/u;
const ALERT_RECORD = /\b(?:firing|pending|resolved|inactive)\b|告警|报警|alertname=/u;
/** Text of an alert that is firing or pending. */
/**
 * `Squid logged a 503` against `TCP_MISS/503`: a bare number bound to no key that the line's
 * layout makes its status is that status (said as a count or a size, the layout checks refuse
 * it).
 */
function layoutStatus(
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): { record: RecordAnalysis; text: string } | null {
  if (unit.quantity === null || unit.quantity.hasUnit) {
    return null;
  }
  const record = records.find((candidate) => candidate.kindsOf(unit.text).has("status"));
  return record === undefined ? null : { record, text: unit.text };
}

/**
 * `412 bytes` against an access line's bare response size 412: the line's layout says the
 * number counts bytes.
 */
function layoutSize(
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): { record: RecordAnalysis; text: string } | null {
  const quantity = unit.quantity;
  if (quantity === null || quantity.dimension !== "size") {
    return null;
  }
  const written = String(quantity.canonical);
  const record = records.find((candidate) => candidate.kindsOf(written).has("bytes"));
  return record === undefined ? null : { record, text: `${written} (the line's response size)` };
}

/**
 * `耗时 2043 毫秒` against Squid's bare elapsed milliseconds 2043: the layout says the number
 * counts milliseconds.
 */
function layoutElapsed(
  unit: ClaimUnit,
  records: readonly RecordAnalysis[],
): { record: RecordAnalysis; text: string } | null {
  const quantity = unit.quantity;
  if (quantity === null || quantity.dimension !== "duration" || quantity.ratio !== null) {
    return null;
  }
  // 2.043 s is 2042.9999999999998 ms in floating point.
  const written = String(Number(quantity.canonical.toPrecision(12)));
  const record = records.find((candidate) => candidate.kindsOf(written).has("elapsed"));
  return record === undefined ? null : { record, text: `${written} ms (the line's elapsed time)` };
}

/** Words saying where something came from, and the keys by which a record says it. */
const SOURCE_WORDS = new Set(["from", "来自", "来源"]);
/** The layout kind words that are verbs, and have a doer (see `doneByWhoTheLineSays`). */
const LAYOUT_VERBS: ReadonlySet<string> = new Set([
  ...LAYOUT_KIND_VERBS.en,
  ...LAYOUT_KIND_VERBS.zh,
]);
/** Words before the doer of an act named after it. */
const AGENT_MARKERS: ReadonlySet<string> = new Set(["by", "被", "由", "是"]);
/** A name that is an address or a host name: a doer the line may name as its client. */
const ADDRESS_LIKE = /^(?:\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?|[a-z][\w-]*(?:\.[\w-]+)+(?::\d+)?)$/u;
/** How far a number looks past framing for the kind noun it is (`an elapsed value of 114`). */
const NOUN_REACH = 4;
/** Words that only say a figure is a value (`an elapsed value of 114`, `elapsed 值为 114`). */
const VALUE_WORDS = new Set(["value", "值", "数值"]);
const SOURCE_KEYS = new Set(["rhost", "src", "source", "from", "remote", "client", "peer", "addr"]);

/** Verbs that say a method was called (by stem or Chinese word). */
const CALL_WORDS = new Set(["call", "invok", "调用", "被调用", "执行"]);
/** A method's name: lower camel case (`getRecentTasks`) or written with its parentheses. */
const METHOD_NAME = /^[a-z][a-z0-9]*[A-Z]\w*(?:\(\))?$|^\w+\(\)$/u;

const COMPLETION_HAN = new Set(COMPLETION_WORDS.zh);
/** English words that link a duration to what it times (`took 2310.447ms`). */
const DURATION_LINK_WORDS = new Set(["took", "takes", "lasted", "lasting"]);
/** A record's word for a completed action (not negated: `not completed` states none). */
const COMPLETED = new RegExp(
  `(?<!\\bnot\\s)(?<!\\bnever\\s)\\b(?:${COMPLETION_WORDS.recordEn.join("|")})\\b`,
  "u",
);

export const ACTIVE_ALERT = /\b(?:firing|pending)\b|触发|告警中|未恢复/u;
/** Words before an alert word that make it say the subject is alerting (`has an alert`). */
const ALERT_PREDICATES = new Set([
  "has",
  "have",
  "had",
  "raised",
  "fired",
  "出现",
  "处于",
  "产生",
  "有",
]);
const ARTICLES = new Set(["a", "an", "the"]);
/** Words that say an alert is over. */
const RESOLVED_WORDS = new Set([
  "resolved",
  "resolv",
  "恢复",
  "已恢复",
  "解除",
  "recovered",
  "recov",
]);

/** The server, whose answer an access line's status is (`服务器返回 200`). */
const SERVER_WORDS: ReadonlySet<string> = new Set(["server", "服务器", "服务端"]);

/** How often a word stands whole in a text (not inside a longer word or name). */
function wholeWordCount(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + word.length] ?? " ";
    if (!/[\p{L}\p{N}_]/u.test(before) && !/[\p{L}\p{N}_]/u.test(after)) {
      count += 1;
    }
  }
  return count;
}

/** One claim under judgement: its units, the records it cites, and how each unit is accounted for. */
export class ClaimCheck {
  readonly accounts: Array<Account | null>;
  readonly reasons: VerdictReason[] = [];
  readonly entities: readonly ClaimEntity[];
  /**
   * Units inside a quote a cited record has verbatim, or inside a fixed phrase that only says
   * what a recorded code means (`304 (Not Modified)`): none states a fact of the claim's own.
   */
  readonly quotedUnits = new Set<number>();
  /** The verbs attributing a valid quote to its record (`says`, `写道`): framing. */
  private readonly attributionUnits = new Set<number>();
  /** Units that name the key of a claimed number (`healthy 0/3`): names, not states. */
  readonly keyWords = new Set<number>();
  validQuote = false;
  /** The records holding the quote each quoted unit stands in, by the unit's index. */
  private readonly quoteRecords = new Map<number, readonly RecordAnalysis[]>();
  /** The key and name units each claimed number is bound to, by the number's index. */
  private readonly quantityKeys = new Map<number, readonly ClaimUnit[]>();
  /** The records in scope of each governing entity (by key; "" when the claim names none). */
  private readonly scopes = new Map<string, { records: RecordAnalysis[]; known: boolean }>();

  constructor(
    readonly grammar: Grammar,
    readonly claim: ClaimAnalysis,
    readonly records: readonly RecordAnalysis[],
    readonly kind: VerifierClaimInput["kind"],
  ) {
    this.accounts = claim.units.map(() => null);
    this.entities = claimEntities(grammar, claim, records);
  }

  /** The records a unit may rest on, preferred first, and whether its entity is known. */
  scopeOf(unit: ClaimUnit): { records: RecordAnalysis[]; known: boolean } {
    const entity = governingEntity(this.entities, unit);
    const key = entity?.key ?? "";
    let scope = this.scopes.get(key);
    if (scope === undefined) {
      const found = recordsInScope(this.records, entity);
      scope = { records: preferenceOrder(found.records), known: found.known };
      this.scopes.set(key, scope);
    }
    return scope;
  }

  /** The records that have verbatim the quote a unit stands in (empty when it is in none). */
  quoteRecordsOf(unit: ClaimUnit): readonly RecordAnalysis[] {
    return this.quoteRecords.get(unit.index) ?? [];
  }

  /** The key and name units a claimed number is bound to (empty when none). */
  keyWordsOf(unit: ClaimUnit): readonly ClaimUnit[] {
    return this.quantityKeys.get(unit.index) ?? [];
  }

  outOfScope(inScope: readonly RecordAnalysis[]): RecordAnalysis[] {
    if (inScope.length === this.records.length) {
      return [];
    }
    return preferenceOrder(this.records.filter((record) => !inScope.includes(record)));
  }

  set(unit: ClaimUnit, account: Account): void {
    this.accounts[unit.index] = account;
  }

  supported(
    unit: ClaimUnit,
    record: RecordAnalysis,
    detail: string,
    kind = factKindOf(unit),
  ): void {
    this.set(unit, { outcome: "supported", kind, record, detail, code: null });
  }

  unsupported(unit: ClaimUnit, code: RuleCode, detail: string, kind = factKindOf(unit)): void {
    this.set(unit, { outcome: "unsupported", kind, record: null, detail, code });
  }

  conflict(
    unit: ClaimUnit,
    code: RuleCode,
    record: RecordAnalysis,
    detail: string,
    kind = factKindOf(unit),
  ): void {
    this.set(unit, { outcome: "conflict", kind, record, detail, code });
  }

  /** Quotes attributed to their source (`logged: "..."`) that a cited record has verbatim. */
  resolveQuotes(): void {
    const units = this.claim.units;
    // Quotes come in text order: one pass over the units serves them all.
    let next = 0;
    const attribution: ClaimUnit[] = [];
    let marked = 0;
    for (const passage of this.claim.quotes) {
      for (; next < units.length && (units[next] as ClaimUnit).end <= passage.start; next++) {
        const unit = units[next] as ClaimUnit;
        if (
          (unit.kind === "word" && this.grammar.quoteAttributionStems.has(unit.stem)) ||
          (unit.kind === "han" && this.grammar.quoteAttributionHan.has(unit.text))
        ) {
          attribution.push(unit);
        }
      }
      const compact = passage.text.replace(/\s+/gu, " ");
      const holding = this.records.filter((record) => quotedWhole(record.text, compact));
      if (holding.length === 0 || attribution.length === 0) {
        continue;
      }
      this.validQuote = true;
      for (; marked < attribution.length; marked++) {
        this.attributionUnits.add((attribution[marked] as ClaimUnit).index);
      }
      for (let index = next; index < units.length; index++) {
        const unit = units[index] as ClaimUnit;
        if (unit.start >= passage.end) {
          break;
        }
        if (unit.start >= passage.start && unit.end <= passage.end) {
          this.quotedUnits.add(unit.index);
          this.quoteRecords.set(unit.index, holding);
        }
      }
    }
  }

  account(unit: ClaimUnit): void {
    if (unit.kind === "quantity") {
      this.accountQuantity(unit);
    } else if (unit.kind === "keyValue") {
      this.accountKeyValue(unit);
    } else if (unit.kind !== "negator") {
      // Negators are accounted for by checkNegations.
      this.accountWord(unit);
    }
  }

  accountQuantity(unit: ClaimUnit): void {
    const scope = this.scopeOf(unit);
    // `进程 4961` where the line opens `4961:signal-handler`: a name its layout gives, with the
    // kind noun beside it, is that name, not a figure bound to the words after it.
    if (unit.quantity !== null && !unit.quantity.hasUnit) {
      for (const near of this.nounsNear(unit)) {
        const kind = this.grammar.layoutKindNouns.get(near.kind === "han" ? near.text : near.stem);
        const record =
          kind === undefined
            ? undefined
            : scope.records.find((candidate) => candidate.kindsOf(unit.text).has(kind));
        if (kind !== undefined && record !== undefined && this.doneByWhoTheLineSays(near, record)) {
          // The kind noun is what the number is said of (`status 504` names its key).
          this.quantityKeys.set(unit.index, [near]);
          this.supported(unit, record, `the record's layout makes ${quote(unit.text)} a ${kind}`);
          return;
        }
      }
    }
    // `64901.554 的 GC`, `preclean at 64901.615`: a time stamp the line opens with (a JVM's
    // uptime, seconds since 1970), given as when, is the line's time and no key's figure.
    if (unit.quantity !== null && !unit.quantity.hasUnit && this.givenAsWhen(unit)) {
      const record = scope.records.find((candidate) =>
        candidate.kindsOf(unit.text).has("timestamp"),
      );
      if (record !== undefined) {
        this.supported(
          unit,
          record,
          `the record's layout makes ${quote(unit.text)} its time stamp`,
        );
        return;
      }
    }
    const binding = bindQuantity(this.grammar, this.claim, unit, scope.records);
    for (const keyUnit of binding.keyUnits) {
      // A word naming an explicit key (`healthy` of `healthy=0/3`) is a name, not a state; a
      // word that merely stands near a number in prose (`opened channel to 3`) still is one.
      const namesKey = scope.records.some((record) =>
        record.values.some(
          (value) => value.key !== null && unitNamesValue(this.grammar, keyUnit, value),
        ),
      );
      if (namesKey) {
        this.keyWords.add(keyUnit.index);
      }
    }
    this.quantityKeys.set(unit.index, [...binding.keyUnits, ...binding.nameUnits]);
    const countedAfter = checkCountedAfter(this.claim, unit, scope.records);
    if (countedAfter !== null) {
      this.unsupported(unit, "fact_unsupported", countedAfter);
      return;
    }
    const outcome = checkQuantity(this.grammar, this.claim, unit, scope.records, binding);
    const together =
      outcome.outcome === "unsupported"
        ? (this.statedTogether(unit, scope.records) ??
          layoutSize(unit, scope.records) ??
          layoutElapsed(unit, scope.records) ??
          (binding.keyUnits.length === 0 ? layoutStatus(unit, scope.records) : null))
        : null;
    if (outcome.outcome === "supported") {
      this.supported(unit, outcome.record, outcome.detail);
    } else if (together !== null) {
      this.supported(unit, together.record, `stated as ${JSON.stringify(together.text)}`);
    } else if (outcome.outcome === "conflict") {
      this.conflict(unit, "fact_conflict", outcome.record, outcome.detail);
    } else {
      const elsewhere = checkQuantity(
        this.grammar,
        this.claim,
        unit,
        this.outOfScope(scope.records),
      );
      if (elsewhere.outcome === "supported") {
        this.conflict(
          unit,
          "subject_conflict",
          elsewhere.record,
          `${elsewhere.detail}, in a record of another subject`,
        );
      } else {
        this.unsupported(unit, "fact_unsupported", outcome.detail);
      }
    }
  }

  /**
   * A number written together with its neighbour number as the record writes them (`6 > 3`,
   * `3910M->3643M`): the pair means what the record says, whatever words surround it.
   */
  statedTogether(
    unit: ClaimUnit,
    records: readonly RecordAnalysis[],
  ): { record: RecordAnalysis; text: string } | null {
    for (const step of [-1, 1]) {
      const neighbour = this.claim.units[unit.index + step];
      if (neighbour?.kind !== "quantity" || neighbour.clause !== unit.clause) {
        continue;
      }
      const start = Math.min(unit.start, neighbour.start);
      const end = Math.max(unit.end, neighbour.end);
      const text = this.claim.text.slice(start, end);
      if (end - start > unit.end - unit.start + (neighbour.end - neighbour.start) + 5) {
        continue;
      }
      const record = records.find((candidate) => candidate.text.includes(text));
      if (record !== undefined) {
        return { record, text };
      }
    }
    return null;
  }

  accountKeyValue(unit: ClaimUnit): void {
    // `timed-out requests: total=50`: a pool's total claimed as a count of timeouts.
    const countedAfter = checkCountedAfter(this.claim, unit, this.scopeOf(unit).records);
    if (countedAfter !== null) {
      this.unsupported(unit, "fact_unsupported", countedAfter);
      return;
    }
    const scope = this.scopeOf(unit);
    const outcome = checkKeyValue(this.grammar, unit, scope.records);
    if (outcome.outcome === "supported") {
      const counted = this.countedNoun(unit, outcome.record);
      if (counted !== null) {
        this.unsupported(
          unit,
          "fact_unsupported",
          `counts ${quote(counted.text)}, which ${quote(unit.key ?? "")} of the record does not count`,
        );
        return;
      }
      this.supported(unit, outcome.record, outcome.detail);
    } else if (outcome.outcome === "conflict") {
      this.conflict(unit, "fact_conflict", outcome.record, outcome.detail);
    } else {
      const elsewhere = checkKeyValue(this.grammar, unit, this.outOfScope(scope.records));
      if (elsewhere.outcome === "supported") {
        this.conflict(
          unit,
          "subject_conflict",
          elsewhere.record,
          `${elsewhere.detail}, in a record of another subject`,
        );
      } else {
        this.unsupported(unit, "fact_unsupported", outcome.detail);
      }
    }
  }

  /**
   * `total=50 requests timed out`: a plural noun right after a claimed count is what it counts;
   * the noun must name the record's value (`waiting=37 threads` is no count of threads), or
   * null when it does.
   */
  countedNoun(unit: ClaimUnit, record: RecordAnalysis): ClaimUnit | null {
    const next = this.claim.units[unit.index + 1];
    if (
      unit.quantity === null ||
      unit.quantity.dimension !== "count" ||
      next === undefined ||
      next.clause !== unit.clause ||
      next.kind !== "word" ||
      !PLURAL.test(next.text) ||
      framingReason(this.grammar, this.claim, next) !== null ||
      this.grammar.units.has(next.text) ||
      !countsEvents(this.claim, next)
    ) {
      return null;
    }
    const claimed = unit.quantity;
    const named = record.values.some(
      (value) =>
        value.key !== null &&
        valueStates(claimed, value, record) &&
        unitNamesValue(this.grammar, next, value),
    );
    return named ? null : next;
  }

  /** `提交完成` against `Committed`: a completion word and a record that states a completion. */
  accountCompletion(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (unit.kind !== "han" || !COMPLETION_HAN.has(unit.text)) {
      return false;
    }
    for (const record of records) {
      const stated = COMPLETED.exec(record.text);
      if (stated !== null && !record.knowledge && !PARTIAL_OUTCOME.test(record.text)) {
        this.supported(unit, record, `the record states a completion (${stated[0]})`);
        return true;
      }
    }
    return false;
  }

  /**
   * `调用 getRecentTasks`, `called attachApplication`: a call verb beside a method name the
   * record writes (lower camel case, or with parentheses) says only that the method ran.
   */
  accountMethodCall(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (!CALL_WORDS.has(unit.kind === "word" ? unit.stem : unit.text)) {
      return false;
    }
    for (const near of [-2, -1, 1, 2].map((step) => this.claim.units[unit.index + step])) {
      if (
        near === undefined ||
        near.clause !== unit.clause ||
        near.kind !== "identifier" ||
        !METHOD_NAME.test(near.cased)
      ) {
        continue;
      }
      const record = records.find((candidate) => candidate.hasIdentifier(near.text));
      if (record !== undefined) {
        this.supported(unit, record, `the call of ${quote(near.text)}, which the record names`);
        return true;
      }
    }
    return false;
  }

  /** `来自 X` where the record writes `rhost=X`: the key says X is where it came from. */
  accountSource(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (!SOURCE_WORDS.has(unit.text)) {
      return false;
    }
    for (const near of [1, 2].map((step) => this.claim.units[unit.index + step])) {
      if (near === undefined || near.clause !== unit.clause || near.kind !== "identifier") {
        continue;
      }
      const record = records.find((candidate) =>
        candidate.values.some(
          (value) => value.key !== null && SOURCE_KEYS.has(value.key) && value.value === near.text,
        ),
      );
      if (record !== undefined) {
        this.supported(unit, record, `the record's source key gives ${quote(near.text)}`);
        return true;
      }
      // An access line's client sent what the line records (`a GET from 127.0.0.1`).
      const client = records.find((candidate) => candidate.kindsOf(near.text).has("client"));
      if (client !== undefined) {
        this.supported(unit, client, `the line's layout gives ${quote(near.text)} as its client`);
        return true;
      }
    }
    return false;
  }

  /** `Pause Full took 2310.447ms`: `took` before a duration only links it to what it times. */
  accountDurationLink(unit: ClaimUnit): boolean {
    if (unit.kind !== "word" || !DURATION_LINK_WORDS.has(unit.text)) {
      return false;
    }
    const figure = this.claim.units
      .slice(unit.index + 1, unit.index + 3)
      .find((near) => near.clause === unit.clause && near.quantity !== null);
    if (figure?.quantity?.dimension !== "duration") {
      return false;
    }
    this.set(unit, {
      outcome: "framing",
      kind: "word",
      record: null,
      detail: "links the duration after it",
      code: null,
    });
    return true;
  }

  /** Whether a claim gives a number as when: first in its clause, or after at, on, 在 or 于. */
  private givenAsWhen(unit: ClaimUnit): boolean {
    const previous = this.claim.units[unit.index - 1];
    return (
      previous === undefined || previous.clause !== unit.clause || WHEN_WORDS.has(previous.text)
    );
  }

  /** `进程 8829` where the record writes `ftpd[8829]`: the kind its layout gives the name. */
  accountLayoutKind(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    // `Squid logged ...`, `CoreDNS answered ...`: the system whose layout the line is in.
    const written = records.find((record) => record.kindsOf(unit.text).has("system"));
    if (written !== undefined) {
      this.supported(unit, written, `the line is in ${unit.cased}'s layout`);
      return true;
    }
    const next = this.claim.units[unit.index + 1];
    // `user agent`: one noun, the agent's.
    const userAgent =
      unit.stem === "user" && next?.stem === "agent" && next.clause === unit.clause ? next : null;
    const kind =
      userAgent !== null
        ? "agent"
        : this.grammar.layoutKindNouns.get(unit.kind === "han" ? unit.text : unit.stem);
    if (kind === undefined) {
      return false;
    }
    for (const near of this.besideKindNoun(userAgent ?? unit)) {
      // A verb names only what comes after it (`forwarded to X`), never its doer.
      if (kind === "upstream" && LAYOUT_VERBS.has(unit.text) && near.index < unit.index) {
        continue;
      }
      // `响应 448 字节`: the number of a size written with its unit.
      const name =
        near.kind === "quantity" ? (/^\d+/u.exec(near.text)?.[0] ?? near.text) : near.text;
      for (const record of records) {
        // `主机 172.30.146.73:80`: a host named with its port.
        const kinds: ReadonlySet<LayoutKind> =
          kind === "host" ? kindsOfName(record, name) : record.kindsOf(name);
        if (
          // A user agent that is a browser.
          (kinds.has(kind) || (kind === "agent" && kinds.has("browser"))) &&
          this.doneByWhoTheLineSays(unit, record)
        ) {
          this.supported(unit, record, `the record's layout makes ${quote(name)} a ${kind}`);
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether a layout kind verb's doer is who the line says did it: no upstream (nor a word
   * naming one) before a request, status or forwarding verb in its clause, no address before a
   * request verb but the line's client, and no client after a forwarding verb (`172.17.0.6:8080
   * accessed /cart`, `Backend app/node16 returned 504` and `forwarded GET /cart to 172.17.0.1`
   * where 172.17.0.1 is the client are not what the line says). Nouns have no doer.
   */
  private doneByWhoTheLineSays(verb: ClaimUnit, record: RecordAnalysis): boolean {
    const kind = this.grammar.layoutKindNouns.get(verb.kind === "han" ? verb.text : verb.stem);
    // A status noun too is said of whoever stands before it (`上游 X 状态码 503`).
    if (!LAYOUT_VERBS.has(verb.text) && kind !== "status") {
      return true;
    }
    for (const near of this.claim.units) {
      if (near.clause !== verb.clause || near === verb || this.objectOfMotion(near)) {
        continue;
      }
      // `issued by X`, `被 X 访问`, `发起 ... 的是 X`: a doer written after the verb.
      const doer = near.index < verb.index || this.afterAgentMarker(near);
      const name = withPort(this.claim, near);
      if (near.kind === "identifier" || name !== near.text) {
        const kinds = kindsOfName(record, name);
        const client = kinds.has("client") || kinds.has("user");
        // `以 HIER_DIRECT 方式转发`: a hierarchy code says how, not who. Only HAProxy's backend
        // answered the status its line gives, and only when the request completed.
        const upstream =
          kinds.has("upstream") &&
          !name.startsWith("hier_") &&
          (kind !== "status" || !backendAnswered(record));
        if ((doer || kind === "request") && upstream) {
          return false;
        }
        if (doer && kind === "request" && ADDRESS_LIKE.test(name) && !client) {
          return false;
        }
        if (!doer && kind === "upstream" && client) {
          return false;
        }
      } else if (
        doer &&
        !LAYOUT_VERBS.has(near.text) &&
        this.grammar.layoutKindNouns.get(near.kind === "han" ? near.text : near.stem) ===
          "upstream" &&
        (kind !== "status" || !backendAnswered(record))
      ) {
        return false;
      }
    }
    return true;
  }

  /**
   * A name a request went to (`proxied to upstream X`, `转发给 X`): the object of a motion, no
   * doer of what else its clause says.
   */
  private objectOfMotion(unit: ClaimUnit): boolean {
    for (let index = unit.index - 1, seen = 0; index >= 0 && seen < 2; index--, seen++) {
      const previous = this.claim.units[index];
      if (previous === undefined || previous.clause !== unit.clause) {
        return false;
      }
      if (MOTION_WORDS.has(previous.text)) {
        return true;
      }
      // `to upstream X`: past the noun naming it.
      if (
        this.grammar.layoutKindNouns.get(
          previous.kind === "han" ? previous.text : previous.stem,
        ) !== "upstream"
      ) {
        return false;
      }
    }
    return false;
  }

  /** Whether a unit stands right after `by`, 被, 由 or 的是 (a doer named after its act). */
  private afterAgentMarker(unit: ClaimUnit): boolean {
    const previous = this.claim.units[unit.index - 1];
    return (
      previous !== undefined && previous.clause === unit.clause && AGENT_MARKERS.has(previous.text)
    );
  }

  /**
   * The nearest unit on each side of a number in its clause that is not framing (`an elapsed
   * value of 114`: elapsed).
   */
  private nounsNear(unit: ClaimUnit): ClaimUnit[] {
    const nouns: ClaimUnit[] = [];
    for (const step of [-1, 1]) {
      for (let index = unit.index + step, seen = 0; seen < NOUN_REACH; index += step, seen++) {
        const near = this.claim.units[index];
        if (near === undefined || near.clause !== unit.clause) {
          break;
        }
        if (
          seen === 0 ||
          (near.kind !== "word" && near.kind !== "han") ||
          (framingReason(this.grammar, this.claim, near) === null && !VALUE_WORDS.has(near.text))
        ) {
          nouns.push(near);
        }
        if (framingReason(this.grammar, this.claim, near) === null && !VALUE_WORDS.has(near.text)) {
          break;
        }
      }
    }
    return nouns;
  }

  /**
   * The units beside a kind noun, and past another kind noun beside it (`上游主机 172.30.146.73:80`:
   * 上游 names the address as 主机 does).
   */
  private besideKindNoun(unit: ClaimUnit): ClaimUnit[] {
    const beside = [...unitsBeside(this.grammar, this.claim, unit), ...this.nounsNear(unit)];
    for (const near of [...beside]) {
      if (this.grammar.layoutKindNouns.has(near.kind === "han" ? near.text : near.stem)) {
        const further = this.claim.units[near.index + (near.index > unit.index ? 1 : -1)];
        if (further !== undefined && further.clause === unit.clause) {
          beside.push(further);
        }
      }
    }
    return beside;
  }

  /**
   * `服务器返回 200`, `the server returned 404`: an access line's status is what the server that
   * wrote the line answered, so `server` right before the status verb and the line's status
   * says no more than the line.
   */
  accountAnsweringServer(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (!SERVER_WORDS.has(unit.kind === "word" ? unit.stem : unit.text)) {
      return false;
    }
    const verb = this.claim.units[unit.index + 1];
    const status = this.claim.units[unit.index + 2];
    if (
      verb === undefined ||
      status?.kind !== "quantity" ||
      status.clause !== unit.clause ||
      this.grammar.layoutKindNouns.get(verb.kind === "han" ? verb.text : verb.stem) !== "status"
    ) {
      return false;
    }
    const record = records.find((candidate) => candidate.kindsOf(status.text).has("status"));
    if (record === undefined) {
      return false;
    }
    this.supported(
      unit,
      record,
      `the server that wrote the line answered its status ${quote(status.text)}`,
    );
    return true;
  }

  /**
   * `发送和接收均为 0 字节` against `0 bytes sent, 0 bytes received`: a word saying a figure holds
   * for both is supported when one record states that figure at least twice.
   */
  accountSharedFigure(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (!SHARED_FIGURE_WORDS.has(unit.text)) {
      return false;
    }
    let figure: ClaimUnit | undefined;
    for (let index = unit.index + 1; index <= unit.index + 3; index++) {
      const near = this.claim.units[index];
      if (near === undefined || near.clause !== unit.clause) {
        break;
      }
      if (near.kind === "quantity" && near.quantity !== null) {
        figure = near;
        break;
      }
    }
    const claimed = figure?.quantity;
    if (claimed === undefined || claimed === null) {
      return false;
    }
    for (const record of records) {
      const stating = record.values.filter((value) => valueStates(claimed, value, record));
      if (stating.length >= 2) {
        this.supported(unit, record, `the record states ${quote(claimed.raw)} more than once`);
        return true;
      }
    }
    return false;
  }

  accountWord(unit: ClaimUnit): void {
    const scope = this.scopeOf(unit);
    if (
      ALERT_WORDS.has(unit.text) &&
      !scope.records.some((record) =>
        unit.kind === "han" ? record.hasHanTerm(unit.text) : record.hasStem(unit.stem),
      ) &&
      this.accountAlertWord(unit, scope.records)
    ) {
      return;
    }
    // Framing carries no fact, so it needs no record; matching first matters only for words
    // that are never framing (`after` is fine where the record says "after").
    const framingFirst = this.attributionUnits.has(unit.index)
      ? "attributes the quote to its record"
      : framingReason(this.grammar, this.claim, unit);
    if (framingFirst !== null) {
      this.set(unit, {
        outcome: "framing",
        kind: "word",
        record: null,
        detail: framingFirst,
        code: null,
      });
      return;
    }
    for (const record of scope.records) {
      const how = alignUnit(this.grammar, unit, record);
      if (how !== null) {
        if (this.onlyNamed(unit, record)) {
          continue;
        }
        if (
          !this.compoundStateConflict(unit, record) &&
          !this.namedStateConflict(unit, record) &&
          !this.leftStateConflict(unit, record)
        ) {
          this.supported(unit, record, how);
        }
        return;
      }
    }
    const framing = framingReason(this.grammar, this.claim, unit, true);
    if (framing !== null) {
      this.set(unit, {
        outcome: "framing",
        kind: "word",
        record: null,
        detail: framing,
        code: null,
      });
      return;
    }
    if (
      this.accountLayoutKind(unit, scope.records) ||
      this.accountAnsweringServer(unit, scope.records)
    ) {
      return;
    }
    if (
      this.accountCompletion(unit, scope.records) ||
      this.accountDurationLink(unit) ||
      this.accountMethodCall(unit, scope.records) ||
      this.accountSource(unit, scope.records)
    ) {
      return;
    }
    if (this.accountOpposite(unit, scope.records)) {
      return;
    }
    for (const record of this.outOfScope(scope.records)) {
      const how = alignUnit(this.grammar, unit, record);
      if (how !== null) {
        this.conflict(
          unit,
          "subject_conflict",
          record,
          `stated only by a record of another subject (${how})`,
        );
        return;
      }
    }
    if (unit.kind === "identifier") {
      const otherSubject = entityKindOf(this.grammar, unit.text) !== null && !scope.known;
      this.unsupported(
        unit,
        "fact_unsupported",
        otherSubject
          ? "no cited record names this entity"
          : "occurs in no cited record of this subject",
      );
      return;
    }
    if (this.accountSharedFigure(unit, scope.records)) {
      return;
    }
    const category = forbiddenCategory(this.grammar, unit);
    this.unsupported(
      unit,
      CATEGORY_CODES[category ?? "other"],
      category === null
        ? "in no cited record of this subject, and not framing"
        : `${category} wording the cited records do not state`,
    );
  }

  /**
   * A Chinese compound aligned as a whole (认证成功 as "authenticated") whose state part the
   * record contradicts (`authentication failure`): a conflict.
   */
  compoundStateConflict(unit: ClaimUnit, record: RecordAnalysis): boolean {
    if (unit.kind !== "han") {
      return false;
    }
    const parts = compoundParts(this.grammar, unit.text);
    if (parts.length < 2) {
      return false;
    }
    for (const part of parts) {
      const partUnit: ClaimUnit = { ...unit, text: part, stem: part };
      if (
        alignUnit(this.grammar, partUnit, record) === null &&
        this.accountOpposite(partUnit, [record])
      ) {
        this.accounts[unit.index] = { ...(this.accounts[unit.index] as Account), kind: "state" };
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a word that is never framing (an evaluation, a cause, a quantifier) occurs in the
   * record only inside names (`Normal` of `Pause Young (Normal)`, a key's name): it is not
   * stated there, so that record does not support it.
   */
  onlyNamed(unit: ClaimUnit, record: RecordAnalysis): boolean {
    if (forbiddenCategory(this.grammar, unit) === null) {
      return false;
    }
    // Naming a key (`重启 十二 次` for `restarts=12`) is what a key's name is for.
    if (
      record.values.some((value) => value.key !== null && unitNamesValue(this.grammar, unit, value))
    ) {
      return false;
    }
    // A word the record writes only as keys' whole values (`ok` of `payments-db=ok`, `Normal`
    // of `type=Normal`) states something of those keys: after one of them (framing between,
    // `payments-db is ok`, `from root`) it is stated; said of anything else (`orders-db is ok`
    // where `orders-db=failed`, `pod is normal`) it is not.
    // A user called root (`user=root`, `for root`) names no cause, so a causal word is stated
    // unless the claim gives it to another key.
    if (unit.kind === "word") {
      const valued = record.values.filter(
        (value) => value.key !== null && value.value.toLowerCase() === unit.text,
      );
      if (valued.length > 0) {
        const key = this.unitBefore(unit);
        const names = (value: RecordValue): boolean =>
          key !== null && (value.key === key.text || unitNamesValue(this.grammar, key, value));
        if (valued.some(names)) {
          return false;
        }
        if (record.values.some((value) => value.key !== null && names(value))) {
          return true;
        }
        if (
          forbiddenCategory(this.grammar, unit) !== "causal" &&
          wholeWordCount(record.text, unit.text) <= valued.length
        ) {
          return true;
        }
      }
    }
    const named = (polarity: Polarity | null): boolean =>
      polarity !== null && !polarity.affirmed && !polarity.negated;
    if (unit.kind === "word") {
      return named(record.polarityOf(unit.stem, unit.text));
    }
    if (unit.kind !== "han" || record.hasHanTerm(unit.text)) {
      return false;
    }
    const polarities = hanNameWords(this.grammar, unit.text)
      .map(([stem, word]) => record.polarityOf(stem, word))
      .filter((polarity) => polarity !== null);
    return polarities.length > 0 && polarities.every(named);
  }

  /** The first unit before this one in its clause that is not framing, or null. */
  unitBefore(unit: ClaimUnit): ClaimUnit | null {
    for (let index = unit.index - 1; index >= 0; index--) {
      const near = this.claim.units[index] as ClaimUnit;
      if (near.clause !== unit.clause) {
        return null;
      }
      if (
        (near.kind === "word" && this.grammar.framingStems.has(near.stem)) ||
        (near.kind === "han" && this.grammar.framingHan.has(near.text))
      ) {
        continue;
      }
      return near;
    }
    return null;
  }

  /**
   * A state word the record has only inside names (`resolved` against `geo-resolver`, a key's
   * name) while it states the opposite (`state=firing`): a conflict, not support.
   */
  namedStateConflict(unit: ClaimUnit, record: RecordAnalysis): boolean {
    if (unit.kind !== "word") {
      return false;
    }
    const polarity = record.polarityOf(unit.stem, unit.text);
    if (polarity === null || polarity.affirmed || polarity.negated) {
      return false;
    }
    return this.accountOpposite(unit, [record]);
  }

  /**
   * A state the record gives only as one that was left (`changed state from CLOSED to OPEN`)
   * stated as the state now (`is CLOSED`, `changed to CLOSED`, `已关闭`): a conflict. A claim
   * that states the same transition is checked by the transition rule instead.
   */
  leftStateConflict(unit: ClaimUnit, record: RecordAnalysis): boolean {
    if ((unit.kind !== "word" && unit.kind !== "han") || record.transitions.length === 0) {
      return false;
    }
    const keys =
      unit.kind === "word"
        ? [stateKey(unit.text)]
        : [unit.text, ...hanNameStems(this.grammar, unit.text)];
    if (this.claim.transitions.some(([from, to]) => keys.includes(from) || keys.includes(to))) {
      return false;
    }
    const left = record.transitions.find(([from, to]) => keys.includes(from) && !keys.includes(to));
    const stillStated = record.transitions.some(([, to]) => keys.includes(to));
    if (left === undefined || stillStated) {
      return false;
    }
    this.conflict(
      unit,
      "state_conflict",
      record,
      `the record says it changed from ${left[0]} to ${left[1]}`,
      "state",
    );
    return true;
  }

  /**
   * `alert`, `alerting`, `告警` frame a claim only beside an alert of its subject that is firing
   * or pending (`payment-service is alerting` where its alert is resolved, or has none, is a
   * statement). True when the word was accounted for here as not framing.
   */
  accountAlertWord(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    const alerts = records.filter((record) => ALERT_RECORD.test(record.text));
    if (alerts.length === 0) {
      // `Kibana 告警：...` of a line logged at WARN: 告警 is how Chinese names its level.
      // Only as the label of what the line says (`告警：`, `告警日志`), never `处于告警`.
      const label = /^\s*(?:[:：]|日志)/u.test(this.claim.text.slice(unit.end));
      const warning =
        unit.kind === "han" &&
        label &&
        records.find((record) => !record.knowledge && WARNING_LINE.test(record.text));
      if (warning) {
        this.supported(unit, warning, "the line's warning level");
        return true;
      }
      this.unsupported(unit, "unit_unsupported", "no cited record of this subject is an alert");
      return true;
    }
    // `the alert shows ...`, `告警显示 ...` name a source; `is alerting`, `has an alert`,
    // `出现告警`, `处于告警状态` say the subject is alerting now.
    const before = this.claim.units[unit.index - 1];
    const after = this.claim.units[unit.index + 1];
    const predicate =
      unit.text === "alerting" ||
      (before !== undefined && ALERT_PREDICATES.has(before.text)) ||
      (before !== undefined &&
        ARTICLES.has(before.text) &&
        ALERT_PREDICATES.has(this.claim.units[unit.index - 2]?.text ?? "")) ||
      after?.text === "状态" ||
      // `告警：PaymentProviderLatencyHigh ...`: a label presents what follows as an alert.
      /^\s*(?:日志)?\s*[:：]/u.test(this.claim.text.slice(unit.end));
    if (!predicate) {
      return false;
    }
    const saysResolved = this.claim.units.some(
      (other) =>
        RESOLVED_WORDS.has(other.text) ||
        RESOLVED_WORDS.has(other.stem) ||
        (other.kind === "keyValue" && RESOLVED_WORDS.has(other.value ?? "")),
    );
    const active = alerts.find((record) => ACTIVE_ALERT.test(record.text));
    if (active === undefined && !saysResolved) {
      this.conflict(
        unit,
        "state_conflict",
        alerts[0] as RecordAnalysis,
        "the cited alerts of this subject are resolved",
        "state",
      );
      return true;
    }
    return false;
  }

  /** A state word whose opposite the record states: a conflict. */
  accountOpposite(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (unit.kind !== "word" && unit.kind !== "han") {
      return false;
    }
    const opposites = oppositesOf(
      this.grammar,
      stateKey(unit.kind === "word" ? unit.text : unit.text),
    );
    if (opposites.size === 0) {
      return false;
    }
    for (const record of records) {
      // `allowed=9021 denied=77`: a record that writes the word as a key of its own too states
      // no opposite of it.
      // Not a name that has it inside (`geo-resolver`, `platformWoWEnable`).
      if (
        unit.kind === "word"
          ? new RegExp(`(?<![\\p{L}\\p{N}_-])${unit.text}\\s*=`, "u").test(record.text)
          : record.hasHanTerm(unit.text)
      ) {
        continue;
      }
      for (const opposite of opposites) {
        // 低于 is `lower than` or `below` whole, not any `than` (`older than 10 days`).
        const present = /\p{sc=Han}/u.test(opposite)
          ? record.hasHanTerm(opposite) ||
            alignUnit(
              this.grammar,
              { ...unit, kind: "han", text: opposite, stem: opposite },
              record,
            ) !== null
          : record.hasStem(opposite) ||
            (record.han &&
              (this.grammar.glossaryByStem.get(opposite) ?? []).some((term) =>
                record.hasHanTerm(term),
              ));
        if (present) {
          this.conflict(
            unit,
            "state_conflict",
            record,
            `the record states the opposite (${opposite})`,
            "state",
          );
          return true;
        }
      }
    }
    return false;
  }

  /** Accounts for every unit: quotes first, then each unit against the records in its scope. */
  accountUnits(): void {
    this.resolveQuotes();
    for (const unit of this.claim.units) {
      if (this.quotedUnits.has(unit.index)) {
        this.set(unit, {
          outcome: "quoted",
          kind: "quote",
          record: this.quoteRecordsOf(unit)[0] ?? null,
          detail: "inside a quote a cited record has verbatim",
          code: null,
        });
        continue;
      }
      this.account(unit);
    }
  }

  /** Adds a reason about the whole claim (a source rule, not a unit). */
  addReason(reason: VerdictReason): void {
    this.reasons.push(reason);
  }
}
