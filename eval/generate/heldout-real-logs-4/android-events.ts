/**
 * Android framework sample, 17 March 16:15:26 (display brightness, a screenshot, focus
 * layout, status bar visibility, recent tasks, a released wake lock, location checks,
 * REAL_GET_TASKS limits, attachApplication): header layout, event types with English and
 * Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldReader, SourceProfile } from "../heldout-real-logs/model.js";

function brightnessSide(field: FieldReader["value"]): string {
  return field("direction") === "In" ? "输入" : "输出";
}

const hbmBrightness: EventType = {
  name: "android/hbm-brightness",
  pattern: /^HBM brightness(?<direction>In|Out) =(?<value>\d+)$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The HBM brightness${field("direction")} is ${field("value")} (DisplayPowerController).`,
      `At ${field("time")}, DisplayPowerController logged HBM brightness${field("direction")} =${field("value")}.`,
    ],
    chinese: [
      `DisplayPowerController 记录 HBM ${brightnessSide(field)}亮度（brightness${field("direction")}）为 ${field("value")}。`,
      `${field("date")} ${field("time")}，HBM 的 brightness${field("direction")} 是 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The HBM brightness${field("direction")} is not ${field("value")}.`,
    chinese: `HBM 的 brightness${field("direction")} 不是 ${field("value")}。`,
  }),
  wrongEvent: () => ({
    english: "DisplayPowerController turned HBM off.",
    chinese: "DisplayPowerController 关闭了 HBM。",
  }),
};

const animatingBrightness: EventType = {
  name: "android/animating-brightness",
  pattern: /^Animating brightness: target=(?<target>\d+), rate=(?<rate>\d+)$/,
  numericFields: ["target", "rate"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `DisplayPowerController is animating brightness to target=${field("target")} at rate=${field("rate")}.`,
      `At ${field("time")}, DisplayPowerController logged Animating brightness with target ${field("target")} and rate ${field("rate")}.`,
    ],
    chinese: [
      `DisplayPowerController 正在以 rate=${field("rate")} 把亮度渐变到 target=${field("target")}。`,
      `${field("date")} ${field("time")}，屏幕亮度开始渐变，目标值 ${field("target")}，速率 ${field("rate")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "DisplayPowerController is not animating brightness.",
    chinese: "DisplayPowerController 没有在做亮度渐变。",
  }),
  wrongEvent: () => ({
    english: "DisplayPowerController turned the screen off.",
    chinese: "DisplayPowerController 关闭了屏幕。",
  }),
};

const takingScreenshot: EventType = {
  name: "android/taking-screenshot",
  pattern:
    /^Taking screenshot from Surface with crop:\[Rect\((?<rect>[^)]+)\)\], width:\[(?<width>\d+)\], height:\[(?<height>\d+)\], minLayer:\[(?<minLayer>\d+)\], maxLayer:\[(?<maxLayer>\d+)\], inRotation:\[(?<inRotation>\w+)\], rot:\[(?<rot>\d+)\]$/,
  numericFields: ["width", "height", "minLayer", "maxLayer"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `WindowManager is taking a screenshot from Surface with width ${field("width")} and height ${field("height")}.`,
      `At ${field("time")}, WindowManager logged Taking screenshot from Surface with minLayer:[${field("minLayer")}] and maxLayer:[${field("maxLayer")}].`,
    ],
    chinese: [
      `WindowManager 正在从 Surface 截图，宽 ${field("width")}、高 ${field("height")}，minLayer 为 ${field("minLayer")}。`,
      `${field("date")} ${field("time")}，WindowManager 截取 Surface 画面，尺寸 ${field("width")} x ${field("height")}，图层范围 ${field("minLayer")} 到 ${field("maxLayer")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "WindowManager did not take a screenshot.",
    chinese: "WindowManager 没有截图。",
  }),
  wrongEvent: () => ({
    english: "WindowManager is recording the screen to a video file.",
    chinese: "WindowManager 正在把屏幕录制成视频文件。",
  }),
};

function layoutPhase(field: FieldReader["value"]): string {
  return field("phase") === "begin" ? "开始" : "结束";
}

const focusLayout: EventType = {
  name: "android/focus-change-layout",
  pattern: /^The change in focus caused us to need to do a layout (?<phase>begin|end)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `WindowManager: the change in focus caused a need to do a layout (${field("phase")}).`,
      `At ${field("time")}, WindowManager logged that the change in focus caused a layout ${field("phase")}.`,
    ],
    chinese: [
      `焦点变化导致 WindowManager 需要重新布局（${layoutPhase(field)}）。`,
      `${field("date")} ${field("time")}，焦点变化触发了一次重新布局，WindowManager 打印 layout ${field("phase")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The change in focus did not cause a layout.",
    chinese: "焦点变化没有引起重新布局。",
  }),
  wrongEvent: () => ({
    english: "The change in focus caused WindowManager to crash.",
    chinese: "焦点变化导致 WindowManager 崩溃。",
  }),
};

const systemUiVisibility: EventType = {
  name: "android/set-system-ui-visibility",
  pattern:
    /^setSystemUiVisibility vis=(?<vis>\w+) mask=(?<mask>\w+) oldVal=(?<oldVal>\w+) newVal=(?<newVal>\w+) diff=(?<diff>\w+) .*$/,
  numericFields: ["vis", "oldVal"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PhoneStatusBar setSystemUiVisibility: vis=${field("vis")}, mask=${field("mask")}, oldVal=${field("oldVal")}, newVal=${field("newVal")}.`,
      `At ${field("time")}, PhoneStatusBar logged setSystemUiVisibility with oldVal=${field("oldVal")}, newVal=${field("newVal")} and diff=${field("diff")}.`,
    ],
    chinese: [
      `PhoneStatusBar 设置系统 UI 可见性：vis=${field("vis")}，旧值 ${field("oldVal")}，新值 ${field("newVal")}，diff=${field("diff")}。`,
      `${field("date")} ${field("time")}，PhoneStatusBar 调用 setSystemUiVisibility，把可见性从 ${field("oldVal")} 改为 ${field("newVal")}（mask=${field("mask")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "PhoneStatusBar did not change the system UI visibility.",
    chinese: "PhoneStatusBar 没有修改系统 UI 可见性。",
  }),
  wrongEvent: () => ({
    english: "PhoneStatusBar expanded the notification panel.",
    chinese: "PhoneStatusBar 展开了通知面板。",
  }),
};

const cancelAutohide: EventType = {
  name: "android/cancel-autohide",
  pattern: /^cancelAutohide$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "PhoneStatusBar logged cancelAutohide.",
      `At ${field("time")}, PhoneStatusBar ${field("pid")} logged cancelAutohide.`,
    ],
    chinese: [
      "PhoneStatusBar 取消了自动隐藏（cancelAutohide）。",
      `${field("date")} ${field("time")}，状态栏 PhoneStatusBar 执行 cancelAutohide。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "PhoneStatusBar did not cancel the autohide.",
    chinese: "PhoneStatusBar 没有取消自动隐藏。",
  }),
  wrongEvent: () => ({
    english: "PhoneStatusBar scheduled a new autohide timer.",
    chinese: "PhoneStatusBar 设置了新的自动隐藏定时器。",
  }),
};

const uiVisibilityChanged: EventType = {
  name: "android/notify-ui-visibility-changed",
  pattern:
    /^notifyUiVisibilityChanged:vis=(?<vis>0x[0-9a-f]+), SystemUiVisibility=(?<system>0x[0-9a-f]+)$/,
  numericFields: ["vis", "system"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PhoneStatusBar logged notifyUiVisibilityChanged with vis=${field("vis")} and SystemUiVisibility=${field("system")}.`,
      `At ${field("time")}, the SystemUiVisibility was ${field("system")} in notifyUiVisibilityChanged.`,
    ],
    chinese: [
      `PhoneStatusBar 通知 UI 可见性变化：vis=${field("vis")}，SystemUiVisibility=${field("system")}。`,
      `${field("date")} ${field("time")}，notifyUiVisibilityChanged 上报的 SystemUiVisibility 为 ${field("system")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "PhoneStatusBar did not notify a UI visibility change.",
    chinese: "PhoneStatusBar 没有通知 UI 可见性变化。",
  }),
  wrongEvent: () => ({
    english: "PhoneStatusBar reset SystemUiVisibility to 0x0.",
    chinese: "PhoneStatusBar 把 SystemUiVisibility 重置成了 0x0。",
  }),
};

const updateClipping: EventType = {
  name: "android/update-clipping",
  pattern:
    /^updateClipping isOverlap:(?<overlap>false), getTopPadding=(?<padding>\d+\.\d+), Translation=(?<translation>\d+\.\d+)$/,
  numericFields: ["padding", "translation"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `StackScrollAlgorithm updateClipping: isOverlap:${field("overlap")}, getTopPadding=${field("padding")}, Translation=${field("translation")}.`,
      `At ${field("time")}, StackScrollAlgorithm logged updateClipping with getTopPadding=${field("padding")}.`,
    ],
    chinese: [
      `StackScrollAlgorithm 更新裁剪：isOverlap 为 ${field("overlap")}，getTopPadding=${field("padding")}，Translation=${field("translation")}。`,
      `${field("date")} ${field("time")}，通知栏的 StackScrollAlgorithm 执行 updateClipping，顶部内边距 ${field("padding")}，没有重叠（isOverlap:${field("overlap")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "updateClipping reported isOverlap as true.",
    chinese: "updateClipping 报告 isOverlap 为 true。",
  }),
  wrongEvent: () => ({
    english: "StackScrollAlgorithm removed a notification from the shade.",
    chinese: "StackScrollAlgorithm 从通知栏里移除了一条通知。",
  }),
};

const dimmedHideSensitive: EventType = {
  name: "android/update-dimmed-activated-hide-sensitive",
  pattern: /^updateDimmedActivatedHideSensitive overlap:(?<overlap>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `StackScrollAlgorithm logged updateDimmedActivatedHideSensitive with overlap:${field("overlap")}.`,
      `At ${field("time")}, StackScrollAlgorithm logged updateDimmedActivatedHideSensitive overlap:${field("overlap")}.`,
    ],
    chinese: [
      `StackScrollAlgorithm 执行了 updateDimmedActivatedHideSensitive，overlap 为 ${field("overlap")}。`,
      `${field("date")} ${field("time")}，updateDimmedActivatedHideSensitive 被调用，overlap:${field("overlap")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "updateDimmedActivatedHideSensitive reported overlap:true.",
    chinese: "updateDimmedActivatedHideSensitive 的 overlap 为 true。",
  }),
  wrongEvent: () => ({
    english: "StackScrollAlgorithm dimmed all notifications on the lock screen.",
    chinese: "StackScrollAlgorithm 把锁屏上的所有通知都调暗了。",
  }),
};

const skippingIntent: EventType = {
  name: "android/recent-tasks-skipping-intent",
  pattern: /^Skipping, withExcluded: false, tr\.intent:Intent \{ .*?cmp=(?<component>\S+).* \}$/,
  numericFields: [],
  entityFields: ["component"],
  faithful: ({ value: field }) => ({
    english: [
      `ActivityManager skipping intent for ${field("component")}, withExcluded: false.`,
      `At ${field("time")}, ActivityManager logged Skipping for the intent cmp=${field("component")}.`,
    ],
    chinese: [
      `ActivityManager 跳过了 ${field("component")} 的 intent（withExcluded: false）。`,
      `${field("date")} ${field("time")}，ActivityManager 记录 Skipping，对应 intent 的组件是 ${field("component")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ActivityManager did not skip the intent for ${field("component")}.`,
    chinese: `ActivityManager 没有跳过 ${field("component")} 的 intent。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ActivityManager launched ${field("component")}.`,
    chinese: `ActivityManager 启动了 ${field("component")}。`,
  }),
};

const recentTasksCount: EventType = {
  name: "android/get-recent-tasks-count",
  pattern: /^getRecentTasks: num=(?<num>\d+),flags=(?<flags>\d+),totalTasks=(?<total>\d+)$/,
  numericFields: ["num", "flags", "total"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `ActivityManager getRecentTasks: num=${field("num")}, flags=${field("flags")}, totalTasks=${field("total")}.`,
      `At ${field("time")}, getRecentTasks was logged with num ${field("num")} and totalTasks ${field("total")}.`,
    ],
    chinese: [
      `ActivityManager 调用 getRecentTasks，num=${field("num")}，flags=${field("flags")}，totalTasks=${field("total")}。`,
      `${field("date")} ${field("time")}，getRecentTasks 请求 ${field("num")} 个最近任务，总任务数 ${field("total")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "getRecentTasks was not called.",
    chinese: "没有调用 getRecentTasks。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ActivityManager removed ${field("num")} recent tasks.`,
    chinese: `ActivityManager 删除了 ${field("num")} 个最近任务。`,
  }),
};

const recentTasksTop: EventType = {
  name: "android/get-recent-tasks-top-activity",
  pattern: /^getRecentTasks: topActivity=ComponentInfo\{(?<activity>[^}]+)\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `getRecentTasks: the topActivity is ${field("activity")}.`,
      `At ${field("time")}, ActivityManager logged getRecentTasks with topActivity ${field("activity")}.`,
    ],
    chinese: [
      `getRecentTasks 返回的顶部 Activity 是 ${field("activity")}。`,
      `${field("date")} ${field("time")}，最近任务里位于最上面的 Activity 为 ${field("activity")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("activity")} is not the topActivity.`,
    chinese: `${field("activity")} 并不是顶部 Activity。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("activity")} crashed and was removed from recent tasks.`,
    chinese: `${field("activity")} 崩溃并被移出了最近任务。`,
  }),
};

const releaseLock: EventType = {
  name: "android/release-wake-lock",
  pattern:
    /^release:lock=(?<lock>\d+), flg=(?<flags>0x[0-9a-f]+), tag="(?<tag>[^"]+)", name=(?<name>[^,]+), ws=(?<ws>[^,]+), uid=(?<uid>\d+), pid=(?<lockPid>\d+)$/,
  numericFields: ["lock", "uid", "lockPid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PowerManagerService released lock=${field("lock")} with tag ${field("tag")}, uid=${field("uid")}, pid=${field("lockPid")}.`,
      `At ${field("time")}, PowerManagerService logged release:lock=${field("lock")} for ws=${field("ws")}.`,
    ],
    chinese: [
      `PowerManagerService 释放了唤醒锁 ${field("lock")}（tag 为 ${field("tag")}，uid=${field("uid")}，pid=${field("lockPid")}）。`,
      `${field("date")} ${field("time")}，PowerManagerService 释放锁 ${field("lock")}，标签 ${field("tag")}，ws=${field("ws")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `PowerManagerService kept lock ${field("lock")} held.`,
    chinese: `PowerManagerService 没有释放锁 ${field("lock")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PowerManagerService leaked lock ${field("lock")}.`,
    chinese: `PowerManagerService 泄漏了锁 ${field("lock")}。`,
  }),
};

const releasingBlocker: EventType = {
  name: "android/releasing-suspend-blocker",
  pattern: /^Releasing suspend blocker "(?<blocker>[^"]+)"\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PowerManagerService is releasing suspend blocker ${field("blocker")}.`,
      `At ${field("time")}, PowerManagerService logged Releasing suspend blocker "${field("blocker")}".`,
    ],
    chinese: [
      `PowerManagerService 正在释放 suspend blocker ${field("blocker")}。`,
      `${field("date")} ${field("time")}，PowerManagerService 放开了休眠阻止锁 ${field("blocker")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `PowerManagerService did not release ${field("blocker")}.`,
    chinese: `PowerManagerService 没有释放 ${field("blocker")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The suspend blocker ${field("blocker")} timed out.`,
    chinese: `suspend blocker ${field("blocker")} 超时了。`,
  }),
};

const shouldBlockRunning: EventType = {
  name: "android/should-block-location-running",
  pattern: /^shouldBlockLocation running \.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "PhoneInterfaceManager: shouldBlockLocation running.",
      `At ${field("time")}, PhoneInterfaceManager logged shouldBlockLocation running.`,
    ],
    chinese: [
      "PhoneInterfaceManager 正在运行 shouldBlockLocation。",
      `${field("date")} ${field("time")}，PhoneInterfaceManager 开始执行 shouldBlockLocation 检查。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "shouldBlockLocation is not running.",
    chinese: "shouldBlockLocation 没有在运行。",
  }),
  wrongEvent: () => ({
    english: "PhoneInterfaceManager blocked the location request.",
    chinese: "PhoneInterfaceManager 阻止了这次定位请求。",
  }),
};

const shouldBlockResult: EventType = {
  name: "android/should-block-location-result",
  pattern: /^shouldBlockLocation {2}ret:(?<ret>true|false)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PhoneInterfaceManager shouldBlockLocation ret:${field("ret")}.`,
      `At ${field("time")}, shouldBlockLocation logged ret ${field("ret")}.`,
    ],
    chinese: [
      `PhoneInterfaceManager 的 shouldBlockLocation 返回值为 ${field("ret")}。`,
      `${field("date")} ${field("time")}，shouldBlockLocation 的结果是 ret:${field("ret")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `shouldBlockLocation returned ${field("ret") === "false" ? "true" : "false"}.`,
    chinese: `shouldBlockLocation 返回了 ${field("ret") === "false" ? "true" : "false"}。`,
  }),
  wrongEvent: () => ({
    english: "PhoneInterfaceManager turned off the location service.",
    chinese: "PhoneInterfaceManager 关闭了定位服务。",
  }),
};

const realGetTasks: EventType = {
  name: "android/caller-lacks-real-get-tasks",
  pattern:
    /^(?<call>getRunningAppProcesses|getTasks): caller (?<caller>\d+) does not hold REAL_GET_TASKS; limiting output$/,
  numericFields: [],
  entityFields: ["caller"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("call")}: caller ${field("caller")} does not hold REAL_GET_TASKS; ActivityManager is limiting output.`,
      `At ${field("time")}, ActivityManager logged that caller ${field("caller")} does not hold REAL_GET_TASKS and limited the ${field("call")} output.`,
    ],
    chinese: [
      `调用方 ${field("caller")} 没有 REAL_GET_TASKS 权限，ActivityManager 对 ${field("call")} 的输出做了限制。`,
      `${field("date")} ${field("time")}，ActivityManager 警告：${field("caller")} 调用 ${field("call")} 但不持有 REAL_GET_TASKS，因此只返回受限的结果。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `Caller ${field("caller")} holds REAL_GET_TASKS.`,
    chinese: `调用方 ${field("caller")} 拥有 REAL_GET_TASKS 权限。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ActivityManager killed caller ${field("caller")}.`,
    chinese: `ActivityManager 杀掉了调用方 ${field("caller")}。`,
  }),
};

const attachApplication: EventType = {
  name: "android/attach-application",
  pattern: /^ActivityManagerService,attachApplication,callingPid = (?<callingPid>\d+)$/,
  numericFields: ["callingPid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `ActivityManagerService attachApplication with callingPid = ${field("callingPid")}.`,
      `At ${field("time")}, ActivityManager logged attachApplication, callingPid ${field("callingPid")}.`,
    ],
    chinese: [
      `ActivityManagerService 执行 attachApplication，调用方 PID 为 ${field("callingPid")}。`,
      `${field("date")} ${field("time")}，进程 ${field("callingPid")} 调用了 attachApplication。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "attachApplication was not called.",
    chinese: "没有调用 attachApplication。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ActivityManagerService killed process ${field("callingPid")}.`,
    chinese: `ActivityManagerService 杀掉了进程 ${field("callingPid")}。`,
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
    "What was the Android system server doing at {time}?",
    "What did the phone's framework log around {time}?",
    "Did any Android service warn about something near {time}?",
  ],
  questionsChinese: [
    "{time} 时 Android 系统服务在做什么？",
    "{time} 前后手机的系统框架记录了什么？",
    "{time} 左右有没有 Android 服务报警告？",
  ],
  causes: [
    {
      english: "because the battery saver mode had just been enabled",
      chinese: "原因是刚刚开启了省电模式",
    },
    {
      english: "due to a low memory condition on the phone",
      chinese: "原因是手机内存不足",
    },
    {
      english: "because the user had pressed the power button",
      chinese: "原因是用户按下了电源键",
    },
  ],
  additions: [
    {
      english: "and the phone rebooted a few seconds later",
      chinese: "随后手机在几秒后重启",
    },
    {
      english: "and the foreground app was killed by the system",
      chinese: "并且前台应用被系统杀掉了",
    },
    {
      english: "and a system update notification was shown",
      chinese: "并且弹出了系统更新通知",
    },
  ],
  events: [
    hbmBrightness,
    animatingBrightness,
    takingScreenshot,
    focusLayout,
    systemUiVisibility,
    cancelAutohide,
    uiVisibilityChanged,
    updateClipping,
    dimmedHideSensitive,
    skippingIntent,
    recentTasksCount,
    recentTasksTop,
    releaseLock,
    releasingBlocker,
    shouldBlockRunning,
    shouldBlockResult,
    realGetTasks,
    attachApplication,
  ],
};
