import { describe, expect, it } from "vitest";
import type { ClaimJudge } from "../../src/verification/claim-judge.js";
import type {
  GatekeeperResult,
  VerifierInput,
} from "../../src/verification/verification-contract.js";
import { effectiveVerdict, Verifier } from "../../src/verification/verifier.js";
import { claimJson, logBinding, outputJson, runTurn } from "./support/evidence.js";
import {
  JUDGE_CASES,
  PASSING_GATEKEEPER_RESULT,
  verifierInputFor,
} from "./support/verifier-cases.js";

const DERIVABLE_CLAIM =
  "order-service HikariPool-1 has active=50 of total=50 connections with waiting=37.";

function judge(
  name: string,
  verdict: "PASS" | "LOW_CONFID" | "REJECT",
  calls: string[] = [],
): ClaimJudge {
  return {
    name,
    judge(claim) {
      calls.push(claim.claim_id);
      return {
        verdict,
        reasons:
          verdict === "PASS"
            ? []
            : [{ code: "fact_unsupported", verdict, message: `${name} doubts it` }],
        facts: [],
      };
    },
  };
}

describe("verifier", () => {
  describe("deterministic judge", () => {
    describe.each(JUDGE_CASES)("$condition", (testCase) => {
      const expectation =
        testCase.codes.length === 0
          ? "passes"
          : `is ${testCase.verdict} with ${testCase.codes.join(" and ")}`;
      it(expectation, () => {
        const result = Verifier.verify(verifierInputFor(testCase.claim, testCase.excerpts));
        const claim = result.claims[0];
        expect(claim?.verdict).toBe(testCase.verdict);
        const codes = claim?.reasons.map((reason) => reason.code) ?? [];
        for (const code of testCase.codes) {
          expect(codes).toContain(code);
        }
        if (testCase.verdict === "PASS") {
          expect(claim?.reasons).toEqual([]);
        }
        expect(result.verdict).toBe(testCase.verdict);
      });
    });

    it("explains each fact with the excerpt that supports it", () => {
      const result = Verifier.verify(verifierInputFor(DERIVABLE_CLAIM, ["log"]));
      expect(result.claims[0]?.facts).toContainEqual({
        kind: "key_value",
        fact: "waiting=37",
        outcome: "supported",
        evidence: "query_logs #102 $.logs[0]",
        detail: "stated as waiting=37",
      });
    });

    it("prefers a supporting excerpt to a conflicting one", () => {
      const input = verifierInputFor("order-service HikariPool-1 has waiting=37.", [
        "chinese_log",
        "log",
      ]);
      expect(Verifier.verify(input).verdict).toBe("PASS");
    });

    it.each([
      "根据手册，重启前应收集 thread dumps 和 slow query logs",
      "手册建议重启前收集 thread dumps",
      "The runbook recommends collecting thread dumps before restarting.",
    ])("lets a claim attributed to the runbook rest on it: %s", (claim) => {
      const result = Verifier.verify(verifierInputFor(claim, ["runbook"]));
      const codes = result.claims[0]?.reasons.map((reason) => reason.code) ?? [];
      expect(codes).not.toContain("knowledge_as_incident_fact");
    });

    it("keeps at most 100 units and names at most 20 per reason, keeping the lowest verdict", () => {
      const claim = Array.from({ length: 300 }, (_, index) => `key${index}=${index}`).join(" ");
      const result = Verifier.verify(verifierInputFor(claim, ["log"]));
      const verdict = result.claims[0];
      expect(verdict?.facts).toHaveLength(100);
      expect(verdict?.reasons.length).toBeLessThanOrEqual(101);
      expect(verdict?.reasons[0]?.message).toMatch(/and 280 more$/u);
      expect(result.verdict).toBe("LOW_CONFID");
    });

    it.each([
      ["a root cause", "root cause: HikariPool-1 "],
      ["an attributed quote", 'the log says: "Connection is not available" '],
      ["an order word", "timeout after waiting "],
      ["a failure", "读取失败 "],
    ])("judges a claim repeating %s 10,000 times in one clause", (_name, phrase) => {
      const result = Verifier.verify(verifierInputFor(phrase.repeat(10_000), ["log"]));
      expect(["PASS", "LOW_CONFID", "REJECT"]).toContain(result.verdict);
    });

    it("judges a claim of 130,000 Han characters without throwing", () => {
      const result = Verifier.verify(verifierInputFor("主库宕机".repeat(32_500), ["log"]));
      expect(result.verdict).toBe("LOW_CONFID");
    });

    it.each([
      "order-service has alert DBConnectionPoolExhausted firing (active=50/50, idle=0, waiting=37, duration=16m).",
      "order-service 的告警 DBConnectionPoolExhausted 处于 firing 状态 (active=50/50, idle=0, waiting=37, duration=16m)。",
    ])("passes the offline executor's alert claim: %s", (claim) => {
      expect(Verifier.verify(verifierInputFor(claim, ["pool_alert"])).verdict).toBe("PASS");
    });

    it("never reads tool_trace_summary as evidence", () => {
      const input: VerifierInput = {
        ...verifierInputFor("order-service HikariPool-1 has waiting=99.", ["log"]),
        tool_trace_summary: "query_logs: waiting=99",
      };
      expect(Verifier.verify(input).verdict).toBe("REJECT");
    });
  });

  describe("any JSON value", () => {
    it.each([
      {
        condition: "200,000 numbers as recommended_actions",
        actions: Array.from({ length: 200_000 }, (_, index) => index),
      },
      { condition: "a string as recommended_actions", actions: "collect thread dumps" },
    ])("never throws and never passes with $condition", async ({ actions }) => {
      const run = await runTurn({
        executorOutput: { ...outputJson([claimJson()]), recommended_actions: actions },
      });
      expect(run.report.effective_verdict).toBe("LOW_CONFID");
      expect(run.report.gatekeeper_result.errors.length).toBeLessThanOrEqual(101);
    });
  });

  describe("gatekeeper severity", () => {
    it.each([
      { severity: "reject", verdict: "REJECT", code: "gatekeeper_reject" },
      { severity: "low_confid", verdict: "LOW_CONFID", code: "gatekeeper_low_confid" },
    ] as const)(
      "caps every claim at $verdict when it is $severity",
      ({ severity, verdict, code }) => {
        const gatekeeperResult: GatekeeperResult = {
          ...PASSING_GATEKEEPER_RESULT,
          status: "fail",
          severity,
          failed_rules: [severity === "reject" ? "invocation_not_found" : "raw_path_missing"],
        };
        const result = Verifier.verify(
          verifierInputFor(DERIVABLE_CLAIM, ["log"], gatekeeperResult),
        );
        expect(result.verdict).toBe(verdict);
        expect(result.gatekeeper_cap).toBe(verdict);
        expect(result.claims[0]).toMatchObject({ verdict, judged_by: [] });
        expect(result.claims[0]?.reasons[0]?.code).toBe(code);
      },
    );
  });

  describe("effective verdict", () => {
    it("is LOW_CONFID with no_confirmed_claim when no claim is confirmed", async () => {
      const run = await runTurn({
        executorOutput: outputJson([claimJson({ status: "unconfirmed" })]),
      });
      expect(run.report.effective_verdict).toBe("LOW_CONFID");
      expect(run.report.verifier_result.reasons.map((reason) => reason.code)).toEqual([
        "no_confirmed_claim",
      ]);
      expect(run.report.verifier_result.claims[0]).toMatchObject({
        verdict: "PASS",
        counts_toward_verdict: false,
      });
      expect(run.report.verifier_result.claims[0]?.reasons.map((reason) => reason.code)).toEqual([
        "claim_unconfirmed",
      ]);
    });

    it("is LOW_CONFID for an output with no claims", async () => {
      const run = await runTurn({ executorOutput: outputJson([]) });
      expect(run.report.gatekeeper_result.severity).toBe("none");
      expect(run.report.effective_verdict).toBe("LOW_CONFID");
    });

    it("counts an unconfirmed claim's verdict out", async () => {
      const run = await runTurn({
        executorOutput: outputJson([
          claimJson(),
          claimJson({
            claim_id: "c2",
            status: "unconfirmed",
            text: "order-service HikariPool-1 has waiting=1.",
          }),
        ]),
      });
      expect(run.report.verifier_result.claims.map((claim) => claim.verdict)).toEqual([
        "PASS",
        "REJECT",
      ]);
      expect(run.report.effective_verdict).toBe("PASS");
    });

    it("is the lowest confirmed claim's verdict", async () => {
      const run = await runTurn({
        executorOutput: outputJson([
          claimJson(),
          claimJson({
            claim_id: "c2",
            text: "order-service HikariPool-1 is exhausted because of slow queries.",
          }),
        ]),
      });
      expect(run.report.effective_verdict).toBe("LOW_CONFID");
    });

    it("agrees with the verifier's own verdict", async () => {
      const run = await runTurn({
        executorOutput: outputJson([
          claimJson({ evidence_bindings: [logBinding({ raw_path: "$.logs[5]" })] }),
        ]),
      });
      const result = run.report.verifier_result;
      expect(effectiveVerdict(result.gatekeeper_cap, result.claims)).toBe(
        run.report.effective_verdict,
      );
      expect(run.report.effective_verdict).toBe("REJECT");
    });
  });

  describe("reviewers", () => {
    it("can lower a PASS", () => {
      const result = Verifier.verify(verifierInputFor(DERIVABLE_CLAIM, ["log"]), {
        reviewers: [judge("llm", "REJECT")],
      });
      expect(result.claims[0]).toMatchObject({
        verdict: "REJECT",
        judged_by: ["deterministic", "llm"],
      });
      expect(result.claims[0]?.reasons[0]).toMatchObject({
        code: "reviewer_reject",
        message: "llm: llm doubts it",
      });
    });

    it("lower a PASS to LOW_CONFID with reviewer_low_confid", () => {
      const result = Verifier.verify(verifierInputFor(DERIVABLE_CLAIM, ["log"]), {
        reviewers: [judge("llm", "LOW_CONFID")],
      });
      expect(result.claims[0]?.reasons.map((reason) => reason.code)).toEqual([
        "reviewer_low_confid",
      ]);
    });

    it("are not consulted when the deterministic judge did not pass, and cannot raise", () => {
      const calls: string[] = [];
      const result = Verifier.verify(
        verifierInputFor("order-service HikariPool-1 has waiting=3.", ["log"]),
        {
          reviewers: [judge("llm", "PASS", calls)],
        },
      );
      expect(calls).toEqual([]);
      expect(result.verdict).toBe("REJECT");
    });

    it("lower the claim to LOW_CONFID when one throws", () => {
      const throwing: ClaimJudge = {
        name: "flaky",
        judge() {
          throw new Error("timeout");
        },
      };
      const result = Verifier.verify(verifierInputFor(DERIVABLE_CLAIM, ["log"]), {
        reviewers: [throwing],
      });
      expect(result.claims[0]?.verdict).toBe("LOW_CONFID");
      expect(result.claims[0]?.reasons[0]?.message).toContain("flaky failed: timeout");
    });
  });
});
