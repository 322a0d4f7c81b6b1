/**
 * English log templates: Java, Go, Python, nginx, Envoy, Traefik, HAProxy, systemd, kubelet,
 * PostgreSQL, Elasticsearch and etcd lines, each returning the record text and the facts it
 * states, with claim phrasings.
 */
import {
  defineTemplate,
  keyValue,
  proseNumber,
  ratioFact,
  serviceSubject,
  statement,
  subject,
} from "./facts.js";
import {
  elasticTime,
  isoSeconds,
  isoTime,
  klogTime,
  nginxTime,
  postgresTime,
  pythonTime,
  syslogTime,
} from "./profiles.js";
import { count, formatNumber, quantity, roundTo, suffixed } from "./quantities.js";
import type { Template } from "./types.js";

const plain = (value: number): string => formatNumber(value);
const gigabytes = suffixed("gb");
const milliseconds = suffixed("ms");
const seconds = suffixed("s");
const percent = suffixed("%");

const javaRedisLog = defineTemplate(
  {
    id: "java-redis-log",
    tool: "query_logs",
    language: "en",
    domain: "redis",
    subjectKind: "service",
  },
  (random, profile) => {
    const thread = random.integer(1, 64);
    const remote = `${profile.cacheHost}:6379`;
    const serviceSpan = `[${profile.name}]`;
    if (random.chance(0.6)) {
      const timeout = random.pick([500, 1000, 2000, 3000, 5000]);
      const maximum = random.pick([16, 32, 50, 64]);
      const active = random.chance(0.5)
        ? maximum
        : random.integer(Math.floor(maximum / 2), maximum - 1);
      const text = `${isoTime(random)} ERROR 1 --- ${serviceSpan} [http-nio-8080-exec-${thread}] c.${profile.short}.cache.SessionStore : Redis read failed: redis.clients.jedis.exceptions.JedisConnectionException: Read timed out (remote=${remote}, timeout=${timeout}ms, pool_active=${active}, pool_max=${maximum})`;
      return {
        text,
        subject: serviceSubject(profile.name, serviceSpan, false),
        facts: [
          statement(
            "read-failed",
            "Redis read failed",
            ["Redis read failed", "a Redis read failed", "Redis read failure"],
            ["Redis read 失败"],
            {
              negated: {
                en: ["Redis read did not fail", "no Redis read failed"],
                zh: ["Redis read 没有失败", "Redis read 并未失败"],
              },
              antonym: { en: ["Redis read succeeded"], zh: ["Redis read 成功"] },
            },
          ),
          statement(
            "read-timed-out",
            "Read timed out",
            ["Read timed out", "read timeout"],
            ["Read 超时"],
            {
              negated: {
                en: ["Read did not time out", "no read timeout"],
                zh: ["Read 没有超时", "Read 未超时"],
              },
            },
          ),
          statement(
            "remote",
            `remote=${remote}`,
            [`remote=${remote}`, `remote ${remote}`],
            [`remote ${remote}`],
          ),
          keyValue("timeout", quantity(timeout, "ms", "timeout", milliseconds), {
            en: [(value) => `a ${value} timeout`],
            zh: [(value) => `超时 ${value}`],
          }),
          keyValue("pool_active", quantity(active, "count", "pool", plain)),
          keyValue("pool_max", quantity(maximum, "count", "pool", plain)),
          ratioFact(
            "pool",
            [`pool_active=${active}`, `pool_max=${maximum}`],
            { part: active, whole: maximum, style: "keys" },
            [(value) => `pool_active ${value}`],
            [(value) => `pool_active ${value}`],
          ),
        ],
      };
    }
    const retries = count(random, 3, 12);
    const text = `${isoTime(random)} ERROR 1 --- ${serviceSpan} [lettuce-eventExecutorLoop-1-${thread}] o.s.d.r.c.RedisConnectionFailureException : Unable to connect to Redis at ${remote}; retries=${retries}`;
    return {
      text,
      subject: serviceSubject(profile.name, serviceSpan, false),
      facts: [
        statement(
          "unable-to-connect",
          `Unable to connect to Redis at ${remote}`,
          [`Unable to connect to Redis at ${remote}`, `unable to connect to Redis at ${remote}`],
          [`无法连接 Redis ${remote}`],
          {
            dropped: {
              en: [`connected to Redis at ${remote}`, `was able to connect to Redis at ${remote}`],
              zh: [`已连接 Redis ${remote}`, `Redis ${remote} 连接成功`],
            },
          },
        ),
        keyValue("retries", quantity(retries, "count", "retries", plain), {
          en: [(value) => `${value} retries`],
          zh: [(value) => `重试 ${value} 次`],
          negated: { en: ["never retried", "did not retry"], zh: ["没有重试", "未重试"] },
        }),
        statement(
          "exception",
          "RedisConnectionFailureException",
          ["RedisConnectionFailureException"],
          ["RedisConnectionFailureException"],
        ),
      ],
    };
  },
);

