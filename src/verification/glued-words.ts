/**
 * Words a record writes glued into one token: MongoDB's `dbexit: rc: 0` and `[initandlisten]`,
 * Kafka's `highwatermark`, `sendmail[19391]`, sshd's `input_userauth_request`, auditd's
 * `src_prefixlen=16`. A claim that says `the db exited`, 高水位 or 前缀长度 says what the token
 * says in words, so a token that is no word of its own and splits whole into the glossary's
 * English words is read as those words too, for alignment only.
 *
 * The split is strict: every piece is a glossary word of three letters or more (or a common
 * abbreviation, `db`, `fs`), the fewest pieces win and a tie splits nothing, a token the glossary
 * knows in another form (`causing`, `releases`) is no glued one, and a token with a negator among
 * its pieces (`nouser`, `nologin`, `without`) gives nothing. A piece that would say a state, a
 * comparison, a completion or a word the Verifier never takes as framing (`count|down`,
 * `off|load`, `over|commit`, `int|ended`) covers its part of the token but does not align alone.
 */
import type { Grammar } from "./grammar/grammar.js";
import { wordStem } from "./grammar/grammar.js";
import { COMPLETION_WORDS } from "./grammar/vocabulary.js";
import type { RecordAnalysis } from "./record-analysis.js";

/** Two-letter abbreviations a glued token may hold (`dbexit`, `fsuid`, `msgid`). */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "db",
  "fs",
  "id",
  "io",
  "os",
  "ui",
  "vm",
  "ip",
]);
/** Words that join a glued token's pieces and align to nothing (`init|and|listen`). */
const JOINERS: ReadonlySet<string> = new Set(["and", "of", "to"]);
/** Pieces that negate or place what follows them: a token holding one is not split. */
const NEGATING_PIECES: ReadonlySet<string> = new Set(["no", "non", "not", "without", "un"]);
/** Particles that say a state or a relation where they stand (`countdown`, `offload`). */
const PARTICLES: ReadonlySet<string> = new Set([
  "with",
  "out",
  "off",
  "over",
  "under",
  "down",
  "up",
]);
/** Words saying a thing was done (`int|ended`): a glued token does not say that of anything. */
const COMPLETED: ReadonlySet<string> = new Set(COMPLETION_WORDS.recordEn);
/** The shortest token read as glued words. */
const SHORTEST_GLUED = 6;

interface GluedVocabulary {
  /** Pieces a token may be split into. */
  readonly pieces: ReadonlySet<string>;
  /** Pieces that align on their own. */
  readonly alignable: ReadonlySet<string>;
  /** Stems of the glossary's English words: a token with one of them is a word, not glued. */
  readonly knownStems: ReadonlySet<string>;
}

const vocabularies = new WeakMap<Grammar, GluedVocabulary>();

/** The glossary's English words as pieces of glued tokens, memoized per grammar. */
function vocabularyOf(grammar: Grammar): GluedVocabulary {
  let vocabulary = vocabularies.get(grammar);
  if (vocabulary !== undefined) {
    return vocabulary;
  }
  const pieces = new Set<string>(JOINERS);
  const alignable = new Set<string>();
  const knownStems = new Set<string>();
  for (const entry of grammar.glossary.values()) {
    for (const phrase of entry.english) {
      for (const word of phrase) {
        if (!/^[a-z]+$/u.test(word) || NEGATING_PIECES.has(word)) {
          continue;
        }
        const stem = wordStem(word);
        knownStems.add(stem);
        if (word.length < 3 && !ABBREVIATIONS.has(word)) {
          continue;
        }
        pieces.add(word);
        const saysMore =
          PARTICLES.has(word) ||
          COMPLETED.has(word) ||
          grammar.forbidden.has(word) ||
          grammar.negators.has(word) ||
          grammar.opposites.has(stem) ||
          grammar.comparisons.has(stem) ||
          grammar.polarPredicates.has(stem);
        if (!saysMore && !JOINERS.has(word)) {
          alignable.add(word);
        }
      }
    }
  }
  vocabulary = { pieces, alignable, knownStems };
  vocabularies.set(grammar, vocabulary);
  return vocabulary;
}

/**
 * The pieces a lower-case run of letters is glued from (`dbexit` -> db, exit), or null: the
 * split with the fewest pieces, when there is exactly one such.
 */
