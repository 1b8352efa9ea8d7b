import { fstatSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { CSV_BOM } from '../../shared/csv-format';

/**
 * Policy for CSV that a command writes on standard output: a UTF-8
 * byte-order mark when stdout is a regular file (`> calls.csv`), which a
 * spreadsheet program needs to read the file as UTF-8; never on a pipe or a
 * terminal, where a script would read the mark as a stray character before
 * the first column's name (Python's csv without utf-8-sig, head, jq-style
 * tools). `--bom` and `--no-bom` decide instead, for a pipe into a file
 * elsewhere or a file read by a script. Every CSV-on-stdout command takes
 * its options and its mark from here.
 */
export interface ByteOrderMarkFlags {
  /** Undefined unless --bom or --no-bom was given. */
  bom?: boolean;
}

export function addByteOrderMarkOptions(command: Command): Command {
  return command
    .addOption(new Option('--bom', 'CSV: start with a UTF-8 byte-order mark even on a pipe (default: only when stdout is a file)'))
    .addOption(new Option('--no-bom', 'CSV: no byte-order mark, even into a file'));
}

/** The text to write before the CSV's header: the mark, or nothing (see the policy above). */
export function csvByteOrderMark(flags: ByteOrderMarkFlags, stdoutFd = 1): string {
  return (flags.bom ?? isRegularFile(stdoutFd)) ? CSV_BOM : '';
}

function isRegularFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    // A closed or unknown stdout: nothing a spreadsheet will open.
    return false;
  }
}
