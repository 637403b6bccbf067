import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest scheduling priority a thread can have (nice 19). */
const LOWEST = 19;

/**
 * Gives the calling thread the lowest CPU priority, so that a core it shares with threads of
 * normal priority (the server's event loop, the bots of matches people play) goes to them first.
 * On Linux a nice value belongs to a thread, and a thread may always lower its own: its id is the
 * last part of `/proc/thread-self` ("<pid>/task/<tid>"). Elsewhere, or if that fails, nothing
 * changes. Returns whether the priority was lowered.
 */
export function lowerThreadPriority(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, LOWEST);
    return true;
  } catch {
    return false;
  }
}
