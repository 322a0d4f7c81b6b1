/**
 * Helpers for the evidence-tool tests: run a tool the way the recorder does (validate the raw
 * arguments, then search) and load the shipped scenario once.
 */

import { formatSchemaIssues } from "../../src/support/schema-issues.js";
import { DEFAULT_RUNBOOKS_PATH, DEFAULT_SCENARIO_PATH } from "../../src/tools/default-tools.js";
import { loadRunbookIndex, type RunbookIndex } from "../../src/tools/runbook-index.js";
import { loadScenario, type Scenario, type ScenarioLogRecord } from "../../src/tools/scenario.js";
import type { EvidenceTool } from "../../src/tools/tool-contract.js";

/** Validates `rawArguments` with the tool's schema and runs its search. */
export async function runTool<TArguments, TRecord extends object>(
  tool: EvidenceTool<TArguments, TRecord>,
  rawArguments: unknown,
): Promise<readonly TRecord[]> {
  const parsed = tool.argumentsSchema.safeParse(rawArguments);
  if (!parsed.success) {
    throw new Error(`${tool.name} arguments: ${formatSchemaIssues(parsed.error.issues)}`);
  }
  return tool.search(parsed.data, { signal: new AbortController().signal });
}

/** The formatted validation error for `rawArguments`, or undefined when they are valid. */
export function argumentsError<TArguments, TRecord extends object>(
  tool: EvidenceTool<TArguments, TRecord>,
  rawArguments: unknown,
): string | undefined {
  const parsed = tool.argumentsSchema.safeParse(rawArguments);
  return parsed.success ? undefined : formatSchemaIssues(parsed.error.issues);
}

/** The shipped scenario; fails the test run when it does not load. */
export async function loadDefaultScenario(): Promise<Scenario> {
  const loaded = await loadScenario(DEFAULT_SCENARIO_PATH);
  if (!loaded.ok) {
    throw new Error(loaded.error.message);
  }
  return loaded.value;
}

/** The index over the shipped runbooks; fails the test run when it does not load. */
export async function loadDefaultRunbookIndex(): Promise<RunbookIndex> {
  const loaded = await loadRunbookIndex(DEFAULT_RUNBOOKS_PATH);
  if (!loaded.ok) {
    throw new Error(loaded.error.message);
  }
  return loaded.value;
}

/** A log record that HikariCP wrote, or that reports a HikariCP failure, in order-service. */
export function isOrderServiceHikariRecord(record: ScenarioLogRecord): boolean {
  return (
    record.service === "order-service" &&
    (record.logger.startsWith("com.zaxxer.hikari") || record.message.includes("HikariPool"))
  );
}
