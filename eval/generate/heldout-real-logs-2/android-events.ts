/**
 * Android framework sample (wake locks, user activity, window orientation,
 * brightness, key interception, status bar, activity manager): header layout,
 * event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const releaseLock: EventType = {
  name: "android/release-wake-lock",
  pattern:
    /^release:lock=(?<lock>\d+), flg=0x0, tag="(?<lockTag>[^"]+)", name=(?<lockName>[^"]+)", ws=\S+, uid=(?<uid>\d+), pid=(?<ownerPid>\d+)$/,
  numericFields: ["lock", "uid"],
  entityFields: ["lockTag"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} released lock ${field("lock")} (tag ${field("lockTag")}) for uid ${field("uid")}.`,
      `At ${field("time")}, ${field("tag")} logged release:lock=${field("lock")} for ${field("lockTag")} with pid=${field("ownerPid")}.`,
    ],
    chinese: [
      `${field("tag")} 释放了唤醒锁 ${field("lock")}（tag 为 ${field("lockTag")}，uid=${field("uid")}）。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 中的 ${field("tag")} 释放了锁 ${field("lock")}（${field("lockTag")}，pid=${field("ownerPid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} did not release lock ${field("lock")} (tag ${field("lockTag")}).`,
    chinese: `${field("tag")} 没有释放锁 ${field("lock")}（${field("lockTag")}）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} acquired lock ${field("lock")} (tag ${field("lockTag")}) for uid ${field("uid")}.`,
    chinese: `${field("tag")} 获取了锁 ${field("lock")}（${field("lockTag")}，uid=${field("uid")}）。`,
  }),
};

const acquireLock: EventType = {
  name: "android/acquire-wake-lock",
  pattern:
    /^acquire lock=(?<lock>\d+), flags=(?<flags>0x\d+), tag="(?<lockTag>[^"]+)", name=(?<lockName>[^,]+), ws=\S+, uid=(?<uid>\d+), pid=(?<ownerPid>\d+)$/,
  numericFields: ["lock", "uid"],
  entityFields: ["lockTag"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} acquired lock ${field("lock")} (tag ${field("lockTag")}) for ${field("lockName")}, uid=${field("uid")}.`,
      `At ${field("time")}, ${field("tag")} logged acquire lock=${field("lock")} with flags=${field("flags")} for uid=${field("uid")}.`,
    ],
    chinese: [
      `${field("tag")} 为 ${field("lockName")} 获取了唤醒锁 ${field("lock")}（tag ${field("lockTag")}，uid=${field("uid")}）。`,
      `${field("date")} ${field("time")}，${field("tag")} 获取锁 ${field("lock")}，flags=${field("flags")}，pid=${field("ownerPid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} did not acquire lock ${field("lock")}.`,
    chinese: `${field("tag")} 没有获取锁 ${field("lock")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} released lock ${field("lock")} (tag ${field("lockTag")}) for uid=${field("uid")}.`,
    chinese: `${field("tag")} 释放了锁 ${field("lock")}（${field("lockTag")}，uid=${field("uid")}）。`,
  }),
};

const userActivity: EventType = {
  name: "android/user-activity",
  pattern:
    /^userActivityNoUpdateLocked: eventTime=(?<eventTime>\d+), event=(?<event>\d+), flags=(?<flags>0x\d+), uid=(?<uid>\d+)$/,
  numericFields: ["eventTime", "event"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged userActivityNoUpdateLocked with eventTime=${field("eventTime")}, event=${field("event")}, uid=${field("uid")}.`,
      `At ${field("time")}, userActivityNoUpdateLocked: eventTime=${field("eventTime")}, event=${field("event")}, flags=${field("flags")}.`,
    ],
    chinese: [
      `${field("tag")} 记录了 userActivityNoUpdateLocked，eventTime=${field("eventTime")}，event=${field("event")}，uid=${field("uid")}。`,
      `${field("date")} ${field("time")}，${field("tag")} 调用 userActivityNoUpdateLocked（事件 ${field("event")}，eventTime ${field("eventTime")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} logged no userActivityNoUpdateLocked with eventTime=${field("eventTime")}.`,
    chinese: `${field("tag")} 没有记录 eventTime=${field("eventTime")} 的 userActivityNoUpdateLocked。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} dropped the user activity at eventTime=${field("eventTime")}.`,
    chinese: `${field("tag")} 丢弃了 eventTime=${field("eventTime")} 的用户活动。`,
  }),
};

const orientationComplete: EventType = {
  name: "android/orientation-change-complete",
  pattern: /^orientation change is complete, call stopFreezingDisplayLocked$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} reported orientation change is complete, call stopFreezingDisplayLocked.`,
      `At ${field("time")}, the orientation change is complete.`,
    ],
    chinese: [
      `${field("tag")} 报告屏幕方向切换已完成，调用 stopFreezingDisplayLocked。`,
      `${field("date")} ${field("time")}，方向变更已完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The orientation change is not complete.",
    chinese: "屏幕方向切换尚未完成。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The orientation change was cancelled by ${field("tag")}.`,
    chinese: `${field("tag")} 取消了屏幕方向切换。`,
  }),
};

const screenFrozen: EventType = {
  name: "android/screen-frozen",
  pattern:
    /^Screen frozen for \+(?<duration>\S+) due to Window\{(?<windowId>\w+) u0 (?<activity>[^}]+)\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} reported screen frozen for +${field("duration")} due to Window{${field("windowId")} u0 ${field("activity")}}.`,
      `At ${field("time")}, the screen was frozen for +${field("duration")} due to ${field("activity")}.`,
    ],
    chinese: [
      `由于窗口 ${field("windowId")}（${field("activity")}），屏幕冻结了 +${field("duration")}。`,
      `${field("date")} ${field("time")}，${field("tag")} 报告屏幕因 ${field("activity")} 窗口冻结了 ${field("duration")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The screen was not frozen due to ${field("activity")}.`,
    chinese: `屏幕没有因 ${field("activity")} 而冻结。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The screen went black due to ${field("activity")}.`,
    chinese: `屏幕因 ${field("activity")} 而黑屏。`,
  }),
};

function phaseInChinese(phase: string): string {
  return phase === "begin" ? "开始" : "结束";
}

const startAnimation: EventType = {
  name: "android/start-animation",
  pattern: /^startAnimation (?<phase>begin|end)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged startAnimation ${field("phase")}.`,
      `At ${field("time")}, ${field("tag")} reported startAnimation ${field("phase")}.`,
    ],
    chinese: [
      `${field("tag")} 记录了 startAnimation 的${phaseInChinese(field("phase"))}（${field("phase")}）。`,
      `${field("date")} ${field("time")}，${field("tag")} 的 startAnimation ${phaseInChinese(field("phase"))}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} did not log startAnimation ${field("phase")}.`,
    chinese: `${field("tag")} 没有记录 startAnimation ${field("phase")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} aborted startAnimation.`,
    chinese: `${field("tag")} 中止了 startAnimation。`,
  }),
};

const requestedOrientation: EventType = {
  name: "android/requested-orientation",
  pattern:
    /^Application requested orientation (?<orientation>\d+), got rotation (?<rotation>\d+) which has compatible metrics$/,
  numericFields: ["orientation", "rotation"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Application requested orientation ${field("orientation")}, got rotation ${field("rotation")} which has compatible metrics.`,
      `At ${field("time")}, the application requested orientation ${field("orientation")} and got rotation ${field("rotation")}.`,
    ],
    chinese: [
      `应用请求方向 ${field("orientation")}，得到的旋转为 ${field("rotation")}，其度量兼容。`,
      `${field("date")} ${field("time")}，${field("tag")} 记录应用请求了方向 ${field("orientation")}，实际旋转为 ${field("rotation")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The application did not get rotation ${field("rotation")}.`,
    chinese: `应用没有得到旋转 ${field("rotation")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The application requested orientation ${field("orientation")} but got rotation ${field("rotation")} with incompatible metrics.`,
    chinese: `应用请求方向 ${field("orientation")}，但得到的旋转 ${field("rotation")} 度量不兼容。`,
  }),
};

function blockerVerbInChinese(verb: string): string {
  return verb === "Releasing" ? "释放" : "获取";
}

const suspendBlocker: EventType = {
  name: "android/suspend-blocker",
  pattern: /^(?<verb>Releasing|Acquiring) suspend blocker "(?<blocker>[^"]+)"\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} is ${field("verb").toLowerCase()} suspend blocker "${field("blocker")}".`,
      `At ${field("time")}, ${field("verb")} suspend blocker ${field("blocker")} was logged.`,
    ],
    chinese: [
      `${field("tag")} 正在${blockerVerbInChinese(field("verb"))}挂起阻止器 ${field("blocker")}。`,
      `${field("date")} ${field("time")}，${field("tag")} ${blockerVerbInChinese(field("verb"))}了 suspend blocker "${field("blocker")}"。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} is not ${field("verb").toLowerCase()} suspend blocker "${field("blocker")}".`,
    chinese: `${field("tag")} 没有${blockerVerbInChinese(field("verb"))}挂起阻止器 ${field("blocker")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} leaked suspend blocker "${field("blocker")}".`,
    chinese: `${field("tag")} 泄漏了挂起阻止器 ${field("blocker")}。`,
  }),
};

function directionInChinese(direction: string): string {
  return direction === "In" ? "输入" : "输出";
}

const hbmBrightness: EventType = {
  name: "android/hbm-brightness",
  pattern: /^HBM brightness(?<direction>In|Out) =(?<brightness>\d+)$/,
  numericFields: ["brightness"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged HBM brightness${field("direction")} =${field("brightness")}.`,
      `At ${field("time")}, HBM brightness${field("direction")} was ${field("brightness")}.`,
    ],
    chinese: [
      `${field("tag")} 记录 HBM 的${directionInChinese(field("direction"))}亮度（brightness${field("direction")}）为 ${field("brightness")}。`,
      `${field("date")} ${field("time")}，HBM brightness${field("direction")} 为 ${field("brightness")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `HBM brightness${field("direction")} was not ${field("brightness")}.`,
    chinese: `HBM 的${directionInChinese(field("direction"))}亮度不是 ${field("brightness")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `HBM was disabled with brightness${field("direction")} ${field("brightness")}.`,
    chinese: `HBM 被禁用（brightness${field("direction")} ${field("brightness")}）。`,
  }),
};

const animatingBrightness: EventType = {
  name: "android/animating-brightness",
  pattern: /^Animating brightness: target=(?<target>\d+), rate=(?<rate>\d+)$/,
  numericFields: ["target", "rate"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} is animating brightness to target=${field("target")} with rate=${field("rate")}.`,
      `At ${field("time")}, animating brightness: target=${field("target")}, rate=${field("rate")}.`,
    ],
    chinese: [
      `${field("tag")} 正在以 ${field("rate")} 的速率将亮度渐变到目标值 ${field("target")}。`,
      `${field("date")} ${field("time")}，亮度动画的目标为 ${field("target")}，速率为 ${field("rate")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} is not animating brightness to target=${field("target")}.`,
    chinese: `${field("tag")} 没有将亮度调整到目标值 ${field("target")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} locked brightness at target=${field("target")}.`,
    chinese: `${field("tag")} 将亮度锁定在 ${field("target")}。`,
  }),
};

function keyDirectionInChinese(down: string): string {
  return down === "true" ? "按下" : "抬起";
}

const interceptKey: EventType = {
  name: "android/intercept-key",
  pattern:
    /^interceptKeyTq keycode=(?<keycode>\d+) interactive=true keyguardActive=false policyFlags=(?<policy>\w+) down (?<down>true|false) canceled false$/,
  numericFields: ["keycode"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged interceptKeyTq keycode=${field("keycode")} with down ${field("down")} and canceled false.`,
      `At ${field("time")}, interceptKeyTq got keycode=${field("keycode")}, policyFlags=${field("policy")}, down ${field("down")}.`,
    ],
    chinese: [
      `${field("tag")} 记录 interceptKeyTq：keycode=${field("keycode")}，down 为 ${field("down")}，canceled 为 false。`,
      `${field("date")} ${field("time")}，${field("tag")} 拦截到按键 keycode=${field("keycode")}（${keyDirectionInChinese(field("down"))}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} did not intercept keycode=${field("keycode")}.`,
    chinese: `${field("tag")} 没有拦截 keycode=${field("keycode")} 的按键。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} logged keycode=${field("keycode")} as canceled true.`,
    chinese: `${field("tag")} 记录 keycode=${field("keycode")} 的按键被取消。`,
  }),
};

const interceptBeforeQueueing: EventType = {
  name: "android/intercept-key-before-queueing",
  pattern: /^interceptKeyBeforeQueueing: key (?<key>\d+) , result : (?<result>\d+)$/,
  numericFields: ["key", "result"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged interceptKeyBeforeQueueing for key ${field("key")} with result ${field("result")}.`,
      `At ${field("time")}, interceptKeyBeforeQueueing: key ${field("key")}, result ${field("result")}.`,
    ],
    chinese: [
      `${field("tag")} 记录 interceptKeyBeforeQueueing：按键 ${field("key")}，结果 ${field("result")}。`,
      `${field("date")} ${field("time")}，按键 ${field("key")} 入队前拦截的结果为 ${field("result")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `interceptKeyBeforeQueueing did not return result ${field("result")} for key ${field("key")}.`,
    chinese: `interceptKeyBeforeQueueing 对按键 ${field("key")} 没有返回结果 ${field("result")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `interceptKeyBeforeQueueing dropped key ${field("key")}.`,
    chinese: `interceptKeyBeforeQueueing 丢弃了按键 ${field("key")}。`,
  }),
};

function autohideInChinese(call: string): string {
  if (call === "suspendAutohide") {
    return "暂停了自动隐藏";
  }
  if (call === "resumeSuspendedAutohide") {
    return "恢复了被暂停的自动隐藏";
  }
  return "取消了自动隐藏";
}

const autohide: EventType = {
  name: "android/status-bar-autohide",
  pattern: /^(?<call>suspendAutohide|resumeSuspendedAutohide|cancelAutohide)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged ${field("call")}.`,
      `At ${field("time")}, ${field("tag")} reported ${field("call")}.`,
    ],
    chinese: [
      `${field("tag")} 记录了 ${field("call")}，即${autohideInChinese(field("call"))}。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 的 ${field("tag")} ${autohideInChinese(field("call"))}（${field("call")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} did not log ${field("call")}.`,
    chinese: `${field("tag")} 没有记录 ${field("call")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} crashed in ${field("call")}.`,
    chinese: `${field("tag")} 在 ${field("call")} 中崩溃。`,
  }),
};

const badActivityToken: EventType = {
  name: "android/bad-activity-token",
  pattern: /^Bad activity token: (?<token>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} reported bad activity token: ${field("token")}.`,
      `At ${field("time")}, ${field("tag")} logged a bad activity token ${field("token")}.`,
    ],
    chinese: [
      `${field("tag")} 报告无效的 activity token：${field("token")}。`,
      `${field("date")} ${field("time")}，${field("tag")} 发现错误的 activity token ${field("token")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("tag")} reported no bad activity token.`,
    chinese: `${field("tag")} 没有报告无效的 activity token。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} revoked activity token ${field("token")}.`,
    chinese: `${field("tag")} 撤销了 activity token ${field("token")}。`,
  }),
};

const classCast: EventType = {
  name: "android/class-cast-exception",
  pattern: /^java\.lang\.ClassCastException: (?<fromClass>\S+) cannot be cast to (?<toClass>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged java.lang.ClassCastException: ${field("fromClass")} cannot be cast to ${field("toClass")}.`,
      `At ${field("time")}, ${field("fromClass")} cannot be cast to ${field("toClass")}.`,
    ],
    chinese: [
      `${field("tag")} 记录 java.lang.ClassCastException：${field("fromClass")} 无法转换为 ${field("toClass")}。`,
      `${field("date")} ${field("time")}，${field("tag")} 报告类型转换异常：${field("fromClass")} 不能强制转换为 ${field("toClass")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("fromClass")} can be cast to ${field("toClass")}.`,
    chinese: `${field("fromClass")} 可以转换为 ${field("toClass")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} logged java.lang.NullPointerException for ${field("fromClass")}.`,
    chinese: `${field("tag")} 针对 ${field("fromClass")} 记录了 java.lang.NullPointerException。`,
  }),
};

const shouldBlockLocation: EventType = {
  name: "android/should-block-location",
  pattern: /^shouldBlockLocation {2}ret:(?<ret>true|false)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("tag")} logged shouldBlockLocation ret:${field("ret")}.`,
      `At ${field("time")}, ${field("tag")} reported shouldBlockLocation ret:${field("ret")}.`,
    ],
    chinese: [
      `${field("tag")} 记录 shouldBlockLocation 返回 ${field("ret")}。`,
      `${field("date")} ${field("time")}，${field("tag")} 的 shouldBlockLocation 结果为 ${field("ret")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => {
    const opposite = field("ret") === "false" ? "true" : "false";
    return {
      english: `${field("tag")} reported shouldBlockLocation ret:${opposite}.`,
      chinese: `${field("tag")} 的 shouldBlockLocation 返回 ${opposite}。`,
    };
  },
  wrongEvent: ({ value: field }) => ({
    english: `${field("tag")} blocked the location request.`,
    chinese: `${field("tag")} 阻止了位置请求。`,
  }),
};

export const androidProfile: SourceProfile = {
  source: "Android",
  fileName: "Android_2k.log",
  header:
    /^(?<date>\d\d-\d\d) (?<time>\d\d:\d\d:\d\d\.\d{3}) +(?<pid>\d+) +(?<tid>\d+) (?<level>[VDIWEF]) (?<tag>[^:]+): (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What did the phone's system log record at {time}?",
    "Was anything wrong on the Android device around {time}?",
    "What was the Android framework doing at {time}?",
  ],
  questionsChinese: [
    "手机的系统日志在 {time} 记录了什么？",
    "{time} 前后 Android 设备上有没有异常？",
    "{time} 时 Android 框架在做什么？",
  ],
  causes: [
    {
      english: "because the battery saver had been switched on",
      chinese: "原因是省电模式已被打开",
    },
    { english: "because the foreground app had crashed", chinese: "原因是前台应用崩溃了" },
    { english: "due to a low memory condition on the device", chinese: "原因是设备内存不足" },
  ],
  additions: [
    { english: "and the device rebooted shortly afterwards", chinese: "并且设备随后很快重启" },
    { english: "and the user was shown an error dialog", chinese: "并且用户看到了一个错误对话框" },
    { english: "and the app was force-stopped by the system", chinese: "并且该应用被系统强制停止" },
  ],
  events: [
    releaseLock,
    acquireLock,
    userActivity,
    orientationComplete,
    screenFrozen,
    startAnimation,
    requestedOrientation,
    suspendBlocker,
    hbmBrightness,
    animatingBrightness,
    interceptKey,
    interceptBeforeQueueing,
    autohide,
    badActivityToken,
    classCast,
    shouldBlockLocation,
  ],
};
