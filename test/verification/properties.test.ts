import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import { TOOL_NAMES } from "../../src/tools/tool-contract.js";
import { parseReplayCase } from "../../src/verification/replay.js";
import { GatekeeperResultSchema } from "../../src/verification/verification-contract.js";
import {
  CHINESE_LOG_TEXT,
  LATENCY_TEXT,
  loadReplayFixtures,
  runTurn,
  SESSION_ID,
  STANDARD_INVOCATIONS,
} from "./support/evidence.js";

interface AuthenticBinding {
  readonly name: string;
  readonly sessionId: string;
  readonly invocations: readonly ToolInvocation[];
  readonly claimText: string;
  readonly binding: {
    readonly tool_name: string;
    readonly source_invocation_id: number;
    readonly raw_path: string;
    readonly evidence_excerpt: string;
  };
}

function fixtureBinding(): AuthenticBinding {
  const source =
    loadReplayFixtures().find((fixture) => fixture.name.startsWith("01-"))?.source ?? "";
  const parsed = parseReplayCase(source);
  if (!parsed.ok) {
    throw new Error(parsed.error.message);
  }
  return {
    name: "recorded HikariCP log (example 01)",
    sessionId: parsed.value.sessionId,
    invocations: parsed.value.invocations,
    claimText:
      "checkout-service HikariPool-2 has active=20 of total=20 connections with waiting=9.",
    binding: {
      tool_name: "query_logs",
      source_invocation_id: 9002,
      raw_path: "$.logs[0]",
      evidence_excerpt:
        "HikariPool-2 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=9)",
    },
  };
}

const AUTHENTIC_BINDINGS: readonly AuthenticBinding[] = [
  fixtureBinding(),
  {
    name: "latency alert",
    sessionId: SESSION_ID,
    invocations: STANDARD_INVOCATIONS,
    claimText: "checkout-service p99 latency is 2.4s.",
    binding: {
      tool_name: "query_metrics",
      source_invocation_id: 101,
      raw_path: "$.alerts[1]",
      evidence_excerpt: LATENCY_TEXT,
    },
  },
  {
    name: "mixed Chinese log",
    sessionId: SESSION_ID,
    invocations: STANDARD_INVOCATIONS,
    claimText: "order-service 连接池耗尽，active=50/50，waiting=37",
    binding: {
      tool_name: "query_logs",
      source_invocation_id: 102,
      raw_path: "$.logs[1]",
      evidence_excerpt: CHINESE_LOG_TEXT.slice(CHINESE_LOG_TEXT.indexOf("HikariPool-1")),
    },
  },
];

type Mutation =
  | { readonly kind: "id"; readonly id: number }
  | { readonly kind: "turn_session"; readonly sessionId: string }
  | { readonly kind: "row_session"; readonly sessionId: string }
  | { readonly kind: "tool"; readonly toolName: string }
  | { readonly kind: "path"; readonly rawPath: string }
  | { readonly kind: "number"; readonly which: number; readonly value: number };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc
    .oneof(
      fc.integer({ min: 1, max: 2_000_000_000 }),
      fc.constantFrom(101, 102, 103, 201, 9001, 9002, 9003, 9100),
    )
    .map((id): Mutation => ({ kind: "id", id })),
  fc.string().map((sessionId): Mutation => ({ kind: "turn_session", sessionId })),
  fc.string().map((sessionId): Mutation => ({ kind: "row_session", sessionId })),
  fc
    .oneof(fc.constantFrom(...TOOL_NAMES), fc.string())
    .map((toolName): Mutation => ({ kind: "tool", toolName })),
  fc
    .oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom("alerts", "logs", "evidence_blocks", "records"), fc.nat({ max: 12 }))
        .map(([collection, index]) => `$.${collection}[${index}]`),
      fc.constantFrom(
        "$.logs[0].message",
        " $.logs[0]",
        "$.logs[00]",
        "$.logs[-1]",
        "$..logs[0]",
        "$.logs[*]",
      ),
    )
    .map((rawPath): Mutation => ({ kind: "path", rawPath })),
  fc
    .tuple(fc.nat(), fc.nat({ max: 100_000 }))
    .map(([which, value]): Mutation => ({ kind: "number", which, value })),
);

/** Applies the mutation; null when it would leave the binding unchanged. */
function mutate(base: AuthenticBinding, mutation: Mutation): AuthenticBinding | null {
  const binding = base.binding;
  switch (mutation.kind) {
    case "id":
      return mutation.id === binding.source_invocation_id
        ? null
        : { ...base, binding: { ...binding, source_invocation_id: mutation.id } };
    case "turn_session":
      return mutation.sessionId === base.sessionId || mutation.sessionId === ""
        ? null
        : { ...base, sessionId: mutation.sessionId };
    case "row_session":
      return mutation.sessionId === base.sessionId
        ? null
        : {
            ...base,
            invocations: base.invocations.map((row) =>
              row.id === binding.source_invocation_id
                ? { ...row, session_id: mutation.sessionId }
                : row,
            ),
          };
    case "tool":
      return mutation.toolName === binding.tool_name
        ? null
        : { ...base, binding: { ...binding, tool_name: mutation.toolName } };
    case "path":
      return mutation.rawPath === binding.raw_path
        ? null
        : { ...base, binding: { ...binding, raw_path: mutation.rawPath } };
    case "number": {
      const numbers = [...binding.evidence_excerpt.matchAll(/\d+/gu)];
      const chosen = numbers[mutation.which % numbers.length];
      const replacement = String(mutation.value);
      if (chosen === undefined || chosen[0] === replacement) {
        return null;
      }
      const excerpt =
        binding.evidence_excerpt.slice(0, chosen.index) +
        replacement +
        binding.evidence_excerpt.slice(chosen.index + chosen[0].length);
      return { ...base, binding: { ...binding, evidence_excerpt: excerpt } };
    }
  }
}

