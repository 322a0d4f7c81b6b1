/** `GET /openapi.json`: the generated document covers every route and resolves every reference. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "../../src/chat/chat-contract.js";
import { HTTP_ERROR_CODES } from "../../src/http/http-errors.js";
import { buildOpenApiDocument } from "../../src/http/openapi.js";
import { FakeChatApi } from "./fake-chat-api.js";
import { ALICE, type RunningServer, startServer } from "./http-harness.js";

/** The parts of the document the tests read. */
const DocumentSchema = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        security: z.array(z.record(z.string(), z.array(z.string()))),
        responses: z.record(z.string(), z.object({ description: z.string() })),
      }),
    ),
  ),
  components: z.object({
    schemas: z.record(z.string(), z.record(z.string(), z.unknown())),
    securitySchemes: z.record(z.string(), z.unknown()),
  }),
});

/** Every `$ref` anywhere in a JSON value. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : references(inner),
  );
}

describe("GET /openapi.json", () => {
  const chat = new FakeChatApi();
  let running: RunningServer;
  let served: unknown;

  beforeAll(async () => {
    running = await startServer({ chat, store: chat.store, apiTokens: [ALICE] });
    const answer = await running.call("GET", "/openapi.json");
    expect(answer.status).toBe(200);
    served = answer.body;
  });
  afterAll(async () => {
    await running.close();
  });

  it("serves the generated OpenAPI 3.1 document without a token", () => {
    expect(served).toEqual(buildOpenApiDocument());
    expect(DocumentSchema.parse(served).openapi).toBe("3.1.0");
  });

  it("documents every route of the server", () => {
    const operations = Object.entries(DocumentSchema.parse(served).paths).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        "GET /api/invocations/{id}",
        "GET /api/sessions",
        "GET /api/sessions/{id}",
        "GET /api/sessions/{id}/invocations",
        "GET /healthz",
        "GET /metrics",
        "GET /openapi.json",
        "POST /api/chat",
      ].sort(),
    );
  });

  it("describes only operations the server answers", async () => {
    for (const [path, methods] of Object.entries(DocumentSchema.parse(served).paths)) {
      for (const method of Object.keys(methods)) {
        const answer = await running.call(method.toUpperCase(), path.replace("{id}", "1"), {
          token: ALICE.token,
          json: method === "post" ? {} : undefined,
        });
        expect(answer.body, `${method} ${path}`).not.toMatchObject({
          error: { code: "not_found" },
        });
      }
    }
  });

  it("resolves every $ref to a component schema", () => {
    const document = DocumentSchema.parse(served);
    const targets = references(served);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const name = target.replace(/^#\/components\/schemas\//, "");
      expect(document.components.schemas, target).toHaveProperty([name]);
    }
  });

  it("generates the chat request from ChatRequestSchema: message required, no other fields", () => {
    expect(DocumentSchema.parse(served).components.schemas.ChatRequest).toMatchObject({
      type: "object",
      required: ["message"],
      additionalProperties: false,
      properties: { message: { type: "string", minLength: 1, maxLength: MAX_MESSAGE_LENGTH } },
    });
  });

  it("generates the turn result from ChatTurnResultSchema", () => {
    const result = DocumentSchema.parse(served).components.schemas.ChatTurnResult;
    expect(result?.required).toEqual(
      expect.arrayContaining(["session_id", "turn", "answer", "effective_verdict", "claims"]),
    );
    expect(result).toHaveProperty("properties.effective_verdict.enum", [
      "REJECT",
      "LOW_CONFID",
      "PASS",
    ]);
  });

  it("lists each error of POST /api/chat under its status, described by its code", () => {
    const responses = DocumentSchema.parse(served).paths["/api/chat"]?.post?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(
      ["200", "400", "401", "404", "413", "415", "500", "503"].sort(),
    );
    expect(responses["400"]?.description).toContain("`invalid_json`");
    expect(responses["400"]?.description).toContain("`invalid_request`");
    expect(responses["413"]?.description).toContain(HTTP_ERROR_CODES.body_too_large.meaning);
  });

  it("requires the bearer token on /api operations only", () => {
    for (const [path, methods] of Object.entries(DocumentSchema.parse(served).paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.security, path).toEqual(
          path.startsWith("/api/") ? [{ bearerToken: [] }] : [],
        );
      }
    }
  });
});
