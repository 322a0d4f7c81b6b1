/**
 * Shared types for the held-out real-log case generator: log records read from
 * the public samples, event types with their claim templates, and the per-source
 * profile that ties a sample file to its header layout, questions and clauses.
 */

/** The public log samples the held-out cases are written about (all held-out sets). */
export type SourceName =
  | "Apache"
  | "Hadoop"
  | "Linux"
  | "Proxifier"
  | "BGL"
  | "Spark"
  | "Thunderbird"
  | "HPC"
  | "Android"
  | "HealthApp"
  | "Windows"
  | "Mac"
  | "OpenStack"
  | "HDFS"
  | "OpenSSH"
  | "Zookeeper"
  | "Kafka"
  | "PostgreSQL"
  | "NginxIngress"
  | "Elasticsearch"
  | "MySQL"
  | "Redis"
  | "RedisDebian"
  | "RedisWindows"
  | "MongoDB"
  | "MongoDBJson"
  | "MongoDBAccess"
  | "HAProxy"
  | "HAProxyNoServer"
  | "NATS"
  | "Kibana"
  | "CassandraGC"
  | "LinuxAuth"
  | "LinuxSecure"
  | "AuditdRhel6"
  | "AuditdNode"
  | "AuditdRhel7"
  | "NginxAccess"
  | "NginxError"
  | "LogstashPlain"
  | "LogstashPlain74"
  | "LogstashSlowlog"
  | "LogstashJson"
  | "IcingaMain"
  | "IcingaDebug";

/** One verbatim line of a local sample file, with its upstream line number. */
export interface LogRecord {
  readonly source: SourceName;
  readonly fileName: string;
  /** Zero-based position in the local file. */
  readonly localIndex: number;
  /** One-based line number in the upstream sample. */
  readonly originalLine: number;
  /** Index of the contiguous upstream range the line was copied from. */
  readonly block: number;
  readonly text: string;
}

/** Named values taken from a line: header fields plus the event's own groups. */
export type FieldValues = Readonly<Record<string, string>>;

/** Read access to a line's field values; reading a missing field throws. */
export interface FieldReader {
  readonly value: (name: string) => string;
}

/** The same statement in English and in Chinese. */
export interface ClaimPair {
  readonly english: string;
  readonly chinese: string;
}

/** Faithful renderings of a line, in each language. */
export interface FaithfulRenderings {
  readonly english: readonly string[];
  readonly chinese: readonly string[];
}

/** One kind of log event, recognised by a pattern over the message part of a line. */
export interface EventType {
  /** Stable name, "<source>/<event>". */
  readonly name: string;
  /** Pattern over the message part; named groups become field values. */
  readonly pattern: RegExp;
  /** Fields holding numbers that a changed-value fabrication may alter. */
  readonly numericFields: readonly string[];
  /** Fields holding identifiers that a wrong-entity fabrication may swap. */
  readonly entityFields: readonly string[];
  /** Restatements that use only the line's own words, numbers and identifiers. */
  readonly faithful: (fields: FieldReader) => FaithfulRenderings;
  /** The event negated, or, when the line itself is negative, with that negation dropped. */
  readonly negation: (fields: FieldReader) => ClaimPair;
  /** True when the line carries a negation that the negation claim drops. */
  readonly negationDropsLineNegation: boolean;
  /** A different verb or state than the one the line records. */
  readonly wrongEvent: (fields: FieldReader) => ClaimPair;
}

/** Everything the generator needs to know about one sample file. */
export interface SourceProfile {
  readonly source: SourceName;
  readonly fileName: string;
  /** Pattern over the whole line; must have a "message" group. */
  readonly header: RegExp;
  /** Extra fields computed from the header fields. */
  readonly derive: (values: FieldValues) => FieldValues;
  /** The moment a line speaks about, as written in the line. */
  readonly timeOf: (fields: FieldReader) => string;
  /** Question templates; "{time}" is replaced by the line's time. */
  readonly questionsEnglish: readonly string[];
  readonly questionsChinese: readonly string[];
  /** Unsupported causes, each starting with its connective. */
  readonly causes: readonly ClaimPair[];
  /** Unsupported extra clauses, each starting with its connective. */
  readonly additions: readonly ClaimPair[];
  /** Event types, tried in order; the first pattern that matches wins. */
  readonly events: readonly EventType[];
}
