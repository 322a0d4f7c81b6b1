import { Command } from "commander";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CheckCommandIo,
  EXIT_BAD_INPUT,
  EXIT_CHECKED,
  registerCheckCommand,
  runCheckCommand,
} from "../../src/cli/check-command.js";
import { loadReplayFixtures, replaySource } from "./support/evidence.js";

const FIXTURES = loadReplayFixtures();

interface FakeIo extends CheckCommandIo {
  readonly stdout: string[];
  readonly stderr: string[];
}

/** IO over an in-memory file table; a missing file fails like the file system does. */
function fakeIo(files: Record<string, string>, stdin = ""): FakeIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    readFile: (path) => {
      const content = files[path];
      return content === undefined
        ? Promise.reject(
            Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
              code: "ENOENT",
            }),
          )
        : Promise.resolve(content);
    },
    readStdin: () => Promise.resolve(stdin),
    writeStdout: (text) => {
      stdout.push(text);
    },
    writeStderr: (text) => {
      stderr.push(text);
    },
  };
}

function fixtureSource(prefix: string): string {
  const fixture = FIXTURES.find((candidate) => candidate.name.startsWith(prefix));
  if (fixture === undefined) {
    throw new Error(`no fixture ${prefix}`);
  }
  return fixture.source;
}

describe("check command", () => {
  describe.each(FIXTURES)("example $name", (fixture) => {
    it(`exits 0 and prints the report with effective verdict ${fixture.expectedVerdict}`, async () => {
      const io = fakeIo({ "case.json": fixture.source });
      const code = await runCheckCommand("case.json", {}, io);
      expect(code).toBe(EXIT_CHECKED);
      expect(io.stderr).toEqual([]);
      const printed: unknown = JSON.parse(io.stdout.join(""));
      expect(Object.keys(printed as object).sort()).toEqual([
        "effective_verdict",
        "gatekeeper_result",
        "verifier_result",
      ]);
      expect(printed).toMatchObject({
        effective_verdict: fixture.expectedVerdict,
        gatekeeper_result: { severity: fixture.expectedSeverity },
      });
    });
  });

  it("reads the case from stdin for -", async () => {
    const io = fakeIo({}, fixtureSource("02-"));
    expect(await runCheckCommand("-", {}, io)).toBe(EXIT_CHECKED);
    expect(JSON.parse(io.stdout.join(""))).toMatchObject({ effective_verdict: "REJECT" });
  });

  it("prints a readable report with --format text", async () => {
    const io = fakeIo({ "case.json": fixtureSource("03-") });
    expect(await runCheckCommand("case.json", { format: "text" }, io)).toBe(EXIT_CHECKED);
    const text = io.stdout.join("");
    expect(text).toContain("effective verdict: REJECT");
    expect(text).toContain(
      "binding 0: query_logs #9100 $.logs[0] -> reject [invocation_other_session]",
    );
  });

  it("exits 0 for a malformed executor output: it is a verdict", async () => {
    const io = fakeIo({
      "case.json": replaySource({ executor_output: { claims: [{ claim_id: 7 }] } }),
    });
    expect(await runCheckCommand("case.json", {}, io)).toBe(EXIT_CHECKED);
    expect(JSON.parse(io.stdout.join(""))).toMatchObject({
      effective_verdict: "LOW_CONFID",
      gatekeeper_result: { failed_rules: ["output_incomplete"] },
    });
  });

  it.each([
    {
      condition: "a file that is not JSON",
      files: { "case.json": "not json" },
      code: "replay_not_json",
    },
    {
      condition: "a case without session_id",
      files: { "case.json": replaySource({ session_id: undefined }) },
      code: "replay_session_id_missing",
    },
    {
      condition: "a case without invocations",
      files: { "case.json": replaySource({ invocations: undefined }) },
      code: "replay_invocations_missing",
    },
    { condition: "a file that does not exist", files: {}, code: "check_input_unreadable" },
  ])("exits 2 with one line on stderr for $condition", async ({ files, code }) => {
    const io = fakeIo(files);
    expect(await runCheckCommand("case.json", {}, io)).toBe(EXIT_BAD_INPUT);
    expect(io.stdout).toEqual([]);
    const stderr = io.stderr.join("");
    expect(stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^vouch check: /u);
    expect(stderr).toContain(code);
  });

  it("exits 2 for an unknown --format", async () => {
    const io = fakeIo({ "case.json": fixtureSource("01-") });
    expect(await runCheckCommand("case.json", { format: "yaml" }, io)).toBe(EXIT_BAD_INPUT);
    expect(io.stderr.join("")).toContain("check_format_unknown");
  });

  describe("registered with commander", () => {
    afterEach(() => {
      process.exitCode = undefined;
    });

    it("parses FILE and --format and sets the exit code", async () => {
      const io = fakeIo({ "case.json": fixtureSource("06-") });
      const program = new Command("vouch").exitOverride();
      registerCheckCommand(program, io);
      await program.parseAsync(["check", "case.json", "--format", "text"], { from: "user" });
      expect(process.exitCode).toBe(EXIT_CHECKED);
      expect(io.stdout.join("")).toContain("causal_wording");
    });

    it("sets exit code 2 for a bad file", async () => {
      const io = fakeIo({ "case.json": "[" });
      const program = new Command("vouch").exitOverride();
      registerCheckCommand(program, io);
      await program.parseAsync(["check", "case.json"], { from: "user" });
      expect(process.exitCode).toBe(EXIT_BAD_INPUT);
    });
  });
});
