/**
 * HealthApp sample (a phone step counter: step changes, screen broadcasts, daily
 * totals, calories, altitude and reports): header layout, event types with
 * English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldReader, SourceProfile } from "../heldout-real-logs/model.js";

const standStepChanged: EventType = {
  name: "healthapp/stand-step-changed",
  pattern: /^onStandStepChanged (?<steps>\d+)$/,
  numericFields: ["steps"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged onStandStepChanged ${field("steps")}.`,
      `At ${field("time")}, ${field("component")} reported onStandStepChanged ${field("steps")}.`,
    ],
    chinese: [
      `${field("component")} 记录了 onStandStepChanged，值为 ${field("steps")}。`,
      `${field("date")}-${field("time")}，站立步数变为 ${field("steps")}（onStandStepChanged）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not log onStandStepChanged ${field("steps")}.`,
    chinese: `${field("component")} 没有记录 onStandStepChanged ${field("steps")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} reset the stand step count to ${field("steps")}.`,
    chinese: `${field("component")} 将站立步数重置为 ${field("steps")}。`,
  }),
};

const onExtend: EventType = {
  name: "healthapp/on-extend",
  pattern: /^onExtend:(?<stamp>\d+) (?<first>\d+) (?<second>\d+) (?<third>\d+)$/,
  numericFields: ["stamp", "first"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged onExtend:${field("stamp")} ${field("first")} ${field("second")} ${field("third")}.`,
      `At ${field("time")}, ${field("component")} reported onExtend:${field("stamp")} ${field("first")} ${field("second")} ${field("third")}.`,
    ],
    chinese: [
      `${field("component")} 记录 onExtend:${field("stamp")}，参数为 ${field("first")} ${field("second")} ${field("third")}。`,
      `${field("date")}-${field("time")}，${field("component")} 调用 onExtend，时间戳 ${field("stamp")}，其余值为 ${field("first")}、${field("second")}、${field("third")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not log onExtend:${field("stamp")}.`,
    chinese: `${field("component")} 没有记录 onExtend:${field("stamp")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} cancelled onExtend:${field("stamp")}.`,
    chinese: `${field("component")} 取消了 onExtend:${field("stamp")}。`,
  }),
};

function screenActionInChinese(action: string): string {
  return action === "SCREEN_ON" ? "亮屏" : "灭屏";
}

const onReceive: EventType = {
  name: "healthapp/on-receive-screen",
  pattern:
    /^onReceive action: (?<intent>android\.intent\.action\.(?<screen>SCREEN_ON|SCREEN_OFF))$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged onReceive action: ${field("intent")}.`,
      `At ${field("time")}, the ${field("component")} got onReceive action ${field("intent")}.`,
    ],
    chinese: [
      `${field("component")} 收到了 ${field("intent")} 广播（${screenActionInChinese(field("screen"))}）。`,
      `${field("date")}-${field("time")}，${field("component")} 接收到 ${field("intent")} 动作。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not receive ${field("intent")}.`,
    chinese: `${field("component")} 没有收到 ${field("intent")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} ignored action ${field("intent")}.`,
    chinese: `${field("component")} 忽略了 ${field("intent")} 动作。`,
  }),
};

const handleBroadcast: EventType = {
  name: "healthapp/handle-broadcast-action",
  pattern: /^processHandleBroadcastAction action:(?<intent>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged processHandleBroadcastAction action:${field("intent")}.`,
      `At ${field("time")}, ${field("component")} reported processHandleBroadcastAction for ${field("intent")}.`,
    ],
    chinese: [
      `${field("component")} 处理了广播动作 ${field("intent")}。`,
      `${field("date")}-${field("time")}，${field("component")} 调用 processHandleBroadcastAction 处理 ${field("intent")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not handle ${field("intent")}.`,
    chinese: `${field("component")} 没有处理 ${field("intent")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} dropped broadcast ${field("intent")}.`,
    chinese: `${field("component")} 丢弃了广播 ${field("intent")}。`,
  }),
};

const flushSensor: EventType = {
  name: "healthapp/flush-sensor-data",
  pattern: /^flush sensor data$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged flush sensor data.`,
      `At ${field("time")}, ${field("component")} reported flush sensor data.`,
    ],
    chinese: [
      `${field("component")} 刷新了传感器数据。`,
      `${field("date")}-${field("time")}，${field("component")} 执行了传感器数据刷新（flush sensor data）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not flush sensor data.`,
    chinese: `${field("component")} 没有刷新传感器数据。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} discarded the sensor data.`,
    chinese: `${field("component")} 丢弃了传感器数据。`,
  }),
};

function totals(field: FieldReader["value"]): string {
  return ["day", "steps", "third", "fourth", "fifth", "sixth"]
    .map((name) => field(name))
    .join("##");
}

const TOTALS =
  "(?<day>\\d+)##(?<steps>\\d+)##(?<third>\\d+)##(?<fourth>\\d+)##(?<fifth>\\d+)##(?<sixth>\\d+)";

const getTotalSteps: EventType = {
  name: "healthapp/get-today-total-steps",
  pattern: new RegExp(`^ getTodayTotalDetailSteps = ${TOTALS}$`),
  numericFields: ["steps"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged getTodayTotalDetailSteps = ${totals(field)}.`,
      `At ${field("time")}, ${field("component")} reported getTodayTotalDetailSteps = ${totals(field)}.`,
    ],
    chinese: [
      `${field("component")} 读取了今日总详细步数：${totals(field)}。`,
      `${field("date")}-${field("time")}，getTodayTotalDetailSteps 的值为 ${totals(field)}，其中步数为 ${field("steps")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not log getTodayTotalDetailSteps = ${totals(field)}.`,
    chinese: `${field("component")} 没有读取到今日总步数 ${totals(field)}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} cleared getTodayTotalDetailSteps ${totals(field)}.`,
    chinese: `${field("component")} 清空了今日总步数 ${totals(field)}。`,
  }),
};

const setTotalSteps: EventType = {
  name: "healthapp/set-today-total-steps",
  pattern: new RegExp(`^setTodayTotalDetailSteps=${TOTALS}$`),
  numericFields: ["steps"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged setTodayTotalDetailSteps=${totals(field)}.`,
      `At ${field("time")}, ${field("component")} reported setTodayTotalDetailSteps=${totals(field)}.`,
    ],
    chinese: [
      `${field("component")} 将今日总详细步数设置为 ${totals(field)}。`,
      `${field("date")}-${field("time")}，setTodayTotalDetailSteps 写入 ${totals(field)}，其中步数为 ${field("steps")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not set TodayTotalDetailSteps to ${totals(field)}.`,
    chinese: `${field("component")} 没有设置今日总步数 ${totals(field)}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} failed to set TodayTotalDetailSteps=${totals(field)}.`,
    chinese: `${field("component")} 设置今日总步数 ${totals(field)} 失败。`,
  }),
};

const calories: EventType = {
  name: "healthapp/total-calories",
  pattern: /^calculateCaloriesWithCache totalCalories=(?<calories>\d+)$/,
  numericFields: ["calories"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged calculateCaloriesWithCache totalCalories=${field("calories")}.`,
      `At ${field("time")}, totalCalories=${field("calories")} was logged by ${field("component")}.`,
    ],
    chinese: [
      `${field("component")} 通过缓存计算出总卡路里 totalCalories=${field("calories")}。`,
      `${field("date")}-${field("time")}，总卡路里为 ${field("calories")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not log totalCalories=${field("calories")}.`,
    chinese: `${field("component")} 没有计算出总卡路里 ${field("calories")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} reset totalCalories=${field("calories")}.`,
    chinese: `${field("component")} 重置了总卡路里 ${field("calories")}。`,
  }),
};

const altitude: EventType = {
  name: "healthapp/total-altitude",
  pattern: /^calculateAltitudeWithCache totalAltitude=(?<altitude>\d+)$/,
  numericFields: ["altitude"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged calculateAltitudeWithCache totalAltitude=${field("altitude")}.`,
      `At ${field("time")}, totalAltitude=${field("altitude")} was logged by ${field("component")}.`,
    ],
    chinese: [
      `${field("component")} 通过缓存计算出总海拔 totalAltitude=${field("altitude")}。`,
      `${field("date")}-${field("time")}，总海拔为 ${field("altitude")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not log totalAltitude=${field("altitude")}.`,
    chinese: `${field("component")} 没有计算出总海拔 ${field("altitude")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} reset totalAltitude=${field("altitude")}.`,
    chinese: `${field("component")} 重置了总海拔 ${field("altitude")}。`,
  }),
};

const report: EventType = {
  name: "healthapp/report",
  pattern: /^REPORT : (?<first>\d+) (?<second>\d+) (?<third>\d+) (?<fourth>\d+)$/,
  numericFields: ["first", "second", "third"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged REPORT : ${field("first")} ${field("second")} ${field("third")} ${field("fourth")}.`,
      `At ${field("time")}, ${field("component")} reported ${field("first")} ${field("second")} ${field("third")} ${field("fourth")}.`,
    ],
    chinese: [
      `${field("component")} 上报 REPORT：${field("first")} ${field("second")} ${field("third")} ${field("fourth")}。`,
      `${field("date")}-${field("time")}，${field("component")} 生成报告，数值为 ${field("first")}、${field("second")}、${field("third")}、${field("fourth")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} did not log REPORT : ${field("first")} ${field("second")} ${field("third")} ${field("fourth")}.`,
    chinese: `${field("component")} 没有上报 ${field("first")} ${field("second")} ${field("third")} ${field("fourth")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} failed to send REPORT ${field("first")} ${field("second")} ${field("third")} ${field("fourth")}.`,
    chinese: `${field("component")} 发送报告 ${field("first")} ${field("second")} ${field("third")} ${field("fourth")} 失败。`,
  }),
};

const screenOn: EventType = {
  name: "healthapp/is-screen-on",
  pattern: /^isScreenOn true$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged isScreenOn true.`,
      `At ${field("time")}, ${field("component")} reported isScreenOn true.`,
    ],
    chinese: [
      `${field("component")} 检测到屏幕处于亮屏状态（isScreenOn true）。`,
      `${field("date")}-${field("time")}，isScreenOn 为 true。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("component")} logged isScreenOn false.`,
    chinese: `${field("component")} 检测到屏幕未亮（isScreenOn false）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} turned the screen off.`,
    chinese: `${field("component")} 关闭了屏幕。`,
  }),
};

const screenUnknown: EventType = {
  name: "healthapp/screen-status-unknown",
  pattern: /^screen status unknown,think screen on$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged screen status unknown, think screen on.`,
      `At ${field("time")}, the screen status was unknown and ${field("component")} thinks the screen is on.`,
    ],
    chinese: [
      `${field("component")} 报告屏幕状态未知，认为屏幕是亮的。`,
      `${field("date")}-${field("time")}，屏幕状态未知，按亮屏处理。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The screen status was known to ${field("component")}.`,
    chinese: `${field("component")} 已知屏幕状态。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} reported the screen is off.`,
    chinese: `${field("component")} 报告屏幕已关闭。`,
  }),
};

export const healthAppProfile: SourceProfile = {
  source: "HealthApp",
  fileName: "HealthApp_2k.log",
  header:
    /^(?<date>\d{8})-(?<time>\d\d:\d\d:\d\d:\d+)\|(?<component>\w+)\|(?<pid>\d+)\|(?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")}-${field("time")}`,
  questionsEnglish: [
    "What did the health app log at {time}?",
    "Was the step counter working normally around {time}?",
    "What did the step counter record at {time}?",
  ],
  questionsChinese: [
    "健康应用在 {time} 记录了什么？",
    "{time} 前后计步器工作正常吗？",
    "{time} 时计步器记录了什么？",
  ],
  causes: [
    {
      english: "because the step sensor had been recalibrated",
      chinese: "原因是计步传感器被重新校准",
    },
    { english: "because the phone was in power saving mode", chinese: "原因是手机处于省电模式" },
    {
      english: "due to a stale cache in the step database",
      chinese: "原因是步数数据库中的缓存过期",
    },
  ],
  additions: [
    { english: "and the data was then synced to the cloud", chinese: "并且数据随后被同步到云端" },
    {
      english: "and the user got a daily goal notification",
      chinese: "并且用户收到了每日目标通知",
    },
    { english: "and the app crashed shortly afterwards", chinese: "并且应用随后很快崩溃" },
  ],
  events: [
    standStepChanged,
    onExtend,
    onReceive,
    handleBroadcast,
    flushSensor,
    getTotalSteps,
    setTotalSteps,
    calories,
    altitude,
    report,
    screenOn,
    screenUnknown,
  ],
};
