import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. Stop that process first, ` +
        `or set DATA_DIR to another folder (if no API runs, delete ${lockFile}).`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * An embedded database must be opened by one process at a time: two writers corrupt its files.
 * Takes `<dataDir>.lock` (holding the process id); a lock left by a process that no longer
 * runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readOrEmpty(lockFile), 10);
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataDirInUseError(dataDir, owner, lockFile);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
