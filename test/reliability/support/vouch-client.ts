/**
 * A plain `fetch` client of one Vouch server, as the reliability tests use it: a chat turn
 * comes back as a parsed turn or a parsed error (a body of neither shape fails the test), and
 * the audit reads come back parsed with the API's own schemas. Every request has a deadline.
 */

import type { z } from "zod";
import { type ChatTurnResult, ChatTurnResultSchema } from "../../../src/chat/chat-contract.js";
import {
  DiagnosisSessionSchema,
  InvocationListSchema,
  SessionListSchema,
} from "../../../src/http/api-schemas.js";
import { ErrorBodySchema } from "../../../src/http/http-errors.js";
import type { ToolInvocation } from "../../../src/recorder/tool-invocation.js";

/** A chat turn as the client saw it. */
export type ChatReply =
  | { readonly ok: true; readonly status: 200; readonly turn: ChatTurnResult }
  | {
      readonly ok: false;
      readonly status: number;
      readonly error: { readonly code: string; readonly message: string };
    };

/** A response whose body was not parsed. */
export interface RawReply {
  readonly status: number;
  readonly text: string;
}

export interface VouchClientOptions {
  /** Longest wait for one response; the default suits a loaded 2-core machine. */
  readonly timeoutMs?: number;
}

/** A session as `GET /api/sessions/:id` answers it. */
export type SessionRead = z.infer<typeof DiagnosisSessionSchema>;

/** A session and the invocations listed for it. */
export interface SessionAudit {
  readonly session: SessionRead;
  readonly invocations: ToolInvocation[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

export class VouchClient {
  readonly baseUrl: string;
  readonly #timeoutMs: number;

  constructor(baseUrl: string, options: VouchClientOptions = {}) {
    this.baseUrl = baseUrl;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Sends `text` as the body of `POST /api/chat` with the given content type. */
  async postChatText(text: string, contentType = "application/json"): Promise<RawReply> {
    const response = await fetch(`${this.baseUrl}/api/chat`, {
      method: "POST",
      headers: { "content-type": contentType },
      body: text,
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  }

  /** One chat turn; `body` is sent as JSON. */
  async chat(body: unknown): Promise<ChatReply> {
    return parseChatReply(await this.postChatText(JSON.stringify(body)));
  }

  /** A new session's first turn, or a follow-up in `sessionId`. */
  async ask(message: string, sessionId?: string): Promise<ChatReply> {
    return this.chat(sessionId === undefined ? { message } : { message, session_id: sessionId });
  }

  /** `GET path`, answered as it came. */
  async get(path: string): Promise<RawReply> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  }

  async #getJson(path: string): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return JSON.parse(text) as unknown;
  }

  async session(sessionId: string): Promise<SessionRead> {
    return DiagnosisSessionSchema.parse(
      await this.#getJson(`/api/sessions/${encodeURIComponent(sessionId)}`),
    );
  }

  async invocations(sessionId: string): Promise<ToolInvocation[]> {
    return InvocationListSchema.parse(
      await this.#getJson(`/api/sessions/${encodeURIComponent(sessionId)}/invocations`),
    ).invocations;
  }

  /** The session and its invocations, read one after the other. */
  async audit(sessionId: string): Promise<SessionAudit> {
    const session = await this.session(sessionId);
    return { session, invocations: await this.invocations(sessionId) };
  }

  /** Ids of the caller's sessions, newest first (at most 200). */
  async sessionIds(): Promise<string[]> {
    const listed = SessionListSchema.parse(await this.#getJson("/api/sessions?limit=200"));
    return listed.sessions.map((session) => session.id);
  }

  async healthStatus(): Promise<number> {
    const response = await fetch(`${this.baseUrl}/healthz`, {
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  }
}

/**
 * A turn whose request got no HTTP answer at all (the server went away): status 0, so that a
 * test can count such turns and say what happened instead of stopping at `fetch failed`.
 */
export function connectionFailure(error: unknown): ChatReply {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const message = error instanceof Error ? `${error.message}${cause}` : String(error);
  return { ok: false, status: 0, error: { code: "connection_failed", message } };
}

/** A chat answer read strictly: a 200 is a turn of the contract, anything else an error body. */
export function parseChatReply(reply: RawReply): ChatReply {
  const body = JSON.parse(reply.text) as unknown;
  if (reply.status === 200) {
    return { ok: true, status: 200, turn: ChatTurnResultSchema.parse(body) };
  }
  return { ok: false, status: reply.status, error: ErrorBodySchema.parse(body).error };
}

/**
 * Runs `count` workers at once and resolves when all have finished, with their results in
 * order: the bounded concurrency of the load tests (each worker is one client).
 */
export async function runWorkers<Result>(
  count: number,
  worker: (index: number) => Promise<Result>,
): Promise<Result[]> {
  return Promise.all(Array.from({ length: count }, (_unused, index) => worker(index)));
}

/** Maps over `items` with at most `limit` calls in flight. */
export async function mapBounded<Item, Result>(
  items: readonly Item[],
  limit: number,
  map: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  await runWorkers(Math.min(limit, items.length), async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await map(items[index] as Item);
    }
  });
  return results;
}
