/**
 * The Gatekeeper's view of an excerpt and of the recorded text it claims to come from (see
 * `excerpt-match.ts`): one normalization, one notion of a token (numbers and identifiers are
 * compared whole), of a key=value pair, of a content word and of a negated term, enough to tell a
 * quote, a truncation, an elision or a close paraphrase from a mismatch. The Verifier's claim
 * analysis is richer and lives in `text/`, `facts/` and `claim-analysis.ts`; the Gatekeeper only
 * needs to know whether the excerpt truly comes from the record.
 *
 * Everything here is pure and linear in the length of its input.
 */

import { CharacterClasses, codePointAt, widthOf } from "./text/character-classes.js";
import { RecentCache } from "./text/recent-cache.js";

/**
 * Characters of scripts that separate words with spaces. Han and kana are left out: they do
 * not, so each of their characters is a unit of its own and a boundary for Latin tokens.
 */
const WORD_CLASS = "[\\p{sc=Latin}\\p{sc=Greek}\\p{sc=Cyrillic}\\p{sc=Hangul}\\p{N}\\p{M}_]";
const WORD_CHARACTER = new RegExp(`^${WORD_CLASS}$`, "u");
const IDEOGRAPH = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const IDEOGRAPHS = new RegExp(IDEOGRAPH.source, "gu");
/**
 * A character outside printable ASCII. Text without one is unchanged by NFKC, has no format
 * characters and no Han or kana, so those passes are skipped.
 */
const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;
/**
 * A composite token: word runs joined by `-._:/=` (`p99=2.4s`, `HikariPool-2`), maybe a `%`.
 * A sign right after `=` belongs to the value (`waiting=-37` is one token, not `waiting` and 37).
 * As an expression: `W+(?:[-._:/]W+|=[-+]?W+)*%?` with W the word class; `tokensOf` scans for
 * it by hand, looking each character's class up once per code point.
 */
const WORD_CHARACTERS = new CharacterClasses([WORD_CHARACTER]);
const TOKEN_JOINERS = new Set([..."-._:/"].map((character) => character.charCodeAt(0)));
const EQUALS = "=".charCodeAt(0);
const SIGNS = new Set([..."-+"].map((character) => character.charCodeAt(0)));
const PERCENT = "%".charCodeAt(0);
const WORD_RUN = new RegExp(`${WORD_CLASS}+`, "gu");
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const WHITE_SPACE = /\s+/gu;
/** White space that collapsing changes: a run of two or more, or one that is not a space. */
const WHITE_SPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/u;
/** `30000 ms` and `30000ms` are one quantity: the gap between a number and its unit is closed. */
const NUMBER_UNIT_GAP = /(\d)\s+(ms|s|m|h|min|%|kb|mb|gb|tb|kib|mib|gib)(?![\p{L}\p{N}_])/giu;
const DIGIT_THEN_SPACE = /\d\s/u;
/** Joiners that continue a token when a word character follows them (`pool-2`, `2.4`). */
const CONTINUING_JOINERS = "-._:";

/** A composite token of a text, lower-cased. */
export interface Token {
  readonly text: string;
  /**
   * A number or identifier: it has a digit or `=`, joins word runs with `-_.:`, or is written
   * in CamelCase (`HighMemoryUsage`). Such tokens are compared whole, never as parts.
   */
  readonly significant: boolean;
}

/** A text after normalization, with the views the checks need. */
export interface PreparedText {
  /** NFKC, format characters removed, white space collapsed, number-unit gaps closed. */
  readonly cased: string;
  /** `cased`, lower-cased: what every comparison uses. */
  readonly folded: string;
  /** `folded` without any white space: what quote and elision tests use. */
  readonly compact: string;
  readonly tokens: readonly Token[];
  /** Han and kana characters, in order. */
  readonly ideographs: readonly string[];
}

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

export function isIdeograph(character: string | undefined): boolean {
  return character !== undefined && IDEOGRAPH.test(character);
}

