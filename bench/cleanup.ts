/**
 * Cleanup for the benchmark and soak runners: every resource they create (a `vouch serve`
 * child, a temporary directory, a PostgreSQL schema) registers how to release it, and the
 * runner releases them all, newest first, when it ends: normally, on an error, or on SIGINT
 * or SIGTERM. A server is therefore stopped before the schema it writes to is dropped, and
 * nothing is left running when a run is interrupted.
 */

type Cleanup = () => Promise<void> | void;

const pending: { label: string; release: Cleanup }[] = [];

/** Registers a release to run at the end; returns a function that runs it now instead. */
export function deferCleanup(label: string, release: Cleanup): () => Promise<void> {
  const entry = { label, release };
  pending.push(entry);
  return async () => {
    const index = pending.indexOf(entry);
    if (index === -1) return;
    pending.splice(index, 1);
    await release();
  };
}

/** Runs every registered release, newest first; a failing one is reported and the rest still run. */
export async function runCleanups(): Promise<void> {
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    try {
      await entry.release();
    } catch (error) {
      process.stderr.write(
        `cleanup of ${entry.label} failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
}

/** On SIGINT or SIGTERM: release everything, then exit with the conventional 128 + signal. */
export function releaseOnSignals(): void {
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    process.stderr.write(`\n${signal}: stopping and cleaning up\n`);
    void runCleanups().finally(() => process.exit(code));
  };
  process.once("SIGINT", () => onSignal("SIGINT", 130));
  process.once("SIGTERM", () => onSignal("SIGTERM", 143));
}
