/**
 * Mechanical checks on generated claims: identifier tokens, whole-token presence, the rule that
 * a faithful English restatement uses only words of its line (stems may differ) plus framing
 * words, and that every Chinese word of a claim is in the term list.
 */

/** Words that carry no fact and may frame a faithful restatement. */
const FRAMING_WORDS = new Set(
  "a an the is are was has had logged reported with of at in for got and times it appears that".split(
    " ",
  ),
);

const TOKEN_SEPARATORS = /[\s，。；：、（）！？“”]+/;

function stripPunctuation(token: string): string {
  return token.replace(/^[("'[]+/, "").replace(/[.,;:)"'\]!?]+$/, "");
}

/** Tokens of a text that contain a digit: numbers, addresses, ids, paths, key=value pairs. */
export function identifierTokens(text: string): string[] {
  return text
    .split(TOKEN_SEPARATORS)
    .map(stripPunctuation)
    .filter((token) => /\d/.test(token));
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Whether `token` occurs in `text` as a whole value, not as part of a longer number or word. */
export function containsWholeToken(text: string, token: string): boolean {
  const pattern = new RegExp(
    `(?<![0-9A-Za-z_]|\\d\\.)${escapeForPattern(token)}(?![0-9A-Za-z_]|\\.\\d)`,
  );
  return pattern.test(text);
}

function stem(word: string): string {
  const lower = word.toLowerCase();
  for (const suffix of ["ing", "ed", "es", "s", "e"]) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 3) {
      return lower.slice(0, -suffix.length);
    }
  }
  return lower;
}

function lineWordStems(lines: readonly string[]): Set<string> {
  const stems = new Set<string>();
  for (const line of lines) {
    for (const run of line.match(/[A-Za-z]+/g) ?? []) {
      stems.add(stem(run));
      for (const part of run.split(/(?<=[a-z])(?=[A-Z])/)) {
        stems.add(stem(part));
      }
    }
  }
  return stems;
}

/** English words of `claim` that are neither words of the lines nor framing words. */
export function unsupportedEnglishWords(
  claim: string,
  lines: readonly string[],
  allowFraming: boolean,
): string[] {
  const stems = lineWordStems(lines);
  return (claim.match(/[A-Za-z]+/g) ?? []).filter((word) => {
    if (allowFraming && FRAMING_WORDS.has(word.toLowerCase())) {
      return false;
    }
    return !stems.has(stem(word));
  });
}

/** Chinese character runs of `text` that no listed term accounts for (longest term first). */
export function uncoveredChinese(text: string, terms: ReadonlySet<string>): string[] {
  const words = [...terms].sort((left, right) => right.length - left.length);
  const uncovered: string[] = [];
  for (const run of text.match(/[\u4e00-\u9fff]+/g) ?? []) {
    let position = 0;
    let missing = "";
    while (position < run.length) {
      const word = words.find((candidate) => run.startsWith(candidate, position));
      if (word === undefined) {
        missing += run.charAt(position);
        position += 1;
        continue;
      }
      if (missing !== "") {
        uncovered.push(missing);
        missing = "";
      }
      position += word.length;
    }
    if (missing !== "") {
      uncovered.push(missing);
    }
  }
  return uncovered;
}

/** Tokens that glue Chinese characters to a number or identifier, which a reader cannot split. */
export function gluedTokens(text: string): string[] {
  return identifierTokens(text).filter((token) => /[\u4e00-\u9fff]/.test(token));
}
