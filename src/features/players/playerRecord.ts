/** One row of `/players` (docs/behaviour.md#player-record). */
export type PlayerRecord = {
  PlayerName: string;
  TeamName: string;
  Scores: number;
  Shots: number;
  xP_adv_shot: number;
  xPoints: number;
  Success_UP: number;
  Failed_UP: number;
  Scored_Right: number;
  Scored_Left: number;
  Scored_Hand: number;
  Shot_Distance: number;
  Difference: number;
};

export type PlayerColumn = keyof PlayerRecord;

const NUMERIC_FIELDS = [
  'Scores',
  'Shots',
  'xP_adv_shot',
  'xPoints',
  'Success_UP',
  'Failed_UP',
  'Scored_Right',
  'Scored_Left',
  'Scored_Hand',
  'Shot_Distance',
  'Difference',
] as const;

export function isPlayerRecord(value: unknown): value is PlayerRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.PlayerName === 'string' &&
    typeof record.TeamName === 'string' &&
    NUMERIC_FIELDS.every((field) => typeof record[field] === 'number')
  );
}
