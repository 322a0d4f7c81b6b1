/**
 * The HTTP error codes are documented in one table, each with its status and a one-line meaning.
 */
import { describe, expect, it } from "vitest";
import type { ChatErrorCode } from "../../src/chat/chat-contract.js";
import {
  CHAT_ERROR_CODES,
  HTTP_ERROR_CODE_NAMES,
  HTTP_ERROR_CODES,
} from "../../src/http/http-errors.js";

describe("HTTP error codes", () => {
  it.each(HTTP_ERROR_CODE_NAMES)("%s is snake_case and documented with one line", (code) => {
    expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    const documentation = HTTP_ERROR_CODES[code];
    expect(documentation.meaning.trim()).not.toBe("");
    expect(documentation.meaning).not.toContain("\n");
  });

  it.each(HTTP_ERROR_CODE_NAMES)("%s is sent with a 4xx or 5xx status", (code) => {
    expect(HTTP_ERROR_CODES[code].status).toBeGreaterThanOrEqual(400);
    expect(HTTP_ERROR_CODES[code].status).toBeLessThan(600);
  });

  it("only failures of the server or its store are 5xx", () => {
    const serverSide = HTTP_ERROR_CODE_NAMES.filter((code) => HTTP_ERROR_CODES[code].status >= 500);
    expect(serverSide.sort()).toEqual([
      "internal_error",
      "store_unavailable",
      "verification_failed",
    ]);
  });

  it.each(
    Object.entries(CHAT_ERROR_CODES) as [ChatErrorCode, (typeof CHAT_ERROR_CODES)[ChatErrorCode]][],
  )("the ChatApi's %s keeps its name over HTTP", (chatCode, httpCode) => {
    expect(httpCode).toBe(chatCode);
  });
});
