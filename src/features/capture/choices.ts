import type { UnknownAction } from '@reduxjs/toolkit';
import { NOBODY, type PanelEntry, type Person, type Side } from '../../../contract/squad';
import {
  colourChosen,
  footChosen,
  goalAttemptToggled,
  howChosen,
  kickoutResultChosen,
  lengthChosen,
  outcomeChosen,
  personChosen,
  pressureChosen,
  resultChosen,
  shotKindChosen,
  sideSwapped,
  teamChosen,
  touchedToggled,
} from './captureSlice';
import { OUTCOME_NAMES, personSide, type Draft, type OutcomeChoice } from './draft';
import { onThePitch } from './panel';
import type { TeamNames } from './words';

/**
 * What the capture panel offers for the open draft, as data: each choice's label, its key (shown on
 * its button; docs/capture.md#keys) and the action it dispatches. The phone's taps and the laptop's
 * keys go through this one list, so they can never disagree.
 */

export type Choice = {
  readonly id: string;
  /**
   * The key that makes the choice, as its button shows it: a letter, Shift and a digit (`⇧2`), or,
   * for a player, the shirt number typed. A digit alone is only ever a shirt number.
   */
  readonly key: string;
  readonly label: string;
  readonly selected: boolean;
  readonly action: UnknownAction;
};

export type ChoiceGroup = {
  readonly name: string;
  /** A step's group moves the flow on; an option's only sets a detail. */
  readonly role: 'step' | 'option';
  readonly choices: readonly Choice[];
};

export type ChoiceContext = {
  readonly teams: TeamNames;
  /** Each team's people in the order to offer them (see orderedPeople). */
  readonly people: Readonly<Record<Side, readonly Person[]>>;
  /** Each team's goalkeeper, who takes its kickouts. */
  readonly keepers: Readonly<Record<Side, Person>>;
  /** A point from the draft's place may be worth two (the era and the 40 m arc). */
  readonly twoPossible: boolean;
  /** A defender's touch changes the value (2025's rule). */
  readonly touchCounts: boolean;
  /** Where a kickout by each team landed: short or long. */
  readonly kickoutLength: (side: Side) => 'short' | 'long';
};

const choice = (id: string, key: string, label: string, selected: boolean, action: UnknownAction): Choice => ({
  id,
  key,
  label,
  selected,
  action,
});

/**
 * Commonest first, from championship shot files: points and wides are most of every match. Saved
 * is K (the keeper), since V is the video's in every mode; choices named by a number take Shift,
 * since a digit alone types a shirt number.
 */
const OUTCOMES: ReadonlyArray<[OutcomeChoice, string]> = [
  ['point', 'P'],
  ['two', '⇧2'],
  ['wide', 'W'],
  ['goal', 'G'],
  ['short', 'S'],
  ['saved', 'K'],
  ['blocked', 'B'],
  ['post', 'O'],
  ['45 won', '⇧5'],
];

/** A row of a choice table: the value chosen, its key and its label. */
type Row<V> = readonly [V, string, string];

/** A group made from a table of choices, the one equal to `chosen` shown as chosen. */
function groupOf<V extends string>(
  name: string,
  role: ChoiceGroup['role'],
  rows: ReadonlyArray<Row<V>>,
  chosen: V | null,
  act: (value: V) => UnknownAction,
): ChoiceGroup {
  return {
    name,
    role,
    choices: rows.map(([value, key, label]) =>
      choice(`${name.toLowerCase()}-${value}`, key, label, chosen === value, act(value)),
    ),
  };
}

const SHOT_KINDS: ReadonlyArray<Row<Draft['shotKind']>> = [
  ['play', 'Y', 'Play'],
  ['free', 'F', 'Free'],
  ['45', '⇧4', '45'],
  ['mark', 'M', 'Mark'],
  ['penalty', 'E', 'Penalty'],
  ['sideline', 'I', 'Sideline'],
];

const PRESSURES: ReadonlyArray<Row<NonNullable<Draft['pressure']>>> = [
  ['none', 'N', 'No pressure'],
  ['some', 'A', 'Some pressure'],
  ['heavy', 'H', 'Heavy pressure'],
];

const FEET: ReadonlyArray<Row<NonNullable<Draft['foot']>>> = [
  ['right', 'R', 'Right foot'],
  ['left', 'L', 'Left foot'],
  ['hand', 'D', 'Hand'],
];

const LENGTHS: ReadonlyArray<Row<Draft['length']>> = [
  ['short', 'S', 'Short'],
  ['long', 'L', 'Long'],
];

function outcomeGroup(draft: Draft, context: ChoiceContext): ChoiceGroup {
  return {
    name: 'Outcome',
    role: 'step',
    choices: OUTCOMES.filter(([outcome]) => outcome !== 'two' || context.twoPossible).map(([outcome, key]) =>
      choice(`outcome-${outcome}`, key, OUTCOME_NAMES[outcome], draft.outcome === outcome, outcomeChosen(outcome)),
    ),
  };
}

