/**
 * Builds the registry of evidence tools from a scenario file and a runbook folder, by default
 * the order-service incident shipped in `scenarios/order-service/`.
 *
 * This is the one place that knows where the shipped data lives. The paths are resolved from
 * this module's own location, so they are right both when it runs from `src/tools/` (vitest,
 * tsx) and from `dist/tools/` (after `tsc`): both sit two folders below the package root,
 * next to `scenarios/`.
 */
import { fileURLToPath } from "node:url";
import { createLookupKnowledgeTool } from "./lookup-knowledge.js";
import { createQueryLogsTool } from "./query-logs.js";
import { createQueryMetricsTool } from "./query-metrics.js";
import { loadRunbookIndex } from "./runbook-index.js";
import { loadScenario } from "./scenario.js";
import type { ToolRegistry } from "./tool-contract.js";
import type { ToolSetupOutcome } from "./tool-setup-error.js";

/** Absolute path of the shipped scenario file. */
export const DEFAULT_SCENARIO_PATH = fileURLToPath(
  new URL("../../scenarios/order-service/scenario.json", import.meta.url),
);

/** Absolute path of the shipped runbook folder. */
export const DEFAULT_RUNBOOKS_PATH = fileURLToPath(
  new URL("../../scenarios/order-service/runbooks", import.meta.url),
);

/** Where the tools' data comes from; each path defaults to the shipped scenario. */
export interface ToolRegistryOptions {
  /** A scenario JSON file (alerts, logs, glossary). */
  readonly scenarioPath?: string;
  /** A folder of Markdown runbooks. */
  readonly runbooksPath?: string;
}

/** The tools of one scenario, and the names of the services it knows. */
export interface EvidenceBackend {
  readonly tools: ToolRegistry;
  /** Names of the scenario's services, for an executor reading which services a question names. */
  readonly services: readonly string[];
  /** Other names of those services from the glossary (`订单服务` -> `order-service`). */
  readonly serviceAliases: Readonly<Record<string, string>>;
  /** The scenario's glossary, which the Verifier merges into its claim grammar. */
  readonly glossary: Readonly<Record<string, readonly string[]>>;
}

/**
 * Loads the scenario and the runbooks and returns the three evidence tools over them with the
 * scenario's service names. Never throws: a missing or invalid file or folder is a failed
 * outcome whose message names it (and, for a scenario, the bad field).
 */
export async function createEvidenceBackend(
  options: ToolRegistryOptions = {},
): Promise<ToolSetupOutcome<EvidenceBackend>> {
  const [scenario, runbookIndex] = await Promise.all([
    loadScenario(options.scenarioPath ?? DEFAULT_SCENARIO_PATH),
    loadRunbookIndex(options.runbooksPath ?? DEFAULT_RUNBOOKS_PATH),
  ]);
  if (!scenario.ok) {
    return scenario;
  }
  if (!runbookIndex.ok) {
    return runbookIndex;
  }
  const tools: ToolRegistry = {
    query_metrics: createQueryMetricsTool(scenario.value),
    query_logs: createQueryLogsTool(scenario.value),
    lookup_knowledge: createLookupKnowledgeTool(runbookIndex.value),
  };
  const services = scenario.value.services.map((service) => service.name);
  const serviceAliases: Record<string, string> = {};
  for (const [term, equivalents] of Object.entries(scenario.value.glossary)) {
    const service = services.find((name) => equivalents.includes(name));
    if (service !== undefined) serviceAliases[term] = service;
  }
  return {
    ok: true,
    value: { tools, services, serviceAliases, glossary: scenario.value.glossary },
  };
}

/** The three evidence tools over a scenario and a runbook folder; see createEvidenceBackend. */
export async function createToolRegistry(
  options: ToolRegistryOptions = {},
): Promise<ToolSetupOutcome<ToolRegistry>> {
  const backend = await createEvidenceBackend(options);
  return backend.ok ? { ok: true, value: backend.value.tools } : backend;
}
