import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

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

function textOf(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  return node.head.text + node.templateSpans.map((s) => `§${s.literal.text}`).join('');
}

function isLogCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !LOG_METHODS.has(callee.name.text)) return false;
  const target = callee.expression.getText();
  return /(^|\.)(log|logger)$/.test(target) || target.endsWith('.log');
}

/** Whether the literal is in a place where text is not shown to people. */
function exempt(node: ts.Node): boolean {
  let child: ts.Node = node;
  for (let p: ts.Node | undefined = node.parent; p; child = p, p = p.parent) {
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isImportTypeNode(p) || ts.isLiteralTypeNode(p) || ts.isTypeNode(p)) return true;
    if (ts.isCaseClause(p) && p.expression === child) return true;
    if (ts.isElementAccessExpression(p) && p.argumentExpression === child) return true;
    if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.name === child) return true;
    if (ts.isPropertyAssignment(p) && p.initializer === child && isRecord(p)) return true;
    // A definition's or option's own name and description (an object with a `type`): the English source.
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && DEFINITION_TEXTS.has(p.name.text) && ts.isObjectLiteralExpression(p.parent) && hasProperty(p.parent, 'type')) return true;
    if (ts.isBinaryExpression(p) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.InKeyword].includes(p.operatorToken.kind)) return true;
    if (ts.isCallExpression(p)) {
      if (isLogCall(p)) return true;
      const callee = p.expression.getText();
      if (callee === 't' || callee.endsWith('.t')) return true;
    }
    if (ts.isNewExpression(p) && ts.isIdentifier(p.expression) && INTERNAL_ERRORS.has(p.expression.text)) return true;
    // An error class's own message (for logs); what users read comes from its Text.
    if (ts.isCallExpression(p) && p.expression.kind === ts.SyntaxKind.SuperKeyword) return true;
    // The command definitions (and the options they share) are the only English of their texts (src/i18n/commands.ts).
    if (ts.isCallExpression(p) && DEFINITIONS.has(p.expression.getText())) return true;
    // Stop at the statement: nothing above it changes where the text goes.
    if (ts.isStatement(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

/**
 * Kept in English on purpose: the definitions' /help examples (command syntax), and records (an
 * audit row's detail, a journal entry's summary and failure reason) that are stored and read as a log.
 */
const RECORD_KEYS = new Set(['examples', 'detail', 'summary', 'action', 'reason']);
function isRecord(p: ts.PropertyAssignment): boolean {
  return (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && RECORD_KEYS.has(p.name.text);
}

function hasProperty(o: ts.ObjectLiteralExpression, name: string): boolean {
  return o.properties.some((x) => x.name && (ts.isIdentifier(x.name) || ts.isStringLiteral(x.name)) && x.name.text === name);
}

/** The property a literal is the value of (`label: 'Confirm'`), if any. */
function shownKey(node: ts.Node): boolean {
  let p = node.parent;
  while (p && (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || ts.isBinaryExpression(p))) p = p.parent;
  return !!p && ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && SHOWN_KEYS.has(p.name.text);
}

export function userTextsIn(file: string, source = readFileSync(file, 'utf8')): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = textOf(node);
      const looksShown = PROSE.test(text) || LABEL.test(text) || (shownKey(node) && /[A-Za-z]{2,}/.test(text));
      if (looksShown && !/^https?:\/\//.test(text) && !exempt(node)) {
        found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.slice(0, 80) });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
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
  for (const f of sourceFiles(root, process.argv.slice(2))) for (const x of userTextsIn(join(root, f))) console.log(`${f}:${x.line}: ${x.text}`);
}
