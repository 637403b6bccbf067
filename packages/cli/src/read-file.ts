/**
 * Reading a file the user named, with a cap: a command given /dev/zero, a pipe that never ends or
 * a huge file answers one `error:` line at once instead of reading until memory runs out.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { BoardhallError } from '@boardhall/engine';

export interface FileCap {
  /** What the file is, for the messages: `replay file` ("Cannot read the replay file …"). */
  what: string;
  /** The most the file may hold; a file holding more is refused, not read. */
  maxBytes: number;
  /** Refuse a device, a pipe or a socket before opening it (a file the command will write back). */
  regularOnly?: boolean;
  /** The error code of every refusal. */
  code: string;
}

/** Bytes read at a time: a replay of a long match is about 100 KB, so most files take one read. */
const CHUNK_BYTES = 1024 * 1024;

/** `64 MiB`. */
function mebibytes(bytes: number): string {
  return `${bytes / (1024 * 1024)} MiB`;
}

function whyNot(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder';
  return (error as Error).message;
}

/** The whole text (UTF-8) of the file at `path`, or a BoardhallError naming the file and why it was not read. */
export function readCappedText(path: string, cap: FileCap): string {
  const refuse = (why: string) => new BoardhallError(cap.code, `Cannot read the ${cap.what} '${path}': ${why}.`);
  const tooLarge = () => refuse(`it holds more than ${mebibytes(cap.maxBytes)}, the most a ${cap.what} may hold`);
  let fd: number;
  try {
    if (cap.regularOnly) {
      // stat, not open: opening a pipe nobody writes to would wait for a writer.
      const kind = statSync(path);
      if (!kind.isFile() && !kind.isDirectory())
        throw refuse('it is not a regular file (a device, a pipe or a socket)');
    }
    fd = openSync(path, 'r');
  } catch (error) {
    if (error instanceof BoardhallError) throw error;
    throw refuse(whyNot(error));
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw refuse('it is a folder');
    // A regular file says its size: one over the cap is refused without reading it.
    if (stat.isFile() && stat.size > cap.maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // One byte past the cap is enough to know the file is over it.
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, cap.maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > cap.maxBytes) throw tooLarge();
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } catch (error) {
    if (error instanceof BoardhallError) throw error;
    throw refuse(whyNot(error));
  } finally {
    closeSync(fd);
  }
}
