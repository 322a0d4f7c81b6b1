import { describe, expect, it } from "vitest";
import { normalizeExecutorOutput } from "../../src/executor/executor-output.js";
import { ExecutorGatekeeperService } from "../../src/verification/gatekeeper.js";
import type { GatekeeperInput } from "../../src/verification/verification-contract.js";
import {
  claimJson,
  logBinding,
  OTHER_SESSION_ID,
  outputJson,
  POOL_LOG_TEXT,
  runTurn,
  SESSION_ID,
  STANDARD_INVOCATIONS,
} from "./support/evidence.js";
import { GATEKEEPER_CASES, type GatekeeperCase } from "./support/gatekeeper-cases.js";

function expectation(testCase: GatekeeperCase): string {
  const codes = testCase.codes.join(" and ");
  switch (testCase.severity) {
    case "none":
      return codes === "" ? "passes with severity none" : `passes with severity none and ${codes}`;
    case "low_confid":
      return `is low_confid with ${codes}`;
    case "reject":
      return `rejects with ${codes}`;
  }
}

describe("gatekeeper", () => {
  describe.each(GATEKEEPER_CASES)("$condition", (testCase) => {
    it(expectation(testCase), async () => {
      const run = await runTurn({
        executorOutput: testCase.executorOutput,
        ...(testCase.invocations === undefined ? {} : { invocations: testCase.invocations }),
      });
      const result = run.report.gatekeeper_result;
      expect(result.severity).toBe(testCase.severity);
      expect(result.status).toBe(testCase.severity === "none" ? "pass" : "fail");
      const seen = new Set([
        ...result.failed_rules,
        ...result.checked_bindings.flatMap((binding) => binding.rule_codes),
      ]);
      for (const code of testCase.codes) {
        expect(seen).toContain(code);
      }
      if (testCase.severity === "none") {
        expect(result.failed_rules).toEqual([]);
        expect(result.errors).toEqual([]);
      } else {
        expect(result.errors.length).toBeGreaterThan(0);
      }
      if (testCase.message !== undefined) {
        const lines = testCase.severity === "none" ? result.warnings : result.errors;
        expect(lines.join("\n")).toContain(testCase.message);
      }
      expect(new Set(result.failed_rules).size).toBe(result.failed_rules.length);
    });
  });

  describe("an invocation of another session", () => {
    it("never names the other session in any audit text", async () => {
      const run = await runTurn({
        executorOutput: outputJson([
          claimJson({ evidence_bindings: [logBinding({ source_invocation_id: 201 })] }),
        ]),
      });
      const audit = JSON.stringify([run.report, run.verifierInput]);
      expect(run.report.gatekeeper_result.failed_rules).toContain("invocation_other_session");
      expect(audit).not.toContain(OTHER_SESSION_ID);
    });
  });

  describe("result shape", () => {
    it("has exactly status, severity, checked_bindings, failed_rules, warnings and errors", async () => {
      const run = await runTurn({ executorOutput: outputJson([claimJson()]) });
      expect(Object.keys(run.report.gatekeeper_result).sort()).toEqual(
        ["checked_bindings", "errors", "failed_rules", "severity", "status", "warnings"].sort(),
      );
    });

    it("records per binding what was checked, its outcome and the system-side text", async () => {
      const run = await runTurn({ executorOutput: outputJson([claimJson()]) });
      expect(run.report.gatekeeper_result.checked_bindings).toEqual([
        {
          claim_id: "c1",
          index: 0,
          path: "claims[0].evidence_bindings[0]",
          form: "v2",
          tool_name: "query_logs",
          source_invocation_id: 102,
          source_invocation_ids: null,
          raw_path: "$.logs[0]",
          auto_filled: false,
          checks: [
            { check: "invocation_found", passed: true, invocation_id: 102 },
            { check: "same_session", passed: true, invocation_id: 102 },
            { check: "tool_name", passed: true, invocation_id: 102 },
            { check: "raw_path", passed: true, invocation_id: 102 },
            { check: "excerpt", passed: true, invocation_id: null },
          ],
          excerpt_match: "verbatim",
          severity: "none",
          rule_codes: [],
          text: POOL_LOG_TEXT,
        },
      ]);
    });

    it("reports each binding's own outcome when the worst one wins", async () => {
      const run = await runTurn({
        executorOutput: outputJson([
          claimJson({
            evidence_bindings: [
              logBinding(),
              logBinding({ raw_path: undefined }),
              logBinding({ source_invocation_id: 5 }),
            ],
          }),
        ]),
      });
      const result = run.report.gatekeeper_result;
      expect(result.checked_bindings.map((binding) => binding.severity)).toEqual([
        "none",
        "low_confid",
        "reject",
      ]);
      expect(result.severity).toBe("reject");
      expect(result.failed_rules).toEqual(["raw_path_missing", "invocation_not_found"]);
    });
  });

  describe("purity", () => {
    const input: GatekeeperInput = {
      session_id: SESSION_ID,
      executor_output: normalizeExecutorOutput(outputJson([claimJson()])),
      invocations: [...STANDARD_INVOCATIONS],
      hook_warnings: [],
    };

    it("returns the same result for the same input", () => {
      expect(ExecutorGatekeeperService.check(input)).toEqual(
        ExecutorGatekeeperService.check(input),
      );
    });

    it("reports an auto-fill mark set on a binding as a warning of that binding", () => {
      const output = normalizeExecutorOutput(outputJson([claimJson()]));
      const claim = output.claims[0];
      const binding = claim?.evidence_bindings?.[0];
      if (claim === undefined || binding === undefined) {
        throw new Error("fixture claim has no binding");
      }
      claim.evidence_bindings = [{ ...binding, auto_filled: true }];
      const result = ExecutorGatekeeperService.check({ ...input, executor_output: output });
      expect(result.severity).toBe("none");
      expect(result.checked_bindings[0]?.auto_filled).toBe(true);
      expect(result.checked_bindings[0]?.rule_codes).toContain("source_invocation_id_auto_filled");
      expect(result.warnings.join("\n")).toContain("source_invocation_id_auto_filled");
    });

    it("never throws on an input that violates its type, and never passes it", () => {
      const broken: unknown = {
        session_id: SESSION_ID,
        executor_output: null,
        invocations: null,
        hook_warnings: [],
      };
      const result = ExecutorGatekeeperService.check(broken as GatekeeperInput);
      expect(result.severity).toBe("low_confid");
      expect(result.failed_rules).toEqual(["output_incomplete"]);
      expect(result.errors[0]).toContain("could not be checked");
    });
  });
});
