import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANSWER_PHRASES } from "../../src/composer/answer-text.js";
import { COMPOSER_WARNING_CODES, compose } from "../../src/composer/composer.js";
import {
  type AvailableEvidence,
  type ComposedAnswer,
  ComposedAnswerSchema,
  type ComposerInput,
} from "../../src/composer/composer-contract.js";
import { isRemediationStep } from "../../src/composer/remediation.js";
import type {
  ClaimKind,
  ClaimStatus,
  NormalizedClaim,
} from "../../src/executor/executor-output.js";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import { RULE_CODE_NAMES, type RuleCode } from "../../src/verification/rule-codes.js";
import {
  type CheckedBinding,
  type ClaimVerdict,
  lowerVerdict,
  type Severity,
  severityCap,
  type Verdict,
  type VerifierClaimInput,
} from "../../src/verification/verification-contract.js";

const SESSION_ID = "sess-property";
const FABRICATED_ID = 900001;
const VERDICTS: readonly Verdict[] = ["REJECT", "LOW_CONFID", "PASS"];
const VERDICT_RANK: Readonly<Record<Verdict, number>> = { REJECT: 0, LOW_CONFID: 1, PASS: 2 };

interface RecordFixture {
  readonly invocationId: number;
  readonly toolName: string;
  readonly rawPath: string;
  readonly text: string;
}

const RECORDS: readonly RecordFixture[] = [
  {
    invocationId: 11,
    toolName: "query_metrics",
    rawPath: "$.alerts[0]",
    text: "DBConnectionPoolExhausted firing, service=order-service, active=50/50, idle=0, waiting=37, duration=16m",
  },
  {
    invocationId: 11,
    toolName: "query_metrics",
    rawPath: "$.alerts[1]",
    text: "HighMemoryUsage firing, service=order-service, current=91%, duration=15m",
  },
  {
    invocationId: 12,
    toolName: "query_logs",
    rawPath: "$.logs[0]",
    text: "2026-11-28T22:56:12Z ERROR order-service HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
  },
  {
    invocationId: 13,
    toolName: "lookup_knowledge",
    rawPath: "$.evidence_blocks[0]",
    text: "Runbook: 数据库连接池耗尽排查 / 证据收集: 查看连接池告警及其数值。",
  },
];

/** A reference to an invocation that was never recorded. */
const FABRICATED: RecordFixture = {
  invocationId: FABRICATED_ID,
  toolName: "query_logs",
  rawPath: "$.logs[7]",
  text: "2026-11-28T22:57:00Z ERROR order-service fabricated record",
};

const ACTIONS: readonly string[] = [
  "query_logs for order-service HikariPool in the last 30m",
  "查看 order-service 的连接池告警",
  "Restart order-service",
  "回滚到上一个版本",
  "Scale order-service to 6 replicas",
  `Re-read the records of invocation ${FABRICATED_ID}`,
];

const bindingArbitrary = fc.record({
  record: fc.constantFrom(...RECORDS, FABRICATED),
  severity: fc.constantFrom<Severity>("none", "low_confid", "reject"),
  /** Listed among the claim's verified excerpts (whatever its severity: reports may be inconsistent). */
  verified: fc.boolean(),
  verifiedTextMatches: fc.boolean(),
  excerptFails: fc.boolean(),
  modelExcerpt: fc.constantFrom(
    "HighLatencyP99 firing, service=checkout-service, p99=4.8s",
    "HikariPool-1 - Connection is not available",
    null,
  ),
});

const claimArbitrary = fc.record({
  /** Makes each claim's text unique, so that finding it in the answer means it was repeated. */
  token: fc.stringMatching(/^[a-z]{6}$/u),
  words: fc.constantFrom(
    "order-service connection pool is exhausted",
    "order-service 连接池耗尽",
    "checkout-service p99 latency is 2.4s",
    "No log records of order-service matching kafka were found.",
    "The root cause is the connection leak",
  ),
  status: fc.constantFrom<ClaimStatus | null>("confirmed", "unconfirmed", null),
  kind: fc.constantFrom<ClaimKind | null>("observation", "negative_observation", null),
  /** Null: the report has no verdict for this claim. */
  verdict: fc.option(fc.constantFrom(...VERDICTS), { nil: null }),
  reasons: fc.subarray([...RULE_CODE_NAMES], { maxLength: 3 }),
  bindings: fc.array(bindingArbitrary, { maxLength: 3 }),
});