function executorOutputOf(base: AuthenticBinding): unknown {
  return {
    claims: [
      {
        claim_id: "c1",
        text: base.claimText,
        kind: "observation",
        status: "confirmed",
        evidence_bindings: [base.binding],
      },
    ],
  };
}

const claimArbitrary = fc.record(
  {
    claim_id: fc.oneof(fc.string(), fc.jsonValue()),
    text: fc.oneof(fc.string(), fc.jsonValue()),
    kind: fc.oneof(fc.constantFrom("observation", "negative_observation"), fc.jsonValue()),
    status: fc.oneof(fc.constantFrom("confirmed", "unconfirmed"), fc.jsonValue()),
    evidence_bindings: fc.oneof(
      fc.array(
        fc.record(
          {
            tool_name: fc.oneof(fc.constantFrom(...TOOL_NAMES), fc.jsonValue()),
            source_invocation_id: fc.oneof(
              fc.constantFrom(101, 102, 103, 201, "102"),
              fc.jsonValue(),
            ),
            source_invocation_ids: fc.oneof(
              fc.array(fc.constantFrom(101, 102, 103, 201)),
              fc.jsonValue(),
            ),
            raw_path: fc.oneof(
              fc.constantFrom("$.alerts[0]", "$.alerts[1]", "$.logs[0]", "$.logs[1]"),
              fc.jsonValue(),
            ),
            evidence_excerpt: fc.oneof(
              fc.string(),
              fc.constantFrom("error", "firing", "异常"),
              fc.jsonValue(),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

const randomOutputArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.record({ claims: fc.oneof(fc.array(claimArbitrary), fc.jsonValue()) }, { requiredKeys: [] }),
  fc.dictionary(
    fc.constantFrom("__proto__", "claims", "constructor", "toString", "evidence_bindings"),
    fc.jsonValue(),
  ),
);

describe("properties", () => {
  describe.each(AUTHENTIC_BINDINGS)("authentic binding: $name", (base) => {
    it("passes with severity none as recorded", async () => {
      const run = await runTurn({
        executorOutput: executorOutputOf(base),
        invocations: base.invocations,
        sessionId: base.sessionId,
      });
      expect(run.report.gatekeeper_result.severity).toBe("none");
      expect(run.report.effective_verdict).toBe("PASS");
    });

    it("never keeps severity none when one of id, session, tool, path or a number is mutated", async () => {
      await fc.assert(
        fc.asyncProperty(mutationArbitrary, async (mutation) => {
          const mutated = mutate(base, mutation);
          fc.pre(mutated !== null);
          if (mutated === null) {
            return;
          }
          const run = await runTurn({
            executorOutput: executorOutputOf(mutated),
            invocations: mutated.invocations,
            sessionId: mutated.sessionId,
          });
          expect(run.report.gatekeeper_result.severity).not.toBe("none");
          expect(run.report.effective_verdict).not.toBe("PASS");
        }),
        { numRuns: 300 },
      );
    });
  });

  describe("random JSON as executor output", () => {
    it("never throws and never yields PASS", async () => {
      await fc.assert(
        fc.asyncProperty(randomOutputArbitrary, async (executorOutput) => {
          const run = await runTurn({ executorOutput });
          expect(run.report.effective_verdict).not.toBe("PASS");
          expect(GatekeeperResultSchema.safeParse(run.report.gatekeeper_result).success).toBe(true);
        }),
        { numRuns: 500 },
      );
    });

    it.each([
      {
        condition: "a __proto__ key",
        value: JSON.parse(
          '{"__proto__": {"claims": []}, "claims": [{"__proto__": {"status": "confirmed"}}]}',
        ),
      },
      {
        condition: "a huge excerpt",
        value: {
          claims: [
            {
              claim_id: "c1",
              text: "x",
              kind: "observation",
              status: "confirmed",
              evidence_bindings: [
                {
                  tool_name: "query_logs",
                  source_invocation_id: 102,
                  raw_path: "$.logs[0]",
                  evidence_excerpt: "waiting=37 ".repeat(200_000),
                },
              ],
            },
          ],
        },
      },
      {
        condition: "a huge claim text",
        value: {
          claims: [
            {
              claim_id: "c1",
              text: "连接池耗尽 waiting=37 because ".repeat(100_000),
              kind: "observation",
              status: "confirmed",
              evidence_bindings: [],
            },
          ],
        },
      },
      {
        condition: "deeply nested arrays",
        value: { claims: JSON.parse(`${"[".repeat(2_000)}${"]".repeat(2_000)}`) },
      },
    ])("handles $condition without throwing", async ({ value }) => {
      const run = await runTurn({ executorOutput: value });
      expect(run.report.effective_verdict).not.toBe("PASS");
    });
  });
});
