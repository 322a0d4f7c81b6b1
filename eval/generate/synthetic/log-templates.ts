/**
 * `query_logs` records in English: Java logback lines (HikariCP, resilience4j, G1 GC, socket
 * timeouts), Go logfmt, Nginx access and error lines, each with the statements that restate
 * it faithfully and the contrary statements fabrications use.
 */
import {
  clientClassName,
  HTTP_METHODS,
  PAGE_PATHS,
  pickAddress,
  pickConsumerGroup,
  pickMoment,
  pickPool,
  pickRequestThread,
  serviceStem,
  USER_AGENTS,
} from "./entities.js";
import {
  count,
  duration,
  entity,
  genericRemediations,
  literal,
  makeRecord,
  merged,
  quantity,
  ratio,
  relying,
  statusCode,
} from "./record-kit.js";
import {
  breakerTransition,
  clock,
  logTemplate,
  poolFigures,
  serviceFor,
  upstreamOf,
} from "./template-helpers.js";
import type { RecordTemplate } from "./types.js";

const hikariTimeout = logTemplate(
  { id: "log/hikari-timeout", language: "en", topic: "pool" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const moment = pickMoment(random);
    const pool = pickPool(random);
    const timeout = random.pick([30000, 30000, 10000, 5000, 20000, 60000, 3000]);
    const { total, waiting } = poolFigures(random);
    const notAvailable = "Connection is not available";
    return makeRecord(meta, {
      text: `${moment.iso} ERROR ${service} [${pickRequestThread(random)}] com.zaxxer.hikari.pool.HikariPool - ${pool} - Connection is not available, request timed out after ${timeout}ms (total=${total}, active=${total}, idle=0, waiting=${waiting})`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `ERROR ${service}`),
        time: clock(moment),
        pool: literal(`${pool} - Connection`, pool),
        timeout: duration(timeout, "ms", `request timed out after ${timeout}ms`),
        total: count(total, `total=${total}`),
        active: count(total, `active=${total}`),
        idle: count(0, "idle=0"),
        waiting: count(waiting, `waiting=${waiting}`),
      },
      patterns: {
        en: [
          relying(
            "{service} logged {pool} - Connection is not available, request timed out after {timeout}",
            notAvailable,
          ),
          relying(
            "Connection is not available in {pool} of {service}; request timed out after {timeout}",
            notAvailable,
          ),
          "{service} {pool} request timed out after {timeout} with active {active}, idle {idle} and waiting {waiting}",
          relying(
            "At {time}, {service} logged an ERROR: {pool} request timed out with total {total}, active {active} and {waiting} waiting",
            "request timed out",
          ),
        ],
        zh: [
          relying("{service} 的 {pool} 连接不可用，请求在 {timeout} 后超时", notAvailable),
          "{service} 记录了 {pool} 请求超时 ({timeout})，total {total}，活跃 {active}，空闲 {idle}，等待 {waiting}",
          relying(
            "{pool} 连接不可用，活跃连接 {active}，等待 {waiting}，请求 {timeout} 后超时",
            notAvailable,
          ),
          relying(
            "{time} {service} 出现 ERROR：{pool} 请求超时，等待 {waiting}",
            "request timed out",
          ),
        ],
      },
      droppedNegations: {
        en: [
          relying(
            "{pool} of {service}: connection is available, request timed out after {timeout}",
            notAvailable,
          ),
          relying("Connection is available in {pool} of {service}", notAvailable),
        ],
        zh: [
          relying("{service} 的 {pool} 有可用连接", notAvailable),
          relying("{pool} 连接可用，请求在 {timeout} 后超时", notAvailable),
        ],
      },
      negations: {
        en: [
          "{service} {pool} request did not time out after {timeout}",
          "No request of {service} timed out in {pool}",
        ],
        zh: ["{service} 的 {pool} 请求没有超时", "{pool} 未出现请求超时，等待 {waiting}"],
      },
      antonyms: {
        en: [
          "{service} {pool} request succeeded after {timeout}",
          "{pool} of {service} acquired a connection, active {active}",
        ],
        zh: ["{service} 的 {pool} 请求在 {timeout} 内成功", "{pool} 成功获取连接，活跃 {active}"],
      },
      swaps: [
        ["active", "waiting"],
        ["idle", "waiting"],
      ],
      remediations: merged(genericRemediations("{service}"), {
        en: [
          "raise maximumPoolSize of {pool} to 200",
          "{pool} needs a restart",
          "increase connectionTimeout to 60s",
        ],
        zh: [
          "需要重启 {pool}",
          "应将 maximumPoolSize 调大到 200",
          "建议把 connectionTimeout 调到 60 秒",
        ],
      }),
    });
  },
);

