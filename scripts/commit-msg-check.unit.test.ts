import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './commit-msg-check';

describe('commit message check', () => {
  it('accepts a short subject, a blank line and a body', () => {
    expect(commitMessageProblems('Sales: read the sale once per correction\n\nIt was read twice.\n')).toEqual(
      [],
    );
  });

  it('refuses a subject past 72 characters', () => {
    const subject = 'x'.repeat(73);
    expect(commitMessageProblems(`${subject}\n\nwhy`)).toEqual(['the subject has 73 characters; at most 72']);
    expect(commitMessageProblems(`${'x'.repeat(72)}\n\nwhy`)).toEqual([]);
  });

  it('asks for a body after a blank line', () => {
    expect(commitMessageProblems('Add a thing\n')).toEqual(['there is no body: say why after a blank line']);
    expect(commitMessageProblems('Add a thing\nbecause\n')).toEqual([
      'the second line must be blank, between the subject and the body',
    ]);
  });

  it('ignores the comment lines git adds to the editor', () => {
    expect(commitMessageProblems('Add a thing\n\nBecause.\n# Please enter the commit message\n')).toEqual([]);
    expect(commitMessageProblems('Add a thing\n# Please enter the commit message\n')).toEqual([
      'there is no body: say why after a blank line',
    ]);
  });

  it('refuses an empty subject', () => {
    expect(commitMessageProblems('\n\nbody')).toEqual(['the subject is empty']);
  });

  it("checks only the subject's length of what git writes itself", () => {
    expect(commitMessageProblems("Merge branch 'consolidate'\n")).toEqual([]);
    expect(commitMessageProblems(`Merge branch '${'x'.repeat(80)}'\n`)).toHaveLength(1);
  });
});
