import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCheckCommand } from "../../src/cli/check-command.js";
import { checkReplaySource, parseReplayCase } from "../../src/verification/replay.js";
import {
  ERROR_CODE_NAMES,
  ERROR_CODES,
  type ErrorCode,
  RULE_CODE_NAMES,
  RULE_CODES,
  type RuleCode,
} from "../../src/verification/rule-codes.js";
import type { VerificationReport } from "../../src/verification/verification-contract.js";
import { Verifier } from "../../src/verification/verifier.js";
import { VerifierInputHook } from "../../src/verification/verifier-input-hook.js";
import {
  claimJson,
  loadReplayFixtures,
  outputJson,
  replaySource,
  runTurn,
} from "./support/evidence.js";
import { GATEKEEPER_CASES } from "./support/gatekeeper-cases.js";
import { JUDGE_CASES, verifierInputFor } from "./support/verifier-cases.js";

const SNAKE_CASE = /^[a-z]+(?:_[a-z]+)+$/u;

/** Every rule code the catalogue of cases makes the stages emit. */
async function emittedRuleCodes(): Promise<Set<string>> {
  const reports: VerificationReport[] = [];
  for (const testCase of GATEKEEPER_CASES) {
    const run = await runTurn({
      executorOutput: testCase.executorOutput,
      ...(testCase.invocations === undefined ? {} : { invocations: testCase.invocations }),
    });
    reports.push(run.report);
  }
  for (const fixture of loadReplayFixtures()) {
    const run = await checkReplaySource(fixture.source);
    if (run.ok) {
      reports.push(run.value.report);
    }
  }
  reports.push(
    (await runTurn({ executorOutput: outputJson([claimJson({ status: "unconfirmed" })]) })).report,
  );
  const codes = new Set<string>();
  for (const report of reports) {
    for (const code of report.gatekeeper_result.failed_rules) {
      codes.add(code);
    }
    for (const binding of report.gatekeeper_result.checked_bindings) {
      for (const code of binding.rule_codes) {
        codes.add(code);
      }
    }
    for (const reason of report.verifier_result.reasons) {
      codes.add(reason.code);
    }
    for (const claim of report.verifier_result.claims) {
      for (const reason of claim.reasons) {
        codes.add(reason.code);
      }
    }
  }
  for (const testCase of JUDGE_CASES) {
    for (const reason of Verifier.verify(verifierInputFor(testCase.claim, testCase.excerpts))
      .claims[0]?.reasons ?? []) {
      codes.add(reason.code);
    }
  }
  for (const verdict of ["LOW_CONFID", "REJECT"] as const) {
    const reviewed = Verifier.verify(
      verifierInputFor("order-service HikariPool-1 has waiting=37.", ["log"]),
      {
        reviewers: [{ name: "reviewer", judge: () => ({ verdict, reasons: [], facts: [] }) }],
      },
    );
    for (const reason of reviewed.claims[0]?.reasons ?? []) {
      codes.add(reason.code);
    }
  }
  return codes;
}

/** Every error code the error paths produce. */
async function emittedErrorCodes(): Promise<Set<string>> {
  const codes = new Set<string>();
  for (const source of [
    "{",
    "[]",
    replaySource({ session_id: undefined }),
    replaySource({ invocations: undefined }),
    replaySource({ invocations: [{ id: "x" }] }),
    replaySource({
      invocations: [
        { id: 1, session_id: "s", tool_name: "t" },
        { id: 1, session_id: "s", tool_name: "t" },
      ],
    }),
  ]) {
    const parsed = parseReplayCase(source);
    if (!parsed.ok) {
      codes.add(parsed.error.code);
    }
  }
  const failing = new VerifierInputHook({
    getInvocations: () => Promise.reject(new Error("down")),
    listInvocations: () => Promise.reject(new Error("down")),
  });
  const prepared = await failing.prepare({
    sessionId: "s",
    executorOutput: outputJson([claimJson()]),
  });
  if (!prepared.ok) {
    codes.add(prepared.error.code);
  }
  const stderr: string[] = [];
  const io = {
    readFile: () => Promise.reject(new Error("EACCES")),
    readStdin: () => Promise.resolve(""),
    writeStdout: () => undefined,
    writeStderr: (text: string) => {
      stderr.push(text);
    },
  };
  await runCheckCommand("missing.json", {}, io);
  await runCheckCommand("missing.json", { format: "xml" }, io);
  for (const line of stderr) {
    const code = /\(([a-z_]+)\)\n$/u.exec(line)?.[1];
    if (code !== undefined) {
      codes.add(code);
    }
  }
  return codes;
}

