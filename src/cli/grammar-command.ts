/**
 * `vouch grammar`: prints the claim grammar the Verifier checks with, as the Markdown of
 * `docs/claim-grammar.md` (default) or as JSON (`--json`): the framing vocabulary, the
 * equivalences, the words that are never framing, the negators, states, instruction patterns
 * and next-step verbs. An engineer or a model author reads here what wording can pass.
 */
import type { Command } from "commander";
import { shippedGlossary } from "../verification/grammar/grammar.js";
import { renderClaimGrammarDocument } from "../verification/grammar/grammar-document.js";
import * as vocabulary from "../verification/grammar/vocabulary.js";

/** The grammar as one JSON object, for scripts. */
export function grammarJson(): string {
  return `${JSON.stringify({ ...vocabulary, GLOSSARY: shippedGlossary() }, null, 2)}\n`;
}

/** Adds `grammar` to the CLI. */
export function registerGrammarCommand(
  program: Command,
  write: (text: string) => void = (text) => {
    process.stdout.write(text);
  },
): Command {
  return program
    .command("grammar")
    .description("print the claim grammar the Verifier checks with (docs/claim-grammar.md)")
    .option("--json", "the vocabularies and the glossary as one JSON object")
    .action((options: { json?: boolean }) => {
      write(options.json === true ? grammarJson() : renderClaimGrammarDocument());
    });
}
