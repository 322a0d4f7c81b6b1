/**
 * The machine a run happened on, printed with every figure: benchmark numbers mean little
 * without the core count, the Node.js version and how busy the machine was with other work
 * (load average, and Linux's CPU pressure: the share of time something waited for a CPU).
 */
import { readFileSync } from "node:fs";
import { arch, cpus, loadavg, machine, release } from "node:os";

export interface MachineDescription {
  readonly cores: number;
  readonly cpuModel: string;
  readonly node: string;
  readonly platform: string;
  /** What `uname -m` prints: `x86_64`, `aarch64`. */
  readonly machine: string;
  readonly architecture: string;
  readonly kernel: string;
}

/** How busy the machine is at one moment. */
export interface MachineLoad {
  /** One-minute load average; above the core count, work was queueing for a CPU. */
  readonly loadAverage: number;
  /**
   * `some avg60` of `/proc/pressure/cpu`: the percentage of the last minute in which at
   * least one task waited for a CPU. Undefined where the kernel does not report it.
   */
  readonly cpuPressurePercent: number | undefined;
}

export function describeMachine(): MachineDescription {
  const processors = cpus();
  return {
    cores: processors.length,
    cpuModel: processors[0]?.model.trim() ?? "unknown",
    node: process.version,
    platform: process.platform,
    machine: machine(),
    architecture: arch(),
    kernel: release(),
  };
}

function cpuPressure(): number | undefined {
  try {
    const match = /^some .*\bavg60=([\d.]+)/m.exec(readFileSync("/proc/pressure/cpu", "utf8"));
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
}

export function measureLoad(): MachineLoad {
  return {
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    cpuPressurePercent: cpuPressure(),
  };
}

export function formatMachine(description: MachineDescription): string {
  return `${description.cores} cores (${description.cpuModel}), node ${description.node}, ${description.platform} ${description.machine} ${description.kernel}`;
}

export function formatLoad(load: MachineLoad): string {
  const pressure =
    load.cpuPressurePercent === undefined ? "" : `, CPU pressure ${load.cpuPressurePercent}%`;
  return `load average ${load.loadAverage}${pressure}`;
}