const goPublishLog = defineTemplate(
  {
    id: "go-publish-log",
    tool: "query_logs",
    language: "en",
    domain: "queue",
    subjectKind: "service",
  },
  (random, profile) => {
    const maximum = random.integer(5, 10);
    const attempt = random.integer(2, maximum - 1);
    const backoff = random.integer(2, 32) * 100;
    const exchange = `${profile.short}.direct`;
    const broker = `${profile.broker}:5672`;
    const text = `time="${isoSeconds(random)}" level=warning msg="publish failed, retrying" service=${profile.name} broker=${broker} exchange=${exchange} attempt=${attempt} max_attempts=${maximum} backoff=${backoff}ms`;
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts: [
        statement(
          "publish-failed",
          "publish failed",
          ["publish failed", "a publish failed"],
          ["publish 失败"],
          {
            negated: { en: ["publish did not fail"], zh: ["publish 没有失败", "publish 并未失败"] },
            antonym: { en: ["publish succeeded"], zh: ["publish 成功"] },
          },
        ),
        statement("retrying", "retrying", ["retrying"], ["正在重试"], {
          negated: { en: ["not retrying"], zh: ["没有重试"] },
        }),
        statement(
          "broker",
          `broker=${broker}`,
          [`broker=${broker}`, `broker ${broker}`],
          [`broker ${broker}`],
        ),
        statement(
          "exchange",
          `exchange=${exchange}`,
          [`exchange ${exchange}`, `exchange=${exchange}`],
          [`exchange ${exchange}`],
        ),
        keyValue("attempt", quantity(attempt, "count", "attempts", plain)),
        keyValue("max_attempts", quantity(maximum, "count", "attempts", plain)),
        ratioFact(
          "attempt-of",
          [`attempt=${attempt}`, `max_attempts=${maximum}`],
          { part: attempt, whole: maximum, style: "keys" },
          [(value) => `attempt ${value}`],
          [(value) => `attempt ${value}`],
        ),
        keyValue("backoff", quantity(backoff, "ms", "backoff", milliseconds)),
      ],
    };
  },
);

const pythonBulkLog = defineTemplate(
  {
    id: "python-bulk-log",
    tool: "query_logs",
    language: "en",
    domain: "search",
    subjectKind: "service",
  },
  (random, profile) => {
    const total = random.pick([100, 200, 250, 500, 1000]);
    const rejected = count(random, 3, total - 1);
    const index = `${profile.short}-v${random.integer(2, 9)}`;
    const queueSize = random.pick([200, 1000, 10000]);
    const serviceSpan = `[${profile.name}]`;
    const text = `${pythonTime(random)} ERROR ${serviceSpan} indexer.bulk: bulk request failed: ${rejected} of ${total} documents rejected (es_rejected_execution_exception), index=${index}, queue_size=${queueSize}`;
    return {
      text,
      subject: serviceSubject(profile.name, serviceSpan, false),
      facts: [
        statement(
          "bulk-failed",
          "bulk request failed",
          ["bulk request failed", "a bulk request failed"],
          ["bulk 请求失败"],
          {
            negated: { en: ["bulk request did not fail"], zh: ["bulk 请求没有失败"] },
            antonym: { en: ["bulk request succeeded"], zh: ["bulk 请求成功"] },
          },
        ),
        ratioFact(
          "rejected",
          `${rejected} of ${total} documents rejected`,
          { part: rejected, whole: total, style: "of" },
          [(value) => `${value} documents rejected`, (value) => `${value} documents were rejected`],
          [(value) => `${value} documents rejected`, (value) => `${value} 个 documents rejected`],
          { negated: { en: ["no documents rejected"], zh: ["没有 documents rejected"] } },
        ),
        statement(
          "exception",
          "es_rejected_execution_exception",
          ["es_rejected_execution_exception"],
          ["es_rejected_execution_exception"],
        ),
        statement(
          "index",
          `index=${index}`,
          [`index ${index}`, `index=${index}`],
          [`index ${index}`],
        ),
        keyValue("queue_size", quantity(queueSize, "count", "queue", plain)),
      ],
    };
  },
);

