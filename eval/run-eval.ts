/**
 * `npm run eval`: the Verifier's rates on the labelled corpus, per family and language, and
 * whether each target of the verifier-soundness issue is met. Exits 1 when one is not.
 *
 *   npm run eval                      every file of eval/corpus
 *   npm run eval -- FILE.jsonl ...    only these files
 *   npm run --silent eval -- --json   one JSON object: rows, targets, misses
 *   npm run eval -- --misses          also list each case whose verdict misses its label
 */
import { fileURLToPath } from "node:url";
import { corpusFiles, evaluateFiles, renderReport, reportOf } from "./evaluate.js";

const CORPUS = fileURLToPath(new URL("./corpus/", import.meta.url));

async function main(): Promise<number> {
  const parameters = process.argv.slice(2);
  const json = parameters.includes("--json");
  const listMisses = parameters.includes("--misses");
  const paths = parameters.filter((parameter) => !parameter.startsWith("--"));
  const files = paths.length > 0 ? paths : await corpusFiles(CORPUS);
  const started = performance.now();
  const outcomes = await evaluateFiles(files);
  const seconds = (performance.now() - started) / 1000;
  const report = reportOf(outcomes);
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...report, seconds })}\n`);
  } else {
    process.stdout.write(renderReport(report));
    process.stdout.write(`\n${outcomes.length} cases checked in ${seconds.toFixed(1)} s\n`);
    if (listMisses) {
      for (const miss of report.misses) {
        process.stdout.write(
          `MISS ${miss.caseId} ${miss.family} ${miss.language}: ${miss.effectiveVerdict} [${miss.codes.join(", ")}] ${miss.note}\n`,
        );
      }
    }
  }
  return report.targets.every((target) => target.met) ? 0 : 1;
}

process.exitCode = await main();
