/**
 * Composer: the safe final answer of a diagnosis turn.
 *
 * The last stage of the pipeline turns a verified turn into the text a person reads, and
 * enforces what the effective verdict allows (architecture.md, "Verdicts"):
 *  - PASS: the confirmed claims whose own verdict is PASS, each with `[n]` markers that
 *    resolve to (invocation id, raw_path) and show the system-side text of that record;
 *  - LOW_CONFID: only what was verified, a plain statement that the evidence is
 *    insufficient, what is missing, and evidence-collection next steps; no root cause;
 *  - REJECT: none of the claims and none of the failed references; that the diagnosis could
 *    not be verified, which checks failed, and the evidence this turn did record.
 * Remediation steps among the recommended actions are always left out and noted for the
 * audit. The Composer re-derives the verdict it can stand behind from the report (never
 * higher than reported) and is pure: no I/O, deterministic, and it never throws.
 */
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import { findCausalWording } from "../verification/claim-judge.js";
import { RULE_CODES, type RuleCode, RuleCodeSchema } from "../verification/rule-codes.js";
import {
  type CheckedBinding,
  type ClaimVerdict,
  lowerVerdict,
  SeveritySchema,
  severityCap,
  type Verdict,
  type VerdictReason,
  VerdictSchema,
  type VerifierClaimInput,
} from "../verification/verification-contract.js";
import {
  ANSWER_PHRASES,
  answerLanguageOf,
  describeExecutorFailure,
  describeRule,
  type EmptySearch,
  emptySearchLine,
  type RecordReference,
  recordLine,
  singleLine,
} from "./answer-text.js";
import type {
  AnswerLanguage,
  AvailableEvidence,
  Citation,
  ComposedAnswer,
  ComposedClaim,
  ComposerInput,
} from "./composer-contract.js";
import { triageActions } from "./remediation.js";

/** Codes of the Composer's audit warnings (`<subject>: <message> (<code>)`), with their meaning. */
export const COMPOSER_WARNING_CODES = {
  remediation_dropped:
    "A remediation step of recommended_actions was left out of the answer and listed in dropped_actions.",
  action_withheld:
    "A recommended action repeats the text of a claim the answer does not state, or a failed reference, and was left out.",
  claim_not_stated:
    "A claim was left out of the answer: its verdict is not PASS, it has no citation that resolves, or the answer is a REJECT.",
  citation_unresolved:
    "A verified excerpt has no matching authentic checked binding, so it is not cited.",
  evidence_withheld:
    "A recorded record was not shown with a REJECT answer: it belongs to a failed reference or repeats a rejected claim.",
  executor_failure: "The executor produced no usable output; the answer says what was not checked.",
  verdict_lowered:
    "The answer stands behind a lower verdict than the one reported (the report was inconsistent or a claim could not be cited).",
  input_invalid:
    "A field of the Composer's input was not of its type and was read as the worst case.",
  composer_failed: "The answer could not be assembled; a minimal answer stating nothing was given.",
} as const;
export type ComposerWarningCode = keyof typeof COMPOSER_WARNING_CODES;

/** Most records a REJECT answer shows, and most searches a LOW_CONFID answer lists. */
const MAX_SHOWN_RECORDS = 5;
const MAX_SHOWN_SEARCHES = 5;
/** Rendered search arguments longer than this are shortened. */
const MAX_ARGUMENTS_LENGTH = 160;
/**
 * Texts shorter than this (folded) are too short to count as repeating a claim or an excerpt
 * when they occur inside another text (the Gatekeeper's threshold for a comparable excerpt).
 */
const MIN_GUARDED_LENGTH = 8;
/** Records of these tools are shown first, in this order (metrics, then logs). */
const TOOL_ORDER: readonly string[] = ["query_metrics", "query_logs"];
/** Binding checks whose failure means the cited invocation id itself is not this session's. */
const ID_CHECKS: ReadonlySet<string> = new Set(["invocation_found", "same_session"]);

function warning(subject: string, message: string, code: ComposerWarningCode): string {
  return `${subject}: ${singleLine(message)} (${code})`;
}

