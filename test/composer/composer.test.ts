import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWER_PHRASES } from "../../src/composer/answer-text.js";
import { COMPOSER_WARNING_CODES, compose } from "../../src/composer/composer.js";
import {
  type ComposedAnswer,
  ComposedAnswerSchema,
  type ComposerInput,
} from "../../src/composer/composer-contract.js";
import {
  fixtureExecutorOutput,
  type OfflineTurns,
  openOfflineTurns,
  QUESTIONS_BY_LANGUAGE,
  replayTurn,
  variedReplayTurn,
} from "./support/composer-turns.js";

/** The root-cause and causal wording the Verifier rejects in claims (claim-judge.ts). */
const CAUSAL_WORDING =
  /\b(root[\s-]?causes?|the cause|causes? of|caused by|causing|causes|due to|because|led to|leads? to|leading to|resulted in|resulting in|as a result of|responsible for|triggered by|attributed to|owing to|stems? from)\b|根因|根本原因|导致|由于|因为|造成|引起|引发|所致|源于|归因|起因|原因是|致使/iu;

const HIKARI_QUESTIONS = [
  ["zh", "order-service 是否出现数据库连接池耗尽?"],
  ["en", "Is order-service's database connection pool exhausted?"],
] as const;

const KAFKA_QUESTIONS = [
  ["zh", "order-service 的 Kafka 消费者是否有积压?"],
  ["en", "Is order-service's Kafka consumer lagging?"],
] as const;

function composed(input: ComposerInput): ComposedAnswer {
  const answer = compose(input);
  expect(ComposedAnswerSchema.safeParse(answer).success).toBe(true);
  return answer;
}

function sourcePrefix(language: "en" | "zh", invocationId: number, rawPath: string): string {
  return language === "zh"
    ? `调用 ${invocationId} ${rawPath}`
    : `invocation ${invocationId} ${rawPath}`;
}

/** The answer's sections (blank-line separated), first line of each. */
function headings(answer: string): string[] {
  return answer.split("\n\n").map((section) => section.split("\n")[0] ?? "");
}

