/** One line on stderr that a terminal rewrites in place, and a log gets as separate lines. */
export function progressLine() {
  const tty = process.stderr.isTTY;
  let last = '';
  return {
    show(text: string) {
      if (text === last) return;
      last = text;
      process.stderr.write(tty ? `\r\x1b[2K${text}` : `${text}\n`);
    },
    done() {
      if (tty && last) process.stderr.write('\n');
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
