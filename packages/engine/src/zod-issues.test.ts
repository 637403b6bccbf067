import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodIssues } from './zod-issues.ts';

const schema = z.object({ a: z.number(), b: z.object({ c: z.string() }), d: z.boolean(), e: z.boolean() });

describe('describeZodIssues', () => {
  it('names the path of each of the first three problems', () => {
    const parsed = schema.safeParse({ a: 'x', b: { c: 1 } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.length).toBe(4);
    expect(describeZodIssues(parsed.error)).toBe(
      'a: Invalid input: expected number, received string; b.c: Invalid input: expected string, received number; ' +
        'd: Invalid input: expected boolean, received undefined',
    );
  });

  it('gives a problem of the whole value without a path', () => {
    const parsed = z.string().safeParse(3);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(describeZodIssues(parsed.error)).toBe('Invalid input: expected string, received number');
  });
});
