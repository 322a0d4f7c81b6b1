/**
 * The scanner under the tokenizer: from a position in a normalized text, where the next token
 * starts and ends, and its shape (a `key=value` pair, a run of Han, a chunk of letters and
 * joiners, or a clause break). `tokenize.ts` gives the shapes their kinds and clauses.
 *
 * It finds exactly what this regular expression (`u` flag) would, and was checked against it on
 * every text of the corpus and fixtures and on fuzzed ones: the first position where any
 * alternative matches, and there the first that does.
 *
 *   (KEY=VALUE) | (HAN+) | (CHUNK) | (BREAK)
 *   LETTER = [\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}\p{M}_]
 *   HAN    = [\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]
 *   KEY    = (?:LETTER|HAN)(?:LETTER|HAN|[.\-])*
 *   VALUE  = "[^"]*" | '[^']*' | [^\s,;()\[\]{}，；（）、。！？"'<>`]+
 *   CHUNK  = (?:/|-(?=\p{N})|#)? LETTER (?:(?:LETTER|[.\-:/@$#%*+~])* (?:LETTER|[%*#]))?
 *   BREAK  = [,;!?，。；！？、()（）\[\]{}<>|：] | \.(?=\s|$) | :(?=\s|$) | \s[-–—]+\s | [–—]
 */
import { CharacterClasses, codePointAt, widthOf } from "./character-classes.js";

/**
 * What the scanner knows of a character, one bit each (see `character-classes.ts`). A letter is
 * a Latin, Greek or Cyrillic letter, a number (`\p{N}`), a combining mark or `_`; Han covers
 * Han, Hiragana and Katakana. A hand-written scan over these is several times faster than one
 * Unicode-property regular expression with four alternatives, and allocates no match arrays.
 */
const LETTER = 1;
const HAN = 2;
/** `\p{N}`: a `-` before one starts a negative number (`blk_-7570`). */
const NUMBER = 4;
/** `\s`, as regular expressions define it (Unicode spaces included). */
const SPACE = 8;

const CLASSES = new CharacterClasses([
  /^[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}\p{M}_]$/u,
  /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]$/u,
  /^\p{N}$/u,
  /^\s$/u,
]);

function classesOf(codePoint: number): number {
  return CLASSES.of(codePoint);
}

function classesAt(text: string, index: number, to: number): number {
  return CLASSES.at(text, index, to);
}

/** Characters that may join a chunk's letters (`HikariPool-1`, `10.0.3.7:8080`, `p99=`). */
const CHUNK_JOINERS = new Set([..."._-:/@$#%*+~"].map((character) => character.charCodeAt(0)));
/** Characters a chunk may end with besides a letter (`91%`, `*`, `C#`). */
const CHUNK_ENDINGS = new Set([..."%*#"].map((character) => character.charCodeAt(0)));
/** Characters that end an unquoted value (besides white space; `pid=29678|ppid=1` is two pairs). */
const VALUE_STOPS = new Set(
  [...",;()[]{}，；（）、。！？\"'<>`|"].map((character) => character.charCodeAt(0)),
);
/** Punctuation that is a clause break wherever it stands. */
const BREAK_CHARACTERS = new Set(
  [...",;!?，。；！？、()（）[]{}<>|：–—"].map((character) => character.charCodeAt(0)),
);
/** Dashes of a spaced dash (` - `, ` — `). */
const DASHES = new Set([..."-–—"].map((character) => character.charCodeAt(0)));
const QUOTE = '"'.charCodeAt(0);
const APOSTROPHE = "'".charCodeAt(0);
const SLASH = "/".charCodeAt(0);
const HASH = "#".charCodeAt(0);
const HYPHEN = "-".charCodeAt(0);
const DOT = ".".charCodeAt(0);
const COLON = ":".charCodeAt(0);

/** What the scanner found at a position. */
export type Found = "keyValue" | "han" | "chunk" | "break" | null;

/**
 * The end of a `key=value` pair starting at `start`, or -1: a key of letters, Han, `.` and `-`,
 * then `=` and a quoted value or a run of characters up to a separator.
 */
function keyValueEnd(text: string, start: number, to: number): number {
  if ((classesAt(text, start, to) & (LETTER | HAN)) === 0) {
    return -1;
  }
  let index = start;
  while (index < to) {
    const code = text.charCodeAt(index);
    if (code === DOT || code === HYPHEN) {
      index += 1;
      continue;
    }
    const codePoint = codePointAt(text, index, to);
    if ((classesOf(codePoint) & (LETTER | HAN)) === 0) {
      break;
    }
    index += widthOf(codePoint);
  }
  if (index >= to || text.charCodeAt(index) !== EQUALS || index + 1 >= to) {
    return -1;
  }
  const valueStart = index + 1;
  const first = text.charCodeAt(valueStart);
  if (first === QUOTE || first === APOSTROPHE) {
    const closing = text.indexOf(first === QUOTE ? '"' : "'", valueStart + 1);
    return closing !== -1 && closing < to ? closing + 1 : -1;
  }
  let end = valueStart;
  while (end < to) {
    const codePoint = codePointAt(text, end, to);
    if (VALUE_STOPS.has(codePoint) || (classesOf(codePoint) & SPACE) !== 0) {
      break;
    }
    end += widthOf(codePoint);
  }
  return end > valueStart ? end : -1;
}

