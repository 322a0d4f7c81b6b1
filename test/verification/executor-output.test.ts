import { describe, expect, it } from "vitest";
import {
  formatIssuePath,
  normalizeExecutorOutput,
  parseExecutorOutput,
} from "../../src/executor/executor-output.js";
import { claimJson, logBinding, outputJson } from "./support/evidence.js";

describe("executor output", () => {
  describe("strict parse", () => {
    it("accepts a V2 output", () => {
      const parsed = parseExecutorOutput(outputJson([claimJson()]));
      expect(parsed.ok).toBe(true);
    });

    it("accepts a legacy binding and keeps its ids", () => {
      const parsed = parseExecutorOutput(
        outputJson([
          claimJson({
            evidence_bindings: [
              logBinding({ source_invocation_id: undefined, source_invocation_ids: [1, 2] }),
            ],
          }),
        ]),
      );
      expect(parsed.ok && parsed.value.claims[0]?.evidence_bindings[0]).toMatchObject({
        source_invocation_ids: [1, 2],
      });
    });

    it("names the path of every issue", () => {
      const parsed = parseExecutorOutput(
        outputJson([claimJson({ evidence_bindings: [logBinding(), logBinding({ raw_path: 7 })] })]),
      );
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe("output_incomplete");
        expect(parsed.error.issues.map((issue) => issue.path)).toContain(
          "claims[0].evidence_bindings[1].raw_path",
        );
      }
    });
  });

  describe("lenient reading", () => {
    it.each([
      { condition: "null", value: null, issue: "executor_output: expected object, received null" },
      {
        condition: "a string",
        value: "claims",
        issue: "executor_output: expected object, received string",
      },
      {
        condition: "a number",
        value: 42,
        issue: "executor_output: expected object, received number",
      },
      {
        condition: "claims missing",
        value: {},
        issue: "claims: expected array, received undefined",
      },
      {
        condition: "a claim that is null",
        value: { claims: [null] },
        issue: "claims[0]: expected object, received null",
      },
      {
        condition: "an invalid kind",
        value: outputJson([claimJson({ kind: "root_cause" })]),
        issue: 'claims[0].kind: expected one of "observation"|"negative_observation"',
      },
      {
        condition: "evidence_bindings missing",
        value: outputJson([claimJson({ evidence_bindings: undefined })]),
        issue: "claims[0].evidence_bindings: expected array, received undefined",
      },
      {
        condition: "a binding id that is negative",
        value: outputJson([
          claimJson({ evidence_bindings: [logBinding({ source_invocation_id: -4 })] }),
        ]),
        issue: "claims[0].evidence_bindings[0].source_invocation_id:",
      },
      {
        condition: "a legacy id that is not a number",
        value: outputJson([
          claimJson({
            evidence_bindings: [
              logBinding({ source_invocation_id: undefined, source_invocation_ids: [1, "x"] }),
            ],
          }),
        ]),
        issue: "claims[0].evidence_bindings[0].source_invocation_ids[1]:",
      },
      {
        condition: "recommended_actions that are not strings",
        value: { ...outputJson([claimJson()]), recommended_actions: [1] },
        issue: "recommended_actions[0]: expected string, received number",
      },
    ])("reports $condition with its path", ({ value, issue }) => {
      const read = normalizeExecutorOutput(value);
      expect(read.issues.map((entry) => `${entry.path}: ${entry.message}`).join("\n")).toContain(
        issue,
      );
    });

    it("keeps the readable fields of a binding with an invalid one", () => {
      const read = normalizeExecutorOutput(
        outputJson([claimJson({ evidence_bindings: [logBinding({ evidence_excerpt: 12 })] })]),
      );
      expect(read.claims[0]?.evidence_bindings?.[0]).toMatchObject({
        source_invocation_id: 102,
        raw_path: "$.logs[0]",
        evidence_excerpt: null,
        invalid_fields: ["evidence_excerpt"],
      });
    });

    it("treats __proto__ keys as data, not structure", () => {
      const value: unknown = JSON.parse(
        '{"__proto__": {"claims": [{"claim_id": "x"}]}, "tool_trace_summary": "t"}',
      );
      const read = normalizeExecutorOutput(value);
      expect(read.claims).toEqual([]);
      expect(read.issues[0]?.path).toBe("claims");
      expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    });

    it("reads a numeric string id as a number and says so", () => {
      const read = normalizeExecutorOutput(
        outputJson([
          claimJson({ evidence_bindings: [logBinding({ source_invocation_id: "102" })] }),
        ]),
      );
      expect(read.issues).toEqual([]);
      expect(read.claims[0]?.evidence_bindings?.[0]?.source_invocation_id).toBe(102);
      expect(read.normalizations[0]?.kind).toBe("numeric_string_id");
    });

    it("reads null optional fields as absent, not as issues", () => {
      const read = normalizeExecutorOutput(
        outputJson([
          claimJson({
            evidence_bindings: [logBinding({ source_invocation_id: null, raw_path: null })],
          }),
        ]),
      );
      expect(read.issues).toEqual([]);
      expect(read.claims[0]?.evidence_bindings?.[0]).toMatchObject({
        source_invocation_id: null,
        raw_path: null,
      });
    });
  });

  describe("issue paths", () => {
    it.each([
      { segments: [], path: "executor_output" },
      {
        segments: ["claims", 0, "evidence_bindings", 1, "raw_path"],
        path: "claims[0].evidence_bindings[1].raw_path",
      },
      { segments: ["claims", 0, "odd key"], path: 'claims[0]["odd key"]' },
    ])("formats $path", ({ segments, path }) => {
      expect(formatIssuePath(segments)).toBe(path);
    });
  });
});
