/**
 * Recognizes remediation steps (restart, roll back, scale, redeploy, kill, raise a limit,
 * fail over, 重启, 回滚, 扩容, ...) among an executor's recommended actions.
 *
 * The Executor is an evidence collector: its next steps must collect evidence, never change
 * the system (evidence-grounding.md, "Prompt Constraints"). A model does not always comply,
 * so the Composer drops whatever reads as a change to production and notes it for the audit.
 * The recognizer leans towards dropping: a collection step that merely mentions a restart
 * ("check whether order-service restarted") is dropped too, and the warning records it; a
 * remediation step that reaches the person would be the worse mistake.
 */

/** A family of remediation wording, and the term the audit warning names. */
interface RemediationPattern {
  readonly term: string;
  readonly pattern: RegExp;
}

/** Nouns of a setting whose change is a remediation (`increase the pool size`). */
const ENGLISH_SETTING =
  "(?:limits?|pool|pools|size|timeouts?|memory|heap|xmx|replicas?|capacity|connections?|threads?|quotas?|max\\w*|min\\w*|cpu|resources?|config\\w*|settings?|parameters?|workers?)";
const CHINESE_SETTING =
  "(?:连接池|上限|限制|内存|堆|副本|实例|超时|线程|容量|配额|大小|数量|参数|配置|limit|pool|size|timeout|replica)";

/**
 * English patterns run on lower-cased NFKC text (full-width letters become ASCII), with word
 * boundaries; Chinese ones on the same text, without (Chinese has no spaces between words).
 */
const REMEDIATION_PATTERNS: readonly RemediationPattern[] = [
  { term: "restart", pattern: /\b(?:re-?start(?:s|ed|ing)?|reboot(?:s|ed|ing)?|bounce)\b/u },
  {
    term: "rollback",
    pattern:
      /\b(?:roll(?:s|ed|ing)?[\s-]*back|rollbacks?|revert(?:s|ed|ing)?|downgrad(?:e|es|ed|ing))\b/u,
  },
  { term: "scale", pattern: /\b(?:scal(?:e|es|ed|ing)|autoscal\w*)\b/u },
  {
    term: "redeploy",
    pattern:
      /\b(?:re-?deploy\w*|hot-?fix\w*|(?:deploy|apply|ship|push|roll\s+out)\s+(?:a\s+|the\s+)?(?:fix|patch))\b/u,
  },
  { term: "kill", pattern: /\b(?:kill(?:s|ed|ing)?|terminat(?:e|es|ed|ing)|evict\w*)\b/u },
  {
    term: "failover",
    pattern:
      /\b(?:fail[\s-]?(?:over|back)|switch[\s-]?over|(?:drain|reroute|re-route|shift|redirect|divert)\s+(?:the\s+)?traffic|drain\s+(?:the\s+)?nodes?)\b/u,
  },
  {
    term: "change a setting",
    pattern: new RegExp(
      `\\b(?:increas|rais|bump|doubl|enlarg|expand|extend|decreas|reduc|lower|shrink|tun|adjust|chang|updat|modif|resiz)\\w*\\b[^.;]{0,40}?\\b${ENGLISH_SETTING}\\b`,
      "u",
    ),
  },
  { term: "set a value", pattern: /\bset\s+\S+(?:\s+\S+)?\s+to\s+\d/u },
  {
    term: "add capacity",
    pattern:
      /\badd\s+(?:more\s+|an?\s+|another\s+)?(?:replicas?|instances?|nodes?|capacity|connections?|pods?|servers?|workers?)\b/u,
  },
  { term: "flush", pattern: /\b(?:flush\w*|purg(?:e|es|ed|ing)|clear\w*\s+(?:the\s+)?caches?)\b/u },
  {
    term: "shut down",
    pattern:
      /\b(?:shut\s*down|shutdown|(?:disable|turn\s+off|switch\s+off|stop)\s+(?:the\s+)?(?:service|pod|consumer|instance|job|feature|flag|node|server|process|worker|traffic)s?)\b/u,
  },
  {
    term: "delete",
    pattern:
      /\b(?:delete|remove)\s+(?:the\s+)?(?:pods?|instances?|nodes?|containers?|deployments?)\b/u,
  },
  { term: "重启", pattern: /重启|重新启动/u },
  { term: "回滚", pattern: /回滚|回退|降版本/u },
  { term: "扩容", pattern: /扩容|缩容|扩缩容|弹性伸缩|扩展实例/u },
  { term: "重新部署", pattern: /重新部署|重新发布|重新上线|热修复|发布修复|打补丁/u },
  { term: "杀掉", pattern: /杀掉|杀死|杀进程|终止进程|强制终止|驱逐/u },
  { term: "切换", pattern: /切换|切流|故障转移|倒换/u },
  { term: "调大", pattern: /调大|调小|调高|调低/u },
  {
    term: "修改配置",
    pattern: new RegExp(
      `(?:增加|增大|提高|提升|加大|扩大|放大|降低|减少|减小|修改|调整|更改|设置)[^，。；,;]{0,10}?${CHINESE_SETTING}`,
      "u",
    ),
  },
  { term: "清理缓存", pattern: /(?:清理|清空|刷新|清除)缓存/u },
  { term: "降级", pattern: /降级|限流|熔断|下线|摘除|摘流|停止服务|关闭服务|停服/u },
  { term: "删除", pattern: /删除\s*(?:pod|容器|实例|节点)/u },
];

function comparable(step: string): string {
  return step.normalize("NFKC").toLowerCase();
}

/** The remediation term a step matches (`restart`, `回滚`, ...), or null for a collection step. */
export function remediationTerm(step: string): string | null {
  const text = comparable(step);
  for (const { term, pattern } of REMEDIATION_PATTERNS) {
    if (pattern.test(text)) {
      return term;
    }
  }
  return null;
}

/** Whether a recommended action changes the system instead of collecting evidence. */
export function isRemediationStep(step: string): boolean {
  return remediationTerm(step) !== null;
}

/** A recommended action left out of the answer, and the term that made it remediation. */
export interface DroppedAction {
  /** Position in `recommended_actions`. */
  readonly index: number;
  readonly action: string;
  readonly term: string;
}

/** Recommended actions split into evidence-collection steps and remediation steps. */
export interface ActionTriage {
  readonly collection: readonly { readonly index: number; readonly action: string }[];
  readonly remediation: readonly DroppedAction[];
}

/** Splits recommended actions, keeping their order; blank actions are in neither list. */
export function triageActions(actions: readonly string[]): ActionTriage {
  const collection: { index: number; action: string }[] = [];
  const remediation: DroppedAction[] = [];
  actions.forEach((action, index) => {
    if (typeof action !== "string" || action.trim() === "") {
      return;
    }
    const term = remediationTerm(action);
    if (term === null) {
      collection.push({ index, action });
    } else {
      remediation.push({ index, action, term });
    }
  });
  return { collection, remediation };
}
