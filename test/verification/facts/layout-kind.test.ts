import { describe, expect, it } from "vitest";
import { layoutKindsOf } from "../../../src/verification/facts/layout-kind.js";
import { itJudges, named, row } from "./judging.js";

const FTP_LOG =
  "Jun 20 03:40:59 combo ftpd[8829]: connection from 222.33.90.199 () at Mon Jun 20 03:40:59 2005";
const SSHD_LOG =
  "Jun 14 15:16:02 combo sshd(pam_unix)[19937]: authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=218.188.2.4";
const PROXY_LOG =
  "[10.30 18:08:08] chrome.exe - proxy.cse.cuhk.edu.hk:5070 close, 1277 bytes sent, 15408 bytes received, lifetime 00:01";
const IPC_LOG =
  "2015-10-18 18:01:51,806 INFO [IPC Server listener on 62260] org.apache.hadoop.ipc.Server: IPC Server listener on 62260: starting";

const LOG4J_LOG = "2000-09-07 14:07:41,508 [main] INFO  MyApp - Entering application.";
const SOLR_LOG = "2020-07-13 20:09:06.603 INFO  (main) [   ] o.e.j.s.Server Started @4938ms";
const ARTEMIS_LOG =
  "2021-02-09 16:01:22,540 INFO  [org.apache.activemq.artemis.core.server] AMQ221057: Global Max Size is being adjusted to 1/2 of the JVM max size (-Xmx).";
const CEPH_LOG = "2019-06-19 08:03:10.851 7f43ff76be00  0 set uid:gid to 64045:64045 (ceph:ceph)";
const SIDEKIQ_LOG = "2012-03-02T19:40:45Z 32515 TID-oveahmcxw INFO: HardWorker JID-oveaivtrg start";

const ENVOY_LOG =
  '[2019-03-06T09:31:27.354Z] "GET /status/418 HTTP/1.1" 418 - "-" 0 135 11 10 "-" "curl/7.60.0" "d209e46f-9ed5-9b61-bbdd-43e22662702a" "httpbin:8000" "172.30.146.73:80" outbound|8000||httpbin.default.svc.cluster.local - 172.21.13.94:8000 172.30.146.82:60290 -';

const ACCESS_LOG =
  '2026-11-28T22:30:41Z INFO api-gateway [reactor-http-epoll-2] reactor.netty.http.server.AccessLog - 10.42.3.17 - - [28/Nov/2026:22:30:41 +0000] "POST /api/orders HTTP/1.1" 201 412 184 ms';

