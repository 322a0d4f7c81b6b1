/**
 * Turns a case plan into a corpus line: places every record in a recorded invocation (with
 * uncited records around it, sometimes an invocation of another session), gives invocations their
 * ids and paths, and writes each binding, breaking it where the plan says so.
 */
import { distractor } from "./catalog.js";
import { excerptOf } from "./compose.js";
import type { Random } from "./random.js";
import type {
  CaseGroup,
  EvidenceRecord,
  Language,
  Plan,
  PlannedCitation,
  ToolName,
} from "./types.js";

export interface EvidenceReference {
  readonly raw_path: string;
  readonly text: string;
}

export interface Invocation {
  readonly id: number;
  readonly session_id: string;
  readonly tool_name: ToolName;
  readonly retrieval_details: {
    readonly evidence_status: "ok";
    readonly evidence_refs: readonly EvidenceReference[];
  };
}

export interface Binding {
  readonly tool_name: ToolName;
  readonly source_invocation_id: number;
  readonly raw_path: string;
  readonly evidence_excerpt: string;
}

export interface Claim {
  readonly claim_id: string;
  readonly text: string;
  readonly kind: "observation";
  readonly status: "confirmed";
  readonly evidence_bindings: readonly Binding[];
}

export interface Expectation {
  readonly effective_verdict: "PASS" | "REJECT" | readonly ["LOW_CONFID", "REJECT"];
  readonly severity: "none" | "reject";
}

export interface CorpusCase {
  readonly case_id: string;
  readonly group: CaseGroup;
  readonly family: string;
  readonly language: Language;
  readonly session_id: string;
  readonly question: string;
  readonly invocations: readonly Invocation[];
  readonly executor_output: {
    readonly claims: readonly Claim[];
    readonly recommended_actions: readonly string[];
    readonly tool_trace_summary: string;
  };
  readonly expect: Expectation;
  readonly note: string;
}

const TOOLS: readonly ToolName[] = ["query_metrics", "query_logs", "lookup_knowledge"];

export function pathPrefix(tool: ToolName): string {
  switch (tool) {
    case "query_metrics":
      return "$.alerts";
    case "query_logs":
      return "$.logs";
    default:
      return "$.evidence_blocks";
  }
}

function expectationOf(group: CaseGroup): Expectation {
  switch (group) {
    case "faithful":
      return { effective_verdict: "PASS", severity: "none" };
    case "structural":
      return { effective_verdict: "REJECT", severity: "reject" };
    default:
      return { effective_verdict: ["LOW_CONFID", "REJECT"], severity: "none" };
  }
}

interface Draft {
  readonly tool: ToolName;
  readonly ownSession: boolean;
  readonly records: EvidenceRecord[];
}

interface Placement {
  readonly draft: Draft;
  readonly index: number;
}

export interface CaseIdentity {
  readonly caseId: string;
  readonly group: CaseGroup;
  readonly family: string;
  readonly language: Language;
}

