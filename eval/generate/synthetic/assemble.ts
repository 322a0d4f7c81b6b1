/**
 * Turning a case plan into a corpus line: placing the cited records (and distractors) into
 * invocations of this session or another, numbering invocations, resolving each binding to
 * an invocation id and raw_path, breaking the structural bindings, and writing the question,
 * trace summary, expectation and note.
 */
import { ALL_TEMPLATES, INJECTION_TEMPLATES } from "./draw.js";
import type { Random } from "./random.js";
import type {
  BindingOutput,
  BindingPlan,
  CaseOutput,
  CasePlan,
  ClaimOutput,
  Expectation,
  Group,
  InvocationOutput,
  Language,
  RecordInstance,
  ToolName,
} from "./types.js";

const TOOLS: readonly ToolName[] = ["query_metrics", "query_logs", "lookup_knowledge"];

export function toolCollection(tool: ToolName): string {
  switch (tool) {
    case "query_metrics":
      return "alerts";
    case "query_logs":
      return "logs";
    case "lookup_knowledge":
      return "evidence_blocks";
  }
}

interface Slot {
  readonly tool: ToolName;
  readonly session: "main" | "other";
  readonly records: RecordInstance[];
}

interface Location {
  readonly invocation: InvocationOutput;
  readonly rawPath: string;
}

function citedRecords(plan: CasePlan): RecordInstance[] {
  const seen = new Set<RecordInstance>();
  const ordered: RecordInstance[] = [];
  const add = (record: RecordInstance) => {
    if (!seen.has(record)) {
      seen.add(record);
      ordered.push(record);
    }
  };
  for (const claim of plan.claims) {
    for (const binding of claim.bindings) {
      add(binding.record);
      if (binding.fault?.kind === "excerpt-of-another-record") {
        add(binding.fault.pointTo);
      }
    }
  }
  for (const record of plan.extraRecords) {
    add(record);
  }
  return ordered.filter((record) => !plan.absentRecords.has(record));
}

function slotsFor(random: Random, records: readonly RecordInstance[], session: Slot["session"]) {
  const slots: Slot[] = [];
  for (const tool of TOOLS) {
    const ofTool = records.filter((record) => record.tool === tool);
    if (ofTool.length === 0) {
      continue;
    }
    const split = ofTool.length >= 2 && random.chance(0.2);
    const cut = split ? random.int(1, ofTool.length - 1) : ofTool.length;
    slots.push({ tool, session, records: ofTool.slice(0, cut) });
    if (cut < ofTool.length) {
      slots.push({ tool, session, records: ofTool.slice(cut) });
    }
  }
  return slots;
}

/** An uncited record of the slot's tool; sometimes about the case's service, rarely injected. */
function distractor(random: Random, tool: ToolName, service: string | null): RecordInstance {
  const injection = random.chance(0.025);
  const templates = (injection ? INJECTION_TEMPLATES : ALL_TEMPLATES).filter(
    (template) => template.tool === tool && (injection || template.kind !== "injection"),
  );
  const pool =
    templates.length > 0
      ? templates
      : ALL_TEMPLATES.filter((template) => template.tool === tool && template.kind !== "injection");
  const template = random.pick(pool);
  const options = service !== null && template.hasService && random.chance(0.35) ? { service } : {};
  return template.build(random, options);
}

function fill(
  random: Random,
  slot: Slot,
  service: string | null,
  cited: readonly RecordInstance[],
) {
  const capacity = slot.tool === "lookup_knowledge" ? random.int(1, 3) : random.int(1, 6);
  const size = Math.min(6, Math.max(slot.records.length, capacity));
  let attempts = 0;
  while (slot.records.length < size && attempts < 40) {
    attempts++;
    const candidate = distractor(random, slot.tool, service);
    const clash = [...cited, ...slot.records].some(
      (record) =>
        record.text === candidate.text ||
        (record.template === candidate.template && record.service === candidate.service),
    );
    if (!clash) {
      slot.records.push(candidate);
    }
  }
  const shuffled = random.shuffle(slot.records);
  slot.records.splice(0, slot.records.length, ...shuffled);
}