function readVerdict(value: unknown): Verdict | null {
  const parsed = VerdictSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function readRuleCode(value: unknown): RuleCode | null {
  const parsed = RuleCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

function isNonBlankString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function listOf<Item>(value: readonly Item[] | null | undefined): readonly Item[] {
  return Array.isArray(value) ? value : [];
}

/** Case- and width-insensitive, whitespace-collapsed: how texts are compared for repetition. */
function fold(text: string): string {
  // Format characters (zero-width spaces, joiners, bidi controls) are invisible: a repeated
  // claim with one inserted between its letters is still the same claim.
  return singleLine(text.normalize("NFKC").replace(/\p{Cf}/gu, "")).toLowerCase();
}

/** Texts and ids that must not reach the answer, and a test for a candidate text. */
class Guard {
  readonly #texts: string[] = [];
  readonly #ids = new Set<number>();

  addText(text: string | null | undefined): void {
    if (typeof text !== "string") {
      return;
    }
    const folded = fold(text);
    if (folded.length >= MIN_GUARDED_LENGTH && !this.#texts.includes(folded)) {
      this.#texts.push(folded);
    }
  }

  addId(id: number | null | undefined): void {
    if (isPositiveInteger(id)) {
      this.#ids.add(id);
    }
  }

  hasId(id: number): boolean {
    return this.#ids.has(id);
  }

  /** Whether the candidate repeats a guarded text, or names a guarded id as a number. */
  repeatedIn(candidate: string): boolean {
    const folded = fold(candidate);
    if (this.#texts.some((text) => folded.includes(text))) {
      return true;
    }
    for (const id of this.#ids) {
      if (new RegExp(`(?<![0-9])${id}(?![0-9])`, "u").test(folded)) {
        return true;
      }
    }
    return false;
  }
}

/** A claim of the Verifier's input, with its verdict and the citations that resolve. */
interface AssessedClaim {
  readonly position: number;
  readonly claim: VerifierClaimInput;
  readonly verdict: ClaimVerdict | null;
  readonly confirmed: boolean;
  readonly references: readonly RecordReference[];
}

function claimSubject(assessed: AssessedClaim): string {
  return `claims[${assessed.position}] (${singleLine(String(assessed.claim.claim_id))})`;
}

/** The claim's verdict: the one at its position when the ids agree, else the only one with its id. */
function verdictFor(
  claim: VerifierClaimInput,
  position: number,
  verdicts: readonly ClaimVerdict[],
): ClaimVerdict | null {
  const atPosition = verdicts[position];
  if (atPosition !== undefined && atPosition.claim_id === claim.claim_id) {
    return atPosition;
  }
  const sameId = verdicts.filter((verdict) => verdict.claim_id === claim.claim_id);
  return sameId.length === 1 ? (sameId[0] ?? null) : null;
}

/**
 * The claim's verified excerpts that an authentic checked binding vouches for: same claim,
 * same binding, severity none, same invocation, raw_path and system-side text.
 */
function resolveReferences(
  claim: VerifierClaimInput,
  position: number,
  checkedByPath: ReadonlyMap<string, CheckedBinding>,
  warnings: string[],
): RecordReference[] {
  const references: RecordReference[] = [];
  for (const excerpt of listOf(claim.verified_excerpts)) {
    const path = `claims[${position}].evidence_bindings[${excerpt.binding_index}]`;
    const checked = checkedByPath.get(path);
    const vouched =
      checked !== undefined &&
      checked.claim_id === claim.claim_id &&
      checked.severity === "none" &&
      checked.source_invocation_id === excerpt.source_invocation_id &&
      checked.raw_path === excerpt.raw_path &&
      checked.text === excerpt.text;
    if (
      !vouched ||
      !isPositiveInteger(excerpt.source_invocation_id) ||
      !isNonBlankString(excerpt.raw_path) ||
      !isNonBlankString(excerpt.text)
    ) {
      warnings.push(
        warning(
          path,
          "verified excerpt not vouched for by an authentic checked binding; not cited",
          "citation_unresolved",
        ),
      );
      continue;
    }
    references.push({
      invocationId: excerpt.source_invocation_id,
      rawPath: excerpt.raw_path,
      toolName: isNonBlankString(excerpt.tool_name) ? excerpt.tool_name : "unknown tool",
      text: excerpt.text,
    });
  }
  return references;
}

/** Whether the claim can be stated: its own verdict is PASS and a citation resolves. */
function isStatable(assessed: AssessedClaim): boolean {
  return (
    assessed.verdict?.verdict === "PASS" &&
    isNonBlankString(assessed.claim.text) &&
    assessed.references.length > 0
  );
}

/** Numbers citations by first appearance; one marker per (invocation id, raw_path). */
class CitationIndex {
  readonly #byReference = new Map<string, Citation>();

  cite(reference: RecordReference): Citation {
    const key = `${reference.invocationId}\u0000${reference.rawPath}`;
    const existing = this.#byReference.get(key);
    if (existing !== undefined) {
      return existing;
    }
    const citation: Citation = {
      marker: this.#byReference.size + 1,
      invocation_id: reference.invocationId,
      tool_name: reference.toolName,
      raw_path: reference.rawPath,
      text: reference.text,
    };
    this.#byReference.set(key, citation);
    return citation;
  }

  all(): Citation[] {
    return [...this.#byReference.values()];
  }
}

/** The verdict the answer can stand behind: never higher than any part of the report allows. */
function boundVerdict(
  input: ComposerInput,
  claims: readonly AssessedClaim[],
  warnings: string[],
): { verdict: Verdict; noCitableClaim: boolean } {
  const report = input.report;
  const reported = readVerdict(report.effective_verdict);
  if (reported === null) {
    warnings.push(
      warning("report.effective_verdict", "not a verdict; read as REJECT", "input_invalid"),
    );
  }
  // Start from the reported verdict: every further lowering is an inconsistency worth auditing.
  let verdict: Verdict = reported ?? "REJECT";
  /** Lowers the verdict to at most `limit`; true when that changed it. */
  const lower = (limit: Verdict, reason: string): boolean => {
    const lowered = lowerVerdict(verdict, limit);
    if (lowered === verdict) {
      return false;
    }
    warnings.push(
      warning("effective_verdict", `${verdict} -> ${lowered}: ${reason}`, "verdict_lowered"),
    );
    verdict = lowered;
    return true;
  };
  const verifierVerdict = readVerdict(report.verifier_result.verdict);
  lower(
    verifierVerdict ?? "REJECT",
    `the Verifier's verdict is ${verifierVerdict ?? "unreadable"}`,
  );
  const severity = SeveritySchema.safeParse(report.gatekeeper_result.severity);
  lower(
    severity.success ? severityCap(severity.data) : "REJECT",
    `the Gatekeeper's severity is ${severity.success ? severity.data : "unreadable"}`,
  );
  let noCitableClaim = false;
  for (const assessed of claims) {
    if (!assessed.confirmed) {
      continue;
    }
    const claimVerdict = readVerdict(assessed.verdict?.verdict);
    // A confirmed claim the Verifier did not judge was not checked: at best LOW_CONFID.
    lower(
      claimVerdict ?? "LOW_CONFID",
      `confirmed ${claimSubject(assessed)} has verdict ${claimVerdict ?? "missing"}`,
    );
    if (claimVerdict === "PASS" && !isStatable(assessed)) {
      noCitableClaim =
        lower("LOW_CONFID", `confirmed ${claimSubject(assessed)} has no citation that resolves`) ||
        noCitableClaim;
    }
  }
  if (hasExecutorFailure(input)) {
    lower("LOW_CONFID", "the executor produced no usable output");
  }
  if (!claims.some((assessed) => assessed.confirmed && isStatable(assessed))) {
    noCitableClaim =
      lower("LOW_CONFID", "no confirmed claim can be stated with a resolving citation") ||
      noCitableClaim;
  }
  return { verdict, noCitableClaim };
}

/**
 * Gatekeeper rules that fired only on bindings of unconfirmed claims: a negative observation
 * that cites an empty search has no record to point at, and the answer already lists that
 * search as looked for and not found, so "a citation names no record" would only confuse.
 */
function unconfirmedOnlyRules(input: ComposerInput, claims: readonly AssessedClaim[]): Set<string> {
  const confirmedIds = new Set(
    claims.filter((assessed) => assessed.confirmed).map((assessed) => assessed.claim.claim_id),
  );
  const onUnconfirmed = new Set<string>();
  const elsewhere = new Set<string>();
  for (const binding of listOf(input.report.gatekeeper_result.checked_bindings)) {
    const target = confirmedIds.has(binding.claim_id) ? elsewhere : onUnconfirmed;
    for (const code of listOf(binding.rule_codes)) target.add(code);
  }
  return new Set([...onUnconfirmed].filter((code) => !elsewhere.has(code)));
}

/** Sentences for what is missing (LOW_CONFID) or which checks failed (REJECT), in order. */
function missingLines(
  input: ComposerInput,
  claims: readonly AssessedClaim[],
  verdict: Verdict,
  noCitableClaim: boolean,
  language: AnswerLanguage,
): string[] {
  const lines: string[] = [];
  if (hasExecutorFailure(input)) {
    lines.push(describeExecutorFailure(String(input.executorFailure?.code), language));
  }

  const codes: RuleCode[] = [];
  const addCode = (value: unknown) => {
    const code = readRuleCode(value);
    if (code !== null && !codes.includes(code) && RULE_CODES[code].effect !== "info") {
      codes.push(code);
    }
  };
  const gatekeeperRules = listOf(input.report.gatekeeper_result.failed_rules);
  const onlyOnUnconfirmed =
    verdict === "REJECT" ? new Set<string>() : unconfirmedOnlyRules(input, claims);
  gatekeeperRules.filter((code) => !onlyOnUnconfirmed.has(code)).forEach(addCode);
  const claimReasons: VerdictReason[] = claims
    .filter((assessed) => assessed.confirmed && assessed.verdict?.verdict !== "PASS")
    .flatMap((assessed) => listOf(assessed.verdict?.reasons));
  for (const reason of claimReasons) {
    const isCap = reason.code === "gatekeeper_reject" || reason.code === "gatekeeper_low_confid";
    if (reason.verdict !== "PASS" && (!isCap || gatekeeperRules.length === 0)) {
      addCode(reason.code);
    }
  }
  for (const reason of listOf(input.report.verifier_result.reasons)) {
    if (reason.verdict !== "PASS") {
      addCode(reason.code);
    }
  }
  if (verdict === "REJECT") {
    // What was rejected comes first: it is why nothing is stated.
    const rank = (code: RuleCode) => (RULE_CODES[code].effect === "reject" ? 0 : 1);
    codes.sort((left, right) => rank(left) - rank(right));
  }
  lines.push(...codes.map((code) => describeRule(code, language)));
  if (noCitableClaim) {
    lines.push(ANSWER_PHRASES[language].noCitableClaim);
  }
  if (lines.length === 0) {
    lines.push(ANSWER_PHRASES[language].missingFallback);
  }
  return lines;
}

/** Renders recorded arguments on one short line; null when there are none worth showing. */
function renderArguments(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  let rendered: string | undefined;
  try {
    rendered = JSON.stringify(value);
  } catch {
    return null;
  }
  if (rendered === undefined || rendered === "{}" || rendered === "[]") {
    return null;
  }
  const line = singleLine(rendered);
  return line.length > MAX_ARGUMENTS_LENGTH ? `${line.slice(0, MAX_ARGUMENTS_LENGTH - 1)}…` : line;
}

/** This turn's searches that found nothing or failed, as lines of what was not found. */
function emptySearches(
  invocations: readonly ToolInvocation[],
  sessionId: string,
  guard: Guard,
): EmptySearch[] {
  const searches: EmptySearch[] = [];
  for (const invocation of invocations) {
    if (
      invocation === null ||
      typeof invocation !== "object" ||
      invocation.session_id !== sessionId ||
      !isPositiveInteger(invocation.id) ||
      !isNonBlankString(invocation.tool_name) ||
      guard.hasId(invocation.id)
    ) {
      continue;
    }
    const details = invocation.retrieval_details;
    const failed = invocation.status === "error" || details?.evidence_status === "error";
    const empty =
      details?.evidence_status === "no_evidence" ||
      (Array.isArray(details?.evidence_refs) && details.evidence_refs.length === 0);
    if (!failed && !empty) {
      continue;
    }
    const renderedArguments = renderArguments(invocation.arguments);
    searches.push({
      invocationId: invocation.id,
      toolName: invocation.tool_name,
      renderedArguments:
        renderedArguments !== null && guard.repeatedIn(renderedArguments)
          ? null
          : renderedArguments,
      outcome: failed ? "failed" : "no_records",
    });
  }
  return searches.slice(0, MAX_SHOWN_SEARCHES);
}

function toolRank(toolName: string): number {
  const rank = TOOL_ORDER.indexOf(toolName);
  return rank === -1 ? TOOL_ORDER.length : rank;
}

/** Records a REJECT answer may show: authentic ones of this turn that repeat nothing rejected. */
function showableEvidence(
  evidence: readonly AvailableEvidence[],
  guard: Guard,
  warnings: string[],
): RecordReference[] {
  const seen = new Set<string>();
  const showable: RecordReference[] = [];
  let withheld = 0;
  for (const record of evidence) {
    if (
      record === null ||
      typeof record !== "object" ||
      !isPositiveInteger(record.invocation_id) ||
      !isNonBlankString(record.raw_path) ||
      !isNonBlankString(record.text)
    ) {
      continue;
    }
    const key = `${record.invocation_id}\u0000${record.raw_path}`;
    if (seen.has(key)) {
      continue;
    }
    seen.add(key);
    if (guard.hasId(record.invocation_id) || guard.repeatedIn(record.text)) {
      withheld += 1;
      continue;
    }
    showable.push({
      invocationId: record.invocation_id,
      rawPath: record.raw_path,
      toolName: isNonBlankString(record.tool_name) ? record.tool_name : "unknown tool",
      text: record.text,
    });
  }
  if (withheld > 0) {
    warnings.push(
      warning(
        "availableEvidence",
        `${withheld} record(s) not shown: a failed reference's invocation, or the text of a rejected claim`,
        "evidence_withheld",
      ),
    );
  }
  return showable
    .map((reference, order) => ({ reference, order }))
    .sort(
      (left, right) =>
        toolRank(left.reference.toolName) - toolRank(right.reference.toolName) ||
        left.order - right.order,
    )
    .map(({ reference }) => reference);
}

/** Ids and excerpts of failed references, which no answer repeats. */
function guardFailedReferences(input: ComposerInput, guard: Guard): void {
  const excerptsByPath = new Map<string, string>();
  for (const claim of listOf(input.executorOutput?.claims)) {
    for (const binding of listOf(claim.evidence_bindings)) {
      if (typeof binding.evidence_excerpt === "string") {
        excerptsByPath.set(binding.path, binding.evidence_excerpt);
      }
    }
  }
  for (const checked of listOf(input.report.gatekeeper_result.checked_bindings)) {
    for (const check of listOf(checked.checks)) {
      if (check.passed) {
        continue;
      }
      if (ID_CHECKS.has(check.check)) {
        guard.addId(check.invocation_id ?? checked.source_invocation_id);
      }
      if (check.check === "excerpt") {
        guard.addText(excerptsByPath.get(checked.path));
      }
    }
  }
}

/** Recommended actions split into the ones shown, the remediation dropped, and warnings. */
function nextSteps(
  input: ComposerInput,
  verdict: Verdict,
  guard: Guard,
  warnings: string[],
): { kept: string[]; dropped: string[] } {
  const actions = listOf(input.executorOutput?.recommended_actions).filter(
    (action): action is string => typeof action === "string",
  );
  const triage = triageActions(actions);
  const dropped: string[] = [];
  for (const { index, action, term } of triage.remediation) {
    dropped.push(action);
    warnings.push(
      warning(
        `recommended_actions[${index}]`,
        `remediation step left out of the answer (matched "${term}"): ${action}`,
        "remediation_dropped",
      ),
    );
  }
  for (const { index, action } of triage.other) {
    const cause = findCausalWording(action);
    warnings.push(
      warning(
        `recommended_actions[${index}]`,
        cause === null
          ? "left out: a next step starts with an evidence-collection verb (check, query, search, read, inspect, compare, collect, 查看, 查询 ...)"
          : `left out: "${cause}" states a cause, and a next step collects evidence`,
        "action_withheld",
      ),
    );
  }
  const kept: string[] = [];
  for (const { index, action } of triage.collection) {
    if (verdict === "REJECT") {
      // The output was rejected as a whole: its next steps may carry the rejected claim in
      // other words, so none of them is shown; the Composer's own step follows.
      warnings.push(
        warning(
          `recommended_actions[${index}]`,
          "left out: it comes from an executor output that was rejected",
          "action_withheld",
        ),
      );
      continue;
    }
    const cause = findCausalWording(action);
    if (cause !== null) {
      warnings.push(
        warning(
          `recommended_actions[${index}]`,
          `left out: "${cause}" states a cause, and a next step collects evidence`,
          "action_withheld",
        ),
      );
      continue;
    }
    if (guard.repeatedIn(action)) {
      warnings.push(
        warning(
          `recommended_actions[${index}]`,
          "left out: it repeats a claim that is not stated or a failed reference",
          "action_withheld",
        ),
      );
      continue;
    }
    const line = singleLine(action);
    if (!kept.includes(line)) {
      kept.push(line);
    }
  }
  return { kept, dropped };
}

function bulletLines(lines: readonly string[]): string[] {
  return lines.map((line) => `- ${line}`);
}

function claimLine(claim: ComposedClaim, prefix: string): string {
  const markers = claim.citations.map((citation) => `[${citation.marker}]`).join("");
  return `- ${prefix}${singleLine(claim.text)} ${markers}`;
}

function toComposedClaim(assessed: AssessedClaim, index: CitationIndex): ComposedClaim {
  const citations: Citation[] = [];
  for (const reference of assessed.references) {
    const citation = index.cite(reference);
    if (!citations.some((existing) => existing.marker === citation.marker)) {
      citations.push(citation);
    }
  }
  return {
    claim_id: String(assessed.claim.claim_id),
    text: assessed.claim.text,
    kind: assessed.claim.kind ?? null,
    status: assessed.claim.status ?? null,
    verdict: "PASS",
    citations: citations.sort((left, right) => left.marker - right.marker),
  };
}

function hasExecutorFailure(input: ComposerInput): boolean {
  return input.executorFailure !== null && input.executorFailure !== undefined;
}

/** The sections of a REJECT answer: verdict, failed checks, the evidence that does exist. */
function rejectSections(
  input: ComposerInput,
  missing: readonly string[],
  guard: Guard,
  warnings: string[],
  language: AnswerLanguage,
): string[][] {
  const phrases = ANSWER_PHRASES[language];
  const evidence = showableEvidence(listOf(input.availableEvidence), guard, warnings);
  const shown = evidence.slice(0, MAX_SHOWN_RECORDS);
  return [
    [phrases.verdictLine.REJECT, phrases.rejectSummary],
    [phrases.failedChecksHeading, ...bulletLines(missing)],
    shown.length === 0
      ? [phrases.noRecordedEvidence]
      : [
          phrases.recordedEvidenceHeading(shown.length, evidence.length),
          ...shown.map((reference) => `- ${recordLine(null, reference, language)}`),
        ],
  ];
}

/**
 * The sections of a PASS or LOW_CONFID answer: verdict, verified claims, claims checked but
 * not confirmed, sources; for LOW_CONFID also the searches that found nothing and what is
 * missing.
 */
function statedSections(
  input: ComposerInput,
  verdict: "PASS" | "LOW_CONFID",
  claims: { readonly confirmed: ComposedClaim[]; readonly unconfirmed: ComposedClaim[] },
  citations: readonly Citation[],
  missing: readonly string[],
  guard: Guard,
  language: AnswerLanguage,
): string[][] {
  const phrases = ANSWER_PHRASES[language];
  const sections: string[][] = [
    [
      phrases.verdictLine[verdict],
      verdict === "PASS" ? phrases.passSummary : phrases.lowConfidenceSummary,
    ],
  ];
  if (claims.confirmed.length > 0) {
    sections.push([
      ...(verdict === "PASS" ? [] : [phrases.verifiedHeading]),
      ...claims.confirmed.map((claim) => claimLine(claim, "")),
    ]);
  } else {
    sections.push([phrases.nothingVerified]);
  }
  if (claims.unconfirmed.length > 0) {
    sections.push([
      phrases.unconfirmedHeading,
      ...claims.unconfirmed.map((claim) => claimLine(claim, `${phrases.notConfirmedMark} `)),
    ]);
  }
  if (citations.length > 0) {
    sections.push([
      phrases.sourcesHeading,
      ...citations.map((citation) =>
        recordLine(
          citation.marker,
          {
            invocationId: citation.invocation_id,
            rawPath: citation.raw_path,
            toolName: citation.tool_name,
            text: citation.text,
          },
          language,
        ),
      ),
    ]);
  }
  if (verdict === "LOW_CONFID") {
    const searches = emptySearches(
      listOf(input.invocations),
      String(input.verifierInput.session_id),
      guard,
    );
    if (searches.length > 0) {
      sections.push([
        phrases.notFoundHeading,
        ...bulletLines(searches.map((search) => emptySearchLine(search, language))),
      ]);
    }
    sections.push([phrases.missingHeading, ...bulletLines(missing)]);
  }
  return sections;
}

function composeAnswer(input: ComposerInput): ComposedAnswer {
  const language = answerLanguageOf(typeof input.question === "string" ? input.question : "");
  const phrases = ANSWER_PHRASES[language];
  const warnings: string[] = [];
  const report = input.report;

  const checkedByPath = new Map<string, CheckedBinding>();
  for (const checked of listOf(report.gatekeeper_result.checked_bindings)) {
    checkedByPath.set(checked.path, checked);
  }
  const claimVerdicts = listOf(report.verifier_result.claims);
  const assessed: AssessedClaim[] = listOf(input.verifierInput.claims).map((claim, position) => {
    const verdict = verdictFor(claim, position, claimVerdicts);
    return {
      position,
      claim,
      verdict,
      confirmed:
        claim.status === "confirmed" && (verdict === null || verdict.status === "confirmed"),
      references: resolveReferences(claim, position, checkedByPath, warnings),
    };
  });

  const executorFailed = hasExecutorFailure(input);
  if (executorFailed) {
    warnings.push(
      warning(
        "executor",
        `${String(input.executorFailure?.code)}: ${String(input.executorFailure?.message)}`,
        "executor_failure",
      ),
    );
  }
  const { verdict, noCitableClaim } = boundVerdict(input, assessed, warnings);

  // What is stated, and what no part of the answer may repeat.
  const stated = verdict === "REJECT" ? [] : assessed.filter((candidate) => isStatable(candidate));
  const guard = new Guard();
  for (const candidate of assessed) {
    if (!stated.includes(candidate)) {
      guard.addText(candidate.claim.text);
      const reason =
        verdict === "REJECT"
          ? "the answer is a REJECT"
          : `verdict ${candidate.verdict?.verdict ?? "missing"}${candidate.references.length === 0 ? ", no citation resolves" : ""}`;
      warnings.push(warning(claimSubject(candidate), `not stated: ${reason}`, "claim_not_stated"));
    }
  }
  guardFailedReferences(input, guard);

  const citationIndex = new CitationIndex();
  const claims = {
    confirmed: stated
      .filter((candidate) => candidate.confirmed)
      .map((candidate) => toComposedClaim(candidate, citationIndex)),
    unconfirmed: stated
      .filter((candidate) => !candidate.confirmed)
      .map((candidate) => toComposedClaim(candidate, citationIndex)),
  };
  const missing =
    verdict === "PASS" ? [] : missingLines(input, assessed, verdict, noCitableClaim, language);

  const steps = nextSteps(input, verdict, guard, warnings);
  const recommended = [...steps.kept];
  if (verdict === "REJECT") {
    recommended.push(phrases.rerunAfterRejectStep);
  } else if (executorFailed) {
    recommended.push(phrases.rerunAfterExecutorFailureStep);
  } else if (verdict === "LOW_CONFID" && recommended.length === 0) {
    recommended.push(phrases.collectMoreEvidenceStep);
  }

  const sections =
    verdict === "REJECT"
      ? rejectSections(input, missing, guard, warnings, language)
      : statedSections(input, verdict, claims, citationIndex.all(), missing, guard, language);
  if (recommended.length > 0) {
    sections.push([phrases.nextStepsHeading, ...bulletLines(recommended)]);
  }

  return {
    language,
    answer: sections.map((lines) => lines.join("\n")).join("\n\n"),
    effective_verdict: verdict,
    claims: [...claims.confirmed, ...claims.unconfirmed],
    recommended_actions: recommended,
    dropped_actions: steps.dropped,
    missing,
    warnings,
  };
}

/** The answer when the input could not be read at all: it states nothing. */
function fallbackAnswer(input: unknown, error: unknown): ComposedAnswer {
  let language: AnswerLanguage = "en";
  let reported: Verdict | null = null;
  try {
    const record = input as { question?: unknown; report?: { effective_verdict?: unknown } };
    language = answerLanguageOf(typeof record.question === "string" ? record.question : "");
    reported = readVerdict(record.report?.effective_verdict);
  } catch {
    // The input is not even an object: English, and no verdict to keep.
  }
  const verdict: Verdict = reported === "REJECT" ? "REJECT" : "LOW_CONFID";
  const phrases = ANSWER_PHRASES[language];
  let reason = "unreadable input";
  try {
    reason = error instanceof Error ? error.message : String(error);
  } catch {
    // An error value that cannot even be printed: the generic reason stands.
  }
  const step =
    verdict === "REJECT" ? phrases.rerunAfterRejectStep : phrases.rerunAfterExecutorFailureStep;
  const summary = verdict === "REJECT" ? phrases.rejectSummary : phrases.lowConfidenceSummary;
  return {
    language,
    answer: [
      `${phrases.verdictLine[verdict]}\n${summary}`,
      phrases.composerFailure,
      `${phrases.nextStepsHeading}\n- ${step}`,
    ].join("\n\n"),
    effective_verdict: verdict,
    claims: [],
    recommended_actions: [step],
    dropped_actions: [],
    missing: [phrases.composerFailure],
    warnings: [warning("composer", reason, "composer_failed")],
  };
}

/**
 * Composes the safe final answer of a verified turn. Pure and deterministic; never throws:
 * an input it cannot read gets an answer that states nothing (`composer_failed` warning).
 */
export function compose(input: ComposerInput): ComposedAnswer {
  try {
    return composeAnswer(input);
  } catch (error) {
    return fallbackAnswer(input, error);
  }
}

/**
 * The records of a turn's invocations as the Composer shows them on REJECT: every
 * `{raw_path, text}` of `retrieval_details.evidence_refs`, `query_metrics` and `query_logs`
 * records first. Rows of another session are left out when `sessionId` is given.
 */
export function availableEvidenceOf(
  invocations: readonly ToolInvocation[],
  sessionId?: string,
): AvailableEvidence[] {
  const evidence: AvailableEvidence[] = [];
  for (const invocation of invocations) {
    if (sessionId !== undefined && invocation.session_id !== sessionId) {
      continue;
    }
    for (const reference of invocation.retrieval_details.evidence_refs ?? []) {
      evidence.push({
        invocation_id: invocation.id,
        tool_name: invocation.tool_name,
        raw_path: reference.raw_path,
        text: reference.text,
      });
    }
  }
  return evidence
    .map((record, order) => ({ record, order }))
    .sort(
      (left, right) =>
        toolRank(left.record.tool_name) - toolRank(right.record.tool_name) ||
        left.order - right.order,
    )
    .map(({ record }) => record);
}
