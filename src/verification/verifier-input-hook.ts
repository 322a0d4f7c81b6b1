/**
 * VerifierInputHook: the one place of the verification stage that does I/O.
 *
 * It reads the executor output leniently, loads every cited invocation through the store
 * (whatever session it belongs to, so that the Gatekeeper can tell a foreign id from a
 * fabricated one), normalizes compatibility fields, auto-fills a missing
 * `source_invocation_id` exactly as the design allows, runs the ExecutorGatekeeperService and
 * hands the Verifier the structured payload with each claim's verified excerpts. It decides
 * nothing itself: every pass/fail is the Gatekeeper's.
 *
 * Auto-backfill (evidence-grounding.md): only a missing `source_invocation_id`; only when the
 * session has exactly one invocation of the binding's tool; never `raw_path`; never several
 * ids; always a warning. A legacy binding is never filled.
 */
import {
  type NormalizedBinding,
  type NormalizedExecutorOutput,
  normalizeExecutorOutput,
} from "../executor/executor-output.js";
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import type { InvocationLookup } from "../store/store.js";
import { ToolNameSchema } from "../tools/tool-contract.js";
import { ExecutorGatekeeperService } from "./gatekeeper.js";
import type { Outcome, RuleCode } from "./rule-codes.js";
import type {
  CheckedBinding,
  GatekeeperResult,
  HookWarning,
  VerifiedExcerpt,
  VerifierClaimInput,
  VerifierInput,
} from "./verification-contract.js";

/** What the hook is asked to prepare. */
export interface VerifierInputRequest {
  /** The session the executor output belongs to. */
  readonly sessionId: string;
  /** The executor output exactly as emitted: any JSON value. */
  readonly executorOutput: unknown;
}

/** The hook's result: the Verifier's input, and what the Gatekeeper was given, for audit. */
export interface PreparedVerification {
  readonly verifierInput: VerifierInput;
  /** The executor output as read, normalized and auto-filled. */
  readonly executorOutput: NormalizedExecutorOutput;
  /** Every invocation the hook loaded. */
  readonly invocations: readonly ToolInvocation[];
}

const NORMALIZATION_CODES: Readonly<
  Record<NormalizedExecutorOutput["normalizations"][number]["kind"], RuleCode>
> = {
  numeric_string_id: "source_invocation_id_normalized",
  singular_and_legacy_ids: "legacy_ids_alongside_id",
};

function everyBinding(output: NormalizedExecutorOutput): NormalizedBinding[] {
  return output.claims.flatMap((claim) => claim.evidence_bindings ?? []);
}

/** Whether the design allows the hook to fill this binding's id. */
function isAutoFillCandidate(binding: NormalizedBinding): boolean {
  return (
    binding.form === "v2" &&
    binding.source_invocation_id === null &&
    binding.source_invocation_ids === null &&
    !binding.invalid_fields.includes("source_invocation_id") &&
    binding.tool_name !== null &&
    ToolNameSchema.safeParse(binding.tool_name).success
  );
}

function citedIds(output: NormalizedExecutorOutput): number[] {
  const ids = new Set<number>();
  for (const binding of everyBinding(output)) {
    if (binding.source_invocation_id !== null) {
      ids.add(binding.source_invocation_id);
    }
    for (const id of binding.source_invocation_ids ?? []) {
      ids.add(id);
    }
  }
  return [...ids];
}

/**
 * The verified excerpts of each claim: the system-side texts of its authentic bindings
 * (severity `none`), with the persisted tool of each. Pure; exported for the bench and tests.
 */