const nginxUpstreamLog = defineTemplate(
  {
    id: "nginx-upstream-log",
    tool: "query_logs",
    language: "en",
    domain: "http",
    subjectKind: "server",
  },
  (random, profile) => {
    const worker = random.integer(1000, 9999);
    const connection = random.integer(10000, 999999);
    const client = `10.${random.integer(0, 40)}.${random.integer(0, 250)}.${random.integer(2, 250)}`;
    const method = random.pick(["GET", "POST", "PUT"]);
    const server = `${profile.name}.example.com`;
    const upstream = `http://${profile.address}:8080${profile.route}`;
    const text = `${nginxTime(random)} [error] ${worker}#${worker}: *${connection} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${client}, server: ${server}, request: "${method} ${profile.route} HTTP/1.1", upstream: "${upstream}"`;
    return {
      text,
      subject: subject(
        server,
        "server",
        `server: ${server}`,
        [server, `server ${server}`],
        [server, `server ${server}`],
      ),
      facts: [
        statement(
          "upstream-timed-out",
          "upstream timed out",
          ["upstream timed out", "the upstream timed out", "upstream timeout"],
          ["upstream 超时"],
          {
            negated: {
              en: ["upstream did not time out", "no upstream timeout"],
              zh: ["upstream 没有超时", "upstream 未超时"],
            },
          },
        ),
        statement(
          "connection-timed-out",
          "(110: Connection timed out)",
          ["Connection timed out (110)", "connection timed out"],
          ["连接超时"],
          { negated: { en: ["connection did not time out"], zh: ["连接没有超时"] } },
        ),
        statement(
          "request",
          `request: "${method} ${profile.route} HTTP/1.1"`,
          [`request "${method} ${profile.route} HTTP/1.1"`, `request ${method} ${profile.route}`],
          [`请求 ${method} ${profile.route}`],
        ),
        statement(
          "upstream",
          `upstream: "${upstream}"`,
          [`upstream ${upstream}`],
          [`upstream ${upstream}`],
        ),
        statement("client", `client: ${client}`, [`client ${client}`], [`client ${client}`]),
      ],
    };
  },
);

const circuitBreakerLog = defineTemplate(
  {
    id: "circuit-breaker-log",
    tool: "query_logs",
    language: "en",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const [from, to] = random.pick([
      ["CLOSED", "OPEN"],
      ["OPEN", "HALF_OPEN"],
      ["HALF_OPEN", "CLOSED"],
      ["HALF_OPEN", "OPEN"],
    ] as const);
    const threshold = random.pick([25, 50, 60]);
    const failure =
      to === "OPEN"
        ? roundTo(threshold + 2.5 + random.integer(1, 30) * 1.25, 2)
        : roundTo(Math.max(1.25, threshold - random.integer(2, 16) * 1.25), 2);
    const breaker = `${profile.upstream}-client`;
    const serviceSpan = `[${profile.name}]`;
    const transition = `CircuitBreaker '${breaker}' changed state from ${from} to ${to}`;
    const opposite = to === "OPEN" ? "CLOSED" : "OPEN";
    const text = `${isoTime(random)}  WARN 1 --- ${serviceSpan} [pool-4-thread-${random.integer(1, 16)}] i.g.r.c.i.CircuitBreakerStateMachine : ${transition}, failure_rate=${formatNumber(failure)}%, threshold=${threshold}%`;
    return {
      text,
      subject: serviceSubject(profile.name, serviceSpan, false),
      facts: [
        statement(
          "transition",
          transition,
          [
            transition,
            `CircuitBreaker ${breaker} changed state from ${from} to ${to}`,
            `CircuitBreaker '${breaker}' changed from ${from} to ${to}`,
          ],
          [
            `CircuitBreaker '${breaker}' 从 ${from} 变为 ${to}`,
            `CircuitBreaker ${breaker} 状态从 ${from} 变为 ${to}`,
          ],
          {
            antonym: {
              en: [
                `CircuitBreaker '${breaker}' changed state from ${to} to ${from}`,
                ...(opposite === from
                  ? []
                  : [`CircuitBreaker '${breaker}' changed state from ${from} to ${opposite}`]),
              ],
              zh: [
                `CircuitBreaker '${breaker}' 从 ${to} 变为 ${from}`,
                ...(opposite === from
                  ? []
                  : [`CircuitBreaker '${breaker}' 从 ${from} 变为 ${opposite}`]),
              ],
            },
          },
        ),
        keyValue("failure_rate", quantity(failure, "percent", "percent", percent)),
        keyValue("threshold", quantity(threshold, "percent", "percent", percent), {
          zh: [(value) => `阈值 ${value}`],
        }),
      ],
    };
  },
);

const systemdUnitLog = defineTemplate(
  {
    id: "systemd-unit-log",
    tool: "query_logs",
    language: "en",
    domain: "host",
    subjectKind: "unit",
  },
  (random, profile) => {
    const unit = `${profile.name}.service`;
    const prefix = `${syslogTime(random)} ${profile.host} systemd[1]: ${unit}:`;
    const unitSubject = subject(unit, "unit", `${unit}:`, [unit], [unit]);
    const hostFact = statement(
      "host",
      `${profile.host} systemd[1]`,
      [`on ${profile.host}`],
      [`在 ${profile.host} 上`],
    );
    const variant = random.integer(0, 2);
    if (variant === 0) {
      const exited = "Main process exited, code=killed, status=9/KILL";
      return {
        text: `${prefix} ${exited}`,
        subject: unitSubject,
        facts: [
          hostFact,
          statement(
            "exited",
            exited,
            [exited, "main process exited with code=killed and status=9/KILL"],
            ["Main process exited，code=killed，status=9/KILL"],
            { negated: { en: ["main process did not exit"], zh: ["Main process 没有 exited"] } },
          ),
        ],
      };
    }
    if (variant === 1) {
      const counter = count(random, 3, 40);
      return {
        text: `${prefix} Scheduled restart job, restart counter is at ${counter}.`,
        subject: unitSubject,
        facts: [
          hostFact,
          statement(
            "scheduled",
            "Scheduled restart job",
            ["Scheduled restart job", "scheduled a restart job"],
            ["Scheduled restart job"],
            {
              negated: { en: ["no restart job was scheduled"], zh: ["没有 Scheduled restart job"] },
            },
          ),
          proseNumber(
            "restart-counter",
            `restart counter is at ${counter}`,
            quantity(counter, "count", "restarts", plain),
            [
              (value) => `restart counter is at ${value}`,
              (value) => `restart counter at ${value}`,
              (value) => `restart counter ${value}`,
            ],
            [(value) => `restart counter 为 ${value}`, (value) => `重启 counter 为 ${value}`],
          ),
        ],
      };
    }
    return {
      text: `${prefix} Failed with result 'oom-kill'.`,
      subject: unitSubject,
      facts: [
        hostFact,
        statement(
          "failed",
          "Failed with result 'oom-kill'",
          ["Failed with result 'oom-kill'", "failed with result oom-kill"],
          ["失败，result 'oom-kill'"],
          {
            negated: { en: ["did not fail"], zh: ["没有失败"] },
            antonym: { en: ["succeeded with result 'oom-kill'"], zh: ["成功，result 'oom-kill'"] },
          },
        ),
      ],
    };
  },
);

