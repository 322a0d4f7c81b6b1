import { describe, expect, it } from "vitest";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import type { InvocationLookup } from "../../src/store/store.js";
import { createInMemoryInvocationLookup } from "../../src/verification/replay.js";
import { VerifierInputHook } from "../../src/verification/verifier-input-hook.js";
import { verifyTurn } from "../../src/verification/verify-turn.js";
import {
  claimJson,
  invocation,
  LATENCY_TEXT,
  logBinding,
  METRICS_TEXT,
  OTHER_SESSION_ID,
  outputJson,
  POOL_LOG_TEXT,
  SESSION_ID,
  STANDARD_INVOCATIONS,
} from "./support/evidence.js";

/** An in-memory lookup that records every call. */
function spyLookup(invocations: readonly ToolInvocation[]): {
  lookup: InvocationLookup;
  calls: string[];
} {
  const inner = createInMemoryInvocationLookup(invocations);
  const calls: string[] = [];
  return {
    calls,
    lookup: {
      getInvocations(ids) {
        calls.push(`getInvocations(${ids.join(",")})`);
        return inner.getInvocations(ids);
      },
      listInvocations(sessionId, filter) {
        calls.push(`listInvocations(${sessionId},${filter?.toolName ?? ""})`);
        return inner.listInvocations(sessionId, filter);
      },
    },
  };
}

async function prepare(
  executorOutput: unknown,
  invocations: readonly ToolInvocation[] = STANDARD_INVOCATIONS,
) {
  const spy = spyLookup(invocations);
  const prepared = await new VerifierInputHook(spy.lookup).prepare({
    sessionId: SESSION_ID,
    executorOutput,
  });
  if (!prepared.ok) {
    throw new Error(prepared.error.message);
  }
  return {
    ...prepared.value,
    calls: spy.calls,
    gatekeeper: prepared.value.verifierInput.gatekeeper_result,
  };
}

const unboundLogBinding = logBinding({ source_invocation_id: undefined });