/** NFKC, format characters (zero-width and the like) removed, white space collapsed. */
function normalizeCased(value: string): string {
  const unicode = NOT_ASCII.test(value)
    ? value.normalize("NFKC").replace(FORMAT_CHARACTERS, "")
    : value;
  const collapsed = WHITE_SPACE_TO_COLLAPSE.test(unicode)
    ? unicode.replace(WHITE_SPACE, " ")
    : unicode;
  // A gap needs a digit before white space: most texts are spared the case-blind search.
  const closed = DIGIT_THEN_SPACE.test(collapsed)
    ? collapsed.replace(NUMBER_UNIT_GAP, "$1$2")
    : collapsed;
  return closed.trim();
}

const CAMEL_CASE = /\p{Ll}\p{Lu}/u;
const HAS_DIGIT = /\p{N}/u;
const JOINED_WORDS = new RegExp(`${WORD_CLASS}[-_.:]${WORD_CLASS}`, "u");

function isSignificant(casedToken: string): boolean {
  return (
    HAS_DIGIT.test(casedToken) ||
    casedToken.includes("=") ||
    JOINED_WORDS.test(casedToken) ||
    CAMEL_CASE.test(casedToken)
  );
}

/** The end of the run of word characters from `start` (`start` itself when there is none). */
function wordRunEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    const codePoint = codePointAt(text, end);
    if (!isWordClass(codePoint)) {
      break;
    }
    end += widthOf(codePoint);
  }
  return end;
}

function isWordClass(codePoint: number): boolean {
  return (WORD_CHARACTERS.of(codePoint) & 1) !== 0;
}

/**
 * The composite tokens of a text, as TOKEN would match them one after the other: a word run,
 * then runs joined by `-._:/` or by `=` (with a sign), then maybe a `%` that ends it. A hand-written scan:
 * the expression tried its word class, with Unicode-property tables, at every character.
 */
function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  for (let index = 0; index < text.length; ) {
    const codePoint = codePointAt(text, index);
    if (!isWordClass(codePoint)) {
      index += widthOf(codePoint);
      continue;
    }
    const start = index;
    index = wordRunEnd(text, index);
    for (;;) {
      const code = text.charCodeAt(index);
      let next = index + 1;
      if (code === EQUALS && SIGNS.has(text.charCodeAt(next)) && startsWord(text, next + 1)) {
        next += 1;
      } else if (code !== EQUALS && !TOKEN_JOINERS.has(code)) {
        break;
      }
      if (!startsWord(text, next)) {
        break;
      }
      index = wordRunEnd(text, next);
    }
    // `40%` ends a number; `%40%40SENSE_VERSION` (URL escapes) glues no percent to `40`.
    if (text.charCodeAt(index) === PERCENT && !startsWord(text, index + 1)) {
      index += 1;
    }
    tokens.push(text.slice(start, index));
  }
  return tokens;
}

function startsWord(text: string, index: number): boolean {
  return index < text.length && isWordClass(codePointAt(text, index));
}

/**
 * A prepared text. Its tokens and ideographs are found the first time they are asked for: an
 * excerpt that is a verbatim part of its record never needs the record's.
 */
class Prepared implements PreparedText {
  readonly folded: string;
  readonly compact: string;
  private foundTokens: readonly Token[] | null = null;
  private foundIdeographs: readonly string[] | null = null;

  constructor(readonly cased: string) {
    this.folded = cased.toLowerCase();
    this.compact = this.folded.replace(WHITE_SPACE, "");
  }

  get tokens(): readonly Token[] {
    if (this.foundTokens === null) {
      const tokens: Token[] = [];
      for (const token of tokensOf(this.cased)) {
        tokens.push({ text: token.toLowerCase(), significant: isSignificant(token) });
      }
      this.foundTokens = tokens;
    }
    return this.foundTokens;
  }

