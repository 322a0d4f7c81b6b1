/**
 * `vouch check` as a regression suite runner: several PATHs, directories, JSON Lines files and
 * stdin, `--format jsonl|json|text` over several cases, and `--expect` against each case's own
 * `expect` field. Cases are copies of the recorded fixtures, so no test depends on a verdict of
 * the judge other than what the fixtures themselves expect.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Command } from "commander";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CheckCommandIo,
  type CheckDirectoryEntry,
  EXIT_BAD_INPUT,
  EXIT_CHECKED,
  EXIT_EXPECTATION_FAILED,
  processCheckCommandIo,
  registerCheckCommand,
  runCheckCommand,
} from "../../src/cli/check-command.js";
import {
  SeveritySchema,
  VerdictSchema,
  VerificationReportSchema,
} from "../../src/verification/verification-contract.js";

const FIXTURE_DIRECTORIES = [
  new URL("../fixtures/replay/", import.meta.url),
  new URL("../fixtures/attacks/", import.meta.url),
];

/** A recorded fixture case, parsed, with the verdict and severity it expects (if it says). */
interface FixtureCase {
  readonly name: string;
  readonly json: Record<string, unknown>;
  readonly expectedVerdict: string | null;
  readonly expectedSeverity: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function loadFixtureCases(): FixtureCase[] {
  return FIXTURE_DIRECTORIES.flatMap((directory) =>
    readdirSync(directory)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => {
        const json: unknown = JSON.parse(readFileSync(new URL(name, directory), "utf8"));
        if (!isRecord(json) || !isRecord(json.expect)) {
          throw new Error(`fixture ${name} has no expect object`);
        }
        const { effective_verdict: verdict, severity } = json.expect;
        return {
          name,
          json,
          expectedVerdict: typeof verdict === "string" ? verdict : null,
          expectedSeverity: typeof severity === "string" ? severity : null,
        };
      }),
  );
}

const FIXTURES = loadFixtureCases();

/** The fixture with a severity and a verdict in its expect (a replay example). */
function fullyExpectedFixture(): FixtureCase & {
  expectedVerdict: string;
  expectedSeverity: string;
} {
  for (const fixture of FIXTURES) {
    const { expectedVerdict, expectedSeverity } = fixture;
    if (expectedVerdict !== null && expectedSeverity !== null) {
      return { ...fixture, expectedVerdict, expectedSeverity };
    }
  }
  throw new Error("no fixture expects both a verdict and a severity");
}

const SUBJECT = fullyExpectedFixture();
const OTHER_VERDICTS = VerdictSchema.options.filter((value) => value !== SUBJECT.expectedVerdict);
const OTHER_SEVERITIES = SeveritySchema.options.filter(
  (value) => value !== SUBJECT.expectedSeverity,
);

/** A copy of a fixture case with fields overridden (undefined leaves one out), as JSON text. */
function caseText(
  fixture: FixtureCase,
  overrides: Record<string, unknown> = {},
  space?: number,
): string {
  const json: Record<string, unknown> = { ...fixture.json };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) {
      delete json[key];
    } else {
      json[key] = value;
    }
  }
  return JSON.stringify(json, null, space);
}

function fixtureAt(index: number): FixtureCase {
  const fixture = FIXTURES[index % FIXTURES.length];
  if (fixture === undefined) {
    throw new Error("no fixtures");
  }
  return fixture;
}

interface FakeIo extends CheckCommandIo {
  readonly stdout: string[];
  readonly stderr: string[];
}

function missing(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
    code: "ENOENT",
  });
}

/**
 * IO over an in-memory file table; a path is a directory when files lie under it. Listings
 * come in reverse order, so that the command's own sorting is what the tests see.
 */