const kubeletLog = defineTemplate(
  {
    id: "kubelet-log",
    tool: "query_logs",
    language: "en",
    domain: "kube",
    subjectKind: "pod",
  },
  (random, profile) => {
    const process = random.integer(900, 4200);
    const podUid = `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`;
    const podSpan = `pod="${profile.namespace}/${profile.pod}"`;
    const podSubject = subject(
      profile.pod,
      "pod",
      podSpan,
      [profile.pod, `pod ${profile.pod}`, `pod ${profile.namespace}/${profile.pod}`],
      [profile.pod, `pod ${profile.pod}`],
    );
    const variant = random.integer(0, 2);
    if (variant === 0) {
      const endpoint = `http://${profile.address}:8080/healthz`;
      const text = `I${klogTime(random)}    ${process} prober.go:107] "Probe failed" probeType="Readiness" ${podSpan} podUID="${podUid}" containerName="${profile.container}" probeResult="failure" output="Get \\"${endpoint}\\": context deadline exceeded"`;
      return {
        text,
        subject: podSubject,
        facts: [
          statement(
            "probe-failed",
            ['"Probe failed"', 'probeType="Readiness"'],
            ["Readiness probe failed", "Probe failed, probeType Readiness"],
            ["Readiness probe 失败"],
            {
              negated: {
                en: ["Readiness probe did not fail"],
                zh: ["Readiness probe 没有失败", "Readiness probe 并未失败"],
              },
              antonym: { en: ["Readiness probe succeeded"], zh: ["Readiness probe 成功"] },
            },
          ),
          statement(
            "deadline",
            "context deadline exceeded",
            ["context deadline exceeded"],
            ["context deadline exceeded"],
          ),
          statement(
            "container",
            `containerName="${profile.container}"`,
            [`containerName ${profile.container}`],
            [`containerName ${profile.container}`],
          ),
          statement("endpoint", endpoint, [endpoint], [endpoint]),
        ],
      };
    }
    if (variant === 1) {
      const text = `I${klogTime(random)}    ${process} kubelet.go:2421] "SyncLoop (probe)" probe="readiness" status="not ready" ${podSpan}`;
      return {
        text,
        subject: podSubject,
        facts: [
          statement(
            "not-ready",
            ['probe="readiness"', 'status="not ready"'],
            ["readiness probe status not ready", "is not ready", "probe readiness not ready"],
            ["readiness probe 未就绪", "未就绪"],
            {
              dropped: {
                en: ["readiness probe status ready", "is ready"],
                zh: ["readiness probe 已就绪", "已就绪"],
              },
            },
          ),
        ],
      };
    }
    const backoff = `back-off 5m0s restarting failed container=${profile.container}`;
    const text = `E${klogTime(random)}    ${process} pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${profile.container}\\" with CrashLoopBackOff: \\"${backoff} pod=${profile.pod}_${profile.namespace}(${podUid})\\"" ${podSpan} podUID="${podUid}"`;
    return {
      text,
      subject: podSubject,
      facts: [
        statement(
          "crashloop",
          "with CrashLoopBackOff",
          ["CrashLoopBackOff", "in CrashLoopBackOff"],
          ["处于 CrashLoopBackOff"],
          { negated: { en: ["not in CrashLoopBackOff"], zh: ["没有处于 CrashLoopBackOff"] } },
        ),
        statement("back-off", backoff, [backoff], [backoff]),
        statement(
          "error-syncing",
          "Error syncing pod, skipping",
          ["Error syncing pod", "error syncing pod, skipping"],
          ["Error syncing pod"],
        ),
      ],
    };
  },
);