const turnArbitrary = fc.record({
  question: fc.constantFrom(
    "Is order-service's database connection pool exhausted?",
    "order-service 是否出现数据库连接池耗尽?",
  ),
  claims: fc.array(claimArbitrary, { maxLength: 4 }),
  severity: fc.constantFrom<Severity>("none", "low_confid", "reject"),
  failedRules: fc.subarray([...RULE_CODE_NAMES], { maxLength: 3 }),
  verifierVerdict: fc.constantFrom(...VERDICTS),
  /** Null: the lowest of the parts, as the Verifier computes it; otherwise anything. */
  effectiveVerdict: fc.option(fc.constantFrom(...VERDICTS), { nil: null }),
  actions: fc.subarray([...ACTIONS]),
  executorFailed: fc.boolean(),
  repeatClaimInEvidence: fc.boolean(),
  repeatClaimInAction: fc.boolean(),
  repeatClaimInSearch: fc.boolean(),
});

type Turn = typeof turnArbitrary extends fc.Arbitrary<infer Value> ? Value : never;

interface BuiltTurn {
  readonly input: ComposerInput;
  readonly claimTexts: readonly string[];
  /** Per claim: the verdict the report gives it, null when none. */
  readonly claimVerdicts: readonly (Verdict | null)[];
  readonly citesFabricated: boolean;
}

function claimText(claim: Turn["claims"][number], index: number): string {
  return `${claim.words} zq${index}${claim.token}`;
}

