/**
 * The server's members as the console knows them, like the member list of Discord's client:
 * you, and on the embedded sandbox the demo community's verified members. Cards show these
 * names instead of ids, and options and menus take `@name` for them.
 */

/** The name the person at the console goes by, whatever their role. */
export const YOUR_NAME = 'alice';

export class Members {
  private readonly names = new Map<string, string>();
  private readonly ids = new Map<string, string>();

  /** The first name given for an id wins; a name already taken is not given twice. */
  add(id: string, name: string): void {
    const key = name.toLowerCase();
    if (this.names.has(id) || this.ids.has(key)) return;
    this.names.set(id, name);
    this.ids.set(key, id);
  }

  /** Every name, in the order they were added. */
  all(): string[] {
    return [...this.names.values()];
  }

  name(id: string): string | undefined {
    return this.names.get(id);
  }

  /** A member's id by name (case-insensitive, with or without a leading @). */
  id(name: string): string | undefined {
    return this.ids.get(name.replace(/^@/, '').toLowerCase());
  }
}

/**
 * The server's text channels as the console names them, like the channel list of Discord's
 * client: the one you type in (`#general`) and two more a feed or a raid can be posted to.
 * Channel options take `#name` for them.
 */
export function consoleChannels(yours: string): ReadonlyMap<string, string> {
  return new Map([
    ['general', yours],
    ['quests', '1203458820156252180'],
    ['announcements', '1203458820156252181'],
  ]);
}

/**
 * The server's roles as the console names them, like the role list of Discord's client: on the
 * embedded sandbox, `event`, held by the demo community's verified members and a bot (what a
 * whole-role move such as `/points give role:@event` reads); `moderators`, the moderator role
 * `--as moderator` holds; `gold`, held by nobody, for a reward (`/rewards add role:@gold`). Role
 * options take `@name` for them.
 */
export const CONSOLE_ROLES: ReadonlyMap<string, string> = new Map([
  ['event', '1203458820156252190'],
  ['moderators', '1203458820156252192'],
  ['gold', '1203458820156252193'],
]);

/**
 * The console's moderator role: `--as moderator` holds it, and the console's bot counts it as a
 * moderator role (as MODERATOR_ROLE_IDS would name it). It grants Manage Roles (a role prize asks
 * for it) but not Manage Server, so its holder is a moderator and not an administrator.
 */
export const CONSOLE_MODERATOR_ROLE = CONSOLE_ROLES.get('moderators')!;

/** A bot of the console's server that holds `@event` (whole-role moves leave bots out). */
export const CONSOLE_ROLE_BOT = { id: '1203458820156252191', username: 'event-helper-bot' };

/** The name a map of the console's (channels, roles) gives an id; undefined when it names none. */
export function nameOf(names: ReadonlyMap<string, string>, id: string): string | undefined {
  for (const [name, known] of names) if (known === id) return name;
  return undefined;
}
