import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ToolInvocationRecorder } from "../../src/recorder/tool-invocation-recorder.js";
import type { VouchStore } from "../../src/store/store.js";
import type { EvidenceTool, ToolName, ToolRegistry } from "../../src/tools/tool-contract.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";

interface FakeRecord {
  service: string;
  message: string;
}

/** A tool whose search behaves as the test says; renders `service message`. */
function fakeTool(
  name: ToolName,
  search: (query: string, signal: AbortSignal) => Promise<FakeRecord[]>,
): EvidenceTool<unknown, object> {
  const tool: EvidenceTool<{ query: string }, FakeRecord> = {
    name,
    description: `fake ${name}`,
    argumentsSchema: z.strictObject({ query: z.string().min(1) }),
    recordSchema: z.object({ service: z.string(), message: z.string() }),
    search: (toolArguments, context) => search(toolArguments.query, context.signal),
    renderEvidenceText: (record) => `${record.service} ${record.message}`,
  };
  return tool as EvidenceTool<unknown, object>;
}

const HIKARI_RECORDS: FakeRecord[] = [
  { service: "order-service", message: "HikariPool-1 - Connection is not available" },
  {
    service: "order-service",
    message: "HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)",
  },
  { service: "order-service", message: "multi\nline\n  message" },
];

function registry(overrides: Partial<ToolRegistry> = {}): ToolRegistry {
  const matching = async (query: string) =>
    HIKARI_RECORDS.filter((record) => `${record.service} ${record.message}`.includes(query));
  return {
    query_metrics: fakeTool("query_metrics", matching),
    query_logs: fakeTool("query_logs", matching),
    lookup_knowledge: fakeTool("lookup_knowledge", matching),
    ...overrides,
  };
}

