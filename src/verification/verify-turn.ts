/**
 * The verification stage's entry point for one executor turn: VerifierInputHook ->
 * ExecutorGatekeeperService -> Verifier, returning what the Composer enforces and what is
 * persisted (`gatekeeper_result` under `self_evaluation.verifier_evaluation`).
 *
 * Live turns (over the store) and replays (over an in-memory lookup) both go through here,
 * so a replayed verdict is the verdict the product gives.
 */
import type { NormalizedExecutorOutput } from "../executor/executor-output.js";
import type { InvocationLookup } from "../store/store.js";
import type { ClaimJudge } from "./claim-judge.js";
import type { Outcome } from "./rule-codes.js";
import type { VerificationReport, VerifierInput } from "./verification-contract.js";
import { Verifier, type VerifierOptions } from "./verifier.js";
import { VerifierInputHook, type VerifierInputRequest } from "./verifier-input-hook.js";

/** A verified turn: the report, and the Verifier's input it was judged from (for audit). */
export interface VerifiedTurn {
  readonly report: VerificationReport;
  readonly verifierInput: VerifierInput;
  /** The executor output as the hook read it (normalized, auto-filled). */
  readonly executorOutput: NormalizedExecutorOutput;
}

export interface VerifyTurnOptions extends VerifierOptions {
  /**
   * Prepares further reviewers from the Verifier's input before it judges (an LLM judge asks
   * its model here, since judging itself is synchronous). They can only lower a verdict.
   */
  readonly prepareReviewers?: (input: VerifierInput) => Promise<readonly ClaimJudge[]>;
}

/**
 * Verifies one executor output. The only error value is a store failure
 * (`invocation_lookup_failed`); any executor output, however malformed, gets a verdict.
 */
export async function verifyTurn(
  lookup: InvocationLookup,
  request: VerifierInputRequest,
  options: VerifyTurnOptions = {},
): Promise<Outcome<VerifiedTurn>> {
  const prepared = await new VerifierInputHook(lookup).prepare(request);
  if (!prepared.ok) {
    return prepared;
  }
  const verifierInput = prepared.value.verifierInput;
  const preparedReviewers =
    options.prepareReviewers === undefined ? [] : await options.prepareReviewers(verifierInput);
  const verifierResult = Verifier.verify(verifierInput, {
    reviewers: [...(options.reviewers ?? []), ...preparedReviewers],
    ...(options.grammar === undefined ? {} : { grammar: options.grammar }),
  });
  return {
    ok: true,
    value: {
      verifierInput,
      executorOutput: prepared.value.executorOutput,
      report: {
        gatekeeper_result: verifierInput.gatekeeper_result,
        verifier_result: verifierResult,
        effective_verdict: verifierResult.verdict,
      },
    },
  };
}
