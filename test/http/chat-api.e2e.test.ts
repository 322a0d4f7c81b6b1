/**
 * The whole diagnosis turn over real HTTP, on every store engine: the real ChatService from
 * `openVouch` (offline executor, built-in order-service scenario) behind the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openVouch, type Vouch } from "../../src/app/open-vouch.js";
import { type ChatTurnResult, ChatTurnResultSchema } from "../../src/chat/chat-contract.js";
import { loadConfig } from "../../src/config/config.js";
import type { Executor } from "../../src/executor/executor-contract.js";
import {
  DiagnosisSessionSchema,
  InvocationListSchema,
  SessionListSchema,
} from "../../src/http/api-schemas.js";
import { ErrorBodySchema } from "../../src/http/http-errors.js";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import type { ToolInvocationRecorder } from "../../src/recorder/tool-invocation-recorder.js";
import { GatekeeperResultSchema } from "../../src/verification/verification-contract.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";
import { ALICE, BOB, type RunningServer, startServer } from "./http-harness.js";

const QUESTIONS = {
  poolChinese: "order-service 是否出现数据库连接池耗尽?",
  poolEnglish: "Is order-service's database connection pool exhausted?",
  kafkaEnglish: "Is order-service's Kafka consumer lagging?",
  kafkaChinese: "order-service 的 Kafka 消费者是否积压?",
} as const;

/** `self_evaluation.verifier_evaluation.gatekeeper_result`, as the design places it. */
const AuditPathSchema = z.object({
  verifier_evaluation: z.object({ gatekeeper_result: z.record(z.string(), z.unknown()) }),
});
const GATEKEEPER_FIELDS = [
  "status",
  "severity",
  "checked_bindings",
  "failed_rules",
  "warnings",
  "errors",
];

/** A claim and an invocation id the scripted executor makes up; neither may reach the answer. */
const FABRICATED_CLAIM = "An operator dropped the orders table at 22:50";
const FABRICATED_ID = 987654;

/** An executor that records real evidence, then binds its claim to an id that was never recorded. */
function fabricatingExecutor(recorder: ToolInvocationRecorder): Executor {
  return {
    kind: "llm",
    async run(input) {
      const recorded = await recorder.invoke(input.sessionId, "query_logs", {
        query: "HikariPool",
      });
      if (!recorded.ok) throw new Error(recorded.error.message);
      const reference = recorded.invocation.retrieval_details.evidence_refs?.[0];
      return {
        executor: "llm",
        model: "scripted",
        prompt_version: null,
        raw_model_output: null,
        invocations: [recorded.invocation],
        failure: null,
        output: {
          claims: [
            {
              claim_id: "c1",
              text: FABRICATED_CLAIM,
              kind: "observation",
              status: "confirmed",
              evidence_bindings: [
                {
                  tool_name: "query_logs",
                  source_invocation_id: FABRICATED_ID,
                  raw_path: reference?.raw_path ?? "$.logs[0]",
                  evidence_excerpt: reference?.text ?? "",
                },
              ],
            },
          ],
          recommended_actions: [],
          tool_trace_summary: "",
        },
      };
    },
  };
}

/** Facts of the pool incident that an answer about another question must not state. */
const POOL_FACTS = ["HikariPool", "DBConnectionPoolExhausted", "active=50/50"];

