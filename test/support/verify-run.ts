/** Runs the real verification stage (hook -> Gatekeeper -> Verifier) over a store, for executor tests. */
import type { InvocationLookup } from "../../src/store/store.js";
import type { VerificationReport } from "../../src/verification/verification-contract.js";
import { verifyTurn } from "../../src/verification/verify-turn.js";

export async function verifyExecutorRun(
  lookup: InvocationLookup,
  sessionId: string,
  executorOutput: unknown,
): Promise<VerificationReport> {
  const verified = await verifyTurn(lookup, { sessionId, executorOutput });
  if (!verified.ok) throw new Error(verified.error.message);
  return verified.value.report;
}
