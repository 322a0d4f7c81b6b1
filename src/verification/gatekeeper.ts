/**
 * ExecutorGatekeeperService: decides whether the Executor's evidence bindings are authentic.
 *
 * For every binding it checks, in order, that the cited invocation exists, belongs to this
 * session and was made by the named tool, that `raw_path` is present in that invocation's
 * `evidence_refs`, and that `evidence_excerpt` comes from the system-side `text` there. The
 * worst outcome wins: `reject` for fabricated or mismatched evidence, `low_confid` for
 * missing or incomplete evidence, `none` when every checked binding is authentic.
 *
 * Pure and deterministic: it reads only its input (the hook loads the invocations) and never
 * throws; an input it cannot read becomes `low_confid`, never `pass`. Invocations are indexed
 * by id and their references by raw_path, so the cost is linear in the number of bindings.
 */
import type { NormalizedBinding, NormalizedClaim } from "../executor/executor-output.js";
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import { TOOL_COLLECTIONS, type ToolName, ToolNameSchema } from "../tools/tool-contract.js";
import { matchExcerpt } from "./excerpt-match.js";
import { RULE_CODES, type RuleCode } from "./rule-codes.js";
import type {
  BindingCheck,
  CheckedBinding,
  ExcerptMatchKind,
  GatekeeperInput,
  GatekeeperResult,
  Severity,
} from "./verification-contract.js";
import { worseSeverity } from "./verification-contract.js";

/** `$.<collection>[i]`: the only raw_path form of this change. */
const RAW_PATH_FORM = /^\$\.([A-Za-z_]+)\[(0|[1-9][0-9]*)\]$/u;

function severityOf(code: RuleCode): Severity {
  const effect = RULE_CODES[code].effect;
  return effect === "reject" || effect === "low_confid" ? effect : "none";
}

/** Collects the findings of one check run, in order, without duplicates. */
class FindingLog {
  severity: Severity = "none";
  readonly failedRules: RuleCode[] = [];
  readonly errors: string[] = [];
  readonly warnings: string[] = [];

  /** Records a finding; `message` null when the message was already reported elsewhere. */
  add(code: RuleCode, path: string, message: string | null): void {
    const severity = severityOf(code);
    this.severity = worseSeverity(this.severity, severity);
    if (severity !== "none" && !this.failedRules.includes(code)) {
      this.failedRules.push(code);
    }
    if (message === null) {
      return;
    }
    const line = `${path}: ${message} (${code})`;
    if (severity === "none") {
      this.warnings.push(line);
    } else {
      this.errors.push(line);
    }
  }
}

/** What one binding's checks found; becomes its `checked_bindings` entry. */
class BindingRecord {
  severity: Severity = "none";
  readonly ruleCodes: RuleCode[] = [];
  readonly checks: BindingCheck[] = [];
  excerptMatch: ExcerptMatchKind | null = null;
  text: string | null = null;

  constructor(
    private readonly log: FindingLog,
    readonly path: string,
  ) {}

  find(code: RuleCode, message: string | null): void {
    this.severity = worseSeverity(this.severity, severityOf(code));
    if (!this.ruleCodes.includes(code)) {
      this.ruleCodes.push(code);
    }
    this.log.add(code, this.path, message);
  }

  ran(check: BindingCheck["check"], passed: boolean, invocationId: number | null = null): void {
    this.checks.push({ check, passed, invocation_id: invocationId });
  }
}

/** Why a raw_path was not found in one invocation. */
interface PathMiss {
  readonly found: false;
  /** `refs_missing` for an old row; the others mean the path is not present: reject. */
  readonly reason: "form" | "collection" | "index" | "refs_missing";
  readonly detail: string;
}

/** Where a raw_path leads in one invocation. */
type PathLookup = { readonly found: true; readonly text: string } | PathMiss;

const TOOL_NAME_SET: ReadonlySet<unknown> = new Set(ToolNameSchema.options);

/** What `ToolNameSchema` accepts (one of its names), without a parse per binding. */
function isToolName(value: string): value is ToolName {
  return TOOL_NAME_SET.has(value);
}

/** Lookups shared by every binding of one check run. */
class EvidenceIndex {
  private readonly invocations = new Map<number, ToolInvocation>();
  private readonly references = new Map<number, Map<string, string>>();

