/**
 * `query_metrics`: returns the scenario's alerts, optionally narrowed by service, alert name,
 * state or a text query.
 *
 * Alerts are the metric evidence the scenario records (an alert carries the figures that made
 * it fire). The text query uses the same matching as `query_logs`, over the alert's name,
 * state, service, severity, summary and `key=value` figures.
 */
import { z } from "zod";
import {
  AlertStateSchema,
  type Scenario,
  type ScenarioAlert,
  ScenarioAlertSchema,
} from "./scenario.js";
import {
  createTextMatcher,
  normalizeForMatching,
  normalizeGlossary,
  toOneLine,
} from "./text-matching.js";
import type { EvidenceTool, ToolContext } from "./tool-contract.js";

export const QueryMetricsArgumentsSchema = z.strictObject({
  /** Only alerts of this service (exact name, case-insensitive). */
  service: z.string().trim().min(1, "must not be empty").optional(),
  /** Only alerts with this name (exact, case-insensitive). */
  alertname: z.string().trim().min(1, "must not be empty").optional(),
  /** Only alerts in this state. */
  state: AlertStateSchema.optional(),
  /** Words or a phrase that must occur in the alert. */
  query: z.string().trim().min(1, "must not be empty").optional(),
});
export type QueryMetricsArguments = z.infer<typeof QueryMetricsArgumentsSchema>;

/** `query_metrics` as the registry holds it. */
export type QueryMetricsTool = EvidenceTool<QueryMetricsArguments, ScenarioAlert>;

interface SearchableAlert {
  readonly alert: ScenarioAlert;
  readonly normalizedService: string;
  readonly normalizedAlertname: string;
  readonly normalizedText: string;
}

function renderValues(alert: ScenarioAlert): string[] {
  return Object.entries(alert.values).map(([key, value]) => `${key}=${value}`);
}

/**
 * One line for an alert: `<alertname> <state>, service=<service>`, then its figures as
 * `key=value` in the scenario's order, e.g.
 * `HighMemoryUsage firing, service=order-service, current=91%, duration=15m`.
 */
export function renderAlert(alert: ScenarioAlert): string {
  const parts = [
    `${alert.alertname} ${alert.state}`,
    `service=${alert.service}`,
    ...renderValues(alert),
  ];
  return toOneLine(parts.join(", "));
}

/** Creates `query_metrics` over the alerts and glossary of a scenario. */
export function createQueryMetricsTool(scenario: Scenario): QueryMetricsTool {
  const glossary = normalizeGlossary(scenario.glossary);
  const searchable: readonly SearchableAlert[] = scenario.alerts.map((alert) => ({
    alert,
    normalizedService: normalizeForMatching(alert.service),
    normalizedAlertname: normalizeForMatching(alert.alertname),
    normalizedText: normalizeForMatching(
      [
        alert.alertname,
        alert.state,
        alert.service,
        alert.severity,
        alert.summary,
        ...renderValues(alert),
      ].join(" "),
    ),
  }));

  return {
    name: "query_metrics",
    description:
      "Returns alerts with their current figures, optionally only those of a service, an alert name, a state (firing, pending, resolved) or matching a text query; no arguments returns every alert.",
    argumentsSchema: QueryMetricsArgumentsSchema,
    recordSchema: ScenarioAlertSchema,
    async search(toolArguments: QueryMetricsArguments, context: ToolContext) {
      context.signal.throwIfAborted();
      const { state } = toolArguments;
      const service =
        toolArguments.service === undefined
          ? undefined
          : normalizeForMatching(toolArguments.service);
      const alertname =
        toolArguments.alertname === undefined
          ? undefined
          : normalizeForMatching(toolArguments.alertname);
      const matches =
        toolArguments.query === undefined
          ? undefined
          : createTextMatcher(toolArguments.query, glossary);

      return searchable
        .filter(
          (entry) =>
            (service === undefined || entry.normalizedService === service) &&
            (alertname === undefined || entry.normalizedAlertname === alertname) &&
            (state === undefined || entry.alert.state === state) &&
            (matches === undefined || matches(entry.normalizedText)),
        )
        .map((entry) => ({ ...entry.alert, values: { ...entry.alert.values } }));
    },
    renderEvidenceText: renderAlert,
  };
}
