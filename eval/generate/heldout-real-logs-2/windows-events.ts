/**
 * Windows component-based servicing sample (TrustedInstaller start-up, SQM
 * report uploads, CSI transactions, sessions and manifest warnings): header
 * layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const initializationEnded: EventType = {
  name: "windows/trustedinstaller-initialization-ended",
  pattern: /^Ending TrustedInstaller initialization\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged ending TrustedInstaller initialization.`,
      `At ${field("time")}, ${field("component")} reported Ending TrustedInstaller initialization.`,
    ],
    chinese: [
      `${field("component")} 结束了 TrustedInstaller 的初始化。`,
      `${field("date")} ${field("time")}，TrustedInstaller 初始化结束（${field("component")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "TrustedInstaller initialization did not end.",
    chinese: "TrustedInstaller 初始化没有结束。",
  }),
  wrongEvent: () => ({
    english: "TrustedInstaller initialization failed.",
    chinese: "TrustedInstaller 初始化失败。",
  }),
};

const mainLoopStarting: EventType = {
  name: "windows/trustedinstaller-main-loop",
  pattern: /^Starting the TrustedInstaller main loop\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} is starting the TrustedInstaller main loop.`,
      `At ${field("time")}, ${field("component")} logged starting the TrustedInstaller main loop.`,
    ],
    chinese: [
      `${field("component")} 正在启动 TrustedInstaller 主循环。`,
      `${field("date")} ${field("time")}，TrustedInstaller 主循环开始启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not start the TrustedInstaller main loop.`,
    chinese: `${field("component")} 没有启动 TrustedInstaller 主循环。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} exited the TrustedInstaller main loop.`,
    chinese: `${field("component")} 退出了 TrustedInstaller 主循环。`,
  }),
};

const serviceStarted: EventType = {
  name: "windows/trustedinstaller-service-started",
  pattern: /^TrustedInstaller service starts successfully\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "TrustedInstaller service starts successfully.",
      `At ${field("time")}, ${field("component")} reported the TrustedInstaller service starts successfully.`,
    ],
    chinese: [
      "TrustedInstaller 服务启动成功。",
      `${field("date")} ${field("time")}，${field("component")} 报告 TrustedInstaller 服务已成功启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "TrustedInstaller service did not start successfully.",
    chinese: "TrustedInstaller 服务没有成功启动。",
  }),
  wrongEvent: () => ({
    english: "TrustedInstaller service crashed on start.",
    chinese: "TrustedInstaller 服务在启动时崩溃。",
  }),
};

const sqmOptIn: EventType = {
  name: "windows/sqm-opt-in",
  pattern: /^SQM: Initializing online with Windows opt-in: (?<optIn>True|False)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `SQM is initializing online with Windows opt-in: ${field("optIn")}.`,
      `At ${field("time")}, ${field("component")} logged SQM: initializing online with Windows opt-in ${field("optIn")}.`,
    ],
    chinese: [
      `SQM 正在联机初始化，Windows opt-in 为 ${field("optIn")}。`,
      `${field("date")} ${field("time")}，SQM 以联机方式初始化（Windows opt-in：${field("optIn")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => {
    const opposite = field("optIn") === "False" ? "True" : "False";
    return {
      english: `SQM reported Windows opt-in: ${opposite}.`,
      chinese: `SQM 报告 Windows opt-in 为 ${opposite}。`,
    };
  },
  wrongEvent: () => ({
    english: "SQM is initializing offline.",
    chinese: "SQM 正在脱机初始化。",
  }),
};

const sqmCleanup: EventType = {
  name: "windows/sqm-cleanup",
  pattern: /^SQM: Cleaning up report files older than (?<days>\d+) days\.$/,
  numericFields: ["days"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `SQM is cleaning up report files older than ${field("days")} days.`,
      `At ${field("time")}, ${field("component")} logged SQM cleaning up report files older than ${field("days")} days.`,
    ],
    chinese: [
      `SQM 正在清理超过 ${field("days")} 天的报告文件。`,
      `${field("date")} ${field("time")}，SQM 清理 ${field("days")} 天以前的报告文件。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `SQM is not cleaning up report files older than ${field("days")} days.`,
    chinese: `SQM 没有清理超过 ${field("days")} 天的报告文件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `SQM deleted all report files newer than ${field("days")} days.`,
    chinese: `SQM 删除了 ${field("days")} 天以内的所有报告文件。`,
  }),
};

const sqmRequestingUpload: EventType = {
  name: "windows/sqm-requesting-upload",
  pattern: /^SQM: Requesting upload of all unsent reports\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "SQM is requesting upload of all unsent reports.",
      `At ${field("time")}, ${field("component")} logged SQM requesting upload of all unsent reports.`,
    ],
    chinese: [
      "SQM 正在请求上传所有未发送的报告。",
      `${field("date")} ${field("time")}，SQM 请求上传全部未发送的报告。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "SQM is not requesting upload of the unsent reports.",
    chinese: "SQM 没有请求上传未发送的报告。",
  }),
  wrongEvent: () => ({
    english: "SQM deleted all unsent reports.",
    chinese: "SQM 删除了所有未发送的报告。",
  }),
};

const sqmUploadFailed: EventType = {
  name: "windows/sqm-upload-failed",
  pattern:
    /^SQM: Failed to start upload with file pattern: (?<pattern>\S+), flags: (?<flags>0x\d+) \[HRESULT = (?<hresult>0x[0-9a-f]+) - (?<errorName>\w+)\]$/,
  numericFields: ["flags", "hresult"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `SQM failed to start upload with file pattern ${field("pattern")}, flags ${field("flags")} [HRESULT = ${field("hresult")} - ${field("errorName")}].`,
      `At ${field("time")}, SQM: failed to start upload with file pattern: ${field("pattern")} (HRESULT = ${field("hresult")}).`,
    ],
    chinese: [
      `SQM 无法按文件模式 ${field("pattern")} 启动上传，flags 为 ${field("flags")}（HRESULT = ${field("hresult")} - ${field("errorName")}）。`,
      `${field("date")} ${field("time")}，SQM 按文件模式 ${field("pattern")} 启动上传失败，HRESULT 为 ${field("hresult")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `SQM started upload with file pattern ${field("pattern")}.`,
    chinese: `SQM 已按文件模式 ${field("pattern")} 启动上传。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `SQM deleted the files matching pattern ${field("pattern")}.`,
    chinese: `SQM 删除了匹配 ${field("pattern")} 的文件。`,
  }),
};

const sqmStandardFailed: EventType = {
  name: "windows/sqm-standard-upload-failed",
  pattern:
    /^SQM: Failed to start standard sample upload\. \[HRESULT = (?<hresult>0x[0-9a-f]+) - (?<errorName>\w+)\]$/,
  numericFields: ["hresult"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `SQM failed to start standard sample upload [HRESULT = ${field("hresult")} - ${field("errorName")}].`,
      `At ${field("time")}, ${field("component")} logged SQM: failed to start standard sample upload with HRESULT = ${field("hresult")}.`,
    ],
    chinese: [
      `SQM 未能启动标准样本上传（HRESULT = ${field("hresult")} - ${field("errorName")}）。`,
      `${field("date")} ${field("time")}，SQM 启动标准样本上传失败，HRESULT 为 ${field("hresult")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "SQM started the standard sample upload.",
    chinese: "SQM 已启动标准样本上传。",
  }),
  wrongEvent: () => ({
    english: "SQM cancelled the standard sample upload.",
    chinese: "SQM 取消了标准样本上传。",
  }),
};

const sqmUploadWarning: EventType = {
  name: "windows/sqm-upload-warning",
  pattern:
    /^SQM: Warning: Failed to upload all unsent reports\. \[HRESULT = (?<hresult>0x[0-9a-f]+) - (?<errorName>\w+)\]$/,
  numericFields: ["hresult"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `SQM warning: failed to upload all unsent reports [HRESULT = ${field("hresult")} - ${field("errorName")}].`,
      `At ${field("time")}, SQM logged a warning that it failed to upload all unsent reports.`,
    ],
    chinese: [
      `SQM 警告：未能上传所有未发送的报告（HRESULT = ${field("hresult")} - ${field("errorName")}）。`,
      `${field("date")} ${field("time")}，SQM 发出警告：上传全部未发送的报告失败，HRESULT 为 ${field("hresult")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "SQM uploaded all unsent reports.",
    chinese: "SQM 已上传所有未发送的报告。",
  }),
  wrongEvent: () => ({
    english: "SQM deleted all unsent reports after a warning.",
    chinese: "SQM 在警告后删除了所有未发送的报告。",
  }),
};

const noStartupProcessing: EventType = {
  name: "windows/no-startup-processing",
  pattern:
    /^No startup processing required, TrustedInstaller service was not set as autostart, or else a reboot is still pending\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} reported no startup processing required; TrustedInstaller service was not set as autostart, or else a reboot is still pending.`,
      `At ${field("time")}, no startup processing was required: the TrustedInstaller service was not set as autostart or a reboot is still pending.`,
    ],
    chinese: [
      `${field("component")} 报告无需进行启动处理：TrustedInstaller 服务未设置为自动启动，或者仍有重启在等待中。`,
      `${field("date")} ${field("time")}，不需要启动处理；TrustedInstaller 服务没有设为自动启动，否则就是重启仍在挂起。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Startup processing is required for the TrustedInstaller service.",
    chinese: "TrustedInstaller 服务需要进行启动处理。",
  }),
  wrongEvent: () => ({
    english: "TrustedInstaller service was set as autostart and the reboot completed.",
    chinese: "TrustedInstaller 服务已设置为自动启动，并且重启已完成。",
  }),
};

const nonStartChecking: EventType = {
  name: "windows/nonstart-checking",
  pattern: /^NonStart: Checking to ensure startup processing was not required\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "NonStart: checking to ensure startup processing was not required.",
      `At ${field("time")}, ${field("component")} is checking to ensure startup processing was not required.`,
    ],
    chinese: [
      "NonStart：正在检查，以确认不需要启动处理。",
      `${field("date")} ${field("time")}，${field("component")} 检查确认启动处理并非必需。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not check whether startup processing was required.`,
    chinese: `${field("component")} 没有检查是否需要启动处理。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} skipped the startup processing check.`,
    chinese: `${field("component")} 跳过了启动处理检查。`,
  }),
};

const nonStartSuccess: EventType = {
  name: "windows/nonstart-success",
  pattern: /^NonStart: Success, startup processing not required as expected\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "NonStart: success, startup processing not required as expected.",
      `At ${field("time")}, ${field("component")} reported success: startup processing was not required, as expected.`,
    ],
    chinese: [
      "NonStart：成功，正如预期，不需要启动处理。",
      `${field("date")} ${field("time")}，${field("component")} 确认不需要启动处理，与预期一致。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Startup processing was required, contrary to expectation.",
    chinese: "启动处理是必需的，与预期不符。",
  }),
  wrongEvent: () => ({
    english: "NonStart failed with startup processing still running.",
    chinese: "NonStart 失败，启动处理仍在运行。",
  }),
};

const startupThreadTerminated: EventType = {
  name: "windows/startup-thread-terminated",
  pattern: /^Startup processing thread terminated normally$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Startup processing thread terminated normally.",
      `At ${field("time")}, ${field("component")} reported the startup processing thread terminated normally.`,
    ],
    chinese: [
      "启动处理线程正常终止。",
      `${field("date")} ${field("time")}，${field("component")} 的启动处理线程已正常结束。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Startup processing thread did not terminate normally.",
    chinese: "启动处理线程没有正常终止。",
  }),
  wrongEvent: () => ({
    english: "Startup processing thread crashed.",
    chinese: "启动处理线程崩溃了。",
  }),
};

const csiStoreInitialized: EventType = {
  name: "windows/csi-store-initialized",
  pattern: /^(?<sequence>\d{8}) CSI Store (?<store>\d+) \((?<storeHex>0x[0-9a-f]+)\) initialized$/,
  numericFields: ["store"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `CSI Store ${field("store")} (${field("storeHex")}) initialized.`,
      `At ${field("time")}, ${field("component")} ${field("sequence")}: CSI Store ${field("store")} initialized.`,
    ],
    chinese: [
      `CSI 存储 ${field("store")}（${field("storeHex")}）已初始化。`,
      `${field("date")} ${field("time")}，${field("component")} 记录 ${field("sequence")}：CSI Store ${field("store")} 初始化完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `CSI Store ${field("store")} was not initialized.`,
    chinese: `CSI 存储 ${field("store")} 没有初始化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `CSI Store ${field("store")} was corrupted.`,
    chinese: `CSI 存储 ${field("store")} 已损坏。`,
  }),
};

const sessionInitialized: EventType = {
  name: "windows/session-initialized",
  pattern: /^Session: (?<session>\d+_\d+) initialized by client (?<client>\w+)\.$/,
  numericFields: [],
  entityFields: ["session"],
  faithful: ({ value: field }) => ({
    english: [
      `Session ${field("session")} initialized by client ${field("client")}.`,
      `At ${field("time")}, ${field("component")} logged session ${field("session")} initialized by client ${field("client")}.`,
    ],
    chinese: [
      `会话 ${field("session")} 由客户端 ${field("client")} 初始化。`,
      `${field("date")} ${field("time")}，客户端 ${field("client")} 初始化了会话 ${field("session")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Session ${field("session")} was not initialized by client ${field("client")}.`,
    chinese: `会话 ${field("session")} 不是由客户端 ${field("client")} 初始化的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Session ${field("session")} was terminated by client ${field("client")}.`,
    chinese: `客户端 ${field("client")} 终止了会话 ${field("session")}。`,
  }),
};

const transactionCreated: EventType = {
  name: "windows/nt-transaction-created",
  pattern:
    /^(?<sequence>\d{8}) Created NT transaction \(seq (?<transaction>\d+)\) result (?<result>0x[0-9a-f]+), handle (?<handle>@0x[0-9a-f]+)$/,
  numericFields: ["transaction", "result"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} created NT transaction (seq ${field("transaction")}) with result ${field("result")}, handle ${field("handle")}.`,
      `At ${field("time")}, ${field("component")} ${field("sequence")}: created NT transaction seq ${field("transaction")}, result ${field("result")}.`,
    ],
    chinese: [
      `${field("component")} 创建了 NT 事务（seq ${field("transaction")}），结果为 ${field("result")}，句柄 ${field("handle")}。`,
      `${field("date")} ${field("time")}，${field("component")} 记录 ${field("sequence")}：已创建 NT 事务（序号 ${field("transaction")}），result ${field("result")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not create NT transaction (seq ${field("transaction")}).`,
    chinese: `${field("component")} 没有创建 NT 事务（seq ${field("transaction")}）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} rolled back NT transaction (seq ${field("transaction")}).`,
    chinese: `${field("component")} 回滚了 NT 事务（seq ${field("transaction")}）。`,
  }),
};

const transactionCreating: EventType = {
  name: "windows/nt-transaction-creating",
  pattern:
    /^(?<sequence>\d{8}) Creating NT transaction \(seq (?<transaction>\d+)\), objectname .+$/,
  numericFields: ["transaction"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} is creating NT transaction (seq ${field("transaction")}).`,
      `At ${field("time")}, ${field("component")} ${field("sequence")}: creating NT transaction seq ${field("transaction")}.`,
    ],
    chinese: [
      `${field("component")} 正在创建 NT 事务（seq ${field("transaction")}）。`,
      `${field("date")} ${field("time")}，${field("component")} 开始创建 NT 事务，序号 ${field("transaction")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} is not creating an NT transaction.`,
    chinese: `${field("component")} 没有在创建 NT 事务。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} aborted NT transaction (seq ${field("transaction")}).`,
    chinese: `${field("component")} 中止了 NT 事务（seq ${field("transaction")}）。`,
  }),
};

const unrecognizedAttribute: EventType = {
  name: "windows/unrecognized-attribute",
  pattern: /^Warning: Unrecognized packageExtended attribute\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} warning: unrecognized packageExtended attribute.`,
      `At ${field("time")}, ${field("component")} logged a warning: unrecognized packageExtended attribute.`,
    ],
    chinese: [
      `${field("component")} 警告：无法识别的 packageExtended 属性。`,
      `${field("date")} ${field("time")}，${field("component")} 报告 packageExtended 属性无法识别。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("component")} recognized the packageExtended attribute.`,
    chinese: `${field("component")} 识别了 packageExtended 属性。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} removed the packageExtended attribute.`,
    chinese: `${field("component")} 删除了 packageExtended 属性。`,
  }),
};

const expectingAttribute: EventType = {
  name: "windows/expecting-attribute-name",
  pattern: /^Expecting attribute name \[HRESULT = (?<hresult>0x[0-9a-f]+) - (?<errorName>\w+)\]$/,
  numericFields: ["hresult"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} was expecting attribute name [HRESULT = ${field("hresult")} - ${field("errorName")}].`,
      `At ${field("time")}, ${field("component")} logged expecting attribute name with HRESULT = ${field("hresult")}.`,
    ],
    chinese: [
      `${field("component")} 期望得到属性名称（HRESULT = ${field("hresult")} - ${field("errorName")}）。`,
      `${field("date")} ${field("time")}，${field("component")} 报告此处应为属性名称，HRESULT 为 ${field("hresult")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} was not expecting an attribute name.`,
    chinese: `${field("component")} 并不期望属性名称。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} found a duplicate attribute name [HRESULT = ${field("hresult")}].`,
    chinese: `${field("component")} 发现了重复的属性名称（HRESULT = ${field("hresult")}）。`,
  }),
};

const nextElementFailed: EventType = {
  name: "windows/get-next-element-failed",
  pattern: /^Failed to get next element \[HRESULT = (?<hresult>0x[0-9a-f]+) - (?<errorName>\w+)\]$/,
  numericFields: ["hresult"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} failed to get next element [HRESULT = ${field("hresult")} - ${field("errorName")}].`,
      `At ${field("time")}, ${field("component")} logged failed to get next element, HRESULT = ${field("hresult")}.`,
    ],
    chinese: [
      `${field("component")} 获取下一个元素失败（HRESULT = ${field("hresult")} - ${field("errorName")}）。`,
      `${field("date")} ${field("time")}，${field("component")} 无法获取下一个元素，HRESULT 为 ${field("hresult")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("component")} got the next element.`,
    chinese: `${field("component")} 成功获取了下一个元素。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} skipped the next element [HRESULT = ${field("hresult")}].`,
    chinese: `${field("component")} 跳过了下一个元素（HRESULT = ${field("hresult")}）。`,
  }),
};

export const windowsProfile: SourceProfile = {
  source: "Windows",
  fileName: "Windows_2k.log",
  header:
    /^(?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d), (?<level>\w+) +(?<component>\w+) +(?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What did the Windows servicing log record at {time}?",
    "Were there any servicing errors on the Windows host around {time}?",
    "What was TrustedInstaller doing at {time}?",
  ],
  questionsChinese: [
    "Windows 服务日志在 {time} 记录了什么？",
    "{time} 前后 Windows 主机上有没有服务错误？",
    "{time} 时 TrustedInstaller 在做什么？",
  ],
  causes: [
    { english: "because the system disk was nearly full", chinese: "原因是系统盘几乎已满" },
    {
      english: "because a Windows Update package was corrupted",
      chinese: "原因是 Windows 更新包已损坏",
    },
    { english: "due to a group policy that blocks telemetry", chinese: "原因是组策略阻止了遥测" },
  ],
  additions: [
    {
      english: "and the machine was then restarted by Windows Update",
      chinese: "并且机器随后被 Windows 更新重启",
    },
    { english: "and the update was rolled back afterwards", chinese: "并且该更新随后被回滚" },
    { english: "and an administrator was notified by email", chinese: "并且已通过邮件通知管理员" },
  ],
  events: [
    initializationEnded,
    mainLoopStarting,
    serviceStarted,
    sqmOptIn,
    sqmCleanup,
    sqmRequestingUpload,
    sqmUploadFailed,
    sqmStandardFailed,
    sqmUploadWarning,
    noStartupProcessing,
    nonStartChecking,
    nonStartSuccess,
    startupThreadTerminated,
    csiStoreInitialized,
    sessionInitialized,
    transactionCreated,
    transactionCreating,
    unrecognizedAttribute,
    expectingAttribute,
    nextElementFailed,
  ],
};