const postgresServerLog = defineTemplate(
  {
    id: "postgres-server-log",
    tool: "query_logs",
    language: "en",
    domain: "postgres",
    subjectKind: "service",
  },
  (random, profile) => {
    const process = random.integer(20000, 65000);
    const client = `10.${random.integer(0, 40)}.${random.integer(0, 250)}.${random.integer(2, 250)}`;
    const appSpan = `app=${profile.name}`;
    const prefix = `${postgresTime(random)} [${process}] user=${profile.databaseUser},db=${profile.database},${appSpan},client=${client}`;
    const appSubject = subject(
      profile.name,
      "service",
      appSpan,
      [profile.name, `app ${profile.name}`],
      [profile.name],
    );
    const databaseFact = statement(
      "database",
      `db=${profile.database}`,
      [`db ${profile.database}`, `database ${profile.database}`],
      [`数据库 ${profile.database}`, `db ${profile.database}`],
    );
    const variant = random.integer(0, 2);
    if (variant === 0) {
      const slots =
        "remaining connection slots are reserved for non-replication superuser connections";
      return {
        text: `${prefix} FATAL:  ${slots}`,
        subject: appSubject,
        facts: [
          databaseFact,
          statement(
            "slots",
            slots,
            [slots, "FATAL: remaining connection slots are reserved"],
            [`FATAL：${slots}`],
          ),
        ],
      };
    }
    if (variant === 1) {
      const blocker = process - random.integer(3, 400);
      const transaction = random.integer(1000000, 9999999);
      const waits = `Process ${process} waits for ShareLock on transaction ${transaction}`;
      const blocked = `blocked by process ${blocker}`;
      return {
        text: `${prefix} ERROR:  deadlock detected DETAIL:  ${waits}; ${blocked}.`,
        subject: appSubject,
        facts: [
          databaseFact,
          statement("deadlock", "deadlock detected", ["deadlock detected"], ["deadlock detected"], {
            negated: { en: ["no deadlock detected"], zh: ["没有 deadlock detected"] },
          }),
          statement(
            "waits",
            waits,
            [waits, `process ${process} waits for ShareLock on transaction ${transaction}`],
            [`Process ${process} waits for ShareLock，transaction ${transaction}`],
            {
              swapped: {
                en: [`Process ${blocker} waits for ShareLock on transaction ${transaction}`],
                zh: [`Process ${blocker} waits for ShareLock，transaction ${transaction}`],
              },
            },
          ),
          statement("blocked", blocked, [blocked], [blocked], {
            swapped: {
              en: [`blocked by process ${process}`],
              zh: [`blocked by process ${process}`],
            },
          }),
        ],
      };
    }
    let fraction = random.integer(100, 999);
    if (fraction % 10 === 0) {
      fraction += 1;
    }
    const duration = random.integer(1200, 9800) + fraction / 1000;
    const table = random.pick(["accounts", "balances", "shipments", "payouts", "stock_levels"]);
    const written = (value: number): string => `${value.toFixed(3)} ms`;
    return {
      text: `${prefix} LOG:  duration: ${written(duration)}  statement: UPDATE ${table} SET version = version + 1 WHERE id = $1`,
      subject: appSubject,
      facts: [
        databaseFact,
        proseNumber(
          "duration",
          `duration: ${written(duration)}`,
          quantity(duration, "ms", "duration", written),
          [
            (value) => `duration: ${value}`,
            (value) => `duration ${value}`,
            (value) => `a duration of ${value}`,
          ],
          [(value) => `持续 ${value}`, (value) => `duration ${value}`],
        ),
        statement(
          "statement",
          `statement: UPDATE ${table}`,
          [`statement UPDATE ${table}`],
          [`statement UPDATE ${table}`],
        ),
      ],
    };
  },
);

