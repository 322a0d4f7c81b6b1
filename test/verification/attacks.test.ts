/**
 * The adversarial reviews' attack cases as whole replay cases: each file under
 * test/fixtures/attacks is a recorded turn with the effective verdict it must get under
 * `expect`. The files under test/fixtures/attacks-open are attacks that still get PASS, each
 * with an `open` field saying why: they are expected to fail (`it.fails`), so that refusing one
 * fails this test until its file moves to test/fixtures/attacks. See
 * docs/decisions/2026-12-01-claim-alignment.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SCENARIO_PATH } from "../../src/tools/default-tools.js";
import { loadScenario } from "../../src/tools/scenario.js";
import { createGrammar, type Grammar } from "../../src/verification/grammar/grammar.js";
import { checkReplaySource } from "../../src/verification/replay.js";

const ATTACK_DIRECTORY = new URL("../fixtures/attacks/", import.meta.url);
const OPEN_ATTACK_DIRECTORY = new URL("../fixtures/attacks-open/", import.meta.url);

interface AttackFixture {
  readonly name: string;
  readonly source: string;
  /** The verdicts the case may get (`"REJECT"`, or `["LOW_CONFID", "REJECT"]`). */
  readonly expectedVerdicts: readonly string[];
}

function loadAttackFixtures(directory: URL = ATTACK_DIRECTORY): AttackFixture[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const source = readFileSync(new URL(name, directory), "utf8");
      const parsed: unknown = JSON.parse(source);
      const expectation =
        typeof parsed === "object" && parsed !== null && "expect" in parsed
          ? parsed.expect
          : undefined;
      const verdict: unknown =
        typeof expectation === "object" &&
        expectation !== null &&
        "effective_verdict" in expectation
          ? expectation.effective_verdict
          : "";
      const expectedVerdicts = Array.isArray(verdict) ? verdict.map(String) : [String(verdict)];
      return { name, source, expectedVerdicts };
    });
}

describe("attack cases", () => {
  const fixtures = loadAttackFixtures();
  // The grammar a live turn on the built-in scenario is verified with (its glossary merged).
  let grammar: Grammar;
  beforeAll(async () => {
    const scenario = await loadScenario(DEFAULT_SCENARIO_PATH);
    if (!scenario.ok) {
      throw new Error(scenario.error.message);
    }
    grammar = createGrammar({ glossary: scenario.value.glossary });
  });

  it("has the converted attack cases", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(fixtures)("$name", (fixture) => {
    it(`gets effective verdict ${fixture.expectedVerdicts.join(" or ")}`, async () => {
      const run = await checkReplaySource(fixture.source, { grammar });
      expect(run.ok).toBe(true);
      if (run.ok) {
        expect(fixture.expectedVerdicts).toContain(run.value.report.effective_verdict);
      }
    });
  });

  describe("still open", () => {
    const open = loadAttackFixtures(OPEN_ATTACK_DIRECTORY);

    it("says why each open attack still passes", () => {
      for (const fixture of open) {
        const parsed = JSON.parse(fixture.source) as { open?: unknown };
        expect(typeof parsed.open, fixture.name).toBe("string");
      }
    });

    describe.each(open)("$name", (fixture) => {
      it.fails(`is not refused yet (expected ${fixture.expectedVerdicts.join(" or ")})`, async () => {
        const run = await checkReplaySource(fixture.source, { grammar });
        expect(run.ok).toBe(true);
        if (run.ok) {
          expect(fixture.expectedVerdicts).toContain(run.value.report.effective_verdict);
        }
      });
    });
  });
});
