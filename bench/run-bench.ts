/**
 * `npm run bench`: every figure of the README's Performance section, measured in one run so
 * that they can be compared with each other as ratios.
 *
 *   1. Gatekeeper + Verifier cost per binding from 10 to 10,000 bindings (in process).
 *   2. A real `vouch serve` on SQLite (offline executor, built-in scenario): chat turns
 *      (`POST /api/chat`, a new session each) against `GET /healthz` of the same server,
 *      with autocannon: requests per second, their ratio, p50 and p99 latency.
 *   3. The same on PostgreSQL, in a fresh schema dropped afterwards; skipped with one line
 *      when PostgreSQL does not answer.
 *   4. The peak resident set size of each server during its run.
 *
 * Sized for a 2-core machine (the load generator and the server share it): 10 connections,
 * a 3 s warm-up and 10 s measured per phase, about a minute in all. Traffic goes to
 * 127.0.0.1 only, and every child process is stopped by its pid at the end, also on failure
 * or Ctrl-C. Progress goes to stderr; stdout has the table, or with `--json` one JSON object.
 * Exits 1 when a request failed or the Gatekeeper bench no longer passes.
 */
import { parseArgs } from "node:util";
import { type PreparedStore, prepareStore, type StoreKind } from "./bench-store.js";
import { releaseOnSignals, runCleanups } from "./cleanup.js";
import {
  formatGatekeeperVerifierReport,
  type GatekeeperVerifierReport,
  gatekeeperVerifierJson,
  runGatekeeperVerifierBench,
  sizesThatDidNotPass,
} from "./gatekeeper-verifier.js";
import { type LoadSummary, loadSucceeded, runLoad } from "./http-load.js";
import {
  describeMachine,
  formatLoad,
  formatMachine,
  type MachineDescription,
  type MachineLoad,
  measureLoad,
} from "./machine.js";
import {
  chooseServerEntry,
  mebibytes,
  type ServerEntry,
  startVouchServer,
} from "./vouch-server-process.js";

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 3;
const MEASURED_SECONDS = 10;
/** A broad question of the built-in scenario: three tool calls and a PASS answer. */
const CHAT_QUESTION = "Why is order-service failing?";
const STORE_KINDS: readonly StoreKind[] = ["sqlite", "postgres"];

/** One chat turn sent before the load, to show what a measured turn does. */
interface SampleTurn {
  readonly verdict: string;
  readonly toolCalls: number;
  readonly serverTotalMs: number;
}

type StoreRun =
  | { readonly kind: StoreKind; readonly outcome: "skipped"; readonly reason: string }
  | { readonly kind: StoreKind; readonly outcome: "failed"; readonly reason: string }
  | {
      readonly kind: StoreKind;
      readonly outcome: "measured";
      readonly description: string;
      readonly sampleTurn: SampleTurn;
      readonly healthz: LoadSummary;
      readonly chat: LoadSummary;
      readonly residentAfterStartBytes: number | undefined;
      readonly peakResidentBytes: number | undefined;
      readonly serverExitCode: number | null;
    };

