/**
 * `vouch diagnose "question"`: one diagnosis turn from the command line. Progress of each
 * stage goes to stderr while it runs; the answer and its verdict (or, with --json, the same
 * object as `POST /api/chat` returns) go to stdout.
 */
import type { Command } from "commander";
import type { ChatProgress, ChatTurnResult } from "../chat/chat-contract.js";
import { LOCAL_OWNER } from "../config/config.js";
import type { CommandIo } from "./command-io.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, processIo } from "./command-io.js";
import { withVouch } from "./with-vouch.js";

export interface DiagnoseCommandInput {
  question: string;
  sessionId: string | undefined;
  owner: string;
  json: boolean;
  /** No progress lines on stderr. */
  quiet: boolean;
  environment: NodeJS.ProcessEnv;
}

/** One stderr line per step, so a person sees where a long turn is. */
export function describeProgress(progress: ChatProgress): string {
  switch (progress.stage) {
    case "session":
      return `session ${progress.session_id}${progress.created ? " (new)" : ""}`;
    case "executor": {
      const step = progress.step;
      switch (step.stage) {
        case "plan":
          return `executor: ${step.message}`;
        case "tool_call":
          return `executor: calling ${step.tool_name} ${JSON.stringify(step.arguments)}`;
        case "tool_result":
          return `executor: invocation ${step.invocation_id} ${step.tool_name} ${step.status}, ${step.records} records`;
        case "model_turn":
          return `executor: model turn ${step.turn}`;
        case "output":
          return `executor: ${step.claims} claims`;
      }
      return "executor";
    }
    case "verification":
      return `verification: gatekeeper severity ${progress.severity}, verdict ${progress.effective_verdict}`;
    case "composer":
      return "composer: answer written";
    case "persisted":
      return `persisted as turn ${progress.turn}`;
  }
}

function renderText(result: ChatTurnResult): string {
  return [
    result.answer.trimEnd(),
    "",
    `verdict: ${result.effective_verdict}   session: ${result.session_id}   turn: ${result.turn}`,
    "",
  ].join("\n");
}

export async function runDiagnoseCommand(
  input: DiagnoseCommandInput,
  io: CommandIo,
): Promise<number> {
  return withVouch("diagnose", input.environment, io, async (vouch) => {
    const outcome = await vouch.chat.ask(
      input.owner,
      input.sessionId === undefined
        ? { message: input.question }
        : { message: input.question, session_id: input.sessionId },
      input.quiet ? {} : { onProgress: (progress) => io.stderr(`${describeProgress(progress)}\n`) },
    );
    if (!outcome.ok) {
      const detail = outcome.error.detail === undefined ? "" : ` (${outcome.error.detail})`;
      io.stderr(`vouch diagnose: ${outcome.error.code}: ${outcome.error.message}${detail}\n`);
      return outcome.error.code === "store_unavailable" ? EXIT_FAILED : EXIT_USAGE;
    }
    io.stdout(
      input.json ? `${JSON.stringify(outcome.value, null, 2)}\n` : renderText(outcome.value),
    );
    return EXIT_OK;
  });
}

export function registerDiagnoseCommand(program: Command): void {
  program
    .command("diagnose")
    .description("ask one question about the incident; prints the verified answer and its verdict")
    .argument("<question>", 'e.g. "Is order-service\'s database connection pool exhausted?"')
    .option("--session <id>", "continue this session (default: a new session)")
    .option("--owner <name>", "owner of the session", LOCAL_OWNER)
    .option("--json", "print the turn as JSON (the shape POST /api/chat returns)", false)
    .option("--quiet", "no progress lines on stderr", false)
    .addHelpText(
      "after",
      `
Exit codes: 0 answered (whatever the verdict), 1 the store failed, 2 bad input or unknown session.
--json prints: session_id, turn, question, language, answer, effective_verdict, claims
(claim_id, text, kind, status, verdict, citations[marker, invocation_id, tool_name, raw_path,
text]), recommended_actions, gatekeeper{status, severity, failed_rules}, executor{kind,
model, failure}, invocations[id, tool_name, status, evidence_status], timings_ms.`,
    )
    .action(
      async (
        question: string,
        options: { session?: string; owner: string; json: boolean; quiet: boolean },
      ) => {
        process.exitCode = await runDiagnoseCommand(
          {
            question,
            sessionId: options.session,
            owner: options.owner,
            json: options.json,
            quiet: options.quiet,
            environment: process.env,
          },
          processIo,
        );
      },
    );
}
