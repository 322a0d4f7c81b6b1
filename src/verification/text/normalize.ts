/**
 * One normalization for claims and records alike, so that the Verifier compares like with like:
 * NFKC (full-width letters and digits become ASCII), format characters (zero-width and the
 * like) removed, curly quotes made straight, white space collapsed, ISO timestamps split into
 * date and time, a word glued onto an id's digits set apart (`job_..._0020Job`), thousands
 * separators dropped, negation spellings made uniform (`isn't` -> `is not`, `no longer` ->
 * `not`) and every form of "time out" written `timeout`. Case is kept: CamelCase names are split
 * by it; comparisons lower-case each token.
 */
import type { Grammar } from "../grammar/grammar.js";

const FORMAT_CHARACTERS = /\p{Cf}/gu;
const WHITE_SPACE = /\s+/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033]/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u02bc\u0060\u00b4]/gu;
/** `2026-11-28T22:56:12Z`: the date and the time are compared on their own too. */
const ISO_DATE_TIME = /(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2})/g;
const ZULU = /(\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)[Zz](?![\p{L}\p{N}])/gu;
const ZULU_ASCII = /(\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)[Zz](?![A-Za-z0-9])/g;
/** `1,234,567` is one number, before a comma too; `auth-v4,780` and `17:41:44,747` are not. */
const THOUSANDS = /(?<![\p{L}\d_:.,])(\d{1,3})((?:,\d{3})+)(?!\d|,\d)/gu;
/** The possessive `'s` says nothing: `order-service's` is `order-service`. */
const POSSESSIVE = /([\p{L}\p{N}])'s(?![\p{L}\p{N}])/gu;
const POSSESSIVE_ASCII = /([A-Za-z0-9])'s(?![A-Za-z0-9])/g;
const TIME_OUT = /\btim(?:e|ed|es|ing)[\s-]?outs?\b/gi;
/** `18:08:53,601` (log4j): the milliseconds after a comma belong to the time. */
const COMMA_MILLISECONDS = /(?<![\d:])(\d{1,2}:\d{2}:\d{2}),(\d{3})(?!\d)/g;
const OCTAL_QUOTE = /\\0(?:42|47)/g;
/** `illegal instruction......0`: dot leaders between a label and its value are a space. */
const DOT_LEADER = /(?<=[\p{L}\p{N}])\.{3,}(?=[\p{L}\p{N}])/gu;
/** `job_1445144423722_0020Job Transitioned`: a capitalised word glued onto an id's digits. */
const WORD_GLUED_TO_ID = /(?<=[_.-]\d{3,})(?=\p{Lu}\p{Ll})/gu;

const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;
const FULL_WIDTH_SEPARATORS = /[：，；](?!\s)/gu;
const SPACE_BETWEEN_HAN = /(?<![\p{sc=Han}])(\p{sc=Han})[ \t\u3000]+(\p{sc=Han})(?![\p{sc=Han}])/gu;
/**
 * Cheap tests that say whether the rewrites after NFKC can apply at all: one pass instead of
 * three, and no look-behind tried at every character of a Chinese text that has no space
 * between two Han characters.
 */
const ANY_FORMAT_OR_CURLY_QUOTE =
  /[\p{Cf}\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033\u2018\u2019\u201a\u201b\u2032\u02bc\u0060\u00b4]/u;
const HAN_SPACE_HAN = /\p{sc=Han}[ \t\u3000]+\p{sc=Han}/u;
const WHITE_SPACE_TO_COLLAPSE = /\s{2,}|[\t\n\r\f\v]/;
/** Cheap tests for the rewrites below, made once rather than on every call. */
const DIGIT_T_DIGIT = /\d[Tt]\d/;
const DIGIT_Z = /\d[Zz]/;
const DIGIT_COMMA_GROUP = /\d,\d{3}/;
const DIGIT_THEN_WORD_ASCII = /\d[A-Z][a-z]/;
const DIGIT_THEN_WORD = /\d\p{Lu}\p{Ll}/u;
const TIM = /tim/i;

/**
 * Normalizes a claim or record text for the Verifier. Pure; linear in the text's length. Each
 * rewrite runs only when a cheap test shows it can apply: records are often long and plain ASCII.
 */