const hikariStats = logTemplate(
  { id: "log/hikari-stats", language: "en", topic: "pool" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const moment = pickMoment(random);
    const pool = pickPool(random);
    const { total, waiting } = poolFigures(random);
    const idle = random.chance(0.6) ? 0 : random.int(1, Math.max(1, Math.floor(total / 5)));
    const active = total - idle;
    const safeWaiting = waiting === active || waiting === idle ? waiting + 3 : waiting;
    return makeRecord(meta, {
      text: `${moment.iso} DEBUG ${service} [${pool} housekeeper] com.zaxxer.hikari.pool.HikariPool - ${pool} - Pool stats (total=${total}, active=${active}, idle=${idle}, waiting=${safeWaiting})`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `DEBUG ${service}`),
        time: clock(moment),
        pool: literal(`${pool} - Pool stats`, pool),
        total: count(total, `total=${total}`),
        active: count(active, `active=${active}`),
        idle: count(idle, `idle=${idle}`),
        waiting: count(safeWaiting, `waiting=${safeWaiting}`),
      },
      patterns: {
        en: [
          "{pool} of {service} pool stats: total {total}, active {active}, idle {idle}, waiting {waiting}",
          "{service} {pool} has {waiting} waiting with active {active} and idle {idle}",
          "At {time}, {pool} stats of {service} logged total {total} and waiting {waiting}",
        ],
        zh: [
          "{service} 的 {pool} 连接池统计：总数 {total}，活跃 {active}，空闲 {idle}，等待 {waiting}",
          "{service} 的 {pool} 等待 {waiting}，活跃 {active}",
        ],
      },
      negations: {
        en: ["{service} {pool} has nothing waiting", "No thread of {service} is waiting in {pool}"],
        zh: ["{service} 的 {pool} 没有等待", "{pool} 无等待线程，活跃 {active}"],
      },
      swaps: [
        ["active", "waiting"],
        ["idle", "waiting"],
      ],
      remediations: merged(genericRemediations("{service}"), {
        en: ["raise maximumPoolSize of {pool} to 200"],
        zh: ["应将 {pool} 的 maximumPoolSize 调大到 200"],
      }),
    });
  },
);

