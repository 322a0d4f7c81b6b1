/**
 * The scenario file: the alerts, log records and glossary that `query_metrics` and
 * `query_logs` search.
 *
 * Vouch ships one scenario (`scenarios/order-service/scenario.json`) and a team can point it
 * at their own recorded incident. Everything the tools can find is in this file, so nothing
 * about a particular incident (names, numbers, translations) lives in the code. The schema is
 * strict: a misspelt field is reported, not silently ignored.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { formatSchemaIssues } from "../support/schema-issues.js";
import { describeThrown, setupFailure, type ToolSetupOutcome } from "./tool-setup-error.js";

const NonEmptyStringSchema = z.string().trim().min(1, "must not be empty");

/** An ISO 8601 timestamp with `Z` or an offset, e.g. `2026-11-28T22:41:17Z`. */
export const IsoTimestampSchema = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.code === "invalid_format"
      ? "expected an ISO 8601 timestamp such as 2026-11-28T22:41:17Z"
      : undefined,
});

export const ScenarioServiceSchema = z.strictObject({
  name: NonEmptyStringSchema,
  description: z.string(),
  /** What the service calls: other services of the scenario or external systems. */
  dependencies: z.array(NonEmptyStringSchema).optional(),
});
export type ScenarioService = z.infer<typeof ScenarioServiceSchema>;

export const AlertStateSchema = z.enum(["firing", "pending", "resolved"]);
export type AlertState = z.infer<typeof AlertStateSchema>;

export const ScenarioAlertSchema = z.strictObject({
  alertname: NonEmptyStringSchema,
  state: AlertStateSchema,
  service: NonEmptyStringSchema,
  severity: NonEmptyStringSchema,
  summary: z.string(),
  starts_at: IsoTimestampSchema,
  /**
   * The alert's figures (`current`, `threshold`, `duration`, `p99`, ...). Their order in the
   * file is the order in which the alert's evidence text lists them.
   */
  values: z.record(NonEmptyStringSchema, z.union([z.string(), z.number()])),
});
export type ScenarioAlert = z.infer<typeof ScenarioAlertSchema>;

export const ScenarioLogRecordSchema = z.strictObject({
  timestamp: IsoTimestampSchema,
  level: NonEmptyStringSchema,
  service: NonEmptyStringSchema,
  thread: NonEmptyStringSchema,
  logger: NonEmptyStringSchema,
  message: NonEmptyStringSchema,
});
export type ScenarioLogRecord = z.infer<typeof ScenarioLogRecordSchema>;

/** Query term -> terms that mean the same in the records, e.g. `连接池耗尽` -> `Connection is not available`. */
export const GlossarySchema = z.record(NonEmptyStringSchema, z.array(NonEmptyStringSchema).min(1));

export const ScenarioSchema = z
  .strictObject({
    name: NonEmptyStringSchema,
    description: z.string(),
    services: z.array(ScenarioServiceSchema).min(1),
    alerts: z.array(ScenarioAlertSchema),
    logs: z.array(ScenarioLogRecordSchema),
    glossary: GlossarySchema.default({}),
  })
  .superRefine((scenario, context) => {
    // A record of a service the scenario does not declare is almost always a typo that would
    // make a `service` filter silently miss it.
    const declared = new Set(scenario.services.map((service) => service.name));
    const declaredList = [...declared].join(", ");
    const checkService = (service: string, path: PropertyKey[]) => {
      if (!declared.has(service)) {
        context.addIssue({
          code: "custom",
          path,
          message: `unknown service "${service}" (services: ${declaredList})`,
        });
      }
    };
    scenario.alerts.forEach((alert, index) => {
      checkService(alert.service, ["alerts", index, "service"]);
    });
    scenario.logs.forEach((record, index) => {
      checkService(record.service, ["logs", index, "service"]);
    });
  });
export type Scenario = z.infer<typeof ScenarioSchema>;

/**
 * Checks already-parsed JSON against {@link ScenarioSchema}. `source` (usually the file path)
 * starts the error message: `scenario.json: logs[3].timestamp: ...`.
 */
export function parseScenario(json: unknown, source: string): ToolSetupOutcome<Scenario> {
  const parsed = ScenarioSchema.safeParse(json);
  if (!parsed.success) {
    return setupFailure(
      "scenario_invalid",
      `${source}: ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  return { ok: true, value: parsed.data };
}

/**
 * Reads and validates a scenario file. Never throws: a missing file, invalid JSON or a bad
 * field is a failed outcome whose message starts with the path.
 */
export async function loadScenario(path: string): Promise<ToolSetupOutcome<Scenario>> {
  let content: string;
  try {
    content = await readFile(path, "utf8");
  } catch (thrown) {
    return setupFailure(
      "scenario_unreadable",
      `${path}: cannot read scenario file: ${describeThrown(thrown)}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (thrown) {
    return setupFailure(
      "scenario_invalid_json",
      `${path}: not valid JSON: ${describeThrown(thrown)}`,
    );
  }
  return parseScenario(json, path);
}