/** The end of a run of Han or kana starting at `start`, or -1. */
function hanRunEnd(text: string, start: number, to: number): number {
  let end = start;
  while (end < to) {
    const codePoint = codePointAt(text, end, to);
    if ((classesOf(codePoint) & HAN) === 0) {
      break;
    }
    end += widthOf(codePoint);
  }
  return end > start ? end : -1;
}

/**
 * The end of a chunk starting at `start`, or -1: maybe `/`, `#` or a `-` before a number, then
 * a letter, then letters and joiners up to the last letter (or `%`, `*`, `#`).
 */
function chunkEnd(text: string, start: number, to: number): number {
  let index = start;
  const code = text.charCodeAt(start);
  if (
    ((code === SLASH || code === HASH) && (classesAt(text, start + 1, to) & LETTER) !== 0) ||
    (code === HYPHEN && (classesAt(text, start + 1, to) & NUMBER) !== 0)
  ) {
    index += 1;
  }
  const first = codePointAt(text, index, to);
  if (index >= to || (classesOf(first) & LETTER) === 0) {
    return -1;
  }
  index += widthOf(first);
  let end = index;
  while (index < to) {
    const codePoint = codePointAt(text, index, to);
    const letter = (classesOf(codePoint) & LETTER) !== 0;
    if (!letter && !CHUNK_JOINERS.has(codePoint)) {
      break;
    }
    index += widthOf(codePoint);
    if (letter || CHUNK_ENDINGS.has(codePoint)) {
      end = index;
    }
  }
  return end;
}

/**
 * The end of a clause break starting at `start`, or -1: punctuation, a full stop or colon
 * before white space or the end, or a dash between spaces.
 */
function breakEnd(text: string, start: number, to: number): number {
  const code = text.charCodeAt(start);
  if (BREAK_CHARACTERS.has(code)) {
    return start + 1;
  }
  if (code === DOT || code === COLON) {
    return start + 1 === to || (classesAt(text, start + 1, to) & SPACE) !== 0 ? start + 1 : -1;
  }
  const space = codePointAt(text, start, to);
  if ((classesOf(space) & SPACE) === 0) {
    return -1;
  }
  let index = start + widthOf(space);
  while (index < to && DASHES.has(text.charCodeAt(index))) {
    index += 1;
  }
  if (index === start + widthOf(space) || index >= to) {
    return -1;
  }
  const after = codePointAt(text, index, to);
  return (classesOf(after) & SPACE) !== 0 ? index + widthOf(after) : -1;
}

/**
 * Finds the next token at or after `from`, in the order a regular expression with the
 * alternatives key=value | Han run | chunk | break would: the first position where any
 * matches, and there the first alternative that does.
 */
export class Scanner {
  found: Found = null;
  start = 0;
  end = 0;
  /**
   * The next `=` at or after the last position a pair was tried at, or -1: where there is none,
   * no pair can start, and the word need not be read twice (as a key, then as a chunk).
   */
  private nextEquals = -2;
  /** The next space at or after the last position a pair was tried at, or -1 (as `nextEquals`). */
  private nextSpace = -2;

  constructor(
    private readonly text: string,
    private readonly to: number,
  ) {}

  /**
   * Whether a pair may start at `index`: an `=` lies ahead, and no space before it (a key is
   * letters, Han, `.` and `-` up to its `=`, so a space before the next `=` rules a pair out
   * without reading the key).
   */
  private equalsAhead(index: number): boolean {
    if (this.nextEquals !== -1 && this.nextEquals < index) {
      this.nextEquals = this.text.indexOf("=", index);
    }
    if (this.nextEquals === -1 || this.nextEquals >= this.to) {
      return false;
    }
    if (this.nextSpace !== -1 && this.nextSpace < index) {
      this.nextSpace = this.text.indexOf(" ", index);
    }
    return this.nextSpace === -1 || this.nextSpace > this.nextEquals;
  }

  next(from: number): boolean {
    const { text, to } = this;
    for (let index = from; index < to; ) {
      // Only a letter or Han starts a pair, a Han run or (besides `/`, `#`, `-`) a chunk: the
      // first character decides which alternatives are worth trying.
      const codePoint = codePointAt(text, index, to);
      const classes = classesOf(codePoint);
      if ((classes & (LETTER | HAN)) !== 0) {
        const end = this.equalsAhead(index) ? keyValueEnd(text, index, to) : -1;
        if (end !== -1) {
          return this.take("keyValue", index, end);
        }
        return (classes & HAN) !== 0
          ? this.take("han", index, hanRunEnd(text, index, to))
          : this.take("chunk", index, chunkEnd(text, index, to));
      }
      if (codePoint === SLASH || codePoint === HASH || codePoint === HYPHEN) {
        const end = chunkEnd(text, index, to);
        if (end !== -1) {
          return this.take("chunk", index, end);
        }
      }
      const end = breakEnd(text, index, to);
      if (end !== -1) {
        return this.take("break", index, end);
      }
      index += widthOf(codePoint);
    }
    this.found = null;
    return false;
  }

  private take(found: Found, start: number, end: number): boolean {
    this.found = found;
    this.start = start;
    this.end = end;
    return true;
  }
}

const EQUALS = "=".charCodeAt(0);