  get ideographs(): readonly string[] {
    // Each match is one Han or kana character (a code point), in order.
    this.foundIdeographs ??= NOT_ASCII.test(this.folded)
      ? (this.folded.match(IDEOGRAPHS) ?? [])
      : [];
    return this.foundIdeographs;
  }
}

const PREPARED_CACHE_LIMIT = 4096;
const PREPARED_CACHE_MAX_LENGTH = 4096;
const preparedCache = new RecentCache<PreparedText>(PREPARED_CACHE_LIMIT);

/**
 * Prepares a text for comparison. Results for short texts are memoized (the same evidence
 * record is typically cited by many bindings); the cache is bounded (it keeps the texts used
 * most recently) and invisible to callers.
 */
export function prepareText(value: string): PreparedText {
  const cached = preparedCache.get(value);
  if (cached !== undefined) {
    return cached;
  }
  const prepared = new Prepared(normalizeCased(value));
  if (value.length <= PREPARED_CACHE_MAX_LENGTH) {
    preparedCache.set(value, prepared);
  }
  return prepared;
}

function continuesBefore(text: string, start: number): boolean {
  const previous = text[start - 1];
  if (isWordCharacter(previous)) {
    return true;
  }
  return (
    previous !== undefined &&
    CONTINUING_JOINERS.includes(previous) &&
    isWordCharacter(text[start - 2])
  );
}

function continuesAfter(text: string, end: number): boolean {
  const next = text[end];
  if (isWordCharacter(next)) {
    return true;
  }
  return next !== undefined && CONTINUING_JOINERS.includes(next) && isWordCharacter(text[end + 1]);
}

/**
 * Whether `token` occurs in `folded` as a whole token: not preceded or followed by something
 * that would continue it. `waiting=3` does not occur in `waiting=37`, `pool-2` does not occur
 * in `hikaripool-2`, but `checkout-service` occurs in `service=checkout-service,`.
 */
export function occursAsToken(folded: string, token: string): boolean {
  if (token === "") {
    return false;
  }
  let from = 0;
  for (;;) {
    const at = folded.indexOf(token, from);
    if (at === -1) {
      return false;
    }
    if (!continuesBefore(folded, at) && !continuesAfter(folded, at + token.length)) {
      return true;
    }
    from = at + 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Words, stems and the small vocabularies the checks need.

/** A word list written as white-space separated words. */
function wordList(words: string): string[] {
  return words.split(/\s+/u).filter((word) => word !== "");
}

function wordSet(words: string): ReadonlySet<string> {
  return new Set(wordList(words));
}

/** Function words: they carry no evidence either way. */
const STOPWORDS = wordSet(`
a an the is are was were be been being am has have had do does did of in on at to for
from with by and or as that this these those it its there their than then after before
over under per into out up also which who while during about all any some still only
both so can could will would should shall may might must now same currently already
i we you he she they s t
`);

/** Words that say nothing specific on their own (`error`, `firing`): an excerpt of only these is generic. */
const GENERIC_WORDS = wordSet(`
error errors err warn warning warnings info debug fatal critical exception exceptions
fail failed failure failures failing firing fired fire resolved alert alerts alerting
timeout timeouts timed slow high low issue issues problem problems abnormal anomaly down
unhealthy healthy ok true false null none service services log logs metric metrics
latency request requests response status no not found detected seen observed yes success
successful
`);

/** Chinese words that say nothing specific on their own (`异常`, `错误`). */
const GENERIC_IDEOGRAPH_WORDS = wordList(`
异常 错误 报错 告警 报警 失败 超时 故障 问题 正常 日志 服务 延迟 请求 响应 出现 发生 存在 检测到 发现
`);

/** Characters that are function words in Chinese. */
const IDEOGRAPH_STOP_CHARACTERS = new Set([
  ..."的了是在有和与及而其已经被把对为这那个些也都就还很从到中上下时过又并且或着吗呢吧啊於於",
]);

/**
 * Chinese function words of two characters or more (`正在`, `已经`, `处于`): they carry no
 * evidence, so they are left out of coverage like English stop words.
 */
const IDEOGRAPH_STOP_WORDS = wordList(`
正在 已经 处于 目前 当前 现在 仍然 依然 一直 以及 并且 而且 其中 这个 那个 一个 一些 所有 任何
`);
const STOP_WORD_STARTS = new Set(IDEOGRAPH_STOP_WORDS.map((word) => word[0] ?? ""));

const NEGATORS = wordSet(
  "no not none never without zero nothing nobody neither nor stopped ceased",
);

const IDEOGRAPH_NEGATORS = ["没有", "并无", "没", "无", "未", "不", "非"];

/** Words that end a negation's scope. */
const SCOPE_BREAKERS = wordSet("and but or while although though whereas yet");

const PLURAL_RULES: ReadonlyArray<readonly [string, string]> = [
  ["sses", "ss"],
  ["ies", "y"],
];
const DERIVATION_SUFFIXES = ["ation", "ition", "ing", "ion", "ment", "ness", "ed", "ly"];

const STEM_CACHE_LIMIT = 16_384;
const stemCache = new Map<string, string>();

/**
 * A light stem: plural and common suffixes dropped, then the first six letters. Enough for
 * `connections`/`connection`, `responds`/`response`, `exhausted`/`exhaustion` to meet; it
 * never needs to be a linguist's stem, only the same on both sides.
 */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) {
    return cached;
  }
  const stemmed = computeStem(word);
  if (stemCache.size >= STEM_CACHE_LIMIT) {
    stemCache.clear();
  }
  stemCache.set(word, stemmed);
  return stemmed;
}

