import { PrivacyNoticePage } from '../../features/privacy/components/privacy-notice-page';

/** The privacy notice, /privacy: public. */
export function Component() {
  return <PrivacyNoticePage />;
}
