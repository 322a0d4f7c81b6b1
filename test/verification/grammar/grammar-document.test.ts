import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  EXECUTOR_SYSTEM_PROMPT,
  PROMPT_VERSION,
} from "../../../src/executor/prompts/executor-system-prompt.v2.js";
import {
  renderClaimGrammarDocument,
  renderPromptGrammarSection,
} from "../../../src/verification/grammar/grammar-document.js";
import { FRAMING_WORDS, NEXT_STEP_VERBS } from "../../../src/verification/grammar/vocabulary.js";

const DOCUMENT = new URL("../../../docs/claim-grammar.md", import.meta.url);

describe("claim grammar document", () => {
  it("docs/claim-grammar.md is the current rendering of the grammar (run npm run docs:grammar)", () => {
    expect(readFileSync(DOCUMENT, "utf8")).toBe(renderClaimGrammarDocument());
  });

  it("lists every framing word of both languages", () => {
    const document = renderClaimGrammarDocument();
    for (const word of [...FRAMING_WORDS.en, ...FRAMING_WORDS.zh]) {
      expect(document).toContain(`\`${word}\``);
    }
  });
});

describe("LLM executor prompt", () => {
  it("is version 2 and carries the grammar section generated from the same data", () => {
    expect(PROMPT_VERSION).toBe("executor-system-prompt.v2");
    expect(EXECUTOR_SYSTEM_PROMPT).toContain(renderPromptGrammarSection());
  });

  it("tells the model the next-step verbs the Composer keeps", () => {
    for (const verb of [...NEXT_STEP_VERBS.en.slice(0, 7), ...NEXT_STEP_VERBS.zh.slice(0, 6)]) {
      expect(EXECUTOR_SYSTEM_PROMPT).toContain(verb);
    }
  });
});