function computeStem(word: string): string {
  let base = word.toLowerCase();
  let pluralDone = false;
  for (const [suffix, replacement] of PLURAL_RULES) {
    if (base.length > suffix.length + 2 && base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length) + replacement;
      pluralDone = true;
      break;
    }
  }
  if (!pluralDone && base.length > 3 && base.endsWith("s") && !base.endsWith("ss")) {
    base = base.slice(0, -1);
  }
  for (const suffix of DERIVATION_SUFFIXES) {
    if (base.length - suffix.length >= 3 && base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length);
      break;
    }
  }
  if (base.length > 4 && base.endsWith("e")) {
    base = base.slice(0, -1);
  }
  return base.slice(0, 6);
}

export function isGenericWord(word: string): boolean {
  return GENERIC_WORDS.has(word) || STOPWORDS.has(word);
}

/**
 * A small Chinese-English glossary so that a Chinese claim can be compared with English
 * evidence (`等待` with `waiting=9`). Each term maps to English words, stemmed when used.
 */
const GLOSSARY_SOURCE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["数据库连接池", ["pool", "database"]],
  ["连接池", ["pool", "hikaripool", "hikaricp"]],
  ["数据库", ["database", "db"]],
  ["连接", ["connection"]],
  ["耗尽", ["exhausted"]],
  ["等待", ["waiting"]],
  ["活跃", ["active"]],
  ["空闲", ["idle"]],
  ["总数", ["total"]],
  ["超时", ["timeout", "timed"]],
  ["请求", ["request"]],
  ["延迟", ["latency"]],
  ["时延", ["latency"]],
  ["错误", ["error"]],
  ["报错", ["error"]],
  ["异常", ["error", "exception"]],
  ["告警", ["alert", "firing"]],
  ["报警", ["alert", "firing"]],
  ["触发", ["firing"]],
  ["内存", ["memory"]],
  ["服务", ["service"]],
  ["日志", ["log"]],
  ["响应", ["response"]],
  ["查询", ["query"]],
  ["线程", ["thread"]],
  ["可用", ["available"]],
  ["阈值", ["threshold"]],
  ["持续", ["duration"]],
  ["使用率", ["usage", "current"]],
  ["升高", ["high", "increase"]],
  ["失败", ["fail"]],
  ["状态", ["state", "status"]],
  ["记录", ["log", "record"]],
  ["正常", ["healthy"]],
  ["缓慢", ["slow"]],
  ["慢", ["slow"]],
];

