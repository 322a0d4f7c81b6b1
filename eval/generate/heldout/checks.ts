/**
 * Checks of the written corpus that do not depend on the code under test: every line parses, ids
 * are unique, shapes and sizes are as specified, excerpts of non-structural cases are verbatim (or,
 * for the excerpt-variant family, equal up to case, white space and elisions), each structural
 * case carries its defect, and faithful claims use no never-framing word their records lack.
 */
import { looselyMatches } from "./compose.js";
import { textHasNumber } from "./quantities.js";

interface LooseReference {
  readonly raw_path?: unknown;
  readonly text?: unknown;
}

interface LooseInvocation {
  readonly id?: unknown;
  readonly session_id?: unknown;
  readonly tool_name?: unknown;
  readonly retrieval_details?: { readonly evidence_refs?: readonly LooseReference[] };
}

interface LooseBinding {
  readonly tool_name?: unknown;
  readonly source_invocation_id?: unknown;
  readonly raw_path?: unknown;
  readonly evidence_excerpt?: unknown;
}

interface LooseCase {
  readonly case_id?: unknown;
  readonly group?: unknown;
  readonly family?: unknown;
  readonly language?: unknown;
  readonly session_id?: unknown;
  readonly invocations?: readonly LooseInvocation[];
  readonly executor_output?: {
    readonly claims?: readonly {
      readonly text?: unknown;
      readonly evidence_bindings?: readonly LooseBinding[];
    }[];
  };
}

const PREFIX: Record<string, string> = {
  query_metrics: "$.alerts[",
  query_logs: "$.logs[",
  lookup_knowledge: "$.evidence_blocks[",
};

/**
 * Words a faithful claim may use only when a cited record has them: causal, temporal-relational,
 * quantifying, evaluative, modal, remediating and negating words. Negations (and restarts) count
 * across languages: a Chinese negation restates an English one.
 */
const GUARDED: readonly string[] = [
  ...["because", "cause", "causes", "caused", "causing", "due", "reason", "root", "result"],
  ...["resulted", "consequently", "therefore", "hence", "thus", "so", "trigger", "triggered"],
  ...["leads", "led", "lead", "after", "before", "following", "amid", "since", "then"],
  ...["during", "while", "until", "later", "earlier", "previously", "subsequently", "meanwhile"],
  ...["prior", "followed", "again", "all", "only", "every", "each", "any", "most", "many"],
  ...["several", "some", "few", "both", "entire", "whole", "always", "constantly", "repeatedly"],
  ...["normal", "healthy", "unhealthy", "severe", "serious", "critical", "minor", "major"],
  ...["bad", "good", "fine", "ok", "okay", "false", "true", "harmless", "benign", "significant"],
  ...["expected", "unexpected", "may", "might", "can", "could", "should", "would", "must"],
  ...["need", "needs", "needed", "likely", "unlikely", "probably", "possibly", "possible"],
  ...["perhaps", "maybe", "suspect", "presumably", "potentially", "will", "reboot", "rollback"],
  ...["roll", "revert", "scale", "redeploy", "deploy", "kill", "drain", "failover", "disable"],
  ...["enable", "raise", "increase", "decrease", "reduce", "lower", "tune", "adjust", "upgrade"],
  ...["downgrade", "patch", "flush", "purge"],
  ...["导致", "由于", "因为", "所以", "因此", "造成", "引起", "引发", "根因", "原因", "从而"],
  ...["之后", "以后", "之前", "以前", "随后", "然后", "期间", "同时", "自从", "再次", "后", "前"],
  ...["所有", "全部", "只", "仅", "每", "都", "任何", "一直", "总是", "均", "正常", "健康"],
  ...["严重", "误报", "很", "非常", "明显", "可能", "应该", "应", "需要", "必须", "也许", "或许"],
  ...["大概", "估计", "疑似", "会", "能", "扩容", "缩容", "回滚", "调大", "调小", "切换", "清理"],
  ...["升级", "降级", "下线", "禁用", "启用"],
];

const NEGATIONS: readonly string[] = [
  ...["not", "no", "never", "none", "without", "nothing", "neither", "nor", "lacks", "lack"],
  ...["lacking", "absent", "missing", "cannot", "unable", "不", "没", "没有", "未", "无", "并未"],
  ...["非", "无法"],
];
const RESTARTS: readonly string[] = ["restart", "restarts", "restarted", "restarting", "重启"];

