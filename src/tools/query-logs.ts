/**
 * `query_logs`: finds the scenario's log records that match a query, in time order.
 *
 * A record matches when the query (or each of its terms, or a glossary equivalent) occurs in
 * its service, level, thread, logger or message; see `text-matching.ts`. Nothing is invented:
 * a query that matches nothing returns no records, which the recorder turns into
 * `no_evidence`.
 */
import { z } from "zod";
import {
  IsoTimestampSchema,
  type Scenario,
  type ScenarioLogRecord,
  ScenarioLogRecordSchema,
} from "./scenario.js";
import {
  createTextMatcher,
  normalizeForMatching,
  normalizeGlossary,
  toOneLine,
} from "./text-matching.js";
import type { EvidenceTool, ToolContext } from "./tool-contract.js";

/** Records returned when the caller gives no `limit`. */
export const DEFAULT_LOG_LIMIT = 20;
/** The largest `limit` a caller may ask for. */
export const MAX_LOG_LIMIT = 200;

export const QueryLogsArgumentsSchema = z
  .strictObject({
    /** Words or a phrase to find; terms may be in any language the glossary covers. */
    query: z.string().trim().min(1, "must not be empty"),
    /** Only records of this service (exact name, case-insensitive). */
    service: z.string().trim().min(1, "must not be empty").optional(),
    /** Only records at or after this time. */
    since: IsoTimestampSchema.optional(),
    /** Only records at or before this time. */
    until: IsoTimestampSchema.optional(),
    /** At most this many records: the most recent ones that match. */
    limit: z.number().int().min(1).max(MAX_LOG_LIMIT).default(DEFAULT_LOG_LIMIT),
  })
  .superRefine((toolArguments, context) => {
    const { since, until } = toolArguments;
    if (since !== undefined && until !== undefined && Date.parse(until) < Date.parse(since)) {
      context.addIssue({ code: "custom", path: ["until"], message: "must not be before since" });
    }
  });
export type QueryLogsArguments = z.infer<typeof QueryLogsArgumentsSchema>;

/** `query_logs` as the registry holds it. */
export type QueryLogsTool = EvidenceTool<QueryLogsArguments, ScenarioLogRecord>;

interface SearchableLogRecord {
  readonly record: ScenarioLogRecord;
  readonly time: number;
  readonly normalizedService: string;
  readonly normalizedText: string;
}

/**
 * One line for a log record:
 * `<timestamp> <level> <service> [<thread>] <logger> - <message>`, every field on one line.
 */
export function renderLogRecord(record: ScenarioLogRecord): string {
  return toOneLine(
    `${record.timestamp} ${record.level} ${record.service} [${record.thread}] ${record.logger} - ${record.message}`,
  );
}

/** Creates `query_logs` over the log records and glossary of a scenario. */
export function createQueryLogsTool(scenario: Scenario): QueryLogsTool {
  const glossary = normalizeGlossary(scenario.glossary);
  const searchable: readonly SearchableLogRecord[] = scenario.logs
    .map((record) => ({
      record,
      time: Date.parse(record.timestamp),
      normalizedService: normalizeForMatching(record.service),
      normalizedText: normalizeForMatching(
        [record.service, record.level, record.thread, record.logger, record.message].join(" "),
      ),
    }))
    // Array sort is stable: records with the same timestamp keep their order in the file.
    .sort((left, right) => left.time - right.time);

  return {
    name: "query_logs",
    description:
      "Searches log records for words or a phrase, optionally within one service and a time window, and returns the most recent matches (20 by default) oldest first.",
    argumentsSchema: QueryLogsArgumentsSchema,
    recordSchema: ScenarioLogRecordSchema,
    async search(toolArguments: QueryLogsArguments, context: ToolContext) {
      context.signal.throwIfAborted();
      const matches = createTextMatcher(toolArguments.query, glossary);
      const service =
        toolArguments.service === undefined
          ? undefined
          : normalizeForMatching(toolArguments.service);
      const since = toolArguments.since === undefined ? undefined : Date.parse(toolArguments.since);
      const until = toolArguments.until === undefined ? undefined : Date.parse(toolArguments.until);

      const found = searchable.filter(
        (entry) =>
          (service === undefined || entry.normalizedService === service) &&
          (since === undefined || entry.time >= since) &&
          (until === undefined || entry.time <= until) &&
          matches(entry.normalizedText),
      );
      // The most recent records are the ones an incident is about; they stay in time order.
      return found.slice(-toolArguments.limit).map((entry) => ({ ...entry.record }));
    },
    renderEvidenceText: renderLogRecord,
  };
}
