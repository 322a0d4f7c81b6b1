/**
 * Triage of an executor's recommended actions: which are evidence-collection next steps the
 * answer may show, and which are remediation (restart, roll back, scale, 重启, 回滚, 扩容 ...)
 * or otherwise not collection steps, to be left out and noted for the audit.
 *
 * The Executor is an evidence collector: its next steps must collect evidence, never change the
 * system (evidence-grounding.md, "Prompt Constraints"). A step is kept only when it starts with
 * an evidence-collection verb of the claim grammar's closed list (check, query, search, read,
 * inspect, compare, collect, 查看, 查询, 检查, 对比, 阅读, 收集 ...) and names no remediation;
 * the recognizer leans towards dropping, since a remediation step reaching the person is the
 * worse mistake. The vocabularies are the grammar's (`src/verification/grammar/`).
 */
import {
  remediationTerm as grammarRemediationTerm,
  startsWithCollectionVerb,
} from "../verification/facts/remediation.js";
import { getDefaultGrammar } from "../verification/grammar/grammar.js";

/** The remediation term a step matches (`restart`, `回滚`, ...), or null for a collection step. */
export function remediationTerm(step: string): string | null {
  return grammarRemediationTerm(getDefaultGrammar(), step);
}

/** Whether a recommended action changes the system instead of collecting evidence. */
export function isRemediationStep(step: string): boolean {
  return remediationTerm(step) !== null;
}

/** Whether a step starts with an evidence-collection verb (check, query, 查看 ...). */
export function isCollectionStep(step: string): boolean {
  return startsWithCollectionVerb(getDefaultGrammar(), step);
}

/** A recommended action left out of the answer, and why (a remediation term, or no collection verb). */
export interface DroppedAction {
  /** Position in `recommended_actions`. */
  readonly index: number;
  readonly action: string;
  readonly term: string;
}

/** Recommended actions split into collection steps, remediation, and steps of neither kind. */
export interface ActionTriage {
  readonly collection: readonly { readonly index: number; readonly action: string }[];
  readonly remediation: readonly DroppedAction[];
  /** Steps that change nothing but do not start with an evidence-collection verb. */
  readonly other: readonly { readonly index: number; readonly action: string }[];
}

/** Splits recommended actions, keeping their order; blank actions are in no list. */
export function triageActions(actions: readonly string[]): ActionTriage {
  const collection: { index: number; action: string }[] = [];
  const remediation: DroppedAction[] = [];
  const other: { index: number; action: string }[] = [];
  actions.forEach((action, index) => {
    if (typeof action !== "string" || action.trim() === "") {
      return;
    }
    const term = remediationTerm(action);
    if (term !== null) {
      remediation.push({ index, action, term });
    } else if (isCollectionStep(action)) {
      collection.push({ index, action });
    } else {
      other.push({ index, action });
    }
  });
  return { collection, remediation, other };
}
