/**
 * docs/deploy.md works as written: every `boardhall` command it shows (npx, node …/boardhall.mjs,
 * the systemd unit) uses only flags its command knows, and a TLS server block carries its
 * certificate. Docs that drift from the code fail here rather than on an operator's machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { memoryIo, runCli } from '../src/index.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const docs = ['docs/deploy.md', 'README.md'].map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

/** Code blocks of a Markdown text, with shell line continuations joined. */
function codeBlocks(text: string): { lang: string; body: string }[] {
  return [...text.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({
    lang: m[1] ?? '',
    body: (m[2] ?? '').replace(/\\\n\s*/g, ' '),
  }));
}

/** Every `boardhall <command> …` invocation in the code blocks: its command and the flags it passes. */
function invocations(): { file: string; line: string; command: string; flags: string[] }[] {
  const found = [];
  for (const { file, text } of docs) {
    for (const block of codeBlocks(text)) {
      for (const line of block.body.split('\n')) {
        // A command and, for a group such as `ratings`, its subcommand (`ratings rebuild`).
        const m = /(?:npx boardhall|boardhall\.mjs)\s+([a-z]+(?: [a-z]+)?)(.*)$/.exec(line);
        if (!m) continue;
        const flags = [...(m[2] ?? '').matchAll(/(?:^|\s)(--[a-z][a-z-]*)/g)].map((f) => f[1] as string);
        found.push({ file, line: line.trim(), command: m[1] as string, flags });
      }
    }
  }
  return found;
}

async function flagsOf(command: string): Promise<Set<string>> {
  const io = memoryIo();
  await runCli([...command.split(' '), '--help'], games, io);
  return new Set([...io.stdout.join('').matchAll(/(--[a-z][a-z-]*)/g)].map((m) => m[1] as string));
}

describe('docs/deploy.md as written', () => {
  it('shows only boardhall commands and flags that exist', async () => {
    const shown = invocations();
    expect(shown.length).toBeGreaterThan(5);
    const known = new Map<string, Set<string>>();
    for (const { command } of shown) if (!known.has(command)) known.set(command, await flagsOf(command));
    const unknown = shown.flatMap((s) =>
      s.flags.filter((f) => !known.get(s.command)?.has(f)).map((f) => `${s.file}: ${f} in "${s.line}"`),
    );
    expect(unknown).toEqual([]);
    // The systemd unit is among them, with the flags a supervised node needs.
    expect(shown.some((s) => s.line.startsWith('ExecStart=') && s.flags.includes('--admin-port'))).toBe(true);
  });

  it('gives every TLS server block of its nginx examples a certificate and a key', () => {
    const blocks = docs.flatMap(({ text }) => codeBlocks(text).filter((b) => b.lang === 'nginx'));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      for (const server of block.body.split(/\n(?=server \{)/)) {
        if (!/listen 443 ssl/.test(server)) continue;
        expect(server).toMatch(/ssl_certificate\s+\S+;/);
        expect(server).toMatch(/ssl_certificate_key\s+\S+;/);
      }
    }
  });

  it('tells an operator to build the web client that `boardhall serve` serves', () => {
    const deploy = docs[0]?.text ?? '';
    const build = deploy.indexOf('npm run build -w @boardhall/web');
    expect(build).toBeGreaterThan(-1);
    expect(build).toBeLessThan(deploy.indexOf('npx boardhall serve --host'));
  });
});