for (const engine of STORE_ENGINES) {
  describe.skipIf(!engine.available)(`chat API end to end on ${engine.name}`, () => {
    let fixture: StoreFixture;
    let vouch: Vouch;
    let running: RunningServer;

    beforeAll(async () => {
      fixture = await engine.open();
      const config = loadConfig({});
      if (!config.ok) throw new Error(config.error);
      const opened = await openVouch(config.value, { store: fixture.store });
      if (!opened.ok) throw new Error(opened.error);
      vouch = opened.value;
      running = await startServer({
        store: vouch.store,
        chat: vouch.chat,
        apiTokens: [ALICE, BOB],
      });
    });
    afterAll(async () => {
      await running?.close();
      await fixture?.cleanup();
    });

    async function ask(
      token: string,
      message: string,
      sessionId?: string,
    ): Promise<{ status: number; body: unknown }> {
      return running.call("POST", "/api/chat", {
        token,
        json: sessionId === undefined ? { message } : { message, session_id: sessionId },
      });
    }

    async function askOk(token: string, message: string, sessionId?: string) {
      const answer = await ask(token, message, sessionId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return ChatTurnResultSchema.parse(answer.body);
    }

    async function invocationsOf(token: string, sessionId: string): Promise<ToolInvocation[]> {
      const answer = await running.call("GET", `/api/sessions/${sessionId}/invocations`, { token });
      expect(answer.status).toBe(200);
      return InvocationListSchema.parse(answer.body).invocations;
    }

    /** Each citation names an invocation of the session whose text at raw_path holds the cited text. */
    async function expectCitationsResolve(token: string, result: ChatTurnResult): Promise<void> {
      const invocations = await invocationsOf(token, result.session_id);
      for (const claim of result.claims) {
        for (const citation of claim.citations) {
          const invocation = invocations.find(
            (candidate) => candidate.id === citation.invocation_id,
          );
          expect(invocation, `invocation ${citation.invocation_id}`).toBeDefined();
          expect(invocation?.session_id).toBe(result.session_id);
          expect(invocation?.tool_name).toBe(citation.tool_name);
          const reference = invocation?.retrieval_details.evidence_refs?.find(
            (candidate) => candidate.raw_path === citation.raw_path,
          );
          // The cited text is the recorded text at raw_path, or a verified part of it.
          expect(citation.text.trim()).not.toBe("");
          expect(reference?.text, `${citation.invocation_id} ${citation.raw_path}`).toContain(
            citation.text,
          );
          expect(result.answer).toContain(`[${citation.marker}]`);
        }
      }
    }

    describe.each([
      ["Chinese", QUESTIONS.poolChinese, "zh"],
      ["English", QUESTIONS.poolEnglish, "en"],
    ] as const)("the %s HikariCP question", (_language, question, language) => {
      let result: ChatTurnResult;

      beforeAll(async () => {
        result = await askOk(ALICE.token, question);
      });

      it("answers PASS in the question's language as turn 1 of a new session", () => {
        expect(result).toMatchObject({ effective_verdict: "PASS", language, turn: 1 });
        expect(result.answer).toMatch(
          language === "zh" ? /[\u4e00-\u9fff]/ : /^[^\u4e00-\u9fff]*$/,
        );
      });

      it("states verified claims, each with citations", () => {
        expect(result.claims.length).toBeGreaterThan(0);
        for (const claim of result.claims) {
          expect(claim.verdict).toBe("PASS");
          expect(claim.citations.length).toBeGreaterThan(0);
        }
      });

      it("cites only evidence that resolves through GET /api/sessions/:id/invocations", async () => {
        await expectCitationsResolve(ALICE.token, result);
      });
    });

    describe.each([
      ["English", QUESTIONS.kafkaEnglish, "en", /insufficient/i],
      ["Chinese", QUESTIONS.kafkaChinese, "zh", /证据不足/],
    ] as const)("a %s question without evidence", (_language, question, language, insufficient) => {
      let result: ChatTurnResult;

      beforeAll(async () => {
        result = await askOk(ALICE.token, question);
      });

      it("answers LOW_CONFID in its language and says the evidence is insufficient", () => {
        expect(result).toMatchObject({ effective_verdict: "LOW_CONFID", language });
        expect(result.answer).toMatch(insufficient);
      });

      it("states no unverified claim and no fact of another incident", async () => {
        expect(result.claims.filter((claim) => claim.verdict !== "PASS")).toEqual([]);
        for (const fact of POOL_FACTS) expect(result.answer).not.toContain(fact);
        await expectCitationsResolve(ALICE.token, result);
      });
    });

    describe("GET /api/sessions/:id after a turn", () => {
      it("holds the six Gatekeeper fields at self_evaluation.verifier_evaluation.gatekeeper_result", async () => {
        const result = await askOk(ALICE.token, QUESTIONS.poolEnglish);
        const answer = await running.call("GET", `/api/sessions/${result.session_id}`, {
          token: ALICE.token,
        });
        expect(answer.status).toBe(200);
        const session = DiagnosisSessionSchema.parse(answer.body);
        expect(session).toMatchObject({ id: result.session_id, owner: ALICE.owner });
        const audit = AuditPathSchema.parse(session.self_evaluation);
        const recorded = audit.verifier_evaluation.gatekeeper_result;
        expect(Object.keys(recorded)).toEqual(expect.arrayContaining(GATEKEEPER_FIELDS));
        const gatekeeperResult = GatekeeperResultSchema.parse(recorded);
        expect(gatekeeperResult).toMatchObject({ status: "pass", severity: "none" });
        expect(gatekeeperResult.checked_bindings.length).toBeGreaterThan(0);
      });
    });

    describe("an executor output that cites a fabricated invocation id", () => {
      let scripted: RunningServer;

      beforeAll(async () => {
        const config = loadConfig({});
        if (!config.ok) throw new Error(config.error);
        const opened = await openVouch(config.value, {
          store: fixture.store,
          executor: fabricatingExecutor,
        });
        if (!opened.ok) throw new Error(opened.error);
        scripted = await startServer({
          store: opened.value.store,
          chat: opened.value.chat,
          apiTokens: [ALICE],
        });
      });
      afterAll(async () => {
        await scripted?.close();
      });

      it("answers REJECT and repeats neither the claim nor the id", async () => {
        const answer = await scripted.call("POST", "/api/chat", {
          token: ALICE.token,
          json: { message: QUESTIONS.poolEnglish },
        });
        expect(answer.status).toBe(200);
        const result = ChatTurnResultSchema.parse(answer.body);
        expect(result).toMatchObject({ effective_verdict: "REJECT", claims: [] });
        expect(result.gatekeeper.failed_rules).toContain("invocation_not_found");
        expect(answer.text).not.toContain(FABRICATED_CLAIM);
        expect(result.answer).not.toContain(String(FABRICATED_ID));
      });
    });

    describe("a follow-up question in the same session", () => {
      it("is turn 2 of that session, cites that session's invocations, and keeps both turns", async () => {
        const first = await askOk(ALICE.token, QUESTIONS.poolChinese);
        const second = await askOk(ALICE.token, QUESTIONS.poolEnglish, first.session_id);
        expect(second).toMatchObject({ session_id: first.session_id, turn: 2 });
        await expectCitationsResolve(ALICE.token, second);

        const session = DiagnosisSessionSchema.parse(
          (await running.call("GET", `/api/sessions/${first.session_id}`, { token: ALICE.token }))
            .body,
        );
        expect(session.final_answers).toHaveLength(2);
        const listed = SessionListSchema.parse(
          (await running.call("GET", "/api/sessions", { token: ALICE.token })).body,
        ).sessions;
        expect(listed[0]).toMatchObject({ id: first.session_id, turns: 2, last_verdict: "PASS" });
      });
    });

    describe("owner isolation", () => {
      let alices: ChatTurnResult;

      beforeAll(async () => {
        alices = await askOk(ALICE.token, QUESTIONS.poolEnglish);
      });

      it.each([
        ["the session", (id: string) => `/api/sessions/${id}`],
        ["its invocations", (id: string) => `/api/sessions/${id}/invocations`],
      ])("answers bob 404 session_not_found for alice's %s", async (_what, path) => {
        const answer = await running.call("GET", path(alices.session_id), { token: BOB.token });
        expect(answer.status).toBe(404);
        expect(ErrorBodySchema.parse(answer.body).error.code).toBe("session_not_found");
      });

      it("answers bob 404 invocation_not_found for an invocation of alice's session", async () => {
        const id = alices.invocations[0]?.id;
        const answer = await running.call("GET", `/api/invocations/${id}`, { token: BOB.token });
        expect(answer.status).toBe(404);
        expect(ErrorBodySchema.parse(answer.body).error.code).toBe("invocation_not_found");
      });

      it("answers bob 404 when he posts to alice's session, and her session is unchanged", async () => {
        const answer = await ask(BOB.token, QUESTIONS.poolEnglish, alices.session_id);
        expect(answer.status).toBe(404);
        expect(ErrorBodySchema.parse(answer.body).error.code).toBe("session_not_found");
        const session = await vouch.store.getSession(alices.session_id);
        expect(session?.final_answers).toHaveLength(1);
      });

      it("lists none of alice's sessions to bob", async () => {
        await askOk(BOB.token, QUESTIONS.kafkaEnglish);
        const sessions = SessionListSchema.parse(
          (await running.call("GET", "/api/sessions", { token: BOB.token })).body,
        ).sessions;
        expect(sessions.length).toBeGreaterThan(0);
        expect(sessions.every((session) => session.owner === BOB.owner)).toBe(true);
      });
    });

    describe("GET /metrics after real turns", () => {
      it("counts the turns by verdict and the tools they called", async () => {
        const text = (await running.call("GET", "/metrics")).text;
        expect(text).toMatch(/vouch_chat_turns_total\{verdict="PASS"\} [1-9]/);
        expect(text).toMatch(/vouch_chat_turns_total\{verdict="LOW_CONFID"\} [1-9]/);
        expect(text).toMatch(
          /vouch_tool_invocations_total\{tool="query_logs",status="ok",evidence_status="ok"\} [1-9]/,
        );
      });
    });

    describe("GET /healthz", () => {
      it(`answers ok with store ${engine.name}`, async () => {
        expect((await running.call("GET", "/healthz")).body).toEqual({
          status: "ok",
          store: engine.name,
        });
      });
    });
  });
}