export function assemble(random: Random, plan: Plan, identity: CaseIdentity): CorpusCase {
  const citations: PlannedCitation[] = plan.claims.flatMap((claim) => [...claim.citations]);
  const ownRecords: EvidenceRecord[] = [];
  const foreignRecords: EvidenceRecord[] = [];
  const remember = (record: EvidenceRecord, foreign: boolean): void => {
    if (ownRecords.includes(record) || foreignRecords.includes(record)) {
      return;
    }
    (foreign ? foreignRecords : ownRecords).push(record);
  };
  for (const citation of citations) {
    remember(citation.record, citation.defect === "other-session");
    if (citation.pathRecord) {
      remember(citation.pathRecord, false);
    }
  }
  for (const record of plan.background) {
    remember(record, false);
  }

  const drafts: Draft[] = [];
  const byTool = new Map<ToolName, EvidenceRecord[]>();
  for (const record of ownRecords) {
    byTool.set(record.tool, [...(byTool.get(record.tool) ?? []), record]);
  }
  const foreignCount = foreignRecords.length > 0 ? 1 : 0;
  let splits = 0;
  for (const [tool, records] of byTool) {
    if (records.length >= 2 && byTool.size + foreignCount + splits < 4 && random.chance(0.35)) {
      splits += 1;
      const cut = random.integer(1, records.length - 1);
      const shuffled = random.shuffle(records);
      drafts.push({ tool, ownSession: true, records: shuffled.slice(0, cut) });
      drafts.push({ tool, ownSession: true, records: shuffled.slice(cut) });
    } else {
      drafts.push({ tool, ownSession: true, records: [...records] });
    }
  }
  if (foreignRecords.length > 0) {
    const tool = foreignRecords[0]?.tool ?? "query_logs";
    drafts.push({ tool, ownSession: false, records: [...foreignRecords] });
  }
  if (ownRecords.length === 0 || (drafts.length < 4 && random.chance(0.25))) {
    drafts.push({ tool: random.pick(TOOLS), ownSession: true, records: [] });
  }
  if (drafts.length < 4 && foreignRecords.length === 0 && random.chance(0.25)) {
    drafts.push({ tool: random.pick(TOOLS), ownSession: false, records: [] });
  }

  const subjects = [...ownRecords, ...foreignRecords].map((record) => record.subject.name);
  const citedTexts = new Set([...ownRecords, ...foreignRecords].map((record) => record.text));
  const placements = new Map<EvidenceRecord, Placement>();
  const filled: { draft: Draft; records: EvidenceRecord[] }[] = [];
  for (const draft of drafts) {
    const target = Math.max(draft.records.length, random.integer(1, 6));
    const language = draft.records[0]?.language ?? identity.language;
    const records = [...draft.records];
    while (records.length < target) {
      const extra = distractor(random, draft.tool, language, subjects);
      if (!citedTexts.has(extra.text)) {
        records.splice(random.integer(0, records.length), 0, extra);
      }
    }
    const ordered = random.shuffle(records);
    ordered.forEach((record, index) => {
      if (draft.records.includes(record)) {
        placements.set(record, { draft, index });
      }
    });
    filled.push({ draft, records: ordered });
  }

  const sessionId = `s-${random.integer(10, 9999)}`;
  let foreignSession = `s-${random.integer(10, 9999)}`;
  while (foreignSession === sessionId) {
    foreignSession = `s-${random.integer(10, 9999)}`;
  }
  const order = random.shuffle(filled);
  const ids = new Map<Draft, number>();
  let next = random.integer(100, 9000);
  const invocations: Invocation[] = order.map(({ draft, records }) => {
    ids.set(draft, next);
    const invocation: Invocation = {
      id: next,
      session_id: draft.ownSession ? sessionId : foreignSession,
      tool_name: draft.tool,
      retrieval_details: {
        evidence_status: "ok",
        evidence_refs: records.map((record, index) => ({
          raw_path: `${pathPrefix(draft.tool)}[${index}]`,
          text: record.text,
        })),
      },
    };
    next += random.integer(1, 9);
    return invocation;
  });
  const usedIds = new Set(invocations.map((invocation) => invocation.id));

  const binding = (citation: PlannedCitation): Binding => {
    const target = citation.pathRecord ?? citation.record;
    const placement = placements.get(target);
    const id = placement ? ids.get(placement.draft) : undefined;
    if (!placement || id === undefined) {
      throw new Error("a cited record was not placed");
    }
    const size = filled.find((entry) => entry.draft === placement.draft)?.records.length ?? 0;
    const excerpt = citation.excerpt ?? excerptOf(citation.record.text, citation.spans);
    let toolName: ToolName = placement.draft.tool;
    let invocationId = id;
    let index = placement.index;
    switch (citation.defect) {
      case "wrong-tool":
        toolName = random.pick(TOOLS.filter((tool) => tool !== placement.draft.tool));
        break;
      case "unknown-id": {
        invocationId = Math.max(...usedIds) + random.integer(1, 400);
        while (usedIds.has(invocationId)) {
          invocationId += 1;
        }
        break;
      }
      case "absent-path":
        index = size + random.integer(0, 3);
        break;
      default:
        break;
    }
    return {
      tool_name: toolName,
      source_invocation_id: invocationId,
      raw_path: `${pathPrefix(placement.draft.tool)}[${index}]`,
      evidence_excerpt: excerpt,
    };
  };

  const claims: Claim[] = plan.claims.map((claim, index) => ({
    claim_id: `c${index + 1}`,
    text: claim.text,
    kind: "observation",
    status: "confirmed",
    evidence_bindings: claim.citations.map(binding),
  }));

  const nouns: Record<ToolName, string> = {
    query_metrics: "alert",
    query_logs: "record",
    lookup_knowledge: "block",
  };
  const summary = invocations
    .filter((invocation) => invocation.session_id === sessionId)
    .map((invocation) => {
      const size = invocation.retrieval_details.evidence_refs.length;
      return `${invocation.tool_name} -> ${size} ${nouns[invocation.tool_name]}${size === 1 ? "" : "s"}`;
    })
    .join("; ");

  return {
    case_id: identity.caseId,
    group: identity.group,
    family: identity.family,
    language: identity.language,
    session_id: sessionId,
    question: plan.question,
    invocations,
    executor_output: { claims, recommended_actions: [], tool_trace_summary: summary },
    expect: expectationOf(identity.group),
    note: plan.note,
  };
}
