/**
 * Replay: judges one recorded executor output without a live session (`vouch check`).
 *
 * A replay case carries the session id, the persisted invocation rows the check may look up
 * (rows of other sessions included) and the executor output. The case is run through the same
 * VerifierInputHook -> ExecutorGatekeeperService -> Verifier path as a live turn, over an
 * in-memory InvocationLookup, so a replay verdict is the verdict the product would give.
 *
 * A file that is not JSON, has no session_id or no invocations array, or whose rows are not
 * tool invocations is an error value with one clear line. A malformed executor output is not
 * an error: it is a verdict (low_confid, output_incomplete).
 */
import { z } from "zod";
import { formatIssuePath, InvocationIdSchema } from "../executor/executor-output.js";
import { InvocationStatusSchema, type ToolInvocation } from "../recorder/tool-invocation.js";
import type { InvocationLookup } from "../store/store.js";
import { EvidenceRefSchema, EvidenceStatusSchema } from "../tools/tool-contract.js";
import type { ErrorCode, Outcome } from "./rule-codes.js";
import type {
  CheckedBinding,
  ClaimVerdict,
  VerdictReason,
  VerificationReport,
  VerifierInput,
} from "./verification-contract.js";
import type { VerifierOptions } from "./verifier.js";
import { verifyTurn } from "./verify-turn.js";

/**
 * A persisted row as a replay file carries it. Only what verification reads is required;
 * the rest defaults (a replay row is often trimmed by hand). Unknown keys are dropped.
 */
export const ReplayInvocationSchema = z.object({
  id: InvocationIdSchema,
  session_id: z.string(),
  tool_name: z.string(),
  arguments: z.unknown().optional(),
  result: z.unknown().optional(),
  retrieval_details: z
    .object({
      evidence_status: EvidenceStatusSchema.default("ok"),
      /** Absent on old rows: such an invocation cannot be checked by path. */
      evidence_refs: z.array(EvidenceRefSchema).optional(),
      matched_count: z.number().int().nonnegative().optional(),
      truncated: z.boolean().optional(),
    })
    .default({ evidence_status: "ok" }),
  status: InvocationStatusSchema.default("ok"),
  error: z.string().nullable().default(null),
  started_at: z.string().default(""),
  duration_ms: z.number().nonnegative().default(0),
});

/** A replay case, read. */
export interface ReplayCase {
  readonly sessionId: string;
  /** The user's question, when the file gives one. */
  readonly question: string | null;
  readonly invocations: readonly ToolInvocation[];
  /** Any JSON value: judged, never rejected as a file error. */
  readonly executorOutput: unknown;
}

/** One replayed turn: the printed report and what produced it. */
export interface ReplayRun {
  readonly replayCase: ReplayCase;
  readonly report: VerificationReport;
  readonly verifierInput: VerifierInput;
}

