/**
 * A small in-memory ChatApi (and the store reads the server makes) for the route tests: it
 * validates the request with the real ChatRequestSchema, keeps sessions per owner, records one
 * invocation per turn, and answers with a verdict chosen by a marker in the question. The
 * routes only translate between HTTP and the ChatApi, so this is all they need; the real
 * ChatService is exercised end to end in `chat-api.e2e.test.ts`.
 *
 * Markers: `[PASS]` answers PASS with a cited claim, `[REJECT]` answers REJECT with the
 * Gatekeeper rule invocation_not_found, `[WAIT]` waits until the turn's signal aborts,
 * anything else answers LOW_CONFID.
 */
import {
  type ChatApi,
  type ChatError,
  type ChatOutcome,
  ChatRequestSchema,
  type ChatTurnOptions,
  type ChatTurnResult,
  type SessionSummary,
} from "../../src/chat/chat-contract.js";
import type { ServerStore } from "../../src/http/server.js";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import type { DiagnosisSession } from "../../src/store/store.js";
import { formatSchemaIssues } from "../../src/support/schema-issues.js";

/** What a store failure looks like to the server: an error told apart by its code. */
function storeDown(): Error {
  return Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:5432 (secret detail)"), {
    code: "store_unavailable",
  });
}

export class FakeChatApi implements ChatApi {
  readonly sessions = new Map<string, DiagnosisSession>();
  readonly invocations: ToolInvocation[] = [];
  /** The signals the turns were given, in order. */
  readonly signals: AbortSignal[] = [];
  /** When set, `ask` answers this error without doing anything. */
  askError: ChatError | undefined;
  /** When set, `ask` throws this (an unexpected failure). */
  askThrows: Error | undefined;
  /** When true, the owner-scoped reads and the store's reads throw a store error. */
  storeFails = false;
  /** What `/healthz` sees. */
  storeAnswers = true;
  #clock = Date.parse("2026-03-01T10:00:00.000Z");

  /** The store reads the server makes directly. */
  readonly store: ServerStore = {
    engine: "sqlite",
    ping: async () => this.storeAnswers,
    getInvocation: async (id) => {
      if (this.storeFails) throw storeDown();
      return this.invocations.find((invocation) => invocation.id === id);
    },
  };

  #now(): string {
    this.#clock += 1000;
    return new Date(this.#clock).toISOString();
  }

