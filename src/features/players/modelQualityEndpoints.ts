import { modelQualitySchema, type ModelQualityAnswer } from '../../../contract/answers';
import { apiSlice } from '../../app/apiSlice';

export const modelQualityEndpoints = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** How good the models are, over all the data and season by season (docs/behaviour.md#model-quality). */
    getModelQuality: builder.query<ModelQualityAnswer, void>({
      query: () => 'model-quality',
      rawResponseSchema: modelQualitySchema,
    }),
  }),
});

export const { useGetModelQualityQuery } = modelQualityEndpoints;