  constructor(invocations: readonly ToolInvocation[]) {
    for (const invocation of invocations) {
      if (!this.invocations.has(invocation.id)) {
        this.invocations.set(invocation.id, invocation);
      }
    }
  }

  invocation(id: number): ToolInvocation | undefined {
    return this.invocations.get(id);
  }

  /**
   * Where `rawPath` leads in `invocation`. An old row (no `evidence_refs` key) cannot be
   * checked by path at all, so it is `refs_missing` whatever the path (issue 3, precise
   * rules); otherwise a path of another form, of another tool's collection or of an index
   * that is not there is not present.
   */
  lookup(invocation: ToolInvocation, rawPath: string): PathLookup {
    const problem = this.formProblem(invocation, rawPath);
    const references = this.referencesOf(invocation);
    if (references === null) {
      return {
        found: false,
        reason: "refs_missing",
        detail: `invocation ${invocation.id} has no evidence_refs (an old row), so raw_path ${JSON.stringify(rawPath)} cannot be checked${problem === null ? "" : ` (note: ${problem.detail})`}`,
      };
    }
    if (problem !== null) {
      return problem;
    }
    const text = references.get(rawPath);
    if (text === undefined) {
      return {
        found: false,
        reason: "index",
        detail: `raw_path ${JSON.stringify(rawPath)} is not among the ${references.size} evidence_refs of invocation ${invocation.id}`,
      };
    }
    return { found: true, text };
  }

  /** A raw_path that can never be present in this invocation, whatever it recorded. */
  private formProblem(invocation: ToolInvocation, rawPath: string): PathMiss | null {
    const form = RAW_PATH_FORM.exec(rawPath);
    if (form === null) {
      return {
        found: false,
        reason: "form",
        detail: `raw_path ${JSON.stringify(rawPath)} is not of the form $.<collection>[i] (deep paths, aliases and filters are not supported)`,
      };
    }
    const collection = form[1];
    if (isToolName(invocation.tool_name) && collection !== TOOL_COLLECTIONS[invocation.tool_name]) {
      return {
        found: false,
        reason: "collection",
        detail: `raw_path ${JSON.stringify(rawPath)} points into ${collection}, but ${invocation.tool_name} invocation ${invocation.id} records ${TOOL_COLLECTIONS[invocation.tool_name]}`,
      };
    }
    return null;
  }

  private referencesOf(invocation: ToolInvocation): Map<string, string> | null {
    const references = invocation.retrieval_details.evidence_refs;
    if (references === undefined) {
      return null;
    }
    let index = this.references.get(invocation.id);
    if (index === undefined) {
      index = new Map();
      for (const reference of references) {
        if (!index.has(reference.raw_path)) {
          index.set(reference.raw_path, reference.text);
        }
      }
      this.references.set(invocation.id, index);
    }
    return index;
  }
}

interface CheckContext {
  readonly sessionId: string;
  readonly index: EvidenceIndex;
  readonly log: FindingLog;
  /** Codes of hook warnings, by the path of the binding they are about. */
  readonly hookWarningCodes: ReadonlyMap<string, readonly RuleCode[]>;
}

function isBlank(value: string | null): value is null {
  return value === null || value.trim() === "";
}

/** Checks existence, session and tool of one cited id; returns the invocation when all hold. */
function checkCitedInvocation(
  context: CheckContext,
  record: BindingRecord,
  binding: NormalizedBinding,
  id: number,
): ToolInvocation | null {
  const invocation = context.index.invocation(id);
  record.ran("invocation_found", invocation !== undefined, id);
  if (invocation === undefined) {
    record.find("invocation_not_found", `invocation ${id} was never recorded`);
    return null;
  }
  const sameSession = invocation.session_id === context.sessionId;
  record.ran("same_session", sameSession, id);
  if (!sameSession) {
    record.find("invocation_other_session", `invocation ${id} belongs to another session`);
    return null;
  }
  if (binding.tool_name === null) {
    // Missing or invalid tool_name: already an output_incomplete issue; nothing to compare.
    return invocation;
  }
  const sameTool = binding.tool_name === invocation.tool_name;
  record.ran("tool_name", sameTool, id);
  if (!sameTool) {
    record.find(
      "tool_name_mismatch",
      `the binding names ${binding.tool_name}, but invocation ${id} was made by ${invocation.tool_name}`,
    );
    return null;
  }
  return invocation;
}

