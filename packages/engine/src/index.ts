export * from './errors.ts';
export * from './hash.ts';
export * from './match.ts';
export * from './messages.ts';
export * from './registry.ts';
export * from './replay.ts';
export * from './rng.ts';
export * from './types.ts';
