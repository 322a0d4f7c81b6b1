/** Command IO that keeps what a command writes, for assertions. */
import type { CommandIo } from "../../src/cli/command-io.js";

export function capturingIo(): CommandIo & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
  };
  return io;
}
