import { Page } from '../../../components/page';
import { useContentPage } from '../hooks/use-content-page';
import type { ContentPageId } from '../utils/content-pages';
import { MarkdownContent } from './markdown-content';

/** Any static page: its Markdown file in the interface language, its first line the title. */
export function ContentPage({ page }: { page: ContentPageId }) {
  const { title, body } = useContentPage(page);
  return (
    <Page title={title} size="md">
      <MarkdownContent source={body} />
    </Page>
  );
}
