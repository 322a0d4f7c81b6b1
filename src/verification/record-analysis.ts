/**
 * A cited record, analysed once per turn however many bindings cite it: its normalized text,
 * its words (stemmed on demand) with their polarity, its values (`key=value` pairs, `status:
 * 404`, and numbers in prose with the words around them), its entities and their roles, its
 * own names (the alert or metric it is about), its state transitions, and whether it reads like
 * an instruction to a model.
 *
 * Built in one pass over the tokens; stems are computed lazily, by the first two letters of the
 * words a claim asks about, so a 100 KB record costs a tokenization and little else.
 */

import { labelRuns, type RunLabel } from "./facts/figure-run.js";
import { entityKey, entityKindOf, occursAsIdentifier } from "./facts/identifier.js";
import { suspectInstruction } from "./facts/instruction.js";
import { layoutKindsOf } from "./facts/layout-kind.js";
import {
  chineseClauseNegates,
  isConjunctionStem,
  isReachStopper,
  negationScopes,
  opensNegatedClause,
  type Polarity,
  prefixNegatedStem,
  type ScopeItem,
} from "./facts/negation.js";
import {
  keySuffixUnit,
  parseQuantity,
  type Quantity,
  ratioOf,
  withUnit,
} from "./facts/quantity.js";
import { MENTIONED_ROLE, markedRole, roleOfKey, SUBJECT_ROLE } from "./facts/role.js";
import { stateKey, transitionsIn } from "./facts/state.js";
import {
  type Grammar,
  hasHan,
  type LayoutKind,
  negatorReachBefore,
  wordBase,
  wordStem,
} from "./grammar/grammar.js";
import type { NegatorReach } from "./grammar/vocabulary.js";
import { jsonPairsAsKeyValues, normalizeText } from "./text/normalize.js";
import { letterRuns, nameParts, type Token, tokenize } from "./text/tokenize.js";
import type { VerifiedExcerpt } from "./verification-contract.js";

/** A value a record states, and the names it goes by there. */
export interface RecordValue {
  /** The explicit key (`waiting`, `latency_ms`), or null for a number in prose. */
  readonly key: string | null;
  /** Stems of the key's name parts; for a number in prose, of the words around it. */
  readonly names: ReadonlySet<string>;
  /** Chinese text of the key, or around a number in prose. */
  readonly hanNames: string;
  readonly value: string;
  readonly quantity: Quantity | null;
  readonly position: number;
  /**
   * For a number in prose, the stems and Chinese text of the word right before it and right
   * after it (or its unit): the words it is written with (`rx 812 Mbps`: rx, mbps).
   */
  readonly beside?: { readonly names: ReadonlySet<string>; readonly hanNames: string };
  /** Its label in a run of labelled figures (`user 71% sys 22%`), if any (see `figure-run.ts`). */
  readonly runLabel?: RunLabel;
}

/** The role an entity has in a record: its subject, a role key's name, or merely mentioned. */
export type EntityRole = string;

export interface RecordAnalysis {
  /** `query_logs #9002 $.logs[0]`. */
  readonly label: string;
  readonly excerpt: VerifiedExcerpt;
  /** Normalized, lower-case. */
  readonly text: string;
  readonly knowledge: boolean;
  readonly suspect: boolean;
  readonly han: boolean;
  readonly values: readonly RecordValue[];
  /** Stems of the record's own names (its alert or metric). */
  readonly nameStems: ReadonlySet<string>;
  /** Chinese text of the record's own name (`告警 内存使用率过高 firing` -> 内存使用率过高). */
  readonly nameHan: string;
  /** Entities (by `entityKey`) and their roles. */
  readonly entities: ReadonlyMap<string, ReadonlySet<EntityRole>>;
  readonly transitions: readonly (readonly [string, string])[];
  /** Whether a word of this stem occurs (words, name parts, keys). */
  hasStem(stem: string): boolean;
  /**
   * The polarity of a stem's occurrences, or null when it does not occur. With `word`, the
   * occurrences of that very word decide when it occurs stating something: `ready` in
   * `probe="readiness" status="not ready"` is negated, whatever `readiness` says.
   */
  polarityOf(stem: string, word?: string): Polarity | null;
  /** The polarity of a word's own occurrences when they state something, else null. */
  wordPolarityOf(word: string): Polarity | null;
  hasIdentifier(identifier: string): boolean;
  hasHanTerm(term: string): boolean;
  /**
   * The polarity of a Chinese term's occurrences: negated when a Chinese negator stands earlier
   * in its clause, or, `tight`, right before it (`未通过`).
   */
  hanPolarityOf(term: string, tight?: boolean): Polarity | null;
  /**
   * Whether a stem stands only inside package names and bracketed labels (`org.hibernate`,
   * `(Concurrent Start)`), never as a word, a key or a value of the record.
   */
  onlyInNames(stem: string): boolean;
  /** Whether a word of this stem stands right after a negator somewhere in the record. */
  tightlyNegated(stem: string): boolean;
  /** Whether the record negates the second stem of the first (`PGOOD IS NOT ASSERTED`). */
  negatesOf(subjectStem: string, stem: string): boolean;
  /** Whether a stem names what a negated verb acts on (`Unable to acquire JDBC Connection`). */
  objectOfNegatedVerb(stem: string): boolean;
  /** What the record's layout makes a name (`ftpd[8829]`: 8829 is a process), by its text. */
  kindsOf(name: string): ReadonlySet<LayoutKind>;
}

/** A log line's level words, as its header writes them. */
export const LEVELS: ReadonlySet<string> = new Set(
  "error err warn warning info debug trace fatal critical severe notice alert emerg crit".split(
    " ",
  ),
);
const NAME_KEYS = new Set(["alertname", "alert", "metric", "name", "__name__", "rule"]);
const METRIC_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/u;
const CAMEL_CASE = /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u;
const NO_KINDS: ReadonlySet<LayoutKind> = new Set();
/** A package or logger name: lower-case segments joined by dots (`org.hibernate.engine`). */
const DOTTED_NAME = /^[a-z][\w$]*(?:\.[a-z][\w$]*){2,}/u;
const LABEL_WORD = /^\p{Lu}\p{Ll}+$/u;
/** Parts of a name that negate the part after them (`NonExistentPath`, `NotFound`). */
const NAME_NEGATORS = new Set(["non", "not"]);
const CAPITALISED = /^\p{Lu}/u;

