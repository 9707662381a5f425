import { endpoint } from '../../../shared/endpoint.ts';
import { MyPrivacyResponseSchema } from '../my-data.ts';

export const getMyPrivacy = endpoint('GET /api/privacy', 'My latest data export and erasure request', {
  answer: MyPrivacyResponseSchema,
});
