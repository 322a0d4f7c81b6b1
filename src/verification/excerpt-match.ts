/**
 * The excerpt check: does the Executor's `evidence_excerpt` truly come from the system-side
 * `text` of the record its binding cites?
 *
 * The tests run in a fixed order (docs/decisions/2026-11-30-excerpt-matching.md):
 *   1. a number or identifier of the excerpt absent from the text, or conflicting: mismatch;
 *   2. under 8 meaningful characters, or only generic words: too_generic;
 *   3. a contiguous part of the text, or parts in order around `...`/`…`: verbatim/elision;
 *   4. a close paraphrase (about two thirds of its content words in the text, at most about
 *      twice as long, no negation flipped): paraphrase;
 *   5. anything else is unrelated: mismatch.
 * Both sides are compared after NFKC, case folding, format-character removal and white-space
 * normalization. Numbers and identifiers are compared as whole tokens.
 */
import {
  contentStems,
  evidenceStems,
  ideographUnits,
  isGenericIdeographUnit,
  isGenericWord,
  keyValuesOf,
  meaningfulLength,
  occursAsToken,
  type PreparedText,
  polarizedTerms,
  prepareText,
  withoutGenericIdeographWords,
} from "./excerpt-text.js";
import type { ExcerptMatchKind } from "./verification-contract.js";

/** A token that states a number or a value: excused as a truncated edge only of a long cut. */
const NUMBER_OR_VALUE = /=|^[-+]?\d+(?:[.,]\d+)*(?:ms|s|m|h|d|%|b|kb|mb|gb|kib|mib|gib)?$/u;
/**
 * A verbatim cut at least this long that ends (or begins) inside a number was cut for length
 * (`... upstream=loyalty-service:808` of `:8080`); a shorter one singles the number out
 * (`waiting=3` of `waiting=37`) and reads as another number. Either way the claim is judged
 * against the whole record, so a cut number never supports it.
 */
const LENGTH_CUT = 60;

/** Below this many meaningful characters an excerpt is too short to compare. */
export const MINIMUM_MEANINGFUL_LENGTH = 8;
/** A paraphrase is close when at least this share of its content words occur in the text. */
export const PARAPHRASE_MINIMUM_SHARE = 2 / 3;
/** A paraphrase is close only when at most this many times as long as the text. */
export const PARAPHRASE_MAXIMUM_LENGTH_RATIO = 2;

export interface ExcerptMatch {
  readonly kind: ExcerptMatchKind;
  /** One sentence a person can check: what matched, or what did not. */
  readonly detail: string;
}

const ELISION = /\.{3,}/u;

function quote(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
}

/** Test 1: every number and identifier of the excerpt occurs, whole, in the text. */
function findAbsentToken(excerpt: PreparedText, text: PreparedText): ExcerptMatch | null {
  const seen = new Set<string>();
  // A verbatim cut may begin or end inside a token (`8Z ERROR ...` of a timestamp): that edge
  // is a truncation, not a fabrication, unless a short cut reads as another number or value.
  const cut = text.compact.includes(excerpt.compact);
  const edges = new Set([excerpt.tokens[0], excerpt.tokens.at(-1)]);
  for (const token of excerpt.tokens) {
    if (!token.significant || seen.has(token.text)) {
      continue;
    }
    if (
      cut &&
      edges.has(token) &&
      (!NUMBER_OR_VALUE.test(token.text) || excerpt.compact.length >= LENGTH_CUT)
    ) {
      continue;
    }
    seen.add(token.text);
    if (occursAsToken(text.folded, token.text)) {
      continue;
    }
    const separator = token.text.indexOf("=");
    if (separator > 0) {
      const key = token.text.slice(0, separator);
      const conflicting = keyValuesOf(text).find((pair) => pair.key === key);
      if (conflicting !== undefined) {
        return {
          kind: "mismatch",
          detail: `${quote(token.text)} conflicts with ${quote(conflicting.raw)} in the text`,
        };
      }
    }
    return {
      kind: "mismatch",
      detail: `${quote(token.text)} does not occur in the text as a whole token`,
    };
  }
  return null;
}

