/**
 * `vouch check FILE|-`: judges a recorded executor output (a replay case) offline.
 *
 * Prints the architecture.md report as JSON (default) or a readable text report
 * (`--format text`). Exit 0 whatever the verdict; exit 2 with one line on stderr when the
 * input cannot be read or is not a replay case. The logic takes its IO as a parameter so that
 * tests run it without a build or a process.
 */
import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import { checkReplaySource, renderReplayText } from "../verification/replay.js";

/** The IO the check command uses; injected so that tests need no files or process. */
export interface CheckCommandIo {
  /** Reads a file as UTF-8. */
  readFile(path: string): Promise<string>;
  /** Reads all of stdin as UTF-8. */
  readStdin(): Promise<string>;
  writeStdout(text: string): void;
  writeStderr(text: string): void;
}

export interface CheckCommandOptions {
  /** `json` (default) or `text`. */
  readonly format?: string;
}

/** Exit code when the check ran, whatever the verdict. */
export const EXIT_CHECKED = 0;
/** Exit code when the input could not be read or is not a replay case. */
export const EXIT_BAD_INPUT = 2;

const FORMATS = ["json", "text"] as const;
type CheckFormat = (typeof FORMATS)[number];

function isFormat(value: string): value is CheckFormat {
  return FORMATS.some((format) => format === value);
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

/**
 * Runs `vouch check` and returns the exit code. Every failure is one line on stderr, prefixed
 * `vouch check:` and carrying its stable error code.
 */
export async function runCheckCommand(
  file: string,
  options: CheckCommandOptions,
  io: CheckCommandIo,
): Promise<number> {
  const format = options.format ?? "json";
  if (!isFormat(format)) {
    io.writeStderr(
      `vouch check: --format must be json or text, not ${JSON.stringify(format)} (check_format_unknown)\n`,
    );
    return EXIT_BAD_INPUT;
  }
  const source = file === "-" ? "stdin" : file;
  let text: string;
  try {
    text = file === "-" ? await io.readStdin() : await io.readFile(file);
  } catch (error) {
    io.writeStderr(
      `vouch check: cannot read ${source}: ${oneLine(reasonOf(error))} (check_input_unreadable)\n`,
    );
    return EXIT_BAD_INPUT;
  }
  const run = await checkReplaySource(text);
  if (!run.ok) {
    io.writeStderr(`vouch check: ${source}: ${oneLine(run.error.message)} (${run.error.code})\n`);
    return EXIT_BAD_INPUT;
  }
  io.writeStdout(
    format === "json"
      ? `${JSON.stringify(run.value.report, null, 2)}\n`
      : renderReplayText(run.value),
  );
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

/** The real process: files, stdin, stdout, stderr. */
export const processCheckCommandIo: CheckCommandIo = {
  readFile: (path) => readFile(path, "utf8"),
  readStdin: readStandardInput,
  writeStdout: (text) => {
    process.stdout.write(text);
  },
  writeStderr: (text) => {
    process.stderr.write(text);
  },
};

/** Adds `check` to the CLI; the action sets `process.exitCode` and never exits the process. */
export function registerCheckCommand(
  program: Command,
  io: CheckCommandIo = processCheckCommandIo,
): Command {
  return program
    .command("check")
    .description(
      "judge a recorded executor output (a replay case) offline; exit 0 whatever the verdict, 2 for a bad file",
    )
    .argument("<file>", "replay case JSON file, or - for stdin")
    .option("--format <format>", "json (the report object) or text (for a person)", "json")
    .action(async (file: string, options: CheckCommandOptions) => {
      process.exitCode = await runCheckCommand(file, options, io);
    });
}
