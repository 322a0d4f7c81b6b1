import { beforeAll, describe, expect, it } from "vitest";
import { createToolRegistry } from "../../src/tools/default-tools.js";
import type { ToolRegistry } from "../../src/tools/tool-contract.js";
import { runTool } from "./tool-test-helpers.js";

let registry: ToolRegistry;

beforeAll(async () => {
  const created = await createToolRegistry();
  if (!created.ok) {
    throw new Error(created.error.message);
  }
  registry = created.value;
});

/** Queries that hit, queries that miss, and the placeholder's own name. */
const QUERIES = [
  "HikariCP",
  "HikariPool",
  "connection pool",
  "数据库连接池",
  "连接池耗尽",
  "active=50/50",
  "waiting",
  "request timed out after 30000ms",
  "order-service",
  "数据库连接池耗尽怎么排查",
  "Kafka consumer lag",
  "xyzzy plugh",
  "generic-service",
  "service",
];

describe("every tool", () => {
  describe("any query", () => {
    it.each(QUERIES)('returns no generic-service placeholder for "%s"', async (query) => {
      const results = [
        {
          tool: registry.query_logs,
          records: await runTool(registry.query_logs, { query, limit: 200 }),
        },
        { tool: registry.query_metrics, records: await runTool(registry.query_metrics, { query }) },
        {
          tool: registry.lookup_knowledge,
          records: await runTool(registry.lookup_knowledge, { query, top_k: 10 }),
        },
      ];

      for (const { tool, records } of results) {
        const texts = records.map((record) => tool.renderEvidenceText(record));
        expect(JSON.stringify(records)).not.toContain("generic-service");
        expect(texts.join("\n")).not.toContain("generic-service");
      }
    });
  });

  describe("query with no hit", () => {
    it.each(["Kafka consumer lag", "xyzzy plugh", "generic-service"])(
      'query_logs and query_metrics return nothing for "%s"',
      async (query) => {
        expect(await runTool(registry.query_logs, { query })).toEqual([]);
        expect(await runTool(registry.query_metrics, { query })).toEqual([]);
      },
    );
  });
});
