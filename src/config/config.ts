/**
 * Configuration from environment variables, with defaults that need no setup: SQLite at
 * ./data/vouch.db, the built-in order-service scenario, 127.0.0.1:8740. Every variable is
 * validated; a bad one is reported by name.
 */
import { resolve } from "node:path";
import { z } from "zod";
import type { StoreLocation } from "../store/open-store.js";
import { DEFAULT_RUNBOOKS_PATH, DEFAULT_SCENARIO_PATH } from "../tools/default-tools.js";

export interface VouchConfig {
  store: StoreLocation;
  scenarioPath: string;
  runbooksPath: string;
  host: string;
  port: number;
  toolTimeoutMs: number;
  maxRecordsPerInvocation: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
}

/** Every variable Vouch reads, with its meaning and default: the source of `vouch --help`. */
export const ENVIRONMENT_VARIABLES = [
  ["DATABASE_URL", "postgres://... to use PostgreSQL instead of SQLite", "(unset)"],
  ["VOUCH_PG_SCHEMA", "PostgreSQL schema for Vouch's tables", "public"],
  ["VOUCH_DB", "SQLite database file", "./data/vouch.db"],
  ["VOUCH_SCENARIO", "scenario file (alerts, logs, services, glossary)", "built-in order-service"],
  ["VOUCH_RUNBOOKS", "folder of Markdown runbooks", "built-in runbooks"],
  ["VOUCH_HOST", "address the server listens on", "127.0.0.1"],
  ["VOUCH_PORT", "port the server listens on", "8740"],
  ["VOUCH_TOOL_TIMEOUT_MS", "a tool call that takes longer is recorded as failed", "10000"],
  ["VOUCH_MAX_RECORDS", "most records kept per tool invocation", "100"],
  ["VOUCH_LOG_LEVEL", "fatal|error|warn|info|debug|trace|silent", "info"],
] as const;

const optionalText = z
  .string()
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value === "" ? undefined : value));

function integerVariable(fallback: number, minimum: number, maximum: number) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, "expected a whole number")
      .transform(Number)
      .pipe(z.number().int().min(minimum).max(maximum))
      .optional()
      .transform((value) => value ?? fallback),
  );
}

const EnvironmentSchema = z.object({
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "expected a postgres:// or postgresql:// URL")
      .optional(),
  ),
  VOUCH_PG_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, "expected a lower-case identifier")
      .optional(),
  ),
  VOUCH_DB: optionalText,
  VOUCH_SCENARIO: optionalText,
  VOUCH_RUNBOOKS: optionalText,
  VOUCH_HOST: optionalText,
  VOUCH_PORT: integerVariable(8740, 0, 65535),
  VOUCH_TOOL_TIMEOUT_MS: integerVariable(10_000, 1, 600_000),
  VOUCH_MAX_RECORDS: integerVariable(100, 1, 10_000),
  VOUCH_LOG_LEVEL: optionalText.pipe(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  ),
});

export type ConfigOutcome = { ok: true; value: VouchConfig } | { ok: false; error: string };

export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  workingDirectory: string = process.cwd(),
): ConfigOutcome {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join(".")}: ${issue.message}`,
    );
    return { ok: false, error: `invalid configuration: ${problems.join("; ")}` };
  }
  const variables = parsed.data;
  const store: StoreLocation =
    variables.DATABASE_URL !== undefined
      ? variables.VOUCH_PG_SCHEMA !== undefined
        ? { kind: "postgres", url: variables.DATABASE_URL, schema: variables.VOUCH_PG_SCHEMA }
        : { kind: "postgres", url: variables.DATABASE_URL }
      : {
          kind: "sqlite",
          path: resolve(workingDirectory, variables.VOUCH_DB ?? "data/vouch.db"),
        };
  return {
    ok: true,
    value: {
      store,
      scenarioPath:
        variables.VOUCH_SCENARIO === undefined
          ? DEFAULT_SCENARIO_PATH
          : resolve(workingDirectory, variables.VOUCH_SCENARIO),
      runbooksPath:
        variables.VOUCH_RUNBOOKS === undefined
          ? DEFAULT_RUNBOOKS_PATH
          : resolve(workingDirectory, variables.VOUCH_RUNBOOKS),
      host: variables.VOUCH_HOST ?? "127.0.0.1",
      port: variables.VOUCH_PORT,
      toolTimeoutMs: variables.VOUCH_TOOL_TIMEOUT_MS,
      maxRecordsPerInvocation: variables.VOUCH_MAX_RECORDS,
      logLevel: variables.VOUCH_LOG_LEVEL ?? "info",
    },
  };
}
