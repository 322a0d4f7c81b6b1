/**
 * A real `vouch serve` process for the benchmark and the soak: started as a child on a free
 * port of 127.0.0.1, its URL read from the line it prints, its memory read from
 * `/proc/<pid>/status`, and stopped by its pid (SIGTERM, then SIGKILL) when the run ends.
 *
 * The child gets none of the caller's `VOUCH_*` or `DATABASE_URL` variables, only the ones
 * given here, so an LLM endpoint, API tokens or a config file of the shell cannot change what
 * is measured: it is always the offline executor and the built-in scenario.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { deferCleanup } from "./cleanup.js";

const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
const SOURCE_MAIN = join(REPOSITORY, "src", "cli", "main.ts");
const BUILT_MAIN = join(REPOSITORY, "dist", "cli", "main.js");
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** How often the resident set size is sampled, for the peak where VmHWM is not available. */
const MEMORY_SAMPLE_MS = 250;
/** How much of the child's output is kept, for the message when it fails. */
const OUTPUT_TAIL_CHARACTERS = 4_000;

/** Children still running, killed synchronously if the runner exits without stopping them. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** How the server is run: the built `dist` when it is newer than every source file. */
export interface ServerEntry {
  readonly arguments: readonly string[];
  readonly description: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** True when every `src/**.ts` has a `dist/**.js` at least as new. */
function builtOutputIsCurrent(): boolean {
  if (!existsSync(BUILT_MAIN)) return false;
  const sourceRoot = join(REPOSITORY, "src");
  return sourceFiles(sourceRoot).every((source) => {
    const built = join(REPOSITORY, "dist", relative(sourceRoot, source).replace(/\.ts$/, ".js"));
    return existsSync(built) && statSync(built).mtimeMs >= statSync(source).mtimeMs;
  });
}

export function chooseServerEntry(): ServerEntry {
  if (builtOutputIsCurrent()) {
    return { arguments: [BUILT_MAIN], description: "node dist/cli/main.js serve (built)" };
  }
  return {
    arguments: ["--import", "tsx", SOURCE_MAIN],
    description: "node --import tsx src/cli/main.ts serve (dist missing or older than src)",
  };
}

/** Resident set sizes of the server process, in bytes. */
export interface MemoryReading {
  /** Now (VmRSS). */
  readonly residentBytes: number;
  /** The highest so far: VmHWM, or the highest sample where /proc is not available. */
  readonly peakResidentBytes: number;
}

/** `VmRSS:     165220 kB` -> bytes. */
function statusField(status: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status);
  return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
}

function readResident(pid: number): { resident: number; peak: number | undefined } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const resident = statusField(status, "VmRSS");
    return resident === undefined ? undefined : { resident, peak: statusField(status, "VmHWM") };
  } catch {
    // No /proc (macOS): ask ps, which knows only the current size.
    try {
      const kilobytes = Number(
        execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim(),
      );
      return Number.isFinite(kilobytes) && kilobytes > 0
        ? { resident: kilobytes * 1024, peak: undefined }
        : undefined;
    } catch {
      return undefined;
    }
  }
}

export interface StartServerOptions {
  /** Names the server in messages: `sqlite`, `postgres`. */
  readonly label: string;
  /** The store's variables: `VOUCH_DB`, or `DATABASE_URL` and `VOUCH_PG_SCHEMA`. */
  readonly environment: Readonly<Record<string, string>>;
  readonly entry: ServerEntry;
}

export interface RunningServer {
  readonly label: string;
  readonly url: string;
  readonly pid: number;
  /** Undefined once the process is gone or when its memory cannot be read. */
  memory(): MemoryReading | undefined;
  /** SIGTERM, then SIGKILL after a grace period; resolves with the exit code (null if killed). */
  stop(): Promise<number | null>;
}

/** The caller's environment without anything that configures Vouch. */
function neutralEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith("VOUCH_") || name === "DATABASE_URL") continue;
    environment[name] = value;
  }
  return environment;
}

function keepTail(text: string): string {
  return text.length > OUTPUT_TAIL_CHARACTERS ? text.slice(-OUTPUT_TAIL_CHARACTERS) : text;
}

/** Starts `vouch serve --port 0` on 127.0.0.1 and resolves once it prints its URL. */
export async function startVouchServer(options: StartServerOptions): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [...options.entry.arguments, "serve", "--port", "0", "--host", "127.0.0.1"],
    {
      cwd: REPOSITORY,
      env: { ...neutralEnvironment(), ...options.environment, VOUCH_LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error(`vouch serve (${options.label}) could not be spawned`);
  running.add(child);

  let output = "";
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      exitCode = code;
      running.delete(child);
      resolve(code);
    });
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output = keepTail(output + chunk.toString());
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output = keepTail(output + chunk.toString());
  });

  let sampledPeak = 0;
  const sampler = setInterval(() => {
    const reading = readResident(pid);
    if (reading !== undefined) sampledPeak = Math.max(sampledPeak, reading.resident);
  }, MEMORY_SAMPLE_MS);
  sampler.unref();

  let stopping: Promise<number | null> | undefined;
  const terminate = async (): Promise<number | null> => {
    clearInterval(sampler);
    if (exitCode !== undefined) return exitCode;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };
  // Stopping twice (the runner, then its cleanup) waits for the same exit.
  const stop = () => {
    stopping ??= terminate();
    return stopping;
  };
  const releaseNow = deferCleanup(`vouch serve (${options.label}, pid ${pid})`, async () => {
    await stop();
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `vouch serve (${options.label}) printed no URL within ${START_TIMEOUT_MS} ms:\n${output}`,
          ),
        ),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      const match = /Vouch listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `vouch serve (${options.label}) exited with ${code} before listening:\n${output}`,
        ),
      );
    });
  }).catch(async (error: unknown) => {
    await releaseNow();
    throw error;
  });

  return {
    label: options.label,
    url,
    pid,
    memory() {
      if (exitCode !== undefined) return undefined;
      const reading = readResident(pid);
      if (reading === undefined) return undefined;
      sampledPeak = Math.max(sampledPeak, reading.resident);
      return {
        residentBytes: reading.resident,
        peakResidentBytes: Math.max(reading.peak ?? 0, sampledPeak),
      };
    },
    stop: async () => {
      await releaseNow();
      return stop();
    },
  };
}

/** Bytes as mebibytes with one decimal: `161.3`. */
export function mebibytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
