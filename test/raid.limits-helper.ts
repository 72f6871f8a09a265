import type { Reply } from '../src/discord/reply.js';
import { ENGLISH, EVERY_READER, type Reader } from '../src/i18n/reader.js';
import { embedLength, fitReply, LIMITS } from '../src/discord/limits.js';

/**
 * For the raid, treasury and verify tests: every Discord limit a message can break, as a list
 * of problems (empty when it fits), so a failure names all of them at once.
 */
export function limitProblems(view: Reply): string[] {
  // What Discord receives: views leave fitting to the router, which fits once on the way out.
  const reply = fitReply(view);
  const problems: string[] = [];
  const over = (what: string, length: number, max: number) => {
    if (length > max) problems.push(`${what}: ${length} > ${max}`);
  };
  over('content', reply.content?.length ?? 0, LIMITS.content);
  const embeds = reply.embeds ?? [];
  over('embeds', embeds.length, LIMITS.embeds);
  over(
    'embed total',
    embeds.reduce((n, e) => n + embedLength(e), 0),
    LIMITS.embedTotal,
  );
  embeds.forEach((e, i) => {
    over(`embed ${i} title`, e.title?.length ?? 0, LIMITS.embedTitle);
    over(`embed ${i} description`, e.description?.length ?? 0, LIMITS.embedDescription);
    over(`embed ${i} fields`, e.fields?.length ?? 0, LIMITS.embedFields);
    over(`embed ${i} footer`, e.footer?.text.length ?? 0, LIMITS.footer);
    for (const f of e.fields ?? []) {
      over(`embed ${i} field name`, f.name.length, LIMITS.fieldName);
      over(`embed ${i} field value`, f.value.length, LIMITS.fieldValue);
      if (!f.name || !f.value) problems.push(`embed ${i} has an empty field`);
    }
  });
  const rows = reply.components ?? [];
  over('rows', rows.length, LIMITS.rows);
  const ids = new Set<string>();
  for (const row of rows) {
    over('buttons in a row', row.components.length, LIMITS.buttonsPerRow);
    for (const c of row.components) {
      if ('custom_id' in c) {
        over('custom id', c.custom_id.length, LIMITS.customId);
        if (ids.has(c.custom_id)) problems.push(`duplicate custom id ${c.custom_id}`);
        ids.add(c.custom_id);
      }
      if ('label' in c && typeof c.label === 'string') over('button label', c.label.length, LIMITS.buttonLabel);
    }
  }
  return problems;
}

/** All visible text of a reply, for "contains" assertions. */
export function textOf(reply: { content?: string | null; embeds?: readonly unknown[] } | undefined): string {
  if (!reply) return '';
  const parts = [reply.content ?? ''];
  for (const raw of reply.embeds ?? []) {
    const e = raw as {
      title?: string;
      description?: string;
      footer?: { text: string };
      author?: { name: string };
      fields?: { name: string; value: string }[];
    };
    parts.push(e.title ?? '', e.description ?? '', e.footer?.text ?? '', e.author?.name ?? '');
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  return parts.join('\n');
}

/** The parts Discord limits that a view writes itself, before the router fits anything. */
export function unfittedProblems(reply: Reply): string[] {
  const problems: string[] = [];
  const over = (what: string, text: string | undefined, max: number) => {
    if ((text?.length ?? 0) > max) problems.push(`${what}: ${text?.length} > ${max}`);
  };
  for (const e of reply.embeds ?? []) {
    over('embed title', e.title, 256);
    over('footer', e.footer?.text, 2048);
    over('description', e.description, 4096);
    for (const f of e.fields ?? []) {
      over(`field name ${f.name}`, f.name, 256);
      over(`field value of ${f.name}`, f.value, 1024);
    }
  }
  for (const row of reply.components ?? []) {
    for (const c of row.components) {
      if ('label' in c) over('button label', c.label, 80);
      if ('placeholder' in c) over('placeholder', c.placeholder, 100);
      if ('options' in c) for (const o of c.options ?? []) over('option', o.description, 100);
    }
  }
  return problems;
}

/** Each view that reads in a language exactly as in English (so it was not translated), as `<language> <what>`. */
export function sameAsEnglish(views: (s: Reader) => [string, Reply][]): string[] {
  const english = views(ENGLISH).map(([, r]) => textOf(r));
  return EVERY_READER.filter((s) => s.language !== 'en').flatMap((s) =>
    views(s).flatMap(([what, r], i) => (textOf(r) === english[i] ? [`${s.language} ${what}`] : [])),
  );
}
