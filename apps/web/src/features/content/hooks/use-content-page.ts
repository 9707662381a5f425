import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '../../../hooks/use-locale';
import { type ContentPageId, loadContentPage, splitTitle } from '../utils/content-pages';

/**
 * The page's title and Markdown body in the interface language. It suspends while the file's chunk
 * loads (the shell's loader shows); a failed download reaches the route's error page.
 */
export function useContentPage(page: ContentPageId): { title: string; body: string } {
  const locale = useLocale();
  const { data } = useSuspenseQuery({
    queryKey: ['content-page', page, locale],
    queryFn: async () => splitTitle(await loadContentPage(page, locale)),
    // The files are part of the build: they never change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
