/**
 * Separable Chinese verbs. An aspect particle may stand inside a verb and its object
 * (`断开了连接` for 断开连接, `打开了文件` for 打开文件): the two words, read together as the
 * glossary term they make, render what the record says. The object alone (`连接`) is then no
 * fact of its own.
 */
import type { ClaimCheck } from "../claim-accounts.js";
import { wordStem } from "../grammar/grammar.js";

/** Particles that may stand between a verb and its object. */
const INSIDE_PARTICLES: ReadonlySet<string> = new Set(["了", "过", "着"]);

export function acceptSeparatedTerms(check: ClaimCheck): void {
  for (const object of check.claim.units) {
    const particle = check.claim.units[object.index - 1];
    const verb = check.claim.units[object.index - 2];
    const verbAccount = verb === undefined ? undefined : check.accounts[verb.index];
    if (
      object.kind !== "han" ||
      check.accounts[object.index]?.outcome !== "unsupported" ||
      particle === undefined ||
      !INSIDE_PARTICLES.has(particle.text) ||
      particle.start !== verb?.end ||
      object.start !== particle.end ||
      verb.kind !== "han" ||
      verbAccount?.outcome !== "supported" ||
      verbAccount.record === null
    ) {
      continue;
    }
    const term = `${verb.text}${object.text}`;
    const record = verbAccount.record;
    const rendered = check.grammar.glossary
      .get(term)
      ?.english.find((phrase) => phrase.every((word) => record.hasStem(wordStem(word))));
    if (rendered !== undefined) {
      check.supported(
        object,
        record,
        `with ${verb.text} the term ${term}: ${JSON.stringify(rendered.join(" "))}`,
      );
    }
  }
}

/**
 * `drewr logged in with publickey` against sshd's `Accepted publickey for drewr`: a login the
 * line records, in the words a reader says it with. Only where the line records a successful
 * one (`Failed password for root` is no login).
 */
export function acceptLogins(check: ClaimCheck): void {
  // Most claims say no login: the records are searched only for those that do.
  if (!check.claim.units.some((unit) => LOGIN_VERBS.has(unit.text))) {
    return;
  }
  const record = check.records.find((candidate) => LOGIN_RECORDED.test(candidate.text));
  if (record === undefined) {
    return;
  }
  for (const verb of check.claim.units) {
    const particle = check.claim.units[verb.index + 1];
    if (
      !LOGIN_VERBS.has(verb.text) ||
      particle === undefined ||
      !LOGIN_PARTICLES.has(particle.text) ||
      check.accounts[verb.index]?.outcome !== "unsupported"
    ) {
      continue;
    }
    for (const unit of [verb, particle]) {
      check.supported(unit, record, "the login the line records");
    }
  }
}

const LOGIN_VERBS: ReadonlySet<string> = new Set(["logged", "logs", "log"]);
const LOGIN_PARTICLES: ReadonlySet<string> = new Set(["in", "on"]);
/** A successful login as sshd, PAM and common servers write it. */
const LOGIN_RECORDED =
  /\baccepted\s+(?:password|publickey|keyboard-interactive)\b|\bsession opened\b|\blogged in\b|\blogin succe/u;
