/**
 * What a session's audit trail must satisfy whatever happened to the process, the store or
 * the tools: whole turns only (numbered 1..N, two messages and one final answer each, the
 * Gatekeeper result kept), each tool call belonging to one turn of that session, and every
 * citation resolving to evidence recorded in that session. A PASS is only allowed when its
 * claims carry such citations.
 *
 * The checks return a list of problems, each naming the session, turn and field, so that a
 * failing test says what was wrong instead of where an assertion stopped.
 */
import { z } from "zod";
import type { ChatTurnResult } from "../../../src/chat/chat-contract.js";
import {
  ComposedAnswerSchema,
  type ComposedClaim,
} from "../../../src/composer/composer-contract.js";
import type { ToolInvocation } from "../../../src/recorder/tool-invocation.js";
import {
  GatekeeperResultSchema,
  VerdictSchema,
  VerifierResultSchema,
} from "../../../src/verification/verification-contract.js";

/** A session as read back from the store or over HTTP; only what the checks read. */
export interface AuditedSession {
  readonly id: string;
  readonly messages: readonly unknown[];
  readonly final_answers: readonly unknown[];
  readonly self_evaluation: { readonly [key: string]: unknown };
}

/** One entry of `self_evaluation.turns`, as ChatService persists it. */
export const PersistedTurnSchema = z.object({
  turn: z.number().int().positive(),
  question: z.string(),
  executor: z.object({
    kind: z.string(),
    failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
  invocation_ids: z.array(z.number().int().positive()),
  effective_verdict: VerdictSchema,
  verifier_evaluation: z.object({
    gatekeeper_result: GatekeeperResultSchema,
    verifier_result: VerifierResultSchema,
    effective_verdict: VerdictSchema,
  }),
  answer: ComposedAnswerSchema,
});
export type PersistedTurn = z.infer<typeof PersistedTurnSchema>;

const MessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  turn: z.number().int().positive(),
  content: z.string(),
  effective_verdict: VerdictSchema.optional(),
});

const FinalAnswerSchema = z.object({
  turn: z.number().int().positive(),
  answer: z.string(),
  effective_verdict: VerdictSchema,
});

const LatestEvaluationSchema = z.object({
  turn: z.number().int().positive(),
  gatekeeper_result: GatekeeperResultSchema,
});

/**
 * Text as the store keeps it: U+0000 and lone surrogates become U+FFFD on both engines
 * (PostgreSQL's JSONB can hold neither), so an answered question is compared in that form.
 */
export function asStored(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD").replace(/[\uD800-\uDFFF]/gu, "\uFFFD");
}

/** The persisted turns of a session, parsed; throws when one is not of the schema. */
export function persistedTurns(session: AuditedSession): PersistedTurn[] {
  return z.array(PersistedTurnSchema).parse(session.self_evaluation.turns ?? []);
}

/**
 * Problems with the citations of one turn's claims: each must name an ok invocation of this
 * session, by its tool, at a raw_path it recorded, with text that is (part of) the recorded
 * text. A claim that passed as confirmed must have at least one.
 */
export function citationProblems(
  where: string,
  claims: readonly ComposedClaim[],
  invocations: ReadonlyMap<number, ToolInvocation>,
): string[] {
  const problems: string[] = [];
  for (const claim of claims) {
    if (claim.verdict === "PASS" && claim.status === "confirmed" && claim.citations.length === 0) {
      problems.push(`${where} claim ${claim.claim_id}: PASS without a citation`);
    }
    for (const citation of claim.citations) {
      const cited = `${where} claim ${claim.claim_id} cites ${citation.invocation_id} ${citation.raw_path}`;
      const invocation = invocations.get(citation.invocation_id);
      if (invocation === undefined) {
        problems.push(`${cited}: not an invocation of this session`);
        continue;
      }
      if (invocation.tool_name !== citation.tool_name) {
        problems.push(`${cited}: made by ${invocation.tool_name}, not ${citation.tool_name}`);
      }
      if (invocation.status !== "ok") {
        problems.push(`${cited}: the invocation failed (${invocation.error ?? "no error"})`);
      }
      const reference = invocation.retrieval_details.evidence_refs?.find(
        (candidate) => candidate.raw_path === citation.raw_path,
      );
      if (reference === undefined) {
        problems.push(`${cited}: no such raw_path was recorded`);
      } else if (citation.text.trim() === "" || !reference.text.includes(citation.text)) {
        problems.push(`${cited}: the text ${JSON.stringify(citation.text)} was not recorded`);
      }
    }
  }
  return problems;
}

/** Problems with one persisted turn's verdict: a PASS needs a clean Gatekeeper and a passed claim. */
function verdictProblems(where: string, turn: PersistedTurn): string[] {
  const problems: string[] = [];
  const evaluation = turn.verifier_evaluation;
  if (turn.answer.effective_verdict !== turn.effective_verdict) {
    problems.push(`${where}: the answer says ${turn.answer.effective_verdict}`);
  }
  if (turn.effective_verdict === "PASS") {
    if (evaluation.gatekeeper_result.severity !== "none") {
      problems.push(
        `${where}: PASS with Gatekeeper severity ${evaluation.gatekeeper_result.severity}`,
      );
    }
    if (evaluation.effective_verdict !== "PASS") {
      problems.push(`${where}: PASS although the Verifier said ${evaluation.effective_verdict}`);
    }
    if (!turn.answer.claims.some((claim) => claim.verdict === "PASS")) {
      problems.push(`${where}: PASS without a passed claim`);
    }
    if (turn.executor.failure !== null) {
      problems.push(`${where}: PASS although the executor failed (${turn.executor.failure.code})`);
    }
  }
  return problems;
}

