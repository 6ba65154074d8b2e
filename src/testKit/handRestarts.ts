import { restartsSchema, seasonGlanceSchema } from '../../contract/restarts';
import hand from './handRestarts.json';

/** The hand-worked match's `/restarts` and `/season-glance` answers, as the server makes them (server/src/http/restartsRoutes.test.ts). */
export const HAND_RESTARTS = restartsSchema.parse(hand.restarts);
export const HAND_GLANCE = seasonGlanceSchema.parse(hand.seasonGlance);
