import { beforeAll, describe, expect, it } from "vitest";
import { createQueryMetricsTool, type QueryMetricsTool } from "../../src/tools/query-metrics.js";
import type { Scenario } from "../../src/tools/scenario.js";
import { argumentsError, loadDefaultScenario, runTool } from "./tool-test-helpers.js";

let scenario: Scenario;
let queryMetrics: QueryMetricsTool;

beforeAll(async () => {
  scenario = await loadDefaultScenario();
  queryMetrics = createQueryMetricsTool(scenario);
});

const alertNames = (alerts: readonly { alertname: string }[]) =>
  alerts.map((alert) => alert.alertname);

describe("query_metrics", () => {
  describe("without arguments", () => {
    it("returns every alert of the scenario, in the scenario's order", async () => {
      const alerts = await runTool(queryMetrics, {});

      expect(alertNames(alerts)).toEqual(alertNames(scenario.alerts));
    });
  });

  describe("filters", () => {
    it("keeps only the alerts of the given service", async () => {
      const alerts = await runTool(queryMetrics, { service: "order-service" });

      expect(alertNames(alerts)).toEqual([
        "DBConnectionPoolExhausted",
        "HighMemoryUsage",
        "JvmGcPauseHigh",
      ]);
    });

    it("finds an alert by name, whatever its case", async () => {
      const alerts = await runTool(queryMetrics, { alertname: "highmemoryusage" });

      expect(alerts.map((alert) => queryMetrics.renderEvidenceText(alert))).toEqual([
        "HighMemoryUsage firing, service=order-service, current=91%, duration=15m",
      ]);
    });

    it.each<[string, string[]]>([
      ["pending", ["JvmGcPauseHigh"]],
      ["resolved", ["PaymentProviderLatencyHigh"]],
    ])("keeps only %s alerts", async (state, expected) => {
      expect(alertNames(await runTool(queryMetrics, { state }))).toEqual(expected);
    });

    it("matches a text query against the alert's figures and summary", async () => {
      const alerts = await runTool(queryMetrics, { query: "active=50/50" });

      expect(alertNames(alerts)).toEqual(["DBConnectionPoolExhausted"]);
    });

    it("reaches English alerts from a Chinese query through the glossary", async () => {
      const alerts = await runTool(queryMetrics, { query: "内存", service: "order-service" });

      expect(alertNames(alerts)).toContain("HighMemoryUsage");
    });

    it("combines the filters", async () => {
      const alerts = await runTool(queryMetrics, { service: "api-gateway", query: "p99" });

      expect(alertNames(alerts)).toEqual(["HighRequestLatency"]);
    });
  });

  describe("query with no hit", () => {
    it.each([
      { query: "Kafka consumer lag" },
      { query: "generic-service" },
      { service: "generic-service" },
      { alertname: "KafkaConsumerLagHigh" },
    ])("returns no alerts for %j", async (toolArguments) => {
      expect(await runTool(queryMetrics, toolArguments)).toEqual([]);
    });
  });

  describe("arguments", () => {
    it.each<[unknown, string]>([
      [{ state: "burning" }, "state"],
      [{ query: "" }, "query"],
      [{ service: "  " }, "service"],
      [{ alertname: 7 }, "alertname"],
      [{ severity: "critical" }, "severity"],
    ])("rejects %j naming %s", (toolArguments, field) => {
      expect(argumentsError(queryMetrics, toolArguments)).toMatch(new RegExp(`^${field}: `));
    });
  });
});
