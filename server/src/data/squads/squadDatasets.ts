import { analyticsFor, computeAnalytics, type DatasetAnalytics } from '../../analytics/datasetAnalytics';
import type { Dataset, ShotStore } from '../store/dataset';
import { datasetVersion } from '../store/version';
import type { SquadReadModel, SquadState } from './readModel';
import { shotsOfSquad } from './squadShots';

export type SquadData = { dataset: Dataset; analytics: DatasetAnalytics };

type Built = { changes: number; publicVersion: string; data: SquadData };

/**
 * A squad's shots as a dataset with its analytics, built when first asked for after a change and
 * kept until the next (docs/squads.md#read-model). Its shots are scored by the models fitted on the
 * public dataset, so a new public import gives every squad new figures too; the version names both.
 */
export class SquadDatasets {
  private readonly built = new Map<string, Built>();

  constructor(
    model: SquadReadModel,
    private readonly publicStore: ShotStore,
  ) {
    // A squad that is gone takes its figures with it at once.
    model.watch((squadId) => {
      if (!model.squad(squadId)) this.built.delete(squadId);
    });
  }

  of(state: SquadState): SquadData {
    const squad = state.squad;
    if (!squad) throw new Error(`Squad ${state.id} has no squad document`);
    const publicDataset = this.publicStore.current();
    const hit = this.built.get(state.id);
    if (hit && hit.changes === state.changes && hit.publicVersion === publicDataset.version) return hit.data;
    const publicAnalytics = analyticsFor(publicDataset);
    const shots = shotsOfSquad(state, squad.team);
    const version = `${datasetVersion(shots, squad.sample === true)}.${publicDataset.version}`;
    const dataset: Dataset = { version, isSample: squad.sample === true, importedAt: null, shots };
    const analytics = computeAnalytics({
      version,
      shots,
      scoredBy: {
        models: publicAnalytics.fittedModels(),
        version: publicDataset.version,
        shots: publicAnalytics.counts.shots,
        matches: publicAnalytics.counts.matches,
      },
    });
    const data = { dataset, analytics };
    this.built.set(state.id, { changes: state.changes, publicVersion: publicDataset.version, data });
    return data;
  }
}