function fakeIo(
  files: Record<string, string>,
  options: { stdin?: string; terminal?: boolean } = {},
): FakeIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    readFile: (path) => {
      const content = files[path];
      return content === undefined ? Promise.reject(missing(path)) : Promise.resolve(content);
    },
    readStdin: () => Promise.resolve(options.stdin ?? ""),
    writeStdout: (text) => {
      stdout.push(text);
    },
    writeStderr: (text) => {
      stderr.push(text);
    },
    readDirectory: (path) => {
      const prefix = `${path.replace(/\/+$/u, "")}/`;
      const entries = new Map<string, CheckDirectoryEntry["kind"]>();
      for (const file of Object.keys(files)) {
        if (file.startsWith(prefix)) {
          const [name = "", ...rest] = file.slice(prefix.length).split("/");
          entries.set(name, rest.length > 0 ? "directory" : "file");
        }
      }
      if (entries.size === 0) {
        return Promise.resolve(null);
      }
      return Promise.resolve([...entries].reverse().map(([name, kind]) => ({ name, kind })));
    },
    stderrIsTerminal: () => options.terminal === true,
  };
}

function stdoutLines(io: FakeIo): string[] {
  return io.stdout.join("").split("\n").slice(0, -1);
}

function stderrLines(io: FakeIo): string[] {
  return io.stderr.join("").split("\n").slice(0, -1);
}

function parseJsonLine(line: string): Record<string, unknown> {
  const value: unknown = JSON.parse(line);
  if (!isRecord(value)) {
    throw new Error(`not a JSON object: ${line}`);
  }
  return value;
}

/** A directory of three cases, one in a subdirectory, plus a file the suite skips. */
const SUITE_FILES: Record<string, string> = {
  "suite/b.json": caseText(fixtureAt(1), { case_id: "b" }, 2),
  "suite/nested/c.json": caseText(fixtureAt(2), { case_id: "c" }),
  "suite/a.json": caseText(fixtureAt(0), { case_id: "a" }),
  "suite/notes.txt": "not a case",
};
const SUITE_ORDER = ["suite/a.json", "suite/b.json", "suite/nested/c.json"];

