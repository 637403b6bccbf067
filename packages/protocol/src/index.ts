/**
 * The Boardhall wire protocol (docs/protocol.md), shared by the server and its clients: zod schemas,
 * the types inferred from them, the close codes and the error codes. No I/O, no Node or DOM APIs.
 */
export { describeZodIssues, type Message, type Outcome, type Seat, type ValidationIssues } from '@boardhall/engine';
export * from './accounts.ts';
export * from './clocks.ts';
export * from './codes.ts';
export * from './common.ts';
export * from './http.ts';
export * from './mail.ts';
export * from './patch.ts';
export * from './ratings.ts';
export * from './websocket.ts';