function shotOptions(draft: Draft, context: ChoiceContext, step: Draft['step']): ChoiceGroup[] {
  const kind = groupOf('Kind', 'option', SHOT_KINDS, draft.shotKind, shotKindChosen);
  const team: ChoiceGroup = {
    name: 'Team',
    role: 'option',
    choices: [
      choice('swap', 'Q', `${draft.side === null ? '' : context.teams[draft.side]}'s shot: swap`, false, sideSwapped()),
    ],
  };
  const details: ChoiceGroup[] = [
    groupOf('Pressure', 'option', PRESSURES, draft.pressure, pressureChosen),
    groupOf('Foot', 'option', FEET, draft.foot, footChosen),
    {
      name: 'Attempt',
      role: 'option',
      choices: [
        choice('goal-attempt', 'X', 'At goal', draft.goalAttempt, goalAttemptToggled()),
        ...(context.touchCounts ? [choice('touched', 'T', 'Touched', draft.touched === true, touchedToggled())] : []),
      ],
    },
  ];
  if (step === 'outcome') return [kind, team];
  if (step === 'player') return details;
  return [kind, team, ...details];
}

function teamGroup(draft: Draft, context: ChoiceContext, name: string): ChoiceGroup {
  const pick = (side: Side, key: string): Choice =>
    choice(
      `team-${side}`,
      key,
      context.teams[side],
      draft.side === side,
      teamChosen(
        draft.kind === 'kickout'
          ? { side, length: context.kickoutLength(side), kicker: context.keepers[side] }
          : { side },
      ),
    );
  return { name, role: 'step', choices: [pick('us', 'O'), pick('them', 'T')] };
}

function kickoutGroups(draft: Draft): ChoiceGroup[] {
  const result = (won: boolean, contest: 'clean' | 'break', key: string, label: string) =>
    choice(
      `kickout-${won ? 'won' : 'lost'}-${contest}`,
      key,
      label,
      draft.won === won && draft.contest === contest,
      kickoutResultChosen({ won, contest }),
    );
  return [
    {
      name: 'Result',
      role: 'step',
      choices: [
        result(true, 'clean', '⇧1', 'Won clean'),
        result(true, 'break', '⇧2', 'Won on a break'),
        result(false, 'clean', '⇧3', 'Lost clean'),
        result(false, 'break', '⇧4', 'Lost on a break'),
      ],
    },
    groupOf('Length', 'option', LENGTHS, draft.length, lengthChosen),
  ];
}

const TURNOVER_HOWS: ReadonlyArray<Row<NonNullable<Draft['how']>>> = [
  ['tackle', 'T', 'Tackle'],
  ['interception', 'I', 'Interception'],
  ['block', 'B', 'Block'],
  ['unforced', 'E', 'Unforced error'],
  ['foul', 'F', 'Foul'],
];

function peopleGroup(draft: Draft, context: ChoiceContext): ChoiceGroup {
  const side = personSide(draft);
  const people = side === null ? [] : context.people[side];
  const same = (a: Person | null, b: Person) =>
    a !== null && a.playerId === b.playerId && a.number === b.number && a.name === b.name;
  const label = (person: Person) =>
    [person.number === null ? null : `#${person.number}`, person.name].filter(Boolean).join(' ');
  const name =
    draft.kind === 'kickout'
      ? 'Won by'
      : draft.kind === 'turnover'
        ? draft.side === 'us'
          ? 'Won by'
          : 'Lost by'
        : draft.kind === 'free'
          ? draft.side === 'us'
            ? 'Fouled'
            : 'Given away by'
          : 'Player';
  return {
    name,
    role: 'step',
    choices: [
      ...people.map((person, index) =>
        choice(
          `person-${index}`,
          person.number === null ? '' : String(person.number),
          label(person),
          same(draft.person, person),
          personChosen(person),
        ),
      ),
      choice('person-unknown', 'U', 'Not known', same(draft.person, NOBODY), personChosen(NOBODY)),
    ],
  };
}

/** Whether a group is the players' (its "Not known" too), which the laptop lays out under the pitch. */
export const offersPeople = (group: ChoiceGroup): boolean => group.choices.some((c) => c.id.startsWith('person-'));

/** A player's choice, keyed by the shirt number typed rather than by one key. */
const isPerson = (c: Choice) => c.id.startsWith('person-') && /^\d+$/.test(c.key);

/** Whether a group offers players, whose shirt numbers are typed (and shown while half typed). */
export const takesNumbers = (group: ChoiceGroup): boolean => group.choices.some(isPerson);

/**
 * A key press named as the buttons name keys (docs/capture.md#keys): a letter in capitals, a digit
 * (a shirt number's), or Shift and a digit, read from the key's place since Shift and 2 is @ on one
 * keyboard and " on another. A digit typed with Shift (as French keyboards type digits) is a digit.
 */