function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function sendSampleTurn(url: string): Promise<SampleTurn> {
  const response = await fetch(`${url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: CHAT_QUESTION }),
  });
  const body: unknown = await response.json();
  if (response.status !== 200 || !isRecord(body)) {
    throw new Error(`POST /api/chat answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const timings = body.timings_ms;
  return {
    verdict: String(body.effective_verdict),
    toolCalls: Array.isArray(body.invocations) ? body.invocations.length : 0,
    serverTotalMs: isRecord(timings) && typeof timings.total === "number" ? timings.total : 0,
  };
}

async function checkHealth(url: string, kind: StoreKind): Promise<void> {
  const response = await fetch(`${url}/healthz`);
  const body: unknown = await response.json();
  if (response.status !== 200 || !isRecord(body) || body.store !== kind) {
    throw new Error(`GET /healthz answered ${response.status}: ${JSON.stringify(body)}`);
  }
}

async function measureStore(prepared: PreparedStore, entry: ServerEntry): Promise<StoreRun> {
  if (!prepared.ok) return { kind: prepared.kind, outcome: "skipped", reason: prepared.reason };
  const { kind } = prepared;
  progress(`${kind}: starting vouch serve (${prepared.description})`);
  const server = await startVouchServer({
    label: kind,
    environment: prepared.environment,
    entry,
  });
  const residentAfterStart = server.memory()?.residentBytes;
  await checkHealth(server.url, kind);
  const sampleTurn = await sendSampleTurn(server.url);
  const healthzPhase = {
    url: `${server.url}/healthz`,
    method: "GET",
    connections: CONNECTIONS,
  } as const;
  const chatPhase = {
    url: `${server.url}/api/chat`,
    method: "POST",
    jsonBody: { message: CHAT_QUESTION },
    connections: CONNECTIONS,
  } as const;
  progress(`${kind}: warming up for ${WARM_UP_SECONDS * 2} s`);
  await runLoad({ ...healthzPhase, title: "warm-up healthz", durationSeconds: WARM_UP_SECONDS });
  await runLoad({ ...chatPhase, title: "warm-up chat", durationSeconds: WARM_UP_SECONDS });
  progress(`${kind}: GET /healthz for ${MEASURED_SECONDS} s`);
  const healthz = await runLoad({
    ...healthzPhase,
    title: "GET /healthz",
    durationSeconds: MEASURED_SECONDS,
  });
  progress(`${kind}: POST /api/chat for ${MEASURED_SECONDS} s`);
  const chat = await runLoad({
    ...chatPhase,
    title: "POST /api/chat",
    durationSeconds: MEASURED_SECONDS,
  });
  const peakResident = server.memory()?.peakResidentBytes;
  const serverExitCode = await server.stop();
  return {
    kind,
    outcome: "measured",
    description: prepared.description,
    sampleTurn,
    healthz,
    chat,
    residentAfterStartBytes: residentAfterStart,
    peakResidentBytes: peakResident,
    serverExitCode,
  };
}

interface BenchReport {
  readonly machine: MachineDescription;
  /** How busy the machine was with other work, before and after the run. */
  readonly loadAtStart: MachineLoad;
  readonly loadAtEnd: MachineLoad;
  readonly serverEntry: ServerEntry;
  readonly gatekeeperVerifier: GatekeeperVerifierReport;
  readonly stores: readonly StoreRun[];
  readonly failures: readonly string[];
}

function failuresOf(
  gatekeeperVerifier: GatekeeperVerifierReport,
  stores: readonly StoreRun[],
): string[] {
  const failures: string[] = [];
  const notPassing = sizesThatDidNotPass(gatekeeperVerifier);
  if (notPassing.length > 0) {
    failures.push(`gatekeeper+verifier: ${notPassing.length} sizes did not run to PASS`);
  }
  for (const run of stores) {
    if (run.outcome === "failed") failures.push(`${run.kind}: ${run.reason}`);
    if (run.outcome !== "measured") continue;
    for (const phase of [run.healthz, run.chat]) {
      if (!loadSucceeded(phase)) {
        failures.push(
          `${run.kind} ${phase.title}: ${phase.non2xx} non-2xx responses, ${phase.errors} errors (${phase.timeouts} timeouts) of ${phase.responses}`,
        );
      }
    }
    if (run.serverExitCode !== 0) {
      failures.push(`${run.kind}: vouch serve exited with ${run.serverExitCode} on SIGTERM`);
    }
  }
  return failures;
}

/** How many times the request rate of chat turns `GET /healthz` sustains. */
function healthzToChat(run: { healthz: LoadSummary; chat: LoadSummary }): number {
  return run.chat.requestsPerSecond === 0
    ? Number.POSITIVE_INFINITY
    : run.healthz.requestsPerSecond / run.chat.requestsPerSecond;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function phaseJson(phase: LoadSummary) {
  return {
    requests_per_second: round(phase.requestsPerSecond, 1),
    responses: phase.responses,
    latency_ms: { p50: phase.latencyMs.p50, p99: phase.latencyMs.p99, max: phase.latencyMs.max },
    non_2xx: phase.non2xx,
    errors: phase.errors,
    timeouts: phase.timeouts,
    duration_seconds: phase.durationSeconds,
  };
}

function storeJson(run: StoreRun) {
  if (run.outcome !== "measured") {
    return { store: run.kind, outcome: run.outcome, reason: run.reason };
  }
  return {
    store: run.kind,
    outcome: run.outcome,
    database: run.description,
    sample_turn: {
      effective_verdict: run.sampleTurn.verdict,
      tool_calls: run.sampleTurn.toolCalls,
      server_total_ms: run.sampleTurn.serverTotalMs,
    },
    healthz: phaseJson(run.healthz),
    chat: phaseJson(run.chat),
    chat_to_healthz_ratio: round(run.chat.requestsPerSecond / run.healthz.requestsPerSecond, 4),
    healthz_to_chat_ratio: round(healthzToChat(run), 1),
    memory_mib: {
      resident_after_start:
        run.residentAfterStartBytes === undefined ? null : mebibytes(run.residentAfterStartBytes),
      peak_resident: run.peakResidentBytes === undefined ? null : mebibytes(run.peakResidentBytes),
    },
  };
}

function loadJson(load: MachineLoad) {
  return { load_average: load.loadAverage, cpu_pressure_percent: load.cpuPressurePercent ?? null };
}

function reportJson(report: BenchReport) {
  const { machine } = report;
  return {
    machine: {
      cores: machine.cores,
      cpu_model: machine.cpuModel,
      node: machine.node,
      platform: machine.platform,
      machine: machine.machine,
      kernel: machine.kernel,
    },
    machine_load_at_start: loadJson(report.loadAtStart),
    machine_load_at_end: loadJson(report.loadAtEnd),
    server: report.serverEntry.description,
    load_generator: {
      name: "autocannon",
      connections: CONNECTIONS,
      warm_up_seconds: WARM_UP_SECONDS,
      measured_seconds: MEASURED_SECONDS,
      question: CHAT_QUESTION,
    },
    gatekeeper_verifier: gatekeeperVerifierJson(report.gatekeeperVerifier),
    stores: report.stores.map(storeJson),
    failures: report.failures,
  };
}

function formatMemory(bytes: number | undefined): string {
  return bytes === undefined ? "n/a" : `${mebibytes(bytes).toFixed(1)} MiB`;
}

function phaseRow(kind: string, phase: LoadSummary): string {
  const failures = phase.non2xx + phase.errors;
  return `  ${kind.padEnd(8)} | ${phase.title.padEnd(14)} | ${phase.requestsPerSecond.toFixed(1).padStart(8)} | ${String(phase.latencyMs.p50).padStart(6)} | ${String(phase.latencyMs.p99).padStart(6)} | ${String(phase.responses).padStart(9)} | ${String(failures).padStart(8)}`;
}

function reportTable(report: BenchReport): string {
  const lines = [
    `Vouch benchmark on ${formatMachine(report.machine)}`,
    `other work on the machine (CPU pressure: share of the last minute in which something waited for a CPU)`,
    `  at start ${formatLoad(report.loadAtStart)}; at end ${formatLoad(report.loadAtEnd)}`,
    `server: ${report.serverEntry.description}, VOUCH_LOG_LEVEL=warn, offline executor, built-in scenario`,
    "",
    "1. Gatekeeper + Verifier (in process)",
    "",
    ...formatGatekeeperVerifierReport(report.gatekeeperVerifier).map((line) => `  ${line}`),
    "",
    `2-3. POST /api/chat (a new session per turn, "${CHAT_QUESTION}") against GET /healthz on the same server`,
    `     autocannon, ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${MEASURED_SECONDS} s per route`,
    "",
    "  store    | route          |    req/s | p50 ms | p99 ms | responses | failures",
    "  ---------+----------------+----------+--------+--------+-----------+---------",
  ];
  const notes: string[] = [];
  for (const run of report.stores) {
    if (run.outcome !== "measured") {
      notes.push(`  ${run.kind}: ${run.outcome}: ${run.reason}`);
      continue;
    }
    lines.push(phaseRow(run.kind, run.healthz), phaseRow(run.kind, run.chat));
    notes.push(
      `  ${run.kind}: chat/healthz = ${(run.chat.requestsPerSecond / run.healthz.requestsPerSecond).toFixed(4)}: GET /healthz sustains ${healthzToChat(run).toFixed(1)}x the request rate of POST /api/chat; a turn made ${run.sampleTurn.toolCalls} recorded tool calls (verdict ${run.sampleTurn.verdict})`,
    );
  }
  lines.push("", ...notes, "", "4. Server memory (resident set size, from /proc/<pid>/status)", "");
  lines.push("  store    | after start | peak during run");
  lines.push("  ---------+-------------+----------------");
  for (const run of report.stores) {
    if (run.outcome !== "measured") continue;
    lines.push(
      `  ${run.kind.padEnd(8)} | ${formatMemory(run.residentAfterStartBytes).padStart(11)} | ${formatMemory(run.peakResidentBytes).padStart(15)}`,
    );
  }
  lines.push("");
  if (report.failures.length === 0) {
    lines.push("every request answered 2xx");
  } else {
    lines.push("FAILED:", ...report.failures.map((failure) => `  ${failure}`));
  }
  return `${lines.join("\n")}\n`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { json: { type: "boolean", default: false } } });
  releaseOnSignals();
  const machine = describeMachine();
  const loadAtStart = measureLoad();
  const serverEntry = chooseServerEntry();
  progress("Gatekeeper + Verifier, 10 to 10,000 bindings");
  const gatekeeperVerifier = await runGatekeeperVerifierBench();
  const stores: StoreRun[] = [];
  try {
    for (const kind of STORE_KINDS) {
      try {
        stores.push(await measureStore(await prepareStore(kind, "bench"), serverEntry));
      } catch (error) {
        stores.push({ kind, outcome: "failed", reason: errorMessage(error) });
      } finally {
        // Stop this store's server and remove its database before the next one starts.
        await runCleanups();
      }
    }
  } finally {
    await runCleanups();
  }
  const report: BenchReport = {
    machine,
    loadAtStart,
    loadAtEnd: measureLoad(),
    serverEntry,
    gatekeeperVerifier,
    stores,
    failures: failuresOf(gatekeeperVerifier, stores),
  };
  process.stdout.write(
    values.json ? `${JSON.stringify(reportJson(report), null, 2)}\n` : reportTable(report),
  );
  return report.failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
