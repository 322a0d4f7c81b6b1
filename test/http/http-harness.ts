/**
 * Starts a server on 127.0.0.1 and an ephemeral port and calls it over real HTTP with
 * `fetch`, so the tests see what a client sees: status, headers and the raw body.
 */
import type { FastifyInstance } from "fastify";
import { buildServer, type ServerOptions } from "../../src/http/server.js";

/** Two owners with tokens of the configured form (at least 16 characters). */
export const ALICE = { owner: "alice", token: "alice-token-0123456789" } as const;
export const BOB = { owner: "bob", token: "bob-token-0123456789ab" } as const;

export interface CallOptions {
  /** Sent as `Authorization: Bearer TOKEN`. */
  token?: string;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is; give the content type in `headers`. */
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  body: unknown;
}

export interface RunningServer {
  server: FastifyInstance;
  baseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<HttpAnswer>;
  close(): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function startServer(
  options: Omit<ServerOptions, "logLevel"> & Partial<Pick<ServerOptions, "logLevel">>,
): Promise<RunningServer> {
  const server = buildServer({ logLevel: "silent", ...options });
  const baseUrl = await server.listen({ host: "127.0.0.1", port: 0 });
  return {
    server,
    baseUrl,
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token !== undefined) headers.authorization = `Bearer ${callOptions.token}`;
      let body: string | undefined = callOptions.rawBody;
      if (callOptions.json !== undefined) {
        headers["content-type"] ??= "application/json";
        body = JSON.stringify(callOptions.json);
      }
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(callOptions.signal === undefined ? {} : { signal: callOptions.signal }),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: parseJson(text) };
    },
    close: () => server.close(),
  };
}
