/**
 * Splits a normalized text into tokens: words, identifiers (anything with digits, joiners or
 * CamelCase: `order-service`, `HikariPool-1`, `/10.10.34.13:3888`, `blk_-7570`), numbers
 * (`30000ms`, `91%`, `50/50`), `key=value` pairs (`waiting=37`, `msg="upstream failed"`, and
 * `status: 404`), runs of Chinese text and clause breaks. Claims and records share it, so a
 * token means the same on both sides.
 *
 * Real records glue tokens together (`10.251.73.220:50010:Got`, `[myid=1]/0:0:0:0:2181`); the
 * tokenizer splits a trailing `:Word` off an address and reads brackets as separators. One
 * hand-written pass over character codes (`scanner.ts`): linear in the text's length, so a
 * 100 KB record costs little.
 */

import { CharacterClasses, codePointAt, widthOf } from "./character-classes.js";
import { Scanner } from "./scanner.js";

/** What a token is. */
export type TokenKind = "word" | "identifier" | "number" | "keyValue" | "han" | "break";

export interface Token {
  readonly kind: TokenKind;
  /** Lower-case. */
  readonly text: string;
  /** As written (after normalization): CamelCase is read from it. */
  readonly cased: string;
  /** Offsets in the normalized text. */
  readonly start: number;
  readonly end: number;
  /**
   * Clause number: punctuation starts a new clause; a colon, ` - ` and brackets (which join a
   * key to its value, a log line's header to its message, a figure to what it qualifies) do not.
   */
  readonly clause: number;
  /** For `keyValue`: the key and the value, lower-case. */
  readonly key?: string;
  readonly value?: string;
}

const EQUALS = "=".charCodeAt(0);
const HYPHEN = "-".charCodeAt(0);
const DIGIT_ZERO = "0".charCodeAt(0);
const DIGIT_NINE = "9".charCodeAt(0);

const NUMBER_WITH_UNIT =
  /^(-?\d+(?:\.\d+)?)(ns|us|µs|μs|ms|s|sec|secs|m|min|mins|h|hr|hrs|d|%|b|kb|mb|gb|tb|kib|mib|gib|tib|ki|mi|gi|ti)?$/u;
const RATIO = /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/u;
/** `45.2G`, `512K`: a size in the JVM's and Kubernetes' upper-case letter (`1555M` reads as `m`). */
const UPPERCASE_SIZE = /^\d+(?:\.\d+)?[KGT]$/u;
/** A figure glued to a rate's unit: `1.2gb/s` (a size per second), `812mbps`, `1540docs/s`. */
const GLUED_RATE =
  /^(\d+(?:\.\d+)?(?:[kmgt]i?b|b)?)(\/s|\/sec|[kmg]?bps|[kmg]?bit\/s|(?:docs|req|reqs|ops|msgs?|rows|events|次)\/s)$/u;
