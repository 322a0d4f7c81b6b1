/**
 * Benchmark: what checking one binding costs (ExecutorGatekeeperService + Verifier), from a
 * session of 10 bindings to one of 10,000, and what a 100 KB record costs.
 *
 * Each binding cites its own record (an alert, a Java, Go or Nginx log line, a Chinese alert or
 * log line; a quarter of the claims in Chinese), so every measured binding pays for analysing
 * its record once, for analysing its claim, and for its share of the Gatekeeper's run. The cost
 * of a binding is the Gatekeeper's time over the whole output divided by the bindings, plus the
 * time the Verifier's judge takes on that binding's claim; the table gives the median and the
 * 99th percentile over the bindings of the best of a few runs. Every claim is faithful and
 * every binding authentic, so the whole path runs to PASS (the bench fails otherwise).
 *
 * It also shows that a record is analysed once per turn, not once per binding (1,000 bindings
 * citing the same 10 records), and times one claim against a 100 KB record of English log lines
 * and of Chinese ones.
 *
 * It measures the compiled code in `dist/` when it is current (`npm run bench` builds it
 * first), as `npm start` runs it; otherwise the source through tsx, which is slower.
 *
 *   npx tsx bench/gatekeeper-verifier.ts          a table
 *   npx tsx bench/gatekeeper-verifier.ts --json   the same figures as JSON
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as ExecutorOutputModule from "../src/executor/executor-output.js";
import type { ToolInvocation } from "../src/recorder/tool-invocation.js";
import type * as ClaimJudgeModule from "../src/verification/claim-judge.js";
import type * as GatekeeperModule from "../src/verification/gatekeeper.js";
import type * as HookModule from "../src/verification/verifier-input-hook.js";

const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
const SESSION_ID = "bench-session";
const SESSION_SIZES = [10, 100, 1_000, 10_000];
/** Runs per size; the run with the lowest median is reported. */
const RUNS = 3;
const LARGE_RECORD_LENGTH = 100_000;

interface Modules {
  readonly normalizeExecutorOutput: typeof ExecutorOutputModule.normalizeExecutorOutput;
  readonly gatekeeper: typeof GatekeeperModule.ExecutorGatekeeperService;
  readonly createDeterministicJudge: typeof ClaimJudgeModule.createDeterministicJudge;
  readonly assembleVerifierInput: typeof HookModule.assembleVerifierInput;
  /** `dist` (compiled) or `src` (through tsx). */
  readonly from: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith(".ts") || entry.name.endsWith(".json")
        ? [join(folder, entry.name)]
        : [],
  );
}

/** Whether every source file has a compiled counterpart at least as new. */
function compiledIsCurrent(): boolean {
  const sourceRoot = join(REPOSITORY, "src");
  return sourceFiles(sourceRoot).every((source) => {
    const built = join(REPOSITORY, "dist", relative(sourceRoot, source).replace(/\.ts$/u, ".js"));
    return existsSync(built) && statSync(built).mtimeMs >= statSync(source).mtimeMs;
  });
}

async function loadModules(): Promise<Modules> {
  const root = compiledIsCurrent() ? "dist" : "src";
  const extension = root === "dist" ? "js" : "ts";
  const load = (path: string): Promise<unknown> =>
    import(pathToFileURL(join(REPOSITORY, root, `${path}.${extension}`)).href);
  const executorOutput = (await load("executor/executor-output")) as typeof ExecutorOutputModule;
  const gatekeeper = (await load("verification/gatekeeper")) as typeof GatekeeperModule;
  const judge = (await load("verification/claim-judge")) as typeof ClaimJudgeModule;
  const hook = (await load("verification/verifier-input-hook")) as typeof HookModule;
  return {
    normalizeExecutorOutput: executorOutput.normalizeExecutorOutput,
    gatekeeper: gatekeeper.ExecutorGatekeeperService,
    createDeterministicJudge: judge.createDeterministicJudge,
    assembleVerifierInput: hook.assembleVerifierInput,
    from: root,
  };
}

/** A record and a faithful claim about it, with a verbatim excerpt. */
interface Evidence {
  readonly toolName: "query_metrics" | "query_logs";
  readonly collection: "alerts" | "logs";
  readonly text: string;
  readonly claim: string;
  readonly excerpt: string;
}

const SERVICES = ["order", "payment", "ledger", "search", "cart", "profile", "billing", "geo"];

