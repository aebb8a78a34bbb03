/** `--name value` and `--flag` arguments of the package's small command-line tools. */
export function parseArgs(argv: readonly string[], flags: readonly string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument: ${arg}`);
    const name = arg.slice(2);
    if (flags.includes(name)) args.set(name, 'true');
    else {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      args.set(name, value);
    }
  }
  return args;
}