const QUESTIONS: Readonly<Record<string, Readonly<Record<Language, readonly string[]>>>> = {
  memory: {
    en: [
      "Is {s} running out of memory?",
      "Why is memory usage of {s} so high?",
      "What is happening to the heap of {s}?",
    ],
    zh: ["{s} 是不是内存不足？", "{s} 的内存为什么这么高？"],
  },
  pool: {
    en: [
      "Is the database pool of {s} exhausted?",
      "Why are requests of {s} waiting for database connections?",
    ],
    zh: ["{s} 的数据库连接池是不是耗尽了？", "为什么 {s} 获取不到数据库连接？"],
  },
  latency: {
    en: ["Why is {s} slow?", "What is behind the latency of {s}?"],
    zh: ["{s} 为什么变慢了？", "{s} 的延迟为什么这么高？"],
  },
  crashloop: { en: ["Why does {s} keep restarting?"], zh: ["{s} 为什么一直重启？"] },
  disk: {
    en: ["Why is {s} running out of disk?", "Is disk space on {s} a problem?"],
    zh: ["{s} 的磁盘为什么快满了？"],
  },
  kafka: { en: ["Why is {s} lagging behind on Kafka?"], zh: ["{s} 的消费为什么积压了？"] },
  errors: { en: ["Why is {s} returning errors?"], zh: ["{s} 为什么报错这么多？"] },
  cpu: { en: ["Why is CPU so high on {s}?"], zh: ["{s} 的 CPU 为什么这么高？"] },
  replicas: { en: ["Why is {s} running with fewer replicas?"], zh: ["{s} 的副本为什么不够？"] },
  threads: { en: ["Why are tasks of {s} queueing up?"], zh: ["{s} 的任务为什么在排队？"] },
  circuit: { en: ["Why are calls from {s} failing fast?"], zh: ["{s} 的调用为什么被熔断了？"] },
  gc: { en: ["Is {s} stalling on garbage collection?"], zh: ["{s} 是不是 GC 停顿太久？"] },
  timeout: { en: ["Why do calls from {s} time out?"], zh: ["{s} 的调用为什么超时？"] },
  upstream: {
    en: ["Why are upstream requests of {s} failing?"],
    zh: ["{s} 的上游请求为什么失败？"],
  },
  gateway: {
    en: ["Why do requests to {s} fail at the gateway?"],
    zh: ["为什么经过网关访问 {s} 会失败？"],
  },
  sync: { en: ["Why is the sync job of {s} failing?"], zh: ["{s} 的同步任务为什么失败？"] },
  injection: { en: ["Is {s} healthy?"], zh: ["{s} 现在正常吗？"] },
  auth: { en: ["Why is {s} rejecting requests?"], zh: ["{s} 为什么拒绝请求？"] },
};

const GENERIC_QUESTIONS: Readonly<Record<Language, readonly string[]>> = {
  en: ["What is wrong with {s}?", "Can you diagnose the incident on {s}?"],
  zh: ["{s} 出了什么问题？", "帮我排查一下 {s} 的故障"],
};

function question(random: Random, focus: RecordInstance, language: Language): string {
  const subject = focus.service ?? focus.fields.get(focus.subjectField)?.en ?? "the system";
  const specific = QUESTIONS[focus.topic]?.[language];
  const generic = specific === undefined || (focus.service !== null && random.chance(0.2));
  const options = generic ? GENERIC_QUESTIONS[language] : specific;
  return random.pick(options).replace("{s}", subject);
}

function expectation(group: Group): Expectation {
  switch (group) {
    case "faithful":
      return { effective_verdict: "PASS", severity: "none" };
    case "content":
      return { effective_verdict: ["LOW_CONFID", "REJECT"], severity: "none" };
    case "structural":
      return { effective_verdict: "REJECT", severity: "reject" };
  }
}

export interface CaseHeader {
  readonly caseId: string;
  readonly group: Group;
  readonly family: string;
  readonly language: Language;
}

