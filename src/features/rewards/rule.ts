import type { Reader } from '../../i18n/reader.js';
import { escape } from '../../discord/limits.js';
import { formatDecimal } from '../../decimal.js';
import { periodLabelWords } from '../../views/period-label.js';
import type { Reward } from './store.js';

/** A reward's rule in words, and the reason Discord's audit log shows for each change it makes. */

const systemOf = (r: Pick<Reward, 'systemName' | 'systemEmoji'>) => `${r.systemEmoji ? `${r.systemEmoji} ` : ''}${r.systemName}`;

export function ruleText(
  r: Pick<Reward, 'kind' | 'systemName' | 'systemEmoji' | 'threshold' | 'keep' | 'top' | 'period'>,
  s: Reader,
): string {
  const system = `**${escape(systemOf(r))}**`;
  if (r.kind === 'threshold')
    return s.t(r.keep ? 'rewards.rule.thresholdKeep' : 'rewards.rule.threshold', {
      system,
      at: formatDecimal(r.threshold ?? '0', s.locale),
    });
  return s.t(r.period === 'month' ? 'rewards.rule.month' : 'rewards.rule.week', { system, top: r.top ?? 0 });
}

/** The audit-log reason of a change (Discord keeps it with the change): "Points reward: Sparks ≥ 40,000". */
export function changeReason(r: Reward, s: Reader, label?: string): string {
  // Plain: Discord's audit log shows the reason as text.
  const system = r.systemName;
  const text =
    r.kind === 'threshold'
      ? s.t('rewards.reason.threshold', { system, at: formatDecimal(r.threshold ?? '0', s.locale) })
      : s.t('rewards.reason.period', { system, top: r.top ?? 0, label: label ? periodLabelWords(label, s) : '' });
  // Discord's limit for X-Audit-Log-Reason.
  return text.slice(0, 512);
}