for (const engine of STORE_ENGINES) {
  describe.skipIf(!engine.available)(`ToolInvocationRecorder on ${engine.name}`, () => {
    let fixture: StoreFixture;
    let store: VouchStore;
    let sessionId: string;

    beforeEach(async () => {
      fixture = await engine.open();
      store = fixture.store;
      sessionId = (await store.createSession({ owner: "alice" })).id;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    function recorder(tools: ToolRegistry = registry(), maxRecordsPerInvocation = 100) {
      return new ToolInvocationRecorder(store, tools, { timeoutMs: 200, maxRecordsPerInvocation });
    }

    describe("a tool that finds records", () => {
      it("persists the invocation before handing it on, with the id the database assigned", async () => {
        const outcome = await recorder().invoke(sessionId, "query_logs", { query: "HikariPool" });
        if (!outcome.ok) throw new Error(outcome.error.message);

        expect(await store.getInvocation(outcome.invocation.id)).toEqual(outcome.invocation);
        expect(outcome.invocation).toMatchObject({
          session_id: sessionId,
          tool_name: "query_logs",
          arguments: { query: "HikariPool" },
          status: "ok",
          error: null,
        });
      });

      it("gives every record a raw_path into the tool's collection and its one-line rendered text", async () => {
        const outcome = await recorder().invoke(sessionId, "query_logs", {
          query: "order-service",
        });
        if (!outcome.ok) throw new Error(outcome.error.message);

        expect(outcome.invocation.result).toEqual({
          logs: HIKARI_RECORDS,
          evidence_status: "ok",
          truncated: false,
        });
        expect(outcome.invocation.retrieval_details).toEqual({
          evidence_status: "ok",
          matched_count: 3,
          truncated: false,
          evidence_refs: [
            {
              raw_path: "$.logs[0]",
              text: "order-service HikariPool-1 - Connection is not available",
            },
            {
              raw_path: "$.logs[1]",
              text: "order-service HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)",
            },
            { raw_path: "$.logs[2]", text: "order-service multi line message" },
          ],
        });
      });

      it.each([
        ["query_metrics", "$.alerts[0]"],
        ["query_logs", "$.logs[0]"],
        ["lookup_knowledge", "$.evidence_blocks[0]"],
      ])("addresses %s evidence as %s", async (toolName, rawPath) => {
        const outcome = await recorder().invoke(sessionId, toolName, { query: "Connection" });
        if (!outcome.ok) throw new Error(outcome.error.message);
        expect(outcome.invocation.retrieval_details.evidence_refs?.[0]?.raw_path).toBe(rawPath);
      });

      it("keeps at most the configured number of records and says the result was truncated", async () => {
        const outcome = await recorder(registry(), 2).invoke(sessionId, "query_logs", {
          query: "order-service",
        });
        if (!outcome.ok) throw new Error(outcome.error.message);

        expect((outcome.invocation.result as { logs: unknown[] }).logs).toHaveLength(2);
        expect(outcome.invocation.retrieval_details).toMatchObject({
          truncated: true,
          matched_count: 3,
        });
        expect(outcome.invocation.retrieval_details.evidence_refs).toHaveLength(2);
      });
    });

    describe("a query with no hit", () => {
      it("records logs: [] with evidence_status no_evidence and no evidence refs", async () => {
        const outcome = await recorder().invoke(sessionId, "query_logs", { query: "kafka lag" });
        if (!outcome.ok) throw new Error(outcome.error.message);
        expect(outcome.invocation.status).toBe("ok");
        expect(outcome.invocation.result).toEqual({
          logs: [],
          evidence_status: "no_evidence",
          truncated: false,
        });
        expect(outcome.invocation.retrieval_details.evidence_refs).toEqual([]);
      });
    });

    describe("a tool that fails", () => {
      it("records a thrown error as status error with evidence_status error and no evidence refs", async () => {
        const tools = registry({
          query_logs: fakeTool("query_logs", async () => {
            throw new Error("log backend refused the connection");
          }),
        });
        const outcome = await recorder(tools).invoke(sessionId, "query_logs", {
          query: "HikariPool",
        });
        if (!outcome.ok) throw new Error(outcome.error.message);

        expect(outcome.invocation).toMatchObject({
          status: "error",
          error: "tool_failed: query_logs failed: log backend refused the connection",
          retrieval_details: { evidence_status: "error", evidence_refs: [] },
        });
        expect(await store.getInvocation(outcome.invocation.id)).toEqual(outcome.invocation);
      });

      it("records a tool that never answers as tool_timeout and aborts its signal", async () => {
        let aborted = false;
        const tools = registry({
          query_metrics: fakeTool(
            "query_metrics",
            (_query, signal) =>
              new Promise<FakeRecord[]>(() => {
                signal.addEventListener("abort", () => {
                  aborted = true;
                });
              }),
          ),
        });
        const outcome = await recorder(tools).invoke(sessionId, "query_metrics", { query: "x" });
        if (!outcome.ok) throw new Error(outcome.error.message);

        expect(outcome.invocation.status).toBe("error");
        expect(outcome.invocation.error).toBe(
          "tool_timeout: query_metrics did not answer within 200ms",
        );
        expect(outcome.invocation.retrieval_details.evidence_status).toBe("error");
        expect(outcome.invocation.duration_ms).toBeGreaterThanOrEqual(190);
        expect(aborted).toBe(true);
      });

      it("records records that are not of the tool's shape as a failure naming the field, not as evidence", async () => {
        const tools = registry({
          query_logs: fakeTool("query_logs", async () => [
            { service: "order-service", message: "fine" },
            { service: "order-service" } as FakeRecord,
          ]),
        });
        const outcome = await recorder(tools).invoke(sessionId, "query_logs", { query: "a" });
        if (!outcome.ok) throw new Error(outcome.error.message);
        expect(outcome.invocation.status).toBe("error");
        expect(outcome.invocation.error).toMatch(
          /^tool_failed: query_logs failed: record 1 is not a query_logs record: message: /,
        );
        expect(outcome.invocation.retrieval_details.evidence_refs).toEqual([]);
      });

      it("records a tool whose rendering throws as a failure, not as evidence", async () => {
        const broken: EvidenceTool<{ query: string }, FakeRecord> = {
          name: "query_logs",
          description: "renders badly",
          argumentsSchema: z.strictObject({ query: z.string() }),
          recordSchema: z.object({ service: z.string(), message: z.string() }),
          search: async () => HIKARI_RECORDS,
          renderEvidenceText: () => {
            throw new Error("record has no timestamp");
          },
        };
        const tools = registry({ query_logs: broken as EvidenceTool<unknown, object> });
        const outcome = await recorder(tools).invoke(sessionId, "query_logs", { query: "a" });
        if (!outcome.ok) throw new Error(outcome.error.message);
        expect(outcome.invocation.status).toBe("error");
        expect(outcome.invocation.retrieval_details.evidence_refs).toEqual([]);
      });
    });

    describe("bad input", () => {
      it("records arguments that fail validation as invalid_arguments naming the field, never as ok", async () => {
        const outcome = await recorder().invoke(sessionId, "query_logs", {
          query: 42,
          extra: true,
        });
        if (!outcome.ok) throw new Error(outcome.error.message);

        expect(outcome.invocation.status).toBe("error");
        expect(outcome.invocation.error).toMatch(/^invalid_arguments: query_logs arguments: /);
        expect(outcome.invocation.error).toContain("query:");
        expect(outcome.invocation.error).toContain("extra");
        expect(outcome.invocation.arguments).toEqual({ query: 42, extra: true });
      });

      it("refuses an unknown tool without recording anything", async () => {
        const outcome = await recorder().invoke(sessionId, "query_traces", { query: "x" });
        expect(outcome).toEqual({
          ok: false,
          error: {
            code: "unknown_tool",
            message:
              'unknown tool "query_traces"; the tools are query_metrics, query_logs, lookup_knowledge',
          },
        });
        expect(await store.listInvocations(sessionId)).toEqual([]);
      });

      it("does not hand on a result whose invocation could not be recorded", async () => {
        const outcome = await recorder().invoke("no-such-session", "query_logs", {
          query: "HikariPool",
        });
        expect(outcome.ok).toBe(false);
        if (outcome.ok) return;
        expect(outcome.error.code).toBe("invocation_not_recorded");
        expect(outcome.error.message).toContain("session no-such-session does not exist");
      });

      it("does not hand on a result when the store is down", async () => {
        const down = await fixture.reopen();
        await down.close();
        const outcome = await new ToolInvocationRecorder(down, registry(), {
          timeoutMs: 200,
          maxRecordsPerInvocation: 100,
        }).invoke(sessionId, "query_logs", { query: "HikariPool" });
        expect(outcome.ok).toBe(false);
        if (outcome.ok) return;
        expect(outcome.error.code).toBe("invocation_not_recorded");
      });
    });

    describe("concurrency", () => {
      it("gives 200 concurrent invocations across 20 sessions unique ids and exactly 200 rows", async () => {
        const sessions = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            store.createSession({ owner: `owner-${index % 3}` }),
          ),
        );
        const shared = recorder();
        const outcomes = await Promise.all(
          Array.from({ length: 200 }, (_, index) => {
            const session = sessions[index % 20];
            if (session === undefined) throw new Error("unreachable");
            return shared.invoke(session.id, index % 2 === 0 ? "query_logs" : "query_metrics", {
              query: "HikariPool",
            });
          }),
        );

        const ids = outcomes.map((outcome) => {
          if (!outcome.ok) throw new Error(outcome.error.message);
          return outcome.invocation.id;
        });
        expect(new Set(ids).size).toBe(200);
        const perSession = await Promise.all(
          sessions.map((session) => store.listInvocations(session.id)),
        );
        expect(perSession.map((rows) => rows.length)).toEqual(Array.from({ length: 20 }, () => 10));
        const allRows = perSession.flat();
        expect(allRows).toHaveLength(200);
        expect(new Set(allRows.map((row) => row.id))).toEqual(new Set(ids));
      });
    });
  });
}
