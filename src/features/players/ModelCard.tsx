import { useId, useState } from 'react';
import type { ModelQualityAnswer, ModelSummary, PointsModelSummary } from '../../../contract/answers';
import { errorText } from '../../components/errorText';
import { ScrollRegion } from '../../components/ScrollRegion';
import { Spinner } from '../../components/Spinner';
import type { SquadId } from '../../app/apiPaths';
import { useGetModelQualityQuery } from './modelQualityEndpoints';

/**
 * The model card (docs/behaviour.md#model-card): how good each model is, out of fold with folds
 * grouped by match, over all the data and season by season, each figure beside the constant-rate
 * baseline's; a reliability diagram by decile with its table; and the covariates.
 */

type ModelKey = 'xPoints' | 'xP_adv_shot' | 'xPts';

const MODEL_NAMES: Readonly<Record<ModelKey, string>> = {
  xPoints: 'xPoints',
  xP_adv_shot: 'xP Adv Shot',
  xPts: 'xPts (expected points in points)',
};

const ALL = 'all';

const four = (value: number | null) => (value === null ? '–' : value.toFixed(4));

type Scope = { label: string; models: Pick<ModelQualityAnswer, ModelKey> };

function scopesOf(quality: ModelQualityAnswer): Map<string, Scope> {
  const scopes = new Map<string, Scope>([[ALL, { label: 'All seasons', models: quality }]]);
  for (const season of quality.seasons) {
    scopes.set(season.season, { label: `${season.season} (${season.era} rules)`, models: season });
  }
  return scopes;
}

/** One decile's point: what the model expected against what happened, both on one scale. */
type Bin = { decile: number; count: number; expected: number; observed: number };

function binsOf(model: ModelSummary | PointsModelSummary): Bin[] {
  if ('meanSquaredError' in model) {
    return model.calibration.map((bin) => ({
      decile: bin.decile,
      count: bin.count,
      expected: bin.meanExpected,
      observed: bin.meanPoints,
    }));
  }
  return model.calibration.map((bin) => ({
    decile: bin.decile,
    count: bin.count,
    expected: bin.meanPredicted,
    observed: bin.observedRate,
  }));
}

const SIZE = 240;
const PAD = 36;

/** The reliability diagram: deciles against the diagonal a perfectly calibrated model would follow. */
function ReliabilityDiagram({ bins, scale, label }: { bins: Bin[]; scale: number; label: string }) {
  const span = SIZE - 2 * PAD;
  const at = (value: number) => PAD + (value / scale) * span;
  const y = (value: number) => SIZE - at(value);
  const ticks = [0, scale / 2, scale];
  return (
    <svg
      className="model-card__diagram"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={`${label}: reliability by decile; the table below gives the figures`}
    >
      <rect x={PAD} y={PAD} width={span} height={span} fill="#f8fafc" stroke="#cbd5e1" />
      <line x1={at(0)} y1={y(0)} x2={at(scale)} y2={y(scale)} stroke="#94a3b8" strokeDasharray="4 4" />
      {ticks.map((tick) => (
        <g key={tick} fontSize="11" fill="#475569">
          <text x={at(tick)} y={SIZE - PAD + 14} textAnchor="middle">
            {tick.toFixed(1)}
          </text>
          <text x={PAD - 6} y={y(tick) + 4} textAnchor="end">
            {tick.toFixed(1)}
          </text>
        </g>
      ))}
      <text x={SIZE / 2} y={SIZE - 4} textAnchor="middle" fontSize="11" fill="#475569">
        Expected
      </text>
      <text
        x={10}
        y={SIZE / 2}
        textAnchor="middle"
        fontSize="11"
        fill="#475569"
        transform={`rotate(-90 10 ${SIZE / 2})`}
      >
        Observed
      </text>
      <polyline
        fill="none"
        stroke="#0072b2"
        strokeWidth="2"
        points={bins.map((bin) => `${at(bin.expected)},${y(bin.observed)}`).join(' ')}
      />
      {bins.map((bin) => (
        <circle key={bin.decile} cx={at(bin.expected)} cy={y(bin.observed)} r="4" fill="#0072b2" />
      ))}
    </svg>
  );
}

