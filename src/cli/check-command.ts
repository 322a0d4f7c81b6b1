/**
 * `vouch check PATH...`: judges recorded executor outputs (replay cases) offline, one case or a
 * regression suite.
 *
 * A PATH is a file, a directory (every *.json and *.jsonl file in it, recursively, in path
 * order) or `-` for stdin. A .jsonl file, and stdin that is not one JSON document, holds one
 * case per non-blank line. One case from one file or stdin prints the architecture.md report as
 * JSON (default) or text (`--format text`). Anything else is a suite: one JSON line per case by
 * default (`--format jsonl`), a JSON array of reports (`json`) or the text reports, each under
 * its case name (`text`). `--expect` compares each case with its own `expect` field, prints each
 * miss as one line on stderr and `N passed, N failed` as the last line of stdout.
 *
 * Exit codes: 0 checked, whatever the verdicts; 1 under `--expect` when a case missed its
 * expectation or could not be read; 2 for an unknown option value, or without `--expect` when a
 * case could not be read (the rest of the suite still runs). A case that cannot be read is one
 * line on stderr naming it (`file`, or `file:line`) and its error code. Cases run one after
 * another in this process while the next files are read; the logic takes its IO as a parameter
 * so that tests run it without a build or a process.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Command } from "commander";
import { DEFAULT_SCENARIO_PATH } from "../tools/default-tools.js";
import { loadScenario } from "../tools/scenario.js";
import { createGrammar, type Grammar } from "../verification/grammar/grammar.js";
import {
  parseReplayJson,
  type ReplayRun,
  readReplayCase,
  renderReplayText,
  runReplayCase,
} from "../verification/replay.js";
import type { Outcome } from "../verification/rule-codes.js";
import {
  type Severity,
  SeveritySchema,
  type Verdict,
  VerdictSchema,
  type VerificationReport,
} from "../verification/verification-contract.js";

/** One entry of a directory listing. */
export interface CheckDirectoryEntry {
  readonly name: string;
  readonly kind: "file" | "directory" | "other";
}

/** The IO the check command uses; injected so that tests need no files or process. */
export interface CheckCommandIo {
  /** Reads a file as UTF-8. */
  readFile(path: string): Promise<string>;
  /** Reads all of stdin as UTF-8. */
  readStdin(): Promise<string>;
  writeStdout(text: string): void;
  writeStderr(text: string): void;
  /**
   * The entries of a directory, or null when the path is not a directory (a missing path
   * included: reading it as a file then says so). Without it, every PATH is read as a file.
   */
  readDirectory?(path: string): Promise<readonly CheckDirectoryEntry[] | null>;
  /** Whether stderr is a terminal: progress of a long suite is shown only then. */
  stderrIsTerminal?(): boolean;
}

export interface CheckCommandOptions {
  /** `json`, `jsonl` or `text`; by default `json` for one case and `jsonl` for a suite. */
  readonly format?: string;
  /** Compare each case with its `expect` field. */
  readonly expect?: boolean;
  /**
   * The scenario whose glossary the Verifier merges, as `vouch serve` does; by default
   * `VOUCH_SCENARIO`, else the built-in scenario.
   */
  readonly scenario?: string;
}

/** The claim grammar a live turn on that scenario is verified with. */
async function scenarioGrammar(
  scenarioPath: string,
): Promise<{ ok: true; grammar: Grammar } | { ok: false; error: string }> {
  const scenario = await loadScenario(scenarioPath);
  if (!scenario.ok) {
    return { ok: false, error: scenario.error.message };
  }
  return { ok: true, grammar: createGrammar({ glossary: scenario.value.glossary }) };
}

/** Exit code when the check ran, whatever the verdict (and, with --expect, every case met it). */
export const EXIT_CHECKED = 0;
/** Exit code under --expect when a case missed its expectation or could not be read. */
export const EXIT_EXPECTATION_FAILED = 1;
/** Exit code for an unknown option value, or without --expect when a case could not be read. */
export const EXIT_BAD_INPUT = 2;

/** How many files are read ahead of the case being judged. */
const READ_AHEAD = 8;
/** On a terminal, a suite reports progress on stderr every this many cases. */
const PROGRESS_EVERY = 500;
/** How many of a missed case's reasons its stderr line quotes. */
const REASONS_QUOTED = 3;

const FORMATS = ["json", "jsonl", "text"] as const;
type CheckFormat = (typeof FORMATS)[number];

