/**
 * Turning a record and a pattern into claim text, and cutting evidence excerpts out of
 * record text: tight or clause-wide quotes, and the excerpt variants (truncation, elision,
 * case and white-space changes) a faithful binding may show.
 */
import type { Random } from "./random.js";
import { placeholdersOf } from "./record-kit.js";
import type { ExcerptForm, Language, Pattern, RecordInstance } from "./types.js";

const HAN = "\\p{sc=Han}";
const CJK_PUNCTUATION = "，。：；、（）！？";
const CJK = `[${HAN}${CJK_PUNCTUATION}]`;

/** Spacing of a claim: no blanks between Chinese characters, one blank elsewhere. */
export function tidy(text: string, language: Language): string {
  let result = text.replace(/\s+/g, " ").trim();
  if (language === "zh") {
    result = result
      .replace(new RegExp(`(${CJK}) (?=${CJK})`, "gu"), "$1")
      .replace(new RegExp(` (?=[${CJK_PUNCTUATION}])`, "gu"), "")
      .replace(new RegExp(`([${CJK_PUNCTUATION}]) `, "gu"), "$1")
      .replace(new RegExp(`([A-Za-z])(?=${HAN})`, "gu"), "$1 ")
      .replace(new RegExp(`(${HAN})(?=[A-Za-z])`, "gu"), "$1 ");
  }
  return result;
}

/** The pattern with every placeholder filled: an override, else the field's own wording. */
export function render(
  record: RecordInstance,
  pattern: Pattern,
  language: Language,
  overrides: ReadonlyMap<string, string> = new Map(),
): string {
  const text = pattern.text.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const override = overrides.get(name);
    if (override !== undefined) {
      return override;
    }
    const field = record.fields.get(name);
    if (field === undefined) {
      throw new Error(`${record.template}: no field ${name}`);
    }
    return field[language];
  });
  return tidy(text, language);
}

/** The record parts a statement relies on: its fields' anchors and the pattern's own. */
export function anchorsOf(
  record: RecordInstance,
  pattern: Pattern,
  leaveOut: ReadonlySet<string> = new Set(),
): string[] {
  const anchors = placeholdersOf(pattern.text)
    .filter((name) => !leaveOut.has(name))
    .map((name) => record.fields.get(name)?.anchor ?? "")
    .filter((anchor) => anchor !== "");
  // A statement about an alert relies on the alert's name and state even when it only
  // paraphrases them ("memory usage" for HighMemoryUsage).
  const state = record.kind === "alert" ? record.fields.get("state")?.anchor : undefined;
  return [...anchors, ...pattern.anchors, ...(state === undefined ? [] : [state])];
}

interface Span {
  readonly start: number;
  readonly end: number;
}

function locate(text: string, anchors: readonly string[]): Span[] {
  return anchors.map((anchor) => {
    const start = text.indexOf(anchor);
    if (start < 0) {
      throw new Error(`anchor "${anchor}" not in "${text}"`);
    }
    return { start, end: start + anchor.length };
  });
}

function cover(spans: readonly Span[]): Span {
  return {
    start: Math.min(...spans.map((span) => span.start)),
    end: Math.max(...spans.map((span) => span.end)),
  };
}

const BREAK_BEFORE = [", ", "，", "; ", "；", "。", ". ", " - ", "：", ": ", '"', "(", " / "];
const BREAK_AFTER = [",", "，", ";", "；", "。", ". ", '"', " (", ")"];

function clauseStart(text: string, position: number): number {
  let best = 0;
  for (const mark of BREAK_BEFORE) {
    const found = text.lastIndexOf(mark, position - mark.length);
    if (found >= 0 && found + mark.length <= position) {
      best = Math.max(best, found + mark.length);
    }
  }
  return best;
}

function clauseEnd(text: string, position: number): number {
  let best = text.length;
  for (const mark of BREAK_AFTER) {
    const found = text.indexOf(mark, position);
    if (found >= 0) {
      best = Math.min(best, found);
    }
  }
  return best;
}

