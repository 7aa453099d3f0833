import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Preloaded into a process the bench measures (`node --expose-gc --import ./memory-probe.ts`). On
 * the IPC message 'mark' it collects garbage, notes its memory and starts following it; on 'peak'
 * it answers with what it noted and the highest figures since:
 *
 * - heap: sampled every 10 ms, garbage included (what V8 lets pile up before it collects);
 * - external: Buffers and typed arrays outside the heap (socket reads, compressed chunks);
 * - rss: the kernel's peak (VmHWM, reset at the mark), so a spike between samples still counts.
 *
 * 'mark-live' instead collects garbage every 250 ms and keeps the heap left after each collection:
 * what the process holds, the figure that grows when something is kept for the whole period.
 */
export interface MemoryPeak {
  readonly heapBefore: number;
  readonly heapPeak: number;
  readonly externalBefore: number;
  readonly externalPeak: number;
  readonly rssBefore: number;
  readonly rssPeak: number;
}

const SAMPLE_MS = 10;
const LIVE_SAMPLE_MS = 250;

function peakRss(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: the sampled RSS stands in for the kernel's peak.
  }
}

type Peaks = { -readonly [K in keyof MemoryPeak]: MemoryPeak[K] };
let marked: Peaks | null = null;
let sampler: NodeJS.Timeout | null = null;

function sample(collect: boolean): void {
  if (collect) global.gc?.();
  const now = process.memoryUsage();
  if (!marked) return;
  marked.heapPeak = Math.max(marked.heapPeak, now.heapUsed);
  marked.externalPeak = Math.max(marked.externalPeak, now.external);
  marked.rssPeak = Math.max(marked.rssPeak, now.rss);
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'mark' || message === 'mark-live') {
      global.gc?.();
      const { heapUsed, external, rss } = process.memoryUsage();
      resetPeakRss();
      marked = {
        heapBefore: heapUsed,
        heapPeak: heapUsed,
        externalBefore: external,
        externalPeak: external,
        rssBefore: rss,
        rssPeak: rss,
      };
      if (sampler) clearInterval(sampler);
      const live = message === 'mark-live';
      sampler = setInterval(() => sample(live), live ? LIVE_SAMPLE_MS : SAMPLE_MS);
      process.send?.({ probe: 'marked' });
    } else if (message === 'peak' && marked) {
      if (sampler) clearInterval(sampler);
      sampler = null;
      const peak: MemoryPeak = { ...marked, rssPeak: Math.max(marked.rssPeak, peakRss() ?? 0) };
      marked = null;
      process.send?.({ probe: 'peak', peak });
    }
  });
}
