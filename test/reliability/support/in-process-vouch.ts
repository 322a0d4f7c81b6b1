/**
 * Vouch in the test's own process: `openVouch` over a configuration read from environment
 * variables (as `vouch serve` reads it) and the real HTTP server on 127.0.0.1, port 0. The
 * fault tests use it where they must reach inside: wrapped tools, a store that fails on
 * command. `restart` opens a fresh Vouch on the same database, as a new process would.
 */
import type { FastifyInstance } from "fastify";
import { type OpenVouchOptions, openVouch, type Vouch } from "../../../src/app/open-vouch.js";
import { loadConfig } from "../../../src/config/config.js";
import { buildServer } from "../../../src/http/server.js";
import { VouchClient } from "./vouch-client.js";

export interface RunningVouch {
  readonly vouch: Vouch;
  readonly server: FastifyInstance;
  readonly client: VouchClient;
  /** Stops the server and closes the store (idempotent). */
  close(): Promise<void>;
}

/** Opens Vouch from these variables (logging silenced) and serves it on an ephemeral port. */
export async function startInProcessVouch(
  environment: Readonly<Record<string, string>>,
  options: OpenVouchOptions = {},
): Promise<RunningVouch> {
  const config = loadConfig({ VOUCH_LOG_LEVEL: "silent", ...environment });
  if (!config.ok) throw new Error(config.error);
  const opened = await openVouch(config.value, options);
  if (!opened.ok) throw new Error(opened.error);
  const vouch = opened.value;
  const server = buildServer({
    store: vouch.store,
    chat: vouch.chat,
    apiTokens: [],
    logLevel: "silent",
  });
  let baseUrl: string;
  try {
    baseUrl = await server.listen({ host: "127.0.0.1", port: 0 });
  } catch (error) {
    await vouch.close();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    vouch,
    server,
    client: new VouchClient(baseUrl),
    close: () => {
      closed ??= (async () => {
        await server.close();
        await vouch.close();
      })();
      return closed;
    },
  };
}

/** Every in-process Vouch of one test file, closed together in afterEach. */
export class RunningVouches {
  readonly #running: RunningVouch[] = [];

  async start(
    environment: Readonly<Record<string, string>>,
    options: OpenVouchOptions = {},
  ): Promise<RunningVouch> {
    const running = await startInProcessVouch(environment, options);
    this.#running.push(running);
    return running;
  }

  async closeAll(): Promise<void> {
    const running = this.#running.splice(0);
    await Promise.all(running.map((vouch) => vouch.close()));
  }
}
