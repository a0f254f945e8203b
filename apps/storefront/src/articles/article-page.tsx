import { PlaceholderPage } from '@touchline/ui';
import { useParams } from 'react-router';

const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

export function ArticlePage({ kind }: { kind: 'news' | 'page' }) {
  const { slug = '' } = useParams();
  return (
    <PlaceholderPage title={titleFromSlug(slug) || (kind === 'news' ? 'News' : 'Page')}>
      <p>This {kind === 'news' ? 'news story' : 'page'} will be available here soon.</p>
    </PlaceholderPage>
  );
}