const elasticNodeLog = defineTemplate(
  {
    id: "elasticsearch-node-log",
    tool: "query_logs",
    language: "en",
    domain: "search",
    subjectKind: "node",
  },
  (random) => {
    if (random.chance(0.55)) {
      const node = `es-data-${random.integer(0, 7)}`;
      const free = roundTo(8 + random.next() * 60, 1);
      const freePercent = roundTo(1 + random.next() * 8, 1);
      const nodeId = random.alphanumeric(22);
      const text = `[${elasticTime(random)}][WARN ][o.e.c.r.a.DiskThresholdMonitor] [${node}] high disk watermark [90%] exceeded on [${nodeId}][${node}][/var/lib/elasticsearch/nodes/0] free: ${formatNumber(free)}gb[${formatNumber(freePercent)}%], shards will be relocated away from this node`;
      return {
        text,
        subject: subject(node, "node", `[${node}]`, [node, `node ${node}`], [node, `节点 ${node}`]),
        facts: [
          statement(
            "watermark",
            "high disk watermark [90%] exceeded",
            ["high disk watermark [90%] exceeded", "high disk watermark 90% exceeded"],
            ["high disk watermark [90%] exceeded"],
            {
              negated: {
                en: ["high disk watermark [90%] not exceeded"],
                zh: ["high disk watermark [90%] 没有 exceeded"],
              },
            },
          ),
          proseNumber(
            "free",
            `free: ${formatNumber(free)}gb`,
            quantity(free, "gb", "free", gigabytes),
            [(value) => `free: ${value}`, (value) => `free ${value}`, (value) => `${value} free`],
            [(value) => `free ${value}`],
          ),
          statement(
            "relocated",
            "shards will be relocated away from this node",
            ["shards will be relocated away from this node"],
            [],
          ),
        ],
      };
    }
    const node = `es-master-${random.integer(0, 2)}`;
    const [from, to] = random.pick([
      ["GREEN", "YELLOW"],
      ["YELLOW", "RED"],
      ["RED", "YELLOW"],
      ["YELLOW", "GREEN"],
    ] as const);
    const index = random.pick(["products", "orders-2026.03", "geo-places", "audit-log"]);
    const transition = `Cluster health status changed from [${from}] to [${to}]`;
    const text = `[${elasticTime(random)}][INFO ][o.e.c.r.a.AllocationService] [${node}] ${transition} (reason: [shards started [[${index}][${random.integer(0, 5)}]]]).`;
    return {
      text,
      subject: subject(node, "node", `[${node}]`, [node], [node]),
      facts: [
        statement(
          "transition",
          transition,
          [`Cluster health status changed from ${from} to ${to}`, transition],
          [`Cluster health status 从 ${from} 变为 ${to}`],
          {
            antonym: {
              en: [`Cluster health status changed from ${to} to ${from}`],
              zh: [`Cluster health status 从 ${to} 变为 ${from}`],
            },
          },
        ),
      ],
    };
  },
);

const etcdSlowLog = defineTemplate(
  {
    id: "etcd-slow-log",
    tool: "query_logs",
    language: "en",
    domain: "etcd",
    subjectKind: "member",
  },
  (random, profile) => {
    const member = `etcd-${random.integer(0, 4)}.infra.internal`;
    const took = roundTo(0.21 + random.next() * 2.4, 3);
    const text = `{"level":"warn","ts":"${isoTime(random)}","host":"${member}","caller":"etcdserver/util.go:170","msg":"apply request took too long","took":"${formatNumber(took)}s","expected-duration":"100ms","prefix":"read-only range ","request":"key:/registry/pods/${profile.namespace}/ range_end:/registry/pods/${profile.namespace}0"}`;
    return {
      text,
      subject: subject(
        member,
        "member",
        `"host":"${member}"`,
        [member, `host ${member}`],
        [member, `主机 ${member}`],
      ),
      facts: [
        statement(
          "apply",
          "apply request took too long",
          ["apply request took too long"],
          ["apply 请求 took too long"],
          {
            negated: {
              en: ["apply request did not take too long"],
              zh: ["apply 请求没有 took too long"],
            },
          },
        ),
        proseNumber(
          "took",
          `"took":"${formatNumber(took)}s"`,
          quantity(took, "s", "took", seconds),
          [(value) => `took ${value}`, (value) => `apply request took ${value}`],
          [(value) => `took ${value}`, (value) => `耗时 ${value}`],
        ),
        proseNumber(
          "expected-duration",
          `"expected-duration":"100ms"`,
          quantity(100, "ms", "expected", milliseconds),
          [(value) => `expected-duration ${value}`, (value) => `expected-duration of ${value}`],
          [(value) => `expected-duration ${value}`],
        ),
        statement(
          "prefix",
          `"prefix":"read-only range "`,
          ["read-only range", "prefix read-only range"],
          ["read-only range"],
        ),
      ],
    };
  },
);

const traefikLog = defineTemplate(
  {
    id: "traefik-log",
    tool: "query_logs",
    language: "en",
    domain: "http",
    subjectKind: "server",
  },
  (random, profile) => {
    const service = `${profile.name}@kubernetes`;
    const dial = `dial tcp ${profile.address}:8080`;
    const text = `time="${isoSeconds(random)}" level=error msg="error while proxying request" service=${service} entryPointName=websecure routerName=${profile.short}-router@kubernetes error="${dial}: connect: connection refused"`;
    return {
      text,
      subject: subject(
        service,
        "server",
        `service=${service}`,
        [service, `service ${service}`],
        [service, `${service} 服务`],
      ),
      facts: [
        statement(
          "refused",
          "connect: connection refused",
          ["connection refused", "connect: connection refused"],
          ["连接 refused"],
          { negated: { en: ["connection not refused"], zh: ["连接没有 refused"] } },
        ),
        statement("dial", dial, [dial], [dial]),
        statement(
          "proxying",
          "error while proxying request",
          ["error while proxying request", "an error while proxying request"],
          ["proxying request 错误"],
        ),
        statement(
          "entrypoint",
          "entryPointName=websecure",
          ["entryPointName=websecure"],
          ["entryPointName websecure"],
        ),
      ],
    };
  },
);