/** Code-like string literals in the stage's sources: `code: "x"`, `find("x"`, `(x)` in messages. */
function codesInSources(): Set<string> {
  const directory = new URL("../../src/verification/", import.meta.url);
  const files = [
    ...readdirSync(directory)
      .filter((name) => name.endsWith(".ts") && name !== "rule-codes.ts")
      .map((name) => new URL(name, directory)),
    new URL("../../src/cli/check-command.ts", import.meta.url),
  ];
  const patterns = [
    /(?:code:\s*|\.find\(\s*|\.add\(\s*|failure\(\s*)"([a-z]+(?:_[a-z]+)+)"/gu,
    /\(([a-z]+(?:_[a-z]+)+)\)\\n/gu,
    /"(reviewer_[a-z_]+|gatekeeper_[a-z_]+)"/gu,
  ];
  const codes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        if (match[1] !== undefined) {
          codes.add(match[1]);
        }
      }
    }
  }
  return codes;
}

const documented = new Set<string>([...RULE_CODE_NAMES, ...ERROR_CODE_NAMES]);

describe("rule codes", () => {
  describe.each(RULE_CODE_NAMES.map((code) => ({ code })))("rule $code", ({ code }) => {
    it("is snake_case, with a one-line meaning and an effect", () => {
      const documentation = RULE_CODES[code satisfies RuleCode];
      expect(code).toMatch(SNAKE_CASE);
      expect(documentation.meaning.length).toBeGreaterThan(10);
      expect(documentation.meaning).not.toContain("\n");
      expect(["reject", "low_confid", "warning", "info"]).toContain(documentation.effect);
    });
  });

  describe.each(ERROR_CODE_NAMES.map((code) => ({ code })))("error $code", ({ code }) => {
    it("is snake_case with a one-line meaning", () => {
      expect(code).toMatch(SNAKE_CASE);
      expect(ERROR_CODES[code satisfies ErrorCode]).toMatch(/^\S.{10,}$/u);
    });
  });

  it("include every code named in the issue", () => {
    for (const code of [
      "invocation_not_found",
      "invocation_other_session",
      "tool_name_mismatch",
      "raw_path_not_found",
      "excerpt_mismatch",
      "bindings_missing",
      "raw_path_missing",
      "evidence_refs_missing",
      "excerpt_too_generic",
      "output_incomplete",
      "legacy_binding",
      "source_invocation_id_missing",
    ]) {
      expect(documented).toContain(code);
    }
  });

  it("document every code the sources use", () => {
    const undocumented = [...codesInSources()].filter((code) => !documented.has(code));
    expect(undocumented).toEqual([]);
  });

  it("document every rule code the stages emit, and each documented rule is emitted by some case", async () => {
    const emitted = await emittedRuleCodes();
    expect([...emitted].filter((code) => !documented.has(code))).toEqual([]);
    expect(RULE_CODE_NAMES.filter((code) => !emitted.has(code))).toEqual([]);
  });

  it("document every error code the error paths produce, and each is produced", async () => {
    const emitted = await emittedErrorCodes();
    expect([...emitted].filter((code) => !documented.has(code))).toEqual([]);
    expect(ERROR_CODE_NAMES.filter((code) => !emitted.has(code))).toEqual([]);
  });
});
