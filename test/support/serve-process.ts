/**
 * `vouch serve` as a real process (`node --import tsx src/cli/main.ts serve --port 0`), for
 * the tests that need what only a process has: its own event loop under load, a second
 * replica, a SIGKILL. Every process started through a `ServeProcesses` is stopped by its pid
 * in `stopAll`, which the tests call in afterEach/afterAll so nothing outlives a failed test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** How long a process may take to print its URL (tsx compiles on start; the machine is shared). */
const START_TIMEOUT_MS = 30_000;

export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ServeProcess {
  readonly pid: number;
  /** `http://127.0.0.1:<port>`, as the process printed it. */
  readonly url: string;
  /** Resolves once the process has exited. */
  readonly exited: Promise<ProcessExit>;
  /** Whether the process has exited. */
  hasExited(): boolean;
  /** What the process wrote on stderr, for failure messages. */
  stderr(): string;
  /** Sends the signal to the process's pid and waits for it to exit. */
  stop(signal: NodeJS.Signals): Promise<ProcessExit>;
}

function exitOf(child: ChildProcess): Promise<ProcessExit> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
}

/** The `vouch serve` processes of one test file. */
export class ServeProcesses {
  readonly #children = new Map<number, ChildProcess>();

  /**
   * Starts `vouch serve --port 0` with these variables over the test's own environment
   * (logging silenced) and resolves once it prints the URL it listens on.
   */
  async start(environment: Readonly<Record<string, string>>): Promise<ServeProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN, "serve", "--port", "0"], {
      cwd: ROOT,
      env: { ...process.env, VOUCH_LOG_LEVEL: "silent", ...environment },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error("vouch serve could not be started");
    this.#children.set(pid, child);
    const exited = exitOf(child);
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const url = await new Promise<string>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(
        () => reject(new Error(`vouch serve printed no URL in ${START_TIMEOUT_MS}ms: ${errors}`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Vouch listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      void exited.then((exit) => {
        clearTimeout(timer);
        reject(new Error(`vouch serve exited (${exit.code ?? exit.signal}) on start: ${errors}`));
      });
    });
    return {
      pid,
      url,
      exited,
      hasExited: () => child.exitCode !== null || child.signalCode !== null,
      stderr: () => errors,
      stop: async (signal) => {
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, signal);
        const exit = await exited;
        this.#children.delete(pid);
        return exit;
      },
    };
  }

  /** Kills every process still running (SIGKILL, by pid) and waits for each to exit. */
  async stopAll(): Promise<void> {
    const running = [...this.#children.entries()];
    this.#children.clear();
    await Promise.all(
      running.map(async ([pid, child]) => {
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
        await exitOf(child);
      }),
    );
  }
}