const goUpstreamLog = defineTemplate(
  {
    id: "go-upstream-log",
    tool: "query_logs",
    language: "en",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const attempt = random.integer(1, 5);
    const latency = random.integer(120, 980) * 10;
    const serviceSpan = `"service":"${profile.name}"`;
    const text = `{"level":"error","ts":"${isoTime(random)}",${serviceSpan},"caller":"client/http.go:${random.integer(40, 300)}","msg":"upstream request failed","upstream":"${profile.upstream}","attempt":${attempt},"latency_ms":${latency},"error":"context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}`;
    return {
      text,
      subject: serviceSubject(profile.name, serviceSpan, true),
      facts: [
        statement(
          "upstream-failed",
          "upstream request failed",
          ["upstream request failed", "an upstream request failed"],
          ["upstream 请求失败"],
          {
            negated: { en: ["upstream request did not fail"], zh: ["upstream 请求没有失败"] },
            antonym: { en: ["upstream request succeeded"], zh: ["upstream 请求成功"] },
          },
        ),
        statement(
          "upstream",
          `"upstream":"${profile.upstream}"`,
          [`upstream ${profile.upstream}`],
          [`upstream ${profile.upstream}`, `上游 ${profile.upstream}`],
        ),
        proseNumber(
          "attempt",
          `"attempt":${attempt}`,
          quantity(attempt, "count", "attempt", plain),
          [(value) => `attempt ${value}`],
          [(value) => `attempt ${value}`],
        ),
        proseNumber(
          "latency_ms",
          `"latency_ms":${latency}`,
          quantity(latency, "ms", "latency", plain),
          [(value) => `latency_ms ${value}`, (value) => `latency_ms=${value}`],
          [(value) => `latency_ms 为 ${value}`],
          {
            converted: {
              en: [(value) => `latency ${value}`, (value) => `a latency of ${value}`],
              zh: [(value) => `延迟 ${value}`, (value) => `延迟为 ${value}`],
            },
          },
        ),
        statement(
          "deadline",
          "context deadline exceeded",
          ["context deadline exceeded"],
          ["context deadline exceeded"],
        ),
        statement(
          "client-timeout",
          "Client.Timeout exceeded while awaiting headers",
          ["Client.Timeout exceeded while awaiting headers"],
          ["Client.Timeout exceeded"],
        ),
      ],
    };
  },
);

const envoyAccessLog = defineTemplate(
  {
    id: "envoy-access-log",
    tool: "query_logs",
    language: "en",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const serviceSpan = `"service":"${profile.name}"`;
    const method = random.pick(["GET", "POST"]);
    const clusterSpan = `"upstream_cluster":"${profile.cluster}"`;
    const clusterFact = statement(
      "upstream_cluster",
      clusterSpan,
      [`upstream_cluster ${profile.cluster}`],
      [`upstream_cluster ${profile.cluster}`],
    );
    if (random.chance(0.5)) {
      const text = `{"start_time":"${isoTime(random)}","method":"${method}","path":"${profile.route}","response_code":503,"response_flags":"UH","response_code_details":"no healthy upstream",${clusterSpan},"duration":${random.integer(0, 4)},${serviceSpan}}`;
      return {
        text,
        subject: serviceSubject(profile.name, serviceSpan, true),
        facts: [
          statement(
            "no-healthy",
            "no healthy upstream",
            ["no healthy upstream", "response_code_details no healthy upstream"],
            ["no healthy upstream"],
            {
              dropped: {
                en: ["a healthy upstream", "has a healthy upstream"],
                zh: ["有 healthy upstream"],
              },
            },
          ),
          proseNumber(
            "response_code",
            `"response_code":503`,
            quantity(503, "count", "code", plain),
            [(value) => `response_code ${value}`, (value) => `response_code=${value}`],
            [(value) => `response_code 为 ${value}`],
          ),
          statement("flags", `"response_flags":"UH"`, ["response_flags UH"], ["response_flags UH"]),
          clusterFact,
        ],
      };
    }
    const duration = random.integer(5, 60) * 1000;
    const text = `{"start_time":"${isoTime(random)}","method":"${method}","path":"${profile.route}","response_code":504,"response_flags":"UT","response_code_details":"upstream_response_timeout",${clusterSpan},"duration":${duration},${serviceSpan}}`;
    return {
      text,
      subject: serviceSubject(profile.name, serviceSpan, true),
      facts: [
        statement(
          "response-timeout",
          "upstream_response_timeout",
          ["upstream_response_timeout"],
          ["upstream_response_timeout"],
        ),
        proseNumber(
          "response_code",
          `"response_code":504`,
          quantity(504, "count", "code", plain),
          [(value) => `response_code ${value}`, (value) => `response_code=${value}`],
          [(value) => `response_code 为 ${value}`],
        ),
        proseNumber(
          "duration",
          `"duration":${duration}`,
          quantity(duration, "plain", "duration", plain),
          [(value) => `duration ${value}`, (value) => `a duration of ${value}`],
          [(value) => `duration 为 ${value}`],
        ),
        statement("flags", `"response_flags":"UT"`, ["response_flags UT"], ["response_flags UT"]),
        clusterFact,
      ],
    };
  },
);

