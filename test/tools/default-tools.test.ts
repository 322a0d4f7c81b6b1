import { access, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createToolRegistry,
  DEFAULT_RUNBOOKS_PATH,
  DEFAULT_SCENARIO_PATH,
} from "../../src/tools/default-tools.js";
import { TOOL_COLLECTIONS, type ToolRegistry } from "../../src/tools/tool-contract.js";
import { TOOL_SETUP_ERROR_CODES } from "../../src/tools/tool-setup-error.js";
import { runTool } from "./tool-test-helpers.js";

let temporaryFolder: string;
let userScenarioPath: string;
let userRunbooksPath: string;

const userScenario = {
  name: "checkout-redis",
  description: "A team's own recorded incident: checkout times out on Redis.",
  services: [{ name: "checkout-service", description: "Checkout.", dependencies: ["redis"] }],
  alerts: [
    {
      alertname: "RedisTimeouts",
      state: "firing",
      service: "checkout-service",
      severity: "critical",
      summary: "Redis commands time out.",
      starts_at: "2026-12-02T10:00:00Z",
      values: { current: "12/s", duration: "7m" },
    },
  ],
  logs: [
    {
      timestamp: "2026-12-02T10:01:05Z",
      level: "ERROR",
      service: "checkout-service",
      thread: "lettuce-epollEventLoop-5-2",
      logger: "io.lettuce.core.RedisCommandTimeoutException",
      message: "Command timed out after 1 second(s)",
    },
    {
      timestamp: "2026-12-02T10:00:10Z",
      level: "WARN",
      service: "checkout-service",
      thread: "main",
      logger: "com.example.checkout.CartCache",
      message: "Redis latency 870ms for GET cart:991",
    },
  ],
  glossary: { 缓存超时: ["Command timed out"] },
};

beforeAll(async () => {
  temporaryFolder = await mkdtemp(join(tmpdir(), "vouch-tools-"));
  userScenarioPath = join(temporaryFolder, "checkout.json");
  userRunbooksPath = join(temporaryFolder, "runbooks");
  await writeFile(userScenarioPath, JSON.stringify(userScenario), "utf8");
  await mkdir(userRunbooksPath);
  await writeFile(
    join(userRunbooksPath, "redis.md"),
    "# Redis timeouts\n\n## Evidence collection\n\nRead `RedisCommandTimeoutException` lines first.\n",
    "utf8",
  );
});

afterAll(async () => {
  await rm(temporaryFolder, { recursive: true, force: true });
});

async function userRegistry(): Promise<ToolRegistry> {
  const created = await createToolRegistry({
    scenarioPath: userScenarioPath,
    runbooksPath: userRunbooksPath,
  });
  if (!created.ok) {
    throw new Error(created.error.message);
  }
  return created.value;
}

describe("tool registry", () => {
  describe("defaults", () => {
    it("points at the shipped scenario file and runbook folder, which exist", async () => {
      expect(
        DEFAULT_SCENARIO_PATH.endsWith(join("scenarios", "order-service", "scenario.json")),
      ).toBe(true);
      expect(DEFAULT_RUNBOOKS_PATH.endsWith(join("scenarios", "order-service", "runbooks"))).toBe(
        true,
      );
      await expect(access(DEFAULT_SCENARIO_PATH)).resolves.toBeUndefined();
      await expect(access(DEFAULT_RUNBOOKS_PATH)).resolves.toBeUndefined();
    });

    it("holds the three tools under their contract names", async () => {
      const created = await createToolRegistry();

      expect(created.ok).toBe(true);
      if (created.ok) {
        for (const name of Object.keys(TOOL_COLLECTIONS)) {
          expect(created.value[name as keyof ToolRegistry].name).toBe(name);
        }
      }
    });
  });

  describe("user scenario from a file", () => {
    it("is what query_logs searches, in time order", async () => {
      const registry = await userRegistry();
      const records = await runTool(registry.query_logs, { query: "redis" });

      expect(records.map((record) => registry.query_logs.renderEvidenceText(record))).toEqual([
        "2026-12-02T10:00:10Z WARN checkout-service [main] com.example.checkout.CartCache - Redis latency 870ms for GET cart:991",
        "2026-12-02T10:01:05Z ERROR checkout-service [lettuce-epollEventLoop-5-2] io.lettuce.core.RedisCommandTimeoutException - Command timed out after 1 second(s)",
      ]);
    });

    it("uses its own glossary, not the shipped one", async () => {
      const registry = await userRegistry();

      expect(await runTool(registry.query_logs, { query: "缓存超时" })).toHaveLength(1);
      expect(await runTool(registry.query_logs, { query: "连接池耗尽" })).toEqual([]);
      expect(await runTool(registry.query_logs, { query: "HikariPool" })).toEqual([]);
    });

    it("is what query_metrics and lookup_knowledge search", async () => {
      const registry = await userRegistry();
      const alerts = await runTool(registry.query_metrics, {});
      const blocks = await runTool(registry.lookup_knowledge, { query: "redis timeout" });

      expect(alerts.map((alert) => registry.query_metrics.renderEvidenceText(alert))).toEqual([
        "RedisTimeouts firing, service=checkout-service, current=12/s, duration=7m",
      ]);
      expect(blocks.map((block) => registry.lookup_knowledge.renderEvidenceText(block))).toEqual([
        "Runbook: Redis timeouts / Evidence collection: Read `RedisCommandTimeoutException` lines first.",
      ]);
    });
  });

  describe("failures", () => {
    it("names the scenario file and the field when the scenario is invalid", async () => {
      const path = join(temporaryFolder, "invalid.json");
      await writeFile(
        path,
        JSON.stringify({ ...userScenario, alerts: [{ alertname: 5 }] }),
        "utf8",
      );
      const created = await createToolRegistry({
        scenarioPath: path,
        runbooksPath: userRunbooksPath,
      });

      expect(created.ok).toBe(false);
      expect(created.ok ? "" : created.error.message).toMatch(
        new RegExp(`^${path}: alerts\\[0\\]\\.alertname: `),
      );
    });

    it("names the runbook folder when it is missing", async () => {
      const missing = join(temporaryFolder, "no-runbooks");
      const created = await createToolRegistry({
        scenarioPath: userScenarioPath,
        runbooksPath: missing,
      });

      expect(created).toMatchObject({ ok: false, error: { code: "runbooks_unreadable" } });
      expect(created.ok ? "" : created.error.message).toContain(missing);
    });

    it("documents every setup error code in one line", () => {
      for (const [code, meaning] of Object.entries(TOOL_SETUP_ERROR_CODES)) {
        expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
        expect(meaning).toMatch(/^[A-Z].*\.$/);
        expect(meaning).not.toContain("\n");
      }
    });
  });
});