/** Whether a token stands between an opening bracket and its closing one, within a few tokens. */
function insideBrackets(tokens: readonly Token[], position: number): boolean {
  for (let index = position - 1; index >= 0 && index >= position - 4; index--) {
    const text = tokens[index]?.text ?? "";
    if (CLOSING_BRACKETS.has(text)) {
      return false;
    }
    if (OPENING_BRACKETS.has(text)) {
      return true;
    }
  }
  return false;
}
/** A number in prose is named by up to this many words on each side, within this many tokens. */
const PROSE_WORDS = 3;
const PROSE_REACH = 8;
/** Before a number, then after it. */
const STEPS = [-1, 1] as const;

class WordIndex {
  /** Each word's polarity, in the order words were first added. */
  private readonly words = new Map<string, Polarity>();
  /** The first two letters of each word's base (see `prefixKey`), in the same order as `words`. */
  private readonly prefixes: number[] = [];
  private readonly stems = new Map<string, Polarity>();
  private readonly stemmedPrefixes = new Set<number>();

  /** Adds an occurrence; a key's name is present but states nothing either way (`neutral`). */
  add(word: string, negated: boolean, neutral = false): void {
    const polarity = this.words.get(word);
    if (polarity === undefined) {
      this.prefixes.push(prefixKey(wordBase(word)));
      this.words.set(
        word,
        neutral ? { affirmed: false, negated: false } : { affirmed: !negated, negated },
      );
      return;
    }
    if (neutral) {
      return;
    }
    if (negated) {
      polarity.negated = true;
    } else {
      polarity.affirmed = true;
    }
  }

  /** Adds a stem directly (`available` negated by `unavailable`). */
  addStem(stem: string, negated: boolean): void {
    this.ensure(prefixKey(stem));
    const polarity = this.stems.get(stem);
    if (polarity === undefined) {
      this.stems.set(stem, { affirmed: !negated, negated });
    } else if (negated) {
      polarity.negated = true;
    } else {
      polarity.affirmed = true;
    }
  }

  /** Stems the words of a prefix, the first time a stem of that prefix is asked about. */
  private ensure(prefix: number): void {
    if (this.stemmedPrefixes.has(prefix)) {
      return;
    }
    this.stemmedPrefixes.add(prefix);
    let position = 0;
    for (const [word, polarity] of this.words) {
      if (this.prefixes[position++] !== prefix) {
        continue;
      }
      const stem = wordStem(word);
      const known = this.stems.get(stem);
      if (known === undefined) {
        this.stems.set(stem, { ...polarity });
      } else {
        known.affirmed ||= polarity.affirmed;
        known.negated ||= polarity.negated;
      }
    }
  }

  wordPolarity(word: string): Polarity | null {
    const exact = this.words.get(word);
    return exact !== undefined && (exact.affirmed || exact.negated) ? exact : null;
  }

  polarity(stem: string, word?: string): Polarity | null {
    const exact = word === undefined ? null : this.wordPolarity(word);
    if (exact !== null) {
      return exact;
    }
    // `connected` against `Could not connect ... closed the connection`: the verb's own forms
    // decide before the stem, which the noun shares.
    if (word !== undefined) {
      let inflected: Polarity | null = null;
      for (const form of inflectionsOf(word)) {
        const polarity = this.wordPolarity(form);
        if (polarity !== null) {
          inflected ??= { affirmed: false, negated: false };
          inflected.affirmed ||= polarity.affirmed;
          inflected.negated ||= polarity.negated;
        }
      }
      if (inflected !== null) {
        return inflected;
      }
    }
    this.ensure(prefixKey(stem));
    return this.stems.get(stem) ?? null;
  }
}

/**
 * A word's first two UTF-16 code units as one number (`slice(0, 2)` without a new string per
 * word): equal for two words exactly when their first two code units are.
 */
function prefixKey(word: string): number {
  const first = word.length > 0 ? word.charCodeAt(0) + 1 : 0;
  const second = word.length > 1 ? word.charCodeAt(1) + 1 : 0;
  return first * 65_537 + second;
}

const INFLECTION = /^([a-z]{3,}?)(?:ed|d|ing|es|s)?$/u;

/**
 * The other inflections of an English verb or noun (`connected` -> connect, connects,
 * connecting), never its derivations (`connection`). A guess from the spelling: forms that do
 * not exist are simply not found in a record.
 */
export function inflectionsOf(word: string): readonly string[] {
  let inflections = inflectionCache.get(word);
  if (inflections === undefined) {
    inflections = computeInflections(word);
    if (inflectionCache.size >= INFLECTION_CACHE_LIMIT) {
      inflectionCache.clear();
    }
    inflectionCache.set(word, inflections);
  }
  return inflections;
}

/** Memoized (bounded): every polarity query about a claim's word asks for its inflections. */
const INFLECTION_CACHE_LIMIT = 10_000;
const inflectionCache = new Map<string, readonly string[]>();

function computeInflections(word: string): string[] {
  const forms = new Set<string>();
  for (const ending of ["ing", "ed", "es", "s", "d"]) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      const lemma = word.slice(0, -ending.length);
      forms.add(lemma);
      forms.add(`${lemma}e`);
    }
  }
  if (forms.size === 0 && INFLECTION.test(word)) {
    forms.add(word);
  }
  const inflections = new Set<string>();
  for (const lemma of forms) {
    const base = lemma.endsWith("e") ? lemma.slice(0, -1) : lemma;
    for (const form of [lemma, `${lemma}s`, `${base}ed`, `${base}ing`, `${lemma}es`]) {
      if (form !== word) {
        inflections.add(form);
      }
    }
  }
  return [...inflections];
}