const circuitBreaker = logTemplate(
  { id: "log/circuit-breaker", language: "en", topic: "circuit" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const target = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const [from, to] = breakerTransition(random);
    return makeRecord(meta, {
      text: `${moment.iso} WARN ${service} [${pickRequestThread(random)}] i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker '${target}' changed state from ${from} to ${to}`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `WARN ${service}`),
        target: entity("service", target, `CircuitBreaker '${target}'`),
        time: clock(moment),
        from: literal(`from ${from}`, from),
        to: literal(`to ${to}`, to),
      },
      patterns: {
        en: [
          "{service} logged CircuitBreaker '{target}' changed state from {from} to {to}",
          "The CircuitBreaker '{target}' in {service} changed state from {from} to {to}",
          "At {time}, CircuitBreaker {target} of {service} changed from {from} to {to}",
        ],
        zh: [
          "{service} 的熔断器 '{target}' 状态从 {from} 变为 {to}",
          "{time} {service} 记录 CircuitBreaker '{target}' 从 {from} 变为 {to}",
          "{service} 日志显示 CircuitBreaker '{target}' 状态从 {from} 变为 {to}",
        ],
      },
      antonyms: {
        en: [
          "{service} logged CircuitBreaker '{target}' changed state from {to} to {from}",
          "The CircuitBreaker '{target}' in {service} changed state from {to} to {from}",
        ],
        zh: [
          "{service} 的熔断器 '{target}' 状态从 {to} 变为 {from}",
          "{service} 记录 CircuitBreaker '{target}' 从 {to} 变为 {from}",
        ],
      },
      negations: {
        en: [
          "CircuitBreaker '{target}' of {service} never changed state",
          "CircuitBreaker '{target}' of {service} did not change to {to}",
        ],
        zh: [
          "{service} 的熔断器 '{target}' 没有变为 {to}",
          "{service} 的熔断器 '{target}' 状态未变化",
        ],
      },
      swaps: [["service", "target"]],
      remediations: merged(genericRemediations("{target}"), {
        en: ["force CircuitBreaker '{target}' back to CLOSED"],
        zh: ["需要手动将熔断器 '{target}' 重置为 CLOSED"],
      }),
    });
  },
);

const gcPause = logTemplate(
  { id: "log/gc-pause", language: "en", topic: "gc" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const moment = pickMoment(random);
    const heap = random.pick([2048, 4096, 8192]);
    const before = heap - random.int(10, 300);
    const after = before - random.int(20, 400);
    const gcNumber = random.int(40, 9000);
    const inSeconds = random.chance(0.5);
    const pauseValue = inSeconds ? random.int(11, 99) / 10 : random.int(1100, 9900);
    const pauseText = inSeconds ? `${pauseValue.toFixed(1)}s` : `${pauseValue}ms`;
    const pauseFull = "Pause Full (G1 Evacuation Pause)";
    return makeRecord(meta, {
      text: `${moment.iso} WARN ${service} [gc] GC(${gcNumber}) Pause Full (G1 Evacuation Pause) ${before}M->${after}M(${heap}M) ${pauseText}`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `WARN ${service}`),
        time: clock(moment),
        gc: literal(`GC(${gcNumber})`),
        pause: inSeconds
          ? duration(pauseValue, "s", `M) ${pauseText}`, 1)
          : duration(pauseValue, "ms", `M) ${pauseText}`),
      },
      patterns: {
        en: [
          relying("{service} logged Pause Full (G1 Evacuation Pause) of {pause}", pauseFull),
          relying("{service} has a G1 Evacuation Pause Full GC pause of {pause}", pauseFull),
          relying(
            "{gc} of {service} is a Pause Full (G1 Evacuation Pause) with {pause}",
            pauseFull,
          ),
        ],
        zh: [
          relying("{service} 出现 Pause Full (G1 Evacuation Pause)，停顿 {pause}", pauseFull),
          relying("{service} 的 {gc} 为 Full GC 停顿 {pause}", pauseFull),
        ],
      },
      negations: {
        en: ["{service} has no Full GC pause", "{service} never paused for {pause}"],
        zh: ["{service} 没有出现 Full GC 停顿", "{service} 未发生 {pause} 的 GC 停顿"],
      },
      remediations: merged(genericRemediations("{service}"), {
        en: ["raise the heap of {service} to 16g"],
        zh: ["建议把 {service} 的堆内存调大到 16g"],
      }),
    });
  },
);

