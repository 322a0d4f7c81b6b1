/**
 * `vouch sessions list` and `vouch sessions show ID`: the audit trail from the command line,
 * as a table for people or as JSON for scripts.
 */
import type { Command } from "commander";
import { LOCAL_OWNER } from "../config/config.js";
import type { CommandIo } from "./command-io.js";
import { EXIT_OK, EXIT_USAGE, processIo } from "./command-io.js";
import { withVouch } from "./with-vouch.js";

export interface SessionsCommandInput {
  action: "list" | "show";
  sessionId?: string;
  owner: string;
  json: boolean;
  limit: number;
  environment: NodeJS.ProcessEnv;
}

function field(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

export async function runSessionsCommand(
  input: SessionsCommandInput,
  io: CommandIo,
): Promise<number> {
  return withVouch("sessions", input.environment, io, async (vouch) => {
    if (input.action === "list") {
      const sessions = await vouch.chat.listSessions(input.owner, { limit: input.limit });
      if (input.json) {
        io.stdout(`${JSON.stringify({ sessions }, null, 2)}\n`);
        return EXIT_OK;
      }
      if (sessions.length === 0) {
        io.stdout("no sessions\n");
        return EXIT_OK;
      }
      for (const session of sessions) {
        io.stdout(
          `${session.id}  ${session.updated_at}  ${String(session.turns).padStart(3)} turns  ${(session.last_verdict ?? "-").padEnd(10)}  ${session.last_question ?? ""}\n`,
        );
      }
      return EXIT_OK;
    }
    const sessionId = input.sessionId ?? "";
    const session = await vouch.chat.getSession(input.owner, sessionId);
    if (session === undefined) {
      io.stderr(`vouch sessions: session ${sessionId} does not exist\n`);
      return EXIT_USAGE;
    }
    if (input.json) {
      io.stdout(`${JSON.stringify(session, null, 2)}\n`);
      return EXIT_OK;
    }
    io.stdout(`session ${session.id} (owner ${session.owner}, created ${session.created_at})\n`);
    const turns = Array.isArray(session.self_evaluation.turns) ? session.self_evaluation.turns : [];
    for (const turn of turns) {
      if (typeof turn !== "object" || turn === null || Array.isArray(turn)) continue;
      const verdict = field(turn.effective_verdict);
      const answer = turn.answer;
      const text =
        typeof answer === "object" && answer !== null && !Array.isArray(answer)
          ? field(answer.answer)
          : "";
      io.stdout(
        `\n--- turn ${field(turn.turn)}: ${field(turn.question)}\nverdict: ${verdict}\n${text}\n`,
      );
    }
    return EXIT_OK;
  });
}

export function registerSessionsCommand(program: Command): void {
  const sessions = program.command("sessions").description("list and show diagnosis sessions");
  sessions
    .command("list")
    .description("the owner's sessions, newest first")
    .option("--owner <name>", "whose sessions", LOCAL_OWNER)
    .option("--limit <n>", "at most this many", "50")
    .option("--json", "print {sessions: [...]} as JSON", false)
    .action(async (options: { owner: string; limit: string; json: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        process.stderr.write("vouch sessions: --limit: expected a whole number from 1 to 1000\n");
        process.exitCode = EXIT_USAGE;
        return;
      }
      process.exitCode = await runSessionsCommand(
        {
          action: "list",
          owner: options.owner,
          json: options.json,
          limit,
          environment: process.env,
        },
        processIo,
      );
    });
  sessions
    .command("show")
    .description(
      "one session: every turn's question, verdict and answer (--json: the whole audit record)",
    )
    .argument("<id>", "session id")
    .option("--owner <name>", "whose session", LOCAL_OWNER)
    .option("--json", "print the session, self_evaluation included, as JSON", false)
    .action(async (sessionId: string, options: { owner: string; json: boolean }) => {
      process.exitCode = await runSessionsCommand(
        {
          action: "show",
          sessionId,
          owner: options.owner,
          json: options.json,
          limit: 1,
          environment: process.env,
        },
        processIo,
      );
    });
}