interface GlossaryTerm {
  readonly term: string;
  readonly stems: readonly string[];
}

const GLOSSARY: ReadonlyMap<string, GlossaryTerm> = new Map(
  GLOSSARY_SOURCE.map(([term, english]) => [term, { term, stems: english.map(stem) }]),
);
const GLOSSARY_LONGEST = Math.max(...GLOSSARY_SOURCE.map(([term]) => term.length));

/** A unit of Chinese text: a glossary term, or a single character that is not a function word. */
export interface IdeographUnit {
  readonly text: string;
  /** English stems of a glossary term; empty for a single character. */
  readonly stems: readonly string[];
}

/** Splits a run of Han characters into glossary terms (longest first) and single characters. */
function segmentIdeographs(run: string): IdeographUnit[] {
  const units: IdeographUnit[] = [];
  const characters = [...run];
  let position = 0;
  while (position < characters.length) {
    let matched: GlossaryTerm | undefined;
    for (
      let length = Math.min(GLOSSARY_LONGEST, characters.length - position);
      length >= 2;
      length--
    ) {
      matched = GLOSSARY.get(characters.slice(position, position + length).join(""));
      if (matched !== undefined) {
        break;
      }
    }
    if (matched !== undefined) {
      units.push({ text: matched.term, stems: matched.stems });
      position += [...matched.term].length;
      continue;
    }
    const stopWord = STOP_WORD_STARTS.has(characters[position] ?? "")
      ? IDEOGRAPH_STOP_WORDS.find(
          (word) => characters.slice(position, position + word.length).join("") === word,
        )
      : undefined;
    if (stopWord !== undefined) {
      position += stopWord.length;
      continue;
    }
    const character = characters[position] ?? "";
    const single = GLOSSARY.get(character);
    if (single !== undefined) {
      units.push({ text: character, stems: single.stems });
    } else if (!IDEOGRAPH_STOP_CHARACTERS.has(character)) {
      units.push({ text: character, stems: [] });
    }
    position += 1;
  }
  return units;
}

const IDEOGRAPH_RUN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]+/gu;

/** The Chinese units of a folded text. Loops, never spreads: a run may be 100,000 long. */
export function ideographUnits(folded: string): IdeographUnit[] {
  const units: IdeographUnit[] = [];
  for (const match of folded.matchAll(IDEOGRAPH_RUN)) {
    for (const unit of segmentIdeographs(match[0])) {
      units.push(unit);
    }
  }
  return units;
}

/** Whether a Chinese unit is generic: a generic word, or a function character. */
export function isGenericIdeographUnit(unit: IdeographUnit): boolean {
  return GENERIC_IDEOGRAPH_WORDS.includes(unit.text) || IDEOGRAPH_STOP_CHARACTERS.has(unit.text);
}

/** Chinese generic words are not in the glossary all the time; strip them from a run first. */
export function withoutGenericIdeographWords(folded: string): string {
  if (!IDEOGRAPH.test(folded)) {
    return folded;
  }
  let result = folded;
  for (const word of GENERIC_IDEOGRAPH_WORDS) {
    result = result.split(word).join(" ");
  }
  return result;
}

const CAMEL_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

/**
 * Every word stem a text offers as evidence: composite tokens whole, their word runs, and the
 * parts of CamelCase runs (`HighLatencyP99` offers `high`, `latency`, `p99`).
 */
export function evidenceStems(prepared: PreparedText): Set<string> {
  const stems = new Set<string>();
  for (const token of prepared.tokens) {
    stems.add(token.text);
  }
  for (const match of prepared.cased.matchAll(WORD_RUN)) {
    const run = match[0];
    stems.add(stem(run));
    for (const part of run.matchAll(CAMEL_PART)) {
      stems.add(stem(part[0]));
    }
  }
  return stems;
}

