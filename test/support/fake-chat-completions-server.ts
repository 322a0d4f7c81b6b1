/**
 * A real HTTP server on 127.0.0.1 (a free port) that speaks the chat-completions protocol and
 * replays a script of model turns: tool calls, final answers, error statuses, bodies that are
 * not completions, or no answer at all. The LLM executor's tests talk to it through the real
 * `openai` client, so what they exercise is the wire protocol, not a mock of the client.
 *
 * Every request is kept as received (path, headers, parsed body) so that a test can check
 * what the executor sent: the system prompt, the tools, the tool results it showed the model.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/** The part of a chat-completions request body the tests read; other fields are kept. */
export const ChatRequestBodySchema = z.looseObject({
  model: z.string(),
  messages: z.array(
    z.looseObject({
      role: z.string(),
      content: z.unknown().optional(),
      tool_call_id: z.string().optional(),
      tool_calls: z
        .array(
          z.looseObject({
            id: z.string(),
            function: z.object({ name: z.string(), arguments: z.string() }),
          }),
        )
        .optional(),
    }),
  ),
  tools: z
    .array(
      z.looseObject({
        type: z.string(),
        function: z.looseObject({
          name: z.string(),
          description: z.string().optional(),
          parameters: z.record(z.string(), z.unknown()).optional(),
        }),
      }),
    )
    .optional(),
});
export type ChatRequestBody = z.infer<typeof ChatRequestBodySchema>;

/** A request as the server received it. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: ChatRequestBody;
}

/** A tool call the scripted model makes; arguments are sent exactly as given when a string. */
export interface ScriptedToolCall {
  readonly name: string;
  readonly arguments: string | Record<string, unknown>;
}

/** What the server answers to one request. */
export type ScriptedResponse =
  /** A completion whose message calls these tools. */
  | { readonly kind: "tool_calls"; readonly calls: readonly ScriptedToolCall[] }
  /** A completion whose message is this final text. */
  | { readonly kind: "answer"; readonly content: string }
  /** An error status with an OpenAI-style error body. */
  | { readonly kind: "http_error"; readonly status: number; readonly message: string }
  /** Any status, content type and body, verbatim. */
  | {
      readonly kind: "raw";
      readonly status: number;
      readonly contentType: string;
      readonly body: string;
    }
  /** Reads the request and never answers. */
  | { readonly kind: "never_answer" };

/** One scripted turn: a fixed response, or one computed from the request (to cite its ids). */
export type ScriptedTurn = ScriptedResponse | ((request: ReceivedRequest) => ScriptedResponse);

export interface FakeChatCompletionsServer {
  /** `http://127.0.0.1:<port>/v1`: what the executor is configured with. */
  readonly baseUrl: string;
  /** Every request received, in order. */
  readonly requests: readonly ReceivedRequest[];
  /** The scripted response chosen for each request, in order (computed ones resolved). */
  readonly responses: readonly ScriptedResponse[];
  /** Stops the server, dropping any request left unanswered. */
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

function completion(
  requestIndex: number,
  model: string,
  message: Record<string, unknown>,
  finishReason: string,
): unknown {
  return {
    id: `chatcmpl-fake-${requestIndex}`,
    object: "chat.completion",
    created: 1_764_460_800,
    model,
    choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

function respond(
  response: ServerResponse,
  scripted: ScriptedResponse,
  requestIndex: number,
  model: string,
): void {
  switch (scripted.kind) {
    case "tool_calls": {
      const toolCalls = scripted.calls.map((call, index) => ({
        id: `call_${requestIndex}_${index}`,
        type: "function",
        function: {
          name: call.name,
          arguments:
            typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
        },
      }));
      const message = { role: "assistant", content: null, tool_calls: toolCalls };
      sendJson(response, 200, completion(requestIndex, model, message, "tool_calls"));
      return;
    }
    case "answer": {
      const message = { role: "assistant", content: scripted.content };
      sendJson(response, 200, completion(requestIndex, model, message, "stop"));
      return;
    }
    case "http_error":
      sendJson(response, scripted.status, {
        error: { message: scripted.message, type: "server_error", param: null, code: null },
      });
      return;
    case "raw":
      response.writeHead(scripted.status, { "content-type": scripted.contentType });
      response.end(scripted.body);
      return;
    case "never_answer":
      return;
  }
}

/**
 * Starts a server that answers the n-th chat-completions request with the n-th scripted
 * turn. A request past the end of the script, or one that is not a chat-completions request,
 * gets an HTTP 400 naming the problem, so a test that goes wrong fails visibly.
 */
export async function startFakeChatCompletionsServer(
  script: readonly ScriptedTurn[],
): Promise<FakeChatCompletionsServer> {
  const requests: ReceivedRequest[] = [];
  const responses: ScriptedResponse[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      if (request.method !== "POST" || path !== "/v1/chat/completions") {
        sendJson(response, 404, { error: { message: `no route ${request.method} ${path}` } });
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        sendJson(response, 400, { error: { message: "the request body is not JSON" } });
        return;
      }
      const parsed = ChatRequestBodySchema.safeParse(json);
      if (!parsed.success) {
        sendJson(response, 400, {
          error: { message: `not a chat request: ${parsed.error.message}` },
        });
        return;
      }
      const received: ReceivedRequest = {
        method: request.method,
        path,
        headers: request.headers,
        body: parsed.data,
      };
      const requestIndex = requests.length;
      requests.push(received);
      const turn = script[requestIndex];
      if (turn === undefined) {
        sendJson(response, 400, {
          error: { message: `the script has ${script.length} turns; request ${requestIndex + 1}` },
        });
        return;
      }
      const scripted = typeof turn === "function" ? turn(received) : turn;
      responses.push(scripted);
      respond(response, scripted, requestIndex, parsed.data.model);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    responses,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
