/**
 * Executor output V2: claims, their claim-local evidence bindings, and how to read them.
 *
 * The schemas are the contract the Executor is prompted to follow. The verification stage
 * must judge whatever the Executor actually emitted, so besides the strict parser this module
 * has a lenient reader that never throws: it keeps every part it can check, records a
 * path-named issue for every part it cannot (`claims[0].evidence_bindings[1].raw_path:
 * expected string, received number`), and reports the compatibility normalizations it made.
 */
import { z } from "zod";
import { formatIssuePath as formatSchemaPath } from "../support/schema-issues.js";
import { EvidenceRefSchema, ToolNameSchema } from "../tools/tool-contract.js";

export type { EvidenceRef } from "../tools/tool-contract.js";
/** An evidence reference as persisted in `retrieval_details.evidence_refs`. */
export { EvidenceRefSchema };

/** A `tool_invocation.id`: what a binding cites. */
export const InvocationIdSchema = z.number().int().positive();

/** `observation`: something seen; `negative_observation`: something looked for and not seen. */
export const ClaimKindSchema = z.enum(["observation", "negative_observation"]);
export type ClaimKind = z.infer<typeof ClaimKindSchema>;

/** Only confirmed claims count toward the verdict; unconfirmed ones are still checked. */
export const ClaimStatusSchema = z.enum(["confirmed", "unconfirmed"]);
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;

/**
 * A V2 binding. Precise validation needs `source_invocation_id` and `raw_path`; both may be
 * absent (or null) in what the Executor emits, which makes the binding LOW_CONFID, not invalid.
 */
export const EvidenceBindingV2Schema = z.object({
  /** The tool that produced the evidence; must equal the persisted invocation's tool. */
  tool_name: ToolNameSchema,
  /** The one invocation cited. The VerifierInputHook may auto-fill it when absent. */
  source_invocation_id: InvocationIdSchema.nullish(),
  /** `$.alerts[i]`, `$.logs[i]` or `$.evidence_blocks[i]`; never auto-filled. */
  raw_path: z.string().nullish(),
  /** A verbatim part of the record's system-side `text`. */
  evidence_excerpt: z.string().nullish(),
});
export type EvidenceBindingV2 = z.infer<typeof EvidenceBindingV2Schema>;

/** A pre-V2 binding citing several invocations at once; read for transition, never PASS. */
export const LegacyEvidenceBindingSchema = z.object({
  tool_name: ToolNameSchema,
  /** Every invocation cited; each is checked for existence, session and tool. */
  source_invocation_ids: z.array(InvocationIdSchema),
  raw_path: z.string().nullish(),
  evidence_excerpt: z.string().nullish(),
});
export type LegacyEvidenceBinding = z.infer<typeof LegacyEvidenceBindingSchema>;

/** Legacy is tried first: a V2 parse would silently drop `source_invocation_ids`. */
export const EvidenceBindingSchema = z.union([
  LegacyEvidenceBindingSchema,
  EvidenceBindingV2Schema,
]);
export type EvidenceBinding = z.infer<typeof EvidenceBindingSchema>;

