import {
  describeFilter,
  HALF_NAMES,
  HALVES,
  isFiltered,
  NO_FILTER,
  PERIODS,
  PRESSURE_NAMES,
  PRESSURES,
  SHOT_TYPE_NAMES,
  SHOT_TYPES,
  type ShotFilter,
} from '../../../contract/filters';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filterChanged, filtersCleared, selectFilter } from '../../app/uiSlice';

export type MatchOption = { id: string; label: string };

type FilterBarProps = {
  /** The selected team's matches ('v Kerry, 25 Jun 2023'); empty with no team. */
  matches: readonly MatchOption[];
};

const ANY = '';
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

type FilterSelectProps<Value extends string> = {
  label: string;
  /** The first option, which filters nothing. */
  any: string;
  value: Value | null;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | null) => void;
};

/** One single-valued filter as a labelled select whose first option takes the filter away. */
function FilterSelect<Value extends string>({ label, any, value, options, onChange }: FilterSelectProps<Value>) {
  return (
    <label className="field field--compact">
      <span className="field__label">{label}</span>
      <select
        className="field__input"
        value={value ?? ANY}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? null)}
      >
        <option value={ANY}>{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type Chip = { key: string; label: string; without: Partial<ShotFilter> };

/** One chip per active filter value, each with what the filter is without it. */
function chipsOf(filter: ShotFilter, nameOfMatch: (id: string) => string): Chip[] {
  const describe = (part: Partial<ShotFilter>) => describeFilter({ ...NO_FILTER, ...part }, nameOfMatch)[0] ?? '';
  const chips: Chip[] = filter.match.map((id) => ({
    key: `match ${id}`,
    label: nameOfMatch(id),
    without: { match: filter.match.filter((other) => other !== id) },
  }));
  for (const param of ['half', 'period', 'shotType', 'pressure', 'player'] as const) {
    if (filter[param] !== null) {
      chips.push({ key: param, label: describe({ [param]: filter[param] }), without: { [param]: null } });
    }
  }
  return chips;
}

/**
 * The dashboard's questions: which match, which half, which ten minutes, which kind of shot,
 * under pressure or not, and (from a click on a name) which player. Every chart, image and table
 * follows the filter; chips show what is active and take it away again.
 */
export function FilterBar({ matches }: FilterBarProps) {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectFilter);
  const labels = new Map(matches.map((match) => [match.id, match.label]));
  const nameOfMatch = (id: string) => labels.get(id) ?? id;
  const change = (part: Partial<ShotFilter>) => dispatch(filterChanged(part));
  const chips = chipsOf(filter, nameOfMatch);
  const matchValue = filter.match.length === 1 ? (filter.match[0] ?? ANY) : filter.match.length > 1 ? 'several' : ANY;

  return (
    <section className="filter-bar" aria-label="Filters">
      <div className="filter-bar__controls">
        <label className="field field--compact">
          <span className="field__label">Match</span>
          <select
            className="field__input"
            value={matchValue}
            disabled={matches.length === 0}
            onChange={(event) => change({ match: event.target.value === ANY ? [] : [event.target.value] })}
          >
            <option value={ANY}>All matches</option>
            {filter.match.length > 1 && (
              <option value="several" disabled>
                {filter.match.length} matches
              </option>
            )}
            {matches.map((match) => (
              <option key={match.id} value={match.id}>
                {match.label}
              </option>
            ))}
          </select>
        </label>
        <FilterSelect
          label="Half"
          any="Both halves"
          value={filter.half}
          options={HALVES.map((half) => ({ value: half, label: capitalised(HALF_NAMES[half]) }))}
          onChange={(half) => change({ half })}
        />
        <FilterSelect
          label="Period"
          any="All minutes"
          value={filter.period}
          options={PERIODS.map((period) => ({ value: period, label: `Minutes ${period}` }))}
          onChange={(period) => change({ period })}
        />
        <FilterSelect
          label="Shot type"
          any="All shots"
          value={filter.shotType}
          options={SHOT_TYPES.map((type) => ({ value: type, label: capitalised(SHOT_TYPE_NAMES[type]) }))}
          onChange={(shotType) => change({ shotType })}
        />
        <FilterSelect
          label="Pressure"
          any="With or without"
          value={filter.pressure}
          options={PRESSURES.map((pressure) => ({ value: pressure, label: capitalised(PRESSURE_NAMES[pressure]) }))}
          onChange={(pressure) => change({ pressure })}
        />
      </div>
      {isFiltered(filter) && (
        <div className="filter-bar__active">
          <ul className="filter-chips" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={chip.key} className="filter-chip">
                <span>{chip.label}</span>
                <button
                  type="button"
                  className="filter-chip__remove"
                  aria-label={`Remove filter: ${chip.label}`}
                  onClick={() => change(chip.without)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--small" onClick={() => dispatch(filtersCleared())}>
            Clear all
          </button>
        </div>
      )}
    </section>
  );
}
