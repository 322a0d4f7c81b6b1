/**
 * Faults of the tool backends, through the real pipeline over HTTP (offline executor, SQLite):
 * a backend that throws, one that hangs past the recorder's timeout, one that answers garbage.
 * Each turn is answered in bounded time with LOW_CONFID, the failed call is recorded as a
 * failure and cited nowhere, the session stays whole, the same Vouch answers PASS again once
 * the backend recovers, and after a restart on the same database every turn is still there.
 */
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatTurnResult } from "../../src/chat/chat-contract.js";
import type { Executor } from "../../src/executor/executor-contract.js";
import type { ToolInvocationRecorder } from "../../src/recorder/tool-invocation-recorder.js";
import { TOOL_NAMES, type ToolName } from "../../src/tools/tool-contract.js";
import { temporaryDirectory } from "../support/temporary-directory.js";
import { answeredTurnProblems, sessionProblems } from "./support/audit.js";
import { type FaultSwitch, type ToolFault, withFaults } from "./support/faulty-tools.js";
import { RunningVouches } from "./support/in-process-vouch.js";
import type { ChatReply, SessionAudit, VouchClient } from "./support/vouch-client.js";

const TOOL_TIMEOUT_MS = 150;
/** A faulty turn makes at most three tool calls; each waits at most the timeout. */
const TURN_DEADLINE_MS = 5_000;
const QUESTION = "order-service 是否出现数据库连接池耗尽?";

interface FailingCase {
  readonly condition: string;
  readonly fault: ToolFault;
  /** The `error` code of the recorded invocation. */
  readonly errorCode: "tool_failed" | "tool_timeout";
}

const FAILING_CASES: readonly FailingCase[] = [
  { condition: "a backend that rejects", fault: { kind: "rejects" }, errorCode: "tool_failed" },
  {
    condition: "a backend that throws before returning a promise",
    fault: { kind: "throws_synchronously" },
    errorCode: "tool_failed",
  },
  {
    condition: "a backend that hangs past the timeout and ignores the abort",
    fault: { kind: "hangs" },
    errorCode: "tool_timeout",
  },
  {
    condition: "a backend that hangs until the timeout aborts it",
    fault: { kind: "hangs_until_aborted" },
    errorCode: "tool_timeout",
  },
  {
    condition: "a renderer that throws on every record",
    fault: { kind: "render_throws" },
    errorCode: "tool_failed",
  },
  {
    condition: "records that are numbers, strings and booleans",
    fault: { kind: "returns", value: [42, "HikariPool-1 active=50/50", true] },
    errorCode: "tool_failed",
  },
  {
    condition: "a null among the records",
    fault: { kind: "returns", value: [logRecord(1), null] },
    errorCode: "tool_failed",
  },
  {
    condition: "an array among the records",
    fault: { kind: "returns", value: [logRecord(1), ["HikariPool-1", "active=50/50"]] },
    errorCode: "tool_failed",
  },
  {
    condition: "a string instead of a list of records",
    fault: { kind: "returns", value: "HikariPool-1 - Connection is not available" },
    errorCode: "tool_failed",
  },
];

const TARGETS: ReadonlyArray<readonly [string, readonly ToolName[]]> = [
  ["every tool", TOOL_NAMES],
  ["query_logs alone", ["query_logs"]],
];

function answeredTurn(reply: ChatReply): ChatTurnResult {
  if (!reply.ok) throw new Error(`${reply.status} ${reply.error.code}: ${reply.error.message}`);
  return reply.turn;
}

/** A log record of the scenario's shape, with a message of the given length. */
function logRecord(index: number, messageLength = 0): Record<string, string> {
  const message = `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=${index})`;
  return {
    timestamp: "2026-11-28T22:41:17Z",
    level: "ERROR",
    service: "order-service",
    thread: `http-nio-8080-exec-${index}`,
    logger: "com.zaxxer.hikari.pool.HikariPool",
    message: messageLength > message.length ? message + " x".repeat(messageLength / 2) : message,
  };
}

/** The text a renderer makes of a value that is not a record: every field missing. */
const RENDERED_FROM_NOTHING = "undefined undefined undefined [undefined] undefined - undefined";

