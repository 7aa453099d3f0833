import { readFileSync } from 'node:fs';

/**
 * A history that reads well: a subject of at most 72 characters saying what changed, a blank line,
 * then a body saying why. Merges, reverts and fixups are written by git, so only their subject
 * length is checked. Run by `.githooks/commit-msg` once `git config core.hooksPath .githooks` is set.
 */
export const MAX_SUBJECT = 72;

const GENERATED = /^(Merge|Revert|fixup!|squash!|amend!)\b/;

export function commitMessageProblems(message: string): string[] {
  // git strips comment lines after the hook only under `--cleanup`; they never count as the body.
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const [subject = '', separator, ...body] = lines;
  const problems: string[] = [];
  if (subject.trim() === '') return ['the subject is empty'];
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject has ${subject.length} characters; at most ${MAX_SUBJECT}`);
  if (GENERATED.test(subject)) return problems;
  if (separator !== undefined && separator !== '')
    problems.push('the second line must be blank, between the subject and the body');
  else if (body.every((line) => line.trim() === ''))
    problems.push('there is no body: say why after a blank line');
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: commit-msg-check <commit message file>');
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`commit message refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}