function isFormat(value: string): value is CheckFormat {
  return FORMATS.some((format) => format === value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function oneLine(value: string): string {
  return value.replace(/\s+/gu, " ").trim();
}

function reasonOf(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const code = "code" in error ? String(error.code) : "";
    const message = "message" in error ? String(error.message) : "";
    return code === "ENOENT" ? "no such file" : message === "" ? code : message;
  }
  return String(error);
}

/** A case that could not be read: the file, directory or stdin failed, or held no case. */
function unreadable(message: string): Outcome<never> {
  return { ok: false, error: { code: "check_input_unreadable", message } };
}

function unreadableBecause(error: unknown): Outcome<never> {
  return unreadable(oneLine(reasonOf(error)));
}

/** One case as read: its name (`file`, `file:line`, `stdin`) and its JSON, or why not. */
interface CaseInput {
  readonly name: string;
  readonly json: Outcome<unknown>;
}

/** Where cases come from, once the PATHs are expanded. */
type CaseSource =
  | { readonly kind: "file"; readonly path: string; readonly jsonLines: boolean }
  /** Stdin, read: one document or JSON Lines. */
  | { readonly kind: "stdin"; readonly cases: readonly CaseInput[]; readonly jsonLines: boolean }
  /** A path that yields no case: a directory that cannot be listed or holds no case file. */
  | { readonly kind: "problem"; readonly name: string; readonly message: string };

function isCaseFile(name: string): boolean {
  return name.endsWith(".json") || name.endsWith(".jsonl");
}

/** Every *.json and *.jsonl file under a directory, with subdirectories that cannot be listed. */
async function walkDirectory(
  directory: string,
  entries: readonly CheckDirectoryEntry[],
  readDirectory: (path: string) => Promise<readonly CheckDirectoryEntry[] | null>,
): Promise<CaseSource[]> {
  const found: CaseSource[] = [];
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.kind === "file" && isCaseFile(entry.name)) {
      found.push({ kind: "file", path, jsonLines: entry.name.endsWith(".jsonl") });
    } else if (entry.kind === "directory") {
      let children: readonly CheckDirectoryEntry[] | null;
      try {
        children = await readDirectory(path);
      } catch (error) {
        found.push({ kind: "problem", name: path, message: oneLine(reasonOf(error)) });
        continue;
      }
      found.push(...(await walkDirectory(path, children ?? [], readDirectory)));
    }
  }
  return found;
}

function sourceName(source: CaseSource): string {
  return source.kind === "file" ? source.path : source.kind === "problem" ? source.name : "-";
}

/** Splits JSON Lines text into cases named `name:line`; blank lines are skipped. */
function jsonLinesCases(name: string, text: string): CaseInput[] {
  const cases: CaseInput[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() !== "") {
      cases.push({ name: `${name}:${index + 1}`, json: parseReplayJson(line) });
    }
  }
  return cases;
}

/**
 * Stdin is one case when it is one JSON document, or when no line of it is a JSON object on
 * its own (a broken document: one error, as for a file). Otherwise it is JSON Lines.
 */
function stdinCases(text: string): { cases: CaseInput[]; jsonLines: boolean } {
  const whole = parseReplayJson(text);
  if (!whole.ok) {
    const lines = jsonLinesCases("stdin", text);
    if (lines.length > 1 && lines.some((line) => line.json.ok && isRecord(line.json.value))) {
      return { cases: lines, jsonLines: true };
    }
  }
  return { cases: [{ name: "stdin", json: whole }], jsonLines: false };
}

/** Expands the PATHs into case sources; `directories` says whether any PATH was a directory. */
async function expandPaths(
  paths: readonly string[],
  io: CheckCommandIo,
): Promise<{ sources: CaseSource[]; directories: boolean }> {
  const sources: CaseSource[] = [];
  let directories = false;
  let stdin: CaseSource | undefined;
  for (const path of paths) {
    if (path === "-") {
      if (stdin === undefined) {
        try {
          const text = await io.readStdin();
          stdin = { kind: "stdin", ...stdinCases(text) };
        } catch (error) {
          stdin = {
            kind: "stdin",
            cases: [{ name: "stdin", json: unreadableBecause(error) }],
            jsonLines: false,
          };
        }
      }
      sources.push(stdin);
      continue;
    }
    const readDirectory = io.readDirectory?.bind(io);
    let entries: readonly CheckDirectoryEntry[] | null = null;
    if (readDirectory !== undefined) {
      try {
        entries = await readDirectory(path);
      } catch (error) {
        sources.push({ kind: "problem", name: path, message: oneLine(reasonOf(error)) });
        continue;
      }
    }
    if (entries === null || readDirectory === undefined) {
      sources.push({ kind: "file", path, jsonLines: path.endsWith(".jsonl") });
      continue;
    }
    directories = true;
    const found = (await walkDirectory(path, entries, readDirectory)).sort((left, right) => {
      const leftName = sourceName(left);
      const rightName = sourceName(right);
      return leftName < rightName ? -1 : leftName > rightName ? 1 : 0;
    });
    if (found.length === 0) {
      found.push({ kind: "problem", name: path, message: "no *.json or *.jsonl file in it" });
    }
    sources.push(...found);
  }
  return { sources, directories };
}

