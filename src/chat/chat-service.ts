/**
 * ChatService: one diagnosis turn from question to persisted answer, over the pipeline of the
 * design: Executor -> VerifierInputHook / ExecutorGatekeeperService -> Verifier -> Composer ->
 * diagnosis_session. It also answers the owner-scoped reads of a session's audit trail.
 *
 * A turn either completes and is persisted in one atomic write (question, executor output,
 * raw model output, invocation ids, Gatekeeper and Verifier results, effective verdict,
 * answer, timings), or ends with an error and leaves the session as it was. A failing
 * executor or tool never produces a PASS: its missing output is judged incomplete.
 */
import { performance } from "node:perf_hooks";
import { availableEvidenceOf, compose as composeAnswer } from "../composer/composer.js";
import type { ComposedAnswer, ComposerInput } from "../composer/composer-contract.js";
import type { Executor, ExecutorRun } from "../executor/executor-contract.js";
import type { ToolInvocation } from "../recorder/tool-invocation.js";
import type { DiagnosisSession, JsonValue, VouchStore } from "../store/store.js";
import { formatSchemaIssues } from "../support/schema-issues.js";
import type { ClaimJudge } from "../verification/claim-judge.js";
import type { Grammar } from "../verification/grammar/grammar.js";
import type { VerificationReport, VerifierInput } from "../verification/verification-contract.js";
import { verifyTurn } from "../verification/verify-turn.js";
import {
  type ChatApi,
  type ChatError,
  type ChatOutcome,
  ChatRequestSchema,
  type ChatTurnOptions,
  type ChatTurnResult,
  type SessionSummary,
  type StageTimings,
} from "./chat-contract.js";

export interface ChatServiceOptions {
  store: VouchStore;
  executor: Executor;
  /** The Composer; replaceable in tests. */
  compose?: (input: ComposerInput) => ComposedAnswer;
  /** Further Verifier reviewers for a turn (the LLM judge); they can only lower a verdict. */
  prepareReviewers?: (input: VerifierInput, signal?: AbortSignal) => Promise<readonly ClaimJudge[]>;
  /** The claim grammar (the scenario's glossary merged in); the shipped one by default. */
  grammar?: Grammar;
}

/** A checked and composed turn, or why it could not be checked. */
type CheckedTurn =
  | {
      ok: true;
      report: VerificationReport;
      answer: ComposedAnswer;
      verificationMs: number;
      composerMs: number;
    }
  | { ok: false; error: ChatError };

/** One turn as persisted in `self_evaluation.turns[]`. */
interface TurnRecord {
  turn: number;
  question: string;
  language: string;
  started_at: string;
  executor: {
    kind: string;
    model: string | null;
    prompt_version: string | null;
    failure: ExecutorRun["failure"];
  };
  executor_output: unknown;
  raw_model_output: string | null;
  invocation_ids: number[];
  /** The turn's verdict: the Verifier's, or lower where the Composer could not show a claim. */
  effective_verdict: string;
  verifier_evaluation: {
    gatekeeper_result: unknown;
    verifier_result: unknown;
    effective_verdict: string;
  };
  answer: ComposedAnswer;
  timings_ms: StageTimings;
}

function milliseconds(since: number): number {
  return Math.round((performance.now() - since) * 10) / 10;
}

/** JSON as it will be stored: `undefined` dropped, nothing that JSON cannot hold. */
function asJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function turnsOf(session: DiagnosisSession): JsonValue[] {
  const turns = session.self_evaluation.turns;
  return Array.isArray(turns) ? turns : [];
}

function summarize(session: DiagnosisSession): SessionSummary {
  const turns = turnsOf(session);
  const last = turns.at(-1);
  const lastTurn = typeof last === "object" && last !== null && !Array.isArray(last) ? last : {};
  const verdict = lastTurn.effective_verdict;
  return {
    id: session.id,
    owner: session.owner,
    created_at: session.created_at,
    updated_at: session.updated_at,
    turns: turns.length,
    last_question: typeof lastTurn.question === "string" ? lastTurn.question : null,
    last_verdict:
      verdict === "PASS" || verdict === "LOW_CONFID" || verdict === "REJECT" ? verdict : null,
  };
}

