import type { APIButtonComponentWithCustomId } from 'discord.js';
import { expect } from 'vitest';
import type { Reply } from '../src/discord/reply.js';
import { FILE_NAME, fitReply, LIMITS } from '../src/discord/limits.js';
import { splitId, type ComponentIds } from '../src/discord/component-id.js';

/**
 * Checks a view's reply, as the router sends it (fitted once on the way out), against every
 * Discord message limit; a custom id over 100 characters throws there (a view bug).
 */
export function expectDiscordLimits(view: Reply): void {
  const reply = fitReply(view);
  expect((reply.content ?? '').length).toBeLessThanOrEqual(LIMITS.content);
  let total = 0;
  for (const e of reply.embeds ?? []) {
    expect((e.title ?? '').length).toBeLessThanOrEqual(LIMITS.embedTitle);
    expect((e.description ?? '').length).toBeLessThanOrEqual(LIMITS.embedDescription);
    expect((e.footer?.text ?? '').length).toBeLessThanOrEqual(LIMITS.footer);
    expect((e.fields ?? []).length).toBeLessThanOrEqual(LIMITS.embedFields);
    for (const f of e.fields ?? []) {
      expect(f.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
      expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
      expect(f.value.length).toBeGreaterThan(0);
    }
    total += (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length;
    total += (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  }
  expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
  expect((reply.components ?? []).length).toBeLessThanOrEqual(LIMITS.rows);
  expect((reply.files ?? []).length).toBeLessThanOrEqual(LIMITS.files);
  for (const f of reply.files ?? []) {
    expect(f.name).toMatch(FILE_NAME);
    expect((f.description ?? '').length).toBeLessThanOrEqual(LIMITS.fileDescription);
  }
  const ids = new Set<string>();
  for (const row of reply.components ?? []) {
    expect(row.components.length).toBeLessThanOrEqual(LIMITS.buttonsPerRow);
    for (const c of row.components) {
      if ('custom_id' in c) {
        expect(c.custom_id.length).toBeLessThanOrEqual(LIMITS.customId);
        expect(ids.has(c.custom_id), `duplicate custom id ${c.custom_id}`).toBe(false);
        ids.add(c.custom_id);
      }
      if ('label' in c && c.label) expect(c.label.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
    }
  }
}

export function buttons(reply: Reply): APIButtonComponentWithCustomId[] {
  return (reply.components ?? []).flatMap((r) => r.components) as APIButtonComponentWithCustomId[];
}

/** The typed data a component id carries, read back with the codec that wrote it. */
export function dataOf<D>(ids: ComponentIds<string, D>, customId: string | undefined): D | undefined {
  const id = splitId(customId ?? '');
  return id && id.command === ids.command && ids.actions.includes(id.action) ? ids.parse(id.state) : undefined;
}