describe("composer", () => {
  let turns: OfflineTurns;
  beforeAll(async () => {
    turns = await openOfflineTurns();
  });
  afterAll(async () => {
    await turns.cleanup();
  });

  describe("PASS", () => {
    describe.each(HIKARI_QUESTIONS)("the offline HikariCP turn in %s", (language, question) => {
      it("states every confirmed claim with markers whose citations resolve to a recorded (invocation id, raw_path)", async () => {
        const { input } = await turns.ask(question);
        const answer = composed(input);

        expect(answer.effective_verdict).toBe("PASS");
        expect(answer.language).toBe(language);
        const confirmed = input.verifierInput.claims.filter(
          (claim) => claim.status === "confirmed",
        );
        expect(answer.claims.map((claim) => claim.claim_id)).toEqual(
          confirmed.map((claim) => claim.claim_id),
        );
        for (const claim of answer.claims) {
          expect(claim.citations.length).toBeGreaterThan(0);
          const markers = claim.citations.map((citation) => `[${citation.marker}]`).join("");
          expect(answer.answer).toContain(`- ${claim.text} ${markers}`);
          for (const citation of claim.citations) {
            const invocation = await turns.store.getInvocation(citation.invocation_id);
            const recorded = invocation?.retrieval_details.evidence_refs?.find(
              (reference) => reference.raw_path === citation.raw_path,
            );
            expect(recorded?.text).toBe(citation.text);
            expect(invocation?.tool_name).toBe(citation.tool_name);
            expect(answer.answer).toContain(
              `[${citation.marker}] ${sourcePrefix(language, citation.invocation_id, citation.raw_path)} (${citation.tool_name})`,
            );
            expect(answer.answer).toContain(citation.text);
          }
        }
      });

      it("puts the verdict line first, then the claims, the sources and the next steps", async () => {
        const { input } = await turns.ask(question);
        const answer = composed(input);
        const phrases = ANSWER_PHRASES[language];

        expect(answer.answer.split("\n")[0]).toBe(phrases.verdictLine.PASS);
        const sections = headings(answer.answer);
        expect(sections[1]?.startsWith("- ")).toBe(true);
        expect(sections[2]).toBe(phrases.sourcesHeading);
        expect(sections[3]).toBe(phrases.nextStepsHeading);
        expect(answer.missing).toEqual([]);
        expect(answer.dropped_actions).toEqual([]);
      });
    });

    describe.each(QUESTIONS_BY_LANGUAGE)("replay fixture 01 in %s", (language, question) => {
      it("cites the system-side text of the record, not the executor's paraphrased excerpt", async () => {
        const paraphrase =
          "HikariPool-2 connection not available: total=20, active=20, idle=0, waiting=9, timed out after 30000ms";
        const { input, run } = await variedReplayTurn("01-authentic-pass", question, {
          claims: [
            {
              claim_id: "c1",
              kind: "observation",
              status: "confirmed",
              text: "checkout-service HikariPool-2 has active=20 of total=20 connections with waiting=9.",
              evidence_bindings: [
                {
                  tool_name: "query_logs",
                  source_invocation_id: 9002,
                  raw_path: "$.logs[0]",
                  evidence_excerpt: paraphrase,
                },
              ],
            },
          ],
        });
        expect(run.report.gatekeeper_result.checked_bindings[0]?.excerpt_match).toBe("paraphrase");
        const answer = composed(input);

        expect(answer.effective_verdict).toBe("PASS");
        expect(answer.answer).not.toContain(paraphrase);
        expect(answer.claims[0]?.citations).toEqual([
          {
            marker: 1,
            invocation_id: 9002,
            tool_name: "query_logs",
            raw_path: "$.logs[0]",
            text: "2026-11-28T22:41:17Z ERROR checkout-service [pool-3-thread-7] HikariPool-2 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=9)",
          },
        ]);
        expect(answer.answer).toContain(
          `[1] ${sourcePrefix(language, 9002, "$.logs[0]")} (query_logs)`,
        );
      });

      it("gives a record cited by two claims one marker", async () => {
        const logExcerpt =
          "HikariPool-2 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=9)";
        const { input } = await variedReplayTurn("01-authentic-pass", question, {
          claims: [
            {
              claim_id: "c1",
              kind: "observation",
              status: "confirmed",
              text: "checkout-service HikariPool-2 has active=20 of total=20 connections with waiting=9.",
              evidence_bindings: [
                {
                  tool_name: "query_logs",
                  source_invocation_id: 9002,
                  raw_path: "$.logs[0]",
                  evidence_excerpt: logExcerpt,
                },
              ],
            },
            {
              claim_id: "c2",
              kind: "observation",
              status: "confirmed",
              text: "checkout-service p99 latency is 2.4s, over the 800ms threshold, for 20m.",
              evidence_bindings: [
                {
                  tool_name: "query_metrics",
                  source_invocation_id: 9001,
                  raw_path: "$.alerts[0]",
                  evidence_excerpt:
                    "HighLatencyP99 firing, service=checkout-service, p99=2.4s, threshold=800ms, duration=20m",
                },
                {
                  tool_name: "query_logs",
                  source_invocation_id: 9002,
                  raw_path: "$.logs[0]",
                  evidence_excerpt: logExcerpt,
                },
              ],
            },
          ],
        });
        const answer = composed(input);

        expect(answer.effective_verdict).toBe("PASS");
        expect(answer.claims.map((claim) => claim.citations.map((c) => c.marker))).toEqual([
          [1],
          [1, 2],
        ]);
        expect(answer.answer.match(/^\[\d+\] /gmu)).toEqual(["[1] ", "[2] "]);
      });
    });
  });

  describe("LOW_CONFID", () => {
    describe.each(KAFKA_QUESTIONS)("the offline no-evidence turn in %s", (language, question) => {
      it("says the evidence is insufficient, names the search that found nothing and lists what is missing", async () => {
        const { input, run } = await turns.ask(question);
        const answer = composed(input);
        const phrases = ANSWER_PHRASES[language];
        const emptySearch = run.invocations.find(
          (invocation) => invocation.retrieval_details.evidence_status === "no_evidence",
        );

        expect(answer.effective_verdict).toBe("LOW_CONFID");
        expect(answer.language).toBe(language);
        expect(answer.answer.split("\n")[0]).toBe(phrases.verdictLine.LOW_CONFID);
        expect(answer.answer).toContain(phrases.lowConfidenceSummary);
        expect(answer.answer).toMatch(language === "zh" ? /证据不足/u : /insufficient/u);
        expect(answer.claims).toEqual([]);
        expect(answer.answer).toContain(phrases.nothingVerified);
        expect(emptySearch).toBeDefined();
        expect(answer.answer).toContain(phrases.notFoundHeading);
        expect(answer.answer).toContain(
          language === "zh" ? `(调用 ${emptySearch?.id})` : `(invocation ${emptySearch?.id})`,
        );
        expect(answer.answer).toMatch(/"query":"kafka"/u);
        expect(answer.missing.join("\n")).toMatch(/\(no_confirmed_claim\)/u);
        // The empty search is listed as looked for and not found; its record-less citation
        // is not reported as a missing raw_path on top of that.
        expect(answer.missing.join("\n")).not.toMatch(/\(raw_path_missing\)/u);
        for (const line of answer.missing) expect(answer.answer).toContain(`- ${line}`);
        expect(answer.recommended_actions.length).toBeGreaterThan(0);
      });

      it("does not state the unconfirmed negative observation, whose own verdict is not PASS", async () => {
        const { input } = await turns.ask(question);
        const answer = composed(input);
        const negative = input.verifierInput.claims.find(
          (claim) => claim.kind === "negative_observation",
        );

        expect(negative?.text).toBeTruthy();
        expect(answer.answer).not.toContain(negative?.text);
        expect(answer.warnings.join("\n")).toMatch(/\(claim_not_stated\)/u);
      });
    });

    describe.each([
      ["04-missing-raw-path-low", "raw_path_missing"],
      ["06-root-cause-overreach-low", "causal_wording"],
      ["07-runbook-as-fact-low", "knowledge_as_incident_fact"],
    ])("replay fixture %s", (fixture, missingCode) => {
      it.each(QUESTIONS_BY_LANGUAGE)(
        "in %s says the evidence is insufficient, lists what is missing and states no claim",
        async (language, question) => {
          const { input } = await replayTurn(fixture, question);
          const answer = composed(input);
          const claimText = input.verifierInput.claims[0]?.text ?? "";

          expect(answer.effective_verdict).toBe("LOW_CONFID");
          expect(answer.answer).toContain(ANSWER_PHRASES[language].lowConfidenceSummary);
          expect(answer.missing.some((line) => line.endsWith(`(${missingCode})`))).toBe(true);
          expect(answer.answer).toContain(ANSWER_PHRASES[language].missingHeading);
          expect(claimText).not.toBe("");
          expect(answer.answer).not.toContain(claimText);
          expect(answer.claims).toEqual([]);
          expect(answer.answer).toContain(
            "- query_logs for checkout-service slow queries in the last 30m",
          );
        },
      );
    });

    it.each(QUESTIONS_BY_LANGUAGE)(
      "in %s adds no causal wording of its own",
      async (_language, question) => {
        for (const fixture of [
          "04-missing-raw-path-low",
          "06-root-cause-overreach-low",
          "07-runbook-as-fact-low",
        ]) {
          const answer = composed((await replayTurn(fixture, question)).input);
          expect(answer.answer).not.toMatch(CAUSAL_WORDING);
        }
      },
    );

    describe.each(QUESTIONS_BY_LANGUAGE)(
      "a turn with one verified and one overreaching claim in %s",
      (_language, question) => {
        it("states the verified claim with its citation and leaves out the causal one", async () => {
          const base = fixtureExecutorOutput("01-authentic-pass");
          const causalText = "The p99 latency is caused by the pool exhaustion of HikariPool-2.";
          const { input, run } = await variedReplayTurn("01-authentic-pass", question, {
            ...base,
            claims: [
              ...(base.claims as unknown[]),
              {
                claim_id: "c2",
                kind: "observation",
                status: "confirmed",
                text: causalText,
                evidence_bindings: [
                  {
                    tool_name: "query_logs",
                    source_invocation_id: 9002,
                    raw_path: "$.logs[0]",
                    evidence_excerpt:
                      "HikariPool-2 - Connection is not available, request timed out after 30000ms",
                  },
                ],
              },
            ],
          });
          expect(run.report.verifier_result.claims.map((claim) => claim.verdict)).toEqual([
            "PASS",
            "LOW_CONFID",
          ]);
          const answer = composed(input);

          expect(answer.effective_verdict).toBe("LOW_CONFID");
          expect(answer.claims.map((claim) => claim.claim_id)).toEqual(["c1"]);
          expect(answer.answer).toContain(`${answer.claims[0]?.text} [1]`);
          expect(answer.answer).not.toContain(causalText);
          expect(answer.missing.join("\n")).toMatch(/\(causal_wording\)/u);
        });
      },
    );

    describe.each(QUESTIONS_BY_LANGUAGE)(
      "an unconfirmed claim that passed verification, in %s",
      (language, question) => {
        it("is mentioned apart from the verified claims, marked as not confirmed", async () => {
          const base = fixtureExecutorOutput("01-authentic-pass");
          const [claim] = base.claims as Record<string, unknown>[];
          const { input, run } = await variedReplayTurn("01-authentic-pass", question, {
            ...base,
            claims: [{ ...claim, status: "unconfirmed" }],
          });
          expect(run.report.verifier_result.claims[0]?.verdict).toBe("PASS");
          const answer = composed(input);
          const phrases = ANSWER_PHRASES[language];
          const text = String(claim?.text);

          expect(answer.effective_verdict).toBe("LOW_CONFID");
          expect(answer.claims.map((stated) => stated.status)).toEqual(["unconfirmed"]);
          expect(answer.answer).toContain(phrases.nothingVerified);
          expect(answer.answer).not.toContain(phrases.verifiedHeading);
          expect(answer.answer).toContain(
            `${phrases.unconfirmedHeading}\n- ${phrases.notConfirmedMark} ${text} [1]`,
          );
          expect(answer.missing.join("\n")).toMatch(/\(no_confirmed_claim\)/u);
        });
      },
    );

    describe.each([
      ["zh", "order-service 是否出现数据库连接池耗尽?", /模型未能及时响应/u],
      ["en", "Is order-service's database connection pool exhausted?", /did not answer in time/u],
    ] as const)("an executor that timed out, in %s", (language, question, sentence) => {
      it("says what could not be checked and suggests running again", async () => {
        const { input } = await variedReplayTurn("01-authentic-pass", question, null, {
          code: "model_timeout",
          message: "no completion within 60000ms",
        });
        const answer = composed(input);

        expect(answer.effective_verdict).toBe("LOW_CONFID");
        expect(answer.language).toBe(language);
        expect(answer.missing[0]).toMatch(sentence);
        expect(answer.missing[0]).toMatch(/\(model_timeout\)$/u);
        expect(answer.recommended_actions).toEqual([
          ANSWER_PHRASES[language].rerunAfterExecutorFailureStep,
        ]);
        expect(answer.answer).not.toContain("60000ms");
        expect(answer.warnings).toContain(
          "executor: model_timeout: no completion within 60000ms (executor_failure)",
        );
      });
    });
  });

  describe("REJECT", () => {
    describe.each([
      ["02-fabricated-id-reject", ["424242"]],
      ["03-other-session-reject", ["9100", "cart-service slow response 1.2s", "cart-service"]],
      [
        "05-excerpt-mismatch-reject",
        ["p99=4.8s", "4.8s", "HighLatencyP99 firing, service=checkout-service, p99=4.8s"],
      ],
    ])("replay fixture %s", (fixture, fabricated) => {
      it.each(QUESTIONS_BY_LANGUAGE)(
        "in %s repeats neither the rejected claim nor its fabricated reference",
        async (_language, question) => {
          const { input } = await replayTurn(fixture, question);
          const answer = composed(input);
          const claimText = input.verifierInput.claims[0]?.text ?? "";

          expect(answer.effective_verdict).toBe("REJECT");
          expect(answer.claims).toEqual([]);
          expect(claimText).not.toBe("");
          expect(answer.answer).not.toContain(claimText);
          for (const piece of fabricated) expect(answer.answer).not.toContain(piece);
        },
      );

      it.each(QUESTIONS_BY_LANGUAGE)(
        "in %s says the diagnosis could not be verified and shows the evidence this session recorded, metrics first",
        async (language, question) => {
          const { input } = await replayTurn(fixture, question);
          const answer = composed(input);
          const phrases = ANSWER_PHRASES[language];

          expect(answer.answer.split("\n")[0]).toBe(phrases.verdictLine.REJECT);
          expect(answer.answer).toContain(phrases.rejectSummary);
          expect(answer.missing.length).toBeGreaterThan(0);
          const shown = answer.answer
            .split("\n")
            .filter((line) => /^- (invocation|调用) \d+ /u.test(line));
          expect(shown.map((line) => line.match(/\d+/u)?.[0])).toEqual(["9001", "9002", "9003"]);
          expect(shown[0]).toContain(
            `${sourcePrefix(language, 9001, "$.alerts[0]")} (query_metrics)`,
          );
          expect(shown[0]).toContain(
            "HighLatencyP99 firing, service=checkout-service, p99=2.4s, threshold=800ms, duration=20m",
          );
          expect(answer.recommended_actions.at(-1)).toBe(phrases.rerunAfterRejectStep);
        },
      );
    });

    it("names the failed checks, rejections first", async () => {
      const { input } = await replayTurn("02-fabricated-id-reject", "Is it the pool?");
      const answer = composed(input);

      expect(answer.missing).toEqual([
        "A cited tool invocation was never recorded. (invocation_not_found)",
      ]);
      expect(answer.answer).toContain(`Checks that failed:\n- ${answer.missing[0]}`);
    });

    it("withholds a recorded record that repeats the rejected claim, and notes it for the audit", async () => {
      const claimText = "HikariPool-2 - Connection is not available";
      const { input } = await variedReplayTurn("02-fabricated-id-reject", "Is it the pool?", {
        claims: [
          {
            claim_id: "c1",
            kind: "observation",
            status: "confirmed",
            text: claimText,
            evidence_bindings: [
              {
                tool_name: "query_logs",
                source_invocation_id: 777777,
                raw_path: "$.logs[0]",
                evidence_excerpt: claimText,
              },
            ],
          },
        ],
      });
      const answer = composed(input);

      expect(answer.effective_verdict).toBe("REJECT");
      expect(answer.answer).not.toContain(claimText);
      expect(answer.answer).not.toContain("777777");
      expect(answer.answer).toContain("invocation 9001 $.alerts[0]");
      expect(answer.answer).not.toContain("invocation 9002");
      expect(answer.warnings.join("\n")).toMatch(/1 record\(s\) not shown.*\(evidence_withheld\)/u);
    });

    it("leaves out a next step that names the fabricated invocation", async () => {
      const { input } = await variedReplayTurn("02-fabricated-id-reject", "Is it the pool?", {
        ...fixtureExecutorOutput("02-fabricated-id-reject"),
        recommended_actions: [
          "Re-read the alerts of invocation 424242",
          "query_metrics for checkout-service in the last hour",
        ],
      });
      const answer = composed(input);

      expect(answer.answer).not.toContain("424242");
      expect(answer.warnings.join("\n")).toMatch(/recommended_actions\[0\].*\(action_withheld\)/u);
    });

    it.each([
      ["Root cause: a connection leak introduced in release v2.3.1; confirm with query_logs"],
      ["根因是连接泄漏, 用 query_logs 确认"],
      ["query_logs for HikariPool, since the pool caused the outage"],
    ])("leaves out a next step that states a cause: %s", async (action) => {
      const { input } = await variedReplayTurn("01-authentic-pass", "Is it the pool?", {
        ...fixtureExecutorOutput("01-authentic-pass"),
        recommended_actions: [
          action,
          "query_logs for checkout-service slow queries in the last 30m",
        ],
      });
      const answer = composed(input);

      expect(answer.effective_verdict).toBe("PASS");
      expect(answer.recommended_actions).toEqual([
        "query_logs for checkout-service slow queries in the last 30m",
      ]);
      expect(answer.answer).not.toContain(action);
      expect(answer.warnings.join("\n")).toMatch(
        /recommended_actions\[0\].*states a cause.*\(action_withheld\)/u,
      );
    });

    it("shows none of a rejected output's next steps, only its own", async () => {
      const rejectedClaim = "checkout-service p99 latency is 2.4s";
      const { input } = await variedReplayTurn("02-fabricated-id-reject", "Is it the pool?", {
        ...fixtureExecutorOutput("02-fabricated-id-reject"),
        recommended_actions: [
          `Check whether ${rejectedClaim} (invocation 99,999) is the root cause`,
          "query_metrics for checkout-service in the last hour",
        ],
      });
      const answer = composed(input);

      expect(answer.recommended_actions).toEqual([ANSWER_PHRASES.en.rerunAfterRejectStep]);
      expect(answer.answer).not.toContain("99,999");
      expect(answer.answer).not.toContain("query_metrics for checkout-service in the last hour");
      expect(answer.warnings.join("\n")).toMatch(/recommended_actions\[1\].*\(action_withheld\)/u);
    });

    it("says no evidence was recorded when the turn recorded none", async () => {
      const { input } = await replayTurn("02-fabricated-id-reject", "Is it the pool?");
      const answer = composed({ ...input, availableEvidence: [] });

      expect(answer.answer).toContain(ANSWER_PHRASES.en.noRecordedEvidence);
    });
  });

  describe("remediation in recommended_actions", () => {
    const remediation = {
      en: ["Restart order-service", "Roll back the last deploy", "Increase maximumPoolSize to 100"],
      zh: ["重启 order-service", "回滚到上一个版本", "把连接池调大到 100", "扩容到 6 个副本"],
    };
    const collection = {
      en: "query_logs for checkout-service slow queries in the last 30m",
      zh: "查询 checkout-service 最近 30 分钟的慢查询日志 (query_logs)",
    };

    describe.each([
      ["PASS", "01-authentic-pass"],
      ["LOW_CONFID", "04-missing-raw-path-low"],
      ["REJECT", "02-fabricated-id-reject"],
    ] as const)("with a %s verdict", (verdict, fixture) => {
      it.each(QUESTIONS_BY_LANGUAGE)(
        "in %s are dropped from the answer, listed and warned; collection steps stay unless rejected",
        async (language, question) => {
          const steps = remediation[language];
          const { input } = await variedReplayTurn(fixture, question, {
            ...fixtureExecutorOutput(fixture),
            recommended_actions: [steps[0], collection[language], ...steps.slice(1)],
          });
          const answer = composed(input);

          expect(answer.effective_verdict).toBe(verdict);
          expect(answer.dropped_actions).toEqual(steps);
          for (const step of steps) {
            expect(answer.answer).not.toContain(step);
            expect(answer.recommended_actions).not.toContain(step);
            expect(
              answer.warnings.some(
                (line) => line.includes(step) && line.endsWith("(remediation_dropped)"),
              ),
            ).toBe(true);
          }
          if (verdict === "REJECT") {
            // A rejected output's steps are withheld altogether.
            expect(answer.recommended_actions).not.toContain(collection[language]);
          } else {
            expect(answer.recommended_actions[0]).toBe(collection[language]);
            expect(answer.answer).toContain(`- ${collection[language]}`);
          }
        },
      );
    });
  });

  describe("language", () => {
    it.each([
      ["order-service 是否出现数据库连接池耗尽?", "zh"],
      ["订单服务怎么了", "zh"],
      ["Is order-service's database connection pool exhausted?", "en"],
      ["コネクションプール", "en"],
      ["", "en"],
    ] as const)("answers %j in %s", async (question, language) => {
      const { input } = await replayTurn("01-authentic-pass", question);
      expect(composed(input).language).toBe(language);
    });

    it.each([
      ["PASS", "01-authentic-pass"],
      ["LOW_CONFID", "04-missing-raw-path-low"],
      ["REJECT", "02-fabricated-id-reject"],
    ] as const)(
      "answers a Chinese %s question with Chinese fixed phrases only",
      async (verdict, fixture) => {
        const { input } = await replayTurn(fixture, "checkout-service 的延迟是否与连接池有关?");
        const answer = composed(input);

        expect(answer.effective_verdict).toBe(verdict);
        expect(answer.answer.split("\n")[0]).toBe(ANSWER_PHRASES.zh.verdictLine[verdict]);
        for (const phrase of [
          "Verified",
          "Insufficient",
          "Not verified",
          "Sources:",
          "Missing:",
          "Next steps",
          "invocation ",
          "Checks that failed",
          "Recorded evidence",
        ]) {
          expect(answer.answer).not.toContain(phrase);
        }
      },
    );
  });

  describe("an inconsistent report", () => {
    it("that says PASS while a confirmed claim's verdict is LOW_CONFID is answered LOW_CONFID", async () => {
      const { input } = await replayTurn("06-root-cause-overreach-low", "Is it the pool?");
      const answer = composed({
        ...input,
        report: { ...input.report, effective_verdict: "PASS" },
      });

      expect(answer.effective_verdict).toBe("LOW_CONFID");
      expect(answer.claims).toEqual([]);
      expect(answer.warnings.join("\n")).toMatch(/PASS -> LOW_CONFID.*\(verdict_lowered\)/u);
    });

    it("whose verified excerpt no authentic checked binding vouches for cites nothing and is not PASS", async () => {
      const { input } = await replayTurn("01-authentic-pass", "Is it the pool?");
      const claim = input.verifierInput.claims[0];
      if (claim === undefined) throw new Error("fixture 01 has one claim");
      const forged = {
        ...input,
        verifierInput: {
          ...input.verifierInput,
          claims: [
            {
              ...claim,
              verified_excerpts: claim.verified_excerpts.map((excerpt) => ({
                ...excerpt,
                text: "HikariPool-2 forged text, active=99",
              })),
            },
          ],
        },
      };
      const answer = composed(forged);

      expect(answer.effective_verdict).toBe("LOW_CONFID");
      expect(answer.answer).not.toContain("forged text");
      expect(answer.claims).toEqual([]);
      expect(answer.missing).toEqual([ANSWER_PHRASES.en.noCitableClaim]);
      expect(answer.warnings.join("\n")).toMatch(/\(citation_unresolved\)/u);
      expect(answer.warnings.join("\n")).toMatch(
        /PASS -> LOW_CONFID: confirmed claims\[0\] \(c1\) has no citation that resolves/u,
      );
    });
  });

  describe("an unreadable input", () => {
    it.each([
      ["null", null],
      ["an empty object", {}],
      ["a report without its parts", { question: "Is it the pool?", report: {} }],
      ["a number", 42],
    ])("(%s) gets an answer that states nothing, and no exception", (_name, value) => {
      const answer = composed(value as unknown as ComposerInput);

      expect(answer.effective_verdict).not.toBe("PASS");
      expect(answer.claims).toEqual([]);
      expect(answer.warnings.join("\n")).toMatch(/\(composer_failed\)$/u);
    });
  });

  it("ends every warning with a documented code", async () => {
    const { input } = await variedReplayTurn(
      "02-fabricated-id-reject",
      "Is it the pool?",
      { ...fixtureExecutorOutput("02-fabricated-id-reject"), recommended_actions: ["Restart it"] },
      { code: "model_error", message: "status 500" },
    );
    const answer = composed(input);

    expect(answer.warnings.length).toBeGreaterThan(2);
    for (const line of answer.warnings) {
      const code = /\(([a-z_]+)\)$/u.exec(line)?.[1] ?? "";
      expect(Object.keys(COMPOSER_WARNING_CODES)).toContain(code);
    }
  });
});
