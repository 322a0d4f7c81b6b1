/**
 * Adversarial round 7 driver: asks a batch of fabricated claims through the real HTTP path.
 *
 * A scripted chat-completions server (test/support/fake-chat-completions-server.ts) plays the
 * model with the stateless adversarial turn of test/reliability/support/adversarial-model.ts:
 * it calls the tools, reads the records it is shown and answers with one claim citing them
 * (real ids, real raw_paths, the record's whole text as excerpt). A real `vouch serve`
 * (node dist/cli/main.js serve --port 0, its own SQLite file) answers each question; the driver
 * reads the effective verdict from the response, reads the session and its invocations back
 * from the API, and writes each turn as a replay fixture under adv7/out/<batch>/a-<name>.json.
 *
 * Usage: npx tsx adv7/driver.ts adv7/batches/NN.json
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import {
  type Attack,
  adversarialScript,
  type EvidenceCall,
  questionFor,
} from "../test/reliability/support/adversarial-model.js";
import { startFakeChatCompletionsServer } from "../test/support/fake-chat-completions-server.js";

interface BatchEntry {
  readonly name: string;
  readonly family: string;
  readonly language: "en" | "zh" | "mixed";
  readonly claim: string;
  /** [call, fragment] pairs: the record each citation is. */
  readonly cites: readonly (readonly [EvidenceCall, string])[];
  readonly why: string;
}

const batchFile = process.argv[2];
if (batchFile === undefined) throw new Error("usage: driver.ts BATCH.json");
const batch = JSON.parse(readFileSync(batchFile, "utf8")) as BatchEntry[];
const outDirectory = join("adv7", "out", basename(batchFile, ".json"));
mkdirSync(outDirectory, { recursive: true });

const attacks: Attack[] = batch.map((entry) => ({
  name: entry.name,
  category: entry.family,
  language: entry.language,
  claim: entry.claim,
  citations: entry.cites.map(([call, fragment]) => ({ call, fragment })),
  falsehood: entry.why,
  expected: "LOW_CONFID",
}));

function startServe(
  environment: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["dist/cli/main.js", "serve", "--port", "0"], {
    env: { ...process.env, VOUCH_LOG_LEVEL: "silent", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`no URL: ${errors}`)), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Vouch listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once("exit", (code) => reject(new Error(`serve exited ${code}: ${errors}`)));
  });
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

type Json = Record<string, unknown>;

const database = mkdtempSync(join(tmpdir(), "vouch-adv7-"));
const model = await startFakeChatCompletionsServer(adversarialScript(attacks, attacks.length * 2));
const { child, url } = await startServe({
  VOUCH_DB: join(database, "vouch.db"),
  VOUCH_LLM_BASE_URL: model.baseUrl,
  VOUCH_LLM_MODEL: "adversary-r7",
});
console.error(`serve pid ${child.pid} at ${url}; model at ${model.baseUrl}`);
const summary: Json[] = [];
try {
  for (const entry of batch) {
    const attack = attacks.find((candidate) => candidate.name === entry.name);
    if (attack === undefined) continue;
    const question = questionFor(attack);
    const response = await fetch(`${url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: question }),
      signal: AbortSignal.timeout(60_000),
    });
    const turn = (await response.json()) as Json;
    if (!response.ok) {
      summary.push({ name: entry.name, error: turn });
      continue;
    }
    const sessionId = String(turn.session_id);
    const session = (await getJson(`${url}/api/sessions/${sessionId}`)) as Json;
    const invocations = ((await getJson(`${url}/api/sessions/${sessionId}/invocations`)) as Json)
      .invocations as Json[];
    const selfEvaluation = session.self_evaluation as Json;
    const turns = selfEvaluation.turns as Json[];
    const record = turns[turns.length - 1] as Json;
    const verdict = String(turn.effective_verdict);
    const gatekeeper = turn.gatekeeper as Json;
    const executor = turn.executor as Json;
    const verifierResult = (record.verifier_evaluation as Json).verifier_result as Json;
    const claims = (verifierResult?.claims ?? []) as Json[];
    const reasons = claims.flatMap((claim) =>
      ((claim.reasons ?? []) as Json[]).map((reason) =>
        typeof reason === "string"
          ? reason
          : `${reason.code}: ${reason.message ?? reason.detail ?? ""}`,
      ),
    );
    const fixture: Json = {
      session_id: sessionId,
      question,
      invocations: invocations.map((invocation) => ({
        id: invocation.id,
        session_id: invocation.session_id,
        tool_name: invocation.tool_name,
        arguments: invocation.arguments,
        retrieval_details: invocation.retrieval_details,
        status: invocation.status,
        error: invocation.error,
        started_at: invocation.started_at,
        duration_ms: invocation.duration_ms,
      })),
      executor_output: record.executor_output,
      expect: { effective_verdict: ["LOW_CONFID", "REJECT"] },
      note: `${entry.why} The citations are authentic; the claim text is fabricated (${entry.family}, ${entry.language}).`,
      why: entry.why,
    };
    writeFileSync(
      join(outDirectory, `a-${entry.name}.json`),
      `${JSON.stringify(fixture, null, 2)}\n`,
    );
    summary.push({
      name: entry.name,
      family: entry.family,
      language: entry.language,
      verdict,
      severity: gatekeeper.severity,
      failure: executor.failure,
      claim: entry.claim,
      reasons,
    });
  }
} finally {
  if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await model.close();
  rmSync(database, { recursive: true, force: true });
}
writeFileSync(
  join(outDirectory, "summary.jsonl"),
  `${summary.map((row) => JSON.stringify(row)).join("\n")}\n`,
);
for (const row of summary) {
  console.log(
    `${String(row.verdict ?? "ERROR").padEnd(10)} ${String(row.severity ?? "")} ${row.name}: ${row.claim ?? JSON.stringify(row.error)}${row.failure ? ` [failure ${JSON.stringify(row.failure)}]` : ""}`,
  );
  if (row.verdict !== "PASS" && Array.isArray(row.reasons)) {
    for (const reason of (row.reasons as string[]).slice(0, 3))
      console.log(`      ${reason.slice(0, 220)}`);
  }
}