function buildTurn(turn: Turn): BuiltTurn {
  const texts = turn.claims.map(claimText);
  const checkedBindings: CheckedBinding[] = [];
  const verifierClaims: VerifierClaimInput[] = [];
  const normalizedClaims: NormalizedClaim[] = [];
  const claimVerdicts: ClaimVerdict[] = [];

  turn.claims.forEach((claim, claimIndex) => {
    const claimId = `c${claimIndex + 1}`;
    const text = texts[claimIndex] ?? "";
    const verifiedExcerpts: VerifierClaimInput["verified_excerpts"] = [];
    claim.bindings.forEach((binding, bindingIndex) => {
      const path = `claims[${claimIndex}].evidence_bindings[${bindingIndex}]`;
      const { record } = binding;
      const fabricated = record === FABRICATED;
      const checks: CheckedBinding["checks"] = fabricated
        ? [{ check: "invocation_found", passed: false, invocation_id: record.invocationId }]
        : [
            { check: "invocation_found", passed: true, invocation_id: record.invocationId },
            { check: "same_session", passed: true, invocation_id: record.invocationId },
            { check: "tool_name", passed: true, invocation_id: record.invocationId },
            { check: "raw_path", passed: true, invocation_id: record.invocationId },
            { check: "excerpt", passed: !binding.excerptFails, invocation_id: null },
          ];
      checkedBindings.push({
        claim_id: claimId,
        index: bindingIndex,
        path,
        form: "v2",
        tool_name: record.toolName,
        source_invocation_id: record.invocationId,
        source_invocation_ids: null,
        raw_path: record.rawPath,
        auto_filled: false,
        checks,
        excerpt_match: fabricated ? null : binding.excerptFails ? "mismatch" : "verbatim",
        severity: binding.severity,
        rule_codes: [],
        text: fabricated ? null : record.text,
      });
      if (binding.verified) {
        verifiedExcerpts.push({
          binding_index: bindingIndex,
          tool_name: record.toolName,
          source_invocation_id: record.invocationId,
          raw_path: record.rawPath,
          text: binding.verifiedTextMatches ? record.text : `${record.text} (altered)`,
        });
      }
    });
    verifierClaims.push({
      claim_id: claimId,
      text,
      kind: claim.kind,
      status: claim.status,
      verified_excerpts: verifiedExcerpts,
    });
    normalizedClaims.push({
      index: claimIndex,
      path: `claims[${claimIndex}]`,
      claim_id: claimId,
      text,
      kind: claim.kind,
      status: claim.status,
      evidence_bindings: claim.bindings.map((binding, bindingIndex) => ({
        index: bindingIndex,
        path: `claims[${claimIndex}].evidence_bindings[${bindingIndex}]`,
        form: "v2",
        tool_name: binding.record.toolName,
        source_invocation_id: binding.record.invocationId,
        source_invocation_ids: null,
        raw_path: binding.record.rawPath,
        evidence_excerpt: binding.modelExcerpt,
        invalid_fields: [],
        auto_filled: false,
      })),
    });
    if (claim.verdict !== null) {
      const verdict = claim.verdict;
      claimVerdicts.push({
        claim_id: claimId,
        status: claim.status,
        verdict,
        counts_toward_verdict: claim.status === "confirmed",
        judged_by: ["deterministic"],
        reasons: claim.reasons.map((code: RuleCode) => ({ code, verdict, message: code })),
        facts: [],
      });
    }
  });

  let lowest = lowerVerdict(severityCap(turn.severity), turn.verifierVerdict);
  for (const verdict of claimVerdicts) {
    if (verdict.counts_toward_verdict) lowest = lowerVerdict(lowest, verdict.verdict);
  }
  const firstText = texts[0];
  const availableEvidence: AvailableEvidence[] = RECORDS.map((record) => ({
    invocation_id: record.invocationId,
    tool_name: record.toolName,
    raw_path: record.rawPath,
    text: record.text,
  }));
  if (turn.repeatClaimInEvidence && firstText !== undefined) {
    availableEvidence.push({
      invocation_id: 12,
      tool_name: "query_logs",
      raw_path: "$.logs[1]",
      text: `2026-11-28T22:58:00Z WARN order-service ${firstText}`,
    });
  }
  const actions = [...turn.actions];
  if (turn.repeatClaimInAction && firstText !== undefined) {
    actions.push(`query_logs for "${firstText}"`);
  }
  const emptySearch = (id: number, sessionId: string, query: string): ToolInvocation => ({
    id,
    session_id: sessionId,
    tool_name: "query_logs",
    arguments: { query, service: "order-service" },
    result: { logs: [] },
    retrieval_details: { evidence_status: "no_evidence", evidence_refs: [] },
    status: "ok",
    error: null,
    started_at: "2026-11-28T23:00:00Z",
    duration_ms: 3,
  });
  const failedFirstCheck = (turn.failedRules as readonly RuleCode[]).slice();

  return {
    input: {
      question: turn.question,
      report: {
        gatekeeper_result: {
          status: turn.severity === "none" ? "pass" : "fail",
          severity: turn.severity,
          checked_bindings: checkedBindings,
          failed_rules: failedFirstCheck,
          warnings: [],
          errors: [],
        },
        verifier_result: {
          verdict: turn.verifierVerdict,
          gatekeeper_cap: severityCap(turn.severity),
          claims: claimVerdicts,
          reasons: [],
        },
        effective_verdict: turn.effectiveVerdict ?? lowest,
      },
      verifierInput: {
        session_id: SESSION_ID,
        gatekeeper_result: {
          status: turn.severity === "none" ? "pass" : "fail",
          severity: turn.severity,
          checked_bindings: checkedBindings,
          failed_rules: failedFirstCheck,
          warnings: [],
          errors: [],
        },
        claims: verifierClaims,
        tool_trace_summary: "",
        recommended_actions: actions,
      },
      executorOutput: {
        claims: normalizedClaims,
        recommended_actions: actions,
        tool_trace_summary: "",
        issues: [],
        normalizations: [],
      },
      availableEvidence,
      executorFailure: turn.executorFailed
        ? { code: "model_timeout", message: "no completion in time" }
        : null,
      invocations: [
        emptySearch(
          14,
          SESSION_ID,
          turn.repeatClaimInSearch && firstText !== undefined ? firstText : "kafka",
        ),
        emptySearch(15, "sess-other", "cart-service"),
      ],
    },
    claimTexts: texts,
    claimVerdicts: turn.claims.map((claim) => claim.verdict),
    citesFabricated: turn.claims.some((claim) =>
      claim.bindings.some((binding) => binding.record === FABRICATED),
    ),
  };
}

const builtTurnArbitrary = turnArbitrary.map(buildTurn);

/** Citation markers as the answer shows them (`[1]`), not raw_path indexes (`$.logs[1]`). */
function markersIn(answer: string): Set<number> {
  return new Set([...answer.matchAll(/(?<=^|\s|\])\[(\d+)\]/gmu)].map((match) => Number(match[1])));
}

function composedValid(input: ComposerInput): ComposedAnswer {
  const answer = compose(input);
  expect(ComposedAnswerSchema.safeParse(answer).success).toBe(true);
  return answer;
}

