import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Vouch } from "../../src/app/open-vouch.js";
import { openVouch } from "../../src/app/open-vouch.js";
import type { ChatTurnResult } from "../../src/chat/chat-contract.js";
import { ChatService } from "../../src/chat/chat-service.js";
import { loadConfig } from "../../src/config/config.js";
import type {
  Executor,
  ExecutorRun,
  ExecutorRunInput,
} from "../../src/executor/executor-contract.js";
import type { ToolInvocationRecorder } from "../../src/recorder/tool-invocation-recorder.js";
import type { DiagnosisSession, VouchStore } from "../../src/store/store.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";

/** An executor that records one real query_logs call, then emits what the test scripts. */
function scriptedExecutor(
  recorder: ToolInvocationRecorder,
  script: (
    recorded: { id: number; text: string; raw_path: string },
    input: ExecutorRunInput,
  ) => unknown,
): Executor {
  return {
    kind: "llm",
    async run(input): Promise<ExecutorRun> {
      const outcome = await recorder.invoke(input.sessionId, "query_logs", {
        query: "HikariPool",
        service: "order-service",
        limit: 1,
      });
      if (!outcome.ok) throw new Error(outcome.error.message);
      const ref = outcome.invocation.retrieval_details.evidence_refs?.[0];
      if (ref === undefined) throw new Error("the scenario has HikariPool records");
      const output = script({ id: outcome.invocation.id, ...ref }, input);
      return {
        executor: "llm",
        model: "scripted",
        output,
        prompt_version: "test",
        raw_model_output: JSON.stringify(output),
        invocations: [outcome.invocation],
        failure: null,
      };
    },
  };
}

function claimCiting(id: number, rawPath: string, excerpt: string, text: string) {
  return {
    claims: [
      {
        claim_id: "c1",
        kind: "observation",
        status: "confirmed",
        text,
        evidence_bindings: [
          {
            tool_name: "query_logs",
            source_invocation_id: id,
            raw_path: rawPath,
            evidence_excerpt: excerpt,
          },
        ],
      },
    ],
    recommended_actions: ["Restart order-service", "query_logs for HikariPool in the last 30m"],
    tool_trace_summary: "query_logs -> 1 record",
  };
}

async function requireSession(store: VouchStore, id: string): Promise<DiagnosisSession> {
  const session = await store.getSession(id);
  if (session === undefined) throw new Error(`session ${id} was not persisted`);
  return session;
}