const ADDRESS_THEN_WORD = /^(.*[\p{L}\p{N}]):(\p{L}+)$/u;
const HAS_LETTER = /\p{L}/u;
const PLAIN_WORD = /^[a-z]+$/;
const HAS_DIGIT = /\p{N}/u;
const JOINER = /[-_.:/@$#*+~]/u;
const CAMEL_CASE = /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u;
/** A unit written apart from its number (`Total memory: 64172 MB`). */
const UNIT_WORD =
  /^(?:ns|us|ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|b|kb|mb|gb|tb|kib|mib|gib|tib|bytes?|percent)$/u;
/** `status: 404`, `time: 0.24`: a key, a colon and a number read as one pair. */
const COLON_VALUE = /^\d+(?:\.\d+)?[a-z%]*$/u;

/** Whether a chunk is a number (with its unit glued on) or a ratio. */
export function isNumberChunk(text: string): boolean {
  return NUMBER_WITH_UNIT.test(text) || RATIO.test(text);
}

function chunkKind(cased: string, lower: string): TokenKind {
  if (PLAIN_WORD.test(lower)) {
    // Lower-case letters only, the commonest chunk: a word unless written in CamelCase (which
    // needs a capital, so a chunk written all in lower case is a word).
    return cased !== lower && CAMEL_CASE.test(cased) ? "identifier" : "word";
  }
  // A number or ratio starts with a digit or a minus sign: other chunks skip both expressions.
  const first = lower.charCodeAt(0);
  if (
    (first === HYPHEN || (first >= DIGIT_ZERO && first <= DIGIT_NINE)) &&
    (isNumberChunk(lower) || UPPERCASE_SIZE.test(cased))
  ) {
    return "number";
  }
  if (!HAS_LETTER.test(lower)) {
    return HAS_DIGIT.test(lower) ? "identifier" : "word";
  }
  if (HAS_DIGIT.test(lower) || JOINER.test(lower) || CAMEL_CASE.test(cased)) {
    return "identifier";
  }
  return "word";
}

class TokenList {
  readonly tokens: Token[] = [];
  clause = 0;

  /** `lower`: `cased` lower-cased, when the caller has it already. */
  push(kind: TokenKind, cased: string, start: number, lower = cased.toLowerCase()): void {
    this.tokens.push({
      kind,
      text: lower,
      cased,
      start,
      end: start + cased.length,
      clause: this.clause,
    });
  }

  pushKeyValue(cased: string, start: number, key: string, value: string): void {
    this.tokens.push({
      kind: "keyValue",
      text: cased.toLowerCase(),
      cased,
      start,
      end: start + cased.length,
      clause: this.clause,
      key,
      value,
    });
  }

  breakClause(cased: string, start: number): void {
    this.clause += 1;
    this.push("break", cased, start);
  }
}

const AUDIT_STAMP = /^(\d{9,}\.\d+):(\d+)$/u;
/** The key a Linux audit record's serial number is read under (`审计记录 16`, `audit record 16`). */
export const AUDIT_RECORD_KEY = "audit_record";
const WORD_THEN_ADDRESS = /^(\p{L}{2,}):(-?[\p{L}\p{N}].*)$/u;

function pushChunk(list: TokenList, cased: string, start: number): void {
  const lower = cased.toLowerCase();
  // `1.2GB/s`, `812Mbps`, `1540docs/s`: a rate is its figure and its unit written apart.
  const first = lower.charCodeAt(0);
  if (first >= DIGIT_ZERO && first <= DIGIT_NINE) {
    const rate = GLUED_RATE.exec(lower);
    if (rate !== null && rate[1] !== undefined && rate[2] !== undefined) {
      const figure = cased.slice(0, rate[1].length);
      list.push(chunkKind(figure, rate[1]), figure, start, rate[1]);
      list.push("identifier", cased.slice(rate[1].length), start + rate[1].length, rate[2]);
      return;
    }
  }
  if (!cased.includes(":")) {
    list.push(chunkKind(cased, lower), cased, start, lower);
    return;
  }
  // `audit(1481076984.534:16)`: Linux audit's time stamp, then the serial number of its record,
  // which counts nothing and is no time, process or port: the record's own number.
  const stamped = AUDIT_STAMP.exec(cased);
  if (stamped !== null && stamped[1] !== undefined && stamped[2] !== undefined) {
    list.push("number", stamped[1], start);
    list.pushKeyValue(stamped[2], start + stamped[1].length + 1, AUDIT_RECORD_KEY, stamped[2]);
    return;
  }
  // `10.251.73.220:50010:Got`, `payouts-api:namespace`: a word glued on after a colon.
  const glued = ADDRESS_THEN_WORD.exec(cased);
  // `5092:M` (Redis's pid and role) is one name: its letter is no unit of the number.
  if (glued !== null && /^\d+$/u.test(glued[1] ?? "")) {
    list.push("identifier", cased, start);
    return;
  }
  if (glued !== null && glued[1] !== undefined && glued[2] !== undefined) {
    pushChunk(list, glued[1], start);
    list.push("word", glued[2], start + glued[1].length + 1);
    return;
  }
  // `blockMap:10.251.43.115:50010`, `ERROR:HikariPool-1`: a word glued on before an identifier.
  const leading = WORD_THEN_ADDRESS.exec(cased);
  if (leading !== null && leading[1] !== undefined && leading[2] !== undefined) {
    list.push(/\p{Ll}\p{Lu}/u.test(leading[1]) ? "identifier" : "word", leading[1], start);
    pushChunk(list, leading[2], start + leading[1].length + 1);
    return;
  }
  list.push(chunkKind(cased, lower), cased, start, lower);
}

/** A text without the full stops and colons at its end (`waiting=37.` -> `waiting=37`). */
function withoutFinalStops(written: string): string {
  let end = written.length;
  while (end > 0 && FINAL_STOPS.has(written.charCodeAt(end - 1))) {
    end -= 1;
  }
  return end === written.length ? written : written.slice(0, end);
}

const FINAL_STOPS = new Set([".".charCodeAt(0), ":".charCodeAt(0)]);
const QUOTES = new Set(['"'.charCodeAt(0), "'".charCodeAt(0)]);

function pushKeyValue(list: TokenList, written: string, start: number, text: string): void {
  // A sentence's full stop or colon is not part of the value (`waiting=37.`); a quoted value
  // is kept as written. Character tests, not an expression made for every pair.
  const equals = written.indexOf("=");
  const cased =
    equals > 0 && QUOTES.has(written.charCodeAt(equals + 1)) ? written : withoutFinalStops(written);
  const trimmed = written.slice(cased.length);
  const separator = cased.indexOf("=");
  const key = cased.slice(0, separator).toLowerCase();
  let value = cased.slice(separator + 1);
  const quoted = value.length >= 2 && (value[0] === '"' || value[0] === "'");
  if (quoted) {
    value = value.slice(1, -1);
  }
  list.pushKeyValue(cased, start, key, value.toLowerCase());
  if (quoted) {
    // The words of a quoted value (`msg="upstream request failed"`) are the record's words too.
    scanInto(list, text, start + separator + 2, start + separator + 2 + value.length);
  }
  if (trimmed.startsWith(".")) {
    // `waiting=37.`: the full stop ends the sentence, and its clause.
    list.breakClause(".", start + cased.length);
  }
}

/** Separators that join a key to its value or a log's header to its message: no new clause. */
const SOFT_BREAK = /^(?::|\s[-–—]+\s|[()（）[\]{}<>])$/u;

function scanInto(list: TokenList, text: string, from: number, to: number): void {
  const scanner = new Scanner(text, to);
  let position = from;
  while (scanner.next(position)) {
    const { start, end } = scanner;
    position = end;
    if (scanner.found === "chunk" && end < to && text.charCodeAt(end) === EQUALS) {
      // `environment:java.home=...`: the key starts after the chunk's last `:` or `/`.
      const chunk = text.slice(start, end);
      const cut = Math.max(chunk.lastIndexOf(":"), chunk.lastIndexOf("/"));
      if (cut > 0 && cut < chunk.length - 1) {
        pushChunk(list, chunk.slice(0, cut), start);
        position = start + cut + 1;
        continue;
      }
    }
    switch (scanner.found) {
      case "keyValue":
        pushKeyValue(list, text.slice(start, end), start, text);
        break;
      case "han":
        list.push("han", text.slice(start, end), start);
        break;
      case "chunk":
        pushChunk(list, text.slice(start, end), start);
        break;
      case "break": {
        const clauseBreak = text.slice(start, end);
        if (SOFT_BREAK.test(clauseBreak)) {
          list.push("break", clauseBreak, start);
        } else {
          list.breakClause(clauseBreak, start);
        }
        break;
      }
      default:
        break;
    }
  }
}

/** Joins `status: 404` into a key-value pair; the colon break between them goes. */
/**
 * Whether a colon value ends at a token: the text ends, a break follows, or the next key does
 * (`status: 404 latency: 20`). `failed: 26 of 500 documents` is prose, not `failed=26`.
 */
function endsColonValue(tokens: readonly Token[], next: number): boolean {
  const following = tokens[next];
  if (following === undefined || following.kind === "break" || UNIT_WORD.test(following.text)) {
    return true;
  }
  const colon = tokens[next + 1];
  return (
    following.kind === "word" &&
    colon !== undefined &&
    colon.kind === "break" &&
    colon.text === ":" &&
    colon.start === following.end
  );
}

function joinColonPairs(tokens: Token[], text: string): Token[] {
  const joined: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const key = tokens[index];
    const colon = tokens[index + 1];
    const value = tokens[index + 2];
    if (
      key !== undefined &&
      colon !== undefined &&
      value !== undefined &&
      key.kind === "word" &&
      colon.kind === "break" &&
      colon.text === ":" &&
      colon.start === key.end &&
      value.kind === "number" &&
      COLON_VALUE.test(value.text) &&
      endsColonValue(tokens, index + 3)
    ) {
      joined.push({
        kind: "keyValue",
        text: `${key.text}=${value.text}`,
        cased: text.slice(key.start, value.end),
        start: key.start,
        end: value.end,
        clause: key.clause,
        key: key.text,
        value: value.text,
      });
      index += 2;
      continue;
    }
    if (key !== undefined) {
      joined.push(key);
    }
  }
  return joined;
}

