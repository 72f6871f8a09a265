import { describe, expect, it } from 'vitest';
import { tally } from '../bench/interactions.js';
import { summarize } from '../bench/stats.js';
import { renderW3, W3, type W3Result } from '../bench/w3.js';

/** W3's table from a made-up run (the run itself is exercised by test/replicas.test.ts). */

const result = (upstream: number, created: number): W3Result => ({
  spec: W3,
  startMs: 4_500,
  busy: {
    tally: tally([{ kind: 'leaderboard', status: 'answered', ackMs: 5, finalMs: 500, title: 'Sparks' }]),
    statuses: { 200: 1 },
    upstream,
    rateLimited: 0,
    boards: 1,
    durationMs: 1_200,
  },
  raid: {
    previewMs: 40,
    presses: [
      { replica: 0, answer: 'in-flight', text: 'This raid is being created already…', ms: 30 },
      { replica: 1, answer: 'outcome', text: 'Raid created', ms: 66 },
      { replica: 2, answer: 'error', text: 'Something went wrong', ms: 20 },
    ],
    confirmMs: 66,
    created,
  },
  readyz: summarize([3, 3, 4]),
  notes: ['a note'],
});

describe('bench W3 report', () => {
  it('shows the burst beside one process alone, the 429s, and every raid press', () => {
    const text = renderW3(result(2, 1), 2);
    expect(text).toMatch(/upstream requests \(all replicas\)\s+2\s+≤ 2 \(one process, W1\)\s+PASS/);
    expect(text).toMatch(/429s received\s+0\s+0\s+PASS/);
    expect(text).toMatch(/raid presses \(one per replica\)\s+being created · Raid created · error: Something went wrong/);
    expect(text).toMatch(/raids created\s+1\s+1\s+PASS/);
    expect(text).toContain('  - a note');
  });

  it('marks a miss: more upstream requests than one process, two raids', () => {
    const text = renderW3(result(3, 2), 2);
    expect(text).toMatch(/≤ 2 \(one process, W1\)\s+MISS/);
    expect(text).toMatch(/raids created\s+2\s+1\s+MISS/);
    // Without W1 (W3 run alone) there is nothing to compare the upstream count with.
    expect(renderW3(result(2, 1))).toMatch(/upstream requests \(all replicas\)\s+2\n/);
  });
});