describe("verifier input hook", () => {
  describe("loading", () => {
    it("looks up every cited id at once, whatever session it belongs to", async () => {
      const result = await prepare(
        outputJson([
          claimJson({
            evidence_bindings: [
              logBinding(),
              logBinding({ source_invocation_id: 201 }),
              logBinding({ source_invocation_id: undefined, source_invocation_ids: [101, 424242] }),
            ],
          }),
        ]),
      );
      expect(result.calls).toEqual(["getInvocations(102,201,101,424242)"]);
      expect(result.gatekeeper.failed_rules).toEqual(
        expect.arrayContaining(["invocation_other_session", "invocation_not_found"]),
      );
    });

    it("returns invocation_lookup_failed when the store fails, never a verdict", async () => {
      const failing: InvocationLookup = {
        getInvocations: () => Promise.reject(new Error("connection refused")),
        listInvocations: () => Promise.resolve([]),
      };
      const prepared = await new VerifierInputHook(failing).prepare({
        sessionId: SESSION_ID,
        executorOutput: outputJson([claimJson()]),
      });
      expect(prepared).toEqual({
        ok: false,
        error: {
          code: "invocation_lookup_failed",
          message: expect.stringContaining("connection refused"),
        },
      });
    });

    it("lets verifyTurn pass a store failure through as the same error value", async () => {
      const failing: InvocationLookup = {
        getInvocations: () => Promise.reject(new Error("timeout")),
        listInvocations: () => Promise.resolve([]),
      };
      const verified = await verifyTurn(failing, {
        sessionId: SESSION_ID,
        executorOutput: outputJson([claimJson()]),
      });
      expect(!verified.ok && verified.error.code).toBe("invocation_lookup_failed");
    });

    it("hands the Verifier the system-side text, never the model's excerpt", async () => {
      const result = await prepare(outputJson([claimJson()]));
      expect(result.verifierInput.claims[0]?.verified_excerpts).toEqual([
        {
          binding_index: 0,
          tool_name: "query_logs",
          source_invocation_id: 102,
          raw_path: "$.logs[0]",
          text: POOL_LOG_TEXT,
        },
      ]);
    });

    it("hands no verified excerpt for a binding that is not authentic", async () => {
      const result = await prepare(
        outputJson([claimJson({ evidence_bindings: [logBinding({ raw_path: undefined })] })]),
      );
      expect(result.verifierInput.claims[0]?.verified_excerpts).toEqual([]);
    });

    it("keeps tool_trace_summary as context only", async () => {
      const result = await prepare({
        ...outputJson([claimJson()]),
        tool_trace_summary: "query_logs -> 2 records",
      });
      expect(result.verifierInput.tool_trace_summary).toBe("query_logs -> 2 records");
    });
  });

  describe("auto-backfill", () => {
    it("fills a missing id when the session has exactly one invocation of that tool, with a warning", async () => {
      const result = await prepare(
        outputJson([claimJson({ evidence_bindings: [unboundLogBinding] })]),
      );
      expect(result.calls).toContain(`listInvocations(${SESSION_ID},query_logs)`);
      const checked = result.gatekeeper.checked_bindings[0];
      expect(checked).toMatchObject({
        source_invocation_id: 102,
        auto_filled: true,
        severity: "none",
      });
      expect(checked?.rule_codes).toContain("source_invocation_id_auto_filled");
      expect(result.gatekeeper.warnings.join("\n")).toMatch(
        /claims\[0\]\.evidence_bindings\[0\]\.source_invocation_id: auto-filled with 102.*\(source_invocation_id_auto_filled\)/u,
      );
      expect(result.gatekeeper.severity).toBe("none");
    });

    it("checks an auto-filled binding like any other", async () => {
      const result = await prepare(
        outputJson([
          claimJson({
            evidence_bindings: [
              logBinding({ source_invocation_id: undefined, raw_path: "$.logs[9]" }),
            ],
          }),
        ]),
      );
      expect(result.gatekeeper.severity).toBe("reject");
      expect(result.gatekeeper.failed_rules).toEqual(["raw_path_not_found"]);
    });

    it("never fills raw_path: an auto-filled binding without it stays low_confid", async () => {
      const result = await prepare(
        outputJson([
          claimJson({
            evidence_bindings: [
              logBinding({ source_invocation_id: undefined, raw_path: undefined }),
            ],
          }),
        ]),
      );
      expect(result.gatekeeper.checked_bindings[0]).toMatchObject({
        auto_filled: true,
        raw_path: null,
      });
      expect(result.gatekeeper.severity).toBe("low_confid");
      expect(result.gatekeeper.failed_rules).toEqual(["raw_path_missing"]);
      expect(result.gatekeeper.warnings.join("\n")).toContain("raw_path is never auto-filled");
    });

    it.each([
      {
        condition: "two invocations of that tool in the session",
        invocations: [
          ...STANDARD_INVOCATIONS,
          invocation(106, "query_logs", [["$.logs[0]", POOL_LOG_TEXT]]),
        ],
      },
      {
        condition: "no invocation of that tool in the session, one in another session",
        invocations: [
          invocation(101, "query_metrics", [["$.alerts[0]", METRICS_TEXT]]),
          invocation(201, "query_logs", [["$.logs[0]", POOL_LOG_TEXT]], OTHER_SESSION_ID),
        ],
      },
      {
        condition: "only invocations of other tools in the session",
        invocations: [invocation(101, "query_metrics", [["$.alerts[1]", LATENCY_TEXT]])],
      },
    ])("does not fill with $condition", async ({ invocations }) => {
      const result = await prepare(
        outputJson([claimJson({ evidence_bindings: [unboundLogBinding] })]),
        invocations,
      );
      expect(result.gatekeeper.checked_bindings[0]).toMatchObject({
        auto_filled: false,
        source_invocation_id: null,
      });
      expect(result.gatekeeper.failed_rules).toEqual(["source_invocation_id_missing"]);
      expect(result.gatekeeper.warnings).toEqual([]);
    });

    it.each([
      {
        condition: "a legacy binding with no ids",
        binding: logBinding({ source_invocation_id: undefined, source_invocation_ids: [] }),
      },
      { condition: "an invalid id", binding: logBinding({ source_invocation_id: "not-an-id" }) },
      {
        condition: "an unknown tool name",
        binding: logBinding({ source_invocation_id: undefined, tool_name: "query_traces" }),
      },
      {
        condition: "no tool name",
        binding: logBinding({ source_invocation_id: undefined, tool_name: undefined }),
      },
    ])("never fills $condition", async ({ binding }) => {
      const result = await prepare(outputJson([claimJson({ evidence_bindings: [binding] })]));
      expect(result.gatekeeper.checked_bindings[0]?.auto_filled).toBe(false);
      expect(result.calls.some((call) => call.startsWith("listInvocations"))).toBe(false);
      expect(result.gatekeeper.severity).not.toBe("none");
    });

    it("asks the store once per tool, and fills each binding with the one id", async () => {
      const result = await prepare(
        outputJson([
          claimJson({ evidence_bindings: [unboundLogBinding] }),
          claimJson({ claim_id: "c2", evidence_bindings: [unboundLogBinding] }),
        ]),
      );
      expect(result.calls.filter((call) => call.startsWith("listInvocations"))).toHaveLength(1);
      expect(
        result.gatekeeper.checked_bindings.map((binding) => binding.source_invocation_id),
      ).toEqual([102, 102]);
    });

    it("ignores candidates of other sessions even if the store returns them", async () => {
      const leaky: InvocationLookup = {
        getInvocations: () => Promise.resolve([]),
        listInvocations: () =>
          Promise.resolve([
            invocation(201, "query_logs", [["$.logs[0]", POOL_LOG_TEXT]], OTHER_SESSION_ID),
          ]),
      };
      const prepared = await new VerifierInputHook(leaky).prepare({
        sessionId: SESSION_ID,
        executorOutput: outputJson([claimJson({ evidence_bindings: [unboundLogBinding] })]),
      });
      expect(prepared.ok && prepared.value.verifierInput.gatekeeper_result.failed_rules).toEqual([
        "source_invocation_id_missing",
      ]);
    });
  });
});
