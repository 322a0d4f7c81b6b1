/**
 * The streams a command writes to, injected so that tests can capture them. Exit codes:
 * 0 success, 1 the operation ran and failed, 2 bad input or configuration.
 */
export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const processIo: CommandIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