/** The nearest content item before a negator, in its clause (`PGOOD` of `PGOOD IS NOT`). */
function subjectBefore(items: readonly ScopeItem[], negator: number): number | null {
  for (let previous = negator - 1; previous >= 0 && previous >= negator - 3; previous--) {
    const role = items[previous]?.role;
    if (role === "break" || role === "stop" || role === "negator") {
      return null;
    }
    if (role === "content") {
      return previous;
    }
  }
  return null;
}

/** Negators of a verb (`not`, `unable to`, `could not`, as normalized). */
const VERB_NEGATORS = new Set(["not", "never", "cannot"]);
const VALUE_WORDS = new Set("true false yes no on off up down null none".split(" "));

/** The two content items after a negated verb, before a preposition or a break. */
function objectsAfter(items: readonly ScopeItem[], verb: number): number[] {
  const objects: number[] = [];
  for (let next = verb + 1; next < items.length && objects.length < 2; next++) {
    const role = items[next]?.role;
    if (role === "break" || role === "stop" || role === "negator") {
      break;
    }
    if (role === "content") {
      objects.push(next);
    }
  }
  return objects;
}

/** The two content items before a postposed negator, within its clause. */
function postposedReach(items: readonly ScopeItem[], negator: number): number[] {
  const reached: number[] = [];
  for (let previous = negator - 1; previous >= 0 && reached.length < 2; previous--) {
    const role = items[previous]?.role;
    if (role === "break" || role === "stop") {
      break;
    }
    if (role === "content") {
      reached.push(previous);
    }
  }
  return reached;
}

function labelOf(excerpt: VerifiedExcerpt): string {
  return `${excerpt.tool_name} #${excerpt.source_invocation_id} ${excerpt.raw_path}`;
}

/**
 * The few scope items there are, shared: a record's items were one new object per token, and
 * nothing changes an item once made.
 */
const SCOPE_ITEMS = {
  break: { role: "break" },
  skip: { role: "skip" },
  content: { role: "content" },
  stop: { role: "stop", conjunction: false },
  conjunction: { role: "stop", conjunction: true },
  skipWord: { role: "skip", opensClause: false },
  skipOpener: { role: "skip", opensClause: true },
  contentWord: { role: "content", opensClause: false },
  contentOpener: { role: "content", opensClause: true },
} as const satisfies Record<string, ScopeItem>;
const NEGATOR_ITEMS: Readonly<Record<NegatorReach, ScopeItem>> = {
  word: { role: "negator", reach: "word" },
  phrase: { role: "negator", reach: "phrase" },
  clause: { role: "negator", reach: "clause" },
};

function scopeItemOf(grammar: Grammar, token: Token, next: Token | undefined): ScopeItem {
  switch (token.kind) {
    case "break":
      return SCOPE_ITEMS.break;
    case "word": {
      const reach = negatorReachBefore(grammar, token.text, next?.text);
      if (reach !== undefined && !hasHan(token.text)) {
        return NEGATOR_ITEMS[reach];
      }
      const stem = wordStem(token.text);
      if (isReachStopper(stem)) {
        return isConjunctionStem(stem) ? SCOPE_ITEMS.conjunction : SCOPE_ITEMS.stop;
      }
      const opensClause = opensNegatedClause(stem);
      if (grammar.framingStems.has(stem)) {
        return opensClause ? SCOPE_ITEMS.skipOpener : SCOPE_ITEMS.skipWord;
      }
      return opensClause ? SCOPE_ITEMS.contentOpener : SCOPE_ITEMS.contentWord;
    }
    case "identifier":
      return /\p{N}/u.test(token.text) ? SCOPE_ITEMS.skip : SCOPE_ITEMS.content;
    default:
      return SCOPE_ITEMS.skip;
  }
}

const LETTERS_ONLY = /^[\p{L}_-]+$/u;
const NO_WORDS: readonly string[] = [];

/** Words of a token for the word index: the word, or the name parts of an identifier or key. */
function wordsOf(token: Token): readonly string[] {
  switch (token.kind) {
    case "word":
      return [token.text];
    case "identifier": {
      // CamelCase parts, and each letter run whole (`DataNode` also as `datanode`).
      const words = nameParts(token.cased).slice();
      for (const run of letterRuns(token.text)) {
        if (run.length > 1) {
          words.push(run);
        }
      }
      return words;
    }
    case "keyValue": {
      const separator = token.cased.indexOf("=");
      const key = separator > 0 ? token.cased.slice(0, separator) : (token.key ?? "");
      const value = token.value ?? "";
      const keyWords = nameParts(key);
      return LETTERS_ONLY.test(value) ? keyWords.concat(nameParts(value)) : keyWords;
    }
    default:
      return NO_WORDS;
  }
}

/**
 * The words of each token of a record, computed on first use: the names of a number in prose
 * read its neighbours' words again, and allocating them anew each time showed in profiles.
 */
class TokenWords {
  private readonly words: Array<readonly string[] | undefined>;

  constructor(private readonly tokens: readonly Token[]) {
    this.words = new Array(tokens.length);
  }

  at(index: number): readonly string[] {
    let words = this.words[index];
    if (words === undefined) {
      words = wordsOf(this.tokens[index] as Token);
      this.words[index] = words;
    }
    return words;
  }
}

/** Stems of a key's name parts, without a unit suffix (`latency_ms` -> latency). */
export function keyNameStems(grammar: Grammar, key: string): Set<string> {
  const parts = nameParts(key);
  const unit = keySuffixUnit(grammar, key);
  const names = new Set<string>();
  for (const [index, part] of parts.entries()) {
    if (unit !== null && index === parts.length - 1 && part === unit) {
      continue;
    }
    names.add(wordStem(part));
  }
  return names;
}

