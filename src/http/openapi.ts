/**
 * The OpenAPI 3.1 document served at `GET /openapi.json`. Every schema in it is generated
 * with zod's `z.toJSONSchema` from the schemas the routes and the ChatService use (request
 * bodies in their input form, responses in their output form), and every error response
 * lists the codes of `http-errors.ts`; only the list of operations is written here. OpenAPI
 * 3.1 schemas are JSON Schema 2020-12, which is what zod emits.
 */
import { z } from "zod";
import {
  ChatRequestSchema,
  ChatTurnResultSchema,
  SessionSummarySchema,
} from "../chat/chat-contract.js";
import { ToolInvocationSchema } from "../recorder/tool-invocation.js";
import {
  DiagnosisSessionSchema,
  HealthSchema,
  InvocationListSchema,
  InvocationPathSchema,
  JsonValueSchema,
  SessionListQuerySchema,
  SessionListSchema,
  SessionPathSchema,
} from "./api-schemas.js";
import { ErrorBodySchema, HTTP_ERROR_CODES, type HttpErrorCode } from "./http-errors.js";

type JsonObject = { [key: string]: unknown };

/** Response components, converted in their output form. */
const RESPONSE_COMPONENTS = {
  ChatTurnResult: ChatTurnResultSchema,
  SessionSummary: SessionSummarySchema,
  SessionList: SessionListSchema,
  DiagnosisSession: DiagnosisSessionSchema,
  JsonValue: JsonValueSchema,
  ToolInvocation: ToolInvocationSchema,
  InvocationList: InvocationListSchema,
  Health: HealthSchema,
  ErrorBody: ErrorBodySchema,
} as const;

/** Request components, converted in their input form (what a client sends). */
const REQUEST_COMPONENTS = {
  ChatRequest: ChatRequestSchema,
} as const;

type ComponentName = keyof typeof RESPONSE_COMPONENTS | keyof typeof REQUEST_COMPONENTS;

interface OperationDescription {
  method: "get" | "post";
  /** In OpenAPI form: `/api/sessions/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** Whether the operation needs a bearer token (when tokens are configured). */
  authenticated: boolean;
  pathParameters?: z.ZodObject;
  queryParameters?: z.ZodObject;
  requestBody?: ComponentName;
  responses: { [status: number]: { description: string; component?: ComponentName } };
  /** Plain-text answer instead of JSON components (`/metrics`). */
  textResponse?: { description: string; contentType: string };
  errors: HttpErrorCode[];
}

const OPERATIONS: OperationDescription[] = [
  {
    method: "post",
    path: "/api/chat",
    operationId: "chat",
    summary: "Ask a question: runs one diagnosis turn and answers with its verified claims",
    description:
      "Starts a session, or continues the caller's session named by `session_id`. The answer is in the question's language; every claim cites the recorded invocation and raw_path it rests on.",
    authenticated: true,
    requestBody: "ChatRequest",
    responses: {
      200: { description: "The turn's answer and audit summary", component: "ChatTurnResult" },
    },
    errors: [
      "invalid_json",
      "invalid_request",
      "unsupported_media_type",
      "body_too_large",
      "unauthorized",
      "session_not_found",
      "store_unavailable",
      "verification_failed",
      "internal_error",
    ],
  },
  {
    method: "get",
    path: "/api/sessions",
    operationId: "listSessions",
    summary: "The caller's sessions, newest first",
    authenticated: true,
    queryParameters: SessionListQuerySchema,
    responses: { 200: { description: "The sessions", component: "SessionList" } },
    errors: ["invalid_request", "unauthorized", "store_unavailable", "internal_error"],
  },
  {
    method: "get",
    path: "/api/sessions/{id}",
    operationId: "getSession",
    summary: "One of the caller's sessions with its turns and self_evaluation",
    authenticated: true,
    pathParameters: SessionPathSchema,
    responses: { 200: { description: "The session", component: "DiagnosisSession" } },
    errors: ["unauthorized", "session_not_found", "store_unavailable", "internal_error"],
  },
  {
    method: "get",
    path: "/api/sessions/{id}/invocations",
    operationId: "listSessionInvocations",
    summary: "The tool invocations recorded in one of the caller's sessions, in id order",
    authenticated: true,
    pathParameters: SessionPathSchema,
    responses: { 200: { description: "The invocations", component: "InvocationList" } },
    errors: ["unauthorized", "session_not_found", "store_unavailable", "internal_error"],
  },
  {
    method: "get",
    path: "/api/invocations/{id}",
    operationId: "getInvocation",
    summary: "One recorded tool invocation of the caller's sessions",
    authenticated: true,
    pathParameters: InvocationPathSchema,
    responses: { 200: { description: "The invocation", component: "ToolInvocation" } },
    errors: [
      "invalid_invocation_id",
      "unauthorized",
      "invocation_not_found",
      "store_unavailable",
      "internal_error",
    ],
  },
  {
    method: "get",
    path: "/healthz",
    operationId: "health",
    summary: "Whether the server and its store answer",
    authenticated: false,
    responses: {
      200: { description: "The store answers", component: "Health" },
      503: { description: "The store does not answer", component: "Health" },
    },
    errors: [],
  },
  {
    method: "get",
    path: "/metrics",
    operationId: "metrics",
    summary: "Prometheus metrics: turns, failed rules, tool invocations, stage and HTTP latency",
    authenticated: false,
    responses: {},
    textResponse: {
      description: "Prometheus text exposition format",
      contentType: "text/plain; version=0.0.4",
    },
    errors: [],
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "openapi",
    summary: "This document",
    authenticated: false,
    responses: {},
    textResponse: { description: "The OpenAPI 3.1 document", contentType: "application/json" },
    errors: [],
  },
];

