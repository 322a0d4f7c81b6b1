#!/usr/bin/env node
/** Entry point of the `vouch` binary. */
import { buildProgram } from "./program.js";

await buildProgram().parseAsync(process.argv);
