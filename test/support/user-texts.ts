import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'rolldown/utils';

/**
 * Finds user-facing text written outside the translation files (src/i18n): string and template
 * literals in the code that builds what members read (views, commands, the router and its
 * errors) that look like words for people rather than ids, keys or code. What is exempt:
 * module paths, types, object keys, comparisons, `case` labels, log lines (`log.info(...)`),
 * internal errors (`new Error(...)`) and `t('key')` itself.
 */

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Two words in a row ("Not found", "must be"), or a word next to an inserted value ("${n} holders"). */
const PROSE = /[A-Za-z]{2,}[,.;:!?)'’"]*\s+["'(“‘]?[A-Za-z]{2,}|§\s+[A-Za-z]{3,}|[A-Za-z]{3,}:?\s+§/;
/** A capitalised word on its own: a button label, a field name, a title ("Confirm", "Done."). */
const LABEL = /^\W*[A-Z][a-z]{2,}[.!?…]?\W*$/;
/** Properties Discord shows to people, whatever their value. */
const SHOWN_KEYS = new Set(['label', 'placeholder', 'title', 'description', 'content', 'text']);
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const INTERNAL_ERRORS = new Set(['Error', 'TypeError', 'RangeError']);
/** Calls whose argument is a command definition or a shared option, as Discord receives it. */
const DEFINITIONS = new Set(['slash', 'sharedOption']);
const DEFINITION_TEXTS = new Set(['name', 'description']);

/** A node of the ESTree-shaped syntax tree oxc gives (TypeScript's nodes named `TS…`). */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const children = (node: Node): Node[] => Object.values(node).flatMap((v) => (Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []));
const nameOf = (key: unknown): string | undefined =>
  isNode(key)
    ? key.type === 'Identifier'
      ? (key.name as string)
      : key.type === 'Literal' && typeof key.value === 'string'
        ? key.value
        : undefined
    : undefined;
const isString = (node: Node) => node.type === 'Literal' && typeof node.value === 'string';

/** TypeScript's own nodes that hold values, not types: everything else named `TS…` is a type. */
const TS_VALUES = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'TSEnumDeclaration',
  'TSEnumBody',
  'TSEnumMember',
  'TSModuleDeclaration',
  'TSModuleBlock',
  'TSExportAssignment',
  'TSParameterProperty',
]);
const isType = (node: Node) => node.type.startsWith('TS') && !TS_VALUES.has(node.type);
/** Where the search for what a text is used for stops: nothing above a statement changes it. */
const isStatement = (node: Node) =>
  node.type === 'Program' ||
  node.type.endsWith('Statement') ||
  (node.type.endsWith('Declaration') && node.type !== 'ExportNamedDeclaration' && node.type !== 'ExportDefaultDeclaration');

function textOf(node: Node): string {
  if (isString(node)) return node.value as string;
  const quasis = node.quasis as { value: { cooked: string | null } }[];
  return quasis.map((q, i) => (i ? '§' : '') + (q.value.cooked ?? '')).join('');
}

