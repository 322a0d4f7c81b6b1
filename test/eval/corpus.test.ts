/**
 * The labelled evaluation corpus (`eval/corpus/*.jsonl`, labels set by construction) meets the
 * verifier-soundness targets: what `npm run eval` prints, asserted in CI so that a change that
 * lets a fabrication through, or stops a faithful claim from passing, fails the build.
 */
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CaseOutcome,
  corpusFiles,
  type EvaluationReport,
  evaluateFiles,
  reportOf,
} from "../../eval/evaluate.js";

const CORPUS = fileURLToPath(new URL("../../eval/corpus/", import.meta.url));

let outcomes: CaseOutcome[] = [];
let report: EvaluationReport;

beforeAll(async () => {
  outcomes = await evaluateFiles(await corpusFiles(CORPUS));
  report = reportOf(outcomes);
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

  it("lets no structural or content fabrication pass", () => {
    const passed = outcomes.filter(
      (outcome) => outcome.group !== "faithful" && outcome.effectiveVerdict === "PASS",
    );
    expect(passed.map((outcome) => `${outcome.caseId} ${outcome.family}`)).toEqual([]);
  });

  it("meets every target of the verifier-soundness issue", () => {
    const missed = report.targets.filter((target) => !target.met);
    expect(missed.map((target) => `${target.target}: ${target.measured}`)).toEqual([]);
  });
});
