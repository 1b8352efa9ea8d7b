// Loaded into Electron's installer (node --import) by `npm start`: the
// installer reports a failure as a stack trace through console.error, which
// this sends to file descriptor 3, where `npm start` reads it to say why in
// one line. Its download progress bar keeps stderr, the terminal.
import { writeSync } from 'node:fs';
import { format } from 'node:util';

console.error = (...args) => {
  writeSync(3, `${format(...args)}\n`);
};