const workerPoolLog = defineTemplate(
  {
    id: "worker-pool-log",
    tool: "query_logs",
    language: "en",
    domain: "queue",
    subjectKind: "service",
  },
  (random, profile) => {
    const total = random.pick([8, 16, 20, 32, 48, 64]);
    const busy = random.chance(0.7) ? total : total - 1;
    const depth = count(random, 40, 9000);
    const age = random.pick([45, 90, 120, 180, 240, 300, 600, 37, 73]);
    const serviceSpan = `[${profile.name}]`;
    const text = `${pythonTime(random)} WARNING ${serviceSpan} worker pool saturated: ${busy} out of ${total} workers busy, queue_depth=${depth}, oldest_task_age_seconds=${age}`;
    return {
      text,
      subject: serviceSubject(profile.name, serviceSpan, false),
      facts: [
        statement(
          "saturated",
          "worker pool saturated",
          ["worker pool saturated"],
          ["worker pool saturated"],
          { negated: { en: ["worker pool not saturated"], zh: ["worker pool 没有 saturated"] } },
        ),
        ratioFact(
          "busy",
          `${busy} out of ${total} workers busy`,
          { part: busy, whole: total, style: "outof" },
          [(value) => `${value} workers busy`],
          [(value) => `${value} workers busy`],
        ),
        keyValue("queue_depth", quantity(depth, "count", "depth", plain)),
        proseNumber(
          "oldest_task_age_seconds",
          `oldest_task_age_seconds=${age}`,
          quantity(age, "s", "age", plain),
          [
            (value) => `oldest_task_age_seconds=${value}`,
            (value) => `oldest_task_age_seconds ${value}`,
          ],
          [(value) => `oldest_task_age_seconds 为 ${value}`],
          {
            converted: {
              en: [(value) => `oldest task age ${value}`],
              zh: [(value) => `oldest task age ${value}`],
            },
          },
        ),
      ],
    };
  },
);

const haproxyHealthLog = defineTemplate(
  {
    id: "haproxy-health-log",
    tool: "query_logs",
    language: "en",
    domain: "http",
    subjectKind: "server",
  },
  (random, profile) => {
    const server = `${profile.short}_backend/${profile.name}-${random.integer(1, 6)}`;
    const down = random.chance(0.7);
    const duration = down ? random.pick([1001, 2001, 3001, 5001]) : random.integer(2, 90);
    const active = random.integer(0, 5);
    const state = down ? "DOWN" : "UP";
    const reason = down ? "Layer4 timeout" : "Layer7 check passed, code: 200";
    const left = down
      ? `${active} active and 0 backup servers left`
      : `${active + 1} active and 0 backup servers online`;
    const text = `${syslogTime(random)} lb-0${random.integer(1, 3)} haproxy[${random.integer(800, 9000)}]: Server ${server} is ${state}, reason: ${reason}, check duration: ${duration}ms. ${left}.`;
    const servers = down ? active : active + 1;
    return {
      text,
      subject: subject(
        server,
        "server",
        `Server ${server}`,
        [`server ${server}`, server],
        [server, `server ${server}`],
      ),
      facts: [
        statement(
          "state",
          `is ${state}`,
          [state, `state ${state}`, state.toLowerCase()],
          [`状态为 ${state}`, `处于 ${state} 状态`],
          {
            antonym: down
              ? { en: ["UP", "state UP", "up"], zh: ["状态为 UP"] }
              : { en: ["DOWN", "state DOWN", "down"], zh: ["状态为 DOWN"] },
            negated: down
              ? { en: ["not DOWN", "no longer down"], zh: ["没有 DOWN", "并未 DOWN"] }
              : { en: ["not UP"], zh: ["没有 UP"] },
          },
        ),
        statement(
          "reason",
          `reason: ${reason}`,
          down ? ["reason Layer4 timeout", "Layer4 timeout"] : ["Layer7 check passed"],
          down ? ["Layer4 超时"] : ["Layer7 check passed"],
        ),
        proseNumber(
          "check-duration",
          `check duration: ${duration}ms`,
          quantity(duration, "ms", "check", milliseconds),
          [(value) => `check duration ${value}`, (value) => `check duration: ${value}`],
          [(value) => `check duration ${value}`, (value) => `check duration 为 ${value}`],
        ),
        proseNumber(
          "servers",
          left,
          quantity(servers, "count", "servers", plain),
          down
            ? [
                (value) => `${value} active servers left`,
                (value) => `${value} active and 0 backup servers left`,
              ]
            : [(value) => `${value} active servers online`],
          down
            ? [(value) => `${value} 个 active servers left`]
            : [(value) => `${value} 个 active servers online`],
        ),
      ],
    };
  },
);

export const ENGLISH_LOG_TEMPLATES: readonly Template[] = [
  haproxyHealthLog,
  javaRedisLog,
  goPublishLog,
  pythonBulkLog,
  nginxUpstreamLog,
  circuitBreakerLog,
  systemdUnitLog,
  kubeletLog,
  postgresServerLog,
  elasticNodeLog,
  etcdSlowLog,
  traefikLog,
  goUpstreamLog,
  envoyAccessLog,
  workerPoolLog,
];
