// Writes packages/domain/src/passwords/common-passwords.ts from Django's list of 20,000 common
// passwords (django/contrib/auth/common-passwords.txt.gz, BSD-3-Clause; Debian ships it in
// python3-django: `apt-get download python3-django`, then `dpkg-deb -x` the package).
// Usage: node --import tsx scripts/common-passwords.ts <path to common-passwords.txt.gz>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { limits } from '../packages/domain/src/limits.ts';
import { repoRoot } from '../packages/local-stack/src/paths.ts';

const source = process.argv[2];
if (!source) {
  console.error('Give the path of Django’s common-passwords.txt.gz.');
  process.exit(1);
}

const fromLength = limits.staffPasswordMinLength;
const separator = '|';
const lineWidth = 90;

/** The entries the length rule does not already refuse, lower case as Django keeps them, sorted. */
function entries(gz: Buffer): string[] {
  const all = gunzipSync(gz).toString('utf8').split('\n');
  const kept = all.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  const long = kept.filter((entry) => entry.length >= fromLength);
  if (long.some((entry) => entry.includes(separator) || entry.includes("'"))) {
    throw new Error('An entry holds the separator or a quote: choose another separator.');
  }
  return [...new Set(long)].sort();
}

/** The entries packed into quoted lines of at most `lineWidth` characters. */
function packedLines(list: string[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const entry of list) {
    const next = line === '' ? entry : `${line}${separator}${entry}`;
    if (next.length > lineWidth && line !== '') {
      lines.push(line);
      line = entry;
    } else {
      line = next;
    }
  }
  if (line !== '') lines.push(line);
  return lines.map((packed) => `  '${packed}',`);
}

const list = entries(readFileSync(source));
const module = `// Common passwords that staff may not choose: the entries of Django's list of 20,000 common
// passwords (django/contrib/auth/common-passwords.txt.gz, Django 3.2; Django credits the list to
// Royce Williams) that the length rule does not refuse already. Written by
// scripts/common-passwords.ts; run it again when the minimum length changes.
//
// Copyright (c) Django Software Foundation and individual contributors. All rights reserved.
// Redistribution and use in source and binary forms, with or without modification, are permitted
// provided that the following conditions are met: 1. Redistributions of source code must retain
// the above copyright notice, this list of conditions and the following disclaimer.
// 2. Redistributions in binary form must reproduce the above copyright notice, this list of
// conditions and the following disclaimer in the documentation and/or other materials provided
// with the distribution. 3. Neither the name of Django nor the names of its contributors may be
// used to endorse or promote products derived from this software without specific prior written
// permission. THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY
// EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF
// MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE
// COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL,
// EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE
// GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND
// ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE
// OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
// POSSIBILITY OF SUCH DAMAGE.

/** The list holds the entries of at least this many characters (shorter ones fail on length). */
export const commonPasswordsFromLength = ${fromLength};

/** ${list.length} passwords in lower case. */
export const commonPasswords: ReadonlySet<string> = new Set(
  [
${packedLines(list).join('\n')}
  ]
    .join('${separator}')
    .split('${separator}'),
);
`;
writeFileSync(join(repoRoot, 'packages/domain/src/passwords/common-passwords.ts'), module);
console.log(`Wrote ${list.length} common passwords of at least ${fromLength} characters.`);