const socketTimeout = logTemplate(
  { id: "log/socket-timeout", language: "en", topic: "timeout" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const target = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const timeout = random.pick([1000, 2000, 3000, 5000, 8000, 10000, 15000]);
    const exception = "java.net.SocketTimeoutException: Read timed out";
    return makeRecord(meta, {
      text: `${moment.iso} ERROR ${service} [${pickRequestThread(random)}] c.e.${serviceStem(service).replace(/-/g, "")}.${clientClassName(target)} - Call to ${target} failed after ${timeout}ms: ${exception}`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `ERROR ${service}`),
        target: entity("service", target, `Call to ${target}`),
        time: clock(moment),
        timeout: duration(timeout, "ms", `after ${timeout}ms`),
      },
      patterns: {
        en: [
          relying(
            "{service} logged java.net.SocketTimeoutException: Read timed out in the call to {target}",
            exception,
          ),
          relying(
            "{service} call to {target} failed after {timeout}: read timed out",
            "Read timed out",
          ),
          relying(
            "{service} got SocketTimeoutException calling {target} after {timeout}",
            "SocketTimeoutException",
          ),
        ],
        zh: [
          relying("{service} 调用 {target} 失败，{timeout} 后读取超时", "Read timed out"),
          relying("{service} 记录 SocketTimeoutException：调用 {target} 读取超时", exception),
          relying(
            "{service} 调用 {target} 在 {timeout} 后失败 (SocketTimeoutException)",
            "SocketTimeoutException",
          ),
        ],
      },
      negations: {
        en: [
          "{service} call to {target} did not time out",
          "{service} had no timeout calling {target}",
        ],
        zh: ["{service} 调用 {target} 没有超时", "{service} 调用 {target} 未失败"],
      },
      antonyms: {
        en: ["{service} call to {target} succeeded after {timeout}"],
        zh: ["{service} 调用 {target} 成功，耗时 {timeout}"],
      },
      swaps: [["service", "target"]],
      remediations: merged(genericRemediations("{target}"), {
        en: ["raise the read timeout of {service} to 30s"],
        zh: ["建议将 {service} 的读取超时调大到 30 秒"],
      }),
    });
  },
);

const goUpstream = logTemplate(
  { id: "log/go-upstream", language: "en", topic: "upstream" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const upstream = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const status = random.pick([500, 502, 503, 503, 504]);
    const latency = random.int(120, 9800);
    const failed = "upstream request failed";
    return makeRecord(meta, {
      text: `time="${moment.iso}" level=error msg="upstream request failed" service=${service} upstream=${upstream} status=${status} latency_ms=${latency}`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `service=${service}`),
        upstream: entity("service", upstream, `upstream=${upstream}`),
        time: clock(moment),
        status: statusCode(status, `status=${status}`),
        latency: quantity(latency, `latency_ms=${latency}`, {
          kind: "duration",
          unit: "ms",
          enSuffix: " ms",
          zhSuffix: "ms",
        }),
      },
      patterns: {
        en: [
          relying(
            "{service} logged upstream request failed: upstream {upstream}, status {status}, latency {latency}",
            failed,
          ),
          relying(
            "The upstream request of {service} failed with status {status}, upstream {upstream}",
            failed,
          ),
          relying(
            "{service} calls {upstream} and the upstream request failed with status {status} and latency {latency}",
            failed,
          ),
        ],
        zh: [
          relying("{service} 调用上游 {upstream} 失败，状态码 {status}，延迟 {latency}", failed),
          relying(
            "日志显示 {service} 的上游请求失败 (upstream={upstream}, status={status})",
            failed,
          ),
          relying("{service} 上游请求失败，上游 {upstream}，状态码 {status}", failed),
        ],
      },
      negations: {
        en: [
          "The upstream request of {service} did not fail",
          "{service} had no failed upstream request to {upstream}",
        ],
        zh: ["{service} 调用上游 {upstream} 没有失败", "{service} 的上游请求未失败"],
      },
      antonyms: {
        en: ["{service} upstream request succeeded with status {status}, upstream {upstream}"],
        zh: ["{service} 调用上游 {upstream} 成功，状态码 {status}"],
      },
      swaps: [["service", "upstream"]],
      remediations: genericRemediations("{upstream}"),
    });
  },
);

