import { describe, expect, it } from "vitest";
import {
  checkReplaySource,
  createInMemoryInvocationLookup,
  parseReplayCase,
  renderReplayText,
} from "../../src/verification/replay.js";
import { VerificationReportSchema } from "../../src/verification/verification-contract.js";
import {
  invocation,
  loadReplayFixtures,
  OTHER_SESSION_ID,
  replaySource,
  SESSION_ID,
} from "./support/evidence.js";

const FIXTURES = loadReplayFixtures();

describe("replay", () => {
  it("has the seven recorded example cases", () => {
    expect(FIXTURES.map((fixture) => fixture.name)).toHaveLength(7);
  });

  describe.each(FIXTURES)("example $name", (fixture) => {
    it(`gets severity ${fixture.expectedSeverity} and effective verdict ${fixture.expectedVerdict}`, async () => {
      const run = await checkReplaySource(fixture.source);
      expect(run.ok).toBe(true);
      if (run.ok) {
        expect(run.value.report.gatekeeper_result.severity).toBe(fixture.expectedSeverity);
        expect(run.value.report.effective_verdict).toBe(fixture.expectedVerdict);
        expect(VerificationReportSchema.safeParse(run.value.report).success).toBe(true);
      }
    });
  });

  describe("parsing", () => {
    it.each([
      { condition: "text that is not JSON", source: "{ claims: ", code: "replay_not_json" },
      { condition: "JSON that is not an object", source: "[1, 2]", code: "replay_not_object" },
      {
        condition: "no session_id",
        source: replaySource({ session_id: undefined }),
        code: "replay_session_id_missing",
      },
      {
        condition: "an empty session_id",
        source: replaySource({ session_id: "" }),
        code: "replay_session_id_missing",
      },
      {
        condition: "no invocations",
        source: replaySource({ invocations: undefined }),
        code: "replay_invocations_missing",
      },
      {
        condition: "invocations that is not an array",
        source: replaySource({ invocations: { 101: {} } }),
        code: "replay_invocations_missing",
      },
      {
        condition: "a row without a tool name",
        source: replaySource({ invocations: [{ id: 1, session_id: SESSION_ID }] }),
        code: "replay_invocation_invalid",
      },
      {
        condition: "two rows with one id",
        source: replaySource({
          invocations: [invocation(101, "query_metrics", []), invocation(101, "query_logs", [])],
        }),
        code: "replay_invocation_duplicate",
      },
    ])("returns $code for $condition, in one line", ({ source, code }) => {
      const parsed = parseReplayCase(source);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe(code);
        expect(parsed.error.message).not.toContain("\n");
      }
    });

    it("names the path of an invalid row", () => {
      const parsed = parseReplayCase(
        replaySource({
          invocations: [
            {
              id: 1,
              session_id: SESSION_ID,
              tool_name: "query_logs",
              retrieval_details: { evidence_refs: [{ raw_path: "$.logs[0]" }] },
            },
          ],
        }),
      );
      expect(!parsed.ok && parsed.error.message).toBe(
        "invocations[0].retrieval_details.evidence_refs[0].text: expected string, received undefined",
      );
    });

    it("judges a malformed executor output instead of failing", async () => {
      const run = await checkReplaySource(replaySource({ executor_output: "not an object" }));
      expect(run.ok && run.value.report.gatekeeper_result).toMatchObject({
        severity: "low_confid",
        failed_rules: ["output_incomplete"],
        errors: ["executor_output: expected object, received string (output_incomplete)"],
      });
      expect(run.ok && run.value.report.effective_verdict).toBe("LOW_CONFID");
    });

    it("judges a missing executor output as incomplete", async () => {
      const run = await checkReplaySource(replaySource({ executor_output: undefined }));
      expect(run.ok && run.value.report.effective_verdict).toBe("LOW_CONFID");
    });

    it("reads a row without evidence_refs as an old row", async () => {
      const parsed = parseReplayCase(
        replaySource({
          invocations: [{ id: 101, session_id: SESSION_ID, tool_name: "query_metrics" }],
        }),
      );
      expect(parsed.ok && parsed.value.invocations[0]?.retrieval_details).toEqual({
        evidence_status: "ok",
      });
      const run = await checkReplaySource(
        replaySource({
          invocations: [{ id: 101, session_id: SESSION_ID, tool_name: "query_metrics" }],
        }),
      );
      expect(run.ok && run.value.report.gatekeeper_result.failed_rules).toEqual([
        "evidence_refs_missing",
      ]);
    });
  });

  describe("in-memory lookup", () => {
    const lookup = createInMemoryInvocationLookup([
      invocation(3, "query_logs", []),
      invocation(1, "query_logs", []),
      invocation(2, "query_metrics", []),
      invocation(4, "query_logs", [], OTHER_SESSION_ID),
    ]);

    it("finds ids whatever session, and leaves missing ids out", async () => {
      const found = await lookup.getInvocations([4, 99, 1]);
      expect(found.map((row) => row.id)).toEqual([4, 1]);
    });

    it("lists a session's invocations of one tool in id order", async () => {
      const listed = await lookup.listInvocations(SESSION_ID, { toolName: "query_logs" });
      expect(listed.map((row) => row.id)).toEqual([1, 3]);
    });
  });

  describe("text report", () => {
    it("shows each claim, each binding, rule codes and verdicts", async () => {
      const fixture = FIXTURES.find((candidate) => candidate.name.startsWith("04-"));
      const run = await checkReplaySource(fixture?.source ?? "");
      if (!run.ok) {
        throw new Error(run.error.message);
      }
      const text = renderReplayText(run.value);
      expect(text).toContain("effective verdict: LOW_CONFID");
      expect(text).toContain(
        "gatekeeper: fail, severity low_confid; failed rules: raw_path_missing",
      );
      expect(text).toContain("claim c1 (observation, confirmed): LOW_CONFID");
      expect(text).toContain(
        "binding 0: query_metrics #9001 (no raw_path) -> low_confid [raw_path_missing]",
      );
      expect(text).toContain("reason gatekeeper_low_confid (LOW_CONFID)");
      expect(text).toContain("errors:");
    });

    it("shows the facts the judge checked", async () => {
      const fixture = FIXTURES.find((candidate) => candidate.name.startsWith("01-"));
      const run = await checkReplaySource(fixture?.source ?? "");
      if (!run.ok) {
        throw new Error(run.error.message);
      }
      const text = renderReplayText(run.value);
      expect(text).toContain('fact supported: key_value "waiting=9" (query_logs #9002 $.logs[0])');
      expect(text).toContain("verified text: 2026-11-28T22:41:17Z ERROR checkout-service");
    });
  });
});
