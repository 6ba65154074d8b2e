import { modelQualitySchema, type ModelQualityAnswer } from '../../../contract/answers';
import { inSquad, type SquadId, figureTags } from '../../app/apiPaths';
import { apiSlice } from '../../app/apiSlice';

export const modelQualityEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** How good the models are, over all the data and season by season (docs/behaviour.md#model-quality). */
    getModelQuality: builder.query<ModelQualityAnswer, SquadId>({
      query: (squadId) => inSquad(squadId, 'model-quality'),
      rawResponseSchema: modelQualitySchema,
      providesTags: (_result, _error, squadId) => figureTags(squadId),
    }),
  }),
});

export const { useGetModelQualityQuery } = modelQualityEndpoints;
