/**
 * The outcome of loading what the evidence tools search (a scenario file, a runbook folder),
 * and the error codes a failed load can have.
 *
 * Loading happens once at start-up, from paths a person configured. A wrong path or a typo
 * in a scenario file is expected, not exceptional, so loaders return a value the CLI can
 * print instead of throwing.
 */

/** Success with a value, or failure with an error: never both, never a throw. */
export type Outcome<TValue, TError> =
  | { readonly ok: true; readonly value: TValue }
  | { readonly ok: false; readonly error: TError };

/** Every code a {@link ToolSetupError} can carry, each with its one-line meaning. */
export const TOOL_SETUP_ERROR_CODES = {
  scenario_unreadable: "The scenario file does not exist or cannot be read.",
  scenario_invalid_json: "The scenario file is not valid JSON.",
  scenario_invalid: "The scenario file is JSON but a field is missing, unknown or malformed.",
  runbooks_unreadable: "The runbook folder does not exist, is not a folder, or cannot be read.",
  runbooks_empty: "The runbook folder holds no Markdown (`.md`) runbook.",
  runbook_unreadable: "A Markdown file in the runbook folder cannot be read.",
} as const;

export type ToolSetupErrorCode = keyof typeof TOOL_SETUP_ERROR_CODES;

/** Why loading failed. `message` names the file (and, for a bad scenario, the field). */
export interface ToolSetupError {
  readonly code: ToolSetupErrorCode;
  readonly message: string;
}

/** The result of a loader: the loaded value, or a {@link ToolSetupError}. */
export type ToolSetupOutcome<TValue> = Outcome<TValue, ToolSetupError>;

/** Shorthand for a failed {@link ToolSetupOutcome}. */
export function setupFailure(code: ToolSetupErrorCode, message: string): ToolSetupOutcome<never> {
  return { ok: false, error: { code, message } };
}

/** The message of a caught error, whatever was thrown. */
export function describeThrown(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