describe("composer properties", () => {
  it("never repeats any claim text in a REJECT answer, and states no claim there", () => {
    fc.assert(
      fc.property(builtTurnArbitrary, (built) => {
        const answer = composedValid(built.input);
        if (answer.effective_verdict !== "REJECT") return;
        expect(answer.claims).toEqual([]);
        for (const text of built.claimTexts) expect(answer.answer).not.toContain(text);
      }),
      { numRuns: 400 },
    );
  });

  it("never repeats the text of a claim whose verdict is not PASS, in a LOW_CONFID answer or any other", () => {
    fc.assert(
      fc.property(builtTurnArbitrary, (built) => {
        const answer = composedValid(built.input);
        built.claimTexts.forEach((text, index) => {
          if (built.claimVerdicts[index] !== "PASS") expect(answer.answer).not.toContain(text);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("states only claims whose verdict is PASS, citing only authentic verified excerpts of their own", () => {
    fc.assert(
      fc.property(builtTurnArbitrary, (built) => {
        const answer = composedValid(built.input);
        const { checked_bindings: checked } = built.input.report.gatekeeper_result;
        for (const claim of answer.claims) {
          const position = built.input.verifierInput.claims.findIndex(
            (candidate) => candidate.claim_id === claim.claim_id,
          );
          expect(built.claimVerdicts[position]).toBe("PASS");
          expect(claim.citations.length).toBeGreaterThan(0);
          for (const citation of claim.citations) {
            expect(citation.invocation_id).not.toBe(FABRICATED_ID);
            const vouching = checked.find(
              (binding) =>
                binding.path.startsWith(`claims[${position}].`) &&
                binding.severity === "none" &&
                binding.source_invocation_id === citation.invocation_id &&
                binding.raw_path === citation.raw_path &&
                binding.text === citation.text,
            );
            expect(vouching).toBeDefined();
          }
        }
        const cited = new Set(
          answer.claims.flatMap((claim) => claim.citations.map((citation) => citation.marker)),
        );
        expect(markersIn(answer.answer)).toEqual(cited);
      }),
      { numRuns: 400 },
    );
  });

  it("answers no higher than the reported verdict, first line first, in the question's language", () => {
    fc.assert(
      fc.property(builtTurnArbitrary, (built) => {
        const answer = composedValid(built.input);
        const reported = built.input.report.effective_verdict;
        expect(VERDICT_RANK[answer.effective_verdict]).toBeLessThanOrEqual(VERDICT_RANK[reported]);
        if (answer.effective_verdict === "PASS") {
          expect(answer.claims.some((claim) => claim.status === "confirmed")).toBe(true);
        }
        expect(answer.answer.split("\n")[0]).toBe(
          ANSWER_PHRASES[answer.language].verdictLine[answer.effective_verdict],
        );
        expect(answer.language).toBe(/\p{Script=Han}/u.test(built.input.question) ? "zh" : "en");
      }),
      { numRuns: 300 },
    );
  });

  it("drops every remediation step from the answer, never repeats a fabricated id, and documents every warning", () => {
    fc.assert(
      fc.property(builtTurnArbitrary, (built) => {
        const answer = composedValid(built.input);
        for (const action of answer.dropped_actions) {
          expect(isRemediationStep(action)).toBe(true);
          expect(answer.answer).not.toContain(action);
        }
        for (const action of answer.recommended_actions) {
          expect(isRemediationStep(action)).toBe(false);
        }
        if (built.citesFabricated) expect(answer.answer).not.toContain(String(FABRICATED_ID));
        for (const line of answer.warnings) {
          const code = /\(([a-z_]+)\)$/u.exec(line)?.[1] ?? "";
          expect(Object.keys(COMPOSER_WARNING_CODES)).toContain(code);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on any value, and states nothing it could not read", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const answer = composedValid(value as ComposerInput);
        expect(answer.claims).toEqual([]);
        expect(answer.effective_verdict).not.toBe("PASS");
      }),
      { numRuns: 300 },
    );
  });

  it("never throws when any part of a real-looking input is replaced by any value", () => {
    const parts = [
      ["question"],
      ["report"],
      ["report", "effective_verdict"],
      ["report", "gatekeeper_result"],
      ["report", "gatekeeper_result", "checked_bindings"],
      ["report", "verifier_result", "claims"],
      ["verifierInput", "claims"],
      ["executorOutput"],
      ["executorOutput", "recommended_actions"],
      ["availableEvidence"],
      ["executorFailure"],
      ["invocations"],
    ] as const;
    fc.assert(
      fc.property(
        builtTurnArbitrary,
        fc.constantFrom(...parts),
        fc.anything(),
        (built, path, value) => {
          const input = structuredClone(built.input) as unknown as Record<string, unknown>;
          let target: Record<string, unknown> = input;
          for (const key of path.slice(0, -1)) {
            target = target[key] as Record<string, unknown>;
          }
          target[path[path.length - 1] ?? "question"] = value;
          composedValid(input as unknown as ComposerInput);
        },
      ),
      { numRuns: 400 },
    );
  });
});
