/**
 * `vouch check` (runCheckCommand, reading real files) on random files: any bytes, any JSON,
 * replay cases of real recorded rows mixed with tampered rows and generated executor outputs,
 * and hand-picked hostile files (a BOM, `__proto__` keys, deep nesting, lone surrogates, huge
 * strings). It always exits 0 with a report or 2 with one line naming the problem, a PASS
 * stands on rows an independent oracle finds authentic, and a replay of a session's recorded
 * rows is judged exactly as the live store judges the same output.
 */
import { writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CheckCommandIo, runCheckCommand } from "../../src/cli/check-command.js";
import type { ToolInvocation } from "../../src/recorder/tool-invocation.js";
import {
  type VerificationReport,
  VerificationReportSchema,
} from "../../src/verification/verification-contract.js";
import { verifyTurn } from "../../src/verification/verify-turn.js";
import { STORE_ENGINES, type StoreFixture } from "../support/store-engines.js";
import { temporaryDirectory } from "../support/temporary-directory.js";
import { type CitedRow, executorOutputs, passProblems } from "./support/executor-outputs.js";
import {
  OTHER_SESSION_ID,
  type RecordedEvidence,
  recordEvidence,
} from "./support/recorded-evidence.js";

const SQLITE = STORE_ENGINES.find((engine) => engine.name === "sqlite");

interface CheckRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The oracle's view of a replay file's rows: the first row with the id, read leniently. */
function rowsOfCase(replayCase: unknown): (id: number) => CitedRow | undefined {
  const rows =
    isRecord(replayCase) && Array.isArray(replayCase.invocations) ? replayCase.invocations : [];
  return (id) => {
    const row = rows.find((candidate) => isRecord(candidate) && candidate.id === id);
    if (!isRecord(row)) return undefined;
    const details = row.retrieval_details;
    const references =
      isRecord(details) && Array.isArray(details.evidence_refs) ? details.evidence_refs : [];
    return {
      session_id: row.session_id,
      tool_name: row.tool_name,
      references: references
        .filter(isRecord)
        .map((reference) => ({ raw_path: reference.raw_path, text: reference.text })),
    };
  };
}

/** A recorded row with one part replaced, as a hand-edited or corrupted replay file has it. */
function tamperedRow(rows: readonly ToolInvocation[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fc.constantFrom(...rows),
      fc.constantFrom("id", "session_id", "tool_name", "status", "evidence_refs", "text"),
      fc.jsonValue(),
    )
    .map(([row, part, value]) => {
      const copy: Record<string, unknown> = structuredClone({ ...row });
      const details: Record<string, unknown> = { ...row.retrieval_details };
      copy.retrieval_details = details;
      if (part === "evidence_refs") {
        details.evidence_refs = value;
      } else if (part === "text") {
        details.evidence_refs = (row.retrieval_details.evidence_refs ?? []).map(
          (reference, index) =>
            index === 0
              ? { ...reference, text: `${reference.text} ${JSON.stringify(value)}` }
              : reference,
        );
      } else {
        copy[part] = value;
      }
      return copy;
    });
}

function replayCases(evidence: RecordedEvidence): fc.Arbitrary<unknown> {
  const rows = [...evidence.invocations, ...evidence.otherInvocations];
  const replayCase = fc.record({
    session_id: fc.oneof(
      { weight: 6, arbitrary: fc.constant(evidence.sessionId) },
      { weight: 1, arbitrary: fc.constantFrom(OTHER_SESSION_ID, "", " ") },
      { weight: 1, arbitrary: fc.jsonValue() },
    ),
    question: fc.option(fc.string({ unit: "binary", maxLength: 40 }), { nil: undefined }),
    invocations: fc.oneof(
      { weight: 6, arbitrary: fc.shuffledSubarray(rows, { minLength: rows.length }) },
      { weight: 3, arbitrary: fc.shuffledSubarray(rows) },
      {
        weight: 3,
        arbitrary: fc.array(fc.oneof(fc.constantFrom(...rows), tamperedRow(rows)), {
          maxLength: 6,
        }),
      },
      { weight: 1, arbitrary: fc.jsonValue() },
    ),
    executor_output: executorOutputs(evidence).map((output) => output.value),
  });
  return fc.oneof(
    { weight: 8, arbitrary: replayCase },
    {
      weight: 1,
      arbitrary: fc
        .tuple(replayCase, fc.constantFrom("session_id", "invocations", "executor_output"))
        .map(([complete, missing]) => {
          const { [missing]: _dropped, ...rest } = complete;
          return rest;
        }),
    },
  );
}

