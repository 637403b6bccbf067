// Worker threads start without the TypeScript loader of their parent; register it, then load
// the real worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./analysis-worker.ts');
export default worker.default;
