/**
 * Negation: which words a negator reaches, in claims and in records alike, and whether a
 * claim's polarity agrees with its record's.
 *
 * An English `not`/`never`/`n't` reaches the next content word, `no`/`without`/`lacks` the next
 * two (`no connections waiting`); a preposition, a conjunction or a clause break ends the reach.
 * A Chinese negator (没有, 未, 无, 无法, 并未 ...) reaches the end of its clause: the verb it
 * negates may follow a prepositional phrase (无法在选举地址 ... 打开), so the whole clause is its
 * scope, and a negation is supported when the record negates any word of that scope. Numbers and
 * identifiers are never negated (`无法 ... 10.10.34.13:3888` does not negate the address).
 * `unavailable`, `unhealthy`, `unreachable` negate their stem.
 */
import { type Grammar, wordStem } from "../grammar/grammar.js";
import type { NegatorReach } from "../grammar/vocabulary.js";

/** How an item of a text takes part in negation. */
export type ScopeRole =
  /** A word a negator can reach. */
  | "content"
  /** Framing, a number or an identifier: neither reached nor ending the reach. */
  | "skip"
  /** A preposition or conjunction: ends an English negator's reach. */
  | "stop"
  | "break";

export interface ScopeItem {
  readonly role: ScopeRole | "negator";
  readonly reach?: NegatorReach;
}

/** A negator and the positions of the items it reaches. */
export interface NegationScope {
  readonly negator: number;
  readonly reached: readonly number[];
}

const REACH_COUNT: Readonly<Record<NegatorReach, number>> = {
  word: 1,
  phrase: 2,
  clause: Number.POSITIVE_INFINITY,
};

/** Words ending an English negator's reach. */
const REACH_STOPPERS = new Set(
  "in on at of to for from with by into over under after before since and but or while although though whereas yet than"
    .split(" ")
    .map(wordStem),
);

/** Stems whose `un` prefix negates them. */
const UN_NEGATABLE = new Set(
  "available healthy reachable responsive ready successful known resolved".split(" ").map(wordStem),
);

/** Whether an English word stops a negator's reach. */
export function isReachStopper(stem: string): boolean {
  return REACH_STOPPERS.has(stem);
}

/** `unavailable` -> the stem of `available`; null for a word without a negating prefix. */
export function prefixNegatedStem(word: string): string | null {
  if (!word.startsWith("un") || word.length < 5) {
    return null;
  }
  const base = wordStem(word.slice(2));
  return UN_NEGATABLE.has(base) ? base : null;
}

/** The scopes of every negator of a sequence of items. */
export function negationScopes(items: readonly ScopeItem[]): NegationScope[] {
  const scopes: NegationScope[] = [];
  for (const [position, item] of items.entries()) {
    if (item.role !== "negator") {
      continue;
    }
    const reach = item.reach ?? "word";
    let remaining = REACH_COUNT[reach];
    const reached: number[] = [];
    for (let next = position + 1; next < items.length && remaining > 0; next++) {
      const role = items[next]?.role;
      if (role === "break") {
        break;
      }
      if (role === "stop") {
        if (reach === "clause") {
          continue;
        }
        // A stopper ends the reach only once something has been reached (`no longer in use`).
        if (reached.length > 0) {
          break;
        }
        continue;
      }
      if (role === "content") {
        reached.push(next);
        remaining -= 1;
      }
    }
    scopes.push({ negator: position, reached });
  }
  return scopes;
}

/** Polarity of a term over all its occurrences in a record. */
export interface Polarity {
  affirmed: boolean;
  negated: boolean;
}

/** The negator reach of a word or Chinese term, or null when it negates nothing. */
export function negatorReach(grammar: Grammar, word: string): NegatorReach | null {
  return grammar.negators.get(word) ?? null;
}

const CHINESE_NEGATOR = /(?:没有|并未|并无|无法|不能|未能|不可|未曾|没|未|无|不|非)/u;

/**
 * Whether the text of a record's clause before a Chinese term negates it: a Chinese negator
 * anywhere earlier in the same clause (the reach of a Chinese negator is its clause).
 */
export function chineseClauseNegates(clauseTextBefore: string, tight = false): boolean {
  return (tight ? CHINESE_NEGATOR_AT_END : CHINESE_NEGATOR).test(clauseTextBefore);
}

const CHINESE_NEGATOR_AT_END = new RegExp(`${CHINESE_NEGATOR.source}\\s?$`, "u");

/**
 * What a negation in a claim says against one record, given the polarity of each reached term
 * there: `supported` when the record negates one of them too, `conflict` when the record
 * states them and negates none, `unknown` when the record has none of them.
 */
export function judgeNegatedTerms(
  polarities: readonly (Polarity | null)[],
): "supported" | "conflict" | "unknown" {
  let affirmed = false;
  for (const polarity of polarities) {
    if (polarity === null) {
      continue;
    }
    if (polarity.negated) {
      return "supported";
    }
    if (polarity.affirmed) {
      affirmed = true;
    }
  }
  return affirmed ? "conflict" : "unknown";
}
