import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runToolCommand, type ToolCommandInput } from "../../src/cli/tool-command.js";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { capturingIo } from "../support/capturing-io.js";
import { temporaryDirectory } from "../support/temporary-directory.js";

describe("vouch tool", () => {
  let directory: ReturnType<typeof temporaryDirectory>;
  let environment: NodeJS.ProcessEnv;

  beforeEach(() => {
    directory = temporaryDirectory("vouch-cli-");
    environment = { VOUCH_DB: join(directory.path, "vouch.db") };
  });
  afterEach(() => {
    directory.remove();
  });

  async function run(input: Partial<ToolCommandInput> & { toolName: string }) {
    const io = capturingIo();
    const exitCode = await runToolCommand(
      { argumentsJson: undefined, sessionId: undefined, owner: "local", environment, ...input },
      io,
    );
    return { exitCode, io };
  }

  describe("a valid call", () => {
    it("prints the recorded invocation as JSON, exactly as the store holds it", async () => {
      const { exitCode, io } = await run({
        toolName: "query_logs",
        argumentsJson: '{"query":"HikariPool","service":"order-service","limit":3}',
      });
      expect(exitCode).toBe(0);
      const printed = JSON.parse(io.out) as ToolInvocation;
      expect(printed).toMatchObject({ tool_name: "query_logs", status: "ok" });
      expect(printed.retrieval_details.evidence_refs?.length).toBe(3);
      expect(printed.retrieval_details.evidence_refs?.[0]?.raw_path).toBe("$.logs[0]");
      expect(printed.retrieval_details.evidence_refs?.[0]?.text).toContain("HikariPool");

      const store = await openSqliteStore(environment.VOUCH_DB ?? "");
      try {
        expect(await store.getInvocation(printed.id)).toEqual(printed);
        expect((await store.getSession(printed.session_id))?.owner).toBe("local");
      } finally {
        await store.close();
      }
    });

    it("records into the given session with --session", async () => {
      const first = JSON.parse((await run({ toolName: "query_metrics" })).io.out) as ToolInvocation;
      const second = await run({
        toolName: "lookup_knowledge",
        argumentsJson: '{"query":"HikariCP pool exhausted"}',
        sessionId: first.session_id,
      });
      expect(second.exitCode).toBe(0);
      const printed = JSON.parse(second.io.out) as ToolInvocation;
      expect(printed.session_id).toBe(first.session_id);
      expect(printed.id).toBeGreaterThan(first.id);
    });

    it("searches a user's own scenario given by VOUCH_SCENARIO", async () => {
      const scenarioPath = join(directory.path, "scenario.json");
      writeFileSync(
        scenarioPath,
        JSON.stringify({
          name: "billing outage",
          description: "a user's own incident",
          services: [{ name: "billing-service", description: "invoices" }],
          alerts: [],
          logs: [
            {
              timestamp: "2026-11-29T10:00:00Z",
              level: "ERROR",
              service: "billing-service",
              thread: "main",
              logger: "com.example.Billing",
              message: "invoice run aborted: ledger locked",
            },
          ],
          glossary: {},
        }),
      );
      environment.VOUCH_SCENARIO = scenarioPath;
      const { exitCode, io } = await run({
        toolName: "query_logs",
        argumentsJson: '{"query":"ledger locked"}',
      });
      expect(exitCode).toBe(0);
      const printed = JSON.parse(io.out) as ToolInvocation;
      expect(printed.retrieval_details.evidence_refs?.map((ref) => ref.text)).toEqual([
        "2026-11-29T10:00:00Z ERROR billing-service [main] com.example.Billing - invoice run aborted: ledger locked",
      ]);
    });
  });

  describe("bad input", () => {
    it("refuses arguments that are not JSON with exit 2 and records nothing", async () => {
      const { exitCode, io } = await run({ toolName: "query_logs", argumentsJson: "{query:" });
      expect(exitCode).toBe(2);
      expect(io.err).toMatch(/^vouch tool: arguments are not valid JSON/);
      expect(io.out).toBe("");
    });

    it("refuses an unknown tool with exit 2, naming the tools there are", async () => {
      const { exitCode, io } = await run({ toolName: "query_traces", argumentsJson: "{}" });
      expect(exitCode).toBe(2);
      expect(io.err).toContain('unknown tool "query_traces"');
      expect(io.err).toContain("query_metrics, query_logs, lookup_knowledge");
    });

    it("reports invalid arguments with exit 2, naming the field, and records the call as failed", async () => {
      const { exitCode, io } = await run({
        toolName: "query_logs",
        argumentsJson: '{"query":"x","limit":"ten"}',
      });
      expect(exitCode).toBe(2);
      expect(io.err).toContain("limit");
      const printed = JSON.parse(io.out) as ToolInvocation;
      expect(printed.status).toBe("error");
      expect(printed.error).toMatch(/^invalid_arguments: /);
    });

    it("refuses a session that does not exist", async () => {
      const { exitCode, io } = await run({
        toolName: "query_metrics",
        sessionId: "no-such-session",
      });
      expect(exitCode).toBe(2);
      expect(io.err).toBe("vouch tool: session no-such-session does not exist\n");
    });

    it("names the environment variable that is wrong", async () => {
      environment.VOUCH_MAX_RECORDS = "lots";
      const { exitCode, io } = await run({ toolName: "query_metrics" });
      expect(exitCode).toBe(2);
      expect(io.err).toContain("VOUCH_MAX_RECORDS: expected a whole number");
    });

    it("names the scenario file that cannot be read", async () => {
      environment.VOUCH_SCENARIO = join(directory.path, "missing.json");
      const { exitCode, io } = await run({ toolName: "query_metrics" });
      expect(exitCode).toBe(1);
      expect(io.err).toContain("missing.json");
    });
  });
});