function Figures({ model }: { model: ModelSummary | PointsModelSummary }) {
  if ('meanSquaredError' in model) {
    return (
      <dl className="model-card__figures">
        <dt>Shots</dt>
        <dd>{model.shots}</dd>
        <dt>Mean squared error (points²)</dt>
        <dd>
          {four(model.meanSquaredError)}{' '}
          <span className="model-card__baseline">baseline {four(model.baselineMeanSquaredError)}</span>
        </dd>
        <dt>AUC</dt>
        <dd>
          {four(model.auc)} <span className="model-card__baseline">baseline 0.5000</span>
        </dd>
        <dt>Points expected / scored</dt>
        <dd>
          {model.expectedPoints.toFixed(2)} / {model.points}
        </dd>
      </dl>
    );
  }
  return (
    <dl className="model-card__figures">
      <dt>Shots</dt>
      <dd>{model.shots}</dd>
      <dt>Brier score</dt>
      <dd>
        {four(model.brier)} <span className="model-card__baseline">baseline {four(model.baselineBrier)}</span>
      </dd>
      <dt>Log loss</dt>
      <dd>
        {four(model.logLoss)} <span className="model-card__baseline">baseline {four(model.baselineLogLoss)}</span>
      </dd>
      <dt>AUC</dt>
      <dd>
        {four(model.auc)} <span className="model-card__baseline">baseline 0.5000</span>
      </dd>
    </dl>
  );
}

function ModelCardBody({ quality }: { quality: ModelQualityAnswer }) {
  const id = useId();
  const scopes = scopesOf(quality);
  const [modelKey, setModelKey] = useState<ModelKey>('xPoints');
  const [scopeKey, setScopeKey] = useState(ALL);
  const scope = scopes.get(scopeKey) ?? scopes.get(ALL);
  if (!scope) return null;
  const model = scope.models[modelKey];
  const bins = binsOf(model);
  const scale =
    'meanSquaredError' in model
      ? Math.max(1, Math.ceil(Math.max(...bins.map((b) => Math.max(b.expected, b.observed)))))
      : 1;
  const name = `${MODEL_NAMES[modelKey]}, ${scope.label}`;
  return (
    <>
      {quality.fittedOn ? (
        <p className="model-card__note">
          These models were fitted on the public championship data ({quality.fittedOn.shots} shots in{' '}
          {quality.fittedOn.matches} matches): a squad&apos;s few matches are too few to fit its own. Every figure below
          is their quality on this squad&apos;s shots, none of which they saw. The baseline predicts the same rate for
          every shot.
        </p>
      ) : (
        <p className="model-card__note">
          Every estimate is out of fold: the shots are split into {quality.folds} folds by match, and each shot is
          estimated by a model fitted without its match. The baseline predicts the same rate for every shot.
        </p>
      )}
      <div className="model-card__choices">
        <label className="field">
          <span className="field__label">Model</span>
          <select
            className="field__input"
            value={modelKey}
            onChange={(event) => setModelKey(event.target.value as ModelKey)}
          >
            {(Object.keys(MODEL_NAMES) as ModelKey[]).map((key) => (
              <option key={key} value={key}>
                {MODEL_NAMES[key]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Seasons</span>
          <select className="field__input" value={scopeKey} onChange={(event) => setScopeKey(event.target.value)}>
            {[...scopes].map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section aria-label={name} className="model-card__model">
        <Figures model={model} />
        <ReliabilityDiagram bins={bins} scale={scale} label={name} />
        <ScrollRegion label={`Reliability by decile: ${name}`}>
          <table className="table" aria-describedby={`${id}-reliability`}>
            <caption id={`${id}-reliability`}>Reliability by decile: {name}</caption>
            <thead>
              <tr>
                <th scope="col">Decile</th>
                <th scope="col" className="table__numeric">
                  Shots
                </th>
                <th scope="col" className="table__numeric">
                  Expected
                </th>
                <th scope="col" className="table__numeric">
                  Observed
                </th>
              </tr>
            </thead>
            <tbody>
              {bins.map((bin) => (
                <tr key={bin.decile}>
                  <th scope="row">{bin.decile}</th>
                  <td className="table__numeric">{bin.count}</td>
                  <td className="table__numeric">{bin.expected.toFixed(4)}</td>
                  <td className="table__numeric">{bin.observed.toFixed(4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <h4 className="model-card__subheading">Covariates</h4>
        <ul className="model-card__features">
          {model.features.map((feature) => (
            <li key={feature}>
              <code>{feature}</code>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The card's content; it loads /model-quality (the public data's, or the squad's) when first shown. */
export function ModelCard({ squadId }: { squadId: SquadId }) {
  const quality = useGetModelQualityQuery(squadId);
  if (quality.data) return <ModelCardBody quality={quality.data} />;
  if (quality.isError) return <p className="empty-state">{errorText(quality.error)}</p>;
  return <Spinner label="Loading the model card" />;
}
