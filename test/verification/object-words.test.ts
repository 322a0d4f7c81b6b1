/**
 * Words that are also the names of JavaScript object members (`constructor`, `toString`,
 * `__proto__`) are words like any other, in a record and in a claim.
 */
import { describe, expect, it } from "vitest";
import { claimJson, invocation, outputJson, runTurn } from "./support/evidence.js";

const RECORD =
  "2026-11-29T10:41:17Z ERROR order-service [main] c.e.PaymentClient - constructor failed: hasOwnProperty toString valueOf __proto__ prototype not available";

describe("words named like object members", () => {
  it.each([
    ["order-service PaymentClient constructor failed.", "PASS"],
    ["order-service toString valueOf __proto__ prototype not available.", "PASS"],
    ["order-service constructor succeeded.", "REJECT"],
  ])("judges %s as %s", async (text, verdict) => {
    const run = await runTurn({
      invocations: [invocation(102, "query_logs", [["$.logs[0]", RECORD]])],
      executorOutput: outputJson([
        claimJson({
          text,
          evidence_bindings: [
            {
              tool_name: "query_logs",
              source_invocation_id: 102,
              raw_path: "$.logs[0]",
              evidence_excerpt: RECORD.slice(RECORD.indexOf("constructor")),
            },
          ],
        }),
      ]),
    });
    expect(run.report.effective_verdict).toBe(verdict);
  });
});
