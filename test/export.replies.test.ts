import { describe, expect, it } from 'vitest';
import { EVERY_READER, readerFor } from '../src/i18n/reader.js';
import { exportDone, exportProgress, exportStarted, exportTimedOut } from '../src/features/exports/view.js';

/** An export's replies: counts in each language's plural forms, and only what is true of the file. */

const file = (rows: number, zone?: string) => ({ file: 'audit.csv', rows, data: new Uint8Array(), named: rows, ...(zone ? { zone } : {}) });

describe("an export's replies", () => {
  it('one row is one row, in every language', () => {
    const en = readerFor('en-US');
    const de = readerFor('de');
    expect(exportDone(file(1, 'UTC'), en).content).toMatch(/^📄 `audit\.csv`: 1 row\. /);
    expect(exportDone(file(1, 'UTC'), de).content).toMatch(/^📄 `audit\.csv`: 1 Zeile\. /);
    expect(exportDone(file(1), en).files![0]!.description).toBe('CSV export, 1 row');
    expect(exportStarted(1, 3, 1, en).content).toContain('Exporting 1 row:');
    expect(exportProgress(0, 1, en).content).toContain('0 of 1 row read');
    expect(exportTimedOut(0, 1, en).content).toContain('0 of 1 row read');
    expect(exportDone(file(2), en).content).toContain('2 rows.');
    // Each language words one and two rows differently, except where it has one form (Japanese).
    for (const s of EVERY_READER) {
      const one = exportDone(file(1), s).content!.split('\n')[0]!;
      const two = exportDone(file(2), s).content!.split('\n')[0]!;
      if (s.language === 'ja') expect(one.replace('1', '2')).toBe(two);
      else expect(one.replace(/1/g, '2'), s.language).not.toBe(two);
    }
  });

  it('names the time zone only for a file with times in it', () => {
    const en = readerFor('en-US');
    expect(exportDone(file(3, 'Europe/Berlin'), en).content).toContain("Times are in UTC and in the server's time zone (`Europe/Berlin`).");
    for (const s of EVERY_READER) {
      const withTimes = exportDone(file(3, 'Europe/Berlin'), s).content!;
      const board = exportDone(file(3), s).content!;
      expect(withTimes).toContain('Europe/Berlin');
      expect(board).not.toContain('UTC');
      expect(board.length).toBeLessThan(withTimes.length);
    }
  });

  it('says how many rows are named, and why some are not', () => {
    const en = readerFor('en-US');
    const done = exportDone({ ...file(1200), named: 100, namesLimited: { why: 'intent', max: 100 } }, en).content!;
    expect(done).toContain('Names: 100 of 1,200 rows');
    expect(done).toContain('Server Members intent');
    expect(exportDone({ ...file(1200), named: 900, namesLimited: { why: 'list', max: 25_000 } }, en).content).toContain(
      'more than 25,000 members',
    );
  });
});