export function userTextsIn(file: string, source = readFileSync(file, 'utf8')): Finding[] {
  const { program, errors } = parseSync(file, source, { lang: 'ts' });
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  const parent = new Map<Node, Node>();
  const textAt = (node: Node) => source.slice(node.start, node.end);

  const isLogCall = (call: Node): boolean => {
    const callee = call.callee as Node;
    if (callee.type !== 'MemberExpression' || callee.computed || !LOG_METHODS.has(nameOf(callee.property) ?? '')) return false;
    const target = textAt(callee.object as Node);
    return /(^|\.)(log|logger)$/.test(target) || target.endsWith('.log');
  };

  /** Whether the literal is in a place where text is not shown to people. */
  const exempt = (node: Node): boolean => {
    let child = node;
    for (let p = parent.get(node); p; child = p, p = parent.get(p)) {
      if (isType(p) || p.type === 'ImportDeclaration' || p.type === 'ExportAllDeclaration' || p.type === 'ImportExpression') return true;
      if (p.type === 'ExportNamedDeclaration' && p.source === child) return true;
      if (p.type === 'SwitchCase' && p.test === child) return true;
      if (p.type === 'MemberExpression' && p.computed && p.property === child) return true;
      if ((p.type === 'Property' || p.type === 'PropertyDefinition') && p.key === child) return true;
      if (p.type === 'Property' && p.value === child && RECORD_KEYS.has(nameOf(p.key) ?? '')) return true;
      // A definition's or option's own name and description (an object with a `type`): the English source.
      if (
        p.type === 'Property' &&
        (p.key as Node).type === 'Identifier' &&
        DEFINITION_TEXTS.has(nameOf(p.key)!) &&
        hasProperty(parent.get(p), 'type')
      )
        return true;
      if (p.type === 'BinaryExpression' && ['===', '!==', 'in'].includes(p.operator as string)) return true;
      if (p.type === 'CallExpression') {
        const callee = p.callee as Node;
        if (isLogCall(p)) return true;
        const name = textAt(callee);
        if (name === 't' || name.endsWith('.t')) return true;
        // An error class's own message (for logs); what users read comes from its Text.
        if (callee.type === 'Super') return true;
        // The command definitions (and the options they share) are the only English of their texts (src/i18n/commands.ts).
        if (DEFINITIONS.has(name)) return true;
      }
      if (p.type === 'NewExpression' && INTERNAL_ERRORS.has(nameOf(p.callee) ?? '')) return true;
      if (isStatement(p)) return false;
    }
    return false;
  };

  /** The property a literal is the value of (`label: 'Confirm'`), if any. */
  const shownKey = (node: Node): boolean => {
    let p = parent.get(node);
    while (p && ['ConditionalExpression', 'ParenthesizedExpression', 'BinaryExpression', 'LogicalExpression'].includes(p.type))
      p = parent.get(p);
    return !!p && p.type === 'Property' && SHOWN_KEYS.has(nameOf(p.key) ?? '');
  };

  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const found: Finding[] = [];
  const visit = (node: Node): void => {
    const kids = children(node);
    for (const c of kids) parent.set(c, node);
    if (isString(node) || node.type === 'TemplateLiteral') {
      const text = textOf(node);
      const looksShown = PROSE.test(text) || LABEL.test(text) || (shownKey(node) && /[A-Za-z]{2,}/.test(text));
      if (looksShown && !/^https?:\/\//.test(text) && !exempt(node))
        found.push({ file, line: lineOf(node.start), text: text.slice(0, 80) });
    }
    kids.forEach(visit);
  };
  visit(program as unknown as Node);
  return found;
}

/**
 * Kept in English on purpose: the definitions' /help examples (command syntax), and records (an
 * audit row's detail, a journal entry's summary and failure reason) that are stored and read as a log.
 */
const RECORD_KEYS = new Set(['examples', 'detail', 'summary', 'action', 'reason']);

function hasProperty(o: Node | undefined, name: string): boolean {
  return o?.type === 'ObjectExpression' && (o.properties as Node[]).some((x) => x.type === 'Property' && nameOf(x.key) === name);
}

/** Every .ts file under the given paths (files or folders), relative to `root`. */
export function sourceFiles(root: string, paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    const full = join(root, p);
    if (statSync(full).isDirectory()) for (const entry of readdirSync(full).sort()) walk(join(p, entry));
    else if (p.endsWith('.ts')) out.push(relative(root, full));
  };
  paths.forEach(walk);
  return out;
}

/** `npx tsx test/support/user-texts.ts <files or folders>`: the findings, one per line (to work through them). */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/test\//, '/test/'))) {
  const root = process.cwd();
  for (const f of sourceFiles(root, process.argv.slice(2)))
    for (const x of userTextsIn(join(root, f))) console.log(`${f}:${x.line}: ${x.text}`);
}
