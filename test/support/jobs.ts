import type { BotJobs } from '../../src/bot/jobs.js';
import { pollFeed } from '../../src/features/feeds/jobs.js';
import { takeSnapshot } from '../../src/features/periods/jobs.js';
import { runSchedule } from '../../src/features/schedules/jobs.js';
import { sendScheduled, type ScheduledSend } from '../../src/features/writes/jobs.js';
import type { DueRun } from '../../src/store/index.js';

/**
 * One job run now, in this process, as its worker would run it (with the bot's own wiring):
 * for tests that race replicas on one job, or resume an interrupted one.
 */

/** Polls one feed. */
export async function pollNow(jobs: BotJobs, feedId: string): Promise<number> {
  await jobs.start();
  return pollFeed(jobs.features.feeds.deps, feedId);
}

/** Runs one scheduled board run. */
export async function runScheduleNow(jobs: BotJobs, run: DueRun): Promise<string> {
  await jobs.start();
  return runSchedule(jobs.features.schedules.deps, run);
}

/** Takes (or continues) one period snapshot. */
export async function takeSnapshotNow(jobs: BotJobs, id: string): Promise<string> {
  await jobs.start();
  return takeSnapshot(jobs.features.periods.deps, id);
}

/** Sends one scheduled write (the bot must send scheduled writes). */
export async function sendScheduledNow(jobs: BotJobs, journalId: string): Promise<ScheduledSend> {
  await jobs.start();
  const writes = jobs.features.writes;
  if (!writes) throw new Error('this bot sends no scheduled writes');
  return sendScheduled(writes.deps, journalId);
}
