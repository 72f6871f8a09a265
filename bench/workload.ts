/**
 * The bench's workloads, shared by bench/main.ts (full size) and test/bench.test.ts (a quick
 * variant). Everything is real but Discord: raw gateway payloads go through discord.js's own
 * InteractionCreate action into the router, the commands, the API client and, over loopback,
 * the sandbox. Latencies are read where Discord would see them: the arrival of each REST call
 * at the Discord stand-in.
 */
export * from './interactions.js';
export * from './busy-channel.js';
export * from './many-communities.js';
export * from './rank-lookups.js';
