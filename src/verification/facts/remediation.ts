/**
 * Remediation. An observation claim that prescribes an action ("needs a restart", "should
 * scale", "raise connectionTimeout", "run 10 replicas", 重启, 扩容, 调大, 回滚) is not PASS
 * (`remediation_in_claim`). Descriptive use is not remediation: "restarted 14 times" or
 * "重启 14 次" aligned to `restarts=14`, and remediation a runbook-attributed claim reports.
 *
 * Next steps are kept only when they start with an evidence-collection verb of the grammar's
 * closed list (check, query, search, read, inspect, compare, collect, 查看, 查询, 检查, 对比,
 * 阅读, 收集 ...) and name no cause and no remediation.
 */

import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { type Grammar, wordStem } from "../grammar/grammar.js";

/** A remediation found in a text: the term, and where. */
export interface RemediationMatch {
  readonly term: string;
  readonly start: number;
  readonly end: number;
}

const NAME_JOINER = /[-_./@]/u;

/** Every remediation wording of a lower-case NFKC text. */
export function remediationMatches(grammar: Grammar, text: string): RemediationMatch[] {
  const matches: RemediationMatch[] = [];
  if (!grammar.anyRemediation.test(text)) {
    return matches;
  }
  for (const { term, pattern } of grammar.remediationPatterns) {
    for (const match of text.matchAll(pattern)) {
      // `image-resizer`, `cache.evictions`: a part of a name prescribes nothing.
      if (NAME_JOINER.test(text[match.index - 1] ?? "")) {
        continue;
      }
      matches.push({ term, start: match.index, end: match.index + match[0].length });
    }
  }
  return matches;
}

/** The remediation term a step names (`restart`, `回滚`), or null. */
export function remediationTerm(grammar: Grammar, step: string): string | null {
  return remediationMatches(grammar, step.normalize("NFKC").toLowerCase())[0]?.term ?? null;
}

const LEADING_WORD = /^[\s\-*•\d.)]*([\p{L}]+)/u;

/** Whether a next step starts with an evidence-collection verb of the grammar. */
export function startsWithCollectionVerb(grammar: Grammar, step: string): boolean {
  const text = step.normalize("NFKC").toLowerCase().trim();
  for (const verb of grammar.nextStepHan) {
    if (text.replace(/^[\s\-*•\d.)]*/u, "").startsWith(verb)) {
      return true;
    }
  }
  const first = LEADING_WORD.exec(text)?.[1];
  return first !== undefined && grammar.nextStepStems.has(wordStem(first));
}

export function checkRemediation(check: ClaimCheck): void {
  if (
    check.claim.runbookAttributed ||
    (check.kind !== null && check.kind !== "observation" && check.kind !== "negative_observation")
  ) {
    return;
  }
  for (const match of remediationMatches(check.grammar, check.claim.text)) {
    // A remediation word inside a key, a name or a number (`restarts=27`) prescribes nothing.
    const units = check.claim.units.filter(
      (unit) =>
        unit.start < match.end &&
        unit.end > match.start &&
        (unit.kind === "word" || unit.kind === "han"),
    );
    if (units.length === 0 || units.every((unit) => check.quotedUnits.has(unit.index))) {
      continue;
    }
    const first = units[0] as ClaimUnit;
    // `was shut down` against `Shutting down`: a rule that explained the verb already keeps
    // its reason.
    const prior = check.accounts[first.index];
    if (prior?.outcome === "unsupported" && prior.kind === "relation") {
      continue;
    }
    // `increased the maximum number`: the words of the wording the record has, framing aside.
    const outcomes = units.map((unit) => check.accounts[unit.index]?.outcome);
    const aligned =
      outcomes.includes("supported") &&
      outcomes.every((outcome) => outcome === "supported" || outcome === "framing");
    // `eviction=(threads_max=4)`: a key; `Shutdown: going to close sockets` where the record
    // writes `shutdown: going to close sockets`: a label, as the record writes it.
    const after = check.claim.text.slice(match.end).trimStart()[0] ?? "";
    const label =
      aligned &&
      (after === "=" ||
        (after === ":" &&
          check.records.some((record) =>
            labelIn(record.text, check.claim.text.slice(match.start, match.end)),
          )));
    if (label || (aligned && !prescribed(check, first))) {
      continue;
    }
    check.unsupported(
      first,
      "remediation_in_claim",
      `prescribes an action (${match.term}); an observation states what was seen`,
      "remediation",
    );
  }
}

/** Whether a record writes a word as a label, right before a colon (`shutdown: ...`). */
function labelIn(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (
      text
        .slice(at + word.length)
        .trimStart()
        .startsWith(":")
    ) {
      return true;
    }
  }
  return false;
}

/** Whether a remediation word is prescribed: a modal before it, or it opens its clause bare. */
function prescribed(check: ClaimCheck, unit: ClaimUnit): boolean {
  let opensClause = true;
  for (let index = unit.index - 1; index >= 0; index--) {
    const previous = check.claim.units[index] as ClaimUnit;
    if (previous.clause !== unit.clause) {
      break;
    }
    // `不需要更改配置` for `No configuration change required`: a prescribing word the record
    // says too (需要, required) reports the record, it prescribes nothing.
    const isPrescribing =
      ((previous.kind === "word" && check.grammar.prescribingStems.has(previous.stem)) ||
        (previous.kind === "han" && check.grammar.prescribingHan.has(previous.text))) &&
      check.accounts[index]?.outcome !== "supported" &&
      // `has terminated` is a perfect, `has to terminate` prescribes.
      !(PERFECT_AUXILIARIES.has(previous.text) && INFLECTED_PAST.test(unit.text));
    if (isPrescribing && unit.index - index <= 3) {
      return true;
    }
    if (check.accounts[index]?.outcome !== "framing") {
      opensClause = false;
    }
  }
  // An imperative is the bare verb: `restart the pod`, never `restarts 是 57`, nor a noun
  // after an article (`The shutdown of ReplicaFetcher completed`).
  const before = check.claim.units[unit.index - 1];
  const afterArticle = before?.clause === unit.clause && ARTICLES.has(before.text);
  return opensClause && !afterArticle && unit.kind !== "han" && !INFLECTED.test(unit.text);
}

const ARTICLES = new Set(["the", "a", "an"]);
const PERFECT_AUXILIARIES = new Set(["has", "have", "had"]);
const INFLECTED_PAST = /ed$/u;

const INFLECTED = /(?:s|ed|ing)$/u;