/** Files no serializer writes, each of which a person or a broken tool could hand over. */
function hostileFiles(evidence: RecordedEvidence): [string, string | Uint8Array][] {
  const rows = JSON.stringify(evidence.invocations);
  const session = JSON.stringify(evidence.sessionId);
  return [
    ["an empty file", ""],
    ["a byte-order mark only", "\ufeff"],
    [
      "a byte-order mark before a valid case",
      `\ufeff{"session_id":${session},"invocations":${rows},"executor_output":{"claims":[]}}`,
    ],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])],
    [
      "a __proto__ holding the session id",
      `{"__proto__":{"session_id":${session},"invocations":${rows}}}`,
    ],
    [
      "a __proto__ inside a row",
      `{"session_id":${session},"invocations":[{"__proto__":{"id":1,"session_id":${session},"tool_name":"query_logs"}}],"executor_output":{}}`,
    ],
    [
      "a constructor.prototype key",
      `{"session_id":${session},"invocations":[],"constructor":{"prototype":{"polluted":true}},"executor_output":{}}`,
    ],
    [
      "an executor output nested 20,000 deep",
      `{"session_id":${session},"invocations":${rows},"executor_output":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
    ],
    [
      "invocations nested 20,000 deep",
      `{"session_id":${session},"invocations":[${"[".repeat(20_000)}${"]".repeat(20_000)}]}`,
    ],
    [
      "lone surrogates in the session id and output",
      `{"session_id":"\\ud800${evidence.sessionId}","invocations":${rows},"executor_output":{"claims":[{"claim_id":"\\udfff","text":"\\ud83d"}]}}`,
    ],
    [
      "a 4 MB excerpt",
      `{"session_id":${session},"invocations":${rows},"executor_output":{"claims":[{"claim_id":"c1","text":"x","kind":"observation","status":"confirmed","evidence_bindings":[{"tool_name":"query_logs","source_invocation_id":2,"raw_path":"$.logs[0]","evidence_excerpt":"${"waiting=37 ".repeat(350_000)}"}]}]}}`,
    ],
    [
      "a session id of 1 MB",
      `{"session_id":"${"s".repeat(1_000_000)}","invocations":[],"executor_output":null}`,
    ],
    [
      "a truncated case",
      `{"session_id":${session},"invocations":${rows.slice(0, rows.length / 2)}`,
    ],
    [
      "two cases in one file",
      `{"session_id":${session},"invocations":[]}{"session_id":${session},"invocations":[]}`,
    ],
  ];
}

describe("vouch check on random files", () => {
  let directory: ReturnType<typeof temporaryDirectory>;
  let fixture: StoreFixture;
  let evidence: RecordedEvidence;
  let fileCount = 0;

  beforeAll(async () => {
    if (SQLITE === undefined) throw new Error("no SQLite engine");
    directory = temporaryDirectory("vouch-check-fuzz-");
    fixture = await SQLITE.open();
    evidence = await recordEvidence(fixture.store);
  });

  afterAll(async () => {
    await fixture?.cleanup();
    directory?.remove();
  });

  /** Writes the content to a new file and runs `vouch check FILE --format FORMAT` on it. */
  async function check(content: string | Uint8Array, format = "json"): Promise<CheckRun> {
    fileCount += 1;
    const path = join(directory.path, `case-${fileCount}.json`);
    writeFileSync(path, content);
    const stdout: string[] = [];
    const stderr: string[] = [];
    const io: CheckCommandIo = {
      readFile: (file) => readFile(file, "utf8"),
      readStdin: () => Promise.reject(new Error("this test reads files only")),
      writeStdout: (text) => {
        stdout.push(text);
      },
      writeStderr: (text) => {
        stderr.push(text);
      },
    };
    const code = await runCheckCommand(path, { format }, io);
    return { code, stdout: stdout.join(""), stderr: stderr.join("") };
  }

  /** Exit 0 with a report and nothing on stderr, or exit 2 with exactly one line on stderr. */
  function reportOf(run: CheckRun): VerificationReport | null {
    if (run.code === 2) {
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/^vouch check: [^\n]+ \([a-z_]+\)\n$/u);
      return null;
    }
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe("");
    return VerificationReportSchema.parse(JSON.parse(run.stdout));
  }

  it("exits 0 with a report or 2 with one line for any bytes and any JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.string({ unit: "binary", maxLength: 300 }),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        async (content) => {
          reportOf(await check(content));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("passes a replay of real, tampered and missing rows only when an independent oracle finds its bindings authentic", async () => {
    let reports = 0;
    let passes = 0;
    await fc.assert(
      fc.asyncProperty(replayCases(evidence), async (replayCase) => {
        const report = reportOf(await check(JSON.stringify(replayCase)));
        if (report === null) return;
        reports += 1;
        if (report.effective_verdict === "PASS") passes += 1;
        const sessionId = isRecord(replayCase) ? replayCase.session_id : undefined;
        expect(passProblems(report, String(sessionId), rowsOfCase(replayCase))).toEqual([]);
      }),
      { numRuns: 250 },
    );
    // Enough cases were judged, some of them PASS, for the oracle to have had work to do.
    expect(reports).toBeGreaterThan(50);
    expect(passes).toBeGreaterThan(0);
  });

  it("judges a replay of all the session's recorded rows exactly as the live store does", async () => {
    const rows = [...evidence.invocations, ...evidence.otherInvocations];
    await fc.assert(
      fc.asyncProperty(
        executorOutputs(evidence),
        fc.shuffledSubarray(rows, { minLength: rows.length }),
        async ({ value }, shuffled) => {
          const replayCase = {
            session_id: evidence.sessionId,
            invocations: shuffled,
            executor_output: value,
          };
          const report = reportOf(await check(JSON.stringify(replayCase)));
          const live = await verifyTurn(fixture.store, {
            sessionId: evidence.sessionId,
            executorOutput: value,
          });
          if (!live.ok) throw new Error(live.error.message);
          expect(report).toEqual(JSON.parse(JSON.stringify(live.value.report)));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("gives the same exit code as text as it gives as JSON, and names the verdict", async () => {
    await fc.assert(
      fc.asyncProperty(replayCases(evidence), async (replayCase) => {
        const content = JSON.stringify(replayCase);
        const json = await check(content);
        const text = await check(content, "text");
        expect(text.code).toBe(json.code);
        const report = reportOf(json);
        if (report !== null)
          expect(text.stdout).toContain(`effective verdict: ${report.effective_verdict}`);
      }),
      { numRuns: 60 },
    );
  });

  it("answers hostile files with a report or one line, never PASS, and pollutes nothing", async () => {
    for (const [name, content] of hostileFiles(evidence)) {
      const report = reportOf(await check(content));
      expect(report?.effective_verdict ?? "no report", name).not.toBe("PASS");
    }
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });
});