export const ClaimSchema = z.object({
  /** Unique within the output; verdicts are reported per claim_id. */
  claim_id: z.string().min(1),
  /** The micro-fact, as the person will read it. */
  text: z.string(),
  kind: ClaimKindSchema,
  status: ClaimStatusSchema,
  /** Claim-local bindings; a confirmed claim needs at least one. */
  evidence_bindings: z.array(EvidenceBindingSchema),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ExecutorOutputSchema = z.object({
  claims: z.array(ClaimSchema),
  /** Evidence-collection next steps only, never remediation. */
  recommended_actions: z.array(z.string()).optional(),
  /** Navigation and audit context; never evidence. */
  tool_trace_summary: z.string().optional(),
});
export type ExecutorOutput = z.infer<typeof ExecutorOutputSchema>;

/** A part of the output that could not be read: where, and what was wrong. */
export const OutputIssueSchema = z.object({
  /** `claims[0].evidence_bindings[1].raw_path`, or `executor_output` for the root. */
  path: z.string(),
  /** `expected string, received number`. */
  message: z.string(),
});
export type OutputIssue = z.infer<typeof OutputIssueSchema>;

/** A compatibility normalization the reader applied, for the hook to report as a warning. */
export const OutputNormalizationSchema = z.object({
  kind: z.enum(["numeric_string_id", "singular_and_legacy_ids"]),
  path: z.string(),
  message: z.string(),
});
export type OutputNormalization = z.infer<typeof OutputNormalizationSchema>;

/** A binding as read: every field that could be read, `null` for the rest. */
export const NormalizedBindingSchema = z.object({
  /** Position in the claim's `evidence_bindings`. */
  index: z.number().int().nonnegative(),
  /** `claims[0].evidence_bindings[1]`. */
  path: z.string(),
  /** `legacy` when only `source_invocation_ids` is given; `malformed` when not an object. */
  form: z.enum(["v2", "legacy", "malformed"]),
  /** Kept even when not a known tool name, so that it can be compared with the invocation. */
  tool_name: z.string().nullable(),
  source_invocation_id: z.number().nullable(),
  source_invocation_ids: z.array(z.number()).nullable(),
  raw_path: z.string().nullable(),
  evidence_excerpt: z.string().nullable(),
  /** Fields that were present but not of the schema (their issues are in `issues`). */
  invalid_fields: z.array(z.string()),
  /** Set by the VerifierInputHook when it filled `source_invocation_id`. */
  auto_filled: z.boolean(),
});
export type NormalizedBinding = z.infer<typeof NormalizedBindingSchema>;

export const NormalizedClaimSchema = z.object({
  index: z.number().int().nonnegative(),
  path: z.string(),
  /** The claim's id, or its path (`claims[2]`) when it has none. */
  claim_id: z.string(),
  /** Empty when missing or not a string. */
  text: z.string(),
  kind: ClaimKindSchema.nullable(),
  /** Null when missing or invalid: such a claim is not confirmed. */
  status: ClaimStatusSchema.nullable(),
  /** Null when `evidence_bindings` is missing or not an array. */
  evidence_bindings: z.array(NormalizedBindingSchema).nullable(),
});
export type NormalizedClaim = z.infer<typeof NormalizedClaimSchema>;

export const NormalizedExecutorOutputSchema = z.object({
  claims: z.array(NormalizedClaimSchema),
  recommended_actions: z.array(z.string()),
  tool_trace_summary: z.string(),
  /** Empty exactly when the output is of the schema. */
  issues: z.array(OutputIssueSchema),
  normalizations: z.array(OutputNormalizationSchema),
});
export type NormalizedExecutorOutput = z.infer<typeof NormalizedExecutorOutputSchema>;

/** Outcome of the strict parse. */
export type ExecutorOutputParse =
  | { readonly ok: true; readonly value: ExecutorOutput }
  | {
      readonly ok: false;
      readonly error: { readonly code: "output_incomplete"; readonly issues: OutputIssue[] };
    };

type PathSegment = string | number;

/** `["claims", 0, "raw_path"]` -> `claims[0].raw_path`; the empty path is `executor_output`. */
export function formatIssuePath(segments: readonly PropertyKey[]): string {
  return formatSchemaPath(segments, "executor_output");
}

/** zod prefixes its messages with a category (`Invalid input: `); the path already says where. */
function plainMessage(message: string): string {
  return message.replace(/^[A-Z][A-Za-z ]*: /, "");
}

/** Turns zod issues into path-named issues, relative to `prefix`. */
export function toOutputIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PathSegment[] = [],
): OutputIssue[] {
  return issues.map((issue) => toOutputIssue(issue, prefix));
}

/** One zod issue as a path-named issue, relative to `prefix`. */
function toOutputIssue(issue: z.core.$ZodIssue, prefix: readonly PathSegment[]): OutputIssue {
  return {
    path: formatIssuePath(prefix.concat(issue.path.map(pathSegment))),
    message: plainMessage(issue.message),
  };
}

/** zod paths may hold symbols; a path names them by their description. */
function pathSegment(segment: PropertyKey): PathSegment {
  return typeof segment === "symbol" ? String(segment.description) : segment;
}

/**
 * Strict parse: the value, or every issue with its path. Issues come from the lenient reader,
 * which names the field inside a binding (a union schema could only name the binding).
 */
export function parseExecutorOutput(value: unknown): ExecutorOutputParse {
  const read = normalizeExecutorOutput(value);
  const result = ExecutorOutputSchema.safeParse(value);
  if (result.success && read.issues.length === 0) {
    return { ok: true, value: result.data };
  }
  const issues = read.issues.length > 0 ? read.issues : toOutputIssues(result.error?.issues ?? []);
  return { ok: false, error: { code: "output_incomplete", issues } };
}

function describeType(value: unknown): string {
  if (value === null) {
    return "null";
  }
  if (Array.isArray(value)) {
    return "array";
  }
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Own properties only: `__proto__` or inherited keys are data, never structure. */
function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** At most this many issues are kept; the rest are counted in one last issue. */
export const MAXIMUM_ISSUES = 100;

/**
 * Collects issues while one output is read. It keeps the first MAXIMUM_ISSUES and counts the
 * rest, and never spreads a list into a call: an output may hold 200,000 wrong values.
 */
class OutputReader {
  private readonly kept: OutputIssue[] = [];
  private omitted = 0;
  readonly normalizations: OutputNormalization[] = [];

  add(issue: OutputIssue): void {
    if (this.kept.length < MAXIMUM_ISSUES) {
      this.kept.push(issue);
    } else {
      this.omitted += 1;
    }
  }

  /** The kept issues, and one more that says how many were left out. */
  get issues(): OutputIssue[] {
    if (this.omitted === 0) {
      return this.kept;
    }
    return this.kept.concat({
      path: formatIssuePath([]),
      message: `${this.omitted} more issues not listed`,
    });
  }

  expected(path: readonly PathSegment[], expected: string, value: unknown): void {
    this.add({
      path: formatIssuePath(path),
      message: `expected ${expected}, received ${describeType(value)}`,
    });
  }

  /** Parses one field with its schema; on failure records the issues and returns undefined. */
  field<Output>(
    schema: z.ZodType<Output>,
    value: unknown,
    path: readonly PathSegment[],
  ): { readonly ok: true; readonly value: Output } | { readonly ok: false } {
    const result = schema.safeParse(value);
    if (result.success) {
      return { ok: true, value: result.data };
    }
    for (const issue of result.error.issues) {
      if (this.kept.length >= MAXIMUM_ISSUES) {
        this.omitted += result.error.issues.length - MAXIMUM_ISSUES;
        break;
      }
      this.add(toOutputIssue(issue, path));
    }
    return { ok: false };
  }
}

const NUMERIC_STRING_ID = /^[1-9][0-9]{0,14}$/;

/** A singular id: a positive integer, or (compatibility) a string of one. */
function readInvocationId(
  reader: OutputReader,
  value: unknown,
  path: readonly PathSegment[],
):
  | { readonly state: "missing" }
  | { readonly state: "invalid" }
  | { readonly state: "ok"; readonly id: number } {
  if (value === undefined || value === null) {
    return { state: "missing" };
  }
  if (typeof value === "string" && NUMERIC_STRING_ID.test(value)) {
    const id = Number(value);
    reader.normalizations.push({
      kind: "numeric_string_id",
      path: formatIssuePath(path),
      message: `read the string "${value}" as the invocation id ${id}`,
    });
    return { state: "ok", id };
  }
  const parsed = reader.field(InvocationIdSchema, value, path);
  return parsed.ok ? { state: "ok", id: parsed.value } : { state: "invalid" };
}

function readOptionalString(
  reader: OutputReader,
  record: Record<string, unknown>,
  key: string,
  path: readonly PathSegment[],
  invalidFields: string[],
): string | null {
  const value = ownField(record, key);
  if (value === undefined || value === null) {
    return null;
  }
  if (typeof value === "string") {
    return value;
  }
  reader.expected([...path, key], "string", value);
  invalidFields.push(key);
  return null;
}

function readBinding(
  reader: OutputReader,
  value: unknown,
  path: readonly PathSegment[],
  index: number,
): NormalizedBinding {
  const formatted = formatIssuePath(path);
  if (!isRecord(value)) {
    reader.expected(path, "object", value);
    return {
      index,
      path: formatted,
      form: "malformed",
      tool_name: null,
      source_invocation_id: null,
      source_invocation_ids: null,
      raw_path: null,
      evidence_excerpt: null,
      invalid_fields: [],
      auto_filled: false,
    };
  }
  const invalidFields: string[] = [];

  let toolName: string | null = null;
  const toolValue = ownField(value, "tool_name");
  if (toolValue === undefined || toolValue === null) {
    reader.expected([...path, "tool_name"], "string", toolValue);
    invalidFields.push("tool_name");
  } else if (typeof toolValue !== "string") {
    reader.expected([...path, "tool_name"], "string", toolValue);
    invalidFields.push("tool_name");
  } else {
    // An unknown tool name is an issue, but it is kept: it is compared with the invocation.
    toolName = toolValue;
    if (!reader.field(ToolNameSchema, toolValue, [...path, "tool_name"]).ok) {
      invalidFields.push("tool_name");
    }
  }

  const singular = readInvocationId(reader, ownField(value, "source_invocation_id"), [
    ...path,
    "source_invocation_id",
  ]);
  if (singular.state === "invalid") {
    invalidFields.push("source_invocation_id");
  }

  let legacyIds: number[] | null = null;
  const legacyValue = ownField(value, "source_invocation_ids");
  if (legacyValue !== undefined && legacyValue !== null) {
    if (Array.isArray(legacyValue)) {
      legacyIds = [];
      legacyValue.forEach((element: unknown, elementIndex) => {
        const id = readInvocationId(reader, element, [
          ...path,
          "source_invocation_ids",
          elementIndex,
        ]);
        if (id.state === "ok") {
          legacyIds?.push(id.id);
        } else {
          if (id.state === "missing") {
            reader.expected([...path, "source_invocation_ids", elementIndex], "number", element);
          }
          if (!invalidFields.includes("source_invocation_ids")) {
            invalidFields.push("source_invocation_ids");
          }
        }
      });
    } else {
      reader.expected([...path, "source_invocation_ids"], "array", legacyValue);
      invalidFields.push("source_invocation_ids");
    }
  }

  const hasSingular = singular.state === "ok";
  if (hasSingular && legacyIds !== null) {
    reader.normalizations.push({
      kind: "singular_and_legacy_ids",
      path: formatted,
      message:
        "both source_invocation_id and source_invocation_ids are present; the singular id is validated precisely",
    });
  }
  const form = !hasSingular && singular.state !== "invalid" && legacyIds !== null ? "legacy" : "v2";

  return {
    index,
    path: formatted,
    form,
    tool_name: toolName,
    source_invocation_id: singular.state === "ok" ? singular.id : null,
    source_invocation_ids: legacyIds,
    raw_path: readOptionalString(reader, value, "raw_path", path, invalidFields),
    evidence_excerpt: readOptionalString(reader, value, "evidence_excerpt", path, invalidFields),
    invalid_fields: invalidFields,
    auto_filled: false,
  };
}

function readClaim(reader: OutputReader, value: unknown, index: number): NormalizedClaim {
  const path: PathSegment[] = ["claims", index];
  const formatted = formatIssuePath(path);
  if (!isRecord(value)) {
    reader.expected(path, "object", value);
    return {
      index,
      path: formatted,
      claim_id: formatted,
      text: "",
      kind: null,
      status: null,
      evidence_bindings: null,
    };
  }
  const claimId = reader.field(ClaimSchema.shape.claim_id, ownField(value, "claim_id"), [
    ...path,
    "claim_id",
  ]);
  const text = reader.field(ClaimSchema.shape.text, ownField(value, "text"), [...path, "text"]);
  const kind = reader.field(ClaimKindSchema, ownField(value, "kind"), [...path, "kind"]);
  const status = reader.field(ClaimStatusSchema, ownField(value, "status"), [...path, "status"]);

  let bindings: NormalizedBinding[] | null = null;
  const bindingsValue = ownField(value, "evidence_bindings");
  if (Array.isArray(bindingsValue)) {
    bindings = bindingsValue.map((binding: unknown, bindingIndex) =>
      readBinding(reader, binding, [...path, "evidence_bindings", bindingIndex], bindingIndex),
    );
  } else {
    reader.expected([...path, "evidence_bindings"], "array", bindingsValue);
  }

  return {
    index,
    path: formatted,
    claim_id: claimId.ok ? claimId.value : formatted,
    text: text.ok ? text.value : "",
    kind: kind.ok ? kind.value : null,
    status: status.ok ? status.value : null,
    evidence_bindings: bindings,
  };
}

/** A list of strings, element by element; any other value is an issue and reads as empty. */
function readStrings(reader: OutputReader, value: unknown, path: readonly PathSegment[]): string[] {
  if (!Array.isArray(value)) {
    reader.expected(path, "array", value);
    return [];
  }
  const strings: string[] = [];
  let valid = true;
  value.forEach((element: unknown, index) => {
    if (typeof element === "string") {
      strings.push(element);
    } else {
      valid = false;
      reader.expected([...path, index], "string", element);
    }
  });
  return valid ? strings : [];
}

/**
 * Reads any JSON value as executor output, never throwing. What is of the schema is kept as
 * is; everything else becomes an issue naming its path, and the parts that could still be
 * read (a binding with a concrete id, say) are kept so that they can be checked.
 */
export function normalizeExecutorOutput(value: unknown): NormalizedExecutorOutput {
  const reader = new OutputReader();
  let claims: NormalizedClaim[] = [];
  let recommendedActions: string[] = [];
  let toolTraceSummary = "";

  if (!isRecord(value)) {
    reader.expected([], "object", value);
  } else {
    const claimsValue = ownField(value, "claims");
    if (Array.isArray(claimsValue)) {
      claims = claimsValue.map((claim: unknown, index) => readClaim(reader, claim, index));
    } else {
      reader.expected(["claims"], "array", claimsValue);
    }

    const actionsValue = ownField(value, "recommended_actions");
    if (actionsValue !== undefined) {
      recommendedActions = readStrings(reader, actionsValue, ["recommended_actions"]);
    }
    const summaryValue = ownField(value, "tool_trace_summary");
    if (summaryValue !== undefined) {
      const summary = reader.field(z.string(), summaryValue, ["tool_trace_summary"]);
      toolTraceSummary = summary.ok ? summary.value : "";
    }
  }

  return {
    claims,
    recommended_actions: recommendedActions,
    tool_trace_summary: toolTraceSummary,
    issues: reader.issues,
    normalizations: reader.normalizations,
  };
}
