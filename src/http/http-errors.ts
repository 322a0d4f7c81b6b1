/**
 * Every error the HTTP API answers with, in one place: a stable snake_case code, the status
 * it is sent with, and a one-line meaning. Clients branch on `code`, never on the message;
 * the message is for the person reading it and names what was wrong (the field, the limit,
 * the session id). No response ever carries a stack trace or an internal error's text.
 */
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { ChatErrorCode } from "../chat/chat-contract.js";

/** How one error code is answered. */
export interface HttpErrorDocumentation {
  /** The HTTP status sent with the code. */
  readonly status: number;
  /** One line: what the code means. */
  readonly meaning: string;
}

export const HTTP_ERROR_CODE_NAMES = [
  "unauthorized",
  "invalid_json",
  "unsupported_media_type",
  "body_too_large",
  "invalid_request",
  "invalid_invocation_id",
  "session_not_found",
  "invocation_not_found",
  "not_found",
  "path_parameter_too_long",
  "bad_request",
  "store_unavailable",
  "verification_failed",
  "internal_error",
] as const;

export type HttpErrorCode = (typeof HTTP_ERROR_CODE_NAMES)[number];

/** The status and meaning of every code; the compiler keeps it complete. */
export const HTTP_ERROR_CODES: { readonly [Code in HttpErrorCode]: HttpErrorDocumentation } = {
  unauthorized: {
    status: 401,
    meaning: "No valid bearer token: the Authorization header is missing, malformed or unknown.",
  },
  invalid_json: {
    status: 400,
    meaning: "The body is not valid JSON, or is empty while Content-Type says JSON.",
  },
  unsupported_media_type: {
    status: 415,
    meaning: "The body is sent with a Content-Type other than application/json.",
  },
  body_too_large: {
    status: 413,
    meaning: "The body is larger than the server's body limit.",
  },
  invalid_request: {
    status: 400,
    meaning:
      "The body or query does not match the operation's schema; the message names each field.",
  },
  invalid_invocation_id: {
    status: 400,
    meaning: "An invocation id in the path is not a positive integer.",
  },
  session_not_found: {
    status: 404,
    meaning: "The caller has no session with this id (it does not exist or is another owner's).",
  },
  invocation_not_found: {
    status: 404,
    meaning:
      "The caller has no invocation with this id (never recorded, or in another owner's session).",
  },
  not_found: {
    status: 404,
    meaning: "No route answers this method and path.",
  },
  path_parameter_too_long: {
    status: 414,
    meaning: "A path parameter is longer than the server accepts.",
  },
  bad_request: {
    status: 400,
    meaning: "Any other malformed request, such as a path that is not valid URL encoding.",
  },
  store_unavailable: {
    status: 503,
    meaning:
      "The store could not be read or written; a chat turn that failed so persisted nothing.",
  },
  verification_failed: {
    status: 500,
    meaning:
      "Checking a chat turn's evidence failed unexpectedly; nothing of the turn was shown or saved.",
  },
  internal_error: {
    status: 500,
    meaning:
      "An unexpected failure of the server; the details are in its log, never in the answer.",
  },
};

/** What the ChatApi's error codes become over HTTP. */
export const CHAT_ERROR_CODES: { readonly [Code in ChatErrorCode]: HttpErrorCode } = {
  invalid_request: "invalid_request",
  session_not_found: "session_not_found",
  store_unavailable: "store_unavailable",
  verification_failed: "verification_failed",
};

/** The body of every error answer. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(HTTP_ERROR_CODE_NAMES),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function errorBody(code: HttpErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Sends the error with the status its code is documented with. */
export function sendError(reply: FastifyReply, code: HttpErrorCode, message: string): FastifyReply {
  return reply.status(HTTP_ERROR_CODES[code].status).send(errorBody(code, message));
}
