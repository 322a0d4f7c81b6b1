/**
 * The sources of the eighth held-out real-log set. The shared source-name type lists the
 * sources of the earlier sets; the names here are widened to it in one place, so the shared
 * generator files stay as they are.
 */
import type { SourceName } from "../heldout-real-logs/model.js";

export type EighthSetSource =
  | "Santa"
  | "OsqueryDarwin"
  | "OsqueryUbuntu"
  | "NasaHttp"
  | "TraefikAccess"
  | "SyslogTzOffset"
  | "SyslogSuse"
  | "HBaseGC";

/** The source name as the shared generator types it. */
export function sourceName(name: EighthSetSource): SourceName {
  return name as string as SourceName;
}