function evidenceOf(index: number): Evidence {
  const service = `${SERVICES[index % SERVICES.length] ?? "order"}-service-${index}`;
  const number = 10 + (index % 90);
  switch (index % 6) {
    case 0: {
      const latency = ((index % 40) + 9) / 10;
      const text = `HighRequestLatency firing, service=${service}, p99=${latency}s, threshold=800ms, duration=${(index % 50) + 5}m`;
      return {
        toolName: "query_metrics",
        collection: "alerts",
        text,
        claim: `${service} p99 latency is ${latency}s, above the 800ms threshold.`,
        excerpt: text.slice(0, text.indexOf(", threshold")),
      };
    }
    case 1: {
      const text = `2026-11-29T10:${String(index % 60).padStart(2, "0")}:11Z ERROR ${service} [http-nio-8080-exec-${index % 200}] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${number}, active=${number}, idle=0, waiting=${index % 61})`;
      return {
        toolName: "query_logs",
        collection: "logs",
        text,
        claim: `${service} HikariPool-1 has active=${number} of total=${number} connections with waiting=${index % 61}.`,
        excerpt: `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${number}, active=${number}, idle=0, waiting=${index % 61})`,
      };
    }
    case 2: {
      const text = `time="2026-11-29T10:41:17Z" level=error msg="upstream request failed" service=${service} upstream=inventory-service status=503 latency_ms=${3000 + index}`;
      return {
        toolName: "query_logs",
        collection: "logs",
        text,
        claim: `${service} upstream request failed with status=503, latency ${3000 + index} ms.`,
        excerpt: text.slice(text.indexOf("msg=")),
      };
    }
    case 3: {
      const text = `10.0.${index % 255}.7 - - [29/Nov/2026:10:41:17 +0000] "GET /api/orders HTTP/1.1" 504 167 "-" "curl/8.4.0" request_time=30.001 upstream=${service}:8080`;
      return {
        toolName: "query_logs",
        collection: "logs",
        text,
        claim: `GET /api/orders got 504 with upstream ${service}:8080, request_time=30.001`,
        excerpt: text.slice(text.indexOf('"GET')),
      };
    }
    case 4: {
      const text = `告警 数据库连接池耗尽 firing, service=${service}, 活跃连接=${number}/${number}, 空闲=0, 等待线程=${index % 61}, 持续=16m`;
      return {
        toolName: "query_metrics",
        collection: "alerts",
        text,
        claim: `${service} 的数据库连接池耗尽告警正在触发，活跃连接 ${number}/${number}，等待线程 ${index % 61} 个，持续 16 分钟`,
        excerpt: text,
      };
    }
    default: {
      const text = `2026-11-29T10:41:17Z ERROR ${service} [main] c.e.PayClient - 调用 card-gateway 超时，耗时 ${3000 + index}ms，重试 3 次`;
      return {
        toolName: "query_logs",
        collection: "logs",
        text,
        claim: `${service} 调用 card-gateway 超时，耗时 ${3000 + index}ms，重试 3 次`,
        excerpt: text.slice(text.indexOf("调用")),
      };
    }
  }
}

