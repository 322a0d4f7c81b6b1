/**
 * Checks of the written corpus, independent of how it was built: every line parses, ids are
 * unique, every binding of a faithful or content case is authentic (the excerpt a verbatim
 * part of its record), every structural case breaks exactly the one binding its family says,
 * languages are balanced, and faithful claims use only numbers their records support and
 * words the records (or the framing, glossary and number vocabularies) account for.
 */
import { formatNumber } from "./numbers.js";
import type { BindingOutput, CaseOutput, ClaimOutput, InvocationOutput } from "./types.js";

export interface CheckReport {
  readonly errors: string[];
  readonly warnings: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A light structural check of one parsed line. */
export function isCaseOutput(value: unknown): value is CaseOutput {
  if (!isObject(value)) {
    return false;
  }
  const output = value.executor_output;
  return (
    typeof value.case_id === "string" &&
    typeof value.group === "string" &&
    typeof value.family === "string" &&
    (value.language === "en" || value.language === "zh") &&
    typeof value.session_id === "string" &&
    typeof value.question === "string" &&
    Array.isArray(value.invocations) &&
    isObject(output) &&
    Array.isArray(output.claims) &&
    isObject(value.expect) &&
    typeof value.note === "string"
  );
}

type Failure = "invocation_found" | "same_session" | "tool_name" | "raw_path" | "excerpt" | null;

const ELISION = /\s*(?:\.\.\.|…)\s*/u;

function collapse(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** Whether an excerpt is a part of the text: verbatim, or (relaxed) elided, case or blank changes. */
export function excerptIn(text: string, excerpt: string, relaxed: boolean): boolean {
  if (text.includes(excerpt)) {
    return true;
  }
  if (!relaxed) {
    return false;
  }
  if (collapse(text).includes(collapse(excerpt))) {
    return true;
  }
  const parts = excerpt.split(ELISION).filter((part) => part.length > 0);
  if (parts.length < 2) {
    return false;
  }
  let position = 0;
  for (const part of parts) {
    const found = text.indexOf(part, position);
    if (found < 0) {
      return false;
    }
    position = found + part.length;
  }
  return true;
}

function refOf(invocation: InvocationOutput, rawPath: string) {
  return invocation.retrieval_details.evidence_refs.find((ref) => ref.raw_path === rawPath);
}

function bindingFailure(item: CaseOutput, binding: BindingOutput, relaxed: boolean): Failure {
  const invocation = item.invocations.find(
    (candidate) => candidate.id === binding.source_invocation_id,
  );
  if (invocation === undefined) {
    return "invocation_found";
  }
  if (invocation.session_id !== item.session_id) {
    return "same_session";
  }
  if (invocation.tool_name !== binding.tool_name) {
    return "tool_name";
  }
  const ref = refOf(invocation, binding.raw_path);
  if (ref === undefined) {
    return "raw_path";
  }
  if (
    !excerptIn(ref.text, binding.evidence_excerpt, relaxed) ||
    collapse(binding.evidence_excerpt).length < 20
  ) {
    return "excerpt";
  }
  return null;
}

const EXPECTED_FAILURE: Readonly<Record<string, Failure>> = {
  "structural/unknown-id": "invocation_found",
  "structural/other-session": "same_session",
  "structural/wrong-tool": "tool_name",
  "structural/absent-path": "raw_path",
  "structural/excerpt-not-in-record": "excerpt",
  "structural/excerpt-of-another-record": "excerpt",
};

function citedTexts(item: CaseOutput, claim: ClaimOutput): string[] {
  return claim.evidence_bindings.flatMap((binding) => {
    const invocation = item.invocations.find(
      (candidate) => candidate.id === binding.source_invocation_id,
    );
    const ref = invocation === undefined ? undefined : refOf(invocation, binding.raw_path);
    return ref === undefined ? [] : [ref.text];
  });
}

const NUMBER = /\d+(?:\.\d+)?/g;

/** Numbers a record supports: its own, and their unit conversions (ms/s, minutes/seconds, 万). */
function supportedNumbers(texts: readonly string[]): Set<string> {
  const result = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(NUMBER)) {
      const value = Number(match[0]);
      result.add(match[0]);
      for (const derived of [value / 1000, value * 1000, value * 60, value / 10000]) {
        result.add(formatNumber(derived, 3));
      }
    }
  }
  return result;
}

const HAN_TEST = /\p{sc=Han}/u;