describe("check command", () => {
  describe("several inputs", () => {
    it("prints one jsonl line per case for a directory, recursively and in path order", async () => {
      const io = fakeIo(SUITE_FILES);
      expect(await runCheckCommand(["suite"], {}, io)).toBe(EXIT_CHECKED);
      expect(io.stderr).toEqual([]);
      const lines = stdoutLines(io).map(parseJsonLine);
      expect(lines.map((line) => line.case)).toEqual(SUITE_ORDER);
      expect(lines.map((line) => line.case_id)).toEqual(["a", "b", "c"]);
      for (const line of lines) {
        expect(Object.keys(line)).toEqual([
          "case",
          "case_id",
          "effective_verdict",
          "severity",
          "failed_rules",
          "reasons",
        ]);
        expect(VerdictSchema.options).toContain(line.effective_verdict);
        expect(SeveritySchema.options).toContain(line.severity);
        expect(Array.isArray(line.failed_rules)).toBe(true);
        expect(Array.isArray(line.reasons)).toBe(true);
      }
    });

    it("gives each case the verdict and severity it gets when checked alone", async () => {
      const suite = fakeIo(SUITE_FILES);
      await runCheckCommand(["suite"], {}, suite);
      for (const line of stdoutLines(suite).map(parseJsonLine)) {
        const alone = fakeIo(SUITE_FILES);
        expect(await runCheckCommand(String(line.case), {}, alone)).toBe(EXIT_CHECKED);
        const report = VerificationReportSchema.parse(JSON.parse(alone.stdout.join("")));
        expect(line.effective_verdict).toBe(report.effective_verdict);
        expect(line.severity).toBe(report.gatekeeper_result.severity);
        expect(line.failed_rules).toEqual(report.gatekeeper_result.failed_rules);
      }
    });

    it("prefixes claim reasons with their claim_id", async () => {
      const cases = FIXTURES.map((fixture, index) => caseText(fixture, { case_id: index }));
      const io = fakeIo({ "all.jsonl": cases.join("\n") });
      expect(await runCheckCommand("all.jsonl", {}, io)).toBe(EXIT_CHECKED);
      const reasons = stdoutLines(io).flatMap((line) => {
        const value = parseJsonLine(line).reasons;
        return Array.isArray(value) ? value : [];
      });
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) {
        expect(reason).toMatch(/^(?:[^:\s]+: )?[a-z]+(?:_[a-z]+)+: \S/u);
      }
    });

    it("reads each non-blank line of a .jsonl file as a case named file:line", async () => {
      const text = `${caseText(fixtureAt(0))}\n\n${caseText(fixtureAt(1))}\r\n   \n${caseText(fixtureAt(2))}\n`;
      const io = fakeIo({ "cases.jsonl": text });
      expect(await runCheckCommand(["cases.jsonl"], {}, io)).toBe(EXIT_CHECKED);
      expect(stdoutLines(io).map((line) => parseJsonLine(line).case)).toEqual([
        "cases.jsonl:1",
        "cases.jsonl:3",
        "cases.jsonl:5",
      ]);
    });

    it("treats a .jsonl file with one case as a suite", async () => {
      const io = fakeIo({ "one.jsonl": `${caseText(fixtureAt(0))}\n` });
      expect(await runCheckCommand(["one.jsonl"], {}, io)).toBe(EXIT_CHECKED);
      expect(stdoutLines(io)).toHaveLength(1);
      expect(parseJsonLine(stdoutLines(io)[0] ?? "").case).toBe("one.jsonl:1");
    });

    it("reads stdin as JSON Lines when it is not one JSON object", async () => {
      const stdin = [caseText(fixtureAt(0)), caseText(fixtureAt(1)), caseText(fixtureAt(2))].join(
        "\n",
      );
      const io = fakeIo({}, { stdin });
      expect(await runCheckCommand(["-"], {}, io)).toBe(EXIT_CHECKED);
      expect(stdoutLines(io).map((line) => parseJsonLine(line).case)).toEqual([
        "stdin:1",
        "stdin:2",
        "stdin:3",
      ]);
    });

    it("prints one pretty report for one JSON object on stdin, even spread over lines", async () => {
      const io = fakeIo({}, { stdin: caseText(fixtureAt(0), {}, 2) });
      expect(await runCheckCommand(["-"], {}, io)).toBe(EXIT_CHECKED);
      expect(io.stdout.join("")).toMatch(/^\{\n {2}"gatekeeper_result"/u);
      VerificationReportSchema.parse(JSON.parse(io.stdout.join("")));
    });

    it("reads files, directories and stdin together, in the order given", async () => {
      const io = fakeIo(SUITE_FILES, { stdin: caseText(fixtureAt(3)) });
      expect(await runCheckCommand(["suite/b.json", "-", "suite"], {}, io)).toBe(EXIT_CHECKED);
      expect(stdoutLines(io).map((line) => parseJsonLine(line).case)).toEqual([
        "suite/b.json",
        "stdin",
        ...SUITE_ORDER,
      ]);
    });

    it("treats a directory as a suite even when it holds one case", async () => {
      const io = fakeIo({ "only/a.json": caseText(fixtureAt(0)) });
      expect(await runCheckCommand(["only"], {}, io)).toBe(EXIT_CHECKED);
      expect(stdoutLines(io)).toHaveLength(1);
      expect(parseJsonLine(stdoutLines(io)[0] ?? "").case).toBe("only/a.json");
    });

    it.each([
      {
        format: "jsonl",
        check: (stdout: string) => {
          const lines = stdout.trimEnd().split("\n").map(parseJsonLine);
          expect(lines.map((line) => line.case)).toEqual(SUITE_ORDER);
        },
      },
      {
        format: "json",
        check: (stdout: string) => {
          const reports: unknown = JSON.parse(stdout);
          expect(Array.isArray(reports)).toBe(true);
          const parsed = VerificationReportSchema.array().parse(reports);
          expect(parsed).toHaveLength(SUITE_ORDER.length);
        },
      },
      {
        format: "text",
        check: (stdout: string) => {
          const blocks = stdout.split("\n\ncase: ");
          expect(blocks).toHaveLength(SUITE_ORDER.length);
          expect(blocks[0]).toMatch(/^case: suite\/a\.json\nvouch check: session /u);
          expect(blocks.slice(1).map((block) => block.split("\n")[0])).toEqual(
            SUITE_ORDER.slice(1),
          );
          for (const block of blocks) {
            expect(block).toContain("effective verdict: ");
          }
        },
      },
    ])("prints every case with --format $format", async ({ format, check }) => {
      const io = fakeIo(SUITE_FILES);
      expect(await runCheckCommand(["suite"], { format }, io)).toBe(EXIT_CHECKED);
      expect(io.stderr).toEqual([]);
      check(io.stdout.join(""));
    });

    it("prints a case_id that is a number as it is, and null without one", async () => {
      const io = fakeIo({
        "ids.jsonl": [
          caseText(fixtureAt(0), { case_id: 7 }),
          caseText(fixtureAt(0), { case_id: undefined }),
          caseText(fixtureAt(0), { case_id: { nested: true } }),
        ].join("\n"),
      });
      await runCheckCommand("ids.jsonl", {}, io);
      expect(stdoutLines(io).map((line) => parseJsonLine(line).case_id)).toEqual([7, null, null]);
    });
  });

  describe("bad input among good cases", () => {
    const good = caseText(fixtureAt(0));
    it.each([
      { condition: "a line that is not JSON", line: "{ not json", code: "replay_not_json" },
      {
        condition: "a case without session_id",
        line: caseText(fixtureAt(0), { session_id: undefined }),
        code: "replay_session_id_missing",
      },
      {
        condition: "a case without invocations",
        line: caseText(fixtureAt(0), { invocations: undefined }),
        code: "replay_invocations_missing",
      },
      { condition: "a line that is a JSON array", line: "[1, 2]", code: "replay_not_object" },
    ])(
      "reports $condition on stderr by file:line, checks the rest and exits 2",
      async ({ line, code }) => {
        const io = fakeIo({ "mixed.jsonl": [good, line, good].join("\n") });
        expect(await runCheckCommand(["mixed.jsonl"], {}, io)).toBe(EXIT_BAD_INPUT);
        expect(stdoutLines(io).map((output) => parseJsonLine(output).case)).toEqual([
          "mixed.jsonl:1",
          "mixed.jsonl:3",
        ]);
        const errors = stderrLines(io);
        expect(errors[0]).toMatch(
          new RegExp(`^vouch check: mixed\\.jsonl:2: .+ \\(${code}\\)$`, "u"),
        );
        expect(errors.slice(1)).toEqual(["vouch check: 1 of 3 cases could not be read"]);
      },
    );

    it("reports a file that cannot be read by its name and checks the other PATHs", async () => {
      const io = fakeIo({ "a.json": good });
      expect(await runCheckCommand(["missing.json", "a.json"], {}, io)).toBe(EXIT_BAD_INPUT);
      expect(stdoutLines(io).map((line) => parseJsonLine(line).case)).toEqual(["a.json"]);
      expect(stderrLines(io)[0]).toBe(
        "vouch check: missing.json: no such file (check_input_unreadable)",
      );
    });

    it("reports a .jsonl file without a case on stderr", async () => {
      const io = fakeIo({ "empty.jsonl": "\n  \n", "a.json": good });
      expect(await runCheckCommand(["empty.jsonl", "a.json"], {}, io)).toBe(EXIT_BAD_INPUT);
      expect(stderrLines(io)[0]).toMatch(
        /^vouch check: empty\.jsonl: .+ \(check_input_unreadable\)$/u,
      );
    });

    it("reads stdin with a broken first line as JSON Lines when another line is a case", async () => {
      const io = fakeIo({}, { stdin: `{ broken\n${good}\n` });
      expect(await runCheckCommand(["-"], {}, io)).toBe(EXIT_BAD_INPUT);
      expect(stderrLines(io)[0]).toMatch(/^vouch check: stdin:1: .+ \(replay_not_json\)$/u);
      expect(stdoutLines(io).map((line) => parseJsonLine(line).case)).toEqual(["stdin:2"]);
    });

    it("keeps one error line for one broken document on stdin", async () => {
      const io = fakeIo({}, { stdin: '{\n  "session_id": "s",\n' });
      expect(await runCheckCommand(["-"], {}, io)).toBe(EXIT_BAD_INPUT);
      expect(io.stdout).toEqual([]);
      expect(stderrLines(io)).toHaveLength(1);
      expect(stderrLines(io)[0]).toMatch(/^vouch check: stdin: .+ \(replay_not_json\)$/u);
    });
  });

  describe("--expect", () => {
    it.each([
      {
        condition: "the verdict it expects",
        expectation: { effective_verdict: SUBJECT.expectedVerdict },
      },
      { condition: "the severity it expects", expectation: { severity: SUBJECT.expectedSeverity } },
      {
        condition: "a list of verdicts that holds its own",
        expectation: { effective_verdict: [...OTHER_VERDICTS, SUBJECT.expectedVerdict] },
      },
      {
        condition: "lists for both verdict and severity",
        expectation: {
          effective_verdict: [SUBJECT.expectedVerdict],
          severity: [...OTHER_SEVERITIES, SUBJECT.expectedSeverity],
        },
      },
    ])("passes a case that gets $condition", async ({ expectation }) => {
      const io = fakeIo({ "a.json": caseText(SUBJECT, { expect: expectation }) });
      expect(await runCheckCommand(["a.json"], { expect: true }, io)).toBe(EXIT_CHECKED);
      expect(io.stderr).toEqual([]);
      expect(stdoutLines(io).at(-1)).toBe("1 passed, 0 failed");
    });

    it.each([
      {
        condition: "another verdict",
        expectation: { effective_verdict: OTHER_VERDICTS[0] },
        reason: `expected effective_verdict ${OTHER_VERDICTS[0]}, got ${SUBJECT.expectedVerdict}`,
      },
      {
        condition: "a list of other verdicts",
        expectation: { effective_verdict: OTHER_VERDICTS },
        reason: `expected effective_verdict ${OTHER_VERDICTS.join(" or ")}, got ${SUBJECT.expectedVerdict}`,
      },
      {
        condition: "another severity",
        expectation: { effective_verdict: SUBJECT.expectedVerdict, severity: OTHER_SEVERITIES[0] },
        reason: `expected severity ${OTHER_SEVERITIES[0]}, got ${SUBJECT.expectedSeverity}`,
      },
      {
        condition: "another verdict and severity",
        expectation: { effective_verdict: OTHER_VERDICTS[0], severity: OTHER_SEVERITIES[0] },
        reason: `expected effective_verdict ${OTHER_VERDICTS[0]}, got ${SUBJECT.expectedVerdict}; expected severity ${OTHER_SEVERITIES[0]}, got ${SUBJECT.expectedSeverity}`,
      },
      { condition: "no expect field", expectation: undefined, reason: "no expect field" },
      {
        condition: "an expect that is not an object",
        expectation: "PASS",
        reason: "expect is not an object",
      },
      {
        condition: "an expect with neither key",
        expectation: {},
        reason: "expect has neither effective_verdict nor severity",
      },
      {
        condition: "an unknown expect key",
        expectation: { verdict: SUBJECT.expectedVerdict },
        reason: "expect.verdict is not one of effective_verdict, severity",
      },
      {
        condition: "a value that is no verdict",
        expectation: { effective_verdict: "PASSED" },
        reason: 'expect.effective_verdict: "PASSED" is not one of REJECT, LOW_CONFID, PASS',
      },
      {
        condition: "an empty list",
        expectation: { severity: [] },
        reason: "expect.severity is an empty list",
      },
    ])(
      "fails a case with $condition: one stderr line, the summary last, exit 1",
      async ({ expectation, reason }) => {
        const io = fakeIo({
          "good.json": caseText(SUBJECT),
          "bad.json": caseText(SUBJECT, { expect: expectation }),
        });
        expect(await runCheckCommand(["good.json", "bad.json"], { expect: true }, io)).toBe(
          EXIT_EXPECTATION_FAILED,
        );
        const errors = stderrLines(io);
        expect(errors).toHaveLength(1);
        expect(errors[0]?.startsWith(`bad.json: ${reason}`)).toBe(true);
        const lines = stdoutLines(io);
        expect(lines.at(-1)).toBe("1 passed, 1 failed");
        expect(lines.slice(0, -1).map((line) => parseJsonLine(line).ok)).toEqual([true, false]);
      },
    );

    it("quotes the reasons for the verdict a missed case got", async () => {
      const rejected = FIXTURES.find((fixture) => fixture.expectedVerdict === "REJECT");
      if (rejected === undefined) {
        throw new Error("no fixture expects REJECT");
      }
      const io = fakeIo({
        "a.json": caseText(rejected, { expect: { effective_verdict: "PASS" } }),
      });
      expect(await runCheckCommand(["a.json"], { expect: true }, io)).toBe(EXIT_EXPECTATION_FAILED);
      expect(stderrLines(io)[0]).toMatch(
        /^a\.json: expected effective_verdict PASS, got REJECT \(.*[a-z]+_[a-z_]+: .+\)$/u,
      );
    });

    it("adds the expect field as written and ok to each jsonl line", async () => {
      const expectation = { effective_verdict: [SUBJECT.expectedVerdict] };
      const io = fakeIo({ "a.jsonl": caseText(SUBJECT, { expect: expectation }) });
      await runCheckCommand(["a.jsonl"], { expect: true }, io);
      const line = parseJsonLine(stdoutLines(io)[0] ?? "");
      expect(line.expected).toEqual(expectation);
      expect(line.ok).toBe(true);
      expect(Object.keys(line).slice(-2)).toEqual(["expected", "ok"]);
    });

    it("counts a case that cannot be read as failed, checks the rest and exits 1", async () => {
      const io = fakeIo({
        "mixed.jsonl": [caseText(SUBJECT), "nope", caseText(SUBJECT)].join("\n"),
      });
      expect(await runCheckCommand(["mixed.jsonl"], { expect: true }, io)).toBe(
        EXIT_EXPECTATION_FAILED,
      );
      expect(stderrLines(io)).toHaveLength(1);
      expect(stderrLines(io)[0]).toMatch(/^vouch check: mixed\.jsonl:2: .+ \(replay_not_json\)$/u);
      expect(stdoutLines(io).at(-1)).toBe("2 passed, 1 failed");
    });

    it("ends the single-case report with the summary and keeps the report as it is", async () => {
      const io = fakeIo({ "a.json": caseText(SUBJECT) });
      expect(await runCheckCommand("a.json", { expect: true }, io)).toBe(EXIT_CHECKED);
      const stdout = io.stdout.join("");
      const summary = "1 passed, 0 failed\n";
      expect(stdout.endsWith(`}\n${summary}`)).toBe(true);
      VerificationReportSchema.parse(JSON.parse(stdout.slice(0, -summary.length)));
    });

    it("ends each text report with whether the case met its expect", async () => {
      const io = fakeIo({
        "a.json": caseText(SUBJECT),
        "b.json": caseText(SUBJECT, { expect: undefined }),
      });
      await runCheckCommand(["a.json", "b.json"], { format: "text", expect: true }, io);
      const stdout = io.stdout.join("");
      expect(stdout).toContain(`expect: ${JSON.stringify(SUBJECT.json.expect)} met\n`);
      expect(stdout).toContain("expect: null MISSED\n");
      expect(stdout.endsWith("\n1 passed, 1 failed\n")).toBe(true);
    });

    it("passes every recorded fixture: vouch check test/fixtures/replay test/fixtures/attacks --expect", async () => {
      const stdout: string[] = [];
      const stderr: string[] = [];
      const io: CheckCommandIo = {
        ...processCheckCommandIo,
        writeStdout: (text) => {
          stdout.push(text);
        },
        writeStderr: (text) => {
          stderr.push(text);
        },
        stderrIsTerminal: () => false,
      };
      const paths = FIXTURE_DIRECTORIES.map((directory) => fileURLToPath(directory));
      const code = await runCheckCommand(paths, { expect: true }, io);
      expect(stderr.join("")).toBe("");
      expect(stdout.join("").trimEnd().split("\n").at(-1)).toBe(
        `${FIXTURES.length} passed, 0 failed`,
      );
      expect(code).toBe(EXIT_CHECKED);
    });
  });

  describe("2,000 cases", () => {
    /** Copies of the fixtures with new case ids: half as files in a directory, half as lines. */
    function generatedSuite(count: number): Record<string, string> {
      const files: Record<string, string> = {};
      const lines: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const text = caseText(fixtureAt(index), { case_id: `generated-${index}` });
        if (index % 2 === 0) {
          files[`generated/${String(index).padStart(5, "0")}.json`] = text;
        } else {
          lines.push(text);
        }
      }
      files["generated/lines.jsonl"] = lines.join("\n");
      return files;
    }

    it("checks 2,000 generated cases in one process and counts every one", async () => {
      const io = fakeIo(generatedSuite(2000));
      expect(await runCheckCommand(["generated"], { expect: true }, io)).toBe(EXIT_CHECKED);
      expect(io.stderr).toEqual([]);
      const lines = stdoutLines(io);
      expect(lines).toHaveLength(2001);
      expect(lines.at(-1)).toBe("2000 passed, 0 failed");
      const caseIds = new Set(lines.slice(0, -1).map((line) => parseJsonLine(line).case_id));
      expect(caseIds.size).toBe(2000);
    });

    it("shows progress on stderr every 500 cases only when stderr is a terminal", async () => {
      const files = generatedSuite(500);
      const terminal = fakeIo(files, { terminal: true });
      await runCheckCommand(["generated"], {}, terminal);
      expect(stderrLines(terminal)).toEqual(["vouch check: 500 cases checked"]);
      const piped = fakeIo(files);
      await runCheckCommand(["generated"], {}, piped);
      expect(piped.stderr).toEqual([]);
    });
  });

  describe("registered with commander", () => {
    afterEach(() => {
      process.exitCode = undefined;
    });

    it("passes every PATH and --expect, and sets exit code 1 for a missed expectation", async () => {
      const io = fakeIo({
        ...SUITE_FILES,
        "missed.json": caseText(SUBJECT, { expect: { effective_verdict: OTHER_VERDICTS } }),
      });
      const program = new Command("vouch").exitOverride();
      registerCheckCommand(program, io);
      await program.parseAsync(["check", "suite", "missed.json", "--expect"], { from: "user" });
      expect(process.exitCode).toBe(EXIT_EXPECTATION_FAILED);
      expect(stdoutLines(io).at(-1)).toBe(`${SUITE_ORDER.length} passed, 1 failed`);
    });

    it("documents PATH..., the formats and --expect in its help", () => {
      const program = new Command("vouch");
      const command = registerCheckCommand(program, fakeIo({}));
      const help = command.helpInformation();
      expect(help).toContain("check [options] <paths...>");
      expect(help).toContain("jsonl");
      expect(help).toContain("--expect");
    });
  });
});
