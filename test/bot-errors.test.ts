import { describe, expect, test } from 'vitest';
import {
  AuthError,
  NetworkError,
  NotFoundError,
  NotSentError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../src/api/errors.js';
import { UserError } from '../src/command/contract.js';
import { errorReply } from '../src/bot/error-reply.js';
import { createLogger } from '../src/log.js';
import { EVERY_READER } from '../src/i18n/reader.js';

const lines: Record<string, unknown>[] = [];
const log = createLogger({ level: 'debug', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
const get = { method: 'GET', path: '/v1/community/quests/q1' };
const post = { method: 'POST', path: '/v1/community/tokens' };
const reply = (err: unknown) => errorReply(err, { log });

/** "nothing was sent" as each language's texts write it. */
const NOTHING_SENT: Record<string, string> = {
  en: 'nothing was sent',
  de: 'nichts gesendet',
  es: 'no se ha enviado nada',
  fr: 'rien n’a été envoyé',
  'pt-BR': 'nada foi enviado',
  ru: 'ничего не отправлено',
  ja: '何も送信していません',
};

describe('errorReply', () => {
  test('UserError: its message with the field', () => {
    expect(reply(new UserError(() => 'No such quest', 'quest')).content).toBe('`quest`: No such quest');
    expect(reply(new UserError(() => 'Expired')).content).toBe('Expired');
  });

  test('ValidationError: each issue with its field, input escaped', () => {
    const r = reply(
      new ValidationError([
        { field: 'chain', message: '"*Eth*" is not a chain' },
        { field: 'limit', message: 'at most 100' },
      ]),
    );
    expect(r.content).toBe('`chain`: "\\*Eth\\*" is not a chain\n`limit`: at most 100');
  });

  test("ValidationError: the client's English naming its field first reads in the one shape, the name once", () => {
    expect(reply(new ValidationError([{ field: 'title', message: 'title must not be empty' }])).content).toBe('`title`: must not be empty');
  });

  test('AuthError 401 and 403', () => {
    expect(reply(new AuthError('x', { ...get, status: 401 })).content).toBe(
      "This server's Community API key was refused (401); ask an admin.",
    );
    expect(reply(new AuthError('x', { ...get, status: 403 })).content).toMatch(
      /refused for this feature \(403\): the community's plan may not include it, or the key may be wrong/,
    );
  });

  test('NotFoundError', () => {
    expect(reply(new NotFoundError('x', { ...get, status: 404 })).content).toMatch(/^Not found/);
  });

  test('RateLimitedError rounds up to whole seconds, at least 1', () => {
    expect(reply(new RateLimitedError('x', get, 2_100)).content).toBe('The Community API is busy; try again in 3 seconds.');
    expect(reply(new RateLimitedError('x', get, 0)).content).toBe('The Community API is busy; try again in 1 second.');
  });

  test('RejectedError shows the service’s reason, escaped', () => {
    expect(reply(new RejectedError('x', { ...post, status: 400 }, 'address **invalid**')).content).toBe(
      'The Community API refused the request: address \\*\\*invalid\\*\\*',
    );
  });

  test('a POST that timed out or lost its connection: outcome unknown', () => {
    for (const err of [new TimeoutError('x', post), new NetworkError('x', post)]) {
      expect(reply(err).content).toMatch(/outcome is unknown: check before trying again/);
    }
  });

  test('"nothing was sent" only for a write: a read that never left (refused connection, no turn) just failed', () => {
    for (const s of EVERY_READER) {
      const at = (err: unknown) => errorReply(err, { log, reader: s }).content;
      const nothingSent = NOTHING_SENT[s.language]!;
      const refusedRead = at(new NetworkError('x', get, { notSent: true }));
      const heldRead = at(new NotSentError('x', { method: '', path: '' }));
      expect(refusedRead, s.language).toBe(s.t('errors.unreachable.unreachable', { reference: /[0-9A-F]{8}/.exec(refusedRead)![0] }));
      expect(heldRead, s.language).toBe(s.t('errors.unreachable.heldBackRead', { reference: /[0-9A-F]{8}/.exec(heldRead)![0] }));
      for (const read of [refusedRead, heldRead]) expect(read, s.language).not.toContain(nothingSent);
      // A write that never left says so.
      expect(at(new NetworkError('x', post, { notSent: true })), s.language).toContain(nothingSent);
    }
    expect(reply(new NetworkError('x', get, { notSent: true })).content).not.toMatch(/nothing was sent/);
    expect(reply(new NotSentError('x', { method: '', path: '' })).content).not.toMatch(/nothing was sent/);
  });

  test('a GET that timed out: try again, with a reference', () => {
    const r = reply(new TimeoutError('x', get));
    expect(r.content).toMatch(/did not answer in time; try again shortly \(reference [0-9A-F]{8}\)\./);
  });

  test('UpstreamError and SchemaError: the service had a problem, with the reference logged', () => {
    for (const err of [
      new UpstreamError('x', { ...get, status: 502 }),
      new SchemaError('x', get, [{ path: 'name', message: 'missing' }]),
    ]) {
      const r = reply(err);
      expect(r.content).toContain(`(reference ${r.reference})`);
      expect(lines.some((l) => l.reference === r.reference && l.level === 50)).toBe(true);
    }
  });

  test('anything else: generic text, reference in the error log line, no internals in the reply', () => {
    const r = reply(new TypeError('cannot read x of undefined at secret.ts:12'));
    expect(r.content).toBe(`Something went wrong on our side (reference ${r.reference}).`);
    const line = lines.find((l) => l.reference === r.reference)!;
    expect(line.level).toBe(50);
    expect(JSON.stringify(line.err)).toContain('secret.ts:12');
  });
});
