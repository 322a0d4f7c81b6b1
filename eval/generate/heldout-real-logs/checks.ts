/**
 * Text checks used by the held-out real-log case generator: whether a claim uses
 * only a line's own words, which identifiers and numbers it cites, the excerpt
 * that covers them, Chinese term coverage, and value alteration for fabrications.
 */
import type { Random } from "../real-logs/random.js";

/** Words that carry no fact and may frame a faithful English restatement. */
export const FRAMING_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "is",
  "are",
  "was",
  "has",
  "had",
  "logged",
  "reported",
  "with",
  "of",
  "at",
  "in",
  "for",
  "on",
  "to",
  "by",
  "got",
  "and",
  "times",
  "it",
  "appears",
  "that",
]);

const LEADING_PUNCTUATION = /^[([{"'<]+/;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}"'>]+$/;
const ASCII_RUN = /[\x21-\x7e]+/g;
const HAN_RUN = /[\u3400-\u9fff]+/g;

export function stripEdgePunctuation(token: string): string {
  return token.replace(LEADING_PUNCTUATION, "").replace(TRAILING_PUNCTUATION, "");
}

/** Numbers, codes, paths, dotted names and camel-case names: cited verbatim. */
export function isIdentifierLike(token: string): boolean {
  return /[0-9]/.test(token) || /[_./:=()[\]<>#*@$\\-]/.test(token) || /[A-Z]/.test(token.slice(1));
}

/** Reduces a lower-case word to a crude stem so "closed" and "close" compare equal. */
export function stem(word: string): string {
  for (const ending of ["ing", "ed", "es", "s", "e", "d"]) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return word.slice(0, word.length - ending.length);
    }
  }
  return word;
}

function lineWords(line: string): Set<string> {
  return new Set(
    line
      .toLowerCase()
      .split(/[^a-z0-9']+/)
      .filter((word) => word !== ""),
  );
}

function asciiTokens(text: string): string[] {
  return (text.match(ASCII_RUN) ?? [])
    .map((token) => stripEdgePunctuation(token))
    .filter((token) => token !== "");
}

function plainWordSupported(word: string, words: ReadonlySet<string>): boolean {
  const lower = word.toLowerCase();
  if (words.has(lower)) {
    return true;
  }
  const wanted = stem(lower);
  for (const candidate of words) {
    if (stem(candidate) === wanted) {
      return true;
    }
  }
  return false;
}

/** Tokens of an English claim that neither the line nor the framing words support. */
export function unsupportedEnglishWords(claim: string, line: string): string[] {
  const words = lineWords(line);
  const offending: string[] = [];
  for (const token of asciiTokens(claim)) {
    if (isIdentifierLike(token)) {
      if (!line.includes(token)) {
        offending.push(token);
      }
    } else if (!FRAMING_WORDS.has(token.toLowerCase()) && !plainWordSupported(token, words)) {
      offending.push(token);
    }
  }
  return offending;
}

/** Latin-script tokens of a Chinese claim that the line does not contain. */
export function unsupportedLatinTokens(claim: string, line: string): string[] {
  const lowerLine = line.toLowerCase();
  return asciiTokens(claim).filter((token) => !lowerLine.includes(token.toLowerCase()));
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function occursAsWord(word: string, text: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9])${escapeForPattern(word)}(?![A-Za-z0-9])`).test(text);
}

/**
 * What a claim cites from the line: its identifiers and numbers, plus plain words it
 * takes from the line's header (host, process, level, thread names).
 */
export function citedTokens(claim: string, line: string, messageStart: number): string[] {
  const header = line.slice(0, messageStart);
  const found = new Set<string>();
  for (const token of asciiTokens(claim)) {
    if (isIdentifierLike(token)) {
      if (line.includes(token)) {
        found.add(token);
      }
    } else if (!FRAMING_WORDS.has(token.toLowerCase()) && occursAsWord(token, header)) {
      found.add(token);
    }
  }
  return [...found];
}

function isBoundary(character: string | undefined): boolean {
  return character === undefined || !/[A-Za-z0-9]/.test(character);
}

function occurrences(line: string, token: string): number[] {
  const all: number[] = [];
  let from = line.indexOf(token);
  while (from !== -1) {
    all.push(from);
    from = line.indexOf(token, from + 1);
  }
  const bounded = all.filter(
    (start) => isBoundary(line[start - 1]) && isBoundary(line[start + token.length]),
  );
  return bounded.length > 0 ? bounded : all;
}

interface Span {
  start: number;
  end: number;
}

/** The smallest span that contains the given span and one occurrence of every token. */
function smallestCoveringSpan(line: string, tokens: readonly string[], initial: Span): Span {
  const choices = tokens.map((token) =>
    occurrences(line, token).map((start) => ({ start, end: start + token.length })),
  );
  let best: Span | undefined;
  const walk = (index: number, start: number, end: number): void => {
    if (best !== undefined && end - start >= best.end - best.start) {
      return;
    }
    const list = choices[index];
    if (list === undefined) {
      best = { start, end };
      return;
    }
    for (const choice of list) {
      walk(index + 1, Math.min(start, choice.start), Math.max(end, choice.end));
    }
  };
  walk(0, initial.start, initial.end);
  return best ?? initial;
}

function isSpace(character: string | undefined): boolean {
  return character !== undefined && /\s/.test(character);
}

function widenToWords(line: string, span: Span): Span {
  let { start, end } = span;
  while (start > 0 && !isSpace(line[start - 1])) {
    start -= 1;
  }
  while (end < line.length && !isSpace(line[end])) {
    end += 1;
  }
  while (start < end && isSpace(line[start])) {
    start += 1;
  }
  while (end > start && isSpace(line[end - 1])) {
    end -= 1;
  }
  return { start, end };
}

function extendRight(line: string, end: number): number {
  let position = end;
  while (position < line.length && isSpace(line[position])) {
    position += 1;
  }
  if (position >= line.length) {
    return end;
  }
  while (position < line.length && !isSpace(line[position])) {
    position += 1;
  }
  return position;
}

function extendLeft(line: string, start: number): number {
  let position = start;
  while (position > 0 && isSpace(line[position - 1])) {
    position -= 1;
  }
  if (position <= 0) {
    return start;
  }
  while (position > 0 && !isSpace(line[position - 1])) {
    position -= 1;
  }
  return position;
}

/** Minimum length of an evidence excerpt. */
export const MINIMUM_EXCERPT_LENGTH = 20;

/**
 * The shortest whole-word stretch of the line that holds the message part and every
 * token the claim cites from the line, widened to at least MINIMUM_EXCERPT_LENGTH
 * characters.
 */
export function excerptFor(line: string, claim: string, messageStart: number): string {
  const message = { start: messageStart, end: line.trimEnd().length };
  const covering = smallestCoveringSpan(line, citedTokens(claim, line, messageStart), message);
  let span = widenToWords(line, covering);
  while (span.end - span.start < MINIMUM_EXCERPT_LENGTH) {
    const right = extendRight(line, span.end);
    if (right !== span.end) {
      span = { start: span.start, end: right };
      continue;
    }
    const left = extendLeft(line, span.start);
    if (left === span.start) {
      break;
    }
    span = { start: left, end: span.end };
  }
  return line.slice(span.start, span.end);
}

/** True when the excerpt occurs in the line starting and ending at whitespace or line edges. */
export function excerptSitsOnWordBoundaries(line: string, excerpt: string): boolean {
  let from = line.indexOf(excerpt);
  while (from !== -1) {
    const before = line[from - 1];
    const after = line[from + excerpt.length];
    if ((before === undefined || isSpace(before)) && (after === undefined || isSpace(after))) {
      return true;
    }
    from = line.indexOf(excerpt, from + 1);
  }
  return false;
}

/** Reads the term list: "term<TAB>meaning" per line, "#" starts a comment. */
export function parseChineseTerms(text: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) {
      continue;
    }
    const [term, meaning] = line.split("\t");
    if (term === undefined || meaning === undefined || term === "" || meaning.trim() === "") {
      throw new Error(`malformed term line: ${raw}`);
    }
    if (terms.has(term)) {
      throw new Error(`duplicate term: ${term}`);
    }
    terms.set(term, meaning.trim());
  }
  return terms;
}

function segmentable(run: string, terms: ReadonlyMap<string, string>, longest: number): boolean {
  const reachable: boolean[] = new Array<boolean>(run.length + 1).fill(false);
  reachable[0] = true;
  for (let start = 0; start < run.length; start += 1) {
    if (reachable[start] !== true) {
      continue;
    }
    for (let length = 1; length <= longest && start + length <= run.length; length += 1) {
      if (terms.has(run.slice(start, start + length))) {
        reachable[start + length] = true;
      }
    }
  }
  return reachable[run.length] === true;
}

/** Runs of Chinese characters that cannot be split into listed terms. */
export function unlistedChinese(text: string, terms: ReadonlyMap<string, string>): string[] {
  let longest = 1;
  for (const term of terms.keys()) {
    longest = Math.max(longest, term.length);
  }
  return (text.match(HAN_RUN) ?? []).filter((run) => !segmentable(run, terms, longest));
}

/** Every listed term that occurs in the text. */
export function termsUsedIn(text: string, terms: ReadonlyMap<string, string>): string[] {
  return [...terms.keys()].filter((term) => text.includes(term));
}

/** True when the value occurs in the line as a whole token. */
export function valueOccursInLine(value: string, line: string): boolean {
  return new RegExp(`(?<![0-9A-Za-z.])${escapeForPattern(value)}(?![0-9A-Za-z])`).test(line);
}

function integerCandidates(value: string): string[] {
  const number = Number.parseInt(value, 10);
  const candidates = [number + 1, number + 2, number + 3, number + 10];
  if (number > 1) {
    candidates.push(number - 1, number * 2);
  }
  return candidates.map((candidate) => String(candidate));
}

function decimalCandidates(value: string): string[] {
  const decimals = value.split(".")[1]?.length ?? 1;
  const number = Number.parseFloat(value);
  const candidates = [number + 0.1, number + 0.2, number * 2];
  if (number > 0.2) {
    candidates.push(number - 0.1);
  }
  return candidates.map((candidate) => candidate.toFixed(decimals));
}

function hexDigitShift(value: string, position: number): string {
  const digit = Number.parseInt(value.charAt(position), 16);
  const shifted = ((digit + 1) % 16).toString(16);
  return value.slice(0, position) + shifted + value.slice(position + 1);
}

function hexCandidates(value: string): string[] {
  const body = value.startsWith("0x") ? 2 : 0;
  const firstSignificant = value.slice(body).search(/[1-9a-f]/);
  const positions = [value.length - 1, value.length - 2];
  if (firstSignificant !== -1) {
    positions.push(body + firstSignificant);
  }
  return positions.map((position) => hexDigitShift(value, position));
}

function durationCandidates(value: string): string[] {
  const parts = value.split(":").map((part) => Number.parseInt(part, 10));
  const last = parts.length - 1;
  return [3, 7, 11].map((step) =>
    parts
      .map((part, index) => (index === last ? (part + step) % 60 : part))
      .map((part) => String(part).padStart(2, "0"))
      .join(":"),
  );
}

/** A different value of the same shape that the line does not contain, if one exists. */
export function alterValue(value: string, random: Random, line: string): string | undefined {
  let candidates: string[];
  if (/^0x[0-9a-f]+$/.test(value) || /^[0-9a-f]{16}$/.test(value)) {
    candidates = hexCandidates(value);
  } else if (/^-?\d+$/.test(value)) {
    candidates = integerCandidates(value);
  } else if (/^\d+\.\d+$/.test(value)) {
    candidates = decimalCandidates(value);
  } else if (/^\d\d:\d\d(:\d\d)?$/.test(value)) {
    candidates = durationCandidates(value);
  } else if (value === "<1 sec") {
    candidates = ["00:05", "00:09", "00:12"];
  } else {
    return undefined;
  }
  const usable = candidates.filter(
    (candidate) => candidate !== value && !valueOccursInLine(candidate, line),
  );
  return usable.length === 0 ? undefined : random.pick(usable);
}
