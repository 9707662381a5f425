import { ContentPage } from '../../features/content/components/content-page';
import type { ContentPageId } from '../../features/content/utils/content-pages';

/** The route of one static page (app/router.tsx: one entry per path, this module shared). */
export function contentRoute(page: ContentPageId) {
  return {
    Component: function ContentRoute() {
      return <ContentPage page={page} />;
    },
  };
}
