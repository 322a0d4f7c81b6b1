/**
 * A real store (SQLite file or PostgreSQL schema) whose chosen operations fail as a full
 * disk makes them fail, on command and part-way through a run: the first `after` calls of an
 * operation succeed, the next ones fail until `heal()`. A failing `updateSessionWith` fails
 * inside the real transaction, after the update has been computed, so the rollback is the
 * store's own.
 */
import type { NewToolInvocation, ToolInvocation } from "../../../src/recorder/tool-invocation.js";
import type {
  DiagnosisSession,
  DiagnosisSessionUpdate,
  NewDiagnosisSession,
  StoreEngine,
  VouchStore,
} from "../../../src/store/store.js";

export type FaultableOperation =
  | "createSession"
  | "getSession"
  | "recordInvocation"
  | "getInvocations"
  | "listInvocations"
  | "updateSessionWith";

/** The error each engine raises when its disk is full. */
function diskFull(engine: StoreEngine): Error {
  return engine === "sqlite"
    ? Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" })
    : Object.assign(
        new Error('could not extend file "base/16384/16400": No space left on device'),
        {
          code: "53100",
        },
      );
}

export class DiskFullStore implements VouchStore {
  readonly engine: StoreEngine;
  readonly #inner: VouchStore;
  /** Per failing operation, how many more calls succeed before it fails. */
  readonly #remaining = new Map<FaultableOperation, number>();
  /** Calls that failed, by operation. */
  readonly failures = new Map<FaultableOperation, number>();

  constructor(inner: VouchStore) {
    this.#inner = inner;
    this.engine = inner.engine;
  }

  /** From now on, `operation` fails once `after` more calls of it have succeeded. */
  fill(operations: readonly FaultableOperation[], after = 0): void {
    for (const operation of operations) this.#remaining.set(operation, after);
  }

  /** Every operation succeeds again. */
  heal(): void {
    this.#remaining.clear();
  }

  #fails(operation: FaultableOperation): boolean {
    const remaining = this.#remaining.get(operation);
    if (remaining === undefined) return false;
    if (remaining > 0) {
      this.#remaining.set(operation, remaining - 1);
      return false;
    }
    this.failures.set(operation, (this.failures.get(operation) ?? 0) + 1);
    return true;
  }

  async #guard<Result>(operation: FaultableOperation, run: () => Promise<Result>): Promise<Result> {
    if (this.#fails(operation)) throw diskFull(this.engine);
    return run();
  }

  recordInvocation(invocation: NewToolInvocation): Promise<ToolInvocation> {
    return this.#guard("recordInvocation", () => this.#inner.recordInvocation(invocation));
  }

  getInvocation(id: number): Promise<ToolInvocation | undefined> {
    return this.#inner.getInvocation(id);
  }

  getInvocations(ids: readonly number[]): Promise<ToolInvocation[]> {
    return this.#guard("getInvocations", () => this.#inner.getInvocations(ids));
  }

  listInvocations(sessionId: string, filter?: { toolName?: string }): Promise<ToolInvocation[]> {
    return this.#guard("listInvocations", () => this.#inner.listInvocations(sessionId, filter));
  }

  createSession(session: NewDiagnosisSession): Promise<DiagnosisSession> {
    return this.#guard("createSession", () => this.#inner.createSession(session));
  }

  getSession(id: string): Promise<DiagnosisSession | undefined> {
    return this.#guard("getSession", () => this.#inner.getSession(id));
  }

  listSessions(filter?: { owner?: string; limit?: number }): Promise<DiagnosisSession[]> {
    return this.#inner.listSessions(filter);
  }

  updateSession(id: string, update: DiagnosisSessionUpdate): Promise<DiagnosisSession | undefined> {
    return this.#inner.updateSession(id, update);
  }

  updateSessionWith(
    id: string,
    change: (session: DiagnosisSession) => DiagnosisSessionUpdate,
  ): Promise<DiagnosisSession | undefined> {
    return this.#inner.updateSessionWith(id, (session) => {
      const update = change(session);
      if (this.#fails("updateSessionWith")) throw diskFull(this.engine);
      return update;
    });
  }

  ping(): Promise<boolean> {
    return this.#inner.ping();
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}
