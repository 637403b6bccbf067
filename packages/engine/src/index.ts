export * from './errors.ts';
export * from './hash.ts';
export * from './messages.ts';
export * from './rng.ts';
export * from './types.ts';
