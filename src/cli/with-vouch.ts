/**
 * Opens Vouch from the environment for one CLI command and closes it afterwards, turning a
 * configuration or start-up problem into one line on stderr and the right exit code.
 */
import { openVouch, type Vouch } from "../app/open-vouch.js";
import { loadConfig } from "../config/config.js";
import type { CommandIo } from "./command-io.js";
import { EXIT_FAILED, EXIT_USAGE } from "./command-io.js";

export async function withVouch(
  command: string,
  environment: NodeJS.ProcessEnv,
  io: CommandIo,
  body: (vouch: Vouch) => Promise<number>,
): Promise<number> {
  const config = loadConfig(environment);
  if (!config.ok) {
    io.stderr(`vouch ${command}: ${config.error}\n`);
    return EXIT_USAGE;
  }
  const opened = await openVouch(config.value);
  if (!opened.ok) {
    io.stderr(`vouch ${command}: ${opened.error}\n`);
    return EXIT_FAILED;
  }
  try {
    return await body(opened.value);
  } finally {
    await opened.value.close();
  }
}