export function assembleVerifierInput(
  sessionId: string,
  output: NormalizedExecutorOutput,
  gatekeeperResult: GatekeeperResult,
  invocations: readonly ToolInvocation[],
): VerifierInput {
  const toolById = new Map<number, string>();
  for (const invocation of invocations) {
    toolById.set(invocation.id, invocation.tool_name);
  }
  const checkedByPath = new Map<string, CheckedBinding>();
  for (const checked of gatekeeperResult.checked_bindings) {
    checkedByPath.set(checked.path, checked);
  }
  const claims: VerifierClaimInput[] = output.claims.map((claim) => {
    const verifiedExcerpts: VerifiedExcerpt[] = [];
    for (const binding of claim.evidence_bindings ?? []) {
      const checked = checkedByPath.get(binding.path);
      if (
        checked === undefined ||
        checked.severity !== "none" ||
        checked.text === null ||
        checked.raw_path === null ||
        checked.source_invocation_id === null
      ) {
        continue;
      }
      verifiedExcerpts.push({
        binding_index: checked.index,
        tool_name: toolById.get(checked.source_invocation_id) ?? checked.tool_name ?? "",
        source_invocation_id: checked.source_invocation_id,
        raw_path: checked.raw_path,
        text: checked.text,
      });
    }
    return {
      claim_id: claim.claim_id,
      text: claim.text,
      kind: claim.kind,
      status: claim.status,
      verified_excerpts: verifiedExcerpts,
    };
  });
  return {
    session_id: sessionId,
    gatekeeper_result: gatekeeperResult,
    claims,
    tool_trace_summary: output.tool_trace_summary,
    recommended_actions: output.recommended_actions,
  };
}

function lookupFailure(step: string, error: unknown): Outcome<never> {
  const reason =
    typeof error === "object" && error !== null && "message" in error
      ? String(error.message)
      : String(error);
  return {
    ok: false,
    error: { code: "invocation_lookup_failed", message: `${step} failed: ${reason}` },
  };
}

export class VerifierInputHook {
  constructor(private readonly lookup: InvocationLookup) {}

  /**
   * Prepares one executor output for the Verifier. A store failure is an error value
   * (`invocation_lookup_failed`), never a verdict: an id the store could not look up is not
   * a fabricated id.
   */
  async prepare(request: VerifierInputRequest): Promise<Outcome<PreparedVerification>> {
    const read = normalizeExecutorOutput(request.executorOutput);
    const warnings: HookWarning[] = read.normalizations.map((normalization) => ({
      code: NORMALIZATION_CODES[normalization.kind],
      path: normalization.path,
      message: normalization.message,
    }));

    const loaded = new Map<number, ToolInvocation>();
    const ids = citedIds(read);
    if (ids.length > 0) {
      try {
        for (const invocation of await this.lookup.getInvocations(ids)) {
          loaded.set(invocation.id, invocation);
        }
      } catch (error) {
        return lookupFailure(`loading invocations ${ids.join(", ")}`, error);
      }
    }

    const candidatesByTool = new Map<string, ToolInvocation[]>();
    for (const claim of read.claims) {
      if (claim.evidence_bindings === null) {
        continue;
      }
      const filled: NormalizedBinding[] = [];
      for (const binding of claim.evidence_bindings) {
        if (!isAutoFillCandidate(binding) || binding.tool_name === null) {
          filled.push(binding);
          continue;
        }
        let candidates = candidatesByTool.get(binding.tool_name);
        if (candidates === undefined) {
          try {
            const listed = await this.lookup.listInvocations(request.sessionId, {
              toolName: binding.tool_name,
            });
            // The store is asked for exactly this; the filter keeps the rule true regardless.
            candidates = listed.filter(
              (invocation) =>
                invocation.session_id === request.sessionId &&
                invocation.tool_name === binding.tool_name,
            );
          } catch (error) {
            return lookupFailure(
              `listing ${binding.tool_name} invocations of session ${request.sessionId}`,
              error,
            );
          }
          candidatesByTool.set(binding.tool_name, candidates);
        }
        const only = candidates.length === 1 ? candidates[0] : undefined;
        if (only === undefined) {
          filled.push(binding);
          continue;
        }
        loaded.set(only.id, only);
        filled.push({ ...binding, source_invocation_id: only.id, auto_filled: true });
        warnings.push({
          code: "source_invocation_id_auto_filled",
          path: `${binding.path}.source_invocation_id`,
          message: `auto-filled with ${only.id}, the only ${binding.tool_name} invocation of session ${JSON.stringify(request.sessionId)}${binding.raw_path === null ? "; raw_path is never auto-filled" : ""}`,
        });
      }
      claim.evidence_bindings = filled;
    }

    const invocations = [...loaded.values()];
    const gatekeeperResult = ExecutorGatekeeperService.check({
      session_id: request.sessionId,
      executor_output: read,
      invocations,
      hook_warnings: warnings,
    });
    return {
      ok: true,
      value: {
        verifierInput: assembleVerifierInput(
          request.sessionId,
          read,
          gatekeeperResult,
          invocations,
        ),
        executorOutput: read,
        invocations,
      },
    };
  }
}