describe("layout kinds", () => {
  describe("what a record's layout makes a name", () => {
    it.each(
      named([
        {
          condition: "a syslog program's bracket holds its process id",
          text: FTP_LOG,
          name: "8829",
          kinds: ["process"],
        },
        {
          condition: "the name after a syslog time is the host",
          text: FTP_LOG,
          name: "combo",
          kinds: ["host"],
        },
        {
          condition: "a program with a facility keeps its process id",
          text: SSHD_LOG,
          name: "19937",
          kinds: ["process"],
        },
        { condition: "an address gives its port", text: PROXY_LOG, name: "5070", kinds: ["port"] },
        {
          condition: "an access line's first number after the request is its status",
          text: ACCESS_LOG.toLowerCase(),
          name: "201",
          kinds: ["status"],
        },
        {
          condition: "an access line's second number after the request is its response size",
          text: ACCESS_LOG.toLowerCase(),
          name: "412",
          kinds: ["bytes"],
        },
        {
          condition: "an address gives its host",
          text: PROXY_LOG,
          name: "proxy.cse.cuhk.edu.hk",
          kinds: ["host"],
        },
        {
          condition: "a listener's number is a port",
          text: IPC_LOG,
          name: "62260",
          kinds: ["port"],
        },
        {
          condition: "pid= names a process",
          text: "WARN worker crashed pid=4242 port=9000",
          name: "4242",
          kinds: ["process"],
        },
        {
          condition: "log4j's bracket between the time and the level holds the thread",
          text: LOG4J_LOG,
          name: "main",
          kinds: ["thread"],
        },
        {
          condition: "Solr's parentheses after the level hold the thread",
          text: SOLR_LOG,
          name: "main",
          kinds: ["thread"],
        },
        {
          condition: "Hadoop's bracket after the level holds the thread",
          text: IPC_LOG,
          name: "ipc server listener on 62260",
          kinds: ["thread"],
        },
        {
          condition: "a logger's dotted name after the level is no thread",
          text: ARTEMIS_LOG,
          name: "org.apache.activemq.artemis.core.server",
          kinds: [],
        },
        {
          condition: "Ceph's hex id after the time is its thread",
          text: CEPH_LOG,
          name: "7f43ff76be00",
          kinds: ["thread"],
        },
        {
          condition: "Sidekiq's TID is a thread",
          text: SIDEKIQ_LOG,
          name: "tid-oveahmcxw",
          kinds: ["thread"],
        },
        {
          condition: "Sidekiq's JID is a job",
          text: SIDEKIQ_LOG,
          name: "jid-oveaivtrg",
          kinds: ["job"],
        },
        {
          condition: "a bracket after the level with no logger after it is no thread",
          text: "2026-03-10 08:12:21 ERROR [notifications-gateway] 数据库连接池已满：活跃连接 30/30",
          name: "notifications-gateway",
          kinds: [],
        },
        { condition: "a time of day gives no port", text: IPC_LOG, name: "51", kinds: [] },
        { condition: "a byte count is no process", text: PROXY_LOG, name: "1277", kinds: [] },
        {
          condition: "ten digits from 1 are seconds since 1970",
          text: "366633 node-200 unix.hw state_change.unavailable 1085100843 1 Component State Change",
          name: "1085100843",
          kinds: ["timestamp"],
        },
      ]),
    )("%s", (_condition, { text, name, kinds }) => {
      expect([...(layoutKindsOf(text.toLowerCase()).get(name) ?? [])]).toEqual(kinds);
    });
  });

  describe("claims calling a name by its kind", () => {
    itJudges([
      row(
        "连接 after a word qualifying it beside the name is the name's kind",
        "ContainerLauncher #0 正在打开到 04DN8IQ.fareast.corp.microsoft.com:54883 的代理连接。",
        [
          "2015-10-18 18:01:57,291 INFO [ContainerLauncher #0] org.apache.hadoop.yarn.client.api.impl.ContainerManagementProtocolProxy: Opening proxy : 04DN8IQ.fareast.corp.microsoft.com:54883",
        ],
        "PASS",
      ),
      row(
        "区段 beside an address range is its kind",
        "Jul 27 14:41:57，内核记录 BIOS-e820 区段 0000000007eae000 - 0000000008000000，类型为保留（reserved）。",
        [
          "Jul 27 14:41:57 combo kernel:  BIOS-e820: 0000000007eae000 - 0000000008000000 (reserved)",
        ],
        "PASS",
      ),
      row(
        "节点 beside a service and an address is no kind of either",
        "api-gateway 节点 10.42.5.81 POST /api/orders 500",
        [
          '2026-11-28T22:40:45Z INFO api-gateway [reactor-http-epoll-4] reactor.netty.http.server.AccessLog - 10.42.5.81 - - [28/Nov/2026:22:40:45 +0000] "POST /api/orders HTTP/1.1" 500 212 30044 ms',
        ],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "进程 beside the bracketed process id",
        "Jun 20 03:40:59，combo 上的 ftpd 进程 8829 记录到来自 222.33.90.199 的连接。",
        [FTP_LOG],
        "PASS",
      ),
      row(
        "主机 beside the syslog host",
        "Jun 14 15:16:02，主机 combo 上的 sshd(pam_unix) 进程 19937 记录了一次认证失败（rhost=218.188.2.4）。",
        [SSHD_LOG],
        "PASS",
      ),
      row(
        "process beside the bracketed process id",
        "combo ftpd process 8829 logged a connection from 222.33.90.199",
        [FTP_LOG],
        "PASS",
      ),
      row(
        "端口 beside a listener's number",
        "端口 62260 上的 IPC Server listener 正在启动",
        [IPC_LOG],
        "PASS",
      ),
      row(
        "线程 beside the name log4j writes between the time and the level",
        "2000-09-07 14:07:41,508，MyApp 在 main 线程以 INFO 级别记录：Entering application。",
        [LOG4J_LOG],
        "PASS",
      ),
      row(
        "thread beside the name Solr writes in parentheses after the level",
        "o.e.j.s.Server on thread main logged Started @4938ms.",
        [SOLR_LOG],
        "PASS",
      ),
      row(
        "thread beside Ceph's hex thread id",
        "At 2019-06-19 08:03:10.851 thread 7f43ff76be00 set uid:gid to 64045:64045 (ceph:ceph).",
        [CEPH_LOG],
        "PASS",
      ),
      row(
        "任务 beside Sidekiq's job id",
        "HardWorker 任务 JID-oveaivtrg 开始（start）。",
        [SIDEKIQ_LOG],
        "PASS",
      ),
      row(
        "thread beside a name the line writes as its logger is unsupported",
        "Thread main logged Entering application.",
        ["2000-09-07 14:07:41,508 [worker-1] INFO  Main - Entering application."],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "线程 beside the logger Artemis writes after its level is unsupported",
        "线程 org.apache.activemq.artemis.core.server 报告 AMQ221057。",
        [ARTEMIS_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "线程 beside Sidekiq's job id is unsupported",
        "线程 JID-oveaivtrg 开始（start）。",
        [SIDEKIQ_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "任务 beside Sidekiq's thread id is unsupported",
        "HardWorker 任务 TID-oveahmcxw 开始（start）。",
        [SIDEKIQ_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "进程 beside Ceph's thread id is unsupported",
        "进程 7f43ff76be00 将 uid:gid 设置为 64045:64045。",
        [CEPH_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "request ID beside the id Envoy gives its request",
        "The GET /status/418 at 09:31:27.354Z has request ID d209e46f-9ed5-9b61-bbdd-43e22662702a.",
        [ENVOY_LOG],
        "PASS",
      ),
      row(
        "请求 ID beside the id Envoy gives its request",
        "GET /status/418 的请求 ID 为 d209e46f-9ed5-9b61-bbdd-43e22662702a，状态 418。",
        [ENVOY_LOG],
        "PASS",
      ),
      row(
        "请求 ID beside Envoy's authority is unsupported",
        "GET /status/418 的请求 ID 为 httpbin:8000。",
        [ENVOY_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "host beside a process id is unsupported",
        "ftpd on host 8829 logged a connection from 222.33.90.199",
        [FTP_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "进程 beside the host is unsupported",
        "进程 combo 记录到来自 222.33.90.199 的连接",
        [FTP_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "端口 beside a byte count is unsupported",
        "chrome.exe 通过端口 1277 发送数据",
        [PROXY_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
    ]);
  });
});

describe("the fields of an access line", () => {
  itJudges([
    row(
      "the status and the size, each named, pass",
      "api-gateway POST /api/orders status 201 with 412 bytes in 184 ms",
      [ACCESS_LOG],
      "PASS",
    ),
    row("the status written bare passes", "api-gateway POST /api/orders 201", [ACCESS_LOG], "PASS"),
    row(
      "the size called the status is a conflict",
      "api-gateway POST /api/orders status 412",
      [ACCESS_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "the size written bare before the request reads as a count",
      "api-gateway 412 POST /api/orders 201",
      [ACCESS_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the status claimed as a count is unsupported",
      "api-gateway 出现 201 次 POST /api/orders",
      [ACCESS_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a quoted line keeps its layout",
      'api-gateway logged "POST /api/orders HTTP/1.1" 201 412 184 ms',
      [ACCESS_LOG],
      "PASS",
    ),
  ]);
});

describe("an access line's fields called by their names", () => {
  const NASA_LOG =
    'unicomp6.unicomp.net - - [01/Jul/1995:00:00:06 -0400] "GET /shuttle/countdown/ HTTP/1.0" 200 3985';
  itJudges([
    row(
      "状态码 the status, 大小 the size, 访问 the request and 成功 said of it pass",
      "unicomp6.unicomp.net 在 01/Jul/1995:00:00:06 -0400 用 GET 访问 /shuttle/countdown/ 成功，状态码 200，大小 3985。",
      [NASA_LOG],
      "PASS",
    ),
    row(
      "status and size in English pass",
      "unicomp6.unicomp.net accessed /shuttle/countdown/ with status 200 and size 3985.",
      [NASA_LOG],
      "PASS",
    ),
    row(
      "状态码 beside the size is unsupported",
      "unicomp6.unicomp.net 访问 /shuttle/countdown/，状态码 3985。",
      [NASA_LOG],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
    row(
      "大小 beside the status is unsupported",
      "unicomp6.unicomp.net 访问 /shuttle/countdown/，大小 200。",
      [NASA_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "成功 with another line's status is unsupported",
      "unicomp6.unicomp.net 访问 /shuttle/countdown/ 成功，状态码 404。",
      [
        'unicomp6.unicomp.net - - [01/Jul/1995:00:00:06 -0400] "GET /shuttle/countdown/ HTTP/1.0" 404 3985',
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "成功 said of no request is unsupported",
      "unicomp6.unicomp.net 成功，状态码 200。",
      [NASA_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("a proxy's upstream, the user agent and the system a layout is", () => {
  const INGRESS =
    '192.168.64.1 - - [07/Feb/2020:11:56:24 +0000] "GET /v2 HTTP/1.1" 200 61 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36" 441 0.002 [default-web2-8080] [] 172.17.0.6:8080 61 0.001 200 3d7ff18ff4181a7db5013a76f975d900';
  const SQUID =
    "1570784722.610    196 127.0.0.1 TCP_MISS/200 12712 GET http://www.google.com/ - HIER_DIRECT/172.217.20.68 text/html";
  const ENVOY =
    '[2019-03-06T09:31:27.354Z] "GET /status/418 HTTP/1.1" 418 - 0 135 3 1 "-" "curl/7.60.0" "d209e46f-9ed5-9b61-bbdd-43e22662702a" "localhost" "172.30.146.73:80"';
  it("reads the upstream and the agent's products", () => {
    const ingress = layoutKindsOf(INGRESS.toLowerCase());
    expect(ingress.get("default-web2-8080")).toContain("upstream");
    expect(ingress.get("172.17.0.6:8080")).toContain("upstream");
    // The agent is the browser Chrome; the Safari token it writes is for compatibility.
    expect(ingress.get("chrome")).toContain("browser");
    expect(ingress.get("safari")).toContain("compatibility");
    expect(
      layoutKindsOf(
        '1.2.3.4 - - [07/feb/2020:11:56:24 +0000] "get / http/1.1" 200 6 "-" "mozilla/5.0 (windows nt 10.0) applewebkit/537.36 (khtml, like gecko) chrome/91.0 safari/537.36 edg/91.0.864.59"',
      ).get("edg"),
    ).toContain("browser");
    expect(layoutKindsOf(SQUID.toLowerCase()).get("hier_direct/172.217.20.68")).toContain(
      "upstream",
    );
    expect(layoutKindsOf(ENVOY.toLowerCase()).get("172.30.146.73:80")).toContain("upstream");
    expect(layoutKindsOf(ENVOY.toLowerCase()).get("envoy")).toContain("system");
  });
  itJudges([
    row(
      "the browser the agent names and the upstream it went to pass",
      "11:56:24，192.168.64.1 上的 Chrome 浏览器请求 /v2，转发给 default-web2-8080（172.17.0.6:8080），结果 200。",
      [INGRESS],
      "PASS",
    ),
    row(
      "a browser the agent does not name is unsupported",
      "11:56:24，192.168.64.1 上的 Firefox 浏览器请求 /v2，结果 200。",
      [INGRESS],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "upstream beside the client is a conflict of roles",
      "11:56:24，请求 /v2 转发给上游 192.168.64.1。",
      [INGRESS],
      "REJECT",
      ["role_conflict", "unit_unsupported"],
    ),
    row(
      "Squid named for its own access line, via its hierarchy code, passes",
      "Squid logged a GET for http://www.google.com/ from 127.0.0.1: TCP_MISS/200, 12712 bytes, via HIER_DIRECT/172.217.20.68.",
      [SQUID],
      "PASS",
    ),
    row(
      "another system named for a Squid line is unsupported",
      "Envoy logged a GET for http://www.google.com/ from 127.0.0.1.",
      [SQUID],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "Squid's elapsed milliseconds called elapsed pass",
      "The GET of http://www.google.com/ had an elapsed value of 196 and the result code TCP_MISS/200.",
      [SQUID],
      "PASS",
    ),
    row(
      "the bytes called elapsed are unsupported",
      "The GET of http://www.google.com/ had an elapsed value of 12712.",
      [SQUID],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
    row(
      "Squid's time stamp, a bare status and the request's way from the client pass",
      "At 1570784722.610 Squid logged a 200 for a GET from 127.0.0.1 to http://www.google.com/.",
      [SQUID],
      "PASS",
    ),
    row(
      "another bare status is unsupported",
      "At 1570784722.610 Squid logged a 503 for a GET from 127.0.0.1 to http://www.google.com/.",
      [SQUID],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the request's way reversed is not PASS",
      "Squid logged a GET from http://www.google.com/ to 127.0.0.1.",
      [SQUID],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "上游主机 before the upstream host passes",
      "2019-03-06T09:31:27.354Z，Envoy 记录了 GET /status/418，响应码 418，上游主机 172.30.146.73:80。",
      [ENVOY],
      "PASS",
    ),
  ]);
});

describe("CoreDNS's query log, Squid's elapsed time and Airflow's task log", () => {
  const COREDNS =
    '[INFO] 10.244.0.1:52431 - 40291 "A IN example.com. udp 29 false 512" NOERROR qr,rd,ra 68 0.000123s';
  const SQUID =
    "1570784660.102   2043 10.0.0.8 TCP_MISS/503 4122 GET http://api.example.com/health - HIER_DIRECT/93.184.216.34 text/html";
  const AIRFLOW =
    "[2023-05-14 02:00:07,512] {taskinstance.py:1851} ERROR - Task failed with exception";
  it("reads the query's client, name, response code and size", () => {
    const kinds = layoutKindsOf(COREDNS.toLowerCase());
    expect(kinds.get("10.244.0.1")).toContain("client");
    expect(kinds.get("example.com")).toContain("request");
    expect(kinds.get("noerror")).toContain("status");
    expect(kinds.get("68")).toContain("bytes");
    expect(kinds.get("coredns")).toContain("system");
  });
  itJudges([
    row(
      "a query returning its response code passes",
      "CoreDNS 对 example.com. 的 A 查询返回 NOERROR。",
      [COREDNS],
      "PASS",
    ),
    row(
      "another response code is unsupported",
      "CoreDNS 对 example.com. 的 A 查询返回 NXDOMAIN。",
      [COREDNS],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "Squid's elapsed milliseconds with their unit pass",
      "Squid 耗时 2043 毫秒。",
      [SQUID],
      "PASS",
    ),
    row(
      "the same figure in seconds is the same time",
      "Squid took 2.043 seconds for GET http://api.example.com/health.",
      [SQUID],
      "PASS",
    ),
    row("the size as a duration is unsupported", "Squid 耗时 4122 毫秒。", [SQUID], "LOW_CONFID", [
      "fact_unsupported",
    ]),
    row(
      "Airflow named for its task log passes",
      "Airflow logged ERROR - Task failed with exception.",
      [AIRFLOW],
      "PASS",
    ),
    row(
      "the file and line of an Airflow task log are no host and port",
      "主机 taskinstance.py 的端口 1851 报错。",
      [AIRFLOW],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("the user and the peer a line names", () => {
  const SSHD =
    "Dec 10 10:04:54 LabSZ sshd[24809]: Failed password for root from 60.2.12.12 port 63646 ssh2";
  const ACCESS =
    '192.0.2.1 - Ultan [07/Mar/2004:16:43:54 -0800] "GET /unencrypted_password_list?foo=bar HTTP/1.1" 404 9001 "http://passwords.hackz0r" "Mozilla/4.08 [en] (Win95)"';
  it("reads sshd's user and peer, an access line's user and PostgreSQL's user", () => {
    const sshd = layoutKindsOf(SSHD.toLowerCase());
    expect(sshd.get("root")).toContain("user");
    expect(sshd.get("60.2.12.12")).toContain("client");
    expect(sshd.get("63646")).toContain("port");
    expect(layoutKindsOf(ACCESS.toLowerCase()).get("ultan")).toContain("user");
    expect(
      layoutKindsOf("2017-04-07 22:45:30.218 cest [22603] postgres@mydb hint:  no operator").get(
        "postgres",
      ),
    ).toContain("user");
  });
  itJudges([
    row(
      "用户 the user, 来源 the peer and 端口 its port pass",
      "10:04:54，sshd[24809] 记录 root 用户密码验证失败，来源 60.2.12.12，端口 63646。",
      [SSHD],
      "PASS",
    ),
    row(
      "用户 beside the peer is unsupported",
      "10:04:54，sshd[24809] 记录 60.2.12.12 用户密码验证失败。",
      [SSHD],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "an access line's user called 用户 passes",
      "07/Mar/2004:16:43:54 -0800，192.0.2.1（用户 Ultan）以 GET 请求 /unencrypted_password_list?foo=bar，返回 404，9001 字节。",
      [ACCESS],
      "PASS",
    ),
    row(
      "another user is unsupported",
      "07/Mar/2004:16:43:54 -0800，192.0.2.1（用户 admin）以 GET 请求 /unencrypted_password_list?foo=bar，返回 404。",
      [ACCESS],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("what a claim calls a name, against what the line's layout makes it", () => {
  const ACCESS =
    '192.0.2.44 - alice [07/Feb/2020:10:16:02 +0000] "DELETE /api/users/17 HTTP/1.1" 403 64 "-" "python-requests/2.25.1"';
  const SSHD =
    "Dec 10 06:55:46 LabSZ sshd[24200]: Failed password for invalid user test9 from 173.234.31.186 port 38926 ssh2";
  const POSTGRES =
    "2017-04-07 22:45:30.218 CEST [22603] app_rw@orders ERROR:  permission denied for table payments";
  const ENVOY =
    '[2021-03-02T10:12:45.123Z] "GET /productpage HTTP/1.1" 503 UF 0 91 3 - "-" "curl/7.64.0" "5b1e7a2c-8d3f-4e6a-9b0c-1d2e3f4a5b6c" "productpage:9080" "10.44.1.7:9080"';
  const SQUID =
    "1570784654.576    111 127.0.0.1 TCP_MISS/301 491 GET http://google.com/ - HIER_DIRECT/172.217.6.142 text/html";
  itJudges([
    row(
      "the line's user called 用户 passes",
      "用户 alice 发起 DELETE /api/users/17，状态码 403。",
      [ACCESS],
      "PASS",
    ),
    row(
      "the client called a user is unsupported",
      "用户 192.0.2.44 删除 /api/users/17，状态码 403。",
      [ACCESS],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the agent called a user is unsupported",
      "User python-requests issued DELETE /api/users/17.",
      [ACCESS],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a word of the line called its user, where the line gives another, is unsupported",
      "user invalid failed password from 173.234.31.186.",
      [SSHD],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the host that logged the line given as where it came from is unsupported",
      "来自主机 LabSZ 的 test9 密码验证失败。",
      [SSHD],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the database called a table is unsupported",
      "app_rw was denied permission for table orders.",
      [POSTGRES],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a status said of an upstream whose connection failed is unsupported",
      "上游 10.44.1.7:9080 状态码 503。",
      [ENVOY],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "Envoy's bytes said as a duration are unsupported",
      "GET /productpage 耗时 91。",
      [ENVOY],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "Envoy's duration said as a count is unsupported",
      "Envoy 记录了 3 次 GET /productpage。",
      [ENVOY],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a time stamp said as a duration is unsupported",
      "Squid 耗时 1570784654.576。",
      [SQUID],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a keyed count said as a duration is unsupported",
      "/api/search 耗时 412。",
      ["time=2026-11-29T10:00:00Z level=info msg=search path=/api/search count=412"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "用 before a figure is no means",
      "172.17.0.1 用 504 访问 /cart。",
      [
        '172.17.0.1 - - [12/Mar/2021:08:14:02 +0000] "GET /cart HTTP/1.1" 504 160 "-" "curl/7.68.0" 441 5.002 [default-web2-8080] [] 172.17.0.6:8080 0 5.001 504 3d7f8c0a5b1e4f2a9c6d7e8f90a1b2c3',
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("who did what an access line records, however the claim words it", () => {
  const INGRESS =
    '172.17.0.1 - - [12/Mar/2021:08:14:02 +0000] "GET /cart HTTP/1.1" 504 160 "-" "curl/7.68.0" 441 5.002 [default-web2-8080] [] 172.17.0.6:8080 0 5.001 504 3d7f8c0a5b1e4f2a9c6d7e8f90a1b2c3';
  const ENVOY =
    '[2021-03-02T10:12:45.123Z] "GET /productpage HTTP/1.1" 503 UF 0 91 3 - "-" "curl/7.64.0" "5b1e7a2c-8d3f-4e6a-9b0c-1d2e3f4a5b6c" "productpage:9080" "10.44.1.7:9080"';
  const DENIED =
    '192.0.2.44 - alice [07/Feb/2020:10:16:02 +0000] "DELETE /api/users/17 HTTP/1.1" 403 64 "-" "python-requests/2.25.1"';
  itJudges([
    row(
      "the upstream named as the doer after by is unsupported",
      "GET /cart was issued by 172.17.0.6:8080.",
      [INGRESS],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the client named as the doer after by passes",
      "GET /cart was issued by 172.17.0.1.",
      [INGRESS],
      "PASS",
    ),
    row(
      "an upstream that never answered, named before and, is unsupported",
      "Upstream 10.44.1.7:9080 got GET /productpage and returned 503.",
      [ENVOY],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
    row(
      "Envoy's authority, written as a word and a port, returned nothing",
      "productpage:9080 returned 503 for GET /productpage.",
      [ENVOY],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
    row(
      "收到 is not the method GET",
      "Envoy 为 GET /reviews/0 收到 91 字节。",
      [ENVOY.replace("/productpage", "/reviews/0")],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "deleted, where the line answered 403, is unsupported",
      "alice deleted /api/users/17 using python-requests.",
      [DENIED],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the request and its status, where the line answered 403, pass",
      "alice issued DELETE /api/users/17 using python-requests and got 403.",
      [DENIED],
      "PASS",
    ),
  ]);
});

describe("logged in, as a login", () => {
  itJudges([
    row(
      "logged in where sshd accepted the key passes",
      "At Feb 22 16:48:04, drewr logged in with publickey from 69.245.39.97 (port 34202).",
      [
        "Feb 22 16:48:04 slave22 sshd[2805]: Accepted publickey for drewr from 69.245.39.97 port 34202 ssh2: RSA 01:67:32:d9",
      ],
      "PASS",
    ),
    row(
      "logged in where the password failed is unsupported",
      "root logged in via ssh2 from 173.234.31.186.",
      [
        "Dec 10 06:55:46 LabSZ sshd[24200]: Failed password for root from 173.234.31.186 port 38926 ssh2",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("the process id a server writes first", () => {
  it.each([
    ["2017-04-08 21:54:37.622 cest [20771] log:  shutting down", "20771"],
    ["[2932] 31 may 04:32:08 # open data file dump.rdb: no such file or directory", "2932"],
    ["4961:m 30 may 12:50:13.457 * increased maximum number of open files to 10032", "4961"],
    ["4961:signal-handler (1496141561) received sigint scheduling shutdown...", "4961"],
  ])("%s", (text, pid) => {
    expect(layoutKindsOf(text).get(pid)).toContain("process");
  });

  const SIGNAL_LOG = "4961:signal-handler (1496141561) Received SIGINT scheduling shutdown...";
  itJudges([
    row(
      "进程 beside PostgreSQL's process id passes",
      "进程 20771 正在关闭。",
      ["2017-04-08 21:54:37.622 CEST [20771] LOG:  shutting down"],
      "PASS",
    ),
    row(
      "进程 beside Redis's process id is that name, not a figure of what follows",
      "进程 4961 收到 SIGINT，正在安排关闭。",
      [SIGNAL_LOG],
      "PASS",
    ),
    row(
      "another process id is unsupported",
      "进程 4962 收到 SIGINT，正在安排关闭。",
      [SIGNAL_LOG],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
    row(
      "another kind beside the process id is unsupported",
      "端口 4961 收到 SIGINT",
      [SIGNAL_LOG],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
  ]);
});

describe("an HAProxy line's status and size", () => {
  const HAPROXY_LOG =
    'Jun 22 12:03:08 node2 haproxy[23034]: -:11178 [22/Jun/2021:12:03:08.833] www-https~ app/node7 app.domain.com 0/0/1/29/30 404 448 - - ---- 3/3/0/0/0 0/0 "GET /favicon.ico HTTP/1.1"';
  it("reads the status and the bytes after the five timers", () => {
    const kinds = layoutKindsOf(HAPROXY_LOG.toLowerCase());
    expect(kinds.get("404")).toContain("status");
    expect(kinds.get("448")).toContain("bytes");
  });
  itJudges([
    row(
      "返回 the status and 响应 the size pass",
      "12:03:08，GET /favicon.ico 请求被 app/node7 返回 404，响应 448 字节。",
      [HAPROXY_LOG],
      "PASS",
    ),
    row(
      "返回 the size is unsupported",
      "12:03:08，GET /favicon.ico 请求被 app/node7 返回 448。",
      [HAPROXY_LOG],
      "LOW_CONFID",
      ["fact_unsupported", "unit_unsupported"],
    ),
    row(
      "a size right after the status keeps the line's layout",
      "GET /favicon.ico got 404 (448) by app/node7 (0/0/1/29/30).",
      [HAPROXY_LOG],
      "PASS",
    ),
  ]);
});

describe("an access line's request", () => {
  const NGINX_LINE =
    '192.168.64.1 - - [07/Feb/2020:12:00:28 +0000] "GET /products/42?address=delhi HTTP/1.1" 200 59 "-" "python-requests/2.22.0" 197 0.000 [default-web-8080] [] 172.17.0.5:8080 59 0.001 200 9a7babf34ca4ee59d90ac48d452a9214';
  const HAPROXY_304 =
    'Jul 30 09:03:52 localhost haproxy[32450]: 1.2.3.4:38862 [30/Jul/2018:09:03:52.726] incoming~ docs_microservice/docs 0/0/1/0/2 304 168 - - ---- 6/6/0/0/0 0/0 {docs.example.internal||} {|||} "GET /component---src-pages-index-js-4b15624544f97cf0bb8f.js HTTP/1.1"';
  it("makes the method and the path a request", () => {
    const kinds = layoutKindsOf(NGINX_LINE.toLowerCase());
    expect(kinds.get("get")).toContain("request");
    expect(kinds.get("/products/42?address=delhi")).toContain("request");
    expect(kinds.get("default-web-8080")).not.toContain("request");
    const haproxy = layoutKindsOf(HAPROXY_304.toLowerCase());
    expect(haproxy.get("/component---src-pages-index-js-4b15624544f97cf0bb8f.js")).toContain(
      "request",
    );
  });
  itJudges([
    row(
      "请求 beside the line's path passes",
      "1.2.3.4:38862 请求 /component---src-pages-index-js-4b15624544f97cf0bb8f.js，docs_microservice/docs 返回 304",
      [HAPROXY_304],
      "PASS",
    ),
    row(
      "请求 beside the line's method passes",
      "12:00:28，GET 请求 /products/42?address=delhi 返回 200",
      [NGINX_LINE],
      "PASS",
    ),
    row(
      "GET 请求 of the backend that answered passes",
      "docs_microservice/docs 的 GET 请求返回 304",
      [HAPROXY_304],
      "PASS",
    ),
    row(
      "请求 beside a name the line gives no request is unsupported",
      "请求 docs_microservice/docs 返回 304",
      [HAPROXY_304],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("the host an access line opens with", () => {
  const NASA_LINE =
    'burger.letters.com - - [01/Jul/1995:00:00:12 -0400] "GET /images/NASA-logosmall.gif HTTP/1.0" 304 0';
  it("is the line's client", () => {
    expect(layoutKindsOf(NASA_LINE.toLowerCase()).get("burger.letters.com")).toContain("client");
  });
  itJudges([
    row(
      "a status after the client is the line's status, not a figure of the client",
      "burger.letters.com got 304 for GET /images/NASA-logosmall.gif at 01/Jul/1995:00:00:12 -0400.",
      [NASA_LINE],
      "PASS",
    ),
    row(
      "another status is still not accounted for",
      "burger.letters.com got status 200 for GET /images/NASA-logosmall.gif",
      [NASA_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("the client of an access line", () => {
  const ACCESS_LINE =
    '2026-11-28T22:40:45Z INFO api-gateway [reactor-http-epoll-4] reactor.netty.http.server.AccessLog - 10.42.5.81 - - [28/Nov/2026:22:40:45 +0000] "POST /api/orders HTTP/1.1" 500 212 30044 ms';
  itJudges([
    row(
      "the server returning the status to the client passes",
      "api-gateway 对 10.42.5.81 的 POST /api/orders 返回 500",
      [ACCESS_LINE],
      "PASS",
    ),
    row(
      "the client said to report the line is a role conflict",
      "10.42.5.81 上报 POST /api/orders 返回 500",
      [ACCESS_LINE],
      "REJECT",
      ["role_conflict"],
    ),
  ]);
});

describe("a JVM's uptime stamp", () => {
  const PARNEW_LINE =
    "64901.554: [GC 64901.555: [ParNew: 5516K->575K(5568K), 0.0107130 secs] 2870689K->2866291K(3061272K), 0.0107820 secs] [Times: user=0.06 sys=0.00, real=0.01 secs]";
  it("is a time stamp", () => {
    const kinds = layoutKindsOf(PARNEW_LINE.toLowerCase());
    expect(kinds.get("64901.554")).toContain("timestamp");
    expect(kinds.get("64901.555")).toContain("timestamp");
    expect(kinds.get("0.0107130")).toBeUndefined();
  });
  itJudges([
    row(
      "given as when, it is the line's time",
      "GC at 64901.554: 2870689K->2866291K(3061272K) in 0.0107820 secs, user=0.06 sys=0.00.",
      [PARNEW_LINE],
      "PASS",
    ),
    row(
      "opening a Chinese clause, it is the line's time",
      "64901.554 有一次 ParNew GC，用时 0.0107130 秒，real=0.01 秒。",
      [PARNEW_LINE],
      "PASS",
    ),
    row(
      "given as a duration, it is not what the line says",
      "the ParNew GC took 64901.554 secs",
      [PARNEW_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("the reason phrase HTTP gives a status", () => {
  const NGINX_304 =
    '127.0.0.1 - - [07/Dec/2016:11:04:58 +0100] "GET / HTTP/1.1" 304 0 "-" "Mozilla/5.0"';
  itJudges([
    row(
      "the phrase in brackets after the line's status passes",
      "127.0.0.1 got 304 (Not Modified) for GET /.",
      [NGINX_304],
      "PASS",
    ),
    row(
      "its Chinese rendering passes, and 请求 between two names links them",
      "127.0.0.1 请求 /，返回 304（未修改），响应 0 字节。",
      [NGINX_304],
      "PASS",
    ),
    row(
      "the phrase of another status is not framing",
      "127.0.0.1 got 304 (Not Found) for GET /.",
      [NGINX_304],
      "LOW_CONFID",
      ["negation_unsupported", "unit_unsupported"],
    ),
    row(
      "the phrase away from the status is not framing",
      "127.0.0.1 got 304 for GET /, Not Modified.",
      [NGINX_304],
      "LOW_CONFID",
      ["negation_unsupported"],
    ),
    row(
      "服务器 before the status verb is the server that wrote the line",
      "07/Dec/2016:11:04:58 +0100，127.0.0.1 请求 /，服务器返回 304，响应 0 字节。",
      [NGINX_304],
      "PASS",
    ),
    row(
      "the server returning the size is no status",
      "the server returned 0 for GET /.",
      [NGINX_304],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the phrase after a status the line does not give is no help",
      "127.0.0.1 got 404 (Not Found) for GET /.",
      [NGINX_304],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("Squid's native access line", () => {
  const SQUID_LINE =
    "1570797241.241      0 127.0.0.1 TCP_DENIED/403 3903 GET http://http:8/ - HIER_NONE/- text/html";
  itJudges([
    row(
      "its client sent the request, with its status and its size",
      "The GET for http://http:8/ from 127.0.0.1 got TCP_DENIED/403 with 3903 bytes.",
      [SQUID_LINE],
      "PASS",
    ),
    row(
      "the size called the status is a conflict",
      "The GET for http://http:8/ from 127.0.0.1 got status 3903.",
      [SQUID_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "from a name that is not its client is unsupported",
      "The GET for http://http:8/ from 10.0.0.9 got TCP_DENIED/403.",
      [SQUID_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
