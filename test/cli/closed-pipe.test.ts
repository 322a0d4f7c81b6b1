/**
 * `vouch check ... | head`: when the reader of stdout closes the pipe early, the command stops
 * quietly with exit code 0, as Unix tools do, instead of crashing on an unhandled EPIPE.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));
const CASE = readFileSync(
  new URL("../fixtures/replay/01-authentic-pass.json", import.meta.url),
  "utf8",
);

describe("vouch check writing to a pipe its reader closed", () => {
  it("exits 0 without an EPIPE error", async () => {
    // Enough cases that the output outlasts the pipe's buffer once the reader is gone.
    const line = JSON.stringify(JSON.parse(CASE));
    const input = `${Array.from({ length: 400 }, () => line).join("\n")}\n`;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", MAIN, "check", "-", "--format", "jsonl"],
      {
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // Read the first line, then close our end, as `head -1` does.
    child.stdout.once("data", () => {
      child.stdout.destroy();
    });
    child.stdin.end(input);
    const code = await new Promise<number | null>((resolve) => {
      child.on("close", (exitCode) => resolve(exitCode));
    });
    expect(stderr).not.toMatch(/EPIPE/u);
    expect(code).toBe(0);
  }, 60_000);
});
