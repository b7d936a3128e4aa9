import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { unpackArchive } from './backup-archive.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BACKUP_KEEP: '2' });
});
afterAll(() => t.close());

const backupsDir = () => join(t.config.dataDir, 'backups');
const nameOf = (written: { file: string } | undefined) => written?.file.split('/').at(-1);
const backups = () => readdirSync(backupsDir()).filter((name) => name.endsWith('.rrbackup'));

describe('the daily backup', () => {
  it('writes a whole backup into DATA_DIR/backups and keeps the newest BACKUP_KEEP', async () => {
    const first = await t.app.backups.runNow();
    expect(first?.file).toMatch(/backups\/reading-rooms-[\dT-]+Z\.rrbackup$/);
    if (!first) throw new Error('no backup written');
    const manifest = await unpackArchive(first.file, join(t.config.dataDir, 'unpacked'));
    expect(manifest.schema.migrations).toBeGreaterThan(10);
    const second = await t.app.backups.runNow();
    const third = await t.app.backups.runNow();
    expect(backups()).toEqual([nameOf(second), nameOf(third)]);
  });

  it('never takes two at once: a second call while one runs gets the same backup', async () => {
    const before = backups();
    const [a, b] = await Promise.all([t.app.backups.runNow(), t.app.backups.runNow()]);
    expect(a?.file).toBe(b?.file);
    expect(backups()).toEqual([before.at(-1), nameOf(a)]);
  });

  it('removes a half-written file left by a crash, and a failed backup leaves the server serving', async () => {
    writeFileSync(
      join(backupsDir(), 'reading-rooms-2026-01-01T00-00-00-000Z.rrbackup.partial-999'),
      'cut short',
    );
    await t.app.backups.runNow();
    expect(readdirSync(backupsDir()).some((name) => name.includes('.partial-'))).toBe(false);

    rmSync(backupsDir(), { recursive: true, force: true });
    writeFileSync(backupsDir(), 'a file where the folder should be');
    await expect(t.app.backups.runNow()).rejects.toThrow();
    expect((await fetch(`${t.baseUrl}/api/config`)).status).toBe(200);
    rmSync(backupsDir(), { force: true });
  });
});
