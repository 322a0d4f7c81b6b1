import { beforeAll, describe, expect, it } from "vitest";
import {
  createLookupKnowledgeTool,
  renderEvidenceBlock,
} from "../../src/tools/lookup-knowledge.js";
import { createQueryLogsTool, renderLogRecord } from "../../src/tools/query-logs.js";
import { createQueryMetricsTool, renderAlert } from "../../src/tools/query-metrics.js";
import type { RunbookIndex } from "../../src/tools/runbook-index.js";
import type { Scenario } from "../../src/tools/scenario.js";
import { loadDefaultRunbookIndex, loadDefaultScenario } from "./tool-test-helpers.js";

let scenario: Scenario;
let runbookIndex: RunbookIndex;

beforeAll(async () => {
  scenario = await loadDefaultScenario();
  runbookIndex = await loadDefaultRunbookIndex();
});

/** What the store gives back: the record after a JSON round trip. */
function persisted<TRecord>(record: TRecord): TRecord {
  return JSON.parse(JSON.stringify(record)) as TRecord;
}

describe("evidence text", () => {
  describe("alert", () => {
    it("reads alertname, state, service and the figures in the scenario's order", () => {
      const text = renderAlert({
        alertname: "HighMemoryUsage",
        state: "firing",
        service: "order-service",
        severity: "warning",
        summary: "JVM heap usage above 85%.",
        starts_at: "2026-11-28T22:41:00Z",
        values: { current: "91%", duration: "15m" },
      });

      expect(text).toBe("HighMemoryUsage firing, service=order-service, current=91%, duration=15m");
    });

    it("is what query_metrics renders", () => {
      const tool = createQueryMetricsTool(scenario);

      expect(scenario.alerts.map((alert) => tool.renderEvidenceText(alert))).toContain(
        "HighMemoryUsage firing, service=order-service, current=91%, duration=15m",
      );
    });
  });

  describe("log record", () => {
    it("reads timestamp, level, service, [thread], logger - message", () => {
      const text = renderLogRecord({
        timestamp: "2026-11-28T22:41:17Z",
        level: "ERROR",
        service: "order-service",
        thread: "http-nio-8080-exec-7",
        logger: "com.zaxxer.hikari.pool.HikariPool",
        message:
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
      });

      expect(text).toBe(
        "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
      );
    });

    it("puts a multi-line message (a stack trace) on one line", () => {
      const text = renderLogRecord({
        timestamp: "2026-11-28T22:38:40Z",
        level: "WARN",
        service: "order-service",
        thread: "HikariPool-1 housekeeper",
        logger: "com.zaxxer.hikari.pool.ProxyLeakTask",
        message:
          "Connection leak detection triggered\njava.lang.Exception: Apparent connection leak detected\n\tat Foo.bar(Foo.java:1)",
      });

      expect(text).toBe(
        "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered java.lang.Exception: Apparent connection leak detected at Foo.bar(Foo.java:1)",
      );
    });
  });

  describe("runbook block", () => {
    it("reads Runbook: title / section: text on one line", () => {
      const text = renderEvidenceBlock({
        runbook: "example.md",
        title: "HikariCP connection pool exhaustion",
        section: "Evidence collection",
        text: "1. Check the alert.\n2. Read the pool stats.\n\n   Then compare.",
        score: 4.2,
      });

      expect(text).toBe(
        "Runbook: HikariCP connection pool exhaustion / Evidence collection: 1. Check the alert. 2. Read the pool stats. Then compare.",
      );
    });
  });

  describe("every record of the shipped scenario and runbooks", () => {
    it("renders on one line, the same after a JSON round trip", () => {
      const queryMetrics = createQueryMetricsTool(scenario);
      const queryLogs = createQueryLogsTool(scenario);
      const lookupKnowledge = createLookupKnowledgeTool(runbookIndex);
      const rendered = [
        ...scenario.alerts.map((alert) => [
          queryMetrics.renderEvidenceText(alert),
          queryMetrics.renderEvidenceText(persisted(alert)),
        ]),
        ...scenario.logs.map((record) => [
          queryLogs.renderEvidenceText(record),
          queryLogs.renderEvidenceText(persisted(record)),
        ]),
        ...runbookIndex.blocks.map((block) => [
          lookupKnowledge.renderEvidenceText({ ...block, score: 1 }),
          lookupKnowledge.renderEvidenceText(persisted({ ...block, score: 2 })),
        ]),
      ];

      expect(rendered.length).toBeGreaterThan(60);
      for (const [text, afterRoundTrip] of rendered) {
        expect(text).not.toMatch(/[\r\n\t]/);
        expect(text).toBe(afterRoundTrip);
      }
    });
  });
});
