import { residentMb } from "../gateway-overhead/process-usage.ts";

/** The resident memory seen while a load ran (MB). */
export interface MemoryGrowth {
  readonly peakMb: number;
  readonly lateGrowthMb: number;
  readonly samples: readonly number[];
}

/** A process's resident memory (MB), read once a second from /proc while a load runs. */
export class MemorySamples {
  private readonly samples: number[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.samples.push(residentMb(this.pid)), 1000);
  }

  /**
   * Stops sampling; the peak, and how much the memory grew over the last `seconds`: the mean of the last five
   * samples minus the mean of the first five of that span (a mean, not one sample: the heap saws up and down).
   */
  stop(seconds: number): MemoryGrowth {
    clearInterval(this.timer);
    const late = this.samples.slice(-seconds);
    return {
      peakMb: Math.max(...this.samples),
      lateGrowthMb: mean(late.slice(-5)) - mean(late.slice(0, 5)),
      samples: this.samples,
    };
  }
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
