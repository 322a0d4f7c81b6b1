/**
 * Errors raised by the store, told apart by `code` rather than by class so that callers in
 * other modules (and other processes reading logs) can rely on them.
 */
export type StoreErrorCode =
  /** The invocation names a session that was never created. */
  | "session_not_found"
  /** A schema migration could not be applied at start-up. */
  | "migration_failed"
  /** The database could not be opened or reached. */
  | "store_unavailable";

export class StoreError extends Error {
  readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreError";
    this.code = code;
  }
}

const STORE_ERROR_CODES: ReadonlySet<string> = new Set<StoreErrorCode>([
  "session_not_found",
  "migration_failed",
  "store_unavailable",
]);

/** Whether an error is one of the store's own, told by its code. */
export function isStoreError(error: unknown): error is StoreError {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    STORE_ERROR_CODES.has(error.code)
  );
}