export function gluedPieces(grammar: Grammar, token: string): readonly string[] | null {
  const vocabulary = vocabularyOf(grammar);
  if (
    token.length < SHORTEST_GLUED ||
    grammar.forbidden.has(token) ||
    grammar.negators.has(token) ||
    vocabulary.pieces.has(token) ||
    vocabulary.knownStems.has(wordStem(token))
  ) {
    return null;
  }
  // fewest[i]: the fewest pieces covering token[i..], and how many splits reach that fewest.
  const fewest: Array<{ count: number; ways: number; next: number }> = new Array(token.length + 1);
  fewest[token.length] = { count: 0, ways: 1, next: -1 };
  for (let start = token.length - 1; start >= 0; start--) {
    let best = { count: Number.POSITIVE_INFINITY, ways: 0, next: -1 };
    for (let end = start + 2; end <= token.length; end++) {
      const rest = fewest[end];
      if (
        rest === undefined ||
        rest.ways === 0 ||
        !vocabulary.pieces.has(token.slice(start, end))
      ) {
        continue;
      }
      const count = rest.count + 1;
      if (count < best.count) {
        best = { count, ways: rest.ways, next: end };
      } else if (count === best.count) {
        best = { ...best, ways: best.ways + rest.ways };
      }
    }
    fewest[start] = best;
  }
  const whole = fewest[0];
  if (whole === undefined || whole.ways !== 1 || whole.count < 2) {
    return null;
  }
  const pieces: string[] = [];
  for (let at = 0; at < token.length; ) {
    const step = fewest[at] as { next: number };
    pieces.push(token.slice(at, step.next));
    at = step.next;
  }
  const first = pieces[0] ?? "";
  const last = pieces[pieces.length - 1] ?? "";
  if (
    pieces.some((piece) => NEGATING_PIECES.has(piece)) ||
    JOINERS.has(first) ||
    JOINERS.has(last)
  ) {
    return null;
  }
  return pieces;
}

/** The glued tokens of a record: each token's pieces, by the token. */
export interface GluedTokens {
  /** The token a piece's stem stands in, for the pieces that align alone. */
  readonly tokenOfStem: ReadonlyMap<string, string>;
  /** Each glued token's pieces, in order. */
  readonly pieces: ReadonlyMap<string, readonly string[]>;
}

const gluedByRecord = new WeakMap<RecordAnalysis, GluedTokens>();
const LETTER_RUN = /[a-z]{6,}/gu;

/** The glued tokens of a record's text, read once per record. */
export function gluedTokensOf(grammar: Grammar, record: RecordAnalysis): GluedTokens {
  let glued = gluedByRecord.get(record);
  if (glued !== undefined) {
    return glued;
  }
  const vocabulary = vocabularyOf(grammar);
  const tokenOfStem = new Map<string, string>();
  const pieces = new Map<string, readonly string[]>();
  for (const match of record.text.matchAll(LETTER_RUN)) {
    const token = match[0];
    if (pieces.has(token)) {
      continue;
    }
    const split = gluedPieces(grammar, token);
    if (split === null) {
      continue;
    }
    pieces.set(token, split);
    for (const piece of split) {
      if (vocabulary.alignable.has(piece)) {
        tokenOfStem.set(wordStem(piece), token);
      }
    }
  }
  glued = { tokenOfStem, pieces };
  gluedByRecord.set(record, glued);
  return glued;
}

/**
 * The glued token of a record that says an English phrase (`high watermark` in
 * `highwatermark`): one word that aligns alone, or several words that are pieces of one token
 * in their order. Null when none does.
 */
export function gluedTokenSaying(
  grammar: Grammar,
  record: RecordAnalysis,
  phrase: readonly string[],
): string | null {
  const glued = gluedTokensOf(grammar, record);
  if (glued.pieces.size === 0 || phrase.length === 0) {
    return null;
  }
  if (phrase.length === 1) {
    return glued.tokenOfStem.get(wordStem(phrase[0] ?? "")) ?? null;
  }
  const words = phrase.join(" ");
  for (const [token, pieces] of glued.pieces) {
    if (` ${pieces.join(" ")} `.includes(` ${words} `)) {
      return token;
    }
  }
  return null;
}
