import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { componentIds, field } from '../../discord/component-id.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import { counted, discordTime, formatNumber } from '../../views/format.js';
import { code, fitLines } from '../../views/markdown.js';
import type { RewardPlan } from './plan.js';
import { ruleText } from './rule.js';
import type { Reward, RewardSync, SyncCounts } from './store.js';

/** /rewards' messages: the preview of a new reward, the list, and the lines its commands answer with. */

const COLOR = 0xf1c40f;
/** Names a preview shows of each group before "…and N more". */
export const PREVIEW_NAMES = 10;

/** The Confirm of a previewed reward: its row (state `preview`) holds the rest. */
export const REWARD_CONFIRM = componentIds('rewards', ['confirm'], { id: field.text((t) => /^[0-9a-f]{8}$/.test(t)) });

const role = (id: string) => `<@&${id}>`;

function namesLine(ids: readonly string[], names: ReadonlyMap<string, string>, s: Reader): string {
  const shown = ids.slice(0, PREVIEW_NAMES).map((id) => (names.has(id) ? `**${escape(cut(names.get(id)!, 64))}**` : `<@${id}>`));
  const more = ids.length - shown.length;
  return s.list(shown) + (more > 0 ? ` ${s.t('common.more', { n: formatNumber(more, s.locale) })}` : '');
}

export interface RewardPreview {
  reward: Reward;
  /** Threshold rewards: what the first sync would do now, and the requests its read took. */
  plan?: RewardPlan;
  requests?: number;
  /** Period rewards: when the running period ends. */
  periodEndsAt?: number;
  names: ReadonlyMap<string, string>;
}

export function rewardPreview(p: RewardPreview, s: Reader): Reply {
  const r = p.reward;
  const lines: string[] = [];
  if (p.plan) {
    lines.push(
      `${s.t('rewards.preview.get', { role: role(r.roleId), n: formatNumber(p.plan.add.length, s.locale) })} · ${s.t('rewards.preview.lose', { n: formatNumber(p.plan.remove.length, s.locale) })}`,
    );
    if (p.plan.add.length) lines.push(`➕ ${s.t('rewards.preview.names', { names: namesLine(p.plan.add, p.names, s) })}`);
    if (p.plan.remove.length) lines.push(`➖ ${s.t('rewards.preview.names', { names: namesLine(p.plan.remove, p.names, s) })}`);
    if (r.keep) lines.push(s.t('rewards.preview.keepNote'));
    if (p.plan.left.length) lines.push(s.t('rewards.preview.left', { n: formatNumber(p.plan.left.length, s.locale) }));
    if (p.plan.cannot.length) lines.push(`⚠️ ${s.t('rewards.preview.cannot', { names: namesLine(p.plan.cannot, p.names, s) })}`);
    if (p.requests !== undefined) lines.push(s.t('rewards.preview.cost', { requests: counted('requests', p.requests, s) }));
  } else {
    lines.push(
      s.t(r.period === 'month' ? 'rewards.preview.periodFirst.month' : 'rewards.preview.periodFirst.week', {
        role: role(r.roleId),
        when: discordTime(p.periodEndsAt ?? 0, 'f'),
      }),
    );
  }
  const id = REWARD_CONFIRM.id('confirm', { id: r.id });
  const embed: APIEmbed = { color: COLOR, description: fitLines(lines, LIMITS.embedDescription, s) };
  return {
    content: s.t('rewards.preview.title', { role: role(r.roleId), rule: ruleText(r, s) }),
    embeds: [embed],
    components: id
      ? [
          {
            type: ComponentType.ActionRow,
            components: [{ type: ComponentType.Button, style: ButtonStyle.Success, label: s.t('rewards.preview.confirm'), custom_id: id }],
          },
        ]
      : [],
  };
}

function rewardLine(r: Reward, last: { sync: RewardSync; counts: SyncCounts } | undefined, s: Reader): string {
  const state = r.state === 'stopped' ? s.t('rewards.list.stopped', { reason: r.stoppedReason ?? '' }) : s.t('rewards.list.active');
  const sync = last?.sync.finishedAt
    ? s.t('rewards.list.lastSync', {
        when: discordTime(last.sync.finishedAt, 'R'),
        given: formatNumber(last.counts.given, s.locale),
        taken: formatNumber(last.counts.taken, s.locale),
      })
    : s.t('rewards.list.never');
  return [`${code(r.id)} ${role(r.roleId)} · ${ruleText(r, s)}`, `${state} · ${sync}`].join('\n');
}

export function rewardList(
  rows: readonly { reward: Reward; last?: { sync: RewardSync; counts: SyncCounts } | undefined }[],
  s: Reader,
): Reply {
  return {
    embeds: [
      {
        title: s.t('rewards.list.title'),
        color: COLOR,
        description:
          rows.length === 0
            ? s.t('rewards.list.none')
            : fitLines(
                rows.map((x) => rewardLine(x.reward, x.last, s)),
                LIMITS.embedDescription,
                s,
              ),
      },
    ],
  };
}