function proseValue(
  grammar: Grammar,
  tokens: readonly Token[],
  tokenWords: TokenWords,
  index: number,
  quantity: Quantity,
): RecordValue {
  const token = tokens[index] as Token;
  const names = new Set<string>();
  let hanNames = "";
  // `GC(1871)`, `worker(12)`: a number glued into brackets after a name is that name's number
  // (an id), named by that name alone, not by the words around it (`1871 Pause Full`).
  const open = tokens[index - 1];
  const owner = tokens[index - 2];
  const close = tokens[index + 1];
  if (
    open?.text === "(" &&
    close?.text === ")" &&
    open.start === token.start - 1 &&
    close.start === token.end &&
    owner !== undefined &&
    owner.end === open.start &&
    (owner.kind === "word" || owner.kind === "identifier")
  ) {
    for (const word of tokenWords.at(index - 2)) {
      names.add(wordStem(word));
    }
    return { key: null, names, hanNames, value: token.text, quantity, position: token.start };
  }
  for (const step of STEPS) {
    let words = 0;
    // Names found after the number, by distance: a later number may take them.
    const after: Array<{
      readonly distance: number;
      readonly stems: string[];
      readonly han: string;
    }> = [];
    for (
      let other = index + step;
      other >= 0 &&
      other < tokens.length &&
      Math.abs(other - index) <= PROSE_REACH &&
      words < PROSE_WORDS;
      other += step
    ) {
      const near = tokens[other] as Token;
      if (near.clause !== token.clause) {
        break;
      }
      if (near.kind === "number") {
        // `failure rate 62.5% >= threshold 50.0%`: the words before a number name it, not the
        // number before them; but `Pause Full (...) 1791M->1555M(2048M) 9.6s` reads past a
        // run of numbers to its name, and `4 active and 0 backup` keeps the word right after.
        if (step === 1) {
          const taken = after.filter(
            (found) => found.distance > 1 && (found.stems.length > 0 || found.han !== ""),
          );
          // `3115 bytes (3.04 KB) sent`: a number restating this one in brackets takes no
          // name, nor does one right after it or its unit; `45.2G used, 4.8G left` gives each
          // number its own.
          const named = after.some(
            (found) => found.han !== "" || found.stems.some((stem) => !grammar.units.has(stem)),
          );
          if (taken.length === 0 && (!named || tokens[other - 1]?.text === "(")) {
            continue;
          }
          after.splice(0, after.length, ...after.filter((found) => found.distance === 1));
          break;
        }
        if (words > 0) {
          break;
        }
        continue;
      }
      const stems: string[] = [];
      let han = "";
      if (near.kind === "han") {
        han = near.text;
      } else {
        for (const word of tokenWords.at(other)) {
          const stem = wordStem(word);
          if (!grammar.framingStems.has(stem)) {
            stems.push(stem);
          }
        }
      }
      // `data store interrupt caused by dcbf 0`: framing (`by`) takes no place of a name.
      if (
        han !== "" ||
        (stems.length > 0 && (near.kind === "word" || near.kind === "identifier"))
      ) {
        words += 1;
      }
      if (step === 1) {
        after.push({ distance: other - index, stems, han });
      } else {
        hanNames += han;
        for (const stem of stems) {
          names.add(stem);
        }
      }
    }
    for (const found of after) {
      hanNames += found.han;
      for (const stem of found.stems) {
        names.add(stem);
      }
    }
  }
  return {
    key: null,
    names,
    hanNames,
    value: token.text,
    quantity,
    position: token.start,
    beside: wordsBeside(tokens, tokenWords, index),
  };
}

/** The words right before a number in prose and right after it (or after its unit). */
function wordsBeside(
  tokens: readonly Token[],
  tokenWords: TokenWords,
  index: number,
): { readonly names: ReadonlySet<string>; readonly hanNames: string } {
  const token = tokens[index] as Token;
  const names = new Set<string>();
  let hanNames = "";
  const after = tokens[index + 1];
  const beyond = after !== undefined && UNIT_AFTER.test(after.text) ? index + 2 : index + 1;
  for (const at of [index - 1, index + 1, beyond]) {
    const near = tokens[at];
    if (near === undefined || near.clause !== token.clause) {
      continue;
    }
    if (near.kind === "han") {
      hanNames += near.text;
    } else if (near.kind === "word") {
      for (const word of tokenWords.at(at)) {
        names.add(wordStem(word));
      }
    }
  }
  return { names, hanNames };
}

/** A unit word after a number that the Verifier's units do not all know (`Mbps`, `rps`). */
const UNIT_AFTER = /^(?:[kmg]?bps|[kmg]?b\/s|rps|qps|req\/s|ops|iops|次|个|条|张)$/u;

/**
 * The names of an explicit key: its name parts, and the content words just before it in its
 * clause (`Total memory: 64172 MB` is named by memory and total).
 */
function keyNamesInContext(grammar: Grammar, tokens: readonly Token[], index: number): Set<string> {
  const token = tokens[index] as Token;
  // The key as written: `maxRetries` is named by max and retries.
  const separator = token.cased.indexOf("=");
  const names = keyNameStems(
    grammar,
    separator > 0 ? token.cased.slice(0, separator) : (token.key ?? ""),
  );
  let taken = 0;
  for (let other = index - 1; other >= 0 && taken < 2; other--) {
    const previous = tokens[other] as Token;
    if (
      previous.clause !== token.clause ||
      (previous.kind !== "word" && previous.kind !== "break")
    ) {
      break;
    }
    if (previous.kind === "break") {
      continue;
    }
    const stem = wordStem(previous.text);
    if (!grammar.framingStems.has(stem)) {
      names.add(stem);
      taken += 1;
    }
  }
  return names;
}

