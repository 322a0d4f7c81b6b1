/**
 * A thin client for any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI,
 * DeepSeek, Qwen, vLLM, Ollama, ...), over the `openai` package.
 *
 * It exists so that the LLM executor (and a later LLM judge, which uses the same endpoint
 * settings) never sees an exception or an unchecked body: one request is one outcome. A
 * timeout, an HTTP error, an unreachable server or a body that is not a chat completion each
 * come back as an error value with a code and a message naming the endpoint. Requests are
 * never retried here: a retry would hide a slow or failing model from the audit, and the
 * executor's turn limit is the only loop.
 */
import OpenAI from "openai";
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import { z } from "zod";
import { formatSchemaIssues } from "../support/schema-issues.js";

/** Where the model is and how long to wait for it. */
export interface LlmEndpointSettings {
  /** The endpoint's base URL, up to and including `/v1`, e.g. `http://127.0.0.1:11434/v1`. */
  readonly baseUrl: string;
  /**
   * Sent as `Authorization: Bearer <key>`. Empty for a server without authentication (a
   * local vLLM or Ollama): no Authorization header is sent then.
   */
  readonly apiKey: string;
  /** The model name as the endpoint knows it. */
  readonly model: string;
  /** A request without a complete answer after this many milliseconds is `model_timeout`. */
  readonly timeoutMs: number;
}

/** A message of the conversation, in the chat-completions protocol's own shape. */
export type ChatMessage = ChatCompletionMessageParam;

/** A function the model may call, in the chat-completions protocol's own shape. */
export type ChatTool = ChatCompletionFunctionTool;

/** One tool call the model asked for. */
export interface ModelToolCall {
  /** The call's id, echoed in the tool message that answers it. */
  readonly id: string;
  /** The function name, exactly as the model wrote it. */
  readonly name: string;
  /** The arguments exactly as the model wrote them: usually JSON text, not always. */
  readonly arguments: string;
}

/** The model's message of one turn. */
export interface ModelReply {
  /** The text of the message; null when the model only called tools. */
  readonly content: string | null;
  /** Empty when the model gave its final answer. */
  readonly toolCalls: readonly ModelToolCall[];
  /** `stop`, `tool_calls`, `length`, ...; null when the endpoint did not say. */
  readonly finishReason: string | null;
}

/** Why a request produced no reply. */
export type LlmClientErrorCode =
  /** The endpoint did not answer completely within `timeoutMs`. */
  | "model_timeout"
  /** An error status, an unreachable endpoint, or a body that is not a chat completion. */
  | "model_error"
  /** The caller's signal aborted the request. */
  | "aborted";

export interface LlmClientError {
  readonly code: LlmClientErrorCode;
  /** Names the endpoint and what went wrong, e.g. `HTTP 500 from http://...: overloaded`. */
  readonly message: string;
}

/** The reply, or why there is none. */
export type CompletionOutcome =
  | { readonly ok: true; readonly reply: ModelReply }
  | { readonly ok: false; readonly error: LlmClientError };

/** One chat-completions request. */
export interface CompletionRequest {
  readonly messages: readonly ChatMessage[];
  /** The functions the model may call; omitted from the request when empty. */
  readonly tools?: readonly ChatTool[];
  /** Aborts the request in flight. */
  readonly signal?: AbortSignal;
}

/** A chat-completions endpoint: one request, one outcome, never a throw. */
export interface LlmClient {
  /** The model every request names. */
  readonly model: string;
  complete(request: CompletionRequest): Promise<CompletionOutcome>;
}

/** Longest part of an unexpected body quoted in an error message. */
const QUOTED_BODY_LENGTH = 300;

/**
 * The part of a chat completion this client reads. Tolerant where servers differ: a missing
 * tool-call id is made up, and arguments sent as an object (instead of JSON text) are kept.
 */
const CompletionBodySchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().nullish(),
                function: z.object({
                  name: z.string(),
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
                }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1, "expected at least one choice"),
});

function quoteBody(body: string): string {
  const oneLine = body.replace(/\s+/g, " ").trim();
  const quoted =
    oneLine.length > QUOTED_BODY_LENGTH ? `${oneLine.slice(0, QUOTED_BODY_LENGTH - 1)}…` : oneLine;
  return JSON.stringify(quoted);
}

