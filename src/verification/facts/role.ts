/**
 * Roles. A record that names several entities gives each a role: the subject (the `service=`
 * value, a log line's service field), the one called (`upstream=X`, `call to X`, `调用 X`,
 * `上游 X`), the caller (`downstream=X`), a circuit breaker's name (`CircuitBreaker 'X'`), a
 * cluster. A claim must keep them: "inventory-service calls to cart-service failed" against
 * `service=cart-service upstream=inventory-service` is a conflict, and so is naming an
 * upstream the record does not give that role.
 */

import { entityRoles } from "../alignment.js";
import type { ClaimCheck } from "../claim-accounts.js";
import type { ClaimUnit } from "../claim-analysis.js";
import { type Grammar, hasHan, wordStem } from "../grammar/grammar.js";
import type { RecordAnalysis } from "../record-analysis.js";

/** The role of the one a record's subject calls, which role keys such as `upstream` give. */
export const CALLEE_ROLE = "callee";
export const SUBJECT_ROLE = "subject";
export const MENTIONED_ROLE = "mentioned";

/** Words skipped between a marker and its entity (`call to X`, `the CircuitBreaker 'X'`). */
const SKIPPED = new Set(["to", "the", "of", "for", "with", "的", "到", "给"]);

/** The role a key gives its value (`upstream` -> callee, `downstream` -> caller), or null. */
export function roleOfKey(grammar: Grammar, key: string): string | null {
  if (grammar.subjectKeys.has(key)) {
    return SUBJECT_ROLE;
  }
  const marked = grammar.roleMarkers.get(hasHan(key) ? key : wordStem(key));
  if (marked !== undefined) {
    return marked;
  }
  return grammar.roleKeys.has(key) ? (key === "from" ? "caller" : CALLEE_ROLE) : null;
}

/**
 * The role the words before an entity give it, nearest first (`call to`, `上游`); null when
 * none does. `words` are lower-case, the nearest first.
 */
export function markedRole(grammar: Grammar, words: readonly string[]): string | null {
  for (const word of words.slice(0, 3)) {
    if (hasHan(word)) {
      // A Chinese run before the entity: the marker is its last word (`无法连接`).
      for (const length of [3, 2]) {
        const role = grammar.roleMarkers.get(word.slice(-length));
        if (role !== undefined) {
          return role;
        }
      }
      return null;
    }
    const role = grammar.roleMarkers.get(wordStem(word));
    if (role !== undefined) {
      return role;
    }
    if (!SKIPPED.has(word)) {
      return null;
    }
  }
  return null;
}

/** How a claimed role compares with the roles the cited records give an entity. */
export function judgeRole(
  claimedRole: string,
  recordRoles: ReadonlyArray<ReadonlySet<string>>,
): "supported" | "conflict" | "unknown" {
  const given = recordRoles.flatMap((roles) =>
    [...roles].filter((role) => role !== MENTIONED_ROLE),
  );
  if (given.includes(claimedRole)) {
    return "supported";
  }
  if (given.length === 0) {
    return "unknown";
  }
  // Every record that gives the entity a role gives it another one.
  return "conflict";
}

/** Entities in the role their records give them: the caller is not the upstream. */
export function checkRoles(check: ClaimCheck): void {
  const firstEntity = check.entities[0];
  for (const entity of check.entities) {
    const unit = check.claim.units[entity.unitIndex];
    if (unit === undefined || check.quotedUnits.has(unit.index)) {
      continue;
    }
    const claimedRole = roleClaimed(check, unit, entity === firstEntity);
    if (claimedRole === null) {
      continue;
    }
    const mentioning: RecordAnalysis[] = [];
    const roles: ReadonlySet<string>[] = [];
    for (const record of check.records) {
      const given = entityRoles(record, entity.key);
      if (given !== null) {
        mentioning.push(record);
        roles.push(given);
      }
    }
    const outcome = judgeRole(claimedRole, roles);
    const record = mentioning[0];
    if (outcome === "supported" && record !== undefined) {
      // `calls X`, `调用 X`, `upstream X`: the marker states the role the record gives X.
      for (const marker of roleMarkerUnits(check, unit)) {
        if (check.accounts[marker.index]?.outcome !== "conflict") {
          check.supported(
            marker,
            record,
            `states the role ${claimedRole} the record gives ${entity.key}`,
            "role",
          );
        }
      }
    }
    if (outcome === "conflict" && record !== undefined) {
      const given = [...new Set(roles.flatMap((set) => [...set]))].join(", ");
      check.conflict(
        unit,
        "role_conflict",
        record,
        `the claim gives ${entity.key} the role ${claimedRole}; its records give it ${given}`,
        "role",
      );
    }
  }
}

/** The units before an entity that mark its role (`calls`, `上游`, `CircuitBreaker`). */
function roleMarkerUnits(check: ClaimCheck, unit: ClaimUnit): ClaimUnit[] {
  const markers: ClaimUnit[] = [];
  for (let index = unit.index - 1; index >= 0 && index >= unit.index - 3; index--) {
    const previous = check.claim.units[index];
    if (previous === undefined || previous.clause !== unit.clause) {
      break;
    }
    if (markedRole(check.grammar, [previous.text]) !== null) {
      markers.push(previous);
    } else if (!["to", "the", "of", "的"].includes(previous.text)) {
      break;
    }
  }
  return markers;
}

/** The role a claim gives an entity: a role key or marker before it, or subject when named first. */
function roleClaimed(check: ClaimCheck, unit: ClaimUnit, first: boolean): string | null {
  if (unit.kind === "keyValue" && unit.key !== null) {
    return roleOfKey(check.grammar, unit.key);
  }
  const before: string[] = [];
  for (let index = unit.index - 1; index >= 0 && before.length < 3; index--) {
    const previous = check.claim.units[index];
    if (previous === undefined || previous.clause !== unit.clause) {
      break;
    }
    before.push(previous.text);
  }
  return markedRole(check.grammar, before) ?? (first ? SUBJECT_ROLE : null);
}