const EDGE_QUOTES = /^["']|["']$/gu;

/** A value without the quotes at its ends (most values have none, and skip the expression). */
function unquoted(value: string): string {
  const first = value[0];
  const last = value.at(-1);
  return first === '"' || first === "'" || last === '"' || last === "'"
    ? value.replace(EDGE_QUOTES, "")
    : value;
}

/** A key's value as a quantity: its unit written after it, or carried by the key's suffix. */
function keyValueQuantity(
  grammar: Grammar,
  tokens: readonly Token[],
  index: number,
): Quantity | null {
  const token = tokens[index] as Token;
  // The value as written: `2048M` is mebibytes, `16m` minutes.
  const separator = token.cased.indexOf("=");
  const written = separator < 0 ? (token.value ?? "") : unquoted(token.cased.slice(separator + 1));
  const quantity = parseQuantity(grammar, written, keySuffixUnit(grammar, token.key ?? ""));
  const next = tokens[index + 1];
  if (
    quantity !== null &&
    !quantity.hasUnit &&
    (next?.kind === "word" || next?.kind === "identifier") &&
    grammar.units.has(next.text)
  ) {
    return withUnit(grammar, quantity, next.text) ?? quantity;
  }
  return quantity;
}

/** A number token, with a unit written after it (`30 s`, `30 秒`) when there is one. */
function quantityAt(grammar: Grammar, tokens: readonly Token[], index: number): Quantity | null {
  const token = tokens[index];
  if (token === undefined) {
    return null;
  }
  const quantity = parseQuantity(grammar, token.cased);
  if (quantity === null) {
    return null;
  }
  const next = tokens[index + 1];
  if (next !== undefined && next.clause === token.clause) {
    if ((next.kind === "word" || next.kind === "identifier") && grammar.units.has(next.text)) {
      return withUnit(grammar, quantity, next.text) ?? quantity;
    }
    if (next.kind === "han") {
      for (const length of [2, 1]) {
        const unitName = next.text.slice(0, length);
        if (grammar.units.has(unitName)) {
          return withUnit(grammar, quantity, unitName) ?? quantity;
        }
      }
    }
  }
  return quantity;
}

/** `26 of 500` or `48 out of 48` in prose: the ratio, besides its two numbers. */
function proseRatioAt(
  grammar: Grammar,
  tokens: readonly Token[],
  index: number,
  numerator: Quantity,
): { readonly quantity: Quantity; readonly denominatorAt: number } | null {
  const token = tokens[index] as Token;
  let next = index + 1;
  if (tokens[next]?.text === "out") {
    next += 1;
  }
  if (tokens[next]?.text !== "of") {
    return null;
  }
  const denominatorToken = tokens[next + 1];
  if (
    denominatorToken === undefined ||
    denominatorToken.kind !== "number" ||
    denominatorToken.clause !== token.clause
  ) {
    return null;
  }
  const denominator = quantityAt(grammar, tokens, next + 1);
  const quantity =
    denominator === null
      ? null
      : ratioOf(numerator, denominator, `${token.text} of ${denominatorToken.text}`);
  return quantity === null ? null : { quantity, denominatorAt: next + 1 };
}

/** `route-planner`, `messaging/dispatch-worker-e70fec626c-8kdv2`: a name a service or pod goes by. */
const SERVICE_LIKE_NAME = /^(?:[a-z0-9_.-]+\/)?[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?:\.[a-z]+)?$/u;
function hasSubject(entities: ReadonlyMap<string, ReadonlySet<EntityRole>>): boolean {
  for (const roles of entities.values()) {
    if (roles.has(SUBJECT_ROLE)) {
      return true;
    }
  }
  return false;
}

/** A zero value: `available=0`, `0.0`. */
const ZERO = /^0+(?:\.0+)?$/u;
/** A zero right after a Chinese term (`可用 0`, `可用为 0`, `可用：0`). */
const HAN_ZERO_AFTER = /^\s*(?:为|是|=|:|：)?\s*0(?![\d.]*[1-9])(?![\d.])/u;

const OPENING_BRACKETS = new Set(["(", "["]);
const CLOSING_BRACKETS = new Set([")", "]"]);

const MONTHS = new Set("jan feb mar apr may jun jul aug sep oct nov dec".split(" "));
const TIME_LIKE = /^[\d:.,tz+-]+$/u;

/** A token of a log line's time stamp or level. */
function isHeaderToken(token: Token): boolean {
  return (
    token.kind === "number" ||
    (token.kind === "break" && token.text !== ":") ||
    (token.kind === "identifier" && TIME_LIKE.test(token.text)) ||
    (token.kind === "word" && (MONTHS.has(token.text) || LEVELS.has(token.text)))
  );
}

/** How many tokens a log line's header (time, level, process) spans at most. */
const HEADER_TOKENS = 8;

/** Alert states: the words before one of them at the start of a record are its name. */
const ALERT_STATES = new Set(["firing", "resolved", "pending", "inactive"]);

/** The Chinese words before an alert's state at the start of a record (its own name). */
function ownNameHan(tokens: readonly Token[]): string {
  const stateAt = tokens.findIndex(
    (token, index) => index < 8 && token.kind === "word" && ALERT_STATES.has(token.text),
  );
  if (stateAt <= 0) {
    return "";
  }
  return tokens
    .slice(0, stateAt)
    .filter((token) => token.kind === "han")
    .map((token) => token.text)
    .join(" ");
}

const TRANSITION_KEY_ENDING = /(?:from|old|before)$/u;

/** `lag_from=1088 lag_to=28635`: a transition given by a pair of keys. */
function keyTransitions(values: readonly RecordValue[]): Array<readonly [string, string]> {
  const transitions: Array<readonly [string, string]> = [];
  for (const from of values) {
    const key = from.key ?? "";
    // Most keys end otherwise: the two expressions below would find nothing in them.
    if (!TRANSITION_KEY_ENDING.test(key)) {
      continue;
    }
    const match = /^(.*?)[_.-]?(?:from|old|before)$/u.exec(key);
    if (match === null || match[0] === key.replace(/(?:from|old|before)$/u, "")) {
      continue;
    }
    const prefix = match[1] ?? "";
    const to = values.find((candidate) =>
      [
        `${prefix}_to`,
        `${prefix}.to`,
        `${prefix}-to`,
        `${prefix}to`,
        `${prefix}_new`,
        `${prefix}_after`,
      ].includes(candidate.key ?? ""),
    );
    if (to !== undefined) {
      transitions.push([stateKey(from.value), stateKey(to.value)]);
    }
  }
  return transitions;
}

/** The words before a token in its clause, nearest first (Chinese runs as they are). */
function wordsBefore(tokens: readonly Token[], index: number): string[] {
  const token = tokens[index] as Token;
  const words: string[] = [];
  for (let other = index - 1; other >= 0 && words.length < 3; other--) {
    const previous = tokens[other] as Token;
    if (previous.clause !== token.clause || previous.kind === "break") {
      break;
    }
    if (previous.kind === "han") {
      // The end of a Chinese run: its last words are the ones next to the entity.
      words.push(previous.text);
      break;
    }
    words.push(previous.text);
  }
  return words;
}

function addEntity(
  entities: Map<string, Set<EntityRole>>,
  identifier: string,
  role: EntityRole,
): void {
  const key = entityKey(identifier);
  if (key === "") {
    return;
  }
  const roles = entities.get(key) ?? new Set<EntityRole>();
  roles.add(role);
  entities.set(key, roles);
}

/** Analyses one verified record. */
export function analyseRecord(grammar: Grammar, excerpt: VerifiedExcerpt): RecordAnalysis {
  const cased = jsonPairsAsKeyValues(normalizeText(excerpt.text, grammar));
  const text = cased.toLowerCase();
  const tokens = tokenize(cased, { colonPairs: true });
  const items = tokens.map((token, position) => scopeItemOf(grammar, token, tokens[position + 1]));
  const tokenWords = new TokenWords(tokens);
  // These sets are made when first added to (see `added`): most records negate nothing.
  let negated: Set<number> | null = null;
  // The word right after each negator (`No configuration change`, `got not answer`): what
  // the negation certainly holds over, whatever its reach.
  let firstNegated: Set<number> | null = null;
  // `Unable to acquire JDBC Connection`: what a negated verb would have acted on.
  let negatedObjects: Set<string> | null = null;
  let negatedPairs: Set<string> | null = null;
  for (const scope of negationScopes(items)) {
    for (const position of scope.reached) {
      negated = added(negated, position);
    }
    const first = scope.reached[0];
    if (first !== undefined) {
      firstNegated = added(firstNegated, first);
    }
    // `PGOOD IS NOT ASSERTED`: the subject before the negator is what is negated of it.
    if (first !== undefined) {
      const subject = subjectBefore(items, scope.negator);
      if (subject !== null) {
        for (const subjectWord of tokenWords.at(subject)) {
          for (const negatedWord of tokenWords.at(first)) {
            negatedPairs = added(negatedPairs, `${wordStem(subjectWord)} ${wordStem(negatedWord)}`);
          }
        }
      }
    }
    if (VERB_NEGATORS.has(tokens[scope.negator]?.text ?? "") && first !== undefined) {
      for (const position of objectsAfter(items, first)) {
        for (const word of tokenWords.at(position)) {
          // `ret: false`, `down true`: a value is not what a verb acts on.
          if (!VALUE_WORDS.has(word)) {
            negatedObjects = added(negatedObjects, wordStem(word));
          }
        }
      }
    }
  }
  // `Fill pool skipped`, `file missing`: a negator after what it negates, as in claims.
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position] as Token;
    if (token.kind === "word" && grammar.postposedNegators.has(token.text)) {
      const reached = postposedReach(items, position);
      for (const item of reached) {
        negated = added(negated, item);
      }
      // `Fill pool skipped`: the phrase's first word names what did not happen.
      const first = reached.at(-1);
      if (first !== undefined) {
        firstNegated = added(firstNegated, first);
      }
    }
  }
  let tightStems: Set<string> | null = null;
  let namedStems: Set<string> | null = null;
  const statedStems = new Set<string>();
  const index = new WordIndex();
  const values: RecordValue[] = [];
  let nameStems: Set<string> | null = null;
  const entities = new Map<string, Set<EntityRole>>();
  const breaks: number[] = [];
  let previousWasLevel = false;
  let previousWasSubjectWord = false;
  let headerSoFar = true;
  let afterProgram = false;
  // A log line's first bracket in its header (`ERROR 1 --- [billing-sync] [pool-4-thread-3]`)
  // holds its service; later ones hold threads and loggers.
  const firstBracket = tokens.findIndex(
    (token, position) => position < HEADER_TOKENS && token.text === "[",
  );
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position] as Token;
    const isNegated = negated?.has(position) === true;
    const keyWords = token.kind === "keyValue" ? nameParts(token.key ?? "") : null;
    // Key names and identifiers (`RedisConnectionFailureException`) name things and state
    // nothing either way; a record's own name (`DBConnectionPoolExhausted firing`) states it.
    // The value of a subject or role key (`service=geo-resolver`) is a name too.
    const naming =
      (token.kind === "identifier" && !(position === 0 && CAMEL_CASE.test(token.cased))) ||
      // `Pause Young (Normal)`: a capitalised word alone in brackets is a kind's name.
      (token.kind === "word" &&
        OPENING_BRACKETS.has(tokens[position - 1]?.text ?? "") &&
        CLOSING_BRACKETS.has(tokens[position + 1]?.text ?? "") &&
        CAPITALISED.test(token.cased)) ||
      (token.kind === "keyValue" &&
        (grammar.subjectKeys.has(token.key ?? "") || grammar.roleKeys.has(token.key ?? "")));
    // `available=0`: the key's words are stated, negated; any other key only names them.
    // `DB loaded from disk: 0.000 seconds`: a zero with a unit after it is a figure.
    const zeroPair =
      token.kind === "keyValue" &&
      ZERO.test(token.value ?? "") &&
      !grammar.codeKeys.has(token.key ?? "") &&
      !grammar.units.has(tokens[position + 1]?.text ?? "");
    const tight = firstNegated?.has(position) === true;
    // `org.hibernate.engine.jdbc`, `Pause Young (Concurrent Start)`: words inside a package
    // name or a bracketed label.
    // The class at the end of a logger name (`...ipc.Client`) is what logged: it is stated.
    const packaged = token.kind === "identifier" && DOTTED_NAME.test(token.text);
    const logger = packaged
      ? nameParts(token.cased.slice(token.cased.lastIndexOf(".") + 1))
      : NO_WORDS;
    const labelled =
      token.kind === "word" && LABEL_WORD.test(token.cased) && insideBrackets(tokens, position);
    const parts = tokenWords.at(position);
    for (const [part, word] of parts.entries()) {
      const keyWord = keyWords?.includes(word) === true;
      // `NonExistentPath`, `NotFound`: a name's part after Non or Not is stated negated.
      const nameNegated =
        token.kind === "identifier" && part > 0 && NAME_NEGATORS.has(parts[part - 1] ?? "");
      const named = labelled || (packaged && !logger.includes(word));
      const stem = wordStem(word);
      if (named) {
        namedStems = added(namedStems, stem);
      } else {
        statedStems.add(stem);
      }
      index.add(
        word,
        isNegated || nameNegated || (zeroPair && keyWord),
        (naming && !nameNegated) || (keyWord && !zeroPair),
      );
      // `idle=0`: the key's words are stated negated as surely as after a negator.
      if (tight || (zeroPair && keyWord)) {
        tightStems = added(tightStems, stem);
      }
      const base = prefixNegatedStem(word);
      if (base !== null) {
        index.addStem(base, true);
      }
    }
    switch (token.kind) {
      case "break":
        breaks.push(token.start);
        break;
      case "keyValue": {
        // `磁盘空间不足 ... 状态=恢复`: each pair is a clause of its own for Chinese negators.
        breaks.push(token.start);
        const key = token.key ?? "";
        const value = token.value ?? "";
        values.push({
          key,
          names: keyNamesInContext(grammar, tokens, position),
          hanNames: hasHan(key) ? key : "",
          value,
          quantity: keyValueQuantity(grammar, tokens, position),
          position: token.start,
        });
        const role = roleOfKey(grammar, key);
        if (role !== null) {
          addEntity(entities, value, role);
        } else if (entityKindOf(grammar, value) !== null) {
          addEntity(entities, value, MENTIONED_ROLE);
        }
        if (NAME_KEYS.has(key)) {
          for (const part of nameParts(value)) {
            nameStems = added(nameStems, wordStem(part));
          }
        }
        break;
      }
      case "number": {
        const quantity = quantityAt(grammar, tokens, position);
        if (quantity !== null) {
          const value = proseValue(grammar, tokens, tokenWords, position, quantity);
          values.push(value);
          const ratio = proseRatioAt(grammar, tokens, position, quantity);
          if (ratio !== null) {
            // `384 of 500 documents rejected`: the ratio is named by the words of both numbers.
            const denominator = proseValue(
              grammar,
              tokens,
              tokenWords,
              ratio.denominatorAt,
              ratio.quantity,
            );
            values.push({
              ...value,
              names: new Set([...value.names, ...denominator.names]),
              hanNames: value.hanNames + denominator.hanNames,
              value: ratio.quantity.raw,
              quantity: ratio.quantity,
            });
          }
        }
        break;
      }
      case "identifier": {
        const kind = entityKindOf(grammar, token.text);
        // The name after a level (`ERROR order-service`), a log line's bracketed header
        // (`[route-planner] ...`) or a subject word (`Pod shop/cart-7d9f`) is the subject.
        const subjectPlace =
          previousWasLevel ||
          headerSoFar ||
          (position === firstBracket + 1 && !hasSubject(entities)) ||
          previousWasSubjectWord ||
          afterProgram;
        if (subjectPlace && (kind !== null || SERVICE_LIKE_NAME.test(token.text))) {
          addEntity(entities, token.text, SUBJECT_ROLE);
        } else if (kind !== null) {
          addEntity(
            entities,
            token.text,
            markedRole(grammar, wordsBefore(tokens, position)) ?? MENTIONED_ROLE,
          );
        }
        if ((position === 0 && CAMEL_CASE.test(token.cased)) || METRIC_NAME.test(token.text)) {
          for (const part of nameParts(token.cased)) {
            nameStems = added(nameStems, wordStem(part));
          }
        }
        break;
      }
      default:
        break;
    }
    // `Mar 06 00:35:10 ip-10-30-176-19 ...`: the first name after the time is the host.
    headerSoFar &&= isHeaderToken(token);
    // `systemd[1]: session-store.service: ...`: the unit a program reports about.
    afterProgram =
      token.text === ":" && tokens[position - 1]?.text === "]" && position < HEADER_TOKENS + 4;
    // `WARN [route-planner]`: a bracket between the level and the name keeps the level's place.
    previousWasLevel =
      (token.kind === "word" && LEVELS.has(token.text)) ||
      (previousWasLevel && token.kind === "break" && token.text === "[");
    previousWasSubjectWord =
      (token.kind === "word" || token.kind === "han") && grammar.subjectKeys.has(token.text);
  }
  // Only the stems that stand in names and nowhere else are kept: the record answers
  // `onlyInNames` from them, and most records have none.
  let onlyNamedStems: Set<string> | null = null;
  for (const stem of namedStems ?? NO_STRINGS) {
    if (!statedStems.has(stem)) {
      onlyNamedStems = added(onlyNamedStems, stem);
    }
  }
  return new AnalysedRecord({
    label: labelOf(excerpt),
    excerpt,
    text,
    knowledge: excerpt.tool_name === "lookup_knowledge",
    suspect: suspectInstruction(grammar, cased),
    han: hasHan(text),
    values: labelRuns(grammar, tokens, (position) => tokenWords.at(position), values),
    nameStems: keptSet(nameStems),
    nameHan: ownNameHan(tokens),
    entities,
    transitions: [...transitionsIn(grammar, text), ...keyTransitions(values)],
    index,
    breaks,
    tightStems: keptSet(tightStems),
    negatedObjects: keptSet(negatedObjects),
    negatedPairs: keptSet(negatedPairs),
    onlyNamedStems: keptSet(onlyNamedStems),
  });
}

