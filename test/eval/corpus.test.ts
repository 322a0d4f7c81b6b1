/**
 * The labelled evaluation corpus (`eval/corpus/*.jsonl`, labels set by construction) against
 * what the Verifier is held to: no structural fabrication passes; no content fabrication
 * passes but those `eval/ratchet.json` names, with why; and the faithful claims that fail to
 * pass do not grow past its count per file. `npm run eval` prints the issue's targets and
 * whether each is met; this test keeps a change from losing ground while some are not.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type CaseOutcome, corpusFiles, evaluateFiles } from "../../eval/evaluate.js";

const CORPUS = fileURLToPath(new URL("../../eval/corpus/", import.meta.url));
const RatchetSchema = z.object({
  fabrications_passing: z.record(z.string(), z.string()),
  faithful_not_passing_at_most: z.record(z.string(), z.number().int().nonnegative()),
});
const ratchet = RatchetSchema.parse(
  JSON.parse(readFileSync(new URL("../../eval/ratchet.json", import.meta.url), "utf8")),
);

let outcomes: CaseOutcome[] = [];

beforeAll(async () => {
  outcomes = await evaluateFiles(await corpusFiles(CORPUS));
}, 120_000);

describe("evaluation corpus", () => {
  it("has at least 2,000 cases, half of them Chinese claims, in every group", () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(2_000);
    for (const group of ["faithful", "structural", "content"] as const) {
      const cases = outcomes.filter((outcome) => outcome.group === group);
      const chinese = cases.filter((outcome) => outcome.language === "zh");
      expect(chinese.length / cases.length).toBeGreaterThan(0.45);
      expect(chinese.length / cases.length).toBeLessThan(0.55);
    }
  });

  it("lets no structural fabrication pass", () => {
    const passed = outcomes.filter(
      (outcome) => outcome.group === "structural" && outcome.effectiveVerdict === "PASS",
    );
    expect(passed.map((outcome) => `${outcome.caseId} ${outcome.family}`)).toEqual([]);
  });

  it("lets no content fabrication pass but the known ones, and each of those still passes", () => {
    const passed = outcomes
      .filter((outcome) => outcome.group === "content" && outcome.effectiveVerdict === "PASS")
      .map((outcome) => outcome.caseId)
      .sort();
    expect(passed).toEqual(Object.keys(ratchet.fabrications_passing).sort());
  });

  it("lets no more faithful claims fail to pass than before, per corpus file", () => {
    for (const [file, most] of Object.entries(ratchet.faithful_not_passing_at_most)) {
      const failing = outcomes.filter(
        (outcome) =>
          basename(outcome.file) === file &&
          outcome.group === "faithful" &&
          outcome.effectiveVerdict !== "PASS",
      );
      expect(failing.length, file).toBeLessThanOrEqual(most);
    }
  });

  it("counts every corpus file", () => {
    const files = new Set(outcomes.map((outcome) => basename(outcome.file)));
    expect([...files].sort()).toEqual(Object.keys(ratchet.faithful_not_passing_at_most).sort());
  });
});
