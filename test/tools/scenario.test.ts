import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenario } from "../../src/tools/scenario.js";
import { loadDefaultScenario } from "./tool-test-helpers.js";

let temporaryFolder: string;

beforeAll(async () => {
  temporaryFolder = await mkdtemp(join(tmpdir(), "vouch-scenario-"));
});

afterAll(async () => {
  await rm(temporaryFolder, { recursive: true, force: true });
});

/** A small valid scenario; each case breaks one field of it. */
function validScenario() {
  return {
    name: "small",
    description: "A small scenario.",
    services: [{ name: "checkout", description: "Checkout." }],
    alerts: [
      {
        alertname: "HighLatency",
        state: "firing",
        service: "checkout",
        severity: "warning",
        summary: "Slow.",
        starts_at: "2026-11-28T22:00:00Z",
        values: { p99: "3s" },
      },
    ],
    logs: [0, 1, 2, 3].map((index) => ({
      timestamp: `2026-11-28T22:0${index}:00Z`,
      level: "INFO",
      service: "checkout",
      thread: "main",
      logger: "com.example.Checkout",
      message: `Event ${index}`,
    })),
    glossary: { 结账: ["checkout"] },
  };
}

async function writeScenarioFile(name: string, content: string): Promise<string> {
  const path = join(temporaryFolder, name);
  await writeFile(path, content, "utf8");
  return path;
}

type ScenarioJson = ReturnType<typeof validScenario>;

describe("scenario file", () => {
  describe("shipped order-service scenario", () => {
    it("loads, with its alerts and 40 to 60 log records", async () => {
      const scenario = await loadDefaultScenario();

      expect(scenario.alerts.map((alert) => alert.alertname)).toContain("HighMemoryUsage");
      expect(scenario.logs.length).toBeGreaterThanOrEqual(40);
      expect(scenario.logs.length).toBeLessThanOrEqual(60);
    });

    it("holds no Kafka record, so a Kafka question finds no evidence", async () => {
      const scenario = await loadDefaultScenario();

      expect(JSON.stringify([scenario.alerts, scenario.logs])).not.toMatch(/kafka/i);
    });
  });

  describe("valid file", () => {
    it("loads every field and defaults a missing glossary to empty", async () => {
      const { glossary: _glossary, ...withoutGlossary } = validScenario();
      const path = await writeScenarioFile("valid.json", JSON.stringify(withoutGlossary));
      const loaded = await loadScenario(path);

      expect(loaded).toMatchObject({ ok: true, value: { name: "small", glossary: {} } });
    });
  });

  describe("invalid file", () => {
    it.each<
      [problem: string, breakScenario: (scenario: ScenarioJson) => unknown, expected: string]
    >([
      [
        "a timestamp that is not a string",
        (scenario) => {
          Object.assign(scenario.logs[3] ?? {}, { timestamp: 1764369677 });
          return scenario;
        },
        "logs[3].timestamp: Invalid input: expected string, received number",
      ],
      [
        "a timestamp that is not ISO 8601",
        (scenario) => {
          Object.assign(scenario.logs[1] ?? {}, { timestamp: "28/11/2026 22:01" });
          return scenario;
        },
        "logs[1].timestamp: expected an ISO 8601 timestamp",
      ],
      [
        "an unknown alert state",
        (scenario) => {
          Object.assign(scenario.alerts[0] ?? {}, { state: "burning" });
          return scenario;
        },
        "alerts[0].state: Invalid option",
      ],
      [
        "a misspelt field",
        (scenario) => {
          Object.assign(scenario.alerts[0] ?? {}, { startsAt: "2026-11-28T22:00:00Z" });
          return scenario;
        },
        "alerts[0].startsAt: unknown field",
      ],
      [
        "a missing message",
        (scenario) => ({ ...scenario, logs: [{ ...scenario.logs[0], message: undefined }] }),
        "logs[0].message: Invalid input: expected string",
      ],
      [
        "a log record of an undeclared service",
        (scenario) => {
          Object.assign(scenario.logs[2] ?? {}, { service: "checkuot" });
          return scenario;
        },
        'logs[2].service: unknown service "checkuot"',
      ],
      [
        "a glossary term without equivalents",
        (scenario) => ({ ...scenario, glossary: { 结账: [] } }),
        "glossary.结账: Too small",
      ],
    ])("reports %s with the file and the field", async (_problem, breakScenario, expected) => {
      const path = await writeScenarioFile(
        "scenario.json",
        JSON.stringify(breakScenario(validScenario())),
      );
      const loaded = await loadScenario(path);

      expect(loaded.ok).toBe(false);
      if (!loaded.ok) {
        expect(loaded.error.code).toBe("scenario_invalid");
        expect(loaded.error.message.startsWith(`${path}: ${expected}`)).toBe(true);
      }
    });

    it("reports a file that is not JSON", async () => {
      const path = await writeScenarioFile("broken.json", "{ name: ");
      const loaded = await loadScenario(path);

      expect(loaded).toMatchObject({ ok: false, error: { code: "scenario_invalid_json" } });
      expect(loaded.ok ? "" : loaded.error.message).toMatch(new RegExp(`^${path}: not valid JSON`));
    });

    it("reports a missing file without throwing", async () => {
      const path = join(temporaryFolder, "missing.json");
      const loaded = await loadScenario(path);

      expect(loaded).toMatchObject({ ok: false, error: { code: "scenario_unreadable" } });
      expect(loaded.ok ? "" : loaded.error.message.startsWith(`${path}: `)).toBe(true);
    });
  });
});
