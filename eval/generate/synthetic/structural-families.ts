/**
 * Structural families: the claim is faithful to some record, but one binding does not
 * authentically point at it (an unknown invocation id, another session's invocation, the
 * wrong tool, a path the invocation does not have, an excerpt that is not in the record, or
 * an excerpt of a different record). The expected verdict is REJECT.
 */
import { render, tidy } from "./claims.js";
import { ALL_TEMPLATES } from "./draw.js";
import { faithfulBase } from "./faithful-families.js";
import {
  casePlan,
  claimPlan,
  type Family,
  fieldsOf,
  numbersIn,
  withCompanions,
  writtenValue,
} from "./family-kit.js";
import { changedValue } from "./numbers.js";
import type { Random } from "./random.js";
import type { BindingFault, CasePlan, ClaimPlan, Language, RecordInstance } from "./types.js";

/** The claim with its only binding given a fault. */
function faulted(claim: ClaimPlan, fault: BindingFault, note: string, excerpt?: string): ClaimPlan {
  const [binding] = claim.bindings;
  if (binding === undefined || claim.bindings.length !== 1) {
    throw new Error("a structural base has exactly one binding");
  }
  return {
    ...claim,
    fabricated: true,
    bindings: [{ ...binding, fault, excerpt: excerpt ?? binding.excerpt }],
    note: `${claim.note}; ${note}`,
  };
}

function structuralFamily(
  name: string,
  build: (
    random: Random,
    language: Language,
  ) => {
    claim: ClaimPlan;
    focus: RecordInstance;
    extra?: Partial<Omit<CasePlan, "claims" | "focus">>;
  },
): Family {
  return {
    name,
    group: "structural",
    build(random, language) {
      const { claim, focus, extra } = build(random, language);
      return casePlan(withCompanions(random, language, claim, focus.service), focus, extra ?? {});
    },
  };
}

const unknownId = structuralFamily("structural/unknown-id", (random, language) => {
  const base = faithfulBase(random, language);
  const recordPresent = random.chance(0.5);
  return {
    claim: faulted(
      base.claim,
      { kind: "unknown-id", recordPresent },
      recordPresent
        ? "the binding cites an invocation id the case does not have (the record is in another invocation)"
        : "the binding cites an invocation id the case does not have (no invocation holds the record)",
    ),
    focus: base.record,
    extra: recordPresent ? {} : { absentRecords: new Set([base.record]) },
  };
});

const otherSession = structuralFamily("structural/other-session", (random, language) => {
  const base = faithfulBase(random, language);
  return {
    claim: faulted(
      base.claim,
      { kind: "other-session" },
      "the cited invocation belongs to another session",
    ),
    focus: base.record,
    extra: { otherSessionRecords: new Set([base.record]) },
  };
});

const wrongTool = structuralFamily("structural/wrong-tool", (random, language) => {
  const base = faithfulBase(random, language);
  return {
    claim: faulted(
      base.claim,
      { kind: "wrong-tool" },
      "the binding names another tool than the invocation's",
    ),
    focus: base.record,
  };
});

const absentPath = structuralFamily("structural/absent-path", (random, language) => {
  const base = faithfulBase(random, language);
  const style = random.chance(0.7) ? "index" : "collection";
  return {
    claim: faulted(
      base.claim,
      { kind: "absent-path", style },
      style === "index"
        ? "the raw_path index is past the invocation's records"
        : "the raw_path names a collection the invocation does not have",
    ),
    focus: base.record,
  };
});

function invented(random: Random, language: Language, subject: string): string {
  const count = random.int(120, 9000);
  const hex = random.hex(8);
  if (language === "en") {
    return random.pick([
      `${subject} java.lang.OutOfMemoryError: Java heap space`,
      `Connection leak detection triggered for connection org.postgresql.jdbc.PgConnection@${hex} in ${subject}`,
      `Deadlock detected while ${subject} updated table orders (SQLState 40P01)`,
      `${subject} rejected ${count} requests with 429 Too Many Requests`,
      `Liveness probe failed for ${subject}: HTTP probe failed with statuscode: 503`,
      `${subject} TLS handshake to postgres-primary failed after ${count}ms`,
    ]);
  }
  return random.pick([
    `${subject} 发生 java.lang.OutOfMemoryError: Java heap space`,
    `${subject} 检测到连接泄漏，连接 PgConnection@${hex} 占用超过 ${random.int(61, 600)} 秒`,
    `${subject} 发生死锁，事务回滚 ${random.int(3, 90)} 次`,
    `${subject} 限流拒绝了 ${count} 个请求`,
    `${subject} 存活探针失败，返回状态码 503`,
  ]);
}

