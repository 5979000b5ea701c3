#!/usr/bin/env node
// @ts-check
import { hashPassword, maxPasswordLength } from './passwords.js';

/**
 * Reads the password from a terminal without echoing it, so it is not left on screen.
 *
 * @returns {Promise<string>}
 */
function promptHidden() {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write('Password: ');
    input.setRawMode(true);
    input.setEncoding('utf8');
    let typed = '';
    /** @param {string} chunk */
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
    input.resume();
  });
}

/**
 * Piped input is taken whole, less the one line break `echo` adds.
 *
 * @returns {Promise<string>}
 */
async function readPiped() {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(/** @type {Buffer} */ (chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const password = process.stdin.isTTY ? await promptHidden() : await readPiped();
if (password.length === 0 || password.length > maxPasswordLength) {
  process.stderr.write(`The password must have 1 to ${maxPasswordLength} characters.\n`);
  process.exit(1);
}
process.stdout.write(`${await hashPassword(password)}\n`);
