import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ServeProcesses } from "../support/serve-process.js";
import { temporaryDirectory } from "../support/temporary-directory.js";

describe("vouch serve", () => {
  const processes = new ServeProcesses();
  const directories: ReturnType<typeof temporaryDirectory>[] = [];

  afterEach(async () => {
    await processes.stopAll();
    for (const directory of directories.splice(0)) directory.remove();
  });

  it("starts on SQLite with the built-in scenario on 127.0.0.1, prints its URL, and stops on SIGTERM", async () => {
    const directory = temporaryDirectory("vouch-serve-");
    directories.push(directory);
    const server = await processes.start({ VOUCH_DB: join(directory.path, "data", "vouch.db") });

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", store: "sqlite" });

    expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
  });

  it("refuses to start with a configuration error that names the variable", async () => {
    await expect(processes.start({ VOUCH_TOOL_TIMEOUT_MS: "soon" })).rejects.toThrow(
      /VOUCH_TOOL_TIMEOUT_MS: expected a whole number/,
    );
  });
});
