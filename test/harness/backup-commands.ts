import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/** `npm run backup` / `npm run restore` as an operator runs them: a process of their own, with env. */
export function runBackupCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return startBackupCommand(command, file, env).finished;
}

/** The command's process (a test may kill it) and its end. */
export function startBackupCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  let child: ReturnType<typeof spawn> | undefined;
  const finished = new Promise<{ code: number | null; output: string }>((done, fail) => {
    child = spawn(process.execPath, ['--import', 'tsx', `src/server/backup/${command}-command.ts`, file], {
      cwd: repoRoot,
      // Only what the command needs: a DATABASE_URL or DATA_DIR of the test's own choosing.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
  return { kill: () => child?.kill('SIGKILL'), pid: () => child?.pid ?? 0, finished };
}
