/**
 * The HTTP face of Vouch (Fastify 5): the chat API and its owner-scoped audit reads under
 * `/api` (bearer tokens), and the open operational routes `/healthz`, `/metrics` and
 * `/openapi.json`, which hold no incident data.
 *
 * Every error is JSON `{ error: { code, message } }` with a code of `http-errors.ts` and a
 * message that names what was wrong. Bad input of any kind (not JSON, wrong media type,
 * oversize body, bad URL encoding, wrong fields) is a 4xx; a 5xx means the server or its
 * store failed, and its message never carries the internal error's text or stack.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { ChatApi } from "../chat/chat-contract.js";
import type { ApiToken, VouchConfig } from "../config/config.js";
import type { VouchStore } from "../store/store.js";
import { registerApiRoutes } from "./api-routes.js";
import type { Health } from "./api-schemas.js";
import { createAuthenticator } from "./auth.js";
import { type HttpErrorCode, sendError } from "./http-errors.js";
import { createServerMetrics, UNMATCHED_ROUTE } from "./metrics.js";
import { buildOpenApiDocument } from "./openapi.js";

/** Largest request body accepted: a question is at most 4000 characters, this is ample. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** Longest path parameter accepted (session ids are at most 200 characters). */
const MAX_PATH_PARAMETER_LENGTH = 200;

/** What the server reads from the store directly; everything else goes through the ChatApi. */
export type ServerStore = Pick<VouchStore, "engine" | "ping" | "getInvocation">;

export interface ServerOptions {
  /** For `/healthz` and `GET /api/invocations/:id`. */
  store: ServerStore;
  /** The diagnosis turn and the owner-scoped session reads. */
  chat: ChatApi;
  /** Owner/token pairs; empty: no authentication, every request acts as owner `local`. */
  apiTokens: readonly ApiToken[];
  /** pino log level; `silent` in tests. */
  logLevel: VouchConfig["logLevel"];
  /** Where the JSON log lines go; standard output by default. */
  logDestination?: { write(line: string): void };
  /** Largest request body in bytes; default {@link DEFAULT_BODY_LIMIT_BYTES}. */
  bodyLimitBytes?: number;
  /**
   * Also export process metrics (CPU, memory, event loop, GC) at `/metrics`. Off by default:
   * turn on for the one server of a `vouch serve` process.
   */
  processMetrics?: boolean;
}

interface ErrorFields {
  code: string | undefined;
  statusCode: number | undefined;
  message: string | undefined;
}

/** An error's `code`, `statusCode` and `message`, read without trusting its class. */
function errorFields(error: unknown): ErrorFields {
  const fields: ErrorFields = { code: undefined, statusCode: undefined, message: undefined };
  if (typeof error !== "object" || error === null) return fields;
  if ("code" in error && typeof error.code === "string") fields.code = error.code;
  if ("statusCode" in error && typeof error.statusCode === "number") {
    fields.statusCode = error.statusCode;
  }
  if ("message" in error && typeof error.message === "string") fields.message = error.message;
  return fields;
}

function byteSize(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes} bytes (${bytes / 1024} KiB)` : `${bytes} bytes`;
}

/**
 * What a failed request is answered with. Fastify's own errors (body parsing, media type,
 * body limit) are recognised by their documented codes; a store failure by its `code`.
 */
function classifyError(
  error: unknown,
  request: FastifyRequest,
  bodyLimitBytes: number,
): { code: HttpErrorCode; message: string } {
  const { code, statusCode, message } = errorFields(error);
  switch (code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        code: "body_too_large",
        message: `request body is larger than the limit of ${byteSize(bodyLimitBytes)}`,
      };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { code: "invalid_json", message: "request body is not valid JSON" };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return {
        code: "invalid_json",
        message: "request body is empty but Content-Type is application/json",
      };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        code: "unsupported_media_type",
        message: `Content-Type ${JSON.stringify(request.headers["content-type"] ?? "(none)")} is not accepted: send application/json`,
      };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { code: "bad_request", message: "request body size does not match Content-Length" };
    case "store_unavailable":
      return {
        code: "store_unavailable",
        message: "the store could not be reached; try again later",
      };
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    // Fastify's remaining client errors; their messages are fixed texts, safe to show.
    return { code: "bad_request", message: message ?? "malformed request" };
  }
  return { code: "internal_error", message: "internal error; see the server log" };
}

/** Builds the server; the caller listens (`server.listen`) and closes it. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const bodyLimitBytes = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const authenticator = createAuthenticator(options.apiTokens);
  const metrics = createServerMetrics({ processMetrics: options.processMetrics ?? false });
  const openApiDocument = buildOpenApiDocument();

  const server = Fastify({
    logger: {
      level: options.logLevel,
      // The default request serializer leaves headers out; this keeps a token out even if
      // someone logs the headers later.
      redact: ["req.headers.authorization"],
      ...(options.logDestination === undefined ? {} : { stream: options.logDestination }),
    },
    bodyLimit: bodyLimitBytes,
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: (error, _request, reply) => {
      const { code } = errorFields(error);
      if (code === "FST_ERR_MAX_PARAM_LENGTH") {
        return sendError(
          reply,
          "path_parameter_too_long",
          `a path parameter is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`,
        );
      }
      if (code === "FST_ERR_BAD_URL") {
        return sendError(reply, "bad_request", "the path is not valid URL encoding");
      }
      return sendError(reply, "internal_error", "internal error; see the server log");
    },
  });

  // Bodies are JSON only: a text/plain body is refused with 415 instead of reaching a route.
  server.removeContentTypeParser("text/plain");

  server.setErrorHandler((error, request, reply) => {
    const answer = classifyError(error, request, bodyLimitBytes);
    if (answer.code === "internal_error" || answer.code === "store_unavailable") {
      request.log.error({ err: error }, "request failed");
    }
    return sendError(reply, answer.code, answer.message);
  });

  server.setNotFoundHandler((request, reply) =>
    sendError(reply, "not_found", `no route for ${request.method} ${request.url}`),
  );

  server.addHook("onResponse", async (request, reply) => {
    metrics.recordRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime,
    );
  });

  server.addHook("onListen", async () => {
    if (!authenticator.required) {
      server.log.warn(
        "no API tokens configured: every request acts as owner local (listening on a loopback address only)",
      );
    }
  });

  server.get("/healthz", async (_request, reply) => {
    const storeAnswers = await options.store.ping().catch(() => false);
    const health: Health = {
      status: storeAnswers ? "ok" : "unavailable",
      store: options.store.engine,
    };
    return reply.status(storeAnswers ? 200 : 503).send(health);
  });

  server.get("/metrics", async (_request, reply) => {
    void reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  server.get("/openapi.json", async () => openApiDocument);

  registerApiRoutes(server, {
    chat: options.chat,
    store: options.store,
    authenticator,
    metrics,
  });

  return server;
}