const NO_STRINGS: ReadonlySet<string> = new Set();

/** A set a record keeps: the one shared empty set when it is empty, as most of these are. */
function keptSet(set: ReadonlySet<string> | null): ReadonlySet<string> {
  return set === null || set.size === 0 ? NO_STRINGS : set;
}

/** A set with a value added, made on the first one: an empty set costs a table all the same. */
function added<Value>(set: Set<Value> | null, value: Value): Set<Value> {
  const target = set ?? new Set<Value>();
  target.add(value);
  return target;
}

/** What `analyseRecord` finds, as `AnalysedRecord` keeps it. */
interface RecordFacts
  extends Pick<
    RecordAnalysis,
    | "label"
    | "excerpt"
    | "text"
    | "knowledge"
    | "suspect"
    | "han"
    | "values"
    | "nameStems"
    | "nameHan"
    | "entities"
    | "transitions"
  > {
  readonly index: WordIndex;
  /** Offsets of clause breaks, in order. */
  readonly breaks: readonly number[];
  readonly tightStems: ReadonlySet<string>;
  readonly negatedObjects: ReadonlySet<string>;
  /** `subject negated` stem pairs. */
  readonly negatedPairs: ReadonlySet<string>;
  readonly onlyNamedStems: ReadonlySet<string>;
}

