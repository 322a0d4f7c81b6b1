/**
 * One normalization for claims and records alike, so that the Verifier compares like with like:
 * NFKC (full-width letters and digits become ASCII), format characters (zero-width and the
 * like) removed, curly quotes made straight, white space collapsed, ISO timestamps split into
 * date and time, thousands separators dropped, negation spellings made uniform (`isn't` ->
 * `is not`, `no longer` -> `not`) and every form of "time out" written `timeout`. Case is kept:
 * CamelCase names are split by it; comparisons lower-case each token.
 */
import type { Grammar } from "../grammar/grammar.js";

const FORMAT_CHARACTERS = /\p{Cf}/gu;
const WHITE_SPACE = /\s+/gu;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033]/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u02bc\u0060\u00b4]/gu;
/** `2026-11-28T22:56:12Z`: the date and the time are compared on their own too. */
const ISO_DATE_TIME = /(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2})/gu;
const ZULU = /(\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)[Zz](?![\p{L}\p{N}])/gu;
/** `1,234,567` is one number; `17:41:44,747` keeps its comma. */
const THOUSANDS = /(?<![\d:.,])(\d{1,3})((?:,\d{3})+)(?![\d,])/gu;
/** The possessive `'s` says nothing: `order-service's` is `order-service`. */
const POSSESSIVE = /([\p{L}\p{N}])'s(?![\p{L}\p{N}])/gu;
const TIME_OUT = /\btim(?:e|ed|es|ing)[\s-]?outs?\b/giu;
/** No negation spelling of the grammar can occur without one of these (a cheap test first). */
const NEGATION_SPELLING_HINT = /n'?t\b|cannot|\bno\b|free|devoid|without|false|off\b/iu;

/** Normalizes a claim or record text for the Verifier. Pure; linear in the text's length. */
export function normalizeText(text: string, grammar: Grammar): string {
  let value = text
    .normalize("NFKC")
    .replace(FORMAT_CHARACTERS, "")
    .replace(DOUBLE_QUOTES, '"')
    .replace(SINGLE_QUOTES, "'")
    .replace(WHITE_SPACE, " ")
    .replace(ISO_DATE_TIME, "$1 $2")
    .replace(ZULU, "$1")
    .replace(
      THOUSANDS,
      (_match, head: string, rest: string) => `${head}${rest.replaceAll(",", "")}`,
    )
    .replace(POSSESSIVE, "$1")
    .replace(TIME_OUT, "timeout");
  if (NEGATION_SPELLING_HINT.test(value)) {
    for (const [pattern, replacement] of grammar.negationSpellings) {
      value = value.replace(pattern, replacement);
    }
  }
  return value.trim();
}
