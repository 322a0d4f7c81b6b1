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
import { type Grammar, wordStem } from "../grammar/grammar.js";

/** A remediation found in a text: the term, and where. */
export interface RemediationMatch {
  readonly term: string;
  readonly start: number;
  readonly end: number;
}

/** Every remediation wording of a lower-case NFKC text. */
export function remediationMatches(grammar: Grammar, text: string): RemediationMatch[] {
  const matches: RemediationMatch[] = [];
  for (const { term, pattern } of grammar.remediationPatterns) {
    for (const match of text.matchAll(pattern)) {
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