/**
 * A record's analysis: its facts, and the lookups the checks ask of it. A class rather than an
 * object of closures: a turn keeps every record it analysed until its end, and a dozen closures
 * per record were a fair share of what each kept (and of what every young-generation
 * collection copies).
 */
class AnalysedRecord implements RecordAnalysis {
  readonly label: string;
  readonly excerpt: VerifiedExcerpt;
  readonly text: string;
  readonly knowledge: boolean;
  readonly suspect: boolean;
  readonly han: boolean;
  readonly values: readonly RecordValue[];
  readonly nameStems: ReadonlySet<string>;
  readonly nameHan: string;
  readonly entities: ReadonlyMap<string, ReadonlySet<EntityRole>>;
  readonly transitions: readonly (readonly [string, string])[];
  private readonly index: WordIndex;
  private readonly breaks: readonly number[];
  private readonly tightStems: ReadonlySet<string>;
  private readonly negatedObjects: ReadonlySet<string>;
  private readonly negatedPairs: ReadonlySet<string>;
  private readonly onlyNamedStems: ReadonlySet<string>;
  /** Computed the first time a claim asks (see `kindsOf`). */
  private layoutKinds: ReadonlyMap<string, ReadonlySet<LayoutKind>> | null = null;

  constructor(facts: RecordFacts) {
    this.label = facts.label;
    this.excerpt = facts.excerpt;
    this.text = facts.text;
    this.knowledge = facts.knowledge;
    this.suspect = facts.suspect;
    this.han = facts.han;
    this.values = facts.values;
    this.nameStems = facts.nameStems;
    this.nameHan = facts.nameHan;
    this.entities = facts.entities;
    this.transitions = facts.transitions;
    this.index = facts.index;
    this.breaks = facts.breaks;
    this.tightStems = facts.tightStems;
    this.negatedObjects = facts.negatedObjects;
    this.negatedPairs = facts.negatedPairs;
    this.onlyNamedStems = facts.onlyNamedStems;
  }

