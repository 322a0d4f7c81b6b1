/**
 * A claim, split into the units the Verifier accounts for one by one: words (English, stemmed),
 * Chinese words (segmented with the grammar's lexicon and `Intl.Segmenter`), identifiers,
 * `key=value` pairs, quantities (digits with units, ratios, English and Chinese number words)
 * and negators, each with its clause. Also: which units each negator reaches, which units a
 * hedge covers, whether the claim attributes itself to a runbook, its transitions, and its
 * quoted passages.
 *
 * Pure; memoized per grammar by claim text, since a turn often repeats a claim's wording.
 */

import {
  isConjunctionStem,
  isReachStopper,
  type NegationScope,
  negationScopes,
  opensNegatedClause,
  type ScopeItem,
} from "./facts/negation.js";
import {
  countQuantity,
  englishNumberAt,
  keySuffixUnit,
  parseQuantity,
  type Quantity,
  ratioOf,
  scaled,
  withUnit,
} from "./facts/quantity.js";
import { transitionsIn } from "./facts/state.js";
import { type Grammar, hasHan, negatorReachBefore, wordStem } from "./grammar/grammar.js";
import type { NegatorReach } from "./grammar/vocabulary.js";
import {
  CHINESE_MULTIPLIERS,
  ENGLISH_MULTIPLIERS,
  ENGLISH_NUMBER_WORDS,
} from "./grammar/vocabulary.js";
import { chineseNumeralValue, segmentChinese } from "./text/chinese.js";
import { normalizeText } from "./text/normalize.js";
import { RecentCache } from "./text/recent-cache.js";
import { tokenize } from "./text/tokenize.js";

export type UnitKind = "word" | "han" | "identifier" | "keyValue" | "quantity" | "negator";

export interface ClaimUnit {
  readonly index: number;
  readonly kind: UnitKind;
  /** Lower-case, as written (a quantity's raw text). */
  readonly text: string;
  readonly cased: string;
  readonly start: number;
  readonly end: number;
  readonly clause: number;
  /** English words: the stem; Chinese words and everything else: the text. */
  readonly stem: string;
  readonly quantity: Quantity | null;
  readonly key: string | null;
  readonly value: string | null;
  readonly reach: NegatorReach | null;
}

export interface ClaimAnalysis {
  /** Normalized, lower-case. */
  readonly text: string;
  readonly units: readonly ClaimUnit[];
  /** Negators (by unit index) and the units they reach. */
  readonly negations: readonly NegationScope[];
  /** Units inside a hedge phrase (`it appears that`). */
  readonly hedged: ReadonlySet<number>;
  /** Whether the claim attributes what it says to a runbook. */
  readonly runbookAttributed: boolean;
  readonly transitions: ReadonlyArray<readonly [string, string]>;
  /** Quoted passages (lower-case, trimmed) with their offsets. */
  readonly quotes: ReadonlyArray<{
    readonly start: number;
    readonly end: number;
    readonly text: string;
  }>;
}

interface DraftUnit {
  kind: UnitKind;
  text: string;
  cased: string;
  start: number;
  end: number;
  clause: number;
  quantity: Quantity | null;
  key: string | null;
  value: string | null;
  reach: NegatorReach | null;
}

