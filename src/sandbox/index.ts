export { startSandbox, DEMO_API_KEY } from './server.js';
export type { Sandbox, FaultSpec, RouteName } from './server.js';
export { DEMO, HOSTILE, demoMemberNames } from './demo.js';