  hasStem(stem: string): boolean {
    return this.index.polarity(stem) !== null;
  }

  polarityOf(stem: string, word?: string): Polarity | null {
    return this.index.polarity(stem, word);
  }

  wordPolarityOf(word: string): Polarity | null {
    return this.index.wordPolarity(word);
  }

  hasIdentifier(identifier: string): boolean {
    return occursAsIdentifier(this.text, identifier);
  }

  hasHanTerm(term: string): boolean {
    return this.han && this.text.includes(term);
  }

  hanPolarityOf(term: string, tight = false): Polarity | null {
    if (!this.han) {
      return null;
    }
    const text = this.text;
    let polarity: Polarity | null = null;
    let from = 0;
    for (;;) {
      const at = text.indexOf(term, from);
      if (at === -1) {
        return polarity;
      }
      let clauseStart = 0;
      for (const offset of this.breaks) {
        if (offset >= at) {
          break;
        }
        clauseStart = offset;
      }
      // `当前可用 0`: a term whose value is zero is stated negated.
      const negatedHere =
        chineseClauseNegates(
          text.slice(tight ? Math.max(clauseStart, at - 3) : clauseStart, at),
          tight,
          text.slice(at, at + 2),
        ) || HAN_ZERO_AFTER.test(text.slice(at + term.length, at + term.length + 6));
      polarity ??= { affirmed: false, negated: false };
      if (negatedHere) {
        polarity.negated = true;
      } else {
        polarity.affirmed = true;
      }
      from = at + term.length;
    }
  }

  tightlyNegated(stem: string): boolean {
    return this.tightStems.has(stem);
  }

  objectOfNegatedVerb(stem: string): boolean {
    return this.negatedObjects.has(stem);
  }

  negatesOf(subjectStem: string, stem: string): boolean {
    return this.negatedPairs.has(`${subjectStem} ${stem}`);
  }

  onlyInNames(stem: string): boolean {
    return this.onlyNamedStems.has(stem);
  }

  kindsOf(name: string): ReadonlySet<LayoutKind> {
    this.layoutKinds ??= layoutKindsOf(this.text);
    return this.layoutKinds.get(name) ?? NO_KINDS;
  }
}