/** The cases of one source, its file read already (or failed to be). */
function casesOfSource(source: CaseSource, text: Outcome<string> | null): CaseInput[] {
  switch (source.kind) {
    case "stdin":
      return [...source.cases];
    case "problem":
      return [{ name: source.name, json: unreadable(source.message) }];
    case "file": {
      if (text === null || !text.ok) {
        return [{ name: source.path, json: text ?? unreadable("not read") }];
      }
      if (!source.jsonLines) {
        return [{ name: source.path, json: parseReplayJson(text.value) }];
      }
      const cases = jsonLinesCases(source.path, text.value.replace(/^\uFEFF/u, ""));
      return cases.length > 0
        ? cases
        : [{ name: source.path, json: unreadable("no case in it (every line is blank)") }];
    }
  }
}

/** Yields the cases of the sources in order, reading up to READ_AHEAD files ahead. */
async function* casesOf(
  sources: readonly CaseSource[],
  io: CheckCommandIo,
): AsyncGenerator<CaseInput> {
  const reads: (Promise<Outcome<string>> | null)[] = [];
  const startRead = (index: number): void => {
    const source = sources[index];
    if (source !== undefined && reads[index] === undefined) {
      reads[index] =
        source.kind === "file"
          ? io.readFile(source.path).then(
              (text): Outcome<string> => ({ ok: true, value: text }),
              (error: unknown) => unreadableBecause(error),
            )
          : null;
    }
  };
  for (const [index, source] of sources.entries()) {
    for (let ahead = index; ahead < Math.min(sources.length, index + READ_AHEAD); ahead += 1) {
      startRead(ahead);
    }
    const read = reads[index];
    const text = read === undefined || read === null ? null : await read;
    reads[index] = null;
    yield* casesOfSource(source, text);
  }
}

/** What a case's `expect` field accepts: each listed value is accepted; null is not checked. */
interface Expectation {
  readonly effectiveVerdict: readonly Verdict[] | null;
  readonly severity: readonly Severity[] | null;
}

const EXPECT_KEYS = ["effective_verdict", "severity"] as const;

function acceptedValues<Value extends string>(
  key: string,
  value: unknown,
  allowed: readonly Value[],
): Outcome<readonly Value[] | null, string> {
  if (value === undefined) {
    return { ok: true, value: null };
  }
  const values: unknown[] = Array.isArray(value) ? value : [value];
  if (values.length === 0) {
    return { ok: false, error: `expect.${key} is an empty list` };
  }
  const accepted: Value[] = [];
  for (const candidate of values) {
    const known = allowed.find((allowedValue) => allowedValue === candidate);
    if (known === undefined) {
      return {
        ok: false,
        error: `expect.${key}: ${JSON.stringify(candidate)} is not one of ${allowed.join(", ")}`,
      };
    }
    accepted.push(known);
  }
  return { ok: true, value: accepted };
}

/** Reads a case's `expect` field; the error is the one line that says what is wrong. */
function readExpectation(caseJson: unknown): Outcome<Expectation, string> {
  const expectation =
    isRecord(caseJson) && Object.hasOwn(caseJson, "expect") ? caseJson.expect : undefined;
  if (expectation === undefined) {
    return { ok: false, error: "no expect field" };
  }
  if (!isRecord(expectation)) {
    return { ok: false, error: "expect is not an object" };
  }
  const unknownKey = Object.keys(expectation).find(
    (key) => !EXPECT_KEYS.some((known) => known === key),
  );
  if (unknownKey !== undefined) {
    return {
      ok: false,
      error: `expect.${unknownKey} is not one of ${EXPECT_KEYS.join(", ")}`,
    };
  }
  const effectiveVerdict = acceptedValues(
    "effective_verdict",
    expectation.effective_verdict,
    VerdictSchema.options,
  );
  if (!effectiveVerdict.ok) {
    return effectiveVerdict;
  }
  const severity = acceptedValues("severity", expectation.severity, SeveritySchema.options);
  if (!severity.ok) {
    return severity;
  }
  if (effectiveVerdict.value === null && severity.value === null) {
    return { ok: false, error: `expect has neither ${EXPECT_KEYS.join(" nor ")}` };
  }
  return {
    ok: true,
    value: { effectiveVerdict: effectiveVerdict.value, severity: severity.value },
  };
}