function contains(text: string, term: string): boolean {
  if (/^[\x20-\x7e]+$/.test(term)) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![a-z])${escaped}(?![a-z])`, "i").test(text);
  }
  return text.includes(term);
}

const LATIN_WORD = /[A-Za-z0-9_]/;

/** Whether two neighbouring characters sit inside one Latin word (a cut between them splits it). */
function splitsWord(left: string | undefined, right: string | undefined): boolean {
  return (
    left !== undefined && right !== undefined && LATIN_WORD.test(left) && LATIN_WORD.test(right)
  );
}

function atWordBoundaries(record: string, excerpt: string): boolean {
  let from = 0;
  for (;;) {
    const at = record.indexOf(excerpt, from);
    if (at < 0) {
      return false;
    }
    const end = at + excerpt.length;
    if (!splitsWord(record[at - 1], record[at]) && !splitsWord(record[end - 1], record[end])) {
      return true;
    }
    from = at + 1;
  }
}

export interface CheckResult {
  readonly errors: string[];
  readonly warnings: string[];
}

/** Checks one parsed case; returns what is wrong with it. */
export function checkCase(value: LooseCase, result: CheckResult): void {
  const id = String(value.case_id);
  const fail = (message: string): void => {
    result.errors.push(`${id}: ${message}`);
  };
  const invocations = value.invocations ?? [];
  if (invocations.length < 1 || invocations.length > 4) {
    fail(`${invocations.length} invocations`);
  }
  const byId = new Map<unknown, LooseInvocation>();
  for (const invocation of invocations) {
    if (byId.has(invocation.id)) {
      fail(`duplicate invocation id ${String(invocation.id)}`);
    }
    byId.set(invocation.id, invocation);
    const references = invocation.retrieval_details?.evidence_refs ?? [];
    if (references.length < 1 || references.length > 6) {
      fail(`invocation ${String(invocation.id)} has ${references.length} records`);
    }
    references.forEach((reference, index) => {
      const prefix = PREFIX[String(invocation.tool_name)] ?? "?";
      if (reference.raw_path !== `${prefix}${index}]`) {
        fail(`invocation ${String(invocation.id)} path ${String(reference.raw_path)}`);
      }
    });
  }
  const family = String(value.family);
  const group = String(value.group);
  const claims = value.executor_output?.claims ?? [];
  if (claims.length === 0) {
    fail("no claims");
  }
  let defects = 0;
  for (const claim of claims) {
    const text = String(claim.text);
    const cited: string[] = [];
    for (const binding of claim.evidence_bindings ?? []) {
      const excerpt = String(binding.evidence_excerpt);
      const invocation = byId.get(binding.source_invocation_id);
      const reference = invocation?.retrieval_details?.evidence_refs?.find(
        (candidate) => candidate.raw_path === binding.raw_path,
      );
      const recordText = reference ? String(reference.text) : undefined;
      const sound =
        invocation !== undefined &&
        invocation.session_id === value.session_id &&
        invocation.tool_name === binding.tool_name &&
        recordText !== undefined &&
        (family === "faithful/excerpt-variant"
          ? looselyMatches(excerpt, recordText)
          : recordText.includes(excerpt));
      if (!sound) {
        defects += 1;
        if (group !== "structural") {
          fail(
            `binding to ${String(binding.source_invocation_id)} ${String(binding.raw_path)} is not sound`,
          );
        }
        continue;
      }
      cited.push(recordText);
      if (excerpt.length < 20) {
        fail(`excerpt shorter than 20 characters: "${excerpt}"`);
      }
      if (family !== "faithful/excerpt-variant" && !atWordBoundaries(recordText, excerpt)) {
        fail(`excerpt not cut at word boundaries: "${excerpt}"`);
      }
    }
    if (group === "faithful") {
      const records = cited.join("\n");
      for (const term of GUARDED) {
        if (contains(text, term) && !contains(records, term)) {
          fail(`faithful claim uses "${term}", which its records lack: ${text}`);
        }
      }
      for (const family of [NEGATIONS, RESTARTS]) {
        const used = family.filter((term) => contains(text, term));
        if (used.length > 0 && !family.some((term) => contains(records, term))) {
          fail(`faithful claim uses "${used.join(", ")}", which its records lack: ${text}`);
        }
      }
      if (family !== "faithful/unit-conversion" && family !== "faithful/number-words") {
        for (const match of text.matchAll(/\d+(?:\.\d+)?/g)) {
          if (!textHasNumber(records, match[0]) && !records.includes(match[0])) {
            fail(`faithful claim states ${match[0]}, which its records do not: ${text}`);
          }
        }
      }
    }
  }
  if (group === "structural" && defects === 0) {
    fail("structural case without a broken binding");
  }
  if (group === "structural" && defects > 1) {
    result.warnings.push(`${id}: ${defects} broken bindings`);
  }
}
