/** What Linux reports of a process: its CPU time and its resident memory. */
import { readFileSync } from 'node:fs';

/**
 * Linux reports utime and stime in clock ticks of USER_HZ, which is 100 on every architecture
 * Node runs on (the kernel fixes it for user space whatever its internal HZ); Node has no sysconf.
 */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of a process so far, in milliseconds, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces or ')' itself: the fields
  // that follow are counted from the last ')'. utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`/proc/${pid}/stat: unexpected format`);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** The summed CPU time of several processes. */
export function totalCpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
}

/** A process's resident memory now, in bytes, from /proc/<pid>/status (VmRSS, in kB). */
export function processRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`/proc/${pid}/status: no VmRSS`);
  return kb * 1024;
}