const nginxAccess = logTemplate(
  { id: "log/nginx-access", language: "en", topic: "gateway" },
  true,
  (random, options, meta) => {
    const upstream = serviceFor(random, options);
    const moment = pickMoment(random);
    const client = pickAddress(random);
    const method = random.pick(HTTP_METHODS);
    const path = random.pick(PAGE_PATHS);
    const status = random.pick([499, 500, 502, 503, 504, 504]);
    const requestTime =
      status === 504
        ? random.pick([30, 60, 10]) + random.int(1, 9) / 1000
        : random.int(5, 9000) / 1000;
    const bytes = random.int(150, 600);
    const request = `${method} ${path} HTTP/1.1`;
    return makeRecord(meta, {
      text: `${client} - - [${moment.nginxAccess}] "${request}" ${status} ${bytes} "-" "${random.pick(USER_AGENTS)}" request_time=${requestTime.toFixed(3)} upstream=${upstream}:8080`,
      subjectField: "upstream",
      service: upstream,
      fields: {
        client: entity("address", client, `${client} - -`),
        time: clock(moment),
        request: literal(request, `${method} ${path}`),
        status: statusCode(status, `${request}" ${status}`),
        requestTime: quantity(requestTime, `request_time=${requestTime.toFixed(3)}`, {
          kind: "decimal",
          decimals: 3,
        }),
        upstream: entity("service", upstream, `upstream=${upstream}`),
      },
      patterns: {
        en: [
          "{request} got {status}, request_time {requestTime}, upstream {upstream}",
          "{client} got {status} in {request} with upstream {upstream}",
          "At {time}, {request} got {status} with request_time {requestTime}",
        ],
        zh: [
          "{client} 请求 {request}，{status}，request_time {requestTime}，upstream {upstream}",
          "{time} 的 {request} 请求 {status}，上游 {upstream}",
        ],
      },
      negations: {
        en: ["{request} with upstream {upstream} got no error"],
        zh: ["{request} 请求上游 {upstream} 没有出错"],
      },
      swaps: [],
      remediations: genericRemediations("{upstream}"),
    });
  },
);

const nginxError = logTemplate(
  { id: "log/nginx-error", language: "en", topic: "gateway" },
  false,
  (random, _options, meta) => {
    const moment = pickMoment(random);
    const worker = random.int(7, 64);
    const connection = random.int(1000, 990000);
    const client = pickAddress(random);
    const upstreamAddress = pickAddress(random);
    const method = random.pick(HTTP_METHODS);
    const path = random.pick(PAGE_PATHS);
    const server = random.pick(["api.shop.example", "gateway.internal", "edge.example.net"]);
    const url = `http://${upstreamAddress}:8080${path}`;
    const timedOut = "upstream timed out (110: Connection timed out) while reading response header";
    return makeRecord(meta, {
      text: `${moment.nginxError} [error] ${worker}#${worker}: *${connection} ${timedOut} from upstream, client: ${client}, server: ${server}, request: "${method} ${path} HTTP/1.1", upstream: "${url}"`,
      subjectField: "url",
      service: null,
      fields: {
        url: entity("address", url, `"${url}"`),
        client: entity("address", client, `client: ${client}`),
        time: clock(moment),
        request: literal(`${method} ${path} HTTP/1.1`, `${method} ${path}`),
      },
      patterns: {
        en: [
          relying(
            "Upstream {url} timed out (110: Connection timed out) while reading response header",
            timedOut,
          ),
          relying(
            "{request} of client {client} got upstream timed out while reading response header from upstream {url}",
            timedOut,
          ),
          relying("Connection timed out with upstream {url} at {time}", timedOut),
        ],
        zh: [
          relying("上游 {url} 读取响应头超时 (110: Connection timed out)", timedOut),
          relying("客户端 {client} 的请求 {request} 上游超时，upstream {url}", timedOut),
        ],
      },
      negations: {
        en: ["Upstream {url} did not time out"],
        zh: ["上游 {url} 没有超时"],
      },
      antonyms: {
        en: ["Upstream {url} responded in time to {request}"],
        zh: ["上游 {url} 及时返回了响应头"],
      },
    });
  },
);

