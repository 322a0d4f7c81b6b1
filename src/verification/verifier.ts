/**
 * Verifier: the turn's verdict, claim by claim.
 *
 * The Gatekeeper's severity is a hard cap: `reject` makes every claim REJECT, `low_confid`
 * makes every claim LOW_CONFID, and no judge runs. With severity `none` the deterministic
 * judge decides whether each claim is derivable from its verified excerpts; reviewers (a later
 * LLM judge) are consulted only on a PASS and can only lower it. The effective verdict is the
 * lowest of the cap, each confirmed claim's verdict, and LOW_CONFID when no claim is confirmed
 * (architecture.md, "Verdicts"). `tool_trace_summary` is never read as evidence.
 */
import { type ClaimJudge, type ClaimJudgement, createDeterministicJudge } from "./claim-judge.js";
import type { Grammar } from "./grammar/grammar.js";
import type { RuleCode } from "./rule-codes.js";
import {
  type ClaimVerdict,
  type GatekeeperResult,
  lowerVerdict,
  severityCap,
  type Verdict,
  type VerdictReason,
  type VerifierClaimInput,
  type VerifierInput,
  type VerifierResult,
} from "./verification-contract.js";

export type { ClaimJudge, ClaimJudgement } from "./claim-judge.js";

export interface VerifierOptions {
  /** The claim grammar (a scenario's glossary merged in); the shipped one by default. */
  readonly grammar?: Grammar;
  /**
   * Judges consulted after the deterministic one, only for claims it passed. Their verdict can
   * only lower the claim's (a reviewer answering PASS changes nothing); a reviewer that throws
   * lowers the claim to LOW_CONFID.
   */
  readonly reviewers?: readonly ClaimJudge[];
}

function capReason(gatekeeperResult: GatekeeperResult): VerdictReason {
  const rules = gatekeeperResult.failed_rules.join(", ");
  if (gatekeeperResult.severity === "reject") {
    return {
      code: "gatekeeper_reject",
      verdict: "REJECT",
      message: `the Gatekeeper rejected the evidence (${rules}); no claim can pass`,
    };
  }
  return {
    code: "gatekeeper_low_confid",
    verdict: "LOW_CONFID",
    message: `the Gatekeeper found missing or incomplete evidence (${rules}); no claim can pass`,
  };
}

function review(
  reviewer: ClaimJudge,
  claim: VerifierClaimInput,
): { verdict: Verdict; reasons: VerdictReason[] } {
  let judgement: ClaimJudgement;
  try {
    judgement = reviewer.judge(claim);
  } catch (error) {
    const reason =
      typeof error === "object" && error !== null && "message" in error
        ? String(error.message)
        : String(error);
    return {
      verdict: "LOW_CONFID",
      reasons: [
        {
          code: "reviewer_low_confid",
          verdict: "LOW_CONFID",
          message: `${reviewer.name} failed: ${reason}`,
        },
      ],
    };
  }
  if (judgement.verdict === "PASS") {
    return { verdict: "PASS", reasons: [] };
  }
  const code: RuleCode = judgement.verdict === "REJECT" ? "reviewer_reject" : "reviewer_low_confid";
  const explanation = judgement.reasons.map((reason) => reason.message).join("; ");
  return {
    verdict: judgement.verdict,
    reasons: [
      {
        code,
        verdict: judgement.verdict,
        message: `${reviewer.name}: ${explanation === "" ? judgement.verdict : explanation}`,
      },
    ],
  };
}

function judgeClaim(
  claim: VerifierClaimInput,
  cap: Verdict,
  gatekeeperResult: GatekeeperResult,
  judge: ClaimJudge,
  reviewers: readonly ClaimJudge[],
): ClaimVerdict {
  const countsTowardVerdict = claim.status === "confirmed";
  const information: VerdictReason[] = countsTowardVerdict
    ? []
    : [
        {
          code: "claim_unconfirmed",
          verdict: "PASS",
          message: "unconfirmed claim: judged for the audit, not counted in the verdict",
        },
      ];
  if (cap !== "PASS") {
    return {
      claim_id: claim.claim_id,
      status: claim.status,
      verdict: cap,
      counts_toward_verdict: countsTowardVerdict,
      judged_by: [],
      reasons: [capReason(gatekeeperResult), ...information],
      facts: [],
    };
  }
  const judgement = judge.judge(claim);
  let verdict = judgement.verdict;
  const reasons = [...judgement.reasons];
  const judgedBy = [judge.name];
  for (const reviewer of reviewers) {
    if (verdict !== "PASS") {
      break;
    }
    judgedBy.push(reviewer.name);
    const reviewed = review(reviewer, claim);
    verdict = lowerVerdict(verdict, reviewed.verdict);
    reasons.push(...reviewed.reasons);
  }
  return {
    claim_id: claim.claim_id,
    status: claim.status,
    verdict,
    counts_toward_verdict: countsTowardVerdict,
    judged_by: judgedBy,
    reasons: [...reasons, ...information],
    facts: [...judgement.facts],
  };
}

/**
 * The effective verdict of a turn: the lowest of the Gatekeeper cap, each confirmed claim's
 * verdict, and LOW_CONFID when no claim is confirmed.
 */
export function effectiveVerdict(cap: Verdict, claims: readonly ClaimVerdict[]): Verdict {
  const counted = claims.filter((claim) => claim.counts_toward_verdict);
  let verdict = counted.length === 0 ? lowerVerdict(cap, "LOW_CONFID") : cap;
  for (const claim of counted) {
    verdict = lowerVerdict(verdict, claim.verdict);
  }
  return verdict;
}

export const Verifier = {
  /** Judges a prepared turn. Pure for pure reviewers; the deterministic judge never throws. */
  verify(input: VerifierInput, options: VerifierOptions = {}): VerifierResult {
    const cap = severityCap(input.gatekeeper_result.severity);
    const judge = createDeterministicJudge(
      options.grammar === undefined ? {} : { grammar: options.grammar },
    );
    const reviewers = options.reviewers ?? [];
    const claims = input.claims.map((claim) =>
      judgeClaim(claim, cap, input.gatekeeper_result, judge, reviewers),
    );
    const reasons: VerdictReason[] = claims.some((claim) => claim.counts_toward_verdict)
      ? []
      : [
          {
            code: "no_confirmed_claim",
            verdict: "LOW_CONFID",
            message: "no claim is confirmed, so the turn is at best LOW_CONFID",
          },
        ];
    return {
      verdict: effectiveVerdict(cap, claims),
      gatekeeper_cap: cap,
      claims,
      reasons,
    };
  },
} as const;