/** The content words of a text (stemmed), leaving out stop words, negators and significant tokens. */
export function contentStems(prepared: PreparedText): string[] {
  const stems: string[] = [];
  for (const token of prepared.tokens) {
    if (token.significant) {
      continue;
    }
    for (const match of token.text.matchAll(WORD_RUN)) {
      const word = match[0];
      if (!STOPWORDS.has(word) && !NEGATORS.has(word)) {
        stems.push(stem(word));
      }
    }
  }
  return stems;
}

/** Meaningful length: token characters, plus two for each Han or kana character. */
export function meaningfulLength(prepared: PreparedText): number {
  let length = 0;
  for (const token of prepared.tokens) {
    length += token.text.length;
  }
  return length + 2 * prepared.ideographs.length;
}

// ---------------------------------------------------------------------------------------------
// Quantities.

export type Dimension = "duration" | "size" | "percent" | "count";

/** A number with its unit, converted to a canonical unit (ms, bytes, %, count). */
export interface Quantity {
  readonly raw: string;
  readonly dimension: Dimension;
  readonly canonical: number;
  /** Position in the folded text it was found in. */
  readonly start: number;
  readonly end: number;
}

const UNITS: ReadonlyArray<readonly [RegExp, Dimension, number]> = [
  [/^(ms|msecs?|milliseconds?|毫秒)$/, "duration", 1],
  [/^(s|secs?|seconds?|秒)$/, "duration", 1000],
  [/^(m|mins?|minutes?|分钟)$/, "duration", 60_000],
  [/^(h|hrs?|hours?|小时)$/, "duration", 3_600_000],
  [/^(d|days?|天)$/, "duration", 86_400_000],
  [/^(%|percent)$/, "percent", 1],
  [/^(b|bytes?)$/, "size", 1],
  [/^kb$/, "size", 1000],
  [/^mb$/, "size", 1_000_000],
  [/^gb$/, "size", 1_000_000_000],
  [/^tb$/, "size", 1_000_000_000_000],
  [/^kib$/, "size", 1024],
  [/^mib$/, "size", 1024 ** 2],
  [/^gib$/, "size", 1024 ** 3],
];

const UNIT_ALTERNATIVES =
  "milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|percent|%|kib|mib|gib|kb|mb|gb|tb|bytes?|b|毫秒|秒|分钟|小时|天";
const NUMBER = "(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d+))?";
const WHOLE_QUANTITY = new RegExp(`^([-+\u2212])?${NUMBER}\\s?(${UNIT_ALTERNATIVES})?$`, "u");

function toQuantity(
  raw: string,
  sign: string | undefined,
  integerPart: string,
  fractionPart: string | undefined,
  unit: string | undefined,
  start: number,
): Quantity {
  const magnitude = Number(
    `${integerPart.replaceAll(",", "")}${fractionPart === undefined ? "" : `.${fractionPart}`}`,
  );
  const value = sign === "-" || sign === "\u2212" ? -magnitude : magnitude;
  if (unit !== undefined) {
    for (const [pattern, dimension, factor] of UNITS) {
      if (pattern.test(unit)) {
        return { raw, dimension, canonical: value * factor, start, end: start + raw.length };
      }
    }
  }
  return { raw, dimension: "count", canonical: value, start, end: start + raw.length };
}

/** The value of `key=value` read as a quantity, when it is one. */
export function parseQuantity(value: string): Quantity | null {
  const match = WHOLE_QUANTITY.exec(value);
  if (match === null || match[2] === undefined) {
    return null;
  }
  return toQuantity(value, match[1], match[2], match[3], match[4], 0);
}

// ---------------------------------------------------------------------------------------------
// key=value pairs.

export interface KeyValue {
  /** As written, folded (`waiting`). */
  readonly key: string;
  /** Stem of the key, what keys are compared by. */
  readonly keyStem: string;
  readonly value: string;
  readonly quantity: Quantity | null;
  /** `waiting=9`. */
  readonly raw: string;
}

