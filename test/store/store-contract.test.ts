import { setTimeout as delay } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewToolInvocation } from "../../src/recorder/tool-invocation.js";
import type { VouchStore } from "../../src/store/store.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";

function invocationRow(
  sessionId: string,
  overrides: Partial<NewToolInvocation> = {},
): NewToolInvocation {
  return {
    session_id: sessionId,
    tool_name: "query_logs",
    arguments: { query: "HikariPool", limit: 5 },
    result: {
      logs: [{ message: "HikariPool-1 - Connection is not available" }],
      evidence_status: "ok",
      truncated: false,
    },
    retrieval_details: {
      evidence_status: "ok",
      evidence_refs: [
        { raw_path: "$.logs[0]", text: "HikariPool-1 - Connection is not available" },
      ],
      matched_count: 1,
      truncated: false,
    },
    status: "ok",
    error: null,
    started_at: "2026-11-28T22:41:17.000Z",
    duration_ms: 1.25,
    ...overrides,
  };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

for (const engine of STORE_ENGINES) {
  describe.skipIf(!engine.available)(`store on ${engine.name}`, () => {
    let fixture: StoreFixture;
    let store: VouchStore;

    beforeEach(async () => {
      fixture = await engine.open();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    describe("tool invocations", () => {
      it("assigns each recorded invocation a new integer id and returns the row as stored", async () => {
        const session = await store.createSession({ owner: "alice" });
        const first = await store.recordInvocation(invocationRow(session.id));
        const second = await store.recordInvocation(
          invocationRow(session.id, { tool_name: "query_metrics" }),
        );

        expect(Number.isSafeInteger(first.id)).toBe(true);
        expect(second.id).toBeGreaterThan(first.id);
        expect(first).toEqual({ id: first.id, ...invocationRow(session.id) });
        expect(await store.getInvocation(first.id)).toEqual(first);
      });

      it("keeps JSON exactly: nesting, Chinese text, numbers, booleans and a __proto__ key as plain data", async () => {
        const session = await store.createSession({ owner: "alice" });
        const awkward = JSON.parse(
          '{"__proto__":{"polluted":true},"nested":{"list":[1,2.5,-3,true,null]},"text":"连接池耗尽 active=50/50 ✓"}',
        ) as unknown;
        const recorded = await store.recordInvocation(
          invocationRow(session.id, { arguments: awkward }),
        );
        const readBack = await store.getInvocation(recorded.id);

        // JSONB does not keep key order, so compare with keys sorted.
        expect(canonicalJson(readBack?.arguments)).toBe(canonicalJson(awkward));
        expect(Object.hasOwn(readBack?.arguments as object, "__proto__")).toBe(true);
        expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      });

      it("stores a NUL character as U+FFFD on every engine, so both engines read back the same text", async () => {
        const session = await store.createSession({ owner: "alice" });
        const recorded = await store.recordInvocation(
          invocationRow(session.id, { arguments: { query: "a\u0000b" } }),
        );
        expect(recorded.arguments).toEqual({ query: "a\uFFFDb" });
      });

      it("reads a failed invocation back with its status and error", async () => {
        const session = await store.createSession({ owner: "alice" });
        const recorded = await store.recordInvocation(
          invocationRow(session.id, {
            status: "error",
            error: "tool_timeout: query_logs did not answer within 10ms",
            result: { logs: [], evidence_status: "error", truncated: false },
            retrieval_details: {
              evidence_status: "error",
              evidence_refs: [],
              matched_count: 0,
              truncated: false,
            },
          }),
        );
        const readBack = await store.getInvocation(recorded.id);
        expect(readBack?.status).toBe("error");
        expect(readBack?.error).toBe("tool_timeout: query_logs did not answer within 10ms");
        expect(readBack?.retrieval_details.evidence_refs).toEqual([]);
      });

      it("looks up invocations by id whatever their session, leaving out ids that do not exist", async () => {
        const mine = await store.createSession({ owner: "alice" });
        const theirs = await store.createSession({ owner: "bob" });
        const a = await store.recordInvocation(invocationRow(mine.id));
        const b = await store.recordInvocation(invocationRow(theirs.id));

        const found = await store.getInvocations([b.id, a.id, 987654321, a.id]);
        expect(found.map((invocation) => [invocation.id, invocation.session_id])).toEqual([
          [a.id, mine.id],
          [b.id, theirs.id],
        ]);
        expect(await store.getInvocations([])).toEqual([]);
        expect(await store.getInvocation(987654321)).toBeUndefined();
      });

      it("lists a session's invocations in id order, optionally of one tool", async () => {
        const session = await store.createSession({ owner: "alice" });
        const other = await store.createSession({ owner: "alice" });
        const logs = await store.recordInvocation(invocationRow(session.id));
        const metrics = await store.recordInvocation(
          invocationRow(session.id, { tool_name: "query_metrics" }),
        );
        await store.recordInvocation(invocationRow(other.id));

        expect(
          (await store.listInvocations(session.id)).map((invocation) => invocation.id),
        ).toEqual([logs.id, metrics.id]);
        expect(
          (await store.listInvocations(session.id, { toolName: "query_metrics" })).map(
            (invocation) => invocation.id,
          ),
        ).toEqual([metrics.id]);
        expect(await store.listInvocations("no-such-session")).toEqual([]);
      });

      it("refuses an invocation of a session that does not exist, with code session_not_found", async () => {
        await expect(
          store.recordInvocation(invocationRow("no-such-session")),
        ).rejects.toMatchObject({
          code: "session_not_found",
        });
      });
    });

    describe("diagnosis sessions", () => {
      it("creates a session with empty messages, answers and self-evaluation", async () => {
        const session = await store.createSession({ id: "sess-fixed", owner: "alice" });
        expect(session).toMatchObject({
          id: "sess-fixed",
          owner: "alice",
          messages: [],
          final_answers: [],
          self_evaluation: {},
        });
        expect(Date.parse(session.created_at)).not.toBeNaN();
        expect(await store.getSession("sess-fixed")).toEqual(session);
        expect(await store.getSession("missing")).toBeUndefined();
      });

      it("replaces the fields an update names, keeps the others and moves updated_at forward", async () => {
        const session = await store.createSession({ owner: "alice" });
        const gatekeeperResult = {
          status: "fail",
          severity: "reject",
          checked_bindings: [{ claim_id: "c1", index: 0, outcome: "reject" }],
          failed_rules: ["invocation_not_found"],
          warnings: [],
          errors: ["claims[0].evidence_bindings[0]: invocation 424242 does not exist"],
        };
        const updated = await store.updateSession(session.id, {
          messages: [{ role: "user", content: "order-service 是否出现数据库连接池耗尽?" }],
          self_evaluation: { verifier_evaluation: { gatekeeper_result: gatekeeperResult } },
        });

        expect(updated?.messages).toEqual([
          { role: "user", content: "order-service 是否出现数据库连接池耗尽?" },
        ]);
        expect(updated?.final_answers).toEqual([]);
        expect(updated?.self_evaluation).toEqual({
          verifier_evaluation: { gatekeeper_result: gatekeeperResult },
        });
        expect(Date.parse(updated?.updated_at ?? "")).toBeGreaterThanOrEqual(
          Date.parse(session.updated_at),
        );
        expect(await store.updateSession("missing", { messages: [] })).toBeUndefined();
      });

      it("applies 30 concurrent read-modify-write updates of one session without losing any", async () => {
        const session = await store.createSession({ owner: "alice" });
        // Two pools on PostgreSQL, as two replicas would have. One SQLite file is one process's:
        // a second connection in the same thread would block it inside the busy timeout.
        const second = engine.name === "postgres" ? await fixture.reopen() : store;
        await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            (index % 2 === 0 ? store : second).updateSessionWith(session.id, (current) => ({
              messages: [...current.messages, { turn: index }],
            })),
          ),
        );
        const final = await store.getSession(session.id);
        expect(final?.messages).toHaveLength(30);
        expect(new Set(final?.messages.map((message) => JSON.stringify(message))).size).toBe(30);
      });

      it("leaves the session as it was when the change throws", async () => {
        const session = await store.createSession({ owner: "alice" });
        await expect(
          store.updateSessionWith(session.id, () => {
            throw new Error("composer failed");
          }),
        ).rejects.toThrow("composer failed");
        expect(await store.getSession(session.id)).toEqual(session);
        expect(await store.updateSessionWith("missing", () => ({ messages: [] }))).toBeUndefined();
      });

      it("lists sessions newest first, filtered by owner", async () => {
        // Timestamps have millisecond resolution: space the writes so their order is unambiguous.
        const first = await store.createSession({ owner: "alice" });
        await store.createSession({ owner: "bob" });
        await delay(5);
        const second = await store.createSession({ owner: "alice" });
        await delay(5);
        await store.updateSession(first.id, { messages: [{ role: "user", content: "later" }] });

        const listed = await store.listSessions({ owner: "alice" });
        expect(listed.map((session) => session.id)).toEqual([first.id, second.id]);
        expect(await store.listSessions({ owner: "nobody" })).toEqual([]);
      });
    });

    describe("durability", () => {
      it("keeps every row across a restart and does not re-run migrations", async () => {
        const session = await store.createSession({ owner: "alice" });
        const recorded = await store.recordInvocation(invocationRow(session.id));
        await store.close();

        const reopened = await fixture.reopen();
        expect(await reopened.getInvocation(recorded.id)).toEqual(recorded);
        expect((await reopened.getSession(session.id))?.owner).toBe("alice");
        const next = await reopened.recordInvocation(invocationRow(session.id));
        expect(next.id).toBeGreaterThan(recorded.id);
      });

      it("reports a database that fails as store_unavailable on every read and write", async () => {
        const session = await store.createSession({ owner: "alice" });
        await store.close();
        const failing: [string, () => Promise<unknown>][] = [
          ["getSession", () => store.getSession(session.id)],
          ["listSessions", () => store.listSessions({ owner: "alice" })],
          ["createSession", () => store.createSession({ owner: "alice" })],
          ["updateSession", () => store.updateSession(session.id, { messages: [] })],
          [
            "updateSessionWith",
            () => store.updateSessionWith(session.id, () => ({ messages: [] })),
          ],
          ["getInvocations", () => store.getInvocations([1])],
          ["listInvocations", () => store.listInvocations(session.id)],
          ["recordInvocation", () => store.recordInvocation(invocationRow(session.id))],
        ];
        for (const [operation, run] of failing) {
          await expect(run(), operation).rejects.toMatchObject({ code: "store_unavailable" });
        }
        expect(await store.ping()).toBe(false);
      });

      it("answers a ping while open", async () => {
        expect(await store.ping()).toBe(true);
      });
    });
  });
}
