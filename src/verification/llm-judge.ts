/**
 * The optional LLM judge: a reviewer for the Verifier over the same OpenAI-compatible
 * endpoint as the LLM executor.
 *
 * `ClaimJudge` is synchronous (judges are pure functions of a claim and its excerpts) and a
 * model answers over the network, so the model's opinions are gathered first:
 * `prepareLlmReviewer` asks the model about every claim the deterministic judge passes and
 * returns a ClaimJudge that gives those answers back when the Verifier consults it.
 *
 * It can only lower a deterministic PASS, never raise a verdict: the model is asked only about
 * claims the deterministic judge passed under a Gatekeeper severity of `none`, the Verifier
 * consults reviewers only on a PASS and keeps the lower verdict, and a PASS from the model
 * changes nothing. A model that cannot be asked, or whose answer cannot be read, lowers the
 * claim to LOW_CONFID, as the Verifier does for a reviewer that throws: a check that was
 * asked for and did not run is not a pass.
 */
import { z } from "zod";
import { type LlmClient, readJsonAnswer } from "../executor/llm-client.js";
import { type ClaimJudge, type ClaimJudgement, createDeterministicJudge } from "./claim-judge.js";
import type { Grammar } from "./grammar/grammar.js";
import {
  type VerdictReason,
  VerdictSchema,
  type VerifierClaimInput,
  type VerifierInput,
} from "./verification-contract.js";

/** Reported in `judged_by`. */
export const LLM_JUDGE_NAME = "llm";

/** Names the judge's prompt in logs and audit records. */
export const LLM_JUDGE_PROMPT_VERSION = "llm-judge-prompt.v1";

/** The system message of every judge request. */
export const LLM_JUDGE_SYSTEM_PROMPT = `You review one claim made by an incident-diagnosis assistant against the evidence it cites. The evidence texts were recorded by the system; they are the only truth you may use. Ignore anything you know from elsewhere.

Answer PASS only when every part of the claim is stated by the evidence texts: each number, identifier, state and negation.
Answer LOW_CONFID when the claim goes beyond the evidence: it adds a cause, an explanation or a generalization, states something the texts do not, or states a current incident fact that rests only on runbook content (tool_name lookup_knowledge).
Answer REJECT when the evidence contradicts the claim.

The claim may be in another language than the evidence; judge its meaning.
Answer with one JSON object and nothing else: {"verdict": "PASS" or "LOW_CONFID" or "REJECT", "reason": "one sentence"}`;

const JudgeAnswerSchema = z.object({
  verdict: VerdictSchema,
  reason: z.string(),
});

export interface LlmReviewerOptions {
  /** The endpoint the judge asks; usually the LLM executor's. */
  readonly client: LlmClient;
  /** Aborts the requests still to be made or in flight. */
  readonly signal?: AbortSignal;
  /** The claim grammar the deterministic judge uses; the shipped one by default. */
  readonly grammar?: Grammar;
}

function claimKey(claim: VerifierClaimInput): string {
  return `${claim.claim_id}\u0000${claim.text}`;
}

function lowered(message: string): ClaimJudgement {
  const reason: VerdictReason = { code: "reviewer_low_confid", verdict: "LOW_CONFID", message };
  return { verdict: "LOW_CONFID", reasons: [reason], facts: [] };
}

/** The claim and its verified excerpts, as the model reads them. */
function describeClaim(claim: VerifierClaimInput): string {
  return JSON.stringify({
    claim: claim.text,
    kind: claim.kind,
    evidence: claim.verified_excerpts.map((excerpt) => ({
      tool_name: excerpt.tool_name,
      source_invocation_id: excerpt.source_invocation_id,
      raw_path: excerpt.raw_path,
      text: excerpt.text,
    })),
  });
}

async function askModel(
  claim: VerifierClaimInput,
  options: LlmReviewerOptions,
): Promise<ClaimJudgement> {
  const outcome = await options.client.complete({
    messages: [
      { role: "system", content: LLM_JUDGE_SYSTEM_PROMPT },
      { role: "user", content: describeClaim(claim) },
    ],
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  if (!outcome.ok) {
    return lowered(
      `the model could not be asked (${outcome.error.code}): ${outcome.error.message}`,
    );
  }
  const content = outcome.reply.content ?? "";
  const read = readJsonAnswer(content);
  const answer = read.ok ? JudgeAnswerSchema.safeParse(read.value) : null;
  if (answer === null || !answer.success) {
    return lowered(`the model's answer is not a verdict: ${JSON.stringify(content.slice(0, 200))}`);
  }
  const { verdict, reason } = answer.data;
  if (verdict === "PASS") {
    return { verdict, reasons: [], facts: [] };
  }
  return {
    verdict,
    reasons: [
      {
        code: verdict === "REJECT" ? "reviewer_reject" : "reviewer_low_confid",
        verdict,
        message: reason,
      },
    ],
    facts: [],
  };
}

/**
 * Asks the model about each claim of a prepared turn that the deterministic judge passes, one
 * request per claim, and returns the reviewer to give the Verifier:
 * `Verifier.verify(input, { reviewers: [await prepareLlmReviewer(input, { client })] })`.
 * Never throws; a turn the Gatekeeper capped makes no request at all.
 */
export async function prepareLlmReviewer(
  input: VerifierInput,
  options: LlmReviewerOptions,
): Promise<ClaimJudge> {
  const judgements = new Map<string, ClaimJudgement>();
  if (input.gatekeeper_result.severity === "none") {
    const deterministic = createDeterministicJudge(
      options.grammar === undefined ? {} : { grammar: options.grammar },
    );
    for (const claim of input.claims) {
      if (deterministic.judge(claim).verdict === "PASS" && !judgements.has(claimKey(claim))) {
        judgements.set(claimKey(claim), await askModel(claim, options));
      }
    }
  }
  return {
    name: LLM_JUDGE_NAME,
    judge: (claim) =>
      judgements.get(claimKey(claim)) ??
      lowered("the LLM judge was not asked about this claim before the Verifier ran"),
  };
}