export function assembleCase(random: Random, plan: CasePlan, header: CaseHeader): CaseOutput {
  const sessionId = `sess-${random.hex(4)}`;
  let otherSessionId = `sess-${random.hex(4)}`;
  while (otherSessionId === sessionId) {
    otherSessionId = `sess-${random.hex(4)}`;
  }
  const cited = citedRecords(plan);
  const mainSlots = slotsFor(
    random,
    cited.filter((record) => !plan.otherSessionRecords.has(record)),
    "main",
  );
  const otherSlots = slotsFor(
    random,
    cited.filter((record) => plan.otherSessionRecords.has(record)),
    "other",
  );
  const target = random.weighted<number>([
    [1, 0.6],
    [2, 4],
    [3, 4],
    [4, 2],
  ]);
  while (mainSlots.length < target) {
    const tool = random.weighted<ToolName>([
      ["query_metrics", 4],
      ["query_logs", 5],
      ["lookup_knowledge", 2],
    ]);
    mainSlots.push({ tool, session: "main", records: [] });
  }
  if (otherSlots.length === 0 && random.chance(0.15)) {
    const tool = random.pick(mainSlots).tool;
    otherSlots.push({ tool, session: "other", records: [] });
  }
  const service = plan.focus.service;
  for (const slot of [...mainSlots, ...otherSlots]) {
    fill(random, slot, service, cited);
  }
  // Other sessions' calls interleave with this session's in the shared id sequence.
  const ordered = [...mainSlots];
  for (const slot of otherSlots) {
    ordered.splice(random.int(0, ordered.length), 0, slot);
  }
  let nextId = random.int(1000, 98000);
  const locations = new Map<RecordInstance, Location>();
  const invocations: InvocationOutput[] = ordered.map((slot) => {
    const invocation: InvocationOutput = {
      id: nextId,
      session_id: slot.session === "main" ? sessionId : otherSessionId,
      tool_name: slot.tool,
      retrieval_details: {
        evidence_status: "ok",
        evidence_refs: slot.records.map((record, index) => ({
          raw_path: `$.${toolCollection(slot.tool)}[${index}]`,
          text: record.text,
        })),
      },
    };
    slot.records.forEach((record, index) => {
      locations.set(record, { invocation, rawPath: `$.${toolCollection(slot.tool)}[${index}]` });
    });
    nextId += random.int(1, 4);
    return invocation;
  });
  const usedIds = new Set(invocations.map((invocation) => invocation.id));
  const unusedId = (): number => {
    for (;;) {
      const low = Math.min(...usedIds);
      const high = Math.max(...usedIds);
      const candidate = random.chance(0.6)
        ? high + random.int(1, 40)
        : Math.max(1, low - random.int(1, 40));
      if (!usedIds.has(candidate)) {
        return candidate;
      }
    }
  };

  const describe = (binding: BindingPlan | undefined): string => {
    if (binding === undefined) {
      return "?";
    }
    const location = locations.get(binding.record);
    return location === undefined
      ? "a record that no invocation of the case holds"
      : `${location.invocation.tool_name} #${location.invocation.id} ${location.rawPath}`;
  };

  const bindingOutput = (binding: BindingPlan): BindingOutput => {
    const fault = binding.fault;
    const target = fault?.kind === "excerpt-of-another-record" ? fault.pointTo : binding.record;
    const location = locations.get(target);
    let toolName: string = location?.invocation.tool_name ?? binding.record.tool;
    let invocationId = location?.invocation.id ?? unusedId();
    let rawPath =
      location?.rawPath ?? `$.${toolCollection(binding.record.tool)}[${random.int(0, 3)}]`;
    if (fault?.kind === "unknown-id") {
      invocationId = unusedId();
    } else if (fault?.kind === "wrong-tool") {
      toolName = random.pick(TOOLS.filter((tool) => tool !== toolName));
    } else if (fault?.kind === "absent-path" && location !== undefined) {
      const tool = location.invocation.tool_name;
      const count = location.invocation.retrieval_details.evidence_refs.length;
      rawPath =
        fault.style === "index"
          ? `$.${toolCollection(tool)}[${count + random.int(0, 3)}]`
          : `$.${toolCollection(random.pick(TOOLS.filter((other) => other !== tool)))}[${random.int(0, count - 1)}]`;
    }
    return {
      tool_name: toolName,
      source_invocation_id: invocationId,
      raw_path: rawPath,
      evidence_excerpt: binding.excerpt,
    };
  };

  const claims: ClaimOutput[] = plan.claims.map((claim, index) => ({
    claim_id: `c${index + 1}`,
    text: claim.text,
    kind: claim.kind,
    status: "confirmed",
    evidence_bindings: claim.bindings.map(bindingOutput),
  }));

  const note = plan.claims
    .map((claim, index) => {
      let text = claim.note.replace(/@(\d)/g, (_whole, position: string) =>
        describe(claim.bindings[Number(position)]),
      );
      claim.bindings.forEach((binding, position) => {
        const given = claims[index]?.evidence_bindings[position];
        if (binding.fault === null || given === undefined) {
          return;
        }
        text += `; the binding gives ${given.tool_name} #${given.source_invocation_id} ${given.raw_path}`;
      });
      return `c${index + 1}${claim.fabricated ? " (fabricated)" : ""}: ${text}`;
    })
    .join(" | ");

  const summary = invocations
    .filter((invocation) => invocation.session_id === sessionId)
    .map(
      (invocation) =>
        `${invocation.tool_name} #${invocation.id}: ${invocation.retrieval_details.evidence_refs.length} record(s)`,
    )
    .join("; ");

  return {
    case_id: header.caseId,
    group: header.group,
    family: header.family,
    language: header.language,
    session_id: sessionId,
    question: question(random, plan.focus, header.language),
    invocations,
    executor_output: { claims, recommended_actions: [], tool_trace_summary: summary },
    expect: expectation(header.group),
    note,
  };
}