/**
 * Every problem of a session's audit trail, given the invocations listed for it. Empty when
 * the session holds only whole turns whose tool calls and citations are its own.
 */
export function sessionProblems(
  session: AuditedSession,
  invocations: readonly ToolInvocation[],
): string[] {
  const problems: string[] = [];
  const where = `session ${session.id}`;
  const parsedTurns = z.array(PersistedTurnSchema).safeParse(session.self_evaluation.turns ?? []);
  if (!parsedTurns.success) {
    return [`${where}: self_evaluation.turns is not a list of whole turns: ${parsedTurns.error}`];
  }
  const turns = parsedTurns.data;
  const byId = new Map<number, ToolInvocation>();
  for (const invocation of invocations) {
    if (invocation.session_id !== session.id) {
      problems.push(`${where}: lists invocation ${invocation.id} of ${invocation.session_id}`);
    }
    byId.set(invocation.id, invocation);
  }
  if (session.messages.length !== 2 * turns.length) {
    problems.push(`${where}: ${session.messages.length} messages for ${turns.length} turns`);
  }
  if (session.final_answers.length !== turns.length) {
    problems.push(
      `${where}: ${session.final_answers.length} final answers for ${turns.length} turns`,
    );
  }
  const claimedBy = new Map<number, number>();
  turns.forEach((turn, index) => {
    const number = index + 1;
    const at = `${where} turn ${number}`;
    if (turn.turn !== number) problems.push(`${at}: numbered ${turn.turn}`);
    const question = MessageSchema.safeParse(session.messages[2 * index]);
    const answer = MessageSchema.safeParse(session.messages[2 * index + 1]);
    if (
      !question.success ||
      question.data.role !== "user" ||
      question.data.turn !== number ||
      question.data.content !== turn.question
    ) {
      problems.push(`${at}: message ${2 * index} is not its question`);
    }
    if (
      !answer.success ||
      answer.data.role !== "assistant" ||
      answer.data.turn !== number ||
      answer.data.content !== turn.answer.answer ||
      answer.data.effective_verdict !== turn.effective_verdict
    ) {
      problems.push(`${at}: message ${2 * index + 1} is not its answer`);
    }
    const final = FinalAnswerSchema.safeParse(session.final_answers[index]);
    if (
      !final.success ||
      final.data.turn !== number ||
      final.data.answer !== turn.answer.answer ||
      final.data.effective_verdict !== turn.effective_verdict
    ) {
      problems.push(`${at}: final answer ${index} is not its answer`);
    }
    for (const id of turn.invocation_ids) {
      const earlier = claimedBy.get(id);
      if (earlier !== undefined) problems.push(`${at}: invocation ${id} is also turn ${earlier}'s`);
      claimedBy.set(id, number);
      if (!byId.has(id)) problems.push(`${at}: invocation ${id} is not listed for the session`);
    }
    problems.push(...verdictProblems(at, turn));
    problems.push(...citationProblems(at, turn.answer.claims, byId));
  });
  const latest = turns.at(-1);
  if (latest !== undefined) {
    const evaluation = LatestEvaluationSchema.safeParse(
      session.self_evaluation.verifier_evaluation,
    );
    if (!evaluation.success || evaluation.data.turn !== latest.turn) {
      problems.push(`${where}: verifier_evaluation is not the latest turn's`);
    }
  }
  return problems;
}

/**
 * Problems of one answered turn against the session as persisted: the turn must be there
 * under its number with the same question, tool calls, verdict and answer, and what the client
 * was shown must cite this session's recorded evidence only.
 */
export function answeredTurnProblems(
  result: ChatTurnResult,
  session: AuditedSession,
  invocations: readonly ToolInvocation[],
): string[] {
  const where = `session ${result.session_id} turn ${result.turn} as answered`;
  const problems: string[] = [];
  if (session.id !== result.session_id) problems.push(`${where}: read session ${session.id}`);
  const persisted = persistedTurns(session)[result.turn - 1];
  if (persisted === undefined) return [...problems, `${where}: not persisted`];
  const answeredIds = result.invocations.map((invocation) => invocation.id);
  if (persisted.question !== asStored(result.question)) problems.push(`${where}: another question`);
  if (JSON.stringify(persisted.invocation_ids) !== JSON.stringify(answeredIds)) {
    problems.push(
      `${where}: persisted invocations ${persisted.invocation_ids.join(",")}, answered ${answeredIds.join(",")}`,
    );
  }
  if (persisted.effective_verdict !== result.effective_verdict) {
    problems.push(`${where}: persisted ${persisted.effective_verdict}`);
  }
  if (persisted.answer.answer !== result.answer) problems.push(`${where}: another answer text`);
  if (result.effective_verdict === "PASS" && result.gatekeeper.severity !== "none") {
    problems.push(`${where}: PASS with Gatekeeper severity ${result.gatekeeper.severity}`);
  }
  const byId = new Map(
    invocations
      .filter((invocation) => invocation.session_id === result.session_id)
      .map((invocation) => [invocation.id, invocation] as const),
  );
  problems.push(...citationProblems(where, result.claims, byId));
  return problems;
}
