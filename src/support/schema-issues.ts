/**
 * Formats zod issues as `path: message` lines, e.g. `logs[3].timestamp: expected string`.
 *
 * Tool arguments and scenario files are written by models and people; an error they can act
 * on names the field that is wrong, in the same notation they would use to point at it.
 */
import type { z } from "zod";

/** At most this many issues are spelled out; the rest are counted. */
const LISTED_ISSUE_LIMIT = 5;

const IDENTIFIER_KEY = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/**
 * `logs[3].timestamp` for the path `["logs", 3, "timestamp"]`; a key that is not an
 * identifier is quoted (`labels["a b"]`); the empty path is `root`.
 */
export function formatIssuePath(path: readonly PropertyKey[], root = "(root)"): string {
  let formatted = "";
  for (const segment of path) {
    if (typeof segment === "number") {
      formatted += `[${segment}]`;
    } else {
      const name = String(segment);
      if (!IDENTIFIER_KEY.test(name)) formatted += `[${JSON.stringify(name)}]`;
      else formatted += formatted === "" ? name : `.${name}`;
    }
  }
  return formatted === "" ? root : formatted;
}

/**
 * One `path: message` entry per problem, joined with `; `. An unknown field is reported at its
 * own path (`logs[3].startsAt: unknown field`) rather than at the object that holds it.
 */
export function formatSchemaIssues(issues: readonly z.core.$ZodIssue[]): string {
  const entries: string[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        entries.push(`${formatIssuePath([...issue.path, key])}: unknown field`);
      }
    } else {
      entries.push(`${formatIssuePath(issue.path)}: ${issue.message}`);
    }
  }
  const listed = entries.slice(0, LISTED_ISSUE_LIMIT).join("; ");
  const unlisted = entries.length - LISTED_ISSUE_LIMIT;
  return unlisted > 0 ? `${listed}; and ${unlisted} more` : listed;
}