/** `key=>value` in a Ruby hash (Logstash's slowlog). */
const RUBY_HASH_ARROW = /([\p{L}\p{N}_])=>(?=[\p{L}\p{N}"'-])/gu;

export function normalizeText(text: string, grammar: Grammar): string {
  let value = text;
  const ascii = !NOT_ASCII.test(value);
  if (!ascii) {
    value = value
      // `fraud-scorer：2 个`, `auth-v4，780/1000`: a full-width colon or comma separates, never
      // joins a port or a thousands group as its ASCII form after NFKC would.
      .replace(FULL_WIDTH_SEPARATORS, "$& ")
      .normalize("NFKC");
    if (ANY_FORMAT_OR_CURLY_QUOTE.test(value)) {
      value = value
        .replace(FORMAT_CHARACTERS, "")
        .replace(DOUBLE_QUOTES, '"')
        .replace(SINGLE_QUOTES, "'");
    }
    // `由 于`: a word spelled out one character at a time is still that word.
    if (HAN_SPACE_HAN.test(value)) {
      value = value.replace(SPACE_BETWEEN_HAN, "$1$2");
    }
  }
  if (WHITE_SPACE_TO_COLLAPSE.test(value)) {
    value = value.replace(WHITE_SPACE, " ");
  }
  if (DIGIT_T_DIGIT.test(value)) {
    value = value.replace(ISO_DATE_TIME, "$1 $2");
  }
  if (DIGIT_Z.test(value)) {
    value = value.replace(ascii ? ZULU_ASCII : ZULU, "$1");
  }
  if (DIGIT_COMMA_GROUP.test(value)) {
    value = value
      .replace(COMMA_MILLISECONDS, "$1.$2")
      .replace(
        THOUSANDS,
        (_match, head: string, rest: string) => `${head}${rest.replaceAll(",", "")}`,
      );
  }
  if (value.includes("'s")) {
    value = value.replace(ascii ? POSSESSIVE_ASCII : POSSESSIVE, "$1");
  }
  // In ASCII text the only capitals and small letters are A-Z and a-z: a plain class is cheaper.
  if ((ascii ? DIGIT_THEN_WORD_ASCII : DIGIT_THEN_WORD).test(value)) {
    value = value.replace(WORD_GLUED_TO_ID, " ");
  }
  // `:took_in_nanos=>3027675106`: a Ruby hash's `=>` pairs a key with its value as `=` does.
  if (value.includes("=>")) {
    value = value.replace(RUBY_HASH_ARROW, "$1=");
  }
  // `Component \042alt0\042`: an octal escape of a quote is a quote.
  if (value.includes("\\0")) {
    value = value.replace(OCTAL_QUOTE, '"');
  }
  if (value.includes("...")) {
    value = value.replace(DOT_LEADER, " ");
  }
  if (TIM.test(value)) {
    value = value.replace(TIME_OUT, "timeout");
  }
  const lower = value.toLowerCase();
  if (anyHintOf(grammar.negationSpellings).test(lower)) {
    for (const { pattern, replacement, hints } of grammar.negationSpellings) {
      if (hints.some((hint) => lower.includes(hint))) {
        value = value.replace(pattern, replacement);
      }
    }
  }
  return value.trim();
}

const anyHintTests = new WeakMap<Grammar["negationSpellings"], RegExp>();

/** One expression that finds any hint of any negation spelling: one pass instead of one per hint. */
function anyHintOf(spellings: Grammar["negationSpellings"]): RegExp {
  let test = anyHintTests.get(spellings);
  if (test === undefined) {
    test = new RegExp(
      spellings
        .flatMap(({ hints }) => hints)
        .map(escapeRegExp)
        .join("|"),
    );
    anyHintTests.set(spellings, test);
  }
  return test;
}

/** `"latency_ms": 7620` or `"service":"payouts-api"` in a JSON log line. */
const JSON_PAIR = /"([A-Za-z_][A-Za-z0-9_.-]*)"\s*:\s*(?=["\d-]|true\b|false\b|null\b)/g;

/**
 * A record's JSON members written as `key=value` pairs (`"latency_ms": 7620` ->
 * `latency_ms=7620`), so a structured log line states its values under their keys as a
 * `key=value` line does. Records only: a claim's colon stays a separator.
 */
export function jsonPairsAsKeyValues(text: string): string {
  return text.includes('":') || text.includes('" :') ? text.replace(JSON_PAIR, "$1=") : text;
}

/** A text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}
