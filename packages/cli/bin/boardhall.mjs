#!/usr/bin/env node
// The `boardhall` command. The packages are TypeScript run directly through tsx, so there is
// no build step between editing the source and running it.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