const COMPONENT_URI_PREFIX = "#/components/schemas/";

function componentReference(name: ComponentName): JsonObject {
  return { $ref: `${COMPONENT_URI_PREFIX}${name}` };
}

/** Converts the schemas of a table in one pass, so shared ones become `$ref`s. */
function convertComponents(
  table: { readonly [name: string]: z.ZodType },
  io: "input" | "output",
): { [name: string]: JsonObject } {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(table)) registry.add(schema, { id: name });
  const converted = z.toJSONSchema(registry, {
    io,
    target: "draft-2020-12",
    uri: (id) => `${COMPONENT_URI_PREFIX}${id}`,
  });
  const components: { [name: string]: JsonObject } = {};
  for (const [name, schema] of Object.entries(converted.schemas)) {
    // Each component stands inside the document, which already names the dialect.
    const { $schema: _dialect, $id: _identifier, ...rest } = schema;
    components[name] = rest;
  }
  return components;
}

/** The properties of an object schema as OpenAPI parameters of one location. */
function parameters(schema: z.ZodObject, location: "path" | "query"): JsonObject[] {
  const converted = z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" });
  const required = new Set(converted.required ?? []);
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
}

function errorResponses(codes: readonly HttpErrorCode[]): { [status: string]: JsonObject } {
  const byStatus = new Map<number, HttpErrorCode[]>();
  for (const code of codes) {
    const status = HTTP_ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: { [status: string]: JsonObject } = {};
  for (const [status, grouped] of byStatus) {
    responses[String(status)] = {
      description: grouped
        .map((code) => `\`${code}\`: ${HTTP_ERROR_CODES[code].meaning}`)
        .join("\n\n"),
      content: { "application/json": { schema: componentReference("ErrorBody") } },
    };
  }
  return responses;
}

function operationObject(operation: OperationDescription): JsonObject {
  const responses: { [status: string]: JsonObject } = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] =
      response.component === undefined
        ? { description: response.description }
        : {
            description: response.description,
            content: { "application/json": { schema: componentReference(response.component) } },
          };
  }
  if (operation.textResponse !== undefined) {
    responses["200"] = {
      description: operation.textResponse.description,
      content: { [operation.textResponse.contentType]: { schema: { type: "string" } } },
    };
  }
  Object.assign(responses, errorResponses(operation.errors));
  const parameterList = [
    ...(operation.pathParameters === undefined ? [] : parameters(operation.pathParameters, "path")),
    ...(operation.queryParameters === undefined
      ? []
      : parameters(operation.queryParameters, "query")),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description === undefined ? {} : { description: operation.description }),
    security: operation.authenticated ? [{ bearerToken: [] }] : [],
    ...(parameterList.length === 0 ? {} : { parameters: parameterList }),
    ...(operation.requestBody === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { "application/json": { schema: componentReference(operation.requestBody) } },
          },
        }),
    responses,
  };
}

/** `info.version`: the version of this API description, raised when an operation changes. */
export const API_DOCUMENT_VERSION = "0.1.0";

/** The document, built from the operation table and the schemas. */
export function buildOpenApiDocument(): JsonObject {
  const paths: { [path: string]: { [method: string]: JsonObject } } = {};
  for (const operation of OPERATIONS) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationObject(operation),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Vouch",
      version: API_DOCUMENT_VERSION,
      description:
        "Incident diagnosis whose every claim is bound to recorded, checked evidence. Sessions belong to the owner of the bearer token that created them; another owner gets 404 for them.",
    },
    paths,
    components: {
      schemas: {
        ...convertComponents(RESPONSE_COMPONENTS, "output"),
        ...convertComponents(REQUEST_COMPONENTS, "input"),
      },
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description:
            "A token of VOUCH_API_TOKENS (owner:token pairs). When none are configured the server listens on a loopback address only, checks no token, and every request acts as owner `local`.",
        },
      },
    },
  };
}
