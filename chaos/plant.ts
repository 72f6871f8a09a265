import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * Bugs the chaos run can plant in its own bundle of the bot, to show that its checks catch them.
 * Each is a text patch applied by an esbuild plugin while the chaos bundle is built
 * (chaos/bundle.ts): the sources, the bot's own build (dist/) and the test bundles never hold
 * it. A patch that no longer finds its text fails the build, so a plant cannot silently stop
 * planting anything.
 */

export interface PlantedBug {
  /** What the bug does, for the report. */
  what: string;
  /** The source file patched (relative to the project). */
  file: string;
  /** Each `find` must occur exactly once in the file; it is replaced by `replace`. */
  edits: { find: string; replace: string }[];
  /**
   * The run kills the replica that makes the first feed post, as Discord makes it (chaos/faults.ts):
   * a feed bug shows when a replica dies between its post and its record, a moment a short run's
   * timed kills seldom meet.
   */
  killsFeedPoster?: boolean;
}

export const PLANTED_BUGS = {
  /**
   * The journal's claim is no longer exclusive: an entry already claimed, being sent or settled
   * is claimed again by the next press (its state is neither checked on read nor in the
   * conditional UPDATE). A Confirm pressed twice, or on two replicas, sends the write twice.
   */
  'journal-claim': {
    what: "the journal's claim made non-exclusive (a claimed, sent or settled entry is claimed again)",
    file: 'src/store/journal.ts',
    edits: [
      {
        find: `const no = blocked(found, by.userId, by.scheduled ? 'job' : 'press');
        if (no) return no;`,
        replace: `const no = blocked(found, by.userId, by.scheduled ? 'job' : 'press');
        if (no && no.kind !== 'in-flight' && no.kind !== 'settled') return no;`,
      },
      { find: `where id = $1 and state = $6 returning`, replace: `where id = $1 and $6::text is not null returning` },
    ],
  },
  /**
   * The feed's cursor is advanced before the announcement is posted (and recorded after it):
   * what the issue names. Under the feed's rows (a completion's row is taken before the post)
   * the cursor only bounds what is read, so this is not expected to change what is announced.
   */
  'feed-cursor': {
    what: "the feed's cursor advanced before posting",
    file: 'src/features/feeds/jobs.ts',
    killsFeedPoster: true,
    edits: [
      {
        find: `    const outcome = await deps.post(
      feed.channelId,`,
        replace: `    await done();
    const outcome = await deps.post(
      feed.channelId,`,
      },
    ],
  },
  /**
   * The feed records what it announced only after posting: a poll looks whether a completion's
   * row is free (takes and frees it), posts, and only then takes the rows. Two polls at once, or
   * a replica killed between the post and the record, announce a completion twice.
   */
  'feed-record-after-post': {
    what: 'the feed records the completions it announced only after posting them',
    file: 'src/features/feeds/jobs.ts',
    killsFeedPoster: true,
    edits: [
      {
        find: `    const mine = await deps.feeds.take(feed.id, batch, seen);`,
        replace: `    const mine = await deps.feeds.take(feed.id, batch, seen);
    await deps.feeds.release(feed.id, batch);`,
      },
      {
        find: `    if (outcome.ok) {
      deps.onPosted?.(feed.id);`,
        replace: `    if (outcome.ok) {
      await deps.feeds.take(feed.id, batch, seen.filter((c) => mine.has(c.key)));
      deps.onPosted?.(feed.id);`,
      },
    ],
  },
} satisfies Record<string, PlantedBug>;

export type PlantName = keyof typeof PLANTED_BUGS;

export const isPlantName = (name: string): name is PlantName => Object.hasOwn(PLANTED_BUGS, name);

/** The source of `bug.file` with its edits applied; throws when an edit's text is not there exactly once. */
export function patched(bug: PlantedBug, source: string): string {
  let out = source;
  for (const { find, replace } of bug.edits) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + 1) >= 0) {
      throw new Error(
        `the planted bug "${bug.what}" no longer applies to ${bug.file}: its text is ${at < 0 ? 'not there' : 'there more than once'}:\n${find}`,
      );
    }
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out;
}

/** The esbuild plugin that plants `bug` while bundling. */
export function plantPlugin(bug: PlantedBug): Plugin {
  const escaped = bug.file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return {
    name: 'chaos-plant',
    setup(build) {
      build.onLoad({ filter: new RegExp(`${escaped}$`) }, (args) => ({
        contents: patched(bug, readFileSync(args.path, 'utf8')),
        loader: 'ts',
      }));
    },
  };
}
