/**
 * The `vouch` command tree. Each subcommand lives in its own module with its logic in a
 * function that takes its input and output streams, so tests run it without a process.
 */
import { Command } from "commander";
import { ENVIRONMENT_VARIABLES } from "../config/config.js";
import { registerCheckCommand } from "./check-command.js";
import { registerDiagnoseCommand } from "./diagnose-command.js";
import { registerGrammarCommand } from "./grammar-command.js";
import { registerServeCommand } from "./serve-command.js";
import { registerSessionsCommand } from "./sessions-command.js";
import { registerToolCommand } from "./tool-command.js";

function environmentHelp(): string {
  const width = Math.max(...ENVIRONMENT_VARIABLES.map(([name]) => name.length));
  const lines = ENVIRONMENT_VARIABLES.map(
    ([name, meaning, fallback]) => `  ${name.padEnd(width)}  ${meaning} (default: ${fallback})`,
  );
  return `\nEnvironment variables:\n${lines.join("\n")}\n`;
}

export function buildProgram(): Command {
  const program = new Command()
    .name("vouch")
    .description(
      "Incident diagnosis whose every claim is bound to recorded evidence and checked before anyone reads it.",
    )
    .version("0.1.0")
    .addHelpText("after", environmentHelp())
    .showHelpAfterError();
  registerServeCommand(program);
  registerDiagnoseCommand(program);
  registerSessionsCommand(program);
  registerToolCommand(program);
  registerCheckCommand(program);
  registerGrammarCommand(program);
  return program;
}