/**
 * A gullible model: calls query_logs once and claims, verbatim, the first evidence text it
 * was shown, citing it precisely. Only the recorder stands between garbage and a PASS.
 */
function citingExecutor(recorder: ToolInvocationRecorder): Executor {
  return {
    kind: "llm",
    async run(input) {
      const outcome = await recorder.invoke(input.sessionId, "query_logs", { query: "HikariPool" });
      const invocation = outcome.ok ? outcome.invocation : undefined;
      const reference = invocation?.retrieval_details.evidence_refs?.[0];
      const text = reference?.text ?? RENDERED_FROM_NOTHING;
      const output = {
        claims: [
          {
            claim_id: "c1",
            kind: "observation",
            status: "confirmed",
            text,
            evidence_bindings: [
              {
                tool_name: "query_logs",
                source_invocation_id: invocation?.id ?? null,
                raw_path: reference?.raw_path ?? "$.logs[0]",
                evidence_excerpt: text,
              },
            ],
          },
        ],
      };
      return {
        executor: "llm",
        model: "citing",
        output,
        prompt_version: null,
        raw_model_output: JSON.stringify(output),
        invocations: invocation === undefined ? [] : [invocation],
        failure: null,
      };
    },
  };
}

describe("tool faults", () => {
  const vouches = new RunningVouches();
  const directories: ReturnType<typeof temporaryDirectory>[] = [];

  afterEach(async () => {
    await vouches.closeAll();
    for (const directory of directories.splice(0)) directory.remove();
  });

  function databaseEnvironment(): Record<string, string> {
    const directory = temporaryDirectory("vouch-tool-faults-");
    directories.push(directory);
    return { VOUCH_DB: join(directory.path, "vouch.db") };
  }

  async function auditProblems(client: VouchClient, turns: readonly ChatTurnResult[]) {
    const sessionId = turns[0]?.session_id ?? "";
    const audit = await client.audit(sessionId);
    return {
      audit,
      problems: [
        ...sessionProblems(audit.session, audit.invocations),
        ...turns.flatMap((turn) => answeredTurnProblems(turn, audit.session, audit.invocations)),
      ],
    };
  }

  /** Opens a fresh Vouch on the same database and reads the session there. */
  async function afterRestart(
    environment: Record<string, string>,
    sessionId: string,
  ): Promise<SessionAudit> {
    await vouches.closeAll();
    const restarted = await vouches.start(environment);
    return restarted.client.audit(sessionId);
  }

  describe.each(FAILING_CASES)("$condition", ({ fault, errorCode }) => {
    it.each(TARGETS)(
      "in %s: answers LOW_CONFID in bounded time, records the failure, cites none of it, recovers, and keeps both turns over a restart",
      async (_target, targets) => {
        const environment = {
          ...databaseEnvironment(),
          VOUCH_TOOL_TIMEOUT_MS: String(TOOL_TIMEOUT_MS),
        };
        const faults: FaultSwitch = { fault, targets };
        const { client } = await vouches.start(environment, { tools: withFaults(faults) });

        const started = performance.now();
        const faulty = answeredTurn(await client.ask(QUESTION));
        expect(performance.now() - started).toBeLessThan(TURN_DEADLINE_MS);
        expect(faulty.effective_verdict).toBe("LOW_CONFID");
        expect(faulty.claims.filter((claim) => claim.verdict === "PASS")).toEqual([]);
        const failedCalls = faulty.invocations.filter((invocation) =>
          targets.includes(invocation.tool_name as ToolName),
        );
        expect(failedCalls.length).toBeGreaterThan(0);
        expect(
          failedCalls.map(({ status, evidence_status }) => ({ status, evidence_status })),
        ).toEqual(failedCalls.map(() => ({ status: "error", evidence_status: "error" })));

        faults.fault = null;
        const recovered = answeredTurn(await client.ask(QUESTION, faulty.session_id));
        expect(recovered.turn).toBe(2);
        expect(recovered.effective_verdict).toBe("PASS");

        const { audit, problems } = await auditProblems(client, [faulty, recovered]);
        expect(problems).toEqual([]);
        for (const call of failedCalls) {
          const recorded = audit.invocations.find((invocation) => invocation.id === call.id);
          expect(recorded?.error).toMatch(new RegExp(`^${errorCode}: `));
          expect(recorded?.retrieval_details.evidence_refs).toEqual([]);
        }
        expect(await afterRestart(environment, faulty.session_id)).toEqual(audit);
      },
    );
  });

  describe("a model that claims whatever evidence text it was shown", () => {
    it.each([
      ["a working backend", "PASS", null],
      ["a backend answering numbers and strings", "no PASS", [7, "HikariPool-1"]],
      ["a backend answering a string", "no PASS", "HikariPool-1 exhausted"],
    ] as const)("over %s gets %s", async (_condition, expected, garbage) => {
      const faults: FaultSwitch = {
        fault: garbage === null ? null : { kind: "returns", value: garbage },
        targets: ["query_logs"],
      };
      const { client } = await vouches.start(databaseEnvironment(), {
        tools: withFaults(faults),
        executor: citingExecutor,
      });

      const turn = answeredTurn(await client.ask(QUESTION));
      if (expected === "PASS") {
        expect(turn.effective_verdict).toBe("PASS");
      } else {
        expect(turn.effective_verdict).not.toBe("PASS");
        expect(turn.answer).not.toContain(RENDERED_FROM_NOTHING);
      }
      const { problems } = await auditProblems(client, [turn]);
      expect(problems).toEqual([]);
    });
  });

  describe("a record that cannot be stored as JSON (a cycle)", () => {
    it("is a failed call, recorded without evidence, and the turn is LOW_CONFID", async () => {
      const environment = databaseEnvironment();
      const cyclic: Record<string, unknown> = { ...logRecord(1) };
      cyclic.self = cyclic;
      const faults: FaultSwitch = {
        fault: { kind: "returns", value: [cyclic] },
        targets: ["query_logs"],
      };
      const { client } = await vouches.start(environment, { tools: withFaults(faults) });

      const turn = answeredTurn(await client.ask(QUESTION));
      expect(turn.effective_verdict).toBe("LOW_CONFID");
      const logs = turn.invocations.find((invocation) => invocation.tool_name === "query_logs");
      expect(logs).toMatchObject({ status: "error", evidence_status: "error" });
      const { audit, problems } = await auditProblems(client, [turn]);
      expect(problems).toEqual([]);
      const recorded = audit.invocations.find(
        (invocation) => invocation.tool_name === "query_logs",
      );
      expect(recorded?.error).toMatch(
        /^tool_failed: query_logs failed: record 0 is not a query_logs record: self: /,
      );
      expect(recorded?.retrieval_details.evidence_refs).toEqual([]);
      expect(await afterRestart(environment, turn.session_id)).toEqual(audit);
    });
  });

  describe.each([
    {
      condition: "100,000 records",
      records: Array.from({ length: 100_000 }, (_unused, index) => logRecord(index)),
    },
    {
      condition: "three records of 1 MB each",
      records: [0, 1, 2].map((index) => logRecord(index, 1_000_000)),
    },
  ])("a backend answering $condition", ({ records }) => {
    it("is bounded by the recorder (records kept, evidence text length) and cites only what was recorded", async () => {
      const environment = { ...databaseEnvironment(), VOUCH_MAX_RECORDS: "50" };
      const faults: FaultSwitch = {
        fault: { kind: "returns", value: records },
        targets: ["query_logs"],
      };
      const { client } = await vouches.start(environment, { tools: withFaults(faults) });

      const started = performance.now();
      const turn = answeredTurn(await client.ask(QUESTION));
      expect(performance.now() - started).toBeLessThan(TURN_DEADLINE_MS * 2);
      const { audit, problems } = await auditProblems(client, [turn]);
      expect(problems).toEqual([]);
      const logs = audit.invocations.find((invocation) => invocation.tool_name === "query_logs");
      expect(logs?.status).toBe("ok");
      const references = logs?.retrieval_details.evidence_refs ?? [];
      expect(references).toHaveLength(Math.min(records.length, 50));
      expect(logs?.retrieval_details.truncated).toBe(records.length > 50);
      expect(logs?.retrieval_details.matched_count).toBe(records.length);
      for (const reference of references) expect(reference.text.length).toBeLessThanOrEqual(2000);
    });
  });
});
