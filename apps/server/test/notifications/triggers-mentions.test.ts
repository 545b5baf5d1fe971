import { describe, expect, it } from 'vitest';
import {
  mentionTokens,
  newMentions,
  resolveMentions,
} from '../../src/modules/notifications/triggers/mentions.ts';
import type { People, Person } from '../../src/modules/notifications/triggers/people.ts';

function peopleOf(list: [number, string, string, boolean?][]): People {
  const all: Person[] = list.map(([id, name, surname, reachable = true]) => ({
    id,
    name,
    surname,
    fullName: `${name} ${surname}`,
    reachable,
    can: () => true,
  }));
  return {
    get: (id) => all.find((p) => p.id === id),
    reachable: (id) => all.find((p) => p.id === id && p.reachable),
    allowed: () => all.filter((p) => p.reachable),
    all: () => all,
  };
}

const people = peopleOf([
  [1, 'Mario', 'Rossi'],
  [2, 'Niccolò', 'D’Angelo'],
  [3, 'Anna Maria', 'De Luca'],
  [4, 'Giulia', 'Neri'],
  [5, 'Giulia', 'Verdi'],
  [6, 'Paolo', 'Gialli', false],
  [7, 'Paolo', 'Blu'],
]);
const ids = (text: string) =>
  resolveMentions(mentionTokens(text), people)
    .map((p) => p.id)
    .sort();

describe('mention syntax', () => {
  it('reads @nome.cognome and @nome, accent-, case- and apostrophe-insensitive', () => {
    expect(ids('Ciao @MARIO.rossi, vedi @niccolo.dangelo.')).toEqual([1, 2]);
    expect(ids('@annamaria.deluca e @anna-maria.de-luca')).toEqual([3]);
    expect(ids('Per @Mario: fatto')).toEqual([1]);
  });

  it('ignores e-mail addresses, code and a first name two people share; a deactivated user counts for nobody', () => {
    expect(ids('scrivi a mario@rossi.it')).toEqual([]);
    expect(ids('`@mario.rossi` e\n```\n@mario\n```')).toEqual([]);
    expect(ids('@giulia')).toEqual([]);
    expect(ids('@giulia.verdi')).toEqual([5]);
    // Two Paolos, one deactivated: @paolo names the active one; the deactivated is never named.
    expect(ids('@paolo @paolo.gialli')).toEqual([7]);
  });

  it('an edit tells only the users it newly mentions', () => {
    expect(newMentions('@mario.rossi', '@mario.rossi e @giulia.neri', people).map((p) => p.id)).toEqual([4]);
    expect(newMentions('@mario.rossi', 'ancora @Mario', people)).toEqual([]);
    expect(newMentions(null, '@mario', people).map((p) => p.id)).toEqual([1]);
  });
});