export function keyOfPress(press: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string {
  const digit = /^Digit(\d)$/.exec(press.code)?.[1];
  if (press.shiftKey && digit !== undefined && !/^\d$/.test(press.key)) return `⇧${digit}`;
  return press.key.length === 1 ? press.key.toUpperCase() : press.key;
}

/** The choice a key shown on its button makes; players are typed by number (typeDigit). */
export function choiceForKey(groups: readonly ChoiceGroup[], key: string): Choice | undefined {
  return groups.flatMap((group) => group.choices).find((c) => c.key === key && !isPerson(c));
}

/**
 * A digit typed after `typed`: the player whose number it completes, chosen at once unless a
 * longer number starts the same way (then it waits, shown on screen, for the next digit or Enter);
 * a number nobody wears is dropped.
 */
export function typeDigit(
  groups: readonly ChoiceGroup[],
  typed: string,
  digit: string,
): { chosen: Choice | null; typed: string } {
  const people = groups.flatMap((group) => group.choices).filter(isPerson);
  const number = typed + digit;
  const exact = people.find((c) => c.key === number) ?? null;
  const longer = people.some((c) => c.key !== number && c.key.startsWith(number));
  if (longer) return { chosen: null, typed: number };
  return { chosen: exact, typed: '' };
}

/** Enter after a number typed: the player wearing exactly that number, if anyone does. */
export function numberEntered(groups: readonly ChoiceGroup[], typed: string): Choice | null {
  if (typed === '') return null;
  return groups.flatMap((group) => group.choices).find((c) => isPerson(c) && c.key === typed) ?? null;
}

/** The groups the panel shows for the draft: its step's (and that step's options), or all of them to edit. */
export function choiceGroups(draft: Draft, context: ChoiceContext): ChoiceGroup[] {
  const step = draft.step;
  const all = step === 'review';
  const show = (s: Draft['step']) => all || step === s;
  const groups: ChoiceGroup[] = [];
  switch (draft.kind) {
    case 'shot':
      if (show('outcome')) groups.push(outcomeGroup(draft, context));
      groups.push(...shotOptions(draft, context, step));
      break;
    case 'kickout':
      if (show('team')) groups.push(teamGroup(draft, context, 'Kicked out by'));
      if (show('result')) groups.push(...kickoutGroups(draft));
      break;
    case 'turnover':
      if (show('result'))
        groups.push({
          name: 'Ball',
          role: 'step',
          choices: [
            choice('turnover-won', 'W', `${context.teams.us} won it`, draft.side === 'us', resultChosen('us')),
            choice('turnover-lost', 'L', `${context.teams.us} lost it`, draft.side === 'them', resultChosen('them')),
          ],
        });
      if (show('how')) groups.push(groupOf('How', 'step', TURNOVER_HOWS, draft.how, howChosen));
      break;
    case 'free':
      if (show('result'))
        groups.push({
          name: 'Free to',
          role: 'step',
          choices: [
            choice('free-us', 'O', context.teams.us, draft.side === 'us', resultChosen('us')),
            choice('free-them', 'T', context.teams.them, draft.side === 'them', resultChosen('them')),
          ],
        });
      break;
    case 'card':
      if (show('colour'))
        groups.push({
          name: 'Card',
          role: 'step',
          choices: (
            [
              ['yellow', 'Y'],
              ['black', 'B'],
              ['red', 'R'],
            ] as const
          ).map(([colour, key]) =>
            choice(
              `card-${colour}`,
              key,
              `${colour[0]?.toUpperCase()}${colour.slice(1)}`,
              draft.colour === colour,
              colourChosen(colour),
            ),
          ),
        });
      if (show('team')) groups.push(teamGroup(draft, context, 'Team'));
      break;
  }
  // A step's choices come first, then the options that go with it, then the players: choosing one
  // saves a new event, so a shot's details are met before them. The screen shows the groups in this
  // order at every width, so the tab and reading order are the order seen; no two choices of a draft
  // share a key, so the order changes nothing a key does.
  const ordered = [...groups.filter((g) => g.role === 'step'), ...groups.filter((g) => g.role === 'option')];
  return show('player') ? [...ordered, peopleGroup(draft, context)] : ordered;
}

/**
 * A team's people in the order to offer them: the last one chosen first, then those most involved
 * in the match so far, then those on the pitch now (after substitutions) before the bench, then by
 * number (docs/capture.md#recording).
 */
export function orderedPeople(
  panel: readonly PanelEntry[],
  involvement: ReadonlyMap<string, number>,
  last: Person | null,
): Person[] {
  const keyOf = (person: Person) => `${person.playerId ?? ''}#${person.number ?? ''}`;
  const lastKey = last === null ? null : keyOf(last);
  return panel
    .map((entry) => ({
      person: { playerId: entry.playerId, name: entry.name, number: entry.number },
      playing: onThePitch(entry),
      entry,
    }))
    .sort((a, b) => {
      const ka = keyOf(a.person);
      const kb = keyOf(b.person);
      if (ka === lastKey || kb === lastKey) return ka === lastKey ? -1 : 1;
      return (
        (involvement.get(kb) ?? 0) - (involvement.get(ka) ?? 0) ||
        Number(b.playing) - Number(a.playing) ||
        a.entry.number - b.entry.number
      );
    })
    .map(({ person }) => person);
}

/** How often each person of a team features in the match's events, keyed as orderedPeople keys them. */
export function involvementOf(people: Iterable<Person>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const person of people) {
    const key = `${person.playerId ?? ''}#${person.number ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
