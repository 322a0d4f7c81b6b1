/**
 * The `/api` routes: a chat turn, and the owner-scoped reads of the audit trail (sessions,
 * their invocations, one invocation). Every route authenticates before the body is read and
 * runs as the owner the bearer token stands for; a session or invocation of another owner is
 * answered exactly like one that does not exist, so its existence is not disclosed either.
 *
 * The routes only translate between HTTP and the ChatApi: the ChatApi validates the chat
 * request and owns the sessions; its error codes map to statuses in `http-errors.ts`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ChatApi, ChatOutcome } from "../chat/chat-contract.js";
import type { VouchStore } from "../store/store.js";
import { formatSchemaIssues } from "../support/schema-issues.js";
import {
  DEFAULT_SESSION_LIST_LIMIT,
  InvocationPathSchema,
  SessionListQuerySchema,
} from "./api-schemas.js";
import type { Authenticator } from "./auth.js";
import { CHAT_ERROR_CODES, sendError } from "./http-errors.js";
import type { ServerMetrics } from "./metrics.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The owner an `/api` request acts as; set by the authentication hook. */
    owner: string;
  }
}

/** What the `/api` routes read besides the ChatApi. */
export type InvocationReader = Pick<VouchStore, "getInvocation">;

export interface ApiRoutesOptions {
  chat: ChatApi;
  store: InvocationReader;
  authenticator: Authenticator;
  metrics: ServerMetrics;
}

interface SessionRoute {
  Params: { id: string };
}

/** `query.limit: expected a whole number`: the issues, located in the request. */
function describeIssues(location: "query" | "path", issues: readonly z.core.$ZodIssue[]): string {
  return formatSchemaIssues(issues.map((issue) => ({ ...issue, path: [location, ...issue.path] })));
}

function sessionNotFound(reply: FastifyReply, sessionId: string): FastifyReply {
  return sendError(reply, "session_not_found", `session ${sessionId} does not exist`);
}

/**
 * Runs the turn with a signal that aborts when the client goes away before the answer is
 * sent, so a closed connection does not keep a model busy.
 */
async function askForClient(
  chat: ChatApi,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ChatOutcome> {
  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) abort.abort(new Error("the client closed the connection"));
  };
  reply.raw.once("close", onClose);
  try {
    return await chat.ask(request.owner, request.body, { signal: abort.signal });
  } finally {
    reply.raw.off("close", onClose);
  }
}

/** Adds the `/api` routes to the server. */
export function registerApiRoutes(server: FastifyInstance, options: ApiRoutesOptions): void {
  const { chat, store, authenticator, metrics } = options;

  server.decorateRequest("owner", "");

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const authentication = authenticator.authenticate(request.headers.authorization);
    if (!authentication.ok) {
      void reply.header("www-authenticate", 'Bearer realm="vouch"');
      return sendError(reply, authentication.error.code, authentication.error.message);
    }
    request.owner = authentication.owner;
    return undefined;
  };

  server.post("/api/chat", { onRequest: authenticate }, async (request, reply) => {
    if (request.body === undefined || request.body === null) {
      return sendError(
        reply,
        "invalid_request",
        'request body is missing: send a JSON object such as {"message": "..."}',
      );
    }
    const outcome = await askForClient(chat, request, reply);
    if (!outcome.ok) {
      metrics.recordTurnError(outcome.error.code);
      if (outcome.error.code === "store_unavailable") {
        request.log.error({ chat_error: outcome.error }, "chat turn failed");
      }
      return sendError(reply, CHAT_ERROR_CODES[outcome.error.code], outcome.error.message);
    }
    const result = outcome.value;
    metrics.recordTurn(result);
    request.log.info(
      {
        owner: request.owner,
        session_id: result.session_id,
        turn: result.turn,
        effective_verdict: result.effective_verdict,
        failed_rules: result.gatekeeper.failed_rules,
        total_ms: result.timings_ms.total,
      },
      "chat turn answered",
    );
    return result;
  });

  server.get("/api/sessions", { onRequest: authenticate }, async (request, reply) => {
    const query = SessionListQuerySchema.safeParse(request.query);
    if (!query.success) {
      return sendError(reply, "invalid_request", describeIssues("query", query.error.issues));
    }
    const sessions = await chat.listSessions(request.owner, {
      limit: query.data.limit ?? DEFAULT_SESSION_LIST_LIMIT,
    });
    return { sessions };
  });

  server.get<SessionRoute>(
    "/api/sessions/:id",
    { onRequest: authenticate },
    async (request, reply) => {
      const session = await chat.getSession(request.owner, request.params.id);
      if (session === undefined) return sessionNotFound(reply, request.params.id);
      return session;
    },
  );

  server.get<SessionRoute>(
    "/api/sessions/:id/invocations",
    { onRequest: authenticate },
    async (request, reply) => {
      const invocations = await chat.listInvocations(request.owner, request.params.id);
      if (invocations === undefined) return sessionNotFound(reply, request.params.id);
      return { invocations };
    },
  );

  server.get<SessionRoute>(
    "/api/invocations/:id",
    { onRequest: authenticate },
    async (request, reply) => {
      const path = InvocationPathSchema.safeParse(request.params);
      if (!path.success) {
        return sendError(
          reply,
          "invalid_invocation_id",
          `invocation id must be a positive integer, got ${JSON.stringify(request.params.id)}`,
        );
      }
      const id = path.data.id;
      const invocation = await store.getInvocation(id);
      // An invocation is the caller's when its session is: the ChatApi decides that.
      const visible =
        invocation !== undefined &&
        (await chat.getSession(request.owner, invocation.session_id)) !== undefined;
      if (invocation === undefined || !visible) {
        return sendError(reply, "invocation_not_found", `invocation ${id} does not exist`);
      }
      return invocation;
    },
  );
}