/**
 * The tokens of a normalized text, in order. A record's `status: 404` is read as a key-value
 * pair; a claim's colon stays a separator (a number there binds to the words around it).
 */
export function tokenize(text: string, options: { readonly colonPairs?: boolean } = {}): Token[] {
  const list = new TokenList();
  scanInto(list, text, 0, text.length);
  return options.colonPairs === true ? joinColonPairs(list.tokens, text) : list.tokens;
}

/**
 * Word parts of an identifier or key: CamelCase and joiners split, a letter run keeps the digits
 * glued to it (`HighLatencyP99` -> high, latency, p99; `latency_ms` -> latency, ms;
 * `5xx_ratio` -> 5xx, ratio). Parts without a letter are left out.
 */
export function nameParts(cased: string): string[] {
  const cached = namePartsCache.get(cased);
  if (cached !== undefined) {
    return cached;
  }
  const parts = computeNameParts(cased);
  if (namePartsCache.size >= NAME_PARTS_CACHE_LIMIT) {
    namePartsCache.clear();
  }
  namePartsCache.set(cased, parts);
  return parts;
}

const NAME_PARTS_CACHE_LIMIT = 50_000;
const namePartsCache = new Map<string, string[]>();

/** Classes of the characters name parts are made of. */
const UPPER = 1;
const LOWER = 2;
const NUMERAL = 4;
const NAME_CLASSES = new CharacterClasses([/^\p{Lu}$/u, /^\p{Ll}$/u, /^\p{N}$/u]);

