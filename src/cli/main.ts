#!/usr/bin/env node
/** Entry point of the `vouch` binary. */
import { buildProgram } from "./program.js";

// `vouch check cases.jsonl --format jsonl | head`: once the reader has what it wants and closes
// the pipe, stop quietly, as Unix tools do, instead of failing with an unhandled EPIPE.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") {
    process.exit(0);
  }
  throw error;
});

await buildProgram().parseAsync(process.argv);
