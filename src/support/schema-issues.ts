/**
 * Turns zod issues into messages that name the exact field, e.g.
 * `claims[0].evidence_bindings[1].raw_path: expected string, received number`, so an
 * operator can fix the input without reading a stack trace.
 */
import type { z } from "zod";

/** `claims[0].evidence_bindings[1].raw_path` for a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let formatted = "";
  for (const segment of path) {
    if (typeof segment === "number") formatted += `[${segment}]`;
    else formatted += formatted === "" ? String(segment) : `.${String(segment)}`;
  }
  return formatted;
}

/** One line per issue: `path: message` (just the message for the root). */
export function formatSchemaIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = formatIssuePath(issue.path);
    return path === "" ? issue.message : `${path}: ${issue.message}`;
  });
}
