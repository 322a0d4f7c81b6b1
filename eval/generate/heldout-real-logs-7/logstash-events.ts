/**
 * Logstash logs: three plain-text records (a module being initialised, October 2017; a slow
 * event in a sleep filter, October 2017; an Elasticsearch output hitting a retryable error,
 * November 2019) and three JSON records of Logstash 6.5.1 (January 2019: pipelines running,
 * the main pipeline terminated, the API endpoint started on port 9600): header layouts, event
 * types with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";

const initializingModule: EventType = {
  name: "logstash/initializing-module",
  pattern:
    /^Initializing module \{:module_name=>"(?<module>\w+)", :directory=>"(?<directory>[^"]+)"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Initializing module ${field("module")}, directory ${field("directory")}.`,
      `At ${field("timestamp")}, ${field("logger")} logged initializing module ${field("module")} (${field("directory")}).`,
    ],
    chinese: [
      `${field("timestamp")}，logstash 开始初始化模块 ${field("module")}，目录为 ${field("directory")}。`,
      `${field("logger")} 正在初始化 ${field("module")} 模块（${field("directory")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Module ${field("module")} was not initialized.`,
    chinese: `模块 ${field("module")} 没有被初始化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Module ${field("module")} failed to load because ${field("directory")} was missing.`,
    chinese: `模块 ${field("module")} 加载失败，目录 ${field("directory")} 不存在。`,
  }),
};

const retryableError: EventType = {
  name: "logstash/retryable-error",
  pattern: /^Encountered a retryable error\. Will Retry with exponential backoff\.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} encountered a retryable error and will retry with exponential backoff.`,
      `At ${field("timestamp")}, ${field("logger")} [${field("pipeline")}] logged an ${field("level")}: encountered a retryable error, will retry with exponential backoff.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("logger")}（${field("pipeline")}）遇到可重试的错误，将以指数退避方式重试。`,
      `${field("pipeline")} 管道的 elasticsearch 输出报 ${field("level")}：遇到了一个可重试错误，会用指数退避重试。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("logger")} encountered no error.`,
    chinese: `${field("logger")} 没有遇到任何错误。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("logger")} gave up after the maximum number of retries and dropped the batch.`,
    chinese: `${field("logger")} 达到最大重试次数后放弃，丢弃了这批数据。`,
  }),
};

const slowEvent: EventType = {
  name: "logstash/slowlog-event-processing-time",
  pattern:
    /^event processing time \{:plugin_params=>\{"time"=>(?<sleep>\d+), "id"=>"(?<id>[0-9a-f]+)"\}, :took_in_nanos=>(?<nanos>\d+), :took_in_millis=>(?<millis>\d+), :event=>"(?<event>.*)"\}$/,
  numericFields: ["millis", "nanos", "sleep"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Event processing time in ${field("logger")}: took ${field("millis")} millis (${field("nanos")} nanos).`,
      `At ${field("timestamp")}, ${field("logger")} logged ${field("level")} event processing time: it took ${field("millis")} millis.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("logger")} 处理一个事件耗时 ${field("millis")} 毫秒（${field("nanos")} 纳秒）。`,
      `sleep 过滤器这次处理事件花了 ${field("millis")} 毫秒，插件参数 time 为 ${field("sleep")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The event did not take long to process in ${field("logger")}.`,
    chinese: `${field("logger")} 处理这个事件并没有花多少时间。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("logger")} dropped the event after a ${field("millis")} ms timeout.`,
    chinese: `${field("logger")} 在 ${field("millis")} 毫秒超时后丢弃了这个事件。`,
  }),
};

const pipelinesRunning: EventType = {
  name: "logstash/pipelines-running",
  pattern:
    /^"message":"Pipelines running","count":(?<count>\d+),"running_pipelines":\[.*"running_pipelines":"\[:(?<pipeline>\w+)\]","non_running_pipelines":\[\]\}+\]\}\}$/,
  numericFields: ["count"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Pipelines running: count ${field("count")}, running_pipelines [:${field("pipeline")}].`,
      `At ${field("timeMillis")}, ${field("logger")} logged pipelines running with count ${field("count")}.`,
    ],
    chinese: [
      `${field("logger")} 报告有 ${field("count")} 个管道在运行：${field("pipeline")}。`,
      `${field("timeMillis")}，Logstash 正在运行的管道是 [:${field("pipeline")}]，non_running_pipelines 为空。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No pipelines were running.",
    chinese: "没有任何管道在运行。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Pipeline ${field("pipeline")} failed to start.`,
    chinese: `管道 ${field("pipeline")} 启动失败了。`,
  }),
};

const pipelineTerminated: EventType = {
  name: "logstash/pipeline-terminated",
  pattern:
    /^"message":"Pipeline has terminated","pipeline_id":"(?<pipeline>\w+)","thread":"(?<rubyThread>[^"]+)"\}\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Pipeline ${field("pipeline")} has terminated (thread ${field("thread")}).`,
      `At ${field("timeMillis")}, ${field("logger")} logged that pipeline_id ${field("pipeline")} has terminated.`,
    ],
    chinese: [
      `管道 ${field("pipeline")} 已经终止（线程 ${field("thread")}）。`,
      `${field("timeMillis")}，${field("logger")} 报告 ${field("pipeline")} 管道终止了。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Pipeline ${field("pipeline")} was still running.`,
    chinese: `管道 ${field("pipeline")} 还在运行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Pipeline ${field("pipeline")} crashed with an exception.`,
    chinese: `管道 ${field("pipeline")} 因为异常崩溃了。`,
  }),
};

const apiEndpoint: EventType = {
  name: "logstash/api-endpoint-started",
  pattern: /^"message":"Successfully started Logstash API endpoint","port":(?<port>\d+)\}\}$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Successfully started Logstash API endpoint on port ${field("port")}.`,
      `At ${field("timeMillis")}, ${field("logger")} (${field("thread")}) started the Logstash API endpoint, port ${field("port")}.`,
    ],
    chinese: [
      `Logstash API endpoint 已在 ${field("port")} 端口成功启动。`,
      `${field("timeMillis")}，${field("thread")} 线程启动了 Logstash API endpoint，端口 ${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The Logstash API endpoint did not start.",
    chinese: "Logstash API endpoint 没有启动。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The Logstash API endpoint failed to bind port ${field("port")}.`,
    chinese: `Logstash API endpoint 绑定 ${field("port")} 端口失败。`,
  }),
};

const questionsEnglish = [
  "What did Logstash log around {time}?",
  "Were Logstash pipelines healthy at {time}?",
  "Did Logstash have trouble shipping events around {time}?",
];
const questionsChinese = [
  "{time} 前后 Logstash 记录了什么？",
  "{time} 时 Logstash 的管道是否正常？",
  "{time} 左右 Logstash 发送事件有没有出问题？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the Elasticsearch cluster was red",
    chinese: "原因是 Elasticsearch 集群处于 red 状态",
  },
  {
    english: "due to a full persistent queue",
    chinese: "原因是持久化队列满了",
  },
  {
    english: "because the JVM heap was exhausted",
    chinese: "原因是 JVM 堆内存耗尽",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and 1200 events were dropped",
    chinese: "并且丢弃了 1200 个事件",
  },
  {
    english: "and the pipeline was reloaded a minute later",
    chinese: "并且管道在一分钟后被重新加载",
  },
  {
    english: "and Logstash restarted right after",
    chinese: "随后 Logstash 立即重启了",
  },
];

const plainHeader =
  /^\[(?<timestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d,\d{3})\]\[(?<level>[A-Z]+) ?\]\[(?<logger>[^\]]+)\](?:\[(?<pipeline>[^\]]+)\])? (?<message>.*)$/;

const plain = {
  header: plainHeader,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [initializingModule, retryableError, slowEvent],
} as const;

export const logstashPlainProfile: SourceProfile = {
  ...plain,
  source: "LogstashPlain",
  fileName: "logstash-plain.log",
};

export const logstashPlain74Profile: SourceProfile = {
  ...plain,
  source: "LogstashPlain74",
  fileName: "logstash-plain-7.4.log",
};

export const logstashSlowlogProfile: SourceProfile = {
  ...plain,
  source: "LogstashSlowlog",
  fileName: "logstash-slowlog-plain.log",
};

export const logstashJsonProfile: SourceProfile = {
  source: "LogstashJson",
  fileName: "logstash-json.log",
  header:
    /^\{"level":"(?<level>[A-Z]+)","loggerName":"(?<logger>[^"]+)","timeMillis":(?<timeMillis>\d+),"thread":"(?<thread>[^"]+)","logEvent":\{(?<message>"message":.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timeMillis"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [pipelinesRunning, pipelineTerminated, apiEndpoint],
};
