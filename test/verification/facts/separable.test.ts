import { describe } from "vitest";
import { itJudges, row } from "./judging.js";

const DISCONNECTING =
  "Dec 10 10:14:13 LabSZ sshd[24833]: Disconnecting: Too many authentication failures for admin [preauth]";

describe("a verb and its object with 了 between them", () => {
  itJudges([
    row(
      "断开了连接 renders the glossary term 断开连接",
      "10:14:13，用户 admin 认证失败太多次，sshd 断开了连接。",
      [DISCONNECTING],
      "PASS",
    ),
    row(
      "an object that makes no term the record renders stays unsupported",
      "10:14:13，sshd 断开了会话。",
      [DISCONNECTING],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the term with a verb the record does not say stays unsupported",
      "10:14:13，sshd 建立了连接。",
      [DISCONNECTING],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});