/** How many code units from `index` on are of `kind`, and where they end. */
function runEnd(text: string, index: number, kind: number): number {
  let end = index;
  while (end < text.length) {
    const codePoint = codePointAt(text, end);
    if ((NAME_CLASSES.of(codePoint) & kind) === 0) {
      break;
    }
    end += widthOf(codePoint);
  }
  return end;
}

/**
 * The parts of a name, as the pieces of `cased.split(/[^\p{L}\p{N}]+/u)` give them to
 * `matchAll(/\p{N}+\p{Ll}+|\p{Lu}?\p{Ll}+\p{N}*|\p{Lu}+\p{N}*(?!\p{Ll})|\p{N}+/gu)`, found by
 * one scan over cached character classes (a record's every identifier is split so). No part
 * takes any other character, so the pieces need not be cut out first.
 */
function computeNameParts(cased: string): string[] {
  const parts: string[] = [];
  for (let index = 0; index < cased.length; ) {
    const codePoint = codePointAt(cased, index);
    const classes = NAME_CLASSES.of(codePoint);
    let end = -1;
    if ((classes & NUMERAL) !== 0) {
      // Digits, with the small letters after them (`5xx`) or alone (dropped below: no letter).
      end = runEnd(cased, runEnd(cased, index, NUMERAL), LOWER);
    } else if ((classes & LOWER) !== 0) {
      end = runEnd(cased, runEnd(cased, index, LOWER), NUMERAL);
    } else if ((classes & UPPER) !== 0) {
      const next = index + widthOf(codePoint);
      const lower = runEnd(cased, next, LOWER);
      if (lower > next) {
        // A capital and its small letters (`Latency`), with digits after them (`P99`).
        end = runEnd(cased, lower, NUMERAL);
      } else {
        // Capitals and digits (`HTTP2`), not followed by a small letter: one capital or digit
        // fewer when one is (`HTTPServer` -> `HTTP`).
        const capitals = runEnd(cased, index, UPPER);
        const digits = runEnd(cased, capitals, NUMERAL);
        end = digits;
        if (digits < cased.length && (NAME_CLASSES.of(codePointAt(cased, digits)) & LOWER) !== 0) {
          end = previousCodePoint(cased, digits);
        }
      }
    }
    if (end === -1) {
      index += widthOf(codePoint);
      continue;
    }
    const part = cased.slice(index, end).toLowerCase();
    if (HAS_LETTER.test(part)) {
      parts.push(part);
    }
    index = end;
  }
  return parts;
}

/** Where the code point before `index` starts. */
function previousCodePoint(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) {
      return index - 2;
    }
  }
  return index - 1;
}

const LETTERS = new CharacterClasses([/^\p{L}$/u]);

/**
 * The runs of letters (`\p{L}`) of a text, in order: what `text.split(/[^\p{L}]+/u)` gives
 * without its empty pieces, found by one scan over cached character classes (identifiers are
 * split so for every record).
 */
export function letterRuns(text: string): string[] {
  const runs: string[] = [];
  let start = -1;
  for (let index = 0; index < text.length; ) {
    const codePoint = codePointAt(text, index);
    const letter = (LETTERS.of(codePoint) & 1) !== 0;
    if (letter && start === -1) {
      start = index;
    } else if (!letter && start !== -1) {
      runs.push(text.slice(start, index));
      start = -1;
    }
    index += widthOf(codePoint);
  }
  if (start !== -1) {
    runs.push(text.slice(start));
  }
  return runs;
}