function failure(code: ErrorCode, message: string): Outcome<never> {
  return { ok: false, error: { code, message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Parses a replay case's text (a leading byte order mark is ignored) as any JSON value. */
export function parseReplayJson(source: string): Outcome<unknown> {
  try {
    return { ok: true, value: JSON.parse(source.replace(/^\uFEFF/u, "")) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "unreadable";
    return failure("replay_not_json", `not valid JSON: ${reason.split("\n")[0] ?? reason}`);
  }
}

/** Reads a replay file's text. Errors are one line each, naming what is wrong and where. */
export function parseReplayCase(source: string): Outcome<ReplayCase> {
  const parsed = parseReplayJson(source);
  return parsed.ok ? readReplayCase(parsed.value) : parsed;
}

/**
 * Reads a replay case from a JSON value already parsed (one line of a JSON Lines file, say).
 * Keys other than session_id, question, invocations and executor_output are ignored here.
 */
export function readReplayCase(value: unknown): Outcome<ReplayCase> {
  if (!isRecord(value)) {
    return failure("replay_not_object", "a replay case must be a JSON object");
  }
  const sessionId = ownField(value, "session_id");
  if (typeof sessionId !== "string" || sessionId === "") {
    return failure(
      "replay_session_id_missing",
      "the replay case has no session_id (a non-empty string)",
    );
  }
  const rows = ownField(value, "invocations");
  if (!Array.isArray(rows)) {
    return failure("replay_invocations_missing", "the replay case has no invocations array");
  }
  const invocations: ToolInvocation[] = [];
  const seen = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const parsed = ReplayInvocationSchema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = formatIssuePath(["invocations", index, ...(issue?.path ?? [])]);
      const what = (issue?.message ?? "invalid").replace(/^[A-Z][A-Za-z ]*: /, "");
      return failure("replay_invocation_invalid", `${where}: ${what}`);
    }
    if (seen.has(parsed.data.id)) {
      return failure(
        "replay_invocation_duplicate",
        `invocations[${index}]: id ${parsed.data.id} appears twice`,
      );
    }
    seen.add(parsed.data.id);
    const { retrieval_details: details, ...rest } = parsed.data;
    const retrievalDetails: ToolInvocation["retrieval_details"] = {
      evidence_status: details.evidence_status,
    };
    if (details.evidence_refs !== undefined) {
      retrievalDetails.evidence_refs = details.evidence_refs;
    }
    if (details.matched_count !== undefined) {
      retrievalDetails.matched_count = details.matched_count;
    }
    if (details.truncated !== undefined) {
      retrievalDetails.truncated = details.truncated;
    }
    invocations.push({
      ...rest,
      arguments: rest.arguments ?? null,
      result: rest.result ?? null,
      retrieval_details: retrievalDetails,
    });
  }
  const question = ownField(value, "question");
  return {
    ok: true,
    value: {
      sessionId,
      question: typeof question === "string" ? question : null,
      invocations,
      executorOutput: ownField(value, "executor_output"),
    },
  };
}

/** An InvocationLookup over rows held in memory: what a replay looks invocations up in. */
export function createInMemoryInvocationLookup(
  invocations: readonly ToolInvocation[],
): InvocationLookup {
  const byId = new Map<number, ToolInvocation>();
  for (const invocation of invocations) {
    if (!byId.has(invocation.id)) {
      byId.set(invocation.id, invocation);
    }
  }
  const inIdOrder = [...byId.values()].sort((left, right) => left.id - right.id);
  return {
    getInvocations(ids) {
      const found: ToolInvocation[] = [];
      for (const id of new Set(ids)) {
        const invocation = byId.get(id);
        if (invocation !== undefined) {
          found.push(invocation);
        }
      }
      return Promise.resolve(found);
    },
    listInvocations(sessionId, filter) {
      return Promise.resolve(
        inIdOrder.filter(
          (invocation) =>
            invocation.session_id === sessionId &&
            (filter?.toolName === undefined || invocation.tool_name === filter.toolName),
        ),
      );
    },
  };
}

/** Runs a replay case through hook, Gatekeeper and Verifier, exactly as a live turn. */
export async function runReplayCase(
  replayCase: ReplayCase,
  options: VerifierOptions = {},
): Promise<Outcome<ReplayRun>> {
  const verified = await verifyTurn(
    createInMemoryInvocationLookup(replayCase.invocations),
    { sessionId: replayCase.sessionId, executorOutput: replayCase.executorOutput },
    options,
  );
  if (!verified.ok) {
    return verified;
  }
  return { ok: true, value: { replayCase, ...verified.value } };
}

/** Parses and runs a replay file's text. */
export async function checkReplaySource(
  source: string,
  options: VerifierOptions = {},
): Promise<Outcome<ReplayRun>> {
  const parsed = parseReplayCase(source);
  if (!parsed.ok) {
    return parsed;
  }
  return runReplayCase(parsed.value, options);
}

function describeBinding(binding: CheckedBinding): string {
  const ids =
    binding.source_invocation_id !== null
      ? `#${binding.source_invocation_id}`
      : binding.source_invocation_ids !== null
        ? `#[${binding.source_invocation_ids.join(", ")}] (legacy)`
        : "(no invocation id)";
  const path = binding.raw_path ?? "(no raw_path)";
  const codes = binding.rule_codes.length === 0 ? "" : ` [${binding.rule_codes.join(", ")}]`;
  const filled = binding.auto_filled ? " (id auto-filled)" : "";
  return `binding ${binding.index}: ${binding.tool_name ?? "(no tool_name)"} ${ids} ${path}${filled} -> ${binding.severity}${codes}`;
}

function describeReason(reason: VerdictReason): string {
  return `${reason.code} (${reason.verdict}): ${reason.message}`;
}

function renderClaim(
  lines: string[],
  claimIndex: number,
  run: ReplayRun,
  verdict: ClaimVerdict,
): void {
  const claim = run.verifierInput.claims[claimIndex];
  const kind = claim?.kind ?? "unknown kind";
  const status = claim?.status ?? "unknown status";
  lines.push(`claim ${verdict.claim_id} (${kind}, ${status}): ${verdict.verdict}`);
  lines.push(`  text: ${claim?.text === undefined || claim.text === "" ? "(none)" : claim.text}`);
  const prefix = `claims[${claimIndex}].`;
  const bindings = run.report.gatekeeper_result.checked_bindings.filter((binding) =>
    binding.path.startsWith(prefix),
  );
  if (bindings.length === 0) {
    lines.push("  bindings: none");
  }
  for (const binding of bindings) {
    lines.push(`  ${describeBinding(binding)}`);
    if (binding.checks.length > 0) {
      const checks = binding.checks.map(
        (check) => `${check.check} ${check.passed ? "ok" : "FAILED"}`,
      );
      lines.push(`    checks: ${checks.join(", ")}`);
    }
    if (binding.excerpt_match !== null) {
      lines.push(`    excerpt: ${binding.excerpt_match}`);
    }
    if (binding.text !== null) {
      lines.push(`    verified text: ${binding.text}`);
    }
  }
  if (verdict.judged_by.length > 0) {
    lines.push(`  judged by: ${verdict.judged_by.join(", ")}`);
  }
  for (const fact of verdict.facts) {
    const evidence = fact.evidence === null ? "" : ` (${fact.evidence})`;
    lines.push(
      `  fact ${fact.outcome}: ${fact.kind} ${JSON.stringify(fact.fact)}${evidence}: ${fact.detail}`,
    );
  }
  for (const reason of verdict.reasons) {
    lines.push(`  reason ${describeReason(reason)}`);
  }
}

/** A report a person can read: each claim, each binding, rule codes and verdicts. */
export function renderReplayText(run: ReplayRun): string {
  const { report, replayCase } = run;
  const gatekeeper = report.gatekeeper_result;
  const lines: string[] = [`vouch check: session ${replayCase.sessionId}`];
  if (replayCase.question !== null) {
    lines.push(`question: ${replayCase.question}`);
  }
  lines.push("");
  lines.push(`effective verdict: ${report.effective_verdict}`);
  const failed = gatekeeper.failed_rules.length === 0 ? "none" : gatekeeper.failed_rules.join(", ");
  lines.push(
    `gatekeeper: ${gatekeeper.status}, severity ${gatekeeper.severity}; failed rules: ${failed}`,
  );
  lines.push(
    `verifier: ${report.verifier_result.verdict} (gatekeeper cap ${report.verifier_result.gatekeeper_cap})`,
  );
  for (const reason of report.verifier_result.reasons) {
    lines.push(`  reason ${describeReason(reason)}`);
  }
  report.verifier_result.claims.forEach((verdict, index) => {
    lines.push("");
    renderClaim(lines, index, run, verdict);
  });
  for (const [title, entries] of [
    ["warnings", gatekeeper.warnings],
    ["errors", gatekeeper.errors],
  ] as const) {
    if (entries.length > 0) {
      lines.push("", `${title}:`);
      for (const entry of entries) {
        lines.push(`  - ${entry}`);
      }
    }
  }
  return `${lines.join("\n")}\n`;
}