function subjectOf(record: RecordInstance): string {
  return record.service ?? record.fields.get(record.subjectField)?.en ?? "the service";
}

const excerptNotInRecord = structuralFamily(
  "structural/excerpt-not-in-record",
  (random, language) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const base = faithfulBase(random, language);
      const binding = base.claim.bindings[0];
      if (binding === undefined) {
        continue;
      }
      const lowered = base.record.text.toLowerCase();
      const drawn = base.drawn;
      const numeric =
        drawn === null
          ? []
          : fieldsOf(drawn.record, drawn.pattern).filter(
              ([, field]) =>
                field.quantity !== undefined &&
                field.anchor !== "" &&
                binding.excerpt.includes(field.anchor),
            );
      if (drawn !== null && numeric.length > 0 && random.chance(0.6)) {
        const [name, field] = random.pick(numeric);
        const quantity = field.quantity;
        if (quantity === undefined) {
          continue;
        }
        const value = changedValue(random, quantity);
        if (numbersIn(base.record.text).has(value.toFixed(quantity.decimals))) {
          continue;
        }
        const digits = quantity.value.toFixed(quantity.decimals);
        const fakeAnchor = field.anchor.replace(digits, value.toFixed(quantity.decimals));
        const fake = binding.excerpt.replace(field.anchor, fakeAnchor);
        if (fake === binding.excerpt || lowered.includes(fake.toLowerCase())) {
          continue;
        }
        const consistent = random.chance(0.5);
        const claim: ClaimPlan = consistent
          ? {
              ...base.claim,
              text: render(
                drawn.record,
                drawn.pattern,
                language,
                new Map([[name, writtenValue(field, value, language)]]),
              ),
            }
          : base.claim;
        return {
          claim: faulted(
            claim,
            {
              kind: "excerpt-not-in-record",
              description: `${field.anchor} changed to ${fakeAnchor}`,
            },
            consistent
              ? `the excerpt changes ${field.anchor} to ${fakeAnchor} and the claim follows the changed excerpt`
              : `the excerpt changes ${field.anchor} to ${fakeAnchor}`,
            fake,
          ),
          focus: base.record,
        };
      }
      const sentence = invented(random, language, subjectOf(base.record));
      if (lowered.includes(sentence.toLowerCase())) {
        continue;
      }
      const text =
        language === "en"
          ? random.pick([`Logged: ${sentence}`, `${sentence}`, `The log reported: ${sentence}`])
          : tidy(random.pick([`日志显示：${sentence}`, `日志记录：${sentence}`]), "zh");
      return {
        claim: faulted(
          claimPlan({ text, bindings: [binding], note: "restates an invented excerpt" }),
          { kind: "excerpt-not-in-record", description: "invented sentence" },
          "the excerpt is a sentence @0 does not contain",
          sentence,
        ),
        focus: base.record,
      };
    }
    throw new Error("no excerpt outside the record");
  },
);

const excerptOfAnotherRecord = structuralFamily(
  "structural/excerpt-of-another-record",
  (random, language) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const base = faithfulBase(random, language);
      const binding = base.claim.bindings[0];
      if (binding === undefined) {
        continue;
      }
      const sameTool = ALL_TEMPLATES.filter(
        (template) => template.tool === base.record.tool && template.kind !== "injection",
      );
      const options = base.record.service === null ? {} : { service: base.record.service };
      const pointTo = random.pick(sameTool).build(random, random.chance(0.6) ? options : {});
      if (pointTo.text === base.record.text || pointTo.text.includes(binding.excerpt)) {
        continue;
      }
      return {
        claim: faulted(
          base.claim,
          { kind: "excerpt-of-another-record", pointTo },
          "the raw_path points at a different record than the one the excerpt was copied from",
        ),
        focus: base.record,
        extra: { extraRecords: [pointTo] },
      };
    }
    throw new Error("no other record");
  },
);

export const STRUCTURAL_FAMILIES: readonly Family[] = [
  unknownId,
  otherSession,
  wrongTool,
  absentPath,
  excerptNotInRecord,
  excerptOfAnotherRecord,
];
