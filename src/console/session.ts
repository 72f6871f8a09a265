import {
  ApplicationCommandType,
  InteractionResponseType,
  PermissionFlagsBits,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { Choice } from '../discord/reply.js';
import type { Access } from '../command/contract.js';
import type { RecordedCall } from '../bot/offline/discord-rest.js';
import { MEMBER_PERMISSIONS, type Harness } from '../bot/offline/harness.js';
import * as payloads from '../bot/offline/payloads.js';
import { controlsOf, EPHEMERAL, findControl, modalFields, type Control, type MessageBody, type ModalBody } from './render.js';
import { CONSOLE_MODERATOR_ROLE, CONSOLE_ROLES, consoleChannels, Members, nameOf, YOUR_NAME } from './members.js';
import { visibleTo } from './complete.js';
import {
  chatInputDefinitions,
  convert,
  findLeaf,
  optionNamed,
  resolve,
  resolveUserMenu,
  type OptionDef,
  type ResolveContext,
} from './resolve.js';
import { tokenize } from './tokenize.js';

/**
 * One person at the console, talking to the bot through the offline harness: every line
 * becomes a raw interaction that discord.js turns into a real interaction object for the
 * bot's router, and every REST call the bot makes in answer becomes a Delivery. The session
 * keeps the messages as Discord would show them, so buttons can be pressed and edits land on
 * the message they change.
 */

export type Role = 'member' | 'moderator' | 'admin';

/**
 * What each `--as` holds (the roles are defined in src/command/roles.ts): a moderator holds the
 * console's moderator role and Manage Roles, never Manage Server (that would make them an
 * administrator); an administrator holds Administrator.
 */
export const ROLE_PERMISSIONS: Record<Role, bigint> = {
  member: MEMBER_PERMISSIONS,
  moderator: MEMBER_PERMISSIONS | PermissionFlagsBits.ManageRoles,
  admin: MEMBER_PERMISSIONS | PermissionFlagsBits.Administrator,
};

export interface Identity {
  role: Role;
  userId: string;
  guildId: string;
  channelId: string;
  locale?: string;
}

/** `channel-message`: a message the bot posted in a channel by itself (a feed's announcement, a greeting). */
export type DeliveryKind =
  | 'reply'
  | 'edit'
  | 'follow-up'
  | 'autocomplete'
  | 'modal'
  | 'update'
  | 'delete'
  | 'channel-message'
  | 'role-change';

export interface Delivery {
  kind: DeliveryKind;
  private: boolean;
  /** The body of the callback or webhook call, as sent. */
  body: unknown;
  /** The message this created or changed, numbered from 1 in the order they appeared. */
  ref?: number;
  /** That message as it now stands (for replies, edits, follow-ups, updates). */
  message?: MessageBody;
  /** An acknowledgement without content yet ("thinking…", or an update to come). */
  deferred?: boolean;
  /** An edit of a message already shown, rather than the first content of a deferred reply. */
  isEdit?: boolean;
  /** Files attached to it (e.g. a PNG card), as sent. */
  files?: { name: string; data: Buffer }[];
  /** For a channel message: the channel it went to. */
  channelId?: string;
  /** For a role change (a reward's sync): whose role, which, given or taken, and the reason Discord's audit log keeps. */
  roleChange?: { userId: string; roleId: string; added: boolean; reason?: string | undefined };
}

export type Outcome = { ok: true; deliveries: Delivery[] } | { ok: false; error: string };

interface Shown {
  ref: number;
  body: MessageBody;
  private: boolean;
  /** Whether it has had content yet (a deferred reply has not). */
  visible: boolean;
  deleted: boolean;
  /** Who ran the command the message answers (its components' owner). */
  ownerId: string;
}

export interface PendingModal {
  modal: ModalBody;
  /** The message whose component opened it, if any. */
  fromRef?: number;
}

/** A `wait` up to this long lets real time pass; a longer one moves the bot's clock instead. */
export const REAL_WAIT_MAX_MS = 10 * 60_000;
/**
 * How long, before each line, the console lets the jobs that are due run (a snapshot a period
 * board counts from, a feed's check, a board a schedule posts): a script then reads what the bot
 * would show by then. Past it the line goes ahead, and what those jobs post shows later.
 */
export const CATCH_UP_MS = 15_000;
/** A `wait` steps through at most this many due moments (a day of 10 hourly boards is 240). */
const WAIT_STEPS_MAX = 2_000;

/** The console bot's clock: real time plus what long waits skipped. */
export interface ConsoleClock {
  now(): number;
  skip(ms: number): void;
}

export function consoleClock(): ConsoleClock {
  let ahead = 0;
  return { now: () => Date.now() + ahead, skip: (ms) => void (ahead += Math.max(0, ms)) };
}

export class Session {
  private readonly messages = new Map<number, Shown>();
  /** Discord message id → the number shown, for the bot's own channel messages (their edits show as edits). */
  private readonly channelRefs = new Map<string, number>();
  /** Interaction token → the message `@original` means for it. */
  private readonly originals = new Map<string, number>();
  private nextRef = 1;
  /** The message whose buttons `press` uses: the last one shown or changed that has any. */
  private focusRef: number | undefined;
  pendingModal: PendingModal | undefined;
  readonly definitions: RESTPostAPIApplicationCommandsJSONBody[];

  constructor(
    private readonly harness: Harness,
    public identity: Identity,
    /** Who the console can name; you are added as YOUR_NAME unless already named. */
    readonly members: Members = new Members(),
    /** The bot's clock, which a long `wait` moves on. */
    private readonly clock?: ConsoleClock,
  ) {
    this.definitions = harness.bot.registry.definitions();
    this.postsSeen = harness.calls.length;
    members.add(identity.userId, YOUR_NAME);
  }

  /** Who a definition is for, from its module: `admin` (/setup), `moderator`, or `member` with the moderator-only subcommands. */
  accessOf(d: RESTPostAPIApplicationCommandsJSONBody): { access: Access; moderatorSubcommands: readonly string[] } {
    const m = this.harness.bot.registry.forDefinition(d.name, d.type ?? ApplicationCommandType.ChatInput);
    return { access: m?.access ?? 'member', moderatorSubcommands: (m?.moderatorSubcommands ?? []) as readonly string[] };
  }

  /** A channel's name where the console knows it (`general`), as Discord's client shows it. */
  channelName(id: string): string | undefined {
    return nameOf(consoleChannels(this.identity.channelId), id);
  }

  /** A role's name where the console knows it (`event`). */
  roleName(id: string): string | undefined {
    return nameOf(CONSOLE_ROLES, id);
  }

  /** How typed members and channels are read: `me`, `@name` for members and `#name` for channels the console knows. */
  private resolveContext(): ResolveContext {
    const channels = consoleChannels(this.identity.channelId);
    return {
      self: this.identity.userId,
      memberId: (name) => this.members.id(name),
      channelId: (name) => channels.get(name),
      roleId: (name) => CONSOLE_ROLES.get(name),
      ...(this.identity.locale ? { locale: this.identity.locale } : {}),
    };
  }

  private context(): payloads.PayloadContext {
    const actor: payloads.Actor = {
      guildId: this.identity.guildId,
      userId: this.identity.userId,
      username: this.members.name(this.identity.userId) ?? YOUR_NAME,
      permissions: this.permissions,
      roles: this.roleIds(),
      locale: this.identity.locale ?? 'en-US',
      // One person trying the bot: their server speaks their language too (public replies follow it).
      guildLocale: this.identity.locale ?? 'en-US',
      channelId: this.identity.channelId,
    };
    return { applicationId: this.harness.applicationId, actor, directory: this.harness.standIn };
  }

  /**
   * The roles you hold: a moderator the console's moderator role; an administrator the server's
   * Moderators role (Manage Server, below the bot's own), so a job reading them back from
   * Discord finds an administrator too.
   */
  private roleIds(): string[] {
    const own =
      this.identity.role === 'moderator'
        ? [CONSOLE_MODERATOR_ROLE]
        : this.identity.role === 'admin' && this.identity.guildId
          ? [this.harness.standIn.guild(this.identity.guildId).moderatorsRoleId]
          : [];
    // And the roles the bot gave you (a reward's): Discord sends every role a member holds.
    const given = this.identity.guildId
      ? (this.harness.standIn.guild(this.identity.guildId).members.get(this.identity.userId)?.roles ?? [])
      : [];
    const theirs = this.identity.guildId
      ? [CONSOLE_MODERATOR_ROLE, this.harness.standIn.guild(this.identity.guildId).moderatorsRoleId]
      : [];
    return [...new Set([...own, ...given.filter((r) => !theirs.includes(r))])];
  }

  /**
   * The commands Discord's picker would show you. A moderator command is hidden from members
   * without Manage Server by default; the console's server has allowed its moderator role for
   * them under Server Settings → Integrations (as the README asks of a server), but not /setup.
   */
  visibleDefinitions(): RESTPostAPIApplicationCommandsJSONBody[] {
    const shown = visibleTo(this.definitions, this.permissions);
    if (this.identity.role !== 'moderator') return shown;
    return this.definitions.filter((d) => shown.includes(d) || this.accessOf(d).access === 'moderator');
  }

  /** What the member payload grants (Discord hides commands needing more). */
  get permissions(): bigint {
    return ROLE_PERMISSIONS[this.identity.role];
  }

  /** The controls of the message `press` acts on. */
  controls(): Control[] {
    const shown = this.focusRef === undefined ? undefined : this.messages.get(this.focusRef);
    return shown && !shown.deleted ? controlsOf(shown.body) : [];
  }

  message(ref: number): MessageBody | undefined {
    return this.messages.get(ref)?.body;
  }

  /** A slash command line such as `/leaderboard page:2`. */
  async command(line: string): Promise<Outcome> {
    const resolved = resolve(this.definitions, line, this.resolveContext());
    if (!resolved.ok) return resolved;
    const { invocation } = resolved;
    const values: Record<string, unknown> = {
      ...(invocation.group ? { group: invocation.group } : {}),
      ...(invocation.subcommand ? { subcommand: invocation.subcommand } : {}),
      ...Object.fromEntries(invocation.options.map((o) => [o.name, o.value])),
    };
    const definition = this.definitions.find((d) => d.name === invocation.commandName);
    return this.dispatch(payloads.chatInputPayload(this.context(), invocation.commandName, values, definition));
  }

  /** A user context menu line such as `menu "Verified details" me`. */
  async userMenu(line: string): Promise<Outcome> {
    const resolved = resolveUserMenu(this.definitions, line, this.resolveContext());
    if (!resolved.ok) return resolved;
    return this.dispatch(payloads.userCommandPayload(this.context(), resolved.name, resolved.targetId));
  }

  /** Presses button N (or the one with that label); for a select, `values` are option numbers, labels or values. */
  async press(which: string, values: string[] = []): Promise<Outcome> {
    const controls = this.controls();
    if (!controls.length) return { ok: false, error: 'Nothing to press: the last message has no buttons or menus.' };
    const control = findControl(controls, which);
    if (!control) {
      return { ok: false, error: `No button or menu "${which}"; choose ${controls.map((c) => `${c.n} (${c.label})`).join(', ')}` };
    }
    if (control.disabled) return { ok: false, error: `${control.label} is disabled.` };
    if (control.kind === 'link')
      return { ok: false, error: `${control.label} is a link; Discord would open ${control.url ?? 'it'} in a browser.` };
    if (!control.customId) return { ok: false, error: `${control.label} has no custom id.` };
    const ref = this.focusRef!;
    const shown = this.messages.get(ref)!;
    const ctx = this.context();
    let payload: payloads.RawInteraction;
    if (control.kind === 'select') {
      const picked = this.pick(control, values);
      if (typeof picked === 'string') return { ok: false, error: picked };
      payload = payloads.selectPayload(ctx, control.customId, picked, shown.ownerId);
      if (control.selectType !== undefined) (payload.data as Record<string, unknown>).component_type = control.selectType;
    } else {
      payload = payloads.buttonPayload(ctx, control.customId, shown.ownerId);
    }
    // The message the component sits on, as Discord would attach it: what the user sees.
    payload.message = { ...(payload.message as object), ...shown.body, flags: shown.private ? EPHEMERAL : 0 };
    return this.dispatch(payload, ref);
  }

  private pick(control: Control, given: string[]): string[] | string {
    const min = control.minValues ?? 1;
    const max = control.maxValues ?? 1;
    if (given.length < min || given.length > max) {
      const how = min === max ? `${min}` : `${min} to ${max}`;
      return `${control.label}: choose ${how} option${max === 1 ? '' : 's'}, e.g. press ${control.n} 1`;
    }
    if (!control.options) {
      // A channel, role or member picker: by id, or by the name the console knows (#general, @event, @alice).
      const ids = given.map((v) => this.pickedId(v));
      const bad = given.find((_, i) => ids[i] === undefined);
      return bad ? `${control.label}: "${bad}" is not an id or a name the console knows (#general, @event, @alice)` : (ids as string[]);
    }
    const out: string[] = [];
    for (const g of given) {
      const lower = g.toLowerCase();
      const option =
        /^\d+$/.test(g) && Number(g) >= 1 && Number(g) <= control.options.length
          ? control.options[Number(g) - 1]
          : control.options.find((o) => o.value === g || o.label.toLowerCase() === lower);
      if (!option) return `${control.label}: no option "${g}"; choose ${control.options.map((o, i) => `${i + 1} (${o.label})`).join(', ')}`;
      out.push(option.value);
    }
    return out;
  }

  /** The id a picker value means: an id (or mention), `#channel`, or `@role`/`@member` by name. */
  private pickedId(value: string): string | undefined {
    const id = value.replace(/^<[@#][!&]?|>$/g, '');
    if (/^\d{17,20}$/.test(id)) return id;
    const channels = consoleChannels(this.identity.channelId);
    if (value.startsWith('#')) return channels.get(value.slice(1).toLowerCase());
    if (value.startsWith('@')) return CONSOLE_ROLES.get(value.slice(1).toLowerCase()) ?? this.members.id(value);
    return undefined;
  }

  /** Submits the open modal with its fields by custom id. */
  async submitModal(fields: Record<string, string>): Promise<Outcome> {
    const pending = this.pendingModal;
    if (!pending) return { ok: false, error: 'No form is open.' };
    this.pendingModal = undefined;
    const payload = payloads.modalPayload(this.context(), pending.modal.custom_id, fields, pending.fromRef !== undefined);
    const shown = pending.fromRef === undefined ? undefined : this.messages.get(pending.fromRef);
    if (shown) payload.message = { ...(payload.message as object), ...shown.body, flags: shown.private ? EPHEMERAL : 0 };
    return this.dispatch(payload, pending.fromRef);
  }

  /** The fields of the open modal. */
  modalFields() {
    return this.pendingModal ? modalFields(this.pendingModal.modal) : [];
  }

  /**
   * Asks the bot for suggestions for the option being typed at the end of `line` (a
   * `name:partial` word). `undefined` when that option has no autocomplete.
   */
  async autocomplete(line: string): Promise<{ option: string; choices: Choice[]; deliveries: Delivery[] } | undefined> {
    const { tokens, trailingSpace } = tokenize(line);
    const last = tokens[tokens.length - 1];
    if (!last || trailingSpace || last.name === undefined) return undefined;
    const defs = chatInputDefinitions(this.definitions);
    const locale = this.identity.locale;
    const leaf = findLeaf(defs, tokens.slice(0, -1), locale);
    const option = leaf?.options ? optionNamed(leaf.options, last.name, locale) : undefined;
    if (!leaf || !option?.autocomplete) return undefined;
    const values: Record<string, unknown> = {
      ...(leaf.group ? { group: leaf.group } : {}),
      ...(leaf.subcommand ? { subcommand: leaf.subcommand } : {}),
    };
    // The other options as far as they are valid; Discord sends what the user has typed.
    for (const t of tokens.slice(leaf.used, -1)) {
      const def: OptionDef | undefined = t.name ? optionNamed(leaf.options!, t.name, locale) : undefined;
      if (!def) continue;
      const v = convert(def, t.value ?? '', this.resolveContext());
      values[def.name] = typeof v === 'object' ? (t.value ?? '') : v;
    }
    values[option.name] = last.value ?? '';
    const payload = payloads.autocompletePayload(this.context(), leaf.definition.name, values, option.name, leaf.definition);
    const outcome = await this.dispatch(payload);
    if (!outcome.ok) return { option: option.name, choices: [], deliveries: [] };
    const answer = outcome.deliveries.find((d) => d.kind === 'autocomplete');
    const choices = ((answer?.body as { data?: { choices?: Choice[] } } | undefined)?.data?.choices ?? []) as Choice[];
    return { option: option.name, choices, deliveries: outcome.deliveries };
  }

  private async dispatch(payload: payloads.RawInteraction, componentRef?: number): Promise<Outcome> {
    const result = await this.harness.run(payload);
    return { ok: true, deliveries: [...this.read(payload.token, result.calls, componentRef), ...this.posts(payload.token)] };
  }

  /** REST calls already looked at for channel posts (those before this session are not its). */
  private postsSeen: number;

  /**
   * Messages the bot posted in channels by itself since the last look, and the edits a job made
   * to an earlier interaction's reply (a whole-role move's progress bar, a long export's progress
   * and file); `current` is the interaction just read, whose own calls are not repeated.
   */
  posts(current?: string): Delivery[] {
    const calls = this.harness.calls.slice(this.postsSeen);
    this.postsSeen = this.harness.calls.length;
    return calls.flatMap((call): Delivery[] => {
      // A member's role given or taken by the bot (a reward's sync), as the member list shows it after.
      const role =
        (call.method === 'PUT' || call.method === 'DELETE') && call.status === 204
          ? /^\/guilds\/\d+\/members\/(\d+)\/roles\/(\d+)$/.exec(call.path)
          : null;
      if (role)
        return [
          {
            kind: 'role-change',
            private: false,
            body: null,
            roleChange: { userId: role[1]!, roleId: role[2]!, added: call.method === 'PUT', reason: call.reason },
          },
        ];
      const later = call.method === 'PATCH' ? /^\/webhooks\/\d+\/([^/]+)\/messages\/@original$/.exec(call.path) : null;
      if (later && later[1] !== current && this.originals.has(later[1]!)) return this.read(later[1]!, [call]);
      // An edit of a message the bot posted by itself (a scheduled board, a progress bar): shown as an edit of it.
      const edit = call.method === 'PATCH' ? /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(call.path) : null;
      const ref = edit ? this.channelRefs.get(edit[2]!) : undefined;
      const before = ref === undefined ? undefined : this.messages.get(ref);
      if (edit && before) {
        const body = (call.body ?? {}) as MessageBody;
        before.body = { ...before.body, ...body };
        return [
          {
            kind: 'channel-message' as const,
            private: false,
            body,
            ref: before.ref,
            message: before.body,
            channelId: edit[1]!,
            isEdit: true,
          },
        ];
      }
      const m = call.method === 'POST' ? /^\/channels\/(\d+)\/messages$/.exec(call.path) : null;
      if (!m) return [];
      const body = (call.body ?? {}) as MessageBody;
      const shown = this.add(body, false, true);
      if (call.messageId) this.channelRefs.set(call.messageId, shown.ref);
      return [{ kind: 'channel-message' as const, private: false, body, ref: shown.ref, message: shown.body, channelId: m[1]! }];
    });
  }

  /**
   * Before each line, as a running bot's jobs would have by then: runs the ticks and lets the
   * jobs they queue finish (up to CATCH_UP_MS; exports are not waited for); returns what the bot
   * posted meanwhile.
   */
  async catchUp(): Promise<Delivery[]> {
    // Past the bound the jobs go on in the background; what they post shows with a later line.
    await this.harness.bot.jobs.runDue({ timeoutMs: CATCH_UP_MS, exports: false }).catch(() => undefined);
    return this.posts();
  }

  /**
   * Lets `ms` pass as it would for a running bot: real time up to 10 minutes (the sandbox's
   * completions come on a real timer), else the bot's clock moves on. Either way it stops at
   * each moment something falls due on the way (a scheduled board, a write at a set time) and
   * lets that run there, then runs what is due at the end; returns what the bot posted meanwhile.
   */
  async wait(ms: number): Promise<Outcome> {
    const jobs = this.harness.bot.jobs;
    const now = () => this.now();
    const real = ms <= REAL_WAIT_MAX_MS || !this.clock;
    const end = now() + ms;
    const deliveries: Delivery[] = [];
    for (let step = 0; ; step++) {
      const due = step < WAIT_STEPS_MAX ? await jobs.nextDue(now()) : undefined;
      const to = due !== undefined && due < end ? due : end;
      const left = Math.max(0, to - now());
      if (real) await new Promise((resolve) => setTimeout(resolve, left));
      else this.clock!.skip(left);
      await jobs.runDue();
      deliveries.push(...this.posts());
      if (to >= end) break;
    }
    return { ok: true, deliveries };
  }

  /** The bot's clock now (ahead of the real one after a long `wait`): what Discord's client would count `<t:…:R>` from. */
  now(): number {
    return this.clock?.now() ?? Date.now();
  }

  /** Jobs the bot took on that answer later (a long export, a whole-role move) and has not finished. */
  inFlight(): Promise<number> {
    return this.harness.bot.jobs.inFlight();
  }

  /** Waits for that work to finish; returns what it posted or edited meanwhile (the export's file). */
  async settle(): Promise<Outcome> {
    await this.harness.bot.jobs.settle();
    return { ok: true, deliveries: this.posts() };
  }

  private add(body: MessageBody, isPrivate: boolean, visible: boolean): Shown {
    const shown: Shown = { ref: this.nextRef++, body, private: isPrivate, visible, deleted: false, ownerId: this.identity.userId };
    this.messages.set(shown.ref, shown);
    return shown;
  }

  private focus(shown: Shown): void {
    if (controlsOf(shown.body).length) this.focusRef = shown.ref;
    else if (this.focusRef === shown.ref) this.focusRef = undefined;
  }

  /** Turns one interaction's REST calls into deliveries, updating the messages shown. */
  private read(token: string, calls: RecordedCall[], componentRef?: number): Delivery[] {
    const out: Delivery[] = [];
    for (const call of calls) {
      const body = (call.body ?? {}) as Record<string, unknown>;
      if (call.path.endsWith('/callback')) {
        const data = (body.data ?? {}) as MessageBody & Record<string, unknown>;
        const isPrivate = ((data.flags ?? 0) & EPHEMERAL) !== 0;
        switch (body.type) {
          case InteractionResponseType.ChannelMessageWithSource: {
            const shown = this.add(data, isPrivate, true);
            this.originals.set(token, shown.ref);
            this.focus(shown);
            out.push({ kind: 'reply', private: isPrivate, body, ref: shown.ref, message: shown.body });
            break;
          }
          case InteractionResponseType.DeferredChannelMessageWithSource: {
            const shown = this.add({}, isPrivate, false);
            this.originals.set(token, shown.ref);
            out.push({ kind: 'reply', private: isPrivate, body, ref: shown.ref, deferred: true });
            break;
          }
          case InteractionResponseType.DeferredMessageUpdate:
          case InteractionResponseType.UpdateMessage: {
            const shown = componentRef === undefined ? undefined : this.messages.get(componentRef);
            if (shown) this.originals.set(token, shown.ref);
            const deferred = body.type === InteractionResponseType.DeferredMessageUpdate;
            if (shown && !deferred) {
              shown.body = { ...shown.body, ...data };
              this.focus(shown);
            }
            out.push({
              kind: 'update',
              private: shown?.private ?? false,
              body,
              ...(shown ? { ref: shown.ref, message: shown.body } : {}),
              ...(deferred ? { deferred: true } : { isEdit: true }),
            });
            break;
          }
          case InteractionResponseType.ApplicationCommandAutocompleteResult:
            out.push({ kind: 'autocomplete', private: true, body });
            break;
          case InteractionResponseType.Modal:
            this.pendingModal = { modal: data as unknown as ModalBody, ...(componentRef !== undefined ? { fromRef: componentRef } : {}) };
            out.push({ kind: 'modal', private: true, body });
            break;
        }
      } else if (call.path.startsWith('/webhooks/')) {
        const files = call.files?.length ? { files: call.files.map((f) => ({ name: f.name, data: f.data })) } : {};
        const original = /\/messages\/@original$/.test(call.path) ? this.originals.get(token) : undefined;
        const shown = original === undefined ? undefined : this.messages.get(original);
        if (call.method === 'PATCH') {
          const target = shown ?? this.add({}, false, false);
          const isEdit = target.visible;
          target.body = { ...target.body, ...(body as MessageBody) };
          target.visible = true;
          this.focus(target);
          out.push({ kind: 'edit', private: target.private, body, ref: target.ref, message: target.body, isEdit, ...files });
        } else if (call.method === 'DELETE') {
          if (shown) shown.deleted = true;
          if (shown && this.focusRef === shown.ref) this.focusRef = undefined;
          out.push({
            kind: 'delete',
            private: shown?.private ?? false,
            body: null,
            ...(shown ? { ref: shown.ref } : {}),
            ...(shown?.visible ? { message: shown.body } : {}),
          });
        } else if (call.method === 'POST') {
          const isPrivate = (Number((body as MessageBody).flags ?? 0) & EPHEMERAL) !== 0;
          const shown = this.add(body as MessageBody, isPrivate, true);
          this.focus(shown);
          out.push({ kind: 'follow-up', private: isPrivate, body, ref: shown.ref, message: shown.body, ...files });
        }
      }
    }
    return out;
  }
}
