/**
 * Where a claim's facts come from. A current-incident fact resting only on runbook
 * (`lookup_knowledge`) records is at most LOW_CONFID unless the claim attributes it to the
 * runbook; one resting only on records that read like instructions to a model is at most
 * LOW_CONFID unless the claim quotes them with attribution; a claim whose units are all framing
 * states nothing (`claim_not_covered`).
 */
import { type ClaimCheck, quote } from "../claim-accounts.js";

/** Facts resting only on runbooks (unattributed) or only on instruction-like records. */
export function checkSources(check: ClaimCheck): void {
  const entityUnits = new Set(check.entities.map((entity) => entity.unitIndex));
  // A subject's name says what a claim is about; an entity in another role or an attribute of
  // the subject (`webhook-relay: instance=redis-webhook-0:9121`) is a fact about it.
  const subjectUnits = new Set(
    check.entities.filter((entity) => entity.governs).map((entity) => entity.unitIndex),
  );
  const facts = check.claim.units.filter(
    (unit) =>
      check.accounts[unit.index]?.outcome === "supported" &&
      !subjectUnits.has(unit.index) &&
      unit.kind !== "negator",
  );
  if (!check.claim.runbookAttributed) {
    const knowledgeOnly = check.claim.units.filter((unit) => {
      const account = check.accounts[unit.index];
      return (
        account?.outcome === "supported" &&
        account.record?.knowledge === true &&
        !entityUnits.has(unit.index)
      );
    });
    if (knowledgeOnly.length > 0) {
      const record =
        knowledgeOnly[0] === undefined ? null : check.accounts[knowledgeOnly[0].index]?.record;
      check.reasons.push({
        code: "knowledge_as_incident_fact",
        verdict: "LOW_CONFID",
        message: `${knowledgeOnly.map((unit) => quote(unit.text)).join(", ")} rest only on runbook evidence (${record?.label ?? "lookup_knowledge"}); a current-incident fact needs observation evidence, or the claim must attribute it to the runbook`,
      });
    }
  }
  if (!check.validQuote) {
    const suspectOnly = check.claim.units.filter((unit) => {
      const account = check.accounts[unit.index];
      return (
        account?.outcome === "supported" &&
        account.record?.suspect === true &&
        !entityUnits.has(unit.index)
      );
    });
    if (suspectOnly.length > 0) {
      const record =
        suspectOnly[0] === undefined ? null : check.accounts[suspectOnly[0].index]?.record;
      check.reasons.push({
        code: "evidence_suspect_instruction",
        verdict: "LOW_CONFID",
        message: `${suspectOnly.map((unit) => quote(unit.text)).join(", ")} rest only on a record that reads like an instruction to a model (${record?.label ?? "suspect record"}); quote it with attribution instead of stating it as fact`,
      });
    }
  }
  if (facts.length === 0 && !check.validQuote) {
    check.reasons.push({
      code: "claim_not_covered",
      verdict: "LOW_CONFID",
      message: "the claim states nothing that evidence could support",
    });
  }
}
