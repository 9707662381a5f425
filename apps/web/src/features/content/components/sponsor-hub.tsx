import { IconNews, IconToolsKitchen2, IconVideo } from '@tabler/icons-react';
import { type ExternalBox, ExternalHub } from './external-hub';

const boxes: ExternalBox[] = [
  { id: 'recipes', icon: IconToolsKitchen2, link: 'recipes' },
  { id: 'webinar', icon: IconVideo, link: 'webinar' },
  { id: 'news', icon: IconNews, link: 'news' },
];

/** Sponsor area: recipes, webinar, news. */
export function SponsorHub() {
  return <ExternalHub hub="sponsor" boxes={boxes} />;
}