/** Finds raw_path among the cited invocations; records what was found. */
function locateReference(
  record: BindingRecord,
  rawPath: string,
  invocations: readonly ToolInvocation[],
  index: EvidenceIndex,
): string | null {
  const misses: Array<{ readonly invocationId: number; readonly lookup: PathMiss }> = [];
  for (const invocation of invocations) {
    const lookup = index.lookup(invocation, rawPath);
    if (lookup.found) {
      record.ran("raw_path", true, invocation.id);
      return lookup.text;
    }
    misses.push({ invocationId: invocation.id, lookup });
  }
  // An old row cannot be checked by path: that is missing evidence, not a fabricated path.
  const unreadable = misses.find((miss) => miss.lookup.reason === "refs_missing");
  if (unreadable !== undefined) {
    record.ran("evidence_refs", false, unreadable.invocationId);
    record.find("evidence_refs_missing", unreadable.lookup.detail);
    return null;
  }
  for (const miss of misses) {
    record.ran("raw_path", false, miss.invocationId);
    record.find("raw_path_not_found", miss.lookup.detail);
  }
  return null;
}

function checkExcerpt(record: BindingRecord, binding: NormalizedBinding, text: string): void {
  if (isBlank(binding.evidence_excerpt)) {
    if (!binding.invalid_fields.includes("evidence_excerpt")) {
      record.find(
        "excerpt_missing",
        "the binding has no evidence_excerpt to compare with the recorded text",
      );
    }
    return;
  }
  const match = matchExcerpt(binding.evidence_excerpt, text);
  record.excerptMatch = match.kind;
  switch (match.kind) {
    case "verbatim":
    case "elision":
      record.ran("excerpt", true);
      return;
    case "paraphrase":
      record.ran("excerpt", true);
      record.find("excerpt_paraphrase", `evidence_excerpt is ${match.detail}, not a quote`);
      return;
    case "too_generic":
      record.ran("excerpt", false);
      record.find(
        "excerpt_too_generic",
        `evidence_excerpt is too generic to compare: ${match.detail}`,
      );
      return;
    case "mismatch":
      record.ran("excerpt", false);
      record.find(
        "excerpt_mismatch",
        `evidence_excerpt mismatches the recorded text: ${match.detail}`,
      );
      return;
  }
}

function checkBinding(
  context: CheckContext,
  claim: NormalizedClaim,
  binding: NormalizedBinding,
): CheckedBinding {
  const record = new BindingRecord(context.log, binding.path);
  for (const code of context.hookWarningCodes.get(binding.path) ?? []) {
    record.find(code, null);
  }
  if (binding.auto_filled && !record.ruleCodes.includes("source_invocation_id_auto_filled")) {
    record.find(
      "source_invocation_id_auto_filled",
      `source_invocation_id ${binding.source_invocation_id ?? "?"} was auto-filled`,
    );
  }
  if (binding.form === "malformed") {
    record.find("output_incomplete", null);
  } else {
    if (binding.invalid_fields.length > 0) {
      record.find("output_incomplete", null);
    }
    checkReference(context, record, binding);
  }
  return {
    claim_id: claim.claim_id,
    index: binding.index,
    path: binding.path,
    form: binding.form,
    tool_name: binding.tool_name,
    source_invocation_id: binding.source_invocation_id,
    source_invocation_ids: binding.source_invocation_ids,
    raw_path: binding.raw_path,
    auto_filled: binding.auto_filled,
    checks: record.checks,
    excerpt_match: record.excerptMatch,
    severity: record.severity,
    rule_codes: record.ruleCodes,
    text: record.text,
  };
}