/** The Verifier's claim reasons (claim_id-prefixed), then its turn reasons, as `code: message`. */
function reasonsOf(report: VerificationReport): string[] {
  return [
    ...report.verifier_result.claims.flatMap((claim) =>
      claim.reasons.map((reason) => `${claim.claim_id}: ${reason.code}: ${reason.message}`),
    ),
    ...report.verifier_result.reasons.map((reason) => `${reason.code}: ${reason.message}`),
  ];
}

/** Why the report got its verdict, briefly: the reasons that hold the verdict where it is. */
function explanationOf(report: VerificationReport): string {
  const verdict = report.effective_verdict;
  const reasons = [
    ...report.verifier_result.claims
      .filter((claim) => claim.counts_toward_verdict)
      .flatMap((claim) =>
        claim.reasons
          .filter((reason) => reason.verdict === verdict)
          .map((reason) => `${claim.claim_id}: ${reason.code}: ${reason.message}`),
      ),
    ...report.verifier_result.reasons
      .filter((reason) => reason.verdict === verdict)
      .map((reason) => `${reason.code}: ${reason.message}`),
  ];
  if (reasons.length === 0) {
    const failed = report.gatekeeper_result.failed_rules;
    return failed.length === 0 ? "" : ` (failed rules: ${failed.join(", ")})`;
  }
  const quoted = reasons.slice(0, REASONS_QUOTED).map(oneLine).join("; ");
  const more =
    reasons.length > REASONS_QUOTED ? `; and ${reasons.length - REASONS_QUOTED} more` : "";
  return ` (${quoted}${more})`;
}

/** Compares a report with the expectation; the error is the mismatches, in one line. */
function meetsExpectation(
  report: VerificationReport,
  expectation: Expectation,
): Outcome<true, string> {
  const misses: string[] = [];
  const checks = [
    ["effective_verdict", expectation.effectiveVerdict, report.effective_verdict],
    ["severity", expectation.severity, report.gatekeeper_result.severity],
  ] as const;
  for (const [key, accepted, actual] of checks) {
    if (accepted !== null && !accepted.some((value) => value === actual)) {
      misses.push(`expected ${key} ${accepted.join(" or ")}, got ${actual}`);
    }
  }
  return misses.length === 0
    ? { ok: true, value: true }
    : { ok: false, error: `${misses.join("; ")}${explanationOf(report)}` };
}

/** One judged case, as the output writers see it. */
interface JudgedCase {
  readonly name: string;
  readonly caseId: string | number | null;
  readonly run: ReplayRun;
  /** Under --expect: the `expect` field as written, and whether the case met it. */
  readonly expectation: { readonly expected: unknown; readonly ok: boolean } | null;
}

function caseIdOf(caseJson: unknown): string | number | null {
  const caseId = isRecord(caseJson) && Object.hasOwn(caseJson, "case_id") ? caseJson.case_id : null;
  return typeof caseId === "string" || typeof caseId === "number" ? caseId : null;
}

function expectedOf(caseJson: unknown): unknown {
  return isRecord(caseJson) && Object.hasOwn(caseJson, "expect") ? caseJson.expect : null;
}

/** One line of `--format jsonl`. */
function jsonLine(judged: JudgedCase): string {
  const { report } = judged.run;
  const line: Record<string, unknown> = {
    case: judged.name,
    case_id: judged.caseId,
    effective_verdict: report.effective_verdict,
    severity: report.gatekeeper_result.severity,
    failed_rules: report.gatekeeper_result.failed_rules,
    reasons: reasonsOf(report),
  };
  if (judged.expectation !== null) {
    line.expected = judged.expectation.expected;
    line.ok = judged.expectation.ok;
  }
  return `${JSON.stringify(line)}\n`;
}

