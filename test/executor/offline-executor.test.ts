import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ExecutorRun } from "../../src/executor/executor-contract.js";
import type { ExecutorOutput } from "../../src/executor/executor-output.js";
import { OfflineExecutor } from "../../src/executor/offline-executor.js";
import { ToolInvocationRecorder } from "../../src/recorder/tool-invocation-recorder.js";
import type { VouchStore } from "../../src/store/store.js";
import { createEvidenceBackend, type EvidenceBackend } from "../../src/tools/default-tools.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";
import { verifyExecutorRun } from "../support/verify-run.js";

const sqlite = STORE_ENGINES.find((engine) => engine.name === "sqlite");
if (sqlite === undefined) throw new Error("the sqlite engine is always available");

const REMEDIATION =
  /\b(restart|rollback|roll back|scale|redeploy|increase|kill)\b|重启|回滚|扩容|调大/i;

describe("offline executor", () => {
  let fixture: StoreFixture;
  let store: VouchStore;
  let backend: EvidenceBackend;
  let executor: OfflineExecutor;

  beforeEach(async () => {
    fixture = await sqlite.open();
    store = fixture.store;
    const created = await createEvidenceBackend();
    if (!created.ok) throw new Error(created.error.message);
    backend = created.value;
    const recorder = new ToolInvocationRecorder(store, backend.tools, {
      timeoutMs: 5000,
      maxRecordsPerInvocation: 100,
    });
    executor = new OfflineExecutor({
      recorder,
      knownServices: backend.services,
      serviceAliases: backend.serviceAliases,
    });
  });
  afterEach(async () => {
    await fixture.cleanup();
  });

  async function ask(
    question: string,
  ): Promise<{ run: ExecutorRun; output: ExecutorOutput; sessionId: string }> {
    const session = await store.createSession({ owner: "alice" });
    const run = await executor.run({ sessionId: session.id, question });
    return { run, output: run.output as ExecutorOutput, sessionId: session.id };
  }

  describe.each([
    ["order-service 是否出现数据库连接池耗尽?"],
    ["Is order-service's database connection pool exhausted?"],
  ])("the HikariCP question %j", (question) => {
    it("gives one or two confirmed observations whose bindings pass the Gatekeeper with severity none", async () => {
      const { run, output, sessionId } = await ask(question);
      const confirmed = output.claims.filter((claim) => claim.status === "confirmed");
      expect(confirmed.length).toBeGreaterThanOrEqual(1);
      expect(output.claims.length).toBeLessThanOrEqual(2);
      for (const claim of confirmed) expect(claim.kind).toBe("observation");

      const verification = await verifyExecutorRun(store, sessionId, run.output);
      expect(verification.gatekeeper_result.severity).toBe("none");
      expect(verification.effective_verdict).toBe("PASS");
    });

    it("quotes the persisted text of the records it binds, verbatim", async () => {
      const { output } = await ask(question);
      for (const claim of output.claims) {
        for (const binding of claim.evidence_bindings) {
          if (
            !("source_invocation_id" in binding) ||
            typeof binding.source_invocation_id !== "number"
          ) {
            throw new Error("offline bindings cite one invocation");
          }
          const invocation = await store.getInvocation(binding.source_invocation_id);
          const ref = invocation?.retrieval_details.evidence_refs?.find(
            (candidate) => candidate.raw_path === binding.raw_path,
          );
          expect(ref).toBeDefined();
          expect(ref?.text).toContain(binding.evidence_excerpt);
          expect(claim.text).toContain(
            binding.tool_name === "query_logs"
              ? (binding.evidence_excerpt ?? "")
              : "DBConnectionPoolExhausted",
          );
        }
      }
    });

    it("records every tool call it made, in this session", async () => {
      const { run, sessionId } = await ask(question);
      const recorded = await store.listInvocations(sessionId);
      expect(recorded.map((invocation) => invocation.id)).toEqual(
        run.invocations.map((invocation) => invocation.id),
      );
      expect(recorded.map((invocation) => invocation.tool_name)).toEqual([
        "query_metrics",
        "query_logs",
        "lookup_knowledge",
      ]);
    });
  });

  it("answers in the question's language", async () => {
    const chinese = await ask("order-service 是否出现数据库连接池耗尽?");
    const english = await ask("Is order-service's database connection pool exhausted?");
    expect(chinese.output.claims[0]?.text).toMatch(/[\u4e00-\u9fff]/);
    expect(english.output.claims[0]?.text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  describe("a symptom with no evidence", () => {
    it("gives an unconfirmed negative observation citing the empty log search, and LOW_CONFID at best", async () => {
      const { run, output, sessionId } = await ask("Is order-service's Kafka consumer lagging?");
      expect(output.claims.some((claim) => claim.status === "confirmed")).toBe(false);
      const negative = output.claims.find((claim) => claim.kind === "negative_observation");
      expect(negative?.status).toBe("unconfirmed");
      const cited = negative?.evidence_bindings[0];
      const logsInvocation = run.invocations.find(
        (invocation) => invocation.tool_name === "query_logs",
      );
      expect(
        cited && "source_invocation_id" in cited ? cited.source_invocation_id : undefined,
      ).toBe(logsInvocation?.id);
      expect(logsInvocation?.retrieval_details.evidence_status).toBe("no_evidence");

      const verification = await verifyExecutorRun(store, sessionId, run.output);
      expect(verification.effective_verdict).not.toBe("PASS");
    });
  });

  describe("runbook evidence", () => {
    it.each([
      ["order-service 是否出现数据库连接池耗尽?"],
      ["Is order-service's Kafka consumer lagging?"],
      ["What is wrong with api-gateway latency?"],
      ["How do I investigate JVM memory pressure?"],
    ])("never becomes a claim for %j", async (question) => {
      const { output } = await ask(question);
      for (const claim of output.claims) {
        for (const binding of claim.evidence_bindings)
          expect(binding.tool_name).not.toBe("lookup_knowledge");
      }
    });
  });

  describe("recommended actions", () => {
    it.each([
      ["order-service 是否出现数据库连接池耗尽?"],
      ["Is order-service's database connection pool exhausted?"],
      ["Is order-service's Kafka consumer lagging?"],
    ])("are evidence-collection steps, never remediation, for %j", async (question) => {
      const { output } = await ask(question);
      expect(output.recommended_actions?.length).toBeGreaterThan(0);
      for (const action of output.recommended_actions ?? [])
        expect(action).not.toMatch(REMEDIATION);
    });
  });

  describe("a broad question", () => {
    it("may state more than two facts, each bound to its own record", async () => {
      const { output } = await ask(
        "What is happening with order-service memory and its connection pool",
      );
      expect(output.claims.length).toBeGreaterThan(2);
      const paths = output.claims.flatMap((claim) =>
        claim.evidence_bindings.map(
          (binding) =>
            `${String("source_invocation_id" in binding ? binding.source_invocation_id : "")}:${binding.raw_path}`,
        ),
      );
      expect(new Set(paths).size).toBe(paths.length);
    });
  });

  describe("a store that fails mid-run", () => {
    it("stops with invocation_not_recorded and no output, instead of using unrecorded evidence", async () => {
      const session = await store.createSession({ owner: "alice" });
      await store.close();
      const run = await executor.run({
        sessionId: session.id,
        question: "Is order-service's pool exhausted?",
      });
      expect(run.output).toBeNull();
      expect(run.failure?.code).toBe("invocation_not_recorded");
      expect(run.invocations).toEqual([]);
    });
  });
});
