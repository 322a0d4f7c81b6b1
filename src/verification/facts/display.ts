/**
 * Text a person would read otherwise than it was checked: bidirectional controls that reorder
 * what is displayed, a word mixing Latin with Cyrillic or Greek letters (`nоt` with a Cyrillic
 * о), number characters that normalization turns into other digits (`3⁰⁰⁰⁰ms`). Such a claim is
 * LOW_CONFID whatever its words align to.
 */
import { quote } from "../claim-accounts.js";
import { CharacterClasses } from "../text/character-classes.js";

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const LETTER_RUN = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{sc=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{sc=Cyrillic}\p{sc=Greek}]/u;
const COMPATIBILITY_NUMBER = /(?!\p{Nd})\p{N}/gu;
const PLAIN_ASCII = /^[\u0020-\u007e\t\n\r]*$/u;

/** Letters outside the scripts claims are read in (Lisu `ꓠꓳꓔ` looks like `NOT`). */
const UNREAD_LETTER =
  /(?![\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{M}]+/u;

/**
 * Operators that change what the word or number after them says (`!firing`, `¬firing`,
 * `~firing`, `waiting ≠ 37`, `active < 50`), with what follows them.
 */
const OPERATOR =
  /(?<![\p{L}\p{N}_\-=<>])([!~¬≠≤≥<>≁≰≱≮≯≈∼≃])\s*([\p{L}\p{N}][\p{L}\p{N}._%-]*)|(?<=\s)(==?|>=|<=)\s+([\p{L}\p{N}][\p{L}\p{N}._%-]*)/gu;
/**
 * An operator glued to the key before it (`waiting<37`, `waiting≱37`, `idle!=0`): a relation
 * other than the `=` of a pair. `->` and `=>` join the two states of a transition instead.
 */
const GLUED_OPERATOR =
  /(?<=[\p{L}\p{N}_])([<>!]=|[!~¬≠≤≥<>≁≰≱≮≯≈∼≃])\s*([\p{L}\p{N}][\p{L}\p{N}._%-]*)/gu;

const OPERATOR_HINT = /[!~¬≠≤≥<>]|\s=/u;
/** Every character `OPERATOR` and `GLUED_OPERATOR` can start an operator with. */
const ANY_OPERATOR = /[!~¬≠≤≥<>≁≰≱≮≯≈∼≃]|\s=/u;

/**
 * The operators of a claim that no cited record writes before the same word or number: each
 * is read by a person, and none by the Verifier's word alignment.
 */
export function unwrittenOperators(claimText: string, recordTexts: readonly string[]): string[] {
  // An operator is one of `!~¬≠≤≥<>`, or `=` after white space: a `key=value` pair alone is
  // spared the search with look-behinds below. A text beyond ASCII may write one as NFKC
  // reads it (`＜`, `﹥`).
  if (!OPERATOR_HINT.test(claimText) && PLAIN_ASCII.test(claimText)) {
    return [];
  }
  // `waiting＜37` and `idle﹥0` are `waiting<37` and `idle>0` as a person reads them.
  const claim = claimText.normalize("NFKC");
  // Most claims beyond ASCII (Chinese ones) have no operator even under NFKC: the records
  // need not be normalized for them.
  if (!ANY_OPERATOR.test(claim)) {
    return [];
  }
  const records = recordTexts.map((record) => record.normalize("NFKC").toLowerCase());
  const unwritten: string[] = [];
  for (const match of [...claim.matchAll(OPERATOR), ...claim.matchAll(GLUED_OPERATOR)]) {
    // `waiting == total`, `threshold 50.0% >= failure rate`: a spaced operator between words.
    const operator = match[1] ?? match[3] ?? "";
    // `<20140702...@hostname.example.com/> for`: a `>` closing a `<` of its own word is a bracket.
    if (operator === ">" && /<[^\s<>]*$/u.test(claim.slice(0, match.index))) {
      continue;
    }
    const operand = (match[2] ?? match[4] ?? "").toLowerCase().replace(/[.-]+$/u, "");
    const written = records.some(
      (record) =>
        record.includes(`${operator}${operand}`) || record.includes(`${operator} ${operand}`),
    );
    if (!written) {
      unwritten.push(`${operator}${operand}`);
    }
  }
  return unwritten;
}

/** Why a text would be read otherwise than it was checked, or null. */
/** `µs` becomes the Greek `μs` under NFKC: a unit, not a trick. */
const MICRO_UNITS = new Set(["μs", "µs"]);

/**
 * What the checks of `deceptiveText` look for, one class each, as single characters: one pass
 * over a claim's characters tells which of the searches can find anything (most find nothing,
 * and each is a scan with Unicode-property tables).
 */
const BIDI_CONTROL = 1;
const CYRILLIC_OR_GREEK_LETTER = 2;
const UNREAD_LETTER_START = 4;
const COMPATIBILITY_NUMBER_CHARACTER = 8;
const DISPLAY_CLASSES = new CharacterClasses([
  new RegExp(`^${BIDI_CONTROLS.source}$`, "u"),
  new RegExp(`^${CYRILLIC_OR_GREEK.source}$`, "u"),
  new RegExp(`^${UNREAD_LETTER.source.replace(/\+$/u, "")}$`, "u"),
  new RegExp(`^${COMPATIBILITY_NUMBER.source}$`, "u"),
]);

export function deceptiveText(text: string): string | null {
  if (PLAIN_ASCII.test(text)) {
    return null;
  }
  const present = DISPLAY_CLASSES.union(text);
  if ((present & BIDI_CONTROL) !== 0) {
    return "a bidirectional control character reorders what is displayed";
  }
  const normalized = text.normalize("NFKC");
  // Only a text with a Cyrillic or Greek letter can have a run mixing one with Latin.
  if ((DISPLAY_CLASSES.union(normalized) & CYRILLIC_OR_GREEK_LETTER) !== 0) {
    for (const match of normalized.matchAll(LETTER_RUN)) {
      if (LATIN.test(match[0]) && CYRILLIC_OR_GREEK.test(match[0]) && !MICRO_UNITS.has(match[0])) {
        return `${quote(match[0])} mixes Latin with Cyrillic or Greek letters`;
      }
    }
  }
  const unread = (present & UNREAD_LETTER_START) !== 0 ? UNREAD_LETTER.exec(text) : null;
  if (unread !== null) {
    return `${quote(unread[0])} is written in letters the Verifier does not read`;
  }
  if ((present & COMPATIBILITY_NUMBER_CHARACTER) === 0) {
    return null;
  }
  for (const match of text.matchAll(COMPATIBILITY_NUMBER)) {
    if (match[0].normalize("NFKC") !== match[0]) {
      return `${quote(match[0])} is displayed as another number than the one checked`;
    }
  }
  return null;
}