/** Under --expect, the line the text report ends with. */
function expectationText(judged: JudgedCase): string {
  if (judged.expectation === null) {
    return "";
  }
  return `expect: ${JSON.stringify(judged.expectation.expected)} ${judged.expectation.ok ? "met" : "MISSED"}\n`;
}

/** Writes each judged case in the chosen format; `finish` writes what only the end can. */
interface CaseWriter {
  write(judged: JudgedCase): void;
  finish(): void;
}

function caseWriter(format: CheckFormat, suite: boolean, io: CheckCommandIo): CaseWriter {
  if (format === "jsonl") {
    return { write: (judged) => io.writeStdout(jsonLine(judged)), finish: () => undefined };
  }
  if (format === "text") {
    let first = true;
    return {
      write: (judged) => {
        const heading = suite ? `${first ? "" : "\n"}case: ${judged.name}\n` : "";
        first = false;
        io.writeStdout(`${heading}${renderReplayText(judged.run)}${expectationText(judged)}`);
      },
      finish: () => undefined,
    };
  }
  if (!suite) {
    return {
      write: (judged) => io.writeStdout(`${JSON.stringify(judged.run.report, null, 2)}\n`),
      finish: () => undefined,
    };
  }
  const reports: VerificationReport[] = [];
  return {
    write: (judged) => {
      reports.push(judged.run.report);
    },
    finish: () => io.writeStdout(`${JSON.stringify(reports, null, 2)}\n`),
  };
}

/**
 * Runs `vouch check` over one PATH or several and returns the exit code. Each case that cannot
 * be read is one line on stderr, prefixed `vouch check:`, naming the case and carrying its
 * stable error code; each case that misses its expectation is one line `case: expected ...`.
 */
export async function runCheckCommand(
  paths: string | readonly string[],
  options: CheckCommandOptions,
  io: CheckCommandIo,
): Promise<number> {
  if (options.format !== undefined && !isFormat(options.format)) {
    io.writeStderr(
      `vouch check: --format must be json, jsonl or text, not ${JSON.stringify(options.format)} (check_format_unknown)\n`,
    );
    return EXIT_BAD_INPUT;
  }
  const pathList = typeof paths === "string" ? [paths] : paths;
  if (pathList.length === 0) {
    io.writeStderr("vouch check: no PATH given (check_input_unreadable)\n");
    return EXIT_BAD_INPUT;
  }
  const expect = options.expect === true;
  const grammar = await scenarioGrammar(
    options.scenario ?? process.env.VOUCH_SCENARIO ?? DEFAULT_SCENARIO_PATH,
  );
  if (!grammar.ok) {
    io.writeStderr(`vouch check: --scenario: ${oneLine(grammar.error)} (check_input_unreadable)\n`);
    return EXIT_BAD_INPUT;
  }
  const { sources, directories } = await expandPaths(pathList, io);
  const only = sources.length === 1 ? sources[0] : undefined;
  const suite = directories || only === undefined || (only.kind !== "problem" && only.jsonLines);
  const writer = caseWriter(options.format ?? (suite ? "jsonl" : "json"), suite, io);
  const showProgress = suite && io.stderrIsTerminal?.() === true;
  let cases = 0;
  let unreadableCases = 0;
  let passed = 0;
  for await (const input of casesOf(sources, io)) {
    cases += 1;
    if (showProgress && cases % PROGRESS_EVERY === 0) {
      io.writeStderr(`vouch check: ${cases} cases checked\n`);
    }
    const replayCase = input.json.ok ? readReplayCase(input.json.value) : input.json;
    const run = replayCase.ok
      ? await runReplayCase(replayCase.value, { grammar: grammar.grammar })
      : replayCase;
    if (!run.ok) {
      unreadableCases += 1;
      io.writeStderr(
        `vouch check: ${input.name}: ${oneLine(run.error.message)} (${run.error.code})\n`,
      );
      continue;
    }
    const caseJson = input.json.ok ? input.json.value : null;
    let expectation: JudgedCase["expectation"] = null;
    if (expect) {
      const expected = readExpectation(caseJson);
      const met = expected.ok ? meetsExpectation(run.value.report, expected.value) : expected;
      if (met.ok) {
        passed += 1;
      } else {
        io.writeStderr(`${input.name}: ${met.error}\n`);
      }
      expectation = { expected: expectedOf(caseJson), ok: met.ok };
    }
    writer.write({ name: input.name, caseId: caseIdOf(caseJson), run: run.value, expectation });
  }
  writer.finish();
  if (expect) {
    const failed = cases - passed;
    io.writeStdout(`${passed} passed, ${failed} failed\n`);
    return failed === 0 ? EXIT_CHECKED : EXIT_EXPECTATION_FAILED;
  }
  if (unreadableCases > 0) {
    if (suite) {
      io.writeStderr(`vouch check: ${unreadableCases} of ${cases} cases could not be read\n`);
    }
    return EXIT_BAD_INPUT;
  }
  return EXIT_CHECKED;
}

