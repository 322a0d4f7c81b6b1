import { beforeAll, describe, expect, it } from "vitest";
import { createQueryLogsTool, type QueryLogsTool } from "../../src/tools/query-logs.js";
import {
  argumentsError,
  isOrderServiceHikariRecord,
  loadDefaultScenario,
  runTool,
} from "./tool-test-helpers.js";

let queryLogs: QueryLogsTool;

beforeAll(async () => {
  queryLogs = createQueryLogsTool(await loadDefaultScenario());
});

/**
 * The HikariCP terms of the design's "HikariCP Mock Behavior" section. `everyRecord` is what
 * each returned record must show, so a term that returned unrelated records would fail.
 */
const HIKARI_TERMS: [term: string, everyRecord: RegExp][] = [
  ["HikariCP", /hikari/i],
  ["HikariPool", /hikaripool/i],
  ["connection pool", /hikaripool|connection/i],
  ["数据库连接池", /hikaripool|connection/i],
  ["连接池耗尽", /connection is not available|idle=0/i],
  ["active=50/50", /active=50,/],
  ["waiting", /waiting/i],
  ["request timed out after 30000ms", /request timed out after 30000ms/i],
  ["order-service", /order-service/i],
];

describe("query_logs", () => {
  describe("HikariCP terms", () => {
    it.each(HIKARI_TERMS)(
      'hits order-service HikariCP records for "%s"',
      async (term, everyRecord) => {
        const records = await runTool(queryLogs, { query: term });

        expect(records.filter(isOrderServiceHikariRecord).length).toBeGreaterThan(0);
        for (const record of records) {
          expect(queryLogs.renderEvidenceText(record)).toMatch(everyRecord);
        }
      },
    );

    it.each(HIKARI_TERMS)(
      'finds the same records for "%s" in upper and in lower case',
      async (term) => {
        const asWritten = await runTool(queryLogs, { query: term });
        const upper = await runTool(queryLogs, { query: term.toUpperCase() });
        const lower = await runTool(queryLogs, { query: term.toLowerCase() });

        expect(upper).toEqual(asWritten);
        expect(lower).toEqual(asWritten);
      },
    );

    it("finds full-width letters as their ASCII form (NFKC)", async () => {
      const fullWidth = await runTool(queryLogs, { query: "ＨｉｋａｒｉＰｏｏｌ" });

      expect(fullWidth).toEqual(await runTool(queryLogs, { query: "HikariPool" }));
    });

    it("returns the pool timeout record with its exact figures", async () => {
      const records = await runTool(queryLogs, {
        query: "request timed out after 30000ms",
        since: "2026-11-28T22:41:17Z",
        until: "2026-11-28T22:41:17Z",
      });

      expect(records.map((record) => queryLogs.renderEvidenceText(record))).toContain(
        "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
      );
    });
  });

  describe("query with no hit", () => {
    it.each(["Kafka consumer lag", "xyzzy plugh", "generic-service", "redis 连接池耗尽"])(
      'returns no records for "%s"',
      async (query) => {
        expect(await runTool(queryLogs, { query })).toEqual([]);
      },
    );

    it("needs every term of a multi-word query to occur in one record", async () => {
      expect(await runTool(queryLogs, { query: "HikariPool kafka" })).toEqual([]);
    });
  });

  describe("order", () => {
    it("returns records oldest first", async () => {
      const records = await runTool(queryLogs, { query: "order-service", limit: 200 });
      const times = records.map((record) => Date.parse(record.timestamp));

      expect(times).toEqual([...times].sort((left, right) => left - right));
    });
  });

  describe("filters", () => {
    it("keeps only the records of the given service, whatever its case", async () => {
      const records = await runTool(queryLogs, { query: "HikariPool", service: "Payment-Service" });

      expect(records.length).toBeGreaterThan(0);
      expect(records.every((record) => record.service === "payment-service")).toBe(true);
    });

    it("keeps only records between since and until, both included", async () => {
      const since = "2026-11-28T22:41:00Z";
      const until = "2026-11-28T22:46:00Z";
      const records = await runTool(queryLogs, {
        query: "Pool stats",
        service: "order-service",
        since,
        until,
      });

      expect(records.map((record) => record.timestamp)).toEqual([
        "2026-11-28T22:41:00Z",
        "2026-11-28T22:43:00Z",
        "2026-11-28T22:46:00Z",
      ]);
    });

    it("compares times, not strings, when since has an offset", async () => {
      const records = await runTool(queryLogs, {
        query: "Pool stats",
        service: "order-service",
        since: "2026-11-29T00:55:00+02:00",
      });

      expect(records.map((record) => record.timestamp)).toEqual([
        "2026-11-28T22:55:00Z",
        "2026-11-28T22:58:00Z",
      ]);
    });

    it("returns the most recent records, oldest first, when more match than the limit", async () => {
      const records = await runTool(queryLogs, {
        query: "Pool stats",
        service: "order-service",
        limit: 3,
      });

      expect(records.map((record) => record.timestamp)).toEqual([
        "2026-11-28T22:52:00Z",
        "2026-11-28T22:55:00Z",
        "2026-11-28T22:58:00Z",
      ]);
    });

    it("returns at most 20 records when no limit is given", async () => {
      const everything = await runTool(queryLogs, { query: "order-service", limit: 200 });
      const bounded = await runTool(queryLogs, { query: "order-service" });

      expect(everything.length).toBeGreaterThan(20);
      expect(bounded).toEqual(everything.slice(-20));
    });
  });

  describe("arguments", () => {
    it.each<[unknown, string]>([
      [{}, "query"],
      [{ query: "" }, "query"],
      [{ query: "   " }, "query"],
      [{ query: 42 }, "query"],
      [{ query: "waiting", service: "" }, "service"],
      [{ query: "waiting", since: "yesterday" }, "since"],
      [{ query: "waiting", until: "2026-11-28 22:40" }, "until"],
      [
        {
          query: "waiting",
          since: "2026-11-28T22:50:00Z",
          until: "2026-11-28T22:40:00Z",
        },
        "until",
      ],
      [{ query: "waiting", limit: 0 }, "limit"],
      [{ query: "waiting", limit: 201 }, "limit"],
      [{ query: "waiting", limit: 2.5 }, "limit"],
      [{ query: "waiting", level: "ERROR" }, "level"],
    ])("rejects %j naming %s", (toolArguments, field) => {
      expect(argumentsError(queryLogs, toolArguments)).toMatch(new RegExp(`^${field}: `));
    });

    it("reports an unknown field as unknown", () => {
      expect(argumentsError(queryLogs, { query: "waiting", level: "ERROR" })).toBe(
        "level: unknown field",
      );
    });

    it("reports an empty query as empty", () => {
      expect(argumentsError(queryLogs, { query: "" })).toBe("query: must not be empty");
    });

    it("accepts a limit of 200", () => {
      expect(argumentsError(queryLogs, { query: "waiting", limit: 200 })).toBeUndefined();
    });
  });

  describe("cancellation", () => {
    it("rejects when the recorder's signal is already aborted", async () => {
      const controller = new AbortController();
      controller.abort(new Error("timeout"));
      const toolArguments = queryLogs.argumentsSchema.parse({ query: "waiting" });

      await expect(queryLogs.search(toolArguments, { signal: controller.signal })).rejects.toThrow(
        "timeout",
      );
    });
  });
});
