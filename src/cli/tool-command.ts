/**
 * `vouch tool <name> [arguments]`: runs one evidence tool through the
 * ToolInvocationRecorder, in a new session or a given one, and prints the recorded
 * invocation as JSON. It is how an operator sees exactly what a claim could cite.
 */
import type { Command } from "commander";
import type { CommandIo } from "./command-io.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, processIo } from "./command-io.js";
import { withVouch } from "./with-vouch.js";

export interface ToolCommandInput {
  toolName: string;
  /** JSON text of the arguments; `{}` when absent. */
  argumentsJson: string | undefined;
  /** Session to record into; a new session is created when absent. */
  sessionId: string | undefined;
  /** Owner of a new session. */
  owner: string;
  environment: NodeJS.ProcessEnv;
}

export async function runToolCommand(input: ToolCommandInput, io: CommandIo): Promise<number> {
  let toolArguments: unknown;
  try {
    toolArguments = JSON.parse(input.argumentsJson ?? "{}");
  } catch (error) {
    io.stderr(
      `vouch tool: arguments are not valid JSON: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT_USAGE;
  }
  return withVouch("tool", input.environment, io, async (vouch) => {
    let sessionId = input.sessionId;
    if (sessionId === undefined) {
      sessionId = (await vouch.store.createSession({ owner: input.owner })).id;
    } else if ((await vouch.store.getSession(sessionId)) === undefined) {
      io.stderr(`vouch tool: session ${sessionId} does not exist\n`);
      return EXIT_USAGE;
    }
    const outcome = await vouch.recorder.invoke(sessionId, input.toolName, toolArguments);
    if (!outcome.ok) {
      io.stderr(`vouch tool: ${outcome.error.code}: ${outcome.error.message}\n`);
      return outcome.error.code === "unknown_tool" ? EXIT_USAGE : EXIT_FAILED;
    }
    io.stdout(`${JSON.stringify(outcome.invocation, null, 2)}\n`);
    if (outcome.invocation.status === "error") {
      io.stderr(
        `vouch tool: invocation ${outcome.invocation.id} failed: ${outcome.invocation.error}\n`,
      );
      return outcome.invocation.error?.startsWith("invalid_arguments") ? EXIT_USAGE : EXIT_FAILED;
    }
    return EXIT_OK;
  });
}

export function registerToolCommand(program: Command): void {
  program
    .command("tool")
    .description(
      "run one evidence tool (query_metrics, query_logs, lookup_knowledge) through the recorder and print the recorded invocation as JSON",
    )
    .argument("<name>", "tool name")
    .argument("[arguments]", 'tool arguments as JSON, e.g. \'{"query":"HikariPool"}\'')
    .option("--session <id>", "record into this existing session (default: a new session)")
    .option("--owner <name>", "owner of a new session", "local")
    .addHelpText(
      "after",
      `
Exit codes: 0 recorded, 1 the tool or the store failed, 2 bad input (unknown tool, invalid arguments).

Example:
  vouch tool query_logs '{"query":"HikariPool","service":"order-service","limit":5}'
`,
    )
    .action(
      async (
        toolName: string,
        argumentsJson: string | undefined,
        options: { session?: string; owner: string },
      ) => {
        process.exitCode = await runToolCommand(
          {
            toolName,
            argumentsJson,
            sessionId: options.session,
            owner: options.owner,
            environment: process.env,
          },
          processIo,
        );
      },
    );
}