/** Reads the first choice of a body, or says why the body is not a chat completion. */
export function readCompletionBody(body: unknown, endpoint: string): CompletionOutcome {
  if (typeof body === "string") {
    return {
      ok: false,
      error: {
        code: "model_error",
        message: `${endpoint} answered with text that is not a chat completion: ${quoteBody(body)}`,
      },
    };
  }
  const parsed = CompletionBodySchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: "model_error",
        message: `${endpoint} answered with a body that is not a chat completion: ${formatSchemaIssues(parsed.error.issues)}`,
      },
    };
  }
  // The schema guarantees at least one choice.
  const [choice] = parsed.data.choices;
  const message = choice?.message;
  const toolCalls = (message?.tool_calls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index}`,
    name: call.function.name,
    arguments:
      typeof call.function.arguments === "string"
        ? call.function.arguments
        : JSON.stringify(call.function.arguments ?? {}),
  }));
  return {
    ok: true,
    reply: {
      content: message?.content ?? null,
      toolCalls,
      finishReason: choice?.finish_reason ?? null,
    },
  };
}

/** Read through a call: the compiler would otherwise keep an earlier check's narrowing. */
export function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** A JSON value read from text, or nothing. */
export type JsonRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

function parseJson(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The first fenced block (```json, ``` or ```JSON) of a message. */
const FENCED_BLOCK = /```[ \t]*(?:json)?[ \t]*\r?\n([\s\S]*?)```/i;

/**
 * Reads a model's answer as JSON: the whole text, or else the first fenced code block in it.
 * Nothing else is guessed at: text that is neither is not an answer.
 */
export function readJsonAnswer(text: string): JsonRead {
  const whole = parseJson(text.replace(/^\uFEFF/u, "").trim());
  if (whole.ok) {
    return whole;
  }
  const fenced = FENCED_BLOCK.exec(text)?.[1];
  return fenced === undefined ? { ok: false } : parseJson(fenced.trim());
}

function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) {
    const cause = thrown.cause instanceof Error ? `: ${thrown.cause.message}` : "";
    return `${thrown.message}${cause}`;
  }
  return String(thrown);
}

/**
 * Classifies what `openai` threw. The classes are the `openai` package's own, exported for
 * exactly this check; `status` is read only from an HTTP error.
 */
function classifyThrown(
  thrown: unknown,
  endpoint: string,
  timeoutMs: number,
  deadlinePassed: boolean,
  callerAborted: boolean,
): LlmClientError {
  if (callerAborted) {
    return { code: "aborted", message: `the request to ${endpoint} was aborted by the caller` };
  }
  if (deadlinePassed || thrown instanceof OpenAI.APIConnectionTimeoutError) {
    return {
      code: "model_timeout",
      message: `${endpoint} did not answer within ${timeoutMs}ms`,
    };
  }
  if (thrown instanceof OpenAI.APIError && typeof thrown.status === "number") {
    // The package's message starts with the status; it is said once here.
    const prefix = `${thrown.status} `;
    const detail = thrown.message.startsWith(prefix)
      ? thrown.message.slice(prefix.length)
      : thrown.message;
    return {
      code: "model_error",
      message: `HTTP ${thrown.status} from ${endpoint}: ${detail === "" ? "no error message" : detail}`,
    };
  }
  if (thrown instanceof OpenAI.APIConnectionError) {
    return { code: "model_error", message: `cannot reach ${endpoint}: ${describeThrown(thrown)}` };
  }
  return {
    code: "model_error",
    message: `the request to ${endpoint} failed: ${describeThrown(thrown)}`,
  };
}

/**
 * Creates a client for one endpoint and model. Nothing is sent until `complete` is called.
 * Environment variables the `openai` package would read (`OPENAI_BASE_URL`, `OPENAI_ORG_ID`,
 * ...) are overridden: only the settings given here decide where requests go.
 */
export function createLlmClient(settings: LlmEndpointSettings): LlmClient {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const openai = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    organization: null,
    project: null,
    timeout: settings.timeoutMs,
    maxRetries: 0,
    // A null header is left out of the request: no bearer token for a server without one.
    ...(settings.apiKey === "" ? { defaultHeaders: { Authorization: null } } : {}),
  });

  async function complete(request: CompletionRequest): Promise<CompletionOutcome> {
    const callerSignal = request.signal;
    if (isAborted(callerSignal)) {
      return {
        ok: false,
        error: { code: "aborted", message: `the request to ${endpoint} was aborted by the caller` },
      };
    }
    // One deadline for the whole request, body included: the `openai` timeout stops waiting
    // once the headers have arrived, and a server may stall after them.
    const deadline = new AbortController();
    let deadlinePassed = false;
    const timer = setTimeout(() => {
      deadlinePassed = true;
      deadline.abort();
    }, settings.timeoutMs);
    const abortWithCaller = () => deadline.abort();
    callerSignal?.addEventListener("abort", abortWithCaller, { once: true });
    try {
      const tools = request.tools ?? [];
      const body: unknown = await openai.chat.completions.create(
        {
          model: settings.model,
          messages: [...request.messages],
          ...(tools.length > 0 ? { tools: [...tools] } : {}),
        },
        { signal: deadline.signal, timeout: settings.timeoutMs, maxRetries: 0 },
      );
      return readCompletionBody(body, endpoint);
    } catch (thrown) {
      return {
        ok: false,
        error: classifyThrown(
          thrown,
          endpoint,
          settings.timeoutMs,
          deadlinePassed,
          isAborted(callerSignal),
        ),
      };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", abortWithCaller);
    }
  }

  return { model: settings.model, complete };
}