async function readStandardInput(): Promise<string> {
  process.stdin.setEncoding("utf8");
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
  }
  return text;
}

function isMissing(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : "";
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Lists a directory; a symbolic link counts as a file only when it points at one (no cycles). */
async function readDirectoryEntries(path: string): Promise<readonly CheckDirectoryEntry[] | null> {
  try {
    if (!(await stat(path)).isDirectory()) {
      return null;
    }
  } catch (error) {
    if (isMissing(error)) {
      return null;
    }
    throw error;
  }
  const entries = await readdir(path, { withFileTypes: true });
  return Promise.all(
    entries.map(async (entry): Promise<CheckDirectoryEntry> => {
      if (entry.isDirectory()) {
        return { name: entry.name, kind: "directory" };
      }
      if (entry.isFile()) {
        return { name: entry.name, kind: "file" };
      }
      if (entry.isSymbolicLink()) {
        const target = await stat(join(path, entry.name)).catch(() => null);
        return { name: entry.name, kind: target?.isFile() === true ? "file" : "other" };
      }
      return { name: entry.name, kind: "other" };
    }),
  );
}

/** The real process: files, directories, stdin, stdout, stderr. */
export const processCheckCommandIo: CheckCommandIo = {
  readFile: (path) => readFile(path, "utf8"),
  readStdin: readStandardInput,
  writeStdout: (text) => {
    process.stdout.write(text);
  },
  writeStderr: (text) => {
    process.stderr.write(text);
  },
  readDirectory: readDirectoryEntries,
  stderrIsTerminal: () => process.stderr.isTTY === true,
};

const CHECK_HELP = `
PATH is a replay case file, a directory (every *.json and *.jsonl file in it, recursively,
in path order) or - for stdin. A .jsonl file, and stdin that is not one JSON document, holds
one case per line. One case prints its report (json, or --format text); a suite prints one
line per case (jsonl: case, case_id, effective_verdict, severity, failed_rules, reasons), a
JSON array of reports (json) or the text reports under their case names (text).

--expect compares each case with its expect field, e.g. {"effective_verdict": "PASS",
"severity": ["none", "low_confid"]} (a list accepts any of its values), prints each miss on
stderr and "N passed, N failed" as the last line of stdout.

Exit codes: 0 checked (whatever the verdicts); 1 with --expect, a case missed its expectation
or could not be read; 2 unknown --format, or a case could not be read (the others still run).

Examples:
  vouch check test/fixtures/replay/02-fabricated-id-reject.json
  vouch check test/fixtures/replay/05-excerpt-mismatch-reject.json --format text
  vouch check test/fixtures/replay test/fixtures/attacks --expect
  cat cases.jsonl | vouch check - --format jsonl
`;

/** Adds `check` to the CLI; the action sets `process.exitCode` and never exits the process. */
export function registerCheckCommand(
  program: Command,
  io: CheckCommandIo = processCheckCommandIo,
): Command {
  return program
    .command("check")
    .description(
      "judge recorded executor outputs (replay cases) offline, one case or a suite; exit 0 whatever the verdicts, 1 for a missed --expect, 2 for bad input",
    )
    .argument(
      "<paths...>",
      "replay case files, directories of *.json and *.jsonl files, or - for stdin",
    )
    .option(
      "--format <format>",
      "json (the report), jsonl (one line per case) or text (for a person); default json for one case, jsonl for a suite",
    )
    .option("--expect", "compare each case with its expect field; exit 1 if one misses it")
    .option(
      "--scenario <path>",
      "the scenario whose glossary the Verifier merges, as vouch serve does (default: VOUCH_SCENARIO, else the built-in scenario)",
    )
    .addHelpText("after", CHECK_HELP)
    .action(async (paths: string[], options: CheckCommandOptions) => {
      process.exitCode = await runCheckCommand(paths, options, io);
    });
}