const KEY = /^\p{L}[\p{L}\p{N}_.-]*$/u;

/** The `key=value` tokens of a text. */
export function keyValuesOf(prepared: PreparedText): KeyValue[] {
  const pairs: KeyValue[] = [];
  for (const token of prepared.tokens) {
    const separator = token.text.indexOf("=");
    if (separator <= 0) {
      continue;
    }
    const key = token.text.slice(0, separator);
    const value = token.text.slice(separator + 1);
    if (!KEY.test(key) || value === "") {
      continue;
    }
    pairs.push({ key, keyStem: stem(key), value, quantity: parseQuantity(value), raw: token.text });
  }
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// Negation.

/** A content term and whether it is negated where it appears. */
export interface PolarizedTerm {
  readonly stem: string;
  readonly negated: boolean;
  /** The word as written. */
  readonly word: string;
  /**
   * Which negator reaches the term, numbered from 1 in the order of the text; 0 when the term
   * is not negated. Terms one negator reaches are one negated fact (`no connection leak`).
   */
  readonly scope: number;
}

const CLAUSE_BREAK = /[,.;!?()[\]，。；！？（）:：、]/u;
const POLARITY_UNIT = new RegExp(
  `${WORD_CLASS}+|[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}]+|[,.;!?()\\[\\]，。；！？（）:：、]`,
  "gu",
);
/** How many content words a negator reaches: `not available`, `no connections waiting`. */
const NEGATION_REACH: ReadonlyMap<string, number> = new Map([
  ["not", 1],
  ["never", 1],
  ["stopped", 1],
  ["ceased", 1],
]);
const DEFAULT_NEGATION_REACH = 2;
/** A Chinese negator reaches the end of its clause, across Latin words too. */
const CLAUSE_REACH = Number.MAX_SAFE_INTEGER;
/** Words that end a negation's scope (`connection not available in HikariPool-2`). */
const SCOPE_PREPOSITIONS = wordSet(
  "in on at of to for from with by into over under after before since",
);
/** Words whose `un` prefix negates them (`unavailable`). */
const PREFIX_NEGATABLE = new Set(["available", "healthy", "reachable", "responsive"].map(stem));

/**
 * Spellings of a negation that the word list would miss, rewritten before terms are read:
 * `isn't`, `isn’t`, `isnʼt` and `isnt` are `is not`; `cannot` is `can not`; `firing: false`
 * is `not firing`; `no sign of X` is `no X`; `no longer` is `not`. Every form of "time out"
 * becomes `timeout`, so that `did not time out` meets `request timed out`.
 */
const NEGATION_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(is|are|was|were|does|do|did|has|have|had|ca|could|wo|would|should|must|need|ai)n['\u2019\u02bc\u2018`\u00b4]?t\b/gu,
    "$1 not",
  ],
  [/n['\u2019\u02bc\u2018`\u00b4]t\b/gu, " not"],
  [/\bcannot\b/gu, "can not"],
  [/\bno longer\b/gu, "not"],
  [
    /\b(no|not any|without any|without)\s+(?:signs?|evidence|indications?|traces?|records?|mentions?|hints?|occurrences?|instances?)\s+of\b/gu,
    "$1",
  ],
  [/\btim(?:e|ed|es|ing)[\s-]?outs?\b/gu, "timeout"],
  [
    new RegExp(
      `(?<!${WORD_CLASS})(${WORD_CLASS}+)\\s*(?:[:=]|\\bis\\b|\\bwas\\b)\\s*(?:false|off)\\b`,
      "gu",
    ),
    "not $1",
  ],
];

/** A cheap test: no spelling NEGATION_SPELLINGS rewrites can occur without one of these. */
const NEGATION_SPELLING_HINT =
  /nt\b|n['\u2019\u02bc\u2018`\u00b4]t|cannot|no |without|tim|false|off/u;

/** The folded text with negation spellings made uniform (see NEGATION_SPELLINGS). */
function uniformNegation(folded: string): string {
  if (!NEGATION_SPELLING_HINT.test(folded)) {
    return folded;
  }
  let result = folded;
  for (const [pattern, replacement] of NEGATION_SPELLINGS) {
    result = result.replace(pattern, replacement);
  }
  return result;
}

function ideographNegatorAt(characters: readonly string[], position: number): number {
  const first = characters[position];
  const pair = `${first ?? ""}${characters[position + 1] ?? ""}`;
  if (IDEOGRAPH_NEGATORS.includes(pair)) {
    return 2;
  }
  return first !== undefined && IDEOGRAPH_NEGATORS.includes(first) ? 1 : 0;
}

/** Collects polarized terms, numbering negation scopes. */
class PolarityReader {
  readonly terms: PolarizedTerm[] = [];
  /** Content words the current negator still reaches; 0 when none. */
  reach = 0;
  scope = 0;

  negate(reach: number): void {
    this.scope += 1;
    this.reach = reach;
  }

  add(wordStem: string, word: string, negated: boolean): void {
    this.terms.push({ stem: wordStem, negated, word, scope: negated ? this.scope : 0 });
  }

  /** Adds the glossary terms of a Han run; a negator reaches the end of the clause. */
  addIdeographs(run: string): void {
    const characters = [...run];
    let position = 0;
    while (position < characters.length) {
      const negatorLength = ideographNegatorAt(characters, position);
      if (negatorLength > 0) {
        this.negate(CLAUSE_REACH);
        position += negatorLength;
        continue;
      }
      let matched: GlossaryTerm | undefined;
      for (
        let length = Math.min(GLOSSARY_LONGEST, characters.length - position);
        length >= 1 && matched === undefined;
        length--
      ) {
        matched = GLOSSARY.get(characters.slice(position, position + length).join(""));
      }
      if (matched === undefined) {
        position += 1;
        continue;
      }
      for (const english of matched.stems) {
        this.add(english, matched.term, this.reach > 0);
      }
      position += [...matched.term].length;
    }
  }
}

/**
 * The terms of a text with their polarity. A term is negated when a negator reaches it in the
 * same clause: `not`/`n't`/`never`/`stopped` reach the next content word, `no`/`none`/`zero`/
 * `without` the next two (`no connections waiting`); a preposition, a conjunction or
 * punctuation ends the reach. `unavailable` negates `available`. Chinese (`没有`, `未`, `不`,
 * `无`) reaches the end of its clause and is reported through the glossary (`没有等待` negates
 * `waiting`).
 */
export function polarizedTerms(folded: string): PolarizedTerm[] {
  const reader = new PolarityReader();
  for (const match of uniformNegation(folded).matchAll(POLARITY_UNIT)) {
    const unit = match[0];
    if (CLAUSE_BREAK.test(unit)) {
      reader.reach = 0;
      continue;
    }
    if (isIdeograph(unit[0])) {
      reader.addIdeographs(unit);
      continue;
    }
    if (NEGATORS.has(unit)) {
      reader.negate(NEGATION_REACH.get(unit) ?? DEFAULT_NEGATION_REACH);
      continue;
    }
    if (SCOPE_BREAKERS.has(unit) || SCOPE_PREPOSITIONS.has(unit)) {
      if (reader.reach !== CLAUSE_REACH) {
        reader.reach = 0;
      }
      continue;
    }
    if (STOPWORDS.has(unit)) {
      continue;
    }
    if (unit.startsWith("un") && PREFIX_NEGATABLE.has(stem(unit.slice(2)))) {
      if (reader.reach === 0) {
        reader.negate(0);
      }
      reader.add(stem(unit.slice(2)), unit, reader.reach === 0);
    }
    reader.add(stem(unit), unit, reader.reach > 0);
    if (reader.reach > 0 && reader.reach !== CLAUSE_REACH) {
      reader.reach -= 1;
    }
  }
  return reader.terms;
}
