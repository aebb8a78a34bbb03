import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeOfMessage } from '@pos/shared/errors';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LANGUAGES = ['en-US', 'he-IL', 'ru-RU'] as const;
/** Functions whose field-less problems become 400 field errors with their codes. */
const FIELD_PROBLEMS = new Set(['receiptProblems']);

interface Found {
  at: string;
  message: string;
  code: string;
}

/** A message's text: a literal, or a template with each ${...} read as 1 (so "at most ${MAX} photos" reads "at most 1 photos"). */
function textOf(node: ts.Node | undefined, consts: Map<string, string>): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `1${s.literal.text}`).join('');
  if (ts.isIdentifier(node)) return consts.get(node.text);
  return undefined;
}

/**
 * Every field error the domains write in the source: the message of fieldError(field, message, code?),
 * of a collector's or a rule's add(field, message, code?) and check(ok, field, message, code?), a
 * validationError({ field: ['message'] }), a problem { field, message } and a password problem
 * pushed as text; with the code the client gets (the one given, else the one read from the message).
 */
function domainFieldErrors(): Found[] {
  const files = execFileSync('git', ['ls-files', 'sync-server/src/*.ts', 'shared/src/*.ts'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((f) => f && !/\.(test|fixtures)\.ts$/.test(f) && !f.includes('/test/'));
  const found: Found[] = [];
  for (const file of files) {
    const text = readFileSync(ROOT + file, 'utf8');
    if (!/fieldError|FieldError|validationError|problems|errors/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const consts = new Map<string, string>();
    const at = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const record = (n: ts.Node, messageNode: ts.Node | undefined, codeNode: ts.Node | undefined) => {
      const message = textOf(messageNode, consts);
      // Not a sentence nor a code (e.g. Map-like add(rows, 'today')): not a field error.
      if (message === undefined || !/[ -]/.test(message)) return;
      const code = codeNode ? textOf(codeNode, consts) : codeOfMessage(message).code;
      found.push({ at: at(n), message, code: code ?? '(computed)' });
    };
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isStringLiteral(n.initializer)) consts.set(n.name.text, n.initializer.text);
      if (ts.isCallExpression(n)) {
        const callee = n.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const args = n.arguments;
        if (name === 'fieldError') record(n, args[1], args[2]);
        else if (name === 'add' && args.length >= 2) record(n, args[1], args[2]);
        else if (name === 'check' && args.length >= 3) record(n, args[2], args[3]);
        else if (name === 'push' && args.length === 1 && /problems/i.test(callee.getText())) {
          const arg = args[0]!;
          if (ts.isObjectLiteralExpression(arg)) {
            const prop = (key: string) => arg.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key)?.initializer;
            // A problem with its own code keeps it to the wire (the callers turn problems into coded issues);
            // one without a field only where a 400 is made of it (receiptProblems: documents' paymentFieldIssues).
            const inFunction = (node: ts.Node): string => (ts.isFunctionDeclaration(node) ? (node.name?.text ?? '') : node.parent ? inFunction(node.parent) : '');
            if (arg.properties.some((p) => p.name?.getText() === 'field') || FIELD_PROBLEMS.has(inFunction(n))) record(n, prop('message'), prop('code'));
          } else record(n, arg, undefined);
        } else if (name === 'validationError' && args[0] && ts.isObjectLiteralExpression(args[0])) {
          for (const p of args[0].properties) {
            if (ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer)) for (const m of p.initializer.elements) record(m, m, undefined);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return found;
}

const common = (language: string) => JSON.parse(readFileSync(`${ROOT}renderer/i18n/locales/${language}/common.json`, 'utf8')) as { fieldError: Record<string, string>; serverErrors: Record<string, unknown> };

/**
 * Issue 18: a 400's field errors are said in the user's language by their code, so a domain's field
 * error never answers with the generic `invalid` (said only as "invalid value"), and every code it
 * answers with is said in en-US, he-IL and ru-RU by the message tables the back office and the POS share.
 */
describe('domain field error codes', () => {
  const found = domainFieldErrors();

  it('finds the domains\' field errors in the source (the scan works)', () => {
    expect(found.length).toBeGreaterThan(300);
    expect(found).toContainEqual(expect.objectContaining({ message: 'a product with this name already exists', code: 'exists' }));
  });

  it('no domain field error answers with the generic code "invalid"', () => {
    expect(found.filter((f) => f.code === 'invalid' || f.code === '(computed)').map((f) => `${f.at} ${f.message}`)).toEqual([]);
  });

  it('every code a domain answers with is translated in en-US, he-IL and ru-RU', () => {
    const codes = [...new Set(found.map((f) => f.code))].sort();
    for (const language of LANGUAGES) {
      const texts = common(language);
      const missing = codes.filter((code) => !(code in texts.fieldError) && typeof texts.serverErrors[code] !== 'string');
      expect(missing, language).toEqual([]);
    }
  });
});