for (const engine of STORE_ENGINES) {
  describe.skipIf(!engine.available)(`ChatService on ${engine.name}`, () => {
    let fixture: StoreFixture;
    let store: VouchStore;
    const opened: Vouch[] = [];

    beforeEach(async () => {
      fixture = await engine.open();
      store = fixture.store;
    });
    afterEach(async () => {
      opened.length = 0;
      await fixture.cleanup();
    });

    async function vouchWith(
      executor?: (recorder: ToolInvocationRecorder) => Executor,
    ): Promise<Vouch> {
      const config = loadConfig({});
      if (!config.ok) throw new Error(config.error);
      const result = await openVouch(
        config.value,
        executor === undefined ? { store } : { store, executor },
      );
      if (!result.ok) throw new Error(result.error);
      opened.push(result.value);
      return result.value;
    }

    async function ask(vouch: Vouch, body: unknown, owner = "alice"): Promise<ChatTurnResult> {
      const outcome = await vouch.chat.ask(owner, body);
      if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
      return outcome.value;
    }

    describe.each([
      ["order-service 是否出现数据库连接池耗尽?", "zh"],
      ["Is order-service's database connection pool exhausted?", "en"],
    ])("the offline executor asked %j", (question, language) => {
      it("answers PASS in the question's language with citations that resolve to recorded evidence", async () => {
        const vouch = await vouchWith();
        const result = await ask(vouch, { message: question });

        expect(result.effective_verdict).toBe("PASS");
        expect(result.language).toBe(language);
        expect(result.turn).toBe(1);
        expect(result.claims.length).toBeGreaterThan(0);
        for (const claim of result.claims) {
          expect(claim.verdict).toBe("PASS");
          for (const citation of claim.citations) {
            const invocation = await store.getInvocation(citation.invocation_id);
            expect(invocation?.session_id).toBe(result.session_id);
            const ref = invocation?.retrieval_details.evidence_refs?.find(
              (candidate) => candidate.raw_path === citation.raw_path,
            );
            expect(ref?.text).toBe(citation.text);
            expect(result.answer).toContain(`[${citation.marker}]`);
          }
        }
      });

      it("persists the turn with the Gatekeeper result at the audit path", async () => {
        const vouch = await vouchWith();
        const result = await ask(vouch, { message: question });
        const session = await requireSession(store, result.session_id);
        const evaluation = session.self_evaluation.verifier_evaluation as Record<string, unknown>;
        expect(Object.keys(evaluation.gatekeeper_result as object).sort()).toEqual([
          "checked_bindings",
          "errors",
          "failed_rules",
          "severity",
          "status",
          "warnings",
        ]);
        expect(evaluation).toMatchObject({ turn: 1, effective_verdict: "PASS" });
        const turns = session.self_evaluation.turns as Record<string, unknown>[];
        expect(turns).toHaveLength(1);
        expect(turns[0]).toMatchObject({
          turn: 1,
          question,
          executor: { kind: "offline" },
          invocation_ids: result.invocations.map((invocation) => invocation.id),
        });
        expect(turns[0]?.executor_output).toBeTypeOf("object");
        expect(session.final_answers).toEqual([
          { turn: 1, answer: result.answer, effective_verdict: "PASS", language },
        ]);
        expect(session.messages).toHaveLength(2);
      });
    });

    it("answers a question with no evidence LOW_CONFID, in its language, without inventing facts", async () => {
      const vouch = await vouchWith();
      const english = await ask(vouch, { message: "Is order-service's Kafka consumer lagging?" });
      const chinese = await ask(vouch, { message: "order-service 是否有 Kafka 消费积压?" });
      for (const result of [english, chinese]) {
        expect(result.effective_verdict).toBe("LOW_CONFID");
        expect(
          result.claims.filter((claim) => claim.verdict === "PASS" && claim.status === "confirmed"),
        ).toEqual([]);
      }
      expect(chinese.answer).toMatch(/[\u4e00-\u9fff]/);
      expect(english.answer).not.toMatch(/[\u4e00-\u9fff]/);
    });

    it("answers REJECT to a fabricated invocation id and repeats neither the claim nor the id", async () => {
      const claimText =
        "order-service HikariPool-1 has waiting=99 threads, invocation 424242 proves it";
      const vouch = await vouchWith((recorder) =>
        scriptedExecutor(recorder, (recorded) =>
          claimCiting(424242, recorded.raw_path, recorded.text, claimText),
        ),
      );
      const result = await ask(vouch, { message: "Is order-service's pool exhausted?" });

      expect(result.effective_verdict).toBe("REJECT");
      expect(result.gatekeeper.failed_rules).toContain("invocation_not_found");
      expect(result.claims).toEqual([]);
      expect(result.answer).not.toContain(claimText);
      expect(result.answer).not.toContain("424242");
      const session = await requireSession(store, result.session_id);
      expect(
        (session.self_evaluation.verifier_evaluation as { effective_verdict: string })
          .effective_verdict,
      ).toBe("REJECT");
    });

    it("drops remediation from the answer and notes it in the audit", async () => {
      const vouch = await vouchWith((recorder) =>
        scriptedExecutor(recorder, (recorded) =>
          claimCiting(
            recorded.id,
            recorded.raw_path,
            recorded.text,
            `order-service logged: ${recorded.text}`,
          ),
        ),
      );
      const result = await ask(vouch, { message: "Is order-service's pool exhausted?" });
      expect(result.recommended_actions.join(" ")).not.toMatch(/restart/i);
      expect(result.answer).not.toMatch(/restart/i);
      const session = await requireSession(store, result.session_id);
      const turns = session.self_evaluation.turns as {
        answer: { dropped_actions: string[]; warnings: string[] };
      }[];
      expect(turns[0]?.answer.dropped_actions).toEqual(["Restart order-service"]);
    });

    describe("follow-up turns", () => {
      it("number the turns and may cite invocations recorded earlier in the same session", async () => {
        let firstTurn: { id: number; raw_path: string; text: string } | undefined;
        const vouch = await vouchWith((recorder) =>
          scriptedExecutor(recorder, (recorded) => {
            firstTurn ??= recorded;
            return claimCiting(
              firstTurn.id,
              firstTurn.raw_path,
              firstTurn.text,
              `order-service logged: ${firstTurn.text}`,
            );
          }),
        );
        const first = await ask(vouch, { message: "Is order-service's pool exhausted?" });
        const second = await ask(vouch, { message: "And now?", session_id: first.session_id });
        expect(second.turn).toBe(2);
        expect(second.effective_verdict).toBe("PASS");
        expect(second.claims[0]?.citations[0]?.invocation_id).toBe(firstTurn?.id);
        const session = await requireSession(store, first.session_id);
        expect((session.self_evaluation.turns as unknown[]).length).toBe(2);
        expect((session.self_evaluation.verifier_evaluation as { turn: number }).turn).toBe(2);
      });

      it("reject a citation of another session's invocation", async () => {
        let otherSession: { id: number; raw_path: string; text: string } | undefined;
        const vouch = await vouchWith((recorder) =>
          scriptedExecutor(recorder, (recorded) => {
            otherSession ??= recorded;
            return claimCiting(
              otherSession.id,
              otherSession.raw_path,
              otherSession.text,
              `order-service logged: ${otherSession.text}`,
            );
          }),
        );
        await ask(vouch, { message: "Is order-service's pool exhausted?" });
        const result = await ask(vouch, { message: "Is order-service's pool exhausted?" });
        expect(result.effective_verdict).toBe("REJECT");
        expect(result.gatekeeper.failed_rules).toContain("invocation_other_session");
      });

      it("keep every turn when many arrive at once on one session", async () => {
        const vouch = await vouchWith();
        const first = await ask(vouch, { message: "Is order-service's memory under pressure?" });
        const results = await Promise.all(
          Array.from({ length: 8 }, () =>
            ask(vouch, {
              message: "Is order-service's pool exhausted?",
              session_id: first.session_id,
            }),
          ),
        );
        expect(results.map((result) => result.turn).sort((left, right) => left - right)).toEqual([
          2, 3, 4, 5, 6, 7, 8, 9,
        ]);
        const session = await requireSession(store, first.session_id);
        expect((session.self_evaluation.turns as unknown[]).length).toBe(9);
        expect(session.final_answers).toHaveLength(9);
      });
    });

    describe("failures", () => {
      it("answers LOW_CONFID, never PASS, when the executor throws, and says the executor failed", async () => {
        const vouch = await vouchWith(() => ({
          kind: "llm",
          run: async () => {
            throw new Error("model endpoint exploded");
          },
        }));
        const result = await ask(vouch, { message: "Is order-service's pool exhausted?" });
        expect(result.effective_verdict).toBe("LOW_CONFID");
        expect(result.executor.failure).toEqual({
          code: "executor_failed",
          message: "model endpoint exploded",
        });
      });

      it("ends the turn with verification_failed, showing and saving nothing, when checking throws", async () => {
        const vouch = await vouchWith();
        const first = await ask(vouch, { message: "Is order-service's pool exhausted?" });
        const before = await requireSession(store, first.session_id);
        const broken = new ChatService({
          store,
          executor: vouch.executor,
          compose: () => {
            throw new RangeError("Maximum call stack size exceeded");
          },
        });
        const outcome = await broken.ask("alice", {
          message: "And now?",
          session_id: first.session_id,
        });
        expect(outcome).toEqual({
          ok: false,
          error: {
            code: "verification_failed",
            message: "the turn's evidence could not be checked; nothing of it was shown or saved",
            detail: "Maximum call stack size exceeded",
          },
        });
        const after = await requireSession(store, first.session_id);
        expect(after.self_evaluation).toEqual(before.self_evaluation);
      });

      it("ends the turn with store_unavailable and leaves the session as it was when the write fails", async () => {
        const vouch = await vouchWith();
        const first = await ask(vouch, { message: "Is order-service's pool exhausted?" });
        const before = await store.getSession(first.session_id);
        // The same store, except that writing a turn fails as a full disk would.
        const failingStore = new Proxy(store, {
          get(target, property) {
            if (property === "updateSessionWith") {
              return async () => {
                throw new Error("disk full");
              };
            }
            const value: unknown = Reflect.get(target, property, target);
            return typeof value === "function" ? value.bind(target) : value;
          },
        });
        const config = loadConfig({});
        if (!config.ok) throw new Error(config.error);
        const broken = await openVouch(config.value, { store: failingStore });
        if (!broken.ok) throw new Error(broken.error);

        const outcome = await broken.value.chat.ask("alice", {
          message: "And now?",
          session_id: first.session_id,
        });
        expect(outcome).toEqual({
          ok: false,
          error: {
            code: "store_unavailable",
            message:
              "the turn could not be saved: the store is unavailable; nothing of this turn was saved",
            detail: "disk full",
          },
        });
        const after = await store.getSession(first.session_id);
        expect(after?.self_evaluation).toEqual(before?.self_evaluation);
        expect(after?.final_answers).toEqual(before?.final_answers);
      });

      it.each([
        [{}, "message: "],
        [{ message: "   " }, "message: must not be empty"],
        [{ message: "x".repeat(4001) }, "message: must be at most 4000 characters"],
        [{ message: "hi", extra: 1 }, "extra: unknown field"],
        [null, ""],
      ])(
        "refuses bad request #%# with invalid_request naming the field",
        async (body, expected) => {
          const vouch = await vouchWith();
          const outcome = await vouch.chat.ask("alice", body);
          expect(outcome.ok).toBe(false);
          if (outcome.ok) return;
          expect(outcome.error.code).toBe("invalid_request");
          expect(outcome.error.message).toContain(expected);
        },
      );

      it("treats another owner's session as not found", async () => {
        const vouch = await vouchWith();
        const alice = await ask(vouch, { message: "Is order-service's pool exhausted?" });
        const outcome = await vouch.chat.ask("bob", {
          message: "Hello?",
          session_id: alice.session_id,
        });
        expect(outcome).toEqual({
          ok: false,
          error: {
            code: "session_not_found",
            message: `session ${alice.session_id} does not exist`,
          },
        });
        expect(await vouch.chat.getSession("bob", alice.session_id)).toBeUndefined();
        expect(await vouch.chat.listInvocations("bob", alice.session_id)).toBeUndefined();
        expect(await vouch.chat.listSessions("bob")).toEqual([]);
        expect((await vouch.chat.listSessions("alice")).map((session) => session.id)).toEqual([
          alice.session_id,
        ]);
      });
    });
  });
}