/** Moves a cut to the nearest blank (or text edge) so words are not split. */
function toWordStart(text: string, position: number): number {
  let index = position;
  while (index > 0 && !/[\s,，;；(（。：、"]/u.test(text[index - 1] ?? "")) {
    index--;
  }
  return index;
}

function toWordEnd(text: string, position: number): number {
  let index = position;
  while (index < text.length && !/[\s,，;；)）。：、"]/u.test(text[index] ?? "")) {
    index++;
  }
  return index;
}

const EDGE_TRIM = /^[\s,，;；:：]+|[\s,，;；:：]+$/gu;

/**
 * Widens a span until it is at least `minimum` characters (a clause at a time, the one before
 * first), then trims blanks and commas.
 */
function finish(text: string, span: Span, minimum = 20): string {
  let { start, end } = span;
  let leftward = true;
  while (end - start < minimum + 2 && (start > 0 || end < text.length)) {
    if ((leftward && start > 0) || end >= text.length) {
      start = clauseStart(text, Math.max(0, start - 1));
    } else {
      end = clauseEnd(text, Math.min(text.length, end + 1));
    }
    leftward = !leftward;
  }
  const trimmed = text.slice(start, end).replace(EDGE_TRIM, "");
  // Trimming keeps a contiguous part; the anchors stay inside because they never start or
  // end with the trimmed characters.
  if (trimmed.length === 0 || !text.includes(trimmed)) {
    throw new Error("excerpt trimming lost the text");
  }
  return trimmed;
}

export type ExcerptWidth = "tight" | "clause" | "whole";

/** A verbatim excerpt of `text` that includes every anchor. */
export function verbatimExcerpt(
  random: Random,
  text: string,
  anchors: readonly string[],
  width?: ExcerptWidth,
): string {
  if (anchors.length === 0) {
    return finish(text, { start: 0, end: text.length });
  }
  const span = cover(locate(text, anchors));
  const chosen =
    width ??
    random.weighted<ExcerptWidth>([
      ["tight", 4],
      ["clause", 4],
      ["whole", text.length <= 240 ? 2 : 0.3],
    ]);
  if (chosen === "whole") {
    return finish(text, { start: 0, end: text.length });
  }
  if (chosen === "clause") {
    return finish(text, {
      start: clauseStart(text, span.start),
      end: clauseEnd(text, span.end),
    });
  }
  return finish(text, {
    start: toWordStart(text, span.start),
    end: toWordEnd(text, span.end),
  });
}

export interface ExcerptVariant {
  readonly excerpt: string;
  readonly form: ExcerptForm;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** A cut inside the first word at or after `position` (or null when there is none). */
function insideNextWord(text: string, position: number, random: Random): number | null {
  let start = position;
  while (start < text.length && !WORD_CHARACTER.test(text[start] ?? "")) {
    start++;
  }
  let end = start;
  while (end < text.length && WORD_CHARACTER.test(text[end] ?? "")) {
    end++;
  }
  return end - start >= 2 ? start + random.int(1, end - start - 1) : null;
}

/** A cut inside the last word before `position`. */
function insidePreviousWord(text: string, position: number, random: Random): number | null {
  let end = position;
  while (end > 0 && !WORD_CHARACTER.test(text[end - 1] ?? "")) {
    end--;
  }
  let start = end;
  while (start > 0 && WORD_CHARACTER.test(text[start - 1] ?? "")) {
    start--;
  }
  return end - start >= 2 ? start + random.int(1, end - start - 1) : null;
}

function truncation(random: Random, text: string, span: Span): ExcerptVariant | null {
  // The record cut short inside a word after the last anchor, or begun inside a word before
  // the first one.
  if (random.chance(0.6)) {
    const cutEnd = insideNextWord(text, span.end, random);
    if (cutEnd !== null) {
      const start = random.chance(0.5) ? 0 : toWordStart(text, span.start);
      const excerpt = text.slice(start, cutEnd).trim();
      return excerpt.length >= 20 ? { excerpt, form: "truncation" } : null;
    }
  }
  const cutStart = insidePreviousWord(text, span.start, random);
  if (cutStart !== null) {
    const excerpt = text.slice(cutStart).trim();
    return excerpt.length >= 20 ? { excerpt, form: "truncation" } : null;
  }
  return null;
}

function elision(random: Random, text: string, spans: readonly Span[]): ExcerptVariant | null {
  const ordered = [...spans].sort((left, right) => left.start - right.start);
  const separator = random.pick([" ... ", "...", " … ", "…"]);
  // Split the anchors where the gap between them is widest.
  let bestGap = -1;
  let splitAt = -1;
  for (let index = 1; index < ordered.length; index++) {
    const previous = ordered.slice(0, index);
    const gap = (ordered[index]?.start ?? 0) - Math.max(...previous.map((span) => span.end));
    if (gap > bestGap) {
      bestGap = gap;
      splitAt = index;
    }
  }
  let first: Span;
  let second: Span;
  if (splitAt > 0 && bestGap >= 4) {
    first = cover(ordered.slice(0, splitAt));
    second = cover(ordered.slice(splitAt));
  } else {
    const whole = cover(ordered);
    // One group of anchors: keep the record's head, elide up to the anchors.
    const headEnd = toWordEnd(text, Math.min(whole.start - 4, 24));
    if (whole.start >= 16 && headEnd > 6 && headEnd < whole.start - 2) {
      first = { start: 0, end: headEnd };
      second = whole;
    } else if (text.length - whole.end >= 12) {
      first = whole;
      second = { start: toWordStart(text, text.length - 10), end: text.length };
      if (second.start <= first.end + 2) {
        return null;
      }
    } else {
      return null;
    }
  }
  const head = text.slice(toWordStart(text, first.start), first.end).trim();
  const tail = text.slice(second.start, toWordEnd(text, second.end)).trim();
  if (head.length < 4 || tail.length < 4) {
    return null;
  }
  const excerpt = `${head}${separator}${tail}`;
  return excerpt.length >= 20 ? { excerpt, form: "elision" } : null;
}

function caseChange(random: Random, quote: string): ExcerptVariant | null {
  const changed = random.chance(0.75) ? quote.toLowerCase() : quote.toUpperCase();
  return changed !== quote ? { excerpt: changed, form: "case" } : null;
}

function whitespaceChange(random: Random, quote: string): ExcerptVariant | null {
  const blanks = [...quote.matchAll(/ /g)].map((match) => match.index ?? 0);
  if (blanks.length === 0) {
    return null;
  }
  const chosen = new Set(
    random.shuffle(blanks).slice(0, random.int(1, Math.min(3, blanks.length))),
  );
  let result = "";
  [...quote].forEach((character, index) => {
    result += chosen.has(index) ? random.pick(["  ", "   ", "\n", " \n ", "\t"]) : character;
  });
  return { excerpt: result, form: "whitespace" };
}

/** An excerpt that a faithful binding may show although it is not a plain quote. */
export function excerptVariant(
  random: Random,
  text: string,
  anchors: readonly string[],
): ExcerptVariant | null {
  if (anchors.length === 0) {
    return null;
  }
  const spans = locate(text, anchors);
  const span = cover(spans);
  const form = random.pick<ExcerptForm>(["truncation", "elision", "case", "whitespace"]);
  const quote = verbatimExcerpt(random, text, anchors, random.chance(0.5) ? "tight" : "clause");
  switch (form) {
    case "truncation":
      return truncation(random, text, span);
    case "elision":
      return elision(random, text, spans);
    case "case":
      return caseChange(random, quote) ?? whitespaceChange(random, quote);
    default:
      return whitespaceChange(random, quote) ?? caseChange(random, quote);
  }
}

/** Lowercases the first letter of an English sentence that starts with a plain word. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]+(?=[\s,:;])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return /^[a-z]/.test(text) && !/^[a-z0-9]+-/.test(text)
    ? text.charAt(0).toUpperCase() + text.slice(1)
    : text;
}
