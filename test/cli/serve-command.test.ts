import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDirectory } from "../support/temporary-directory.js";

const MAIN = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

/** Starts `vouch serve` as a real process and resolves with the URL it prints. */
function startServer(environment: NodeJS.ProcessEnv): {
  child: ChildProcess;
  url: Promise<string>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN, "serve", "--port", "0"], {
    env: { ...process.env, ...environment, VOUCH_LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    let errors = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Vouch listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`vouch serve exited with ${code}: ${errors}`)));
  });
  return { child, url };
}

describe("vouch serve", () => {
  const directories: ReturnType<typeof temporaryDirectory>[] = [];
  const children: ChildProcess[] = [];

  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const directory of directories.splice(0)) directory.remove();
  });

  it("starts on SQLite with the built-in scenario on 127.0.0.1, prints its URL, and stops on SIGTERM", async () => {
    const directory = temporaryDirectory("vouch-serve-");
    directories.push(directory);
    const { child, url } = startServer({ VOUCH_DB: join(directory.path, "data", "vouch.db") });
    children.push(child);

    const address = await url;
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${address}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", store: "sqlite" });

    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("refuses to start with a configuration error that names the variable", async () => {
    const { child, url } = startServer({ VOUCH_TOOL_TIMEOUT_MS: "soon" });
    children.push(child);
    await expect(url).rejects.toThrow(/VOUCH_TOOL_TIMEOUT_MS: expected a whole number/);
  });
});
