import type { Foot, Position } from '../../analytics/shot';
import type { Random } from './random';

/**
 * Fictional players for the sample season. Names are made by pairing common Irish first names
 * with surnames chosen not to occur among the 2023 championship's scorers, so no sample player is
 * a real one; they are drawn without repeats across the whole championship.
 */
const FIRST_NAMES = [
  'Aidan',
  'Barry',
  'Brendan',
  'Cathal',
  'Cian',
  'Ciarán',
  'Colm',
  'Colum',
  'Conall',
  'Cormac',
  'Daithí',
  'Darragh',
  'Declan',
  'Diarmuid',
  'Donal',
  'Eanna',
  'Eoghan',
  'Eoin',
  'Fergal',
  'Fiachra',
  'Finbarr',
  'Fionn',
  'Gearóid',
  'Kevin',
  'Killian',
  'Liam',
  'Lorcan',
  'Mark',
  'Mícheál',
  'Niall',
  'Odhrán',
  'Oisín',
  'Pádraig',
  'Paul',
  'Peadar',
  'Rónán',
  'Rory',
  'Ruairí',
  'Séamus',
  'Senan',
  'Shane',
  'Tadhg',
  'Tiernan',
  'Tomás',
] as const;

const SURNAMES = [
  'Aherne',
  'Bergin',
  'Bracken',
  'Carolan',
  'Corrigan',
  'Cosgrove',
  'Crotty',
  'Cuddihy',
  'Curtin',
  'Dalton',
  'Deasy',
  'Delaney',
  'Dineen',
  'Dolan',
  'Drumm',
  'Dunne',
  'Egan',
  'Fahy',
  'Fallon',
  'Feeney',
  'Finnegan',
  'Flood',
  'Furlong',
  'Galvin',
  'Garvey',
  'Geraghty',
  'Gilroy',
  'Gormley',
  'Grennan',
  'Hanafin',
  'Heffernan',
  'Hegarty',
  'Hession',
  'Kearins',
  'Keaveney',
  'Kinsella',
  'Laffan',
  'Lalor',
  'Larkin',
  'Leddy',
  'Lenihan',
  'Lyne',
  'Madigan',
  'Mangan',
  'McAleer',
  'McGeough',
  'McInerney',
  'Meehan',
  'Minogue',
  'Mullarkey',
  'Nagle',
  'Naughton',
  'Noonan',
  "O'Dea",
  "O'Dwyer",
  "O'Grady",
  'Phelan',
  'Prendergast',
  'Quinlivan',
  'Rabbitte',
  'Rafter',
  'Roche',
  'Slattery',
  'Tobin',
  'Tuohy',
  'Twomey',
  'Vaughan',
  'Whelehan',
] as const;

export type SamplePlayer = {
  name: string;
  number: number;
  position: Position;
  /** The foot the player kicks with by choice. */
  foot: Exclude<Foot, 'hand'>;
  /** Share of the team's shots from play among players of the same position. */
  weight: number;
};

export type Roster = {
  players: SamplePlayer[];
  /** Takes most frees and penalties. */
  freeTaker: SamplePlayer;
  goalkeeper: SamplePlayer;
};

/** Numbers 1-26 as a county panel lines out: keeper, six backs, two midfielders, six forwards, subs. */
function positionOf(number: number): Position {
  if (number === 1 || number === 16) return 'goalkeeper';
  if (number <= 7 || (number >= 17 && number <= 19)) return 'back';
  if (number <= 9 || number === 20 || number === 21) return 'midfielder';
  return 'forward';
}

/** Starters shoot far more than subs; the starting forwards most of all. */
function baseWeight(number: number): number {
  if (number === 16) return 0;
  if (number >= 10 && number <= 15) return 6;
  if (number >= 2 && number <= 9) return number === 5 || number === 6 || number === 7 ? 3 : 2;
  return number === 1 ? 1 : 1.2;
}

export function createNamePool(random: Random): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
}

export function createRoster(random: Random, nextName: () => string): Roster {
  const players: SamplePlayer[] = [];
  for (let number = 1; number <= 26; number += 1) {
    players.push({
      name: nextName(),
      number,
      position: positionOf(number),
      foot: random.chance(0.62) ? 'right' : 'left',
      weight: baseWeight(number) * random.between(0.5, 1.6),
    });
  }
  const forwards = players.filter((player) => player.number >= 10 && player.number <= 15);
  const freeTaker = forwards.reduce((best, player) => (player.weight > best.weight ? player : best));
  const goalkeeper = players[0];
  if (!goalkeeper) throw new Error('roster without a goalkeeper');
  return { players, freeTaker, goalkeeper };
}