export function checkCorpus(lines: readonly string[], vocabulary: VocabularyLint): CheckReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const caseIds = new Set<string>();
  const claimTexts = new Map<string, string>();
  const balance = new Map<string, { en: number; zh: number }>();
  lines.forEach((line, lineIndex) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      errors.push(`line ${lineIndex + 1}: not JSON`);
      return;
    }
    if (!isCaseOutput(parsed)) {
      errors.push(`line ${lineIndex + 1}: not a case`);
      return;
    }
    const item = parsed;
    const where = item.case_id;
    if (caseIds.has(where)) {
      errors.push(`${where}: duplicate case_id`);
    }
    caseIds.add(where);
    for (const key of [item.group, item.family]) {
      const counts = balance.get(key) ?? { en: 0, zh: 0 };
      counts[item.language]++;
      balance.set(key, counts);
    }
    const invocationIds = item.invocations.map((invocation) => invocation.id);
    if (new Set(invocationIds).size !== invocationIds.length) {
      errors.push(`${where}: duplicate invocation ids`);
    }
    for (const invocation of item.invocations) {
      const refs = invocation.retrieval_details.evidence_refs;
      if (refs.length < 1 || refs.length > 6) {
        errors.push(`${where}: invocation ${invocation.id} has ${refs.length} records`);
      }
    }
    const claims = item.executor_output.claims;
    const relaxed = item.family === "faithful/excerpt-variant";
    const failures: Array<{ claim: string; failure: Failure }> = [];
    for (const claim of claims) {
      if (claimTexts.has(claim.text)) {
        errors.push(`${where}: claim text repeats ${claimTexts.get(claim.text) ?? ""}`);
      }
      claimTexts.set(claim.text, where);
      const hasHan = HAN_TEST.test(claim.text);
      if ((item.language === "zh") !== hasHan) {
        errors.push(`${where}: ${claim.claim_id} is not in ${item.language}: ${claim.text}`);
      }
      for (const binding of claim.evidence_bindings) {
        const failure = bindingFailure(item, binding, relaxed);
        if (failure !== null) {
          failures.push({ claim: claim.claim_id, failure });
        }
      }
    }
    if (item.group === "structural") {
      const expected = EXPECTED_FAILURE[item.family];
      const only = failures[0];
      if (failures.length !== 1 || only === undefined || only.failure !== expected) {
        errors.push(
          `${where}: expected one ${String(expected)} failure, got ${JSON.stringify(failures)}`,
        );
      }
      if (item.family === "structural/excerpt-not-in-record") {
        for (const claim of claims) {
          for (const binding of claim.evidence_bindings) {
            const texts = citedTexts(item, { ...claim, evidence_bindings: [binding] });
            if (texts.some((text) => excerptIn(text, binding.evidence_excerpt, true))) {
              continue;
            }
            const anywhere = item.invocations.some((invocation) =>
              invocation.retrieval_details.evidence_refs.some((ref) =>
                collapse(ref.text).includes(collapse(binding.evidence_excerpt)),
              ),
            );
            if (anywhere) {
              errors.push(`${where}: the fabricated excerpt is in some record`);
            }
          }
        }
      }
      if (item.family === "structural/excerpt-of-another-record") {
        const broken = claims.flatMap((claim) =>
          claim.evidence_bindings.filter(
            (binding) => bindingFailure(item, binding, false) === "excerpt",
          ),
        );
        for (const binding of broken) {
          const elsewhere = item.invocations.some((invocation) =>
            invocation.retrieval_details.evidence_refs.some((ref) =>
              ref.raw_path !== binding.raw_path || invocation.id !== binding.source_invocation_id
                ? ref.text.includes(binding.evidence_excerpt)
                : false,
            ),
          );
          if (!elsewhere) {
            errors.push(`${where}: the excerpt is not copied from another record of the case`);
          }
        }
      }
    } else if (failures.length > 0) {
      errors.push(`${where}: bindings are not authentic: ${JSON.stringify(failures)}`);
    }
    if (item.group === "faithful") {
      if (item.expect.effective_verdict !== "PASS") {
        errors.push(`${where}: faithful case not expected to PASS`);
      }
      for (const claim of claims) {
        const texts = citedTexts(item, claim);
        const supported = supportedNumbers(texts);
        for (const match of claim.text.matchAll(NUMBER)) {
          if (!supported.has(match[0])) {
            errors.push(`${where}: ${claim.claim_id} number ${match[0]} is in no cited record`);
          }
        }
        for (const problem of vocabulary(claim.text, texts, item.language)) {
          warnings.push(`${where} ${claim.claim_id}: ${problem} in "${claim.text}"`);
        }
      }
    }
  });
  for (const [key, counts] of balance) {
    if (key.includes("/") ? Math.abs(counts.en - counts.zh) > 1 : counts.en !== counts.zh) {
      errors.push(`${key}: ${counts.en} en against ${counts.zh} zh`);
    }
  }
  return { errors, warnings };
}

/** Words (or Chinese characters) of a faithful claim that nothing accounts for. */
export type VocabularyLint = (
  claim: string,
  records: readonly string[],
  language: "en" | "zh",
) => string[];