export class ChatService implements ChatApi {
  readonly #store: VouchStore;
  readonly #executor: Executor;
  readonly #compose: (input: ComposerInput) => ComposedAnswer;
  readonly #prepareReviewers: ChatServiceOptions["prepareReviewers"];
  readonly #grammar: Grammar | undefined;

  constructor(options: ChatServiceOptions) {
    this.#store = options.store;
    this.#executor = options.executor;
    this.#compose = options.compose ?? composeAnswer;
    this.#prepareReviewers = options.prepareReviewers;
    this.#grammar = options.grammar;
  }

  async ask(owner: string, body: unknown, options: ChatTurnOptions = {}): Promise<ChatOutcome> {
    const totalStart = performance.now();
    const startedAt = new Date().toISOString();
    const request = ChatRequestSchema.safeParse(body);
    if (!request.success) {
      return {
        ok: false,
        error: { code: "invalid_request", message: formatSchemaIssues(request.error.issues) },
      };
    }
    const question = request.data.message;
    const { onProgress } = options;

    let session: DiagnosisSession | undefined;
    try {
      if (request.data.session_id === undefined) {
        session = await this.#store.createSession({ owner });
      } else {
        const found = await this.#store.getSession(request.data.session_id);
        session = found?.owner === owner ? found : undefined;
      }
    } catch (error) {
      return storeUnavailable("the session could not be opened", error);
    }
    if (session === undefined) {
      return {
        ok: false,
        error: {
          code: "session_not_found",
          message: `session ${request.data.session_id ?? ""} does not exist`,
        },
      };
    }
    const sessionId = session.id;
    onProgress?.({
      stage: "session",
      session_id: sessionId,
      created: request.data.session_id === undefined,
    });

    const executorStart = performance.now();
    const run = await this.#runExecutor(sessionId, question, startedAt, options);
    const executorMs = milliseconds(executorStart);

    let checked: CheckedTurn;
    try {
      checked = await this.#check(sessionId, question, run, options);
    } catch (error) {
      // A bug in checking must not become an answer: nothing unchecked is shown or saved.
      return {
        ok: false,
        error: {
          code: "verification_failed",
          message: "the turn's evidence could not be checked; nothing of it was shown or saved",
          detail: message(error),
        },
      };
    }
    if (!checked.ok) return checked;
    const { report, answer, verificationMs, composerMs } = checked;

    const persistenceStart = performance.now();
    let turn = 0;
    const timings = (): StageTimings => ({
      executor: executorMs,
      verification: verificationMs,
      composer: composerMs,
      persistence: milliseconds(persistenceStart),
      total: milliseconds(totalStart),
    });
    try {
      const written = await this.#store.updateSessionWith(sessionId, (current) => {
        turn = turnsOf(current).length + 1;
        const record: TurnRecord = {
          turn,
          question,
          language: answer.language,
          started_at: startedAt,
          executor: {
            kind: run.executor,
            model: run.model,
            prompt_version: run.prompt_version,
            failure: run.failure,
          },
          executor_output: run.output,
          raw_model_output: run.raw_model_output,
          invocation_ids: run.invocations.map((invocation) => invocation.id),
          effective_verdict: answer.effective_verdict,
          verifier_evaluation: {
            gatekeeper_result: report.gatekeeper_result,
            verifier_result: report.verifier_result,
            effective_verdict: report.effective_verdict,
          },
          answer,
          timings_ms: timings(),
        };
        return {
          messages: [
            ...current.messages,
            asJson({ role: "user", turn, content: question }),
            asJson({
              role: "assistant",
              turn,
              content: answer.answer,
              effective_verdict: answer.effective_verdict,
            }),
          ],
          final_answers: [
            ...current.final_answers,
            asJson({
              turn,
              answer: answer.answer,
              effective_verdict: answer.effective_verdict,
              language: answer.language,
            }),
          ],
          self_evaluation: {
            ...current.self_evaluation,
            // The session-level path holds the latest turn's evaluation (design: Audit).
            verifier_evaluation: asJson({ turn, ...record.verifier_evaluation }),
            turns: [...turnsOf(current), asJson(record)],
          },
        };
      });
      if (written === undefined) {
        return storeUnavailable("the turn could not be saved", "the session disappeared");
      }
    } catch (error) {
      return storeUnavailable("the turn could not be saved", error);
    }
    onProgress?.({ stage: "persisted", turn });

    const result: ChatTurnResult = {
      session_id: sessionId,
      turn,
      question,
      language: answer.language,
      answer: answer.answer,
      effective_verdict: answer.effective_verdict,
      claims: answer.claims,
      recommended_actions: answer.recommended_actions,
      gatekeeper: {
        status: report.gatekeeper_result.status,
        severity: report.gatekeeper_result.severity,
        failed_rules: report.gatekeeper_result.failed_rules,
      },
      executor: { kind: run.executor, model: run.model, failure: run.failure },
      invocations: run.invocations.map((invocation) => ({
        id: invocation.id,
        tool_name: invocation.tool_name,
        status: invocation.status,
        evidence_status: invocation.retrieval_details.evidence_status,
      })),
      timings_ms: timings(),
    };
    return { ok: true, value: result };
  }

  /** Hook -> Gatekeeper -> Verifier -> Composer for one executor run. */
  async #check(
    sessionId: string,
    question: string,
    run: ExecutorRun,
    options: ChatTurnOptions,
  ): Promise<CheckedTurn> {
    const { onProgress, signal } = options;
    const verificationStart = performance.now();
    const prepareReviewers = this.#prepareReviewers;
    const grammar = this.#grammar;
    const verified = await verifyTurn(
      this.#store,
      { sessionId, executorOutput: run.output },
      {
        ...(prepareReviewers === undefined
          ? {}
          : { prepareReviewers: (input: VerifierInput) => prepareReviewers(input, signal) }),
        ...(grammar === undefined ? {} : { grammar }),
      },
    );
    if (!verified.ok) {
      return storeUnavailable("the evidence could not be checked", verified.error.message);
    }
    const { report, verifierInput, executorOutput } = verified.value;
    const verificationMs = milliseconds(verificationStart);
    onProgress?.({
      stage: "verification",
      severity: report.gatekeeper_result.severity,
      effective_verdict: report.effective_verdict,
    });

    const composerStart = performance.now();
    const answer = this.#compose({
      question,
      report,
      verifierInput,
      executorOutput,
      availableEvidence: availableEvidenceOf(run.invocations, sessionId),
      invocations: run.invocations,
      executorFailure: run.failure,
    });
    const composerMs = milliseconds(composerStart);
    onProgress?.({ stage: "composer" });

    return { ok: true, report, answer, verificationMs, composerMs };
  }

  async #runExecutor(
    sessionId: string,
    question: string,
    startedAt: string,
    options: ChatTurnOptions,
  ): Promise<ExecutorRun> {
    const { onProgress, signal } = options;
    try {
      return await this.#executor.run({
        sessionId,
        question,
        ...(signal === undefined ? {} : { signal }),
        ...(onProgress === undefined
          ? {}
          : { onProgress: (step) => onProgress({ stage: "executor", step }) }),
      });
    } catch (error) {
      // An executor should return its failures; one that throws still gets a verdict (an
      // absent output is incomplete, so LOW_CONFID at best), and its recorded calls stay.
      const recorded = await this.#store.listInvocations(sessionId).catch(() => []);
      return {
        executor: this.#executor.kind,
        model: null,
        output: null,
        prompt_version: null,
        raw_model_output: null,
        invocations: recorded.filter((invocation) => invocation.started_at >= startedAt),
        failure: { code: "executor_failed", message: message(error) },
      };
    }
  }

  async listSessions(owner: string, options: { limit?: number } = {}): Promise<SessionSummary[]> {
    const sessions = await this.#store.listSessions({ owner, limit: options.limit ?? 50 });
    return sessions.map(summarize);
  }

  async getSession(owner: string, sessionId: string): Promise<DiagnosisSession | undefined> {
    const session = await this.#store.getSession(sessionId);
    return session?.owner === owner ? session : undefined;
  }

  async listInvocations(owner: string, sessionId: string): Promise<ToolInvocation[] | undefined> {
    const session = await this.getSession(owner, sessionId);
    return session === undefined ? undefined : this.#store.listInvocations(sessionId);
  }
}

function storeUnavailable(what: string, cause: unknown): { ok: false; error: ChatError } {
  return {
    ok: false,
    error: {
      code: "store_unavailable",
      message: `${what}: the store is unavailable; nothing of this turn was saved`,
      detail: message(cause),
    },
  };
}