const kafkaLagLog = logTemplate(
  { id: "log/kafka-lag", language: "en", topic: "kafka" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const moment = pickMoment(random);
    const group = pickConsumerGroup(random, service);
    const partition = random.int(0, 47);
    const from = random.chance(0.5) ? random.int(1, 40) * 100 : random.int(100, 9000);
    const to = from + (random.chance(0.5) ? random.int(2, 90) * 1000 : random.int(5000, 90000));
    const increased = "consumer lag increased";
    return makeRecord(meta, {
      text: `time="${moment.iso}" level=warn msg="consumer lag increased" service=${service} group=${group} partition=${partition} lag_from=${from} lag_to=${to}`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `service=${service}`),
        group: entity("group", group, `group=${group}`),
        time: clock(moment),
        partition: quantity(partition, `partition=${partition}`, { kind: "decimal" }),
        from: count(from, `lag_from=${from}`),
        to: count(to, `lag_to=${to}`),
      },
      patterns: {
        en: [
          relying(
            "{service} logged consumer lag increased from {from} to {to} in group {group}",
            increased,
          ),
          relying(
            "Consumer lag of group {group} increased from {from} to {to}, partition {partition}",
            increased,
          ),
        ],
        zh: [
          relying(
            "{service} 消费者组 {group} 分区 {partition} 积压从 {from} 上升到 {to}",
            increased,
          ),
          relying("日志显示 {group} 的消费积压从 {from} 上升到 {to}", increased),
        ],
      },
      antonyms: {
        en: [
          relying(
            "{service} logged consumer lag decreased from {from} to {to} in group {group}",
            increased,
          ),
        ],
        zh: [relying("{service} 消费者组 {group} 积压从 {from} 下降到 {to}", increased)],
      },
      negations: {
        en: [relying("Consumer lag of group {group} did not increase", increased)],
        zh: [relying("{group} 的积压没有上升", increased)],
      },
      swaps: [["from", "to"]],
      remediations: merged(genericRemediations("{service}"), {
        en: ["add 4 consumers to {group}"],
        zh: ["需要为 {group} 增加 4 个消费者"],
      }),
    });
  },
);

const noHealthyUpstream = logTemplate(
  { id: "log/no-healthy-upstream", language: "en", topic: "upstream" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const target = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const size = random.int(2, 12);
    const route = random.pick(PAGE_PATHS);
    const none = "no healthy upstream";
    return makeRecord(meta, {
      text: `time="${moment.iso}" level=error msg="no healthy upstream" service=${service} cluster=${target} healthy=0/${size} route=${route}`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `service=${service}`),
        target: entity("service", target, `cluster=${target}`),
        time: clock(moment),
        healthy: ratio(0, size, `healthy=0/${size}`),
        route: literal(`route=${route}`, route),
      },
      patterns: {
        en: [
          relying(
            "{service} logged no healthy upstream in cluster {target}, healthy {healthy}",
            none,
          ),
          relying("{service} has no healthy upstream: cluster {target}, route {route}", none),
          relying("At {time}, {service} logged no healthy upstream with cluster {target}", none),
        ],
        zh: [
          relying("{service} 日志显示集群 {target} 没有健康的上游，healthy {healthy}", none),
          relying("{service} 的路由 {route} 没有健康的上游 (cluster={target})", none),
        ],
      },
      droppedNegations: {
        en: [
          relying("{service} has a healthy upstream in cluster {target}", none),
          relying("Cluster {target} of {service} has healthy upstreams, route {route}", none),
        ],
        zh: [
          relying("{service} 的集群 {target} 有健康的上游", none),
          relying("{service} 的路由 {route} 上游健康 (cluster={target})", none),
        ],
      },
      swaps: [["service", "target"]],
      remediations: genericRemediations("{target}"),
    });
  },
);

export const LOG_TEMPLATES: readonly RecordTemplate[] = [
  hikariTimeout,
  hikariStats,
  circuitBreaker,
  gcPause,
  socketTimeout,
  goUpstream,
  nginxAccess,
  nginxError,
  kafkaLagLog,
  noHealthyUpstream,
];
