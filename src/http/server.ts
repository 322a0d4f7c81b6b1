/**
 * The HTTP face of Vouch (Fastify). This stage exposes health and the audit trail of
 * recorded tool invocations; the chat API is built on the same server. Errors are JSON
 * `{ error: { code, message } }` with a message that names what was wrong.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { Vouch } from "../app/open-vouch.js";

export interface ServerOptions {
  /** pino log level; `silent` in tests. */
  logLevel: string;
}

interface ErrorBody {
  error: { code: string; message: string };
}

function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

export function buildServer(vouch: Vouch, options: ServerOptions): FastifyInstance {
  const server = Fastify({
    logger: { level: options.logLevel },
    bodyLimit: 1024 * 1024,
  });

  server.setErrorHandler((error, _request, reply) => {
    const statusCode =
      typeof error === "object" && error !== null && "statusCode" in error
        ? Number(error.statusCode)
        : 500;
    const message = error instanceof Error ? error.message : String(error);
    if (statusCode >= 500) server.log.error({ err: error }, "request failed");
    void reply
      .status(statusCode >= 400 && statusCode < 600 ? statusCode : 500)
      .send(
        errorBody(
          statusCode >= 500 ? "internal_error" : "bad_request",
          statusCode >= 500 ? "internal error; see the server log" : message,
        ),
      );
  });
  server.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .send(errorBody("not_found", `no route for ${request.method} ${request.url}`));
  });

  server.get("/healthz", async (_request, reply) => {
    const storeAnswers = await vouch.store.ping();
    return reply.status(storeAnswers ? 200 : 503).send({
      status: storeAnswers ? "ok" : "unavailable",
      store: vouch.store.engine,
    });
  });

  server.get<{ Params: { id: string } }>("/api/sessions/:id", async (request, reply) => {
    const session = await vouch.store.getSession(request.params.id);
    if (session === undefined) {
      return reply
        .status(404)
        .send(errorBody("session_not_found", `session ${request.params.id} does not exist`));
    }
    return session;
  });

  server.get<{ Params: { id: string } }>(
    "/api/sessions/:id/invocations",
    async (request, reply) => {
      const session = await vouch.store.getSession(request.params.id);
      if (session === undefined) {
        return reply
          .status(404)
          .send(errorBody("session_not_found", `session ${request.params.id} does not exist`));
      }
      return { invocations: await vouch.store.listInvocations(session.id) };
    },
  );

  server.get<{ Params: { id: string } }>("/api/invocations/:id", async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      return reply
        .status(400)
        .send(
          errorBody(
            "invalid_invocation_id",
            `invocation id must be a positive integer, got ${JSON.stringify(request.params.id)}`,
          ),
        );
    }
    const invocation = await vouch.store.getInvocation(id);
    if (invocation === undefined) {
      return reply
        .status(404)
        .send(errorBody("invocation_not_found", `invocation ${id} does not exist`));
    }
    return invocation;
  });

  return server;
}
