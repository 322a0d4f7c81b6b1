/**
 * Configuration from environment variables, with defaults that need no setup: SQLite at
 * ./data/vouch.db, the built-in order-service scenario, 127.0.0.1:8740. Every variable is
 * validated; a bad one is reported by name.
 */
import { readFileSync } from "node:fs";
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
  /** The OpenAI-compatible endpoint of the LLM executor; null runs the offline executor. */
  llm: LlmConfig | null;
  /**
   * Bearer tokens and the owner each one stands for. Empty: no authentication, every
   * request acts as owner `local`, and the server only listens on a loopback address.
   */
  apiTokens: ApiToken[];
}

export interface ApiToken {
  owner: string;
  token: string;
}

/** The owner of every request and session when no API tokens are configured. */
export const LOCAL_OWNER = "local";

export interface LlmConfig {
  /** Base URL including the API version path, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  /** Empty sends no Authorization header (local servers). Never logged. */
  apiKey: string;
  /** Limit for one model request, body included. */
  timeoutMs: number;
  /** Most model requests in one executor run. */
  maxTurns: number;
  /** Whether the LLM judge reviews the deterministic Verifier's PASS verdicts. */
  judge: boolean;
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
  [
    "VOUCH_LLM_BASE_URL",
    "OpenAI-compatible endpoint (with /v1) for the LLM executor",
    "(unset: offline executor)",
  ],
  ["VOUCH_LLM_MODEL", "model name; required with VOUCH_LLM_BASE_URL", "(none)"],
  ["VOUCH_LLM_API_KEY", "bearer token for the endpoint", "(none)"],
  ["VOUCH_LLM_TIMEOUT_MS", "limit for one model request", "60000"],
  ["VOUCH_LLM_MAX_TURNS", "most model requests per question", "8"],
  ["VOUCH_LLM_JUDGE", "on: an LLM judge may lower the Verifier's PASS verdicts", "off"],
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

const ApiTokensSchema = optionalText.pipe(
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return [];
      const tokens: ApiToken[] = [];
      for (const entry of value.split(",").map((part) => part.trim())) {
        const separator = entry.indexOf(":");
        const owner = entry.slice(0, separator).trim();
        const token = entry.slice(separator + 1).trim();
        if (separator <= 0 || !/^[A-Za-z0-9._@-]{1,100}$/.test(owner) || token.length < 16) {
          context.addIssue({
            code: "custom",
            message:
              "expected owner:token pairs separated by commas, owners of letters, digits and ._@-, tokens of at least 16 characters",
          });
          return z.NEVER;
        }
        tokens.push({ owner, token });
      }
      if (new Set(tokens.map((entry) => entry.token)).size !== tokens.length) {
        context.addIssue({ code: "custom", message: "the same token is given twice" });
        return z.NEVER;
      }
      return tokens;
    }),
);

const EnvironmentSchema = z.object({
  VOUCH_API_TOKENS: ApiTokensSchema,
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
  VOUCH_LLM_BASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\//, "expected an http:// or https:// URL")
      .optional(),
  ),
  VOUCH_LLM_MODEL: optionalText,
  VOUCH_LLM_API_KEY: optionalText,
  VOUCH_LLM_TIMEOUT_MS: integerVariable(60_000, 1, 600_000),
  VOUCH_LLM_MAX_TURNS: integerVariable(8, 1, 50),
  VOUCH_LLM_JUDGE: optionalText.pipe(
    z
      .enum(["on", "off", "true", "false", "1", "0"])
      .optional()
      .transform((value) => value === "on" || value === "true" || value === "1"),
  ),
});

export type ConfigOutcome = { ok: true; value: VouchConfig } | { ok: false; error: string };

/**
 * Reads the optional config file named by VOUCH_CONFIG: a JSON object whose keys are the
 * variable names above. Values may be strings, numbers or booleans.
 */
function readConfigFile(
  path: string,
): { ok: true; value: Record<string, string> } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return {
      ok: false,
      error: `invalid configuration: VOUCH_CONFIG: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: `invalid configuration: ${path}: expected a JSON object` };
  }
  const known = new Set<string>(ENVIRONMENT_VARIABLES.map(([name]) => name));
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!known.has(key) || key === "VOUCH_CONFIG") {
      return { ok: false, error: `invalid configuration: ${path}: ${key}: unknown setting` };
    }
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      return {
        ok: false,
        error: `invalid configuration: ${path}: ${key}: expected a string, number or boolean`,
      };
    }
    values[key] = String(value);
  }
  return { ok: true, value: values };
}

export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  workingDirectory: string = process.cwd(),
): ConfigOutcome {
  let merged: NodeJS.ProcessEnv = environment;
  const configPath = environment.VOUCH_CONFIG?.trim();
  if (configPath !== undefined && configPath !== "") {
    const file = readConfigFile(resolve(workingDirectory, configPath));
    if (!file.ok) return file;
    merged = { ...file.value, ...environment };
  }
  const parsed = EnvironmentSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join(".")}: ${issue.message}`,
    );
    return { ok: false, error: `invalid configuration: ${problems.join("; ")}` };
  }
  const variables = parsed.data;
  if (variables.VOUCH_LLM_BASE_URL !== undefined && variables.VOUCH_LLM_MODEL === undefined) {
    return {
      ok: false,
      error: "invalid configuration: VOUCH_LLM_MODEL: required when VOUCH_LLM_BASE_URL is set",
    };
  }
  const host = variables.VOUCH_HOST ?? "127.0.0.1";
  if (variables.VOUCH_API_TOKENS.length === 0 && !isLoopback(host)) {
    return {
      ok: false,
      error: `invalid configuration: VOUCH_HOST: ${host} is reachable from other machines; set VOUCH_API_TOKENS first (without tokens Vouch listens on 127.0.0.1 only)`,
    };
  }
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
      host,
      apiTokens: variables.VOUCH_API_TOKENS,
      port: variables.VOUCH_PORT,
      toolTimeoutMs: variables.VOUCH_TOOL_TIMEOUT_MS,
      maxRecordsPerInvocation: variables.VOUCH_MAX_RECORDS,
      logLevel: variables.VOUCH_LOG_LEVEL ?? "info",
      llm:
        variables.VOUCH_LLM_BASE_URL === undefined
          ? null
          : {
              baseUrl: variables.VOUCH_LLM_BASE_URL,
              model: variables.VOUCH_LLM_MODEL ?? "",
              apiKey: variables.VOUCH_LLM_API_KEY ?? "",
              timeoutMs: variables.VOUCH_LLM_TIMEOUT_MS,
              maxTurns: variables.VOUCH_LLM_MAX_TURNS,
              judge: variables.VOUCH_LLM_JUDGE,
            },
    },
  };
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}
