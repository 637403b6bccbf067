/**
 * Runs tasks one at a time, in the order they were queued: a match's actions, undos and seat
 * changes must never interleave, while different matches proceed independently.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private length = 0;

  /** Tasks queued or running. */
  get size(): number {
    return this.length;
  }

  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.length++;
    const result = this.tail.then(task);
    // The chain continues whether the task succeeded or failed; the caller sees its own outcome.
    this.tail = result.then(
      () => this.length--,
      () => this.length--,
    );
    return result;
  }
}
