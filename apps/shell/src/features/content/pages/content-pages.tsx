/**
 * The Blog and Cybercast pages (spec §2): the section home (/blog, /cybercast) with the newest items, and the
 * full list (/…/all) or one category's (/…/kategori/{kategori}), paginated with `?page=` so a page can be
 * shared and the back button returns to it.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetContentCategoriesQuery, type ContentKind } from '@akademi-siber/data-access-api';
import { Button, Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { ContentList, CONTENT_TEXTS } from '../parts/content-list';

export const PER_PAGE = 9;
const NEWEST = 6;

const SECTION = {
  blog: {
    title: 'Blog Akademi Siber',
    intro: 'Tips keamanan, kabar terbaru dunia siber, tutorial praktis, dan cerita karier dari para praktisi.',
    newest: 'Artikel terbaru',
  },
  cybercast: {
    title: 'Cybercast',
    intro: 'Obrolan audio dan video bersama praktisi keamanan siber Indonesia: wawancara, bedah kasus, dan karier.',
    newest: 'Episode terbaru',
  },
} as const;

const Page = styled(Container)`
  padding-block: 40px 24px;
`;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function ContentHomePage({ kind }: { kind: ContentKind }) {
  const section = SECTION[kind];
  usePageTitle(section.title);
  return (
    <Page>
      <Stack $gap={8}>
        <Stack $gap={3}>
          <Heading level={1}>{section.title}</Heading>
          <Text $muted style={{ maxWidth: 640 }}>
            {section.intro}
          </Text>
        </Stack>
        <section aria-labelledby={`${kind}-newest`}>
          <Stack $gap={5}>
            <Stack $direction="row" $justify="space-between" $wrap $gap={3}>
              <Heading level={2} id={`${kind}-newest`}>
                {section.newest}
              </Heading>
              <Button as={Link} to={`${CONTENT_TEXTS[kind].base}/all`} $variant="secondary" $size="sm">
                Lihat semua {CONTENT_TEXTS[kind].noun}
              </Button>
            </Stack>
            <ContentList
              kind={kind}
              args={{ page: 1, perPage: NEWEST }}
              onPageChange={() => undefined}
              paginate={false}
              headingLevel={3}
            />
          </Stack>
        </section>
      </Stack>
    </Page>
  );
}

export function ContentListPage({ kind }: { kind: ContentKind }) {
  const { kategori } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data: categories } = useGetContentCategoriesQuery(kind);
  const category = kategori ? categories?.find((item) => item.slug === kategori) : undefined;
  const texts = CONTENT_TEXTS[kind];
  const title = kategori ? (category?.category ?? 'Kategori') : `Semua ${texts.noun}`;
  usePageTitle(`${title} · ${SECTION[kind].title}`);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Page>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Text $muted $size="sm">
            {SECTION[kind].title}
          </Text>
          <Heading level={1}>{title.charAt(0).toUpperCase() + title.slice(1)}</Heading>
          {category && (
            <Text $muted>
              {category.total} {texts.noun} terbit
            </Text>
          )}
        </Stack>
        <ContentList kind={kind} args={{ page, perPage: PER_PAGE, category: kategori }} onPageChange={goTo} />
      </Stack>
    </Page>
  );
}

export const BlogHomePage = () => <ContentHomePage kind="blog" />;
export const BlogListPage = () => <ContentListPage kind="blog" />;
export const CybercastHomePage = () => <ContentHomePage kind="cybercast" />;
export const CybercastListPage = () => <ContentListPage kind="cybercast" />;