  /** Adds a session directly, as another process would have. */
  createSession(owner: string): DiagnosisSession {
    const now = this.#now();
    const session: DiagnosisSession = {
      id: `sess-${this.sessions.size + 1}`,
      owner,
      created_at: now,
      updated_at: now,
      messages: [],
      final_answers: [],
      self_evaluation: {},
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** Records an invocation in a session, as the recorder would have. */
  recordInvocation(sessionId: string): ToolInvocation {
    const invocation: ToolInvocation = {
      id: 1000 + this.invocations.length,
      session_id: sessionId,
      tool_name: "query_logs",
      arguments: { query: "HikariPool" },
      result: { logs: [], evidence_status: "ok", truncated: false },
      retrieval_details: {
        evidence_status: "ok",
        evidence_refs: [
          { raw_path: "$.logs[0]", text: "HikariPool-1 - Connection is not available (30000ms)" },
        ],
      },
      status: "ok",
      error: null,
      started_at: this.#now(),
      duration_ms: 3,
    };
    this.invocations.push(invocation);
    return invocation;
  }

  #ownSession(owner: string, sessionId: string): DiagnosisSession | undefined {
    const session = this.sessions.get(sessionId);
    return session?.owner === owner ? session : undefined;
  }

  async ask(owner: string, request: unknown, options?: ChatTurnOptions): Promise<ChatOutcome> {
    if (options?.signal !== undefined) this.signals.push(options.signal);
    if (this.askThrows !== undefined) throw this.askThrows;
    if (this.askError !== undefined) return { ok: false, error: this.askError };
    const parsed = ChatRequestSchema.safeParse(request);
    if (!parsed.success) {
      return {
        ok: false,
        error: { code: "invalid_request", message: formatSchemaIssues(parsed.error.issues) },
      };
    }
    const { message, session_id: sessionId } = parsed.data;
    const session =
      sessionId === undefined ? this.createSession(owner) : this.#ownSession(owner, sessionId);
    if (session === undefined) {
      return {
        ok: false,
        error: { code: "session_not_found", message: `session ${sessionId} does not exist` },
      };
    }
    if (message.includes("[WAIT]")) await untilAborted(options?.signal);
    const invocation = this.recordInvocation(session.id);
    const result = answer(message, session.id, session.final_answers.length + 1, invocation);
    session.messages.push({ role: "user", content: message });
    session.final_answers.push(result.answer);
    session.self_evaluation = {
      verifier_evaluation: {
        gatekeeper_result: {
          status: result.gatekeeper.status,
          severity: result.gatekeeper.severity,
          checked_bindings: [],
          failed_rules: result.gatekeeper.failed_rules,
          warnings: [],
          errors: [],
        },
      },
      last_verdict: result.effective_verdict,
    };
    session.updated_at = this.#now();
    return { ok: true, value: result };
  }

  async listSessions(owner: string, options?: { limit?: number }): Promise<SessionSummary[]> {
    if (this.storeFails) throw storeDown();
    return [...this.sessions.values()]
      .filter((session) => session.owner === owner)
      .sort((left, right) => right.updated_at.localeCompare(left.updated_at))
      .slice(0, options?.limit ?? Number.POSITIVE_INFINITY)
      .map((session) => ({
        id: session.id,
        owner: session.owner,
        created_at: session.created_at,
        updated_at: session.updated_at,
        turns: session.final_answers.length,
        last_question: null,
        last_verdict: null,
      }));
  }

  async getSession(owner: string, sessionId: string): Promise<DiagnosisSession | undefined> {
    if (this.storeFails) throw storeDown();
    return this.#ownSession(owner, sessionId);
  }

  async listInvocations(owner: string, sessionId: string): Promise<ToolInvocation[] | undefined> {
    if (this.storeFails) throw storeDown();
    if (this.#ownSession(owner, sessionId) === undefined) return undefined;
    return this.invocations.filter((invocation) => invocation.session_id === sessionId);
  }
}

function untilAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal === undefined || signal.aborted) {
      resolve();
      return;
    }
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

function answer(
  question: string,
  sessionId: string,
  turn: number,
  invocation: ToolInvocation,
): ChatTurnResult {
  const verdict = question.includes("[PASS]")
    ? "PASS"
    : question.includes("[REJECT]")
      ? "REJECT"
      : "LOW_CONFID";
  const text = "HikariPool-1 - Connection is not available (30000ms)";
  return {
    session_id: sessionId,
    turn,
    question,
    language: "en",
    answer:
      verdict === "PASS"
        ? `The connection pool is exhausted [1]. Evidence: ${text}`
        : "The evidence is insufficient to answer.",
    effective_verdict: verdict,
    claims:
      verdict === "PASS"
        ? [
            {
              claim_id: "c1",
              text: "The connection pool is exhausted.",
              kind: "observation",
              status: "confirmed",
              verdict: "PASS",
              citations: [
                {
                  marker: 1,
                  invocation_id: invocation.id,
                  tool_name: invocation.tool_name,
                  raw_path: "$.logs[0]",
                  text,
                },
              ],
            },
          ]
        : [],
    recommended_actions: [],
    gatekeeper:
      verdict === "REJECT"
        ? { status: "fail", severity: "reject", failed_rules: ["invocation_not_found"] }
        : { status: "pass", severity: "none", failed_rules: [] },
    executor: { kind: "offline", model: null, failure: null },
    invocations: [
      {
        id: invocation.id,
        tool_name: invocation.tool_name,
        status: invocation.status,
        evidence_status: "ok",
      },
    ],
    timings_ms: { executor: 12, verification: 2, composer: 1, persistence: 4, total: 19 },
  };
}