/** Test 2: too short, or only generic words. */
function findGeneric(excerpt: PreparedText): ExcerptMatch | null {
  const length = meaningfulLength(excerpt);
  if (length < MINIMUM_MEANINGFUL_LENGTH) {
    return {
      kind: "too_generic",
      detail: `only ${length} meaningful characters (at least ${MINIMUM_MEANINGFUL_LENGTH} are needed to compare)`,
    };
  }
  const specificToken = excerpt.tokens.some(
    (token) =>
      token.significant ||
      token.text.split(/[^\p{L}\p{N}_]+/u).some((word) => word !== "" && !isGenericWord(word)),
  );
  // Most excerpts have a specific token: their Chinese text need not be segmented.
  if (specificToken) {
    return null;
  }
  const specificIdeographs = ideographUnits(withoutGenericIdeographWords(excerpt.folded)).some(
    (unit) => !isGenericIdeographUnit(unit),
  );
  if (!specificIdeographs) {
    return { kind: "too_generic", detail: "only generic words (nothing specific to compare)" };
  }
  return null;
}

/** Test 3: a quote, a truncation, or parts in order around elision marks. */
function findQuote(excerpt: PreparedText, text: PreparedText): ExcerptMatch | null {
  if (text.compact.includes(excerpt.compact)) {
    return { kind: "verbatim", detail: "a contiguous part of the text" };
  }
  if (!ELISION.test(excerpt.folded)) {
    return null;
  }
  const parts = excerpt.folded
    .split(ELISION)
    .map((part) => part.replace(/\s+/gu, ""))
    .filter((part) => part !== "");
  let position = 0;
  for (const part of parts) {
    const found = text.compact.indexOf(part, position);
    if (found === -1) {
      return null;
    }
    position = found + part.length;
  }
  return {
    kind: "elision",
    detail: `${parts.length} parts of the text, in order, around elisions`,
  };
}

/** A negated term of one side that the other side states only with the other polarity. */
function findFlippedNegation(excerpt: PreparedText, text: PreparedText): string | null {
  const textPolarity = new Map<string, { affirmed: boolean; negated: boolean }>();
  for (const term of polarizedTerms(text.folded)) {
    const polarity = textPolarity.get(term.stem) ?? { affirmed: false, negated: false };
    if (term.negated) {
      polarity.negated = true;
    } else {
      polarity.affirmed = true;
    }
    textPolarity.set(term.stem, polarity);
  }
  for (const term of polarizedTerms(excerpt.folded)) {
    const polarity = textPolarity.get(term.stem);
    if (polarity === undefined) {
      continue;
    }
    if (term.negated && !polarity.negated) {
      return `the excerpt negates ${quote(term.word)}, which the text states`;
    }
    if (!term.negated && !polarity.affirmed) {
      return `the excerpt states ${quote(term.word)}, which the text negates`;
    }
  }
  return null;
}

/** Test 4: a close paraphrase. */
function findParaphrase(excerpt: PreparedText, text: PreparedText): ExcerptMatch | null {
  const flipped = findFlippedNegation(excerpt, text);
  if (flipped !== null) {
    return { kind: "mismatch", detail: flipped };
  }
  const available = evidenceStems(text);
  const words = contentStems(excerpt);
  let total = words.length;
  let present = words.filter((word) => available.has(word)).length;
  // Numbers and identifiers already occur whole (test 1); they count as present words.
  const significant = excerpt.tokens.filter((token) => token.significant).length;
  total += significant;
  present += significant;
  for (const unit of ideographUnits(excerpt.folded)) {
    total += 1;
    if (text.folded.includes(unit.text) || unit.stems.some((english) => available.has(english))) {
      present += 1;
    }
  }
  if (total === 0) {
    return null;
  }
  const share = present / total;
  const lengthRatio = excerpt.compact.length / Math.max(text.compact.length, 1);
  if (share >= PARAPHRASE_MINIMUM_SHARE && lengthRatio <= PARAPHRASE_MAXIMUM_LENGTH_RATIO) {
    return {
      kind: "paraphrase",
      detail: `a close paraphrase: ${present} of ${total} content words occur in the text`,
    };
  }
  const why =
    share < PARAPHRASE_MINIMUM_SHARE
      ? `only ${present} of ${total} content words occur in the text`
      : `${lengthRatio.toFixed(1)} times as long as the text`;
  return { kind: "mismatch", detail: `unrelated to the text: ${why}` };
}

/**
 * Compares an excerpt with the system-side text it claims to come from. Pure; linear in the
 * lengths of both strings for the common cases.
 */
export function matchExcerpt(excerpt: string, text: string): ExcerptMatch {
  const preparedExcerpt = prepareText(excerpt);
  const preparedText = prepareText(text);
  return (
    findAbsentToken(preparedExcerpt, preparedText) ??
    findGeneric(preparedExcerpt) ??
    findQuote(preparedExcerpt, preparedText) ??
    findParaphrase(preparedExcerpt, preparedText) ?? {
      kind: "mismatch",
      detail: "unrelated to the text: no content words to compare",
    }
  );
}
