/**
 * `vouch serve`: starts the HTTP service on the configured store and scenario, prints its
 * URL, and shuts down cleanly (in-flight requests finish, the store closes) on SIGINT or
 * SIGTERM.
 */
import type { Command } from "commander";
import { openVouch } from "../app/open-vouch.js";
import { loadConfig } from "../config/config.js";
import { buildServer } from "../http/server.js";
import { redactDatabaseUrl } from "../store/postgres-store.js";
import { EXIT_FAILED, EXIT_USAGE } from "./command-io.js";

interface ServeOptions {
  port?: string;
  host?: string;
}

async function serve(options: ServeOptions): Promise<void> {
  const environment = { ...process.env };
  if (options.port !== undefined) environment.VOUCH_PORT = options.port;
  if (options.host !== undefined) environment.VOUCH_HOST = options.host;
  const config = loadConfig(environment);
  if (!config.ok) {
    process.stderr.write(`vouch serve: ${config.error}\n`);
    process.exitCode = EXIT_USAGE;
    return;
  }
  const opened = await openVouch(config.value);
  if (!opened.ok) {
    process.stderr.write(`vouch serve: ${opened.error}\n`);
    process.exitCode = EXIT_FAILED;
    return;
  }
  const vouch = opened.value;
  const server = buildServer({
    store: vouch.store,
    chat: vouch.chat,
    apiTokens: config.value.apiTokens,
    logLevel: config.value.logLevel,
    processMetrics: true,
  });
  try {
    await server.listen({ host: config.value.host, port: config.value.port });
  } catch (error) {
    process.stderr.write(
      `vouch serve: cannot listen on ${config.value.host}:${config.value.port}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    await vouch.close();
    process.exitCode = EXIT_FAILED;
    return;
  }
  const address = server.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.value.port;
  const host = config.value.host.includes(":") ? `[${config.value.host}]` : config.value.host;
  const store =
    config.value.store.kind === "sqlite"
      ? `sqlite ${config.value.store.path}`
      : `postgres ${redactDatabaseUrl(config.value.store.url)}`;
  const executor =
    config.value.llm === null ? "offline executor" : `LLM executor ${config.value.llm.model}`;
  process.stdout.write(
    `Vouch listening on http://${host}:${port} (store: ${store}; ${executor}; ${config.value.apiTokens.length === 0 ? "no API tokens: local requests only, as owner local" : `${config.value.apiTokens.length} API tokens`})\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, "shutting down");
    await server.close();
    await vouch.close();
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

export function registerServeCommand(program: Command): void {
  program
    .command("serve")
    .description(
      "start the HTTP service (SQLite under ./data and the built-in scenario by default)",
    )
    .option("--port <port>", "port to listen on (default: VOUCH_PORT or 8740)")
    .option("--host <host>", "address to listen on (default: VOUCH_HOST or 127.0.0.1)")
    .action(async (options: ServeOptions) => {
      await serve(options);
    });
}