function checkReference(
  context: CheckContext,
  record: BindingRecord,
  binding: NormalizedBinding,
): void {
  const legacyIds = binding.source_invocation_ids ?? [];
  if (binding.form === "legacy") {
    record.find(
      "legacy_binding",
      "a legacy binding (source_invocation_ids) is read for transition and is at best low_confid",
    );
  } else {
    // Legacy ids given beside the singular one are checked too: a fabricated id anywhere rejects.
    for (const id of legacyIds) {
      checkCitedInvocation(context, record, binding, id);
    }
  }
  const citedIds =
    binding.form === "legacy"
      ? legacyIds
      : binding.source_invocation_id === null
        ? []
        : [binding.source_invocation_id];
  if (citedIds.length === 0) {
    if (!binding.invalid_fields.includes("source_invocation_id")) {
      record.find(
        "source_invocation_id_missing",
        binding.form === "legacy"
          ? "source_invocation_ids is empty: no invocation is cited"
          : "the binding has no source_invocation_id and it could not be auto-filled",
      );
    }
    return;
  }
  const valid: ToolInvocation[] = [];
  for (const id of citedIds) {
    const invocation = checkCitedInvocation(context, record, binding, id);
    if (invocation !== null) {
      valid.push(invocation);
    }
  }
  if (valid.length < citedIds.length || valid.length === 0) {
    return;
  }
  if (isBlank(binding.raw_path)) {
    if (!binding.invalid_fields.includes("raw_path")) {
      record.find(
        "raw_path_missing",
        `the binding cites invocation ${citedIds.join(", ")} but gives no raw_path, so no record can be checked`,
      );
    }
    return;
  }
  const text = locateReference(record, binding.raw_path, valid, context.index);
  if (text === null) {
    return;
  }
  record.text = text;
  checkExcerpt(record, binding, text);
}

function checkClaims(context: CheckContext, input: GatekeeperInput): CheckedBinding[] {
  const checked: CheckedBinding[] = [];
  const firstPathById = new Map<string, string>();
  for (const claim of input.executor_output.claims) {
    const earlier = firstPathById.get(claim.claim_id);
    if (earlier === undefined) {
      firstPathById.set(claim.claim_id, claim.path);
    } else {
      context.log.add(
        "claim_id_duplicate",
        claim.path,
        `claim_id ${JSON.stringify(claim.claim_id)} is already used by ${earlier}`,
      );
    }
    const bindings = claim.evidence_bindings ?? [];
    if (claim.status === "confirmed" && bindings.length === 0) {
      context.log.add(
        "bindings_missing",
        claim.path,
        `confirmed claim ${JSON.stringify(claim.claim_id)} has no evidence_bindings`,
      );
    }
    for (const binding of bindings) {
      checked.push(checkBinding(context, claim, binding));
    }
  }
  return checked;
}

/** `claims[0].evidence_bindings[1].source_invocation_id` -> `claims[0].evidence_bindings[1]`. */
const BINDING_PATH = /^claims\[\d+\]\.evidence_bindings\[\d+\]/u;

/** Codes of the hook's warnings, by the path of the binding they are about. */
function hookWarningCodesByBinding(input: GatekeeperInput): Map<string, RuleCode[]> {
  const byBinding = new Map<string, RuleCode[]>();
  for (const warning of input.hook_warnings) {
    const bindingPath = BINDING_PATH.exec(warning.path)?.[0];
    if (bindingPath === undefined) {
      continue;
    }
    const codes = byBinding.get(bindingPath) ?? [];
    codes.push(warning.code);
    byBinding.set(bindingPath, codes);
  }
  return byBinding;
}

function checkUnguarded(input: GatekeeperInput): GatekeeperResult {
  const log = new FindingLog();
  for (const warning of input.hook_warnings) {
    log.add(warning.code, warning.path, warning.message);
  }
  for (const issue of input.executor_output.issues) {
    log.add("output_incomplete", issue.path, issue.message);
  }
  const context: CheckContext = {
    sessionId: input.session_id,
    index: new EvidenceIndex(input.invocations),
    log,
    hookWarningCodes: hookWarningCodesByBinding(input),
  };
  const checkedBindings = checkClaims(context, input);
  return {
    status: log.severity === "none" ? "pass" : "fail",
    severity: log.severity,
    checked_bindings: checkedBindings,
    failed_rules: log.failedRules,
    warnings: log.warnings,
    errors: log.errors,
  };
}

/**
 * The Gatekeeper. `check` is a pure function of its input; it never throws. Should an input
 * violate its own type (a caller outside the type system), the result is `low_confid` with
 * the reason in `errors`: authenticity that could not be checked is never `pass`.
 */
export const ExecutorGatekeeperService = {
  check(input: GatekeeperInput): GatekeeperResult {
    try {
      return checkUnguarded(input);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        status: "fail",
        severity: "low_confid",
        checked_bindings: [],
        failed_rules: ["output_incomplete"],
        warnings: [],
        errors: [`executor_output: the input could not be checked: ${reason} (output_incomplete)`],
      };
    }
  },
} as const;