const QUOTED = /["'「『]([^"'」』]{6,}?)["'」』]/gu;
/** No quote can be found without one of these. */
const QUOTE_OPENING = /["'「『]/u;

function draft(
  kind: UnitKind,
  text: string,
  start: number,
  clause: number,
  extra: Partial<DraftUnit> = {},
): DraftUnit {
  return {
    kind,
    text: text.toLowerCase(),
    cased: text,
    start,
    end: start + text.length,
    clause,
    quantity: null,
    key: null,
    value: null,
    reach: null,
    ...extra,
  };
}

function chineseUnits(grammar: Grammar, run: string, start: number, clause: number): DraftUnit[] {
  const units: DraftUnit[] = [];
  for (const piece of segmentChinese(grammar, run)) {
    const at = start + piece.offset;
    if (piece.number !== null) {
      const percent = piece.text.startsWith("百分之");
      const quantity: Quantity = percent
        ? {
            raw: piece.text,
            dimension: "percent",
            canonical: piece.number,
            ratio: null,
            hasUnit: true,
          }
        : countQuantity(piece.text, piece.number);
      units.push(draft("quantity", piece.text, at, clause, { quantity }));
      continue;
    }
    const reach = grammar.negators.get(piece.text);
    if (reach !== undefined) {
      units.push(draft("negator", piece.text, at, clause, { reach }));
      continue;
    }
    units.push(draft("han", piece.text, at, clause));
  }
  return units;
}

function initialUnits(grammar: Grammar, text: string): DraftUnit[] {
  const units: DraftUnit[] = [];
  const tokens = tokenize(text);
  for (const [position, token] of tokens.entries()) {
    switch (token.kind) {
      case "break":
        break;
      case "han":
        units.push(...chineseUnits(grammar, token.cased, token.start, token.clause));
        break;
      case "word": {
        const reach = negatorReachBefore(grammar, token.text, tokens[position + 1]?.text);
        units.push(
          reach === undefined
            ? draft("word", token.cased, token.start, token.clause)
            : draft("negator", token.cased, token.start, token.clause, { reach }),
        );
        break;
      }
      case "number": {
        const quantity = parseQuantity(grammar, token.cased);
        units.push(
          quantity === null
            ? draft("identifier", token.cased, token.start, token.clause)
            : draft("quantity", token.cased, token.start, token.clause, { quantity }),
        );
        break;
      }
      case "identifier":
        units.push(draft("identifier", token.cased, token.start, token.clause));
        break;
      case "keyValue": {
        const key = token.key ?? "";
        const value = token.value ?? "";
        const casedValue = token.cased.slice(token.cased.indexOf("=") + 1);
        // `total=二十`: a Chinese numeral is a count like any other.
        const numeral = chineseNumeralValue(value);
        units.push(
          draft("keyValue", token.cased, token.start, token.clause, {
            key,
            value,
            quantity:
              parseQuantity(grammar, casedValue, keySuffixUnit(grammar, key)) ??
              (numeral === null ? null : countQuantity(value, numeral)),
          }),
        );
        break;
      }
    }
  }
  return units;
}

function merged(first: DraftUnit, last: DraftUnit, quantity: Quantity, text: string): DraftUnit {
  return { ...first, kind: "quantity", text, cased: text, end: last.end, quantity };
}

/** Whether a word can start an English number (`thirty`, `twenty-seven`, `a hundred`). */
function mayStartNumber(word: string): boolean {
  if (word === "a" || word === "an" || NUMBER_WORDS.has(word)) {
    return true;
  }
  const hyphen = word.indexOf("-");
  return hyphen > 0 && NUMBER_WORDS.has(word.slice(0, hyphen));
}

const NUMBER_WORDS: ReadonlySet<string> = new Set(ENGLISH_NUMBER_WORDS.keys());

/** Joins English number words into quantities (`thirty-seven`, `a hundred`). */
function joinNumberWords(units: DraftUnit[]): DraftUnit[] {
  const result: DraftUnit[] = [];
  for (let index = 0; index < units.length; index++) {
    const unit = units[index] as DraftUnit;
    if ((unit.kind === "word" || unit.kind === "identifier") && mayStartNumber(unit.text)) {
      const words: string[] = [];
      for (let next = index; next < units.length && next < index + 8; next++) {
        const candidate = units[next] as DraftUnit;
        if (
          (candidate.kind !== "word" && candidate.kind !== "identifier") ||
          candidate.clause !== unit.clause
        ) {
          break;
        }
        words.push(candidate.text);
      }
      const number = englishNumberAt(words, 0);
      if (number !== null) {
        const last = units[index + number.length - 1] as DraftUnit;
        const text = words.slice(0, number.length).join(" ");
        result.push(merged(unit, last, countQuantity(text, number.value), text));
        index += number.length - 1;
        continue;
      }
    }
    result.push(unit);
  }
  return result;
}

/** Joins a number with the unit, multiplier or ratio that follows it. */
function joinQuantityParts(grammar: Grammar, units: DraftUnit[]): DraftUnit[] {
  const result: DraftUnit[] = [];
  for (const unit of units) {
    const previous = result.at(-1);
    const quantity = previous?.quantity ?? null;
    // `duration=660 s`, `timeout=2 秒`: the unit after a pair's bare number is its unit.
    if (
      previous !== undefined &&
      previous.kind === "keyValue" &&
      quantity !== null &&
      previous.clause === unit.clause &&
      (unit.kind === "word" || unit.kind === "han" || unit.kind === "identifier") &&
      grammar.units.has(unit.text)
    ) {
      const converted = withUnit(grammar, quantity, unit.text);
      if (converted !== null) {
        result[result.length - 1] = { ...previous, end: unit.end, quantity: converted };
        continue;
      }
    }
    if (
      previous !== undefined &&
      previous.kind === "quantity" &&
      quantity !== null &&
      previous.clause === unit.clause
    ) {
      // `1.5 million`, `3 thousand`.
      const englishMultiplier =
        unit.kind === "word" ? ENGLISH_MULTIPLIERS.get(unit.text) : undefined;
      if (
        englishMultiplier !== undefined &&
        quantity.dimension === "count" &&
        quantity.ratio === null
      ) {
        result[result.length - 1] = merged(
          previous,
          unit,
          scaled(quantity, englishMultiplier, ` ${unit.text}`),
          `${previous.text} ${unit.text}`,
        );
        continue;
      }
      // `30 s`, `30 seconds`, `30 秒`, `91 percent`, `2 GiB`.
      if (
        (unit.kind === "word" || unit.kind === "han" || unit.kind === "identifier") &&
        grammar.units.has(unit.text)
      ) {
        const converted = withUnit(grammar, quantity, unit.text);
        if (converted !== null) {
          result[result.length - 1] = merged(
            previous,
            unit,
            converted,
            `${previous.text} ${unit.text}`,
          );
          continue;
        }
      }
      // `1.5万`, `3 thousand`.
      const multiplier =
        unit.kind === "quantity" &&
        [...unit.text].every((character) => CHINESE_MULTIPLIERS.has(character))
          ? (unit.quantity?.canonical ?? null)
          : null;
      if (multiplier !== null && unit.start === previous.end && quantity.dimension === "count") {
        result[result.length - 1] = merged(
          previous,
          unit,
          scaled(quantity, multiplier, unit.text),
          `${previous.text}${unit.text}`,
        );
        continue;
      }
    }
    result.push(unit);
  }
  // `20 of 20`, `20 out of 20`.
  const withRatios: DraftUnit[] = [];
  for (let index = 0; index < result.length; index++) {
    const unit = result[index] as DraftUnit;
    const of = result[index + 1];
    const outOf = of?.text === "out" ? result[index + 2] : undefined;
    const separator = outOf?.text === "of" ? outOf : of?.text === "of" ? of : undefined;
    const denominatorIndex = separator === undefined ? -1 : index + (separator === of ? 2 : 3);
    const denominator = result[denominatorIndex];
    if (
      unit.kind === "quantity" &&
      unit.quantity !== null &&
      separator !== undefined &&
      denominator?.kind === "quantity" &&
      denominator.quantity !== null &&
      denominator.clause === unit.clause &&
      // `(1496141561) of 4961`: a part is never more than its whole.
      unit.quantity.canonical <= denominator.quantity.canonical
    ) {
      const text = `${unit.text} of ${denominator.text}`;
      const ratio = ratioOf(unit.quantity, denominator.quantity, text);
      if (ratio !== null) {
        withRatios.push(merged(unit, denominator, ratio, text));
        index = denominatorIndex;
        continue;
      }
    }
    withRatios.push(unit);
  }
  return withRatios;
}

/** The scope item of a unit (never a break: breaks stand between clauses). */
function scopeItemOf(grammar: Grammar, unit: ClaimUnit): ScopeItem {
  switch (unit.kind) {
    case "negator":
      return { role: "negator", reach: unit.reach ?? "word" };
    case "word":
      return {
        role: isReachStopper(unit.stem)
          ? "stop"
          : grammar.framingStems.has(unit.stem)
            ? "skip"
            : "content",
        opensClause: opensNegatedClause(unit.stem),
        conjunction: isConjunctionStem(unit.stem),
      };
    case "han":
      return {
        role:
          grammar.framingHan.has(unit.text) || grammar.classifiers.has(unit.text)
            ? "skip"
            : "content",
      };
    case "identifier":
      return { role: /\p{N}/u.test(unit.text) ? "skip" : "content" };
    default:
      return { role: "skip" };
  }
}

/**
 * A colon before a space, a bracket or a dash between two units: what a record reads as a soft
 * break (the colon of `C:\\Windows` is none).
 */
const SOFT_BREAK = /:(?:\s|$)|[：()（）[\]{}<>]|\s[-–—]+\s/u;

/** Negation scopes over units; `absent`/`missing` negate the two content units before them. */
function negationsOf(grammar: Grammar, units: readonly ClaimUnit[], text: string): NegationScope[] {
  const items: ScopeItem[] = [];
  const unitOfItem: number[] = [];
  for (const unit of units) {
    const previous = units[unit.index - 1];
    // A colon, a bracket or a dash ends a negator's reach as it does in records (`chdir(pwd)
    // 失败：No such file or directory`: 失败 does not reach the record's own `No`).
    // A bracket opening right after a Chinese negator holds what it negates (`没有（Connection is
    // not available）`); after `none` it holds something else (`Modules: none (initandlisten)`).
    const between = previous === undefined ? "" : text.slice(previous.end, unit.start);
    if (
      previous !== undefined &&
      (previous.clause !== unit.clause ||
        (SOFT_BREAK.test(between) &&
          !(
            previous.kind === "negator" &&
            hasHan(previous.text) &&
            /^\s*[(（[]\s*$/u.test(between)
          )))
    ) {
      items.push({ role: "break" });
      unitOfItem.push(-1);
    }
    items.push(scopeItemOf(grammar, unit));
    unitOfItem.push(unit.index);
  }
  const scopes = negationScopes(items).map((scope) => ({
    negator: unitOfItem[scope.negator] ?? -1,
    reached: scope.reached.map((item) => unitOfItem[item] ?? -1),
  }));
  for (const unit of units) {
    if (
      (unit.kind === "word" || unit.kind === "negator") &&
      grammar.postposedNegators.has(unit.text)
    ) {
      // `skipped connection leak detection`: a negator that also reaches forward does so when
      // something follows it; `Fill pool skipped` reaches back.
      const forward = scopes.findIndex((scope) => scope.negator === unit.index);
      if (forward !== -1) {
        if ((scopes[forward]?.reached.length ?? 0) > 0) {
          continue;
        }
        scopes.splice(forward, 1);
      }
      const reached: number[] = [];
      // `invalid or missing program image`, `ciod: Missing or invalid fields`: before a content
      // word or a conjunction it qualifies what follows, and reaches nothing before it (`absent
      // in deployment ...` still reaches back).
      const next = units[unit.index + 1];
      if (
        next !== undefined &&
        next.clause === unit.clause &&
        (next.kind !== "word" ||
          isConjunctionStem(next.stem) ||
          !grammar.framingStems.has(next.stem))
      ) {
        scopes.push({ negator: unit.index, reached });
        continue;
      }
      // `connection leak detection, skipped`: alone in its clause, it reaches the one before.
      let clause = unit.clause;
      for (let previous = unit.index - 1; previous >= 0 && reached.length < 2; previous--) {
        const candidate = units[previous];
        if (candidate !== undefined && candidate.clause === clause - 1 && reached.length === 0) {
          clause -= 1;
        }
        if (candidate === undefined || candidate.clause !== clause) {
          break;
        }
        // A colon, a bracket or a dash ends what it reaches, as in records, unless it stands
        // right before the negator (`housekeeper: skipped`, `backends (gone)`).
        const after = units[previous + 1] as ClaimUnit;
        if (after.index !== unit.index && SOFT_BREAK.test(text.slice(candidate.end, after.start))) {
          break;
        }
        if (candidate.kind === "word" && !grammar.framingStems.has(candidate.stem)) {
          reached.push(previous);
        }
      }
      scopes.push({ negator: unit.index, reached });
    }
  }
  return scopes;
}

function hedgedUnits(grammar: Grammar, text: string, units: readonly ClaimUnit[]): Set<number> {
  const hedged = new Set<number>();
  for (const phrase of grammar.hedgePhrases) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(phrase, from);
      if (at === -1) {
        break;
      }
      const end = at + phrase.length;
      const before = text[at - 1];
      const after = text[end];
      if (
        (before === undefined || !/[\p{L}\p{N}]/u.test(before)) &&
        (after === undefined || !/[\p{L}\p{N}]/u.test(after))
      ) {
        for (const unit of units) {
          if (unit.start >= at && unit.end <= end) {
            hedged.add(unit.index);
          }
        }
      }
      from = end;
    }
  }
  for (const unit of units) {
    if (unit.kind === "han" && grammar.hedgeHan.has(unit.text)) {
      hedged.add(unit.index);
    }
  }
  return hedged;
}

function isRunbookAttributed(grammar: Grammar, units: readonly ClaimUnit[]): boolean {
  let named = false;
  let attributed = false;
  for (const unit of units) {
    if (unit.kind === "word") {
      named ||= grammar.runbookStems.has(unit.stem);
      attributed ||= grammar.attributionStems.has(unit.stem);
    } else if (unit.kind === "han") {
      named ||= grammar.runbookHan.has(unit.text);
      attributed ||= grammar.attributionHan.has(unit.text);
    }
  }
  return named && attributed;
}

/** Whether a draft unit only links a name to its number (`is`, `at`, `为`). */
function isLinkingDraft(grammar: Grammar, unit: DraftUnit): boolean {
  return unit.kind === "word"
    ? grammar.linkingStems.has(wordStem(unit.text))
    : unit.kind === "han" && grammar.linkingHan.has(unit.text);
}

/**
 * `latency_ms 8970`, `oldest_task_age_seconds 为 73`: a bare number after a key's name takes
 * the unit the key's suffix carries, as it does in the record's `latency_ms=8970`.
 */
function withKeySuffixUnits(grammar: Grammar, units: DraftUnit[]): DraftUnit[] {
  return units.map((unit, index) => {
    const quantity = unit.quantity;
    if (
      unit.kind !== "quantity" ||
      quantity === null ||
      quantity.hasUnit ||
      quantity.ratio !== null
    ) {
      return unit;
    }
    let before = index - 1;
    while (before >= 0 && isLinkingDraft(grammar, units[before] as DraftUnit)) {
      before -= 1;
    }
    const name = units[before];
    if (name === undefined || name.kind !== "identifier" || name.clause !== unit.clause) {
      return unit;
    }
    const suffix = keySuffixUnit(grammar, name.text);
    const converted = suffix === null ? null : parseQuantity(grammar, quantity.raw, suffix);
    return converted === null ? unit : { ...unit, quantity: converted };
  });
}

function finish(unit: DraftUnit, index: number): ClaimUnit {
  return {
    index,
    kind: unit.kind,
    text: unit.text,
    cased: unit.cased,
    start: unit.start,
    end: unit.end,
    clause: unit.clause,
    stem: unit.kind === "word" ? wordStem(unit.text) : unit.text,
    quantity: unit.quantity,
    key: unit.key,
    value: unit.value,
    reach: unit.reach,
  };
}

/** Analyses a claim's text (no cache). */
export function analyseClaimText(grammar: Grammar, claimText: string): ClaimAnalysis {
  const cased = normalizeText(claimText, grammar);
  const text = cased.toLowerCase();
  const drafts = withKeySuffixUnits(
    grammar,
    joinQuantityParts(grammar, joinNumberWords(initialUnits(grammar, cased))),
  );
  const units = drafts.map(finish);
  const quotes: Array<{ start: number; end: number; text: string }> = [];
  for (const match of QUOTE_OPENING.test(text) ? text.matchAll(QUOTED) : []) {
    const inner = (match[1] ?? "").trim();
    if (inner.length >= 6) {
      quotes.push({ start: match.index, end: match.index + match[0].length, text: inner });
    }
  }
  return {
    text,
    units,
    negations: negationsOf(grammar, units, text),
    hedged: hedgedUnits(grammar, text, units),
    runbookAttributed: isRunbookAttributed(grammar, units),
    transitions: transitionsIn(grammar, text),
    quotes,
  };
}

const CACHE_LIMIT = 4096;
const caches = new WeakMap<Grammar, RecentCache<ClaimAnalysis>>();

/** Analyses a claim's text, memoized per grammar (the claims used most recently). */
export function analyseClaim(grammar: Grammar, claimText: string): ClaimAnalysis {
  let cache = caches.get(grammar);
  if (cache === undefined) {
    cache = new RecentCache(CACHE_LIMIT);
    caches.set(grammar, cache);
  }
  const cached = cache.get(claimText);
  if (cached !== undefined) {
    return cached;
  }
  const analysis = analyseClaimText(grammar, claimText);
  cache.set(claimText, analysis);
  return analysis;
}

export { hasHan };
