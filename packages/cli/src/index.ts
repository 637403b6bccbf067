export { EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, runCli } from './cli.ts';
export { type CliIo, memoryIo, processIo } from './io.ts';