/** Invocations of one record each, and an executor output of one claim per binding. */
export function sessionOf(bindingCount: number, distinctRecords: number) {
  const invocations: ToolInvocation[] = [];
  const claims = [];
  for (let index = 0; index < bindingCount; index++) {
    const recordIndex = index % distinctRecords;
    const evidence = evidenceOf(recordIndex);
    if (index < distinctRecords) {
      invocations.push({
        id: recordIndex + 1,
        session_id: SESSION_ID,
        tool_name: evidence.toolName,
        arguments: {},
        result: null,
        retrieval_details: {
          evidence_status: "ok",
          evidence_refs: [{ raw_path: `$.${evidence.collection}[0]`, text: evidence.text }],
        },
        status: "ok",
        error: null,
        started_at: "2026-11-29T10:00:00Z",
        duration_ms: 5,
      });
    }
    claims.push({
      claim_id: `c${index + 1}`,
      text: evidence.claim,
      kind: "observation",
      status: "confirmed",
      evidence_bindings: [
        {
          tool_name: evidence.toolName,
          source_invocation_id: recordIndex + 1,
          raw_path: `$.${evidence.collection}[0]`,
          evidence_excerpt: evidence.excerpt,
        },
      ],
    });
  }
  return { invocations, output: { claims, recommended_actions: [], tool_trace_summary: "bench" } };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** One session size, measured. */
export interface Measurement {
  readonly bindings: number;
  readonly distinctRecords: number;
  readonly totalMs: number;
  readonly medianMicroseconds: number;
  readonly p99Microseconds: number;
  readonly gatekeeperMicrosecondsPerBinding: number;
  readonly severity: string;
  /** Claims the judge did not pass: 0 when the whole path ran. */
  readonly notPassing: number;
}

function measureOnce(modules: Modules, bindingCount: number, distinctRecords: number): Measurement {
  const { invocations, output } = sessionOf(bindingCount, distinctRecords);
  const normalized = modules.normalizeExecutorOutput(output);
  const started = performance.now();
  const gatekeeperResult = modules.gatekeeper.check({
    session_id: SESSION_ID,
    executor_output: normalized,
    invocations,
    hook_warnings: [],
  });
  const gatekeeperMs = performance.now() - started;
  const input = modules.assembleVerifierInput(
    SESSION_ID,
    normalized,
    gatekeeperResult,
    invocations,
  );
  const judge = modules.createDeterministicJudge();
  const gatekeeperShare = (gatekeeperMs * 1000) / bindingCount;
  const costs: number[] = [];
  let notPassing = 0;
  for (const claim of input.claims) {
    const claimStarted = performance.now();
    const judgement = judge.judge(claim);
    costs.push((performance.now() - claimStarted) * 1000 + gatekeeperShare);
    if (judgement.verdict !== "PASS") {
      notPassing += 1;
    }
  }
  const totalMs = performance.now() - started;
  costs.sort((left, right) => left - right);
  return {
    bindings: bindingCount,
    distinctRecords,
    totalMs,
    medianMicroseconds: percentile(costs, 0.5),
    p99Microseconds: percentile(costs, 0.99),
    gatekeeperMicrosecondsPerBinding: gatekeeperShare,
    severity: gatekeeperResult.severity,
    notPassing,
  };
}

function measure(modules: Modules, bindingCount: number, distinctRecords: number): Measurement {
  let best: Measurement | undefined;
  for (let run = 0; run < RUNS; run++) {
    const measurement = measureOnce(modules, bindingCount, distinctRecords);
    if (best === undefined || measurement.medianMicroseconds < best.medianMicroseconds) {
      best = measurement;
    }
  }
  return best as Measurement;
}

/** One claim judged against a 100 KB record. */
export interface LargeRecordMeasurement {
  readonly language: "en" | "zh";
  readonly recordBytes: number;
  readonly milliseconds: number;
  readonly verdict: string;
}

function largeRecordOf(language: "en" | "zh"): { text: string; claim: string } {
  const lines: string[] = [];
  for (let index = 0; lines.join("\n").length < LARGE_RECORD_LENGTH; index++) {
    lines.push(
      language === "en"
        ? `2026-11-29T10:00:11Z ERROR service-${index} [exec-${index % 200}] HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=${index % 61})`
        : `2026-11-29T10:00:11Z ERROR pay-${index} [main] c.e.PayClient - 调用 card-gateway 超时，耗时 ${3000 + index}ms，重试 ${index % 7} 次`,
    );
  }
  return {
    text: lines.join("\n").slice(0, LARGE_RECORD_LENGTH),
    claim:
      language === "en"
        ? "service-377 HikariPool-1 has active=50 of total=50 connections with waiting=11."
        : "pay-377 调用 card-gateway 超时，耗时 3377ms，重试 6 次",
  };
}

function measureLargeRecord(modules: Modules, language: "en" | "zh"): LargeRecordMeasurement {
  const { text, claim } = largeRecordOf(language);
  let best = Number.POSITIVE_INFINITY;
  let verdict = "";
  for (let run = 0; run < 8; run++) {
    // A new judge each run: the record is analysed afresh, as in a new turn.
    const judge = modules.createDeterministicJudge();
    const started = performance.now();
    verdict = judge.judge({
      claim_id: "c1",
      text: claim,
      kind: "observation",
      status: "confirmed",
      verified_excerpts: [
        {
          raw_path: "$.logs[0]",
          text: `${text}${" ".repeat(run)}`,
          binding_index: 0,
          tool_name: "query_logs",
          source_invocation_id: 1,
        },
      ],
    }).verdict;
    best = Math.min(best, performance.now() - started);
  }
  return { language, recordBytes: Buffer.byteLength(text), milliseconds: best, verdict };
}

/** The figures of one run of this benchmark. */
export interface GatekeeperVerifierReport {
  readonly node: string;
  readonly from: string;
  readonly measurements: readonly Measurement[];
  /** 1,000 bindings citing the same 10 records. */
  readonly repeatedRecords: Measurement;
  readonly largeRecords: readonly LargeRecordMeasurement[];
}

/** Measures every session size and the large records; takes some seconds. */
export async function runGatekeeperVerifierBench(): Promise<GatekeeperVerifierReport> {
  const modules = await loadModules();
  // Warm the JIT on a mid-sized session first, so that small sessions are not measured cold.
  measureOnce(modules, 2_000, 2_000);
  return {
    node: process.version,
    from: modules.from,
    measurements: SESSION_SIZES.map((size) => measure(modules, size, size)),
    repeatedRecords: measure(modules, 1_000, 10),
    largeRecords: [measureLargeRecord(modules, "en"), measureLargeRecord(modules, "zh")],
  };
}

/** What did not run to PASS: the bench data no longer exercises the full path. */
export function sizesThatDidNotPass(report: GatekeeperVerifierReport): Measurement[] {
  return [...report.measurements, report.repeatedRecords].filter(
    (entry) => entry.severity !== "none" || entry.notPassing > 0,
  );
}

function rounded(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

export function gatekeeperVerifierJson(report: GatekeeperVerifierReport) {
  const row = (entry: Measurement) => ({
    bindings: entry.bindings,
    distinct_records: entry.distinctRecords,
    total_ms: rounded(entry.totalMs, 2),
    median_microseconds_per_binding: rounded(entry.medianMicroseconds),
    p99_microseconds_per_binding: rounded(entry.p99Microseconds),
    gatekeeper_microseconds_per_binding: rounded(entry.gatekeeperMicrosecondsPerBinding),
    severity: entry.severity,
    not_passing: entry.notPassing,
  });
  return {
    node: report.node,
    code: report.from,
    measurements: report.measurements.map(row),
    repeated_records: row(report.repeatedRecords),
    large_records: report.largeRecords.map((entry) => ({
      language: entry.language,
      record_bytes: entry.recordBytes,
      milliseconds: rounded(entry.milliseconds, 2),
      verdict: entry.verdict,
    })),
  };
}

/** The report as the lines of a table. */
export function formatGatekeeperVerifierReport(report: GatekeeperVerifierReport): string[] {
  const lines = [
    `Gatekeeper + Verifier per binding, each binding citing its own record (${report.from === "dist" ? "compiled dist/" : "source through tsx"}, node ${report.node})`,
    "",
    "  bindings |  total ms | median µs / binding | p99 µs / binding | of which Gatekeeper µs",
    "  ---------+-----------+---------------------+------------------+-----------------------",
  ];
  const line = (entry: Measurement, label: string) =>
    `  ${label.padStart(8)} | ${entry.totalMs.toFixed(1).padStart(9)} | ${entry.medianMicroseconds.toFixed(1).padStart(19)} | ${entry.p99Microseconds.toFixed(1).padStart(16)} | ${entry.gatekeeperMicrosecondsPerBinding.toFixed(1).padStart(22)}`;
  for (const entry of report.measurements) {
    lines.push(line(entry, entry.bindings.toLocaleString("en-US")));
  }
  lines.push(
    "",
    "  1,000 bindings citing the same 10 records (each record analysed once per turn):",
    line(report.repeatedRecords, "1,000"),
    "",
  );
  for (const entry of report.largeRecords) {
    lines.push(
      `  one claim against a ${Math.round(entry.recordBytes / 1000)} KB record of ${entry.language === "en" ? "English" : "Chinese"} log lines: ${entry.milliseconds.toFixed(2)} ms (${entry.verdict})`,
    );
  }
  const unexpected = sizesThatDidNotPass(report);
  if (unexpected.length > 0) {
    lines.push(
      `warning: ${unexpected.length} sizes did not run to PASS; the bench data no longer exercises the full path`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const report = await runGatekeeperVerifierBench();
  const output = process.argv.includes("--json")
    ? JSON.stringify(gatekeeperVerifierJson(report), null, 2)
    : formatGatekeeperVerifierReport(report).join("\n");
  process.stdout.write(`${output}\n`);
}

// Run alone when this file is the entry point; `run-bench.ts` imports it instead.
const entryPoint = process.argv[1];
if (entryPoint !== undefined && import.meta.url === pathToFileURL(entryPoint).href) await main();
